build-me/src/core/setup.o: src/core/setup.c src/core/rules.h \
 src/core/game.h include/prestags.h src/core/dice.h src/core/fixed.h \
 src/core/map.h src/core/hex.h src/core/scenario.h src/core/tables.h \
 src/core/scenario_check.h
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
