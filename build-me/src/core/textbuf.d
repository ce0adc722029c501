build-me/src/core/textbuf.o: src/core/textbuf.c src/core/textbuf.h
src/core/textbuf.h:
