build-me/src/data/tables_load.o: src/data/tables_load.c \
 src/data/tables_load.h src/core/tables.h src/core/fixed.h \
 src/data/textfile.h
src/data/tables_load.h:
src/core/tables.h:
src/core/fixed.h:
src/data/textfile.h:
