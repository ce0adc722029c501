build-me/tests/test_scenarios.o: tests/test_scenarios.c tests/check.h \
 src/core/map.h src/core/hex.h src/core/scenario.h src/core/map.h \
 src/core/tables.h src/core/fixed.h src/core/scenario_check.h \
 src/core/scenario.h src/core/tables.h src/data/map_load.h \
 src/data/scenario_load.h src/data/tables_load.h src/data/textfile.h
tests/check.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/map.h:
src/core/tables.h:
src/core/fixed.h:
src/core/scenario_check.h:
src/core/scenario.h:
src/core/tables.h:
src/data/map_load.h:
src/data/scenario_load.h:
src/data/tables_load.h:
src/data/textfile.h:
