/* Whole-file reading and a line/word cursor shared by every loader. */
#include "textfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { TEXTFILE_MAX = 16 * 1024 * 1024 };

bool textfile_read(const char *path, char **text, size_t *len, char *err, size_t errlen)
{
    /* O_NONBLOCK: opening a FIFO must not wait for a writer; only a regular file is read,
     * so a device, FIFO or terminal that never ends cannot hang a loader. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat sb;
    if (fd < 0 || fstat(fd, &sb) != 0) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return false;
    }
    if (!S_ISREG(sb.st_mode)) {
        snprintf(err, errlen, "%s: %s", path,
                 S_ISDIR(sb.st_mode) ? "is a directory, not a file" : "not a regular file");
        close(fd);
        return false;
    }
    if (sb.st_size >= TEXTFILE_MAX) {
        snprintf(err, errlen, "%s: file is larger than %d bytes", path, TEXTFILE_MAX);
        close(fd);
        return false;
    }
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        close(fd);
        return false;
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    for (;;) {
        if (!buf) {
            fclose(f);
            snprintf(err, errlen, "%s: out of memory", path);
            return false;
        }
        n += fread(buf + n, 1, cap - n - 1, f);
        if (n < cap - 1)
            break;
        if (cap >= TEXTFILE_MAX) {
            free(buf);
            fclose(f);
            snprintf(err, errlen, "%s: file is larger than %d bytes", path, TEXTFILE_MAX);
            return false;
        }
        cap *= 2;
        char *grown = realloc(buf, cap);
        if (!grown)
            free(buf);
        buf = grown;
    }
    bool failed = ferror(f);
    fclose(f);
    if (failed) {
        free(buf);
        snprintf(err, errlen, "%s: read error", path);
        return false;
    }
    buf[n] = '\0';
    if (memchr(buf, '\0', n)) {
        free(buf);
        snprintf(err, errlen, "%s: not a text file (holds a NUL byte)", path);
        return false;
    }
    *text = buf;
    *len = n;
    return true;
}

void line_reader_init(struct line_reader *r, const char *text, size_t len, const char *file)
{
    memset(r, 0, sizeof *r);
    r->text = text;
    r->end = text + len;
    r->file = file;
}

bool line_next_raw(struct line_reader *r, bool *bad)
{
    *bad = false;
    if (r->text >= r->end)
        return false;
    const char *nl = memchr(r->text, '\n', (size_t)(r->end - r->text));
    const char *stop = nl ? nl : r->end;
    size_t n = (size_t)(stop - r->text);
    r->lineno++;
    if (n > 0 && r->text[n - 1] == '\r')
        n--;
    if (n > LINE_MAX_LEN) {
        *bad = true;
        n = LINE_MAX_LEN;
    }
    memcpy(r->line, r->text, n);
    r->line[n] = '\0';
    r->len = n;
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)r->line[i] < 0x20 && r->line[i] != '\t')
            *bad = true;
    r->text = nl ? nl + 1 : r->end;
    return true;
}

bool line_next_words(struct line_reader *r, bool *bad)
{
    while (line_next_raw(r, bad)) {
        if (*bad)
            return true;
        memcpy(r->words_buf, r->line, r->len + 1);
        r->nwords = 0;
        char *p = r->words_buf;
        for (;;) {
            while (*p == ' ' || *p == '\t')
                p++;
            if (*p == '\0' || *p == '#')
                break;
            if (r->nwords == LINE_MAX_WORDS) {
                *bad = true;
                return true;
            }
            r->words[r->nwords++] = p;
            while (*p && *p != ' ' && *p != '\t')
                p++;
            if (*p)
                *p++ = '\0';
        }
        if (r->nwords > 0)
            return true;
    }
    return false;
}

void line_error(const struct line_reader *r, char *err, size_t errlen, const char *fmt, ...)
{
    int n = snprintf(err, errlen, "%s:%d: ", r->file, r->lineno);
    if (n < 0 || (size_t)n >= errlen)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
    va_end(ap);
}

bool word_int(const char *word, long lo, long hi, long *out)
{
    const char *p = word;
    if (*p == '-' || *p == '+')
        p++;
    if (*p == '\0')
        return false;
    for (const char *q = p; *q; q++)
        if (*q < '0' || *q > '9')
            return false;
    if (strlen(p) > 9)
        return false;
    long v = strtol(word, NULL, 10);
    if (v < lo || v > hi)
        return false;
    *out = v;
    return true;
}
