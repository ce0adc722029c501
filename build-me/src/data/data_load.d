build-me/src/data/data_load.o: src/data/data_load.c include/prestags.h \
 src/core/ruleset.h src/core/map.h src/core/hex.h src/core/scenario.h \
 src/core/tables.h src/core/fixed.h src/data/map_load.h src/core/map.h \
 src/data/scenario_load.h src/core/scenario.h src/core/tables.h \
 src/data/tables_load.h src/data/textfile.h
include/prestags.h:
src/core/ruleset.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
src/core/fixed.h:
src/data/map_load.h:
src/core/map.h:
src/data/scenario_load.h:
src/core/scenario.h:
src/core/tables.h:
src/data/tables_load.h:
src/data/textfile.h:
