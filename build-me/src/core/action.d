build-me/src/core/action.o: src/core/action.c include/prestags.h
include/prestags.h:
