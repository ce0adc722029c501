build-me/tests/fixture.o: tests/fixture.c tests/fixture.h \
 include/prestags.h tests/check.h
tests/fixture.h:
include/prestags.h:
tests/check.h:
