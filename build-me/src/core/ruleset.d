build-me/src/core/ruleset.o: src/core/ruleset.c include/prestags.h \
 src/core/ruleset.h src/core/map.h src/core/hex.h src/core/scenario.h \
 src/core/tables.h src/core/fixed.h
include/prestags.h:
src/core/ruleset.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
src/core/fixed.h:
