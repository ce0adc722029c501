build-me/src/core/map.o: src/core/map.c src/core/map.h src/core/hex.h
src/core/map.h:
src/core/hex.h:
