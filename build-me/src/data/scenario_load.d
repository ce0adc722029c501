build-me/src/data/scenario_load.o: src/data/scenario_load.c \
 src/data/scenario_load.h src/core/map.h src/core/hex.h \
 src/core/scenario.h src/core/map.h src/core/tables.h src/core/fixed.h \
 src/core/tables.h src/core/hex.h src/data/scenario_parse.h \
 src/data/textfile.h
src/data/scenario_load.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/map.h:
src/core/tables.h:
src/core/fixed.h:
src/core/tables.h:
src/core/hex.h:
src/data/scenario_parse.h:
src/data/textfile.h:
