build-me/src/core/hex.o: src/core/hex.c src/core/hex.h
src/core/hex.h:
