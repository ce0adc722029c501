build-me/src/cli/cmd_show.o: src/cli/cmd_show.c src/cli/commands.h \
 src/cli/datadir.h include/prestags.h src/cli/textmap.h
src/cli/commands.h:
src/cli/datadir.h:
include/prestags.h:
src/cli/textmap.h:
