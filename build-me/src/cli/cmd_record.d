build-me/src/cli/cmd_record.o: src/cli/cmd_record.c src/cli/commands.h \
 src/cli/datadir.h include/prestags.h src/cli/replay.h src/tui/tui.h \
 src/tui/journal.h src/tui/player.h src/ai/ai.h
src/cli/commands.h:
src/cli/datadir.h:
include/prestags.h:
src/cli/replay.h:
src/tui/tui.h:
src/tui/journal.h:
src/tui/player.h:
src/ai/ai.h:
