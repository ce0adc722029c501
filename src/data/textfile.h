/* Reading whole text files, and walking their lines and words with line numbers, for the
 * strict loaders: every error they report reads "file:line: what is wrong". */
#ifndef PRESTAGS_DATA_TEXTFILE_H
#define PRESTAGS_DATA_TEXTFILE_H

#include <stdbool.h>
#include <stddef.h>

/* Reads path into a NUL-terminated heap buffer (caller frees).  Only a regular file of less
 * than 16 MiB is read (a directory, device or FIFO is refused, never waited on), and a file
 * with a NUL byte is refused: every loader reads text.  On failure writes "path: reason" into
 * err. */
bool textfile_read(const char *path, char **text, size_t *len, char *err, size_t errlen);

enum { LINE_MAX_WORDS = 64, LINE_MAX_LEN = 1024 };

/* A line cursor over a text buffer.  Lines end at '\n'; a '\r' before it is dropped. */
struct line_reader {
    const char *text, *end;
    const char *file;     /* name used in messages */
    int lineno;           /* number of the line last read, from 1 */
    char line[LINE_MAX_LEN + 1];
    size_t len;           /* length of line */
    char words_buf[LINE_MAX_LEN + 1];
    char *words[LINE_MAX_WORDS];
    int nwords;
};

void line_reader_init(struct line_reader *r, const char *text, size_t len, const char *file);

/* Reads the next line into r->line, keeping it whole.  Returns false at the end of the text.
 * A line longer than LINE_MAX_LEN, or holding a control character other than tab, sets
 * *bad (and the caller reports it with line_error). */
bool line_next_raw(struct line_reader *r, bool *bad);

/* Reads the next line that is not blank and not a comment ('#' first after blanks), and
 * splits it into words at blanks; a '#' after blanks starts a trailing comment.  Returns false
 * at the end of the text, or with *bad set for an overlong line, a control character or more
 * than LINE_MAX_WORDS words. */
bool line_next_words(struct line_reader *r, bool *bad);

/* Formats "file:line: message" into err. */
void line_error(const struct line_reader *r, char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Strict number parsing: the whole word must be a decimal integer within [lo, hi]. */
bool word_int(const char *word, long lo, long hi, long *out);

#endif
