/* The protocol's line reader.  fgets cannot be used: a NUL byte hides the '\n' it read, and
 * the line was then taken as overlong and the next one swallowed with it (a client waiting
 * for that answer hung).  getline cannot be used either: it grows without bound on a line
 * that never ends.  So: one byte at a time (getc is buffered), keeping at most cap - 1. */
#include "linein.h"

#include <stdbool.h>

enum linein_status linein_read(FILE *f, char *buf, size_t cap)
{
    size_t n = 0;
    bool any = false, nul = false, lng = false, cr = false;
    int c;
    while ((c = getc(f)) != EOF) {
        any = true;
        if (c == '\n')
            break;
        /* A '\r' is held back until we know it is not the one of a "\r\n": it does not count
         * against the limit. */
        int pending[2], np = 0;
        if (cr)
            pending[np++] = '\r';
        cr = c == '\r';
        if (!cr)
            pending[np++] = c;
        for (int i = 0; i < np; i++) {
            nul |= pending[i] == '\0';
            if (n + 1 < cap)
                buf[n++] = (char)pending[i];
            else
                lng = true;
        }
    }
    if (!any)
        return LINEIN_EOF;
    if (cap)
        buf[n] = '\0';
    if (nul)
        return LINEIN_NUL;
    return lng ? LINEIN_LONG : LINEIN_OK;
}
