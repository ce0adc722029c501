build-me/src/cli/textmap.o: src/cli/textmap.c src/cli/textmap.h \
 include/prestags.h
src/cli/textmap.h:
include/prestags.h:
