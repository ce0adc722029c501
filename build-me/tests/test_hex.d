build-me/tests/test_hex.o: tests/test_hex.c tests/check.h src/core/hex.h
tests/check.h:
src/core/hex.h:
