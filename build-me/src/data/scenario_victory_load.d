build-me/src/data/scenario_victory_load.o: \
 src/data/scenario_victory_load.c src/core/hex.h \
 src/data/scenario_parse.h src/core/map.h src/core/hex.h \
 src/core/scenario.h src/core/map.h src/core/tables.h src/core/fixed.h \
 src/core/tables.h src/data/textfile.h
src/core/hex.h:
src/data/scenario_parse.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/map.h:
src/core/tables.h:
src/core/fixed.h:
src/core/tables.h:
src/data/textfile.h:
