build-me/src/core/tables.o: src/core/tables.c src/core/tables.h \
 src/core/fixed.h
src/core/tables.h:
src/core/fixed.h:
