/* Appending formatted text to a caller's buffer: output is cut at the buffer's end, and pos
 * keeps counting, so the caller learns the length it needed. */
#ifndef PRESTAGS_CORE_TEXTBUF_H
#define PRESTAGS_CORE_TEXTBUF_H

#include <stddef.h>

struct textbuf {
    char *buf;
    size_t len, pos;
};

void textbuf_init(struct textbuf *o, char *buf, size_t len);
void textbuf_put(struct textbuf *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
