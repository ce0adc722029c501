build-me/src/core/prestags/los.o: src/core/prestags/los.c \
 src/core/prestags/combat.h src/core/rules.h src/core/game.h \
 include/prestags.h src/core/dice.h src/core/fixed.h src/core/map.h \
 src/core/hex.h src/core/scenario.h src/core/tables.h
src/core/prestags/combat.h:
src/core/rules.h:
src/core/game.h:
include/prestags.h:
src/core/dice.h:
src/core/fixed.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
