build-me/src/data/save.o: src/data/save.c include/prestags.h \
 src/core/game.h src/core/dice.h src/core/fixed.h src/core/map.h \
 src/core/hex.h src/core/scenario.h src/core/tables.h src/data/save.h \
 src/data/textfile.h
include/prestags.h:
src/core/game.h:
src/core/dice.h:
src/core/fixed.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
src/data/save.h:
src/data/textfile.h:
