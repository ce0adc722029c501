build-me/src/cli/engine.o: src/cli/engine.c src/cli/commands.h \
 src/cli/datadir.h include/prestags.h src/cli/engine.h src/cli/textmap.h
src/cli/commands.h:
src/cli/datadir.h:
include/prestags.h:
src/cli/engine.h:
src/cli/textmap.h:
