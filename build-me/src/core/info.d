build-me/src/core/info.o: src/core/info.c src/core/prestags/units.h \
 src/core/game.h include/prestags.h src/core/dice.h src/core/fixed.h \
 src/core/map.h src/core/hex.h src/core/scenario.h src/core/tables.h \
 src/core/rules.h src/core/game.h src/core/ruleset.h
src/core/prestags/units.h:
src/core/game.h:
include/prestags.h:
src/core/dice.h:
src/core/fixed.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
src/core/rules.h:
src/core/game.h:
src/core/ruleset.h:
