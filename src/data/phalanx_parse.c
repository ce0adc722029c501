/* Helpers shared by the Phalanx loaders.  Invariant: every value a loader stores comes with a
 * mark (its own suffix or its line's), so the charts never hold an unsourced number. */
#include "phalanx_parse.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const struct {
    const char *word;
    uint8_t mark;
} mark_words[] = {
    {"R", PX_MARK_R},         {"Dv", PX_MARK_DV},      {"F", PX_MARK_F},
    {"Ds", PX_MARK_DS},       {"RULEBOOK", PX_MARK_R}, {"DERIVED", PX_MARK_DV},
    {"FITTED", PX_MARK_F},    {"DESIGNED", PX_MARK_DS},
};

#define MARK_LIST "R, Dv, F, Ds or RULEBOOK, DERIVED, FITTED, DESIGNED"

void px_reader_init(struct px_reader *p, const char *text, size_t len, const char *file,
                    char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    line_reader_init(&p->r, text, len, file);
    p->err = err;
    p->errlen = errlen;
}

static bool vfail(struct px_reader *p, const char *fmt, va_list ap)
{
    char msg[320];
    vsnprintf(msg, sizeof msg, fmt, ap);
    line_error(&p->r, p->err, p->errlen, "%s", msg);
    return false;
}

bool px_fail(struct px_reader *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(p, fmt, ap);
    va_end(ap);
    return false;
}

bool px_fail_at(struct px_reader *p, int line, const char *fmt, ...)
{
    va_list ap;
    p->r.lineno = line > 0 ? line : 1;
    va_start(ap, fmt);
    vfail(p, fmt, ap);
    va_end(ap);
    return false;
}

const char *px_word(const struct px_reader *p, int i)
{
    return i < p->r.nwords ? p->r.words[i] : "";
}

/* "[Ds]" -> its mark; PX_MARK_NONE if the text between the brackets is no mark. */
static uint8_t mark_of(const char *inner, size_t n)
{
    for (size_t i = 0; i < sizeof mark_words / sizeof mark_words[0]; i++)
        if (strlen(mark_words[i].word) == n && strncmp(mark_words[i].word, inner, n) == 0)
            return mark_words[i].mark;
    return PX_MARK_NONE;
}

bool px_next(struct px_reader *p, bool allow_line_mark, bool *failed)
{
    bool bad;
    *failed = false;
    if (!line_next_words(&p->r, &bad))
        return false;
    if (bad) {
        *failed = true;
        return px_fail(p, "line longer than %d characters, with a control character, or with "
                          "more than %d words",
                       LINE_MAX_LEN, LINE_MAX_WORDS);
    }
    p->line_mark = PX_MARK_NONE;
    p->nvalues = p->r.nwords;
    const char *last = p->r.words[p->r.nwords - 1];
    size_t n = strlen(last);
    if (allow_line_mark && p->r.nwords > 1 && last[0] == '[' && n >= 2 && last[n - 1] == ']') {
        p->line_mark = mark_of(last + 1, n - 2);
        if (p->line_mark == PX_MARK_NONE) {
            *failed = true;
            return px_fail(p, "unknown mark '%s' (" MARK_LIST ")", last);
        }
        p->nvalues--;
    }
    return true;
}

bool px_args(struct px_reader *p, int n, const char *usage)
{
    if (p->nvalues - 1 != n)
        return px_fail(p, "'%s' needs: %s", px_word(p, 0), usage);
    return true;
}

bool px_once(struct px_reader *p, int *line, const char *what)
{
    if (*line)
        return px_fail(p, "%s given twice (first on line %d)", what, *line);
    *line = p->r.lineno;
    return true;
}

bool px_marked(struct px_reader *p, int i, char *base, size_t cap, uint8_t *mark)
{
    const char *w = px_word(p, i);
    const char *open = strchr(w, '[');
    size_t n = open ? (size_t)(open - w) : strlen(w);
    if (n == 0)
        return px_fail(p, "'%s' has no value before its mark", w);
    if (n >= cap)
        return px_fail(p, "'%s' is too long", w);
    memcpy(base, w, n);
    base[n] = '\0';
    if (!open) {
        if (p->line_mark == PX_MARK_NONE)
            return px_fail(p, "'%s' has no mark (write %s[R], %s[Dv], %s[F] or %s[Ds])", w, w, w,
                           w, w);
        *mark = p->line_mark;
        return true;
    }
    size_t len = strlen(open);
    *mark = len >= 2 && open[len - 1] == ']' ? mark_of(open + 1, len - 2) : PX_MARK_NONE;
    if (*mark == PX_MARK_NONE)
        return px_fail(p, "unknown mark '%s' in '%s' (" MARK_LIST ")", open, w);
    return true;
}

bool px_marked_int(struct px_reader *p, int i, long lo, long hi, bool dash_ok, long dash_value,
                   struct px_num *out, const char *what)
{
    char base[16];
    long v;
    if (!px_marked(p, i, base, sizeof base, &out->mark))
        return false;
    if (dash_ok && strcmp(base, "-") == 0)
        v = dash_value;
    else if (!word_int(base, lo, hi, &v))
        return px_fail(p, "bad %s '%s' (%ld-%ld%s)", what, base, lo, hi, dash_ok ? " or -" : "");
    out->v = (int8_t)v;
    return true;
}

/* "x<n>[/<d>][front]" with 1 <= n, d <= 9. */
static bool parse_factor(const char *s, struct px_mult *m, bool *front)
{
    if (s[0] != 'x' || s[1] < '1' || s[1] > '9')
        return false;
    m->num = (uint8_t)(s[1] - '0');
    m->den = 1;
    s += 2;
    if (s[0] == '/') {
        if (s[1] < '1' || s[1] > '9')
            return false;
        m->den = (uint8_t)(s[1] - '0');
        s += 2;
    }
    *front = strcmp(s, "front") == 0;
    return *front || s[0] == '\0';
}

bool px_marked_mult(struct px_reader *p, int i, unsigned allow, struct px_mult *out)
{
    char base[16];
    memset(out, 0, sizeof *out);
    if (!px_marked(p, i, base, sizeof base, &out->mark))
        return false;
    if (strcmp(base, "P") == 0) {
        if (!(allow & PX_ALLOW_P))
            return px_fail(p, "'P' (prohibited) is not allowed here");
        out->kind = PX_MULT_PROHIBITED;
        return true;
    }
    if (strcmp(base, "-") == 0) {
        if (!(allow & PX_ALLOW_NA))
            return px_fail(p, "'-' (cannot happen) is not allowed here");
        out->kind = PX_MULT_NA;
        return true;
    }
    bool front;
    if (!parse_factor(base, out, &front))
        return px_fail(p, "bad multiplier '%s' (x1, x2, x1/2%s)", base,
                       allow & PX_ALLOW_FRONT ? ", x2front" : ", P or -");
    if (front && !(allow & PX_ALLOW_FRONT))
        return px_fail(p, "'front' is not allowed here: '%s'", base);
    out->kind = PX_MULT_FACTOR;
    out->front_only = front;
    return true;
}

bool px_marked_mp(struct px_reader *p, int i, fx *out, uint8_t *mark)
{
    char base[16], num[8];
    long n, d = 1;
    if (!px_marked(p, i, base, sizeof base, mark))
        return false;
    const char *slash = strchr(base, '/');
    size_t nl = slash ? (size_t)(slash - base) : strlen(base);
    bool ok = nl < sizeof num;
    if (ok) {
        memcpy(num, base, nl);
        num[nl] = '\0';
        ok = word_int(num, 1, 20, &n) && (!slash || word_int(slash + 1, 1, 8, &d)) &&
             FX_ONE % d == 0;
    }
    if (!ok)
        return px_fail(p, "bad movement cost '%s' (1-20 MP, or a fraction like 1/2)", base);
    *out = (fx)(n * (FX_ONE / d));
    return true;
}

int px_enum_index(const char *word, const char *(*name)(int), int count)
{
    for (int k = 0; k < count; k++)
        if (strcmp(word, name(k)) == 0)
            return k;
    return -1;
}

const char *px_class_str(int c) { return px_class_name((enum px_class)c); }
const char *px_kind_str(int k) { return px_kind_name((enum px_kind)k); }
const char *px_terrain_str(int t) { return px_terrain_name((enum px_terrain)t); }
const char *px_result_str(int r) { return px_result_name((enum px_result)r); }
const char *px_level_str(int l) { return px_level_name((enum px_level)l); }
const char *px_column_str(int c) { return px_column_name((enum px_column)c); }
