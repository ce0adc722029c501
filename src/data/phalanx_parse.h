/* Shared by the Phalanx loaders (phalanx_tables_load.c, phalanx_charts_load.c,
 * phalanx_scenario_load.c): the line cursor with its error slot, marked values ("3[Ds]"),
 * multipliers ("x1/2", "x2front", "P", "-") and the names of the closed enums.  Not a public
 * interface. */
#ifndef PRESTAGS_DATA_PHALANX_PARSE_H
#define PRESTAGS_DATA_PHALANX_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/phalanx/tables.h"
#include "textfile.h"

struct px_reader {
    struct line_reader r;
    char *err;
    size_t errlen;
    uint8_t line_mark; /* the mark ending the current line, PX_MARK_NONE if none */
    int nvalues;       /* words of the line before that mark */
};

void px_reader_init(struct px_reader *p, const char *text, size_t len, const char *file,
                    char *err, size_t errlen);
/* The next line with words (see line_next_words); false at the end of the text or after
 * reporting a bad line (then *failed is set).  Splits off a trailing mark word ("[Ds]") when
 * allow_line_mark is set. */
bool px_next(struct px_reader *p, bool allow_line_mark, bool *failed);
/* "file:line: message" for the current line; always returns false. */
bool px_fail(struct px_reader *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The same for another line of the file (whole-file checks). */
bool px_fail_at(struct px_reader *p, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Word i of the current line (0 is the keyword). */
const char *px_word(const struct px_reader *p, int i);
/* Fails unless the line has exactly n words after the keyword (before any line mark). */
bool px_args(struct px_reader *p, int n, const char *usage);
/* Records that a once-only line was seen; fails if it was seen before. */
bool px_once(struct px_reader *p, int *line, const char *what);

/* Word i split into its value (copied into base[cap]) and its mark: its own "[..]" suffix,
 * else the line's mark.  Fails with a message if the mark is unknown or missing. */
bool px_marked(struct px_reader *p, int i, char *base, size_t cap, uint8_t *mark);
/* A marked integer in [lo, hi]; "-" gives dash_value when dash_ok. */
bool px_marked_int(struct px_reader *p, int i, long lo, long hi, bool dash_ok, long dash_value,
                   struct px_num *out, const char *what);
/* A marked multiplier; which forms are allowed: */
enum { PX_ALLOW_P = 1, PX_ALLOW_NA = 2, PX_ALLOW_FRONT = 4 };
bool px_marked_mult(struct px_reader *p, int i, unsigned allow, struct px_mult *out);
/* A marked movement cost: "2", "1/2", "3/2". */
bool px_marked_mp(struct px_reader *p, int i, fx *out, uint8_t *mark);

/* Index of name in an enum's names (name(k) for k < count), or -1. */
int px_enum_index(const char *word, const char *(*name)(int), int count);
const char *px_class_str(int c);
const char *px_kind_str(int k);
const char *px_terrain_str(int t);
const char *px_result_str(int r);
const char *px_level_str(int l);
const char *px_column_str(int c);

#endif
