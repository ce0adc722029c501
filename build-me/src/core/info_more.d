build-me/src/core/info_more.o: src/core/info_more.c src/core/game.h \
 include/prestags.h src/core/dice.h src/core/fixed.h src/core/map.h \
 src/core/hex.h src/core/scenario.h src/core/tables.h src/core/textbuf.h
src/core/game.h:
include/prestags.h:
src/core/dice.h:
src/core/fixed.h:
src/core/map.h:
src/core/hex.h:
src/core/scenario.h:
src/core/tables.h:
src/core/textbuf.h:
