build-me/tests/test_game.o: tests/test_game.c tests/check.h \
 tests/fixture.h include/prestags.h
tests/check.h:
tests/fixture.h:
include/prestags.h:
