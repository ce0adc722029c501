/* Formatted text into a bounded buffer (string formatting only: no I/O). */
#include "textbuf.h"

#include <stdarg.h>
#include <stdio.h>

void textbuf_init(struct textbuf *o, char *buf, size_t len)
{
    o->buf = buf;
    o->len = len;
    o->pos = 0;
    if (len)
        buf[0] = '\0';
}

void textbuf_put(struct textbuf *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t at = o->pos < o->len ? o->pos : o->len;
    /* Measuring only (no buffer, or a full one): vsnprintf may take NULL with size 0. */
    int n = vsnprintf(o->len > at ? o->buf + at : NULL, o->len - at, fmt, ap);
    va_end(ap);
    if (n > 0)
        o->pos += (size_t)n;
}
