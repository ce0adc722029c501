build-me/src/core/scenario_deploy.o: src/core/scenario_deploy.c \
 src/core/scenario_check.h src/core/map.h src/core/hex.h \
 src/core/scenario.h src/core/tables.h src/core/fixed.h
src/core/scenario_check.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
src/core/fixed.h:
