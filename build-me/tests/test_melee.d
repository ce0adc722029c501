build-me/tests/test_melee.o: tests/test_melee.c tests/combat_util.h \
 tests/check.h src/core/game.h include/prestags.h src/core/dice.h \
 src/core/fixed.h src/core/map.h src/core/hex.h src/core/scenario.h \
 src/core/tables.h tests/fixture.h
tests/combat_util.h:
tests/check.h:
src/core/game.h:
include/prestags.h:
src/core/dice.h:
src/core/fixed.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
tests/fixture.h:
