build-me/src/ai/player.o: src/ai/player.c src/ai/ai.h include/prestags.h \
 src/ai/player_kinds.h
src/ai/ai.h:
include/prestags.h:
src/ai/player_kinds.h:
