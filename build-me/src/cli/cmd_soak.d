build-me/src/cli/cmd_soak.o: src/cli/cmd_soak.c src/ai/ai.h \
 include/prestags.h src/cli/commands.h src/cli/datadir.h
src/ai/ai.h:
include/prestags.h:
src/cli/commands.h:
src/cli/datadir.h:
