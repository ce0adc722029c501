build-me/src/core/phalanx/tables.o: src/core/phalanx/tables.c \
 src/core/phalanx/tables.h src/core/fixed.h
src/core/phalanx/tables.h:
src/core/fixed.h:
