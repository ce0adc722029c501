/* Reading the engine protocol's input one line at a time, with memory bounded whatever the
 * peer sends: every line read gets exactly one verdict, so a client always gets one answer per
 * line it wrote (docs/protocol.md, "Form"). */
#ifndef PRESTAGS_CLI_LINEIN_H
#define PRESTAGS_CLI_LINEIN_H

#include <stddef.h>
#include <stdio.h>

enum linein_status {
    LINEIN_EOF,  /* nothing more to read */
    LINEIN_OK,   /* buf holds the line, without its '\n' and a '\r' before it */
    LINEIN_LONG, /* more than cap - 1 characters: the rest was read and dropped */
    LINEIN_NUL,  /* the line holds a NUL byte: read whole and dropped */
};

/* Reads through the next '\n' (or to the end of the input for a last line without one) into
 * buf[0..cap), NUL-terminated.  It never reads past that '\n', so the following line is left
 * for the next call whatever this one held. */
enum linein_status linein_read(FILE *f, char *buf, size_t cap);

#endif
