build-me/tests/main.o: tests/main.c tests/check.h
tests/check.h:
