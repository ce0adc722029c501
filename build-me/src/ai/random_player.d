build-me/src/ai/random_player.o: src/ai/random_player.c src/ai/ai.h \
 include/prestags.h src/ai/player_kinds.h
src/ai/ai.h:
include/prestags.h:
src/ai/player_kinds.h:
