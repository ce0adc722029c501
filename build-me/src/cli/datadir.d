build-me/src/cli/datadir.o: src/cli/datadir.c src/cli/datadir.h \
 include/prestags.h
src/cli/datadir.h:
include/prestags.h:
