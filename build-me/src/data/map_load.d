build-me/src/data/map_load.o: src/data/map_load.c src/data/map_load.h \
 src/core/map.h src/core/hex.h src/data/textfile.h
src/data/map_load.h:
src/core/map.h:
src/core/hex.h:
src/data/textfile.h:
