build-me/src/data/textfile.o: src/data/textfile.c src/data/textfile.h
src/data/textfile.h:
