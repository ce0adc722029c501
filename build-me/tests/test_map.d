build-me/tests/test_map.o: tests/test_map.c tests/check.h src/core/map.h \
 src/core/hex.h src/data/map_load.h src/data/textfile.h
tests/check.h:
src/core/map.h:
src/core/hex.h:
src/data/map_load.h:
src/data/textfile.h:
