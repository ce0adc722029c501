build-me/src/core/prestags/units.o: src/core/prestags/units.c \
 src/core/prestags/units.h src/core/game.h include/prestags.h \
 src/core/dice.h src/core/fixed.h src/core/map.h src/core/hex.h \
 src/core/scenario.h src/core/tables.h
src/core/prestags/units.h:
src/core/game.h:
include/prestags.h:
src/core/dice.h:
src/core/fixed.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
