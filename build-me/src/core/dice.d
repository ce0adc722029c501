build-me/src/core/dice.o: src/core/dice.c src/core/dice.h
src/core/dice.h:
