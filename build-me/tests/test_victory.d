build-me/tests/test_victory.o: tests/test_victory.c tests/check.h \
 src/core/game.h include/prestags.h src/core/dice.h src/core/fixed.h \
 src/core/map.h src/core/hex.h src/core/scenario.h src/core/tables.h \
 src/core/tables.h tests/fixture.h
tests/check.h:
src/core/game.h:
include/prestags.h:
src/core/dice.h:
src/core/fixed.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
src/core/tables.h:
tests/fixture.h:
