build-me/src/core/prestags/victory.o: src/core/prestags/victory.c \
 src/core/rules.h src/core/game.h include/prestags.h src/core/dice.h \
 src/core/fixed.h src/core/map.h src/core/hex.h src/core/scenario.h \
 src/core/tables.h src/core/scenario_check.h src/core/prestags/victory.h \
 src/core/game.h
src/core/rules.h:
src/core/game.h:
include/prestags.h:
src/core/dice.h:
src/core/fixed.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
src/core/scenario_check.h:
src/core/prestags/victory.h:
src/core/game.h:
