build-me/src/core/prestags/stacking.o: src/core/prestags/stacking.c \
 src/core/scenario_check.h src/core/map.h src/core/hex.h \
 src/core/scenario.h src/core/tables.h src/core/fixed.h \
 src/core/prestags/movement.h src/core/rules.h src/core/game.h \
 include/prestags.h src/core/dice.h src/core/prestags/units.h \
 src/core/game.h
src/core/scenario_check.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
src/core/fixed.h:
src/core/prestags/movement.h:
src/core/rules.h:
src/core/game.h:
include/prestags.h:
src/core/dice.h:
src/core/prestags/units.h:
src/core/game.h:
