build-me/src/cli/cmd_bench.o: src/cli/cmd_bench.c src/ai/ai.h \
 include/prestags.h src/cli/commands.h src/cli/datadir.h
src/ai/ai.h:
include/prestags.h:
src/cli/commands.h:
src/cli/datadir.h:
