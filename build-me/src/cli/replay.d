build-me/src/cli/replay.o: src/cli/replay.c src/cli/replay.h \
 include/prestags.h
src/cli/replay.h:
include/prestags.h:
