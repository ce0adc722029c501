/* Strict loader for the charts file: see data/chariot/units.txt for the format. */
#include "tables_load.h"

#include <stdio.h>
#include <string.h>

#include "textfile.h"

static const char *const class_words[] = {"A", "B", "C", "D", "E", "Ff", "Mf"};
_Static_assert(sizeof class_words / sizeof class_words[0] == CLASS_COUNT, "class words");

static bool parse_class(const char *w, uint8_t *out)
{
    for (int i = 0; i < CLASS_COUNT; i++)
        if (strcmp(w, class_words[i]) == 0) {
            *out = (uint8_t)i;
            return true;
        }
    return false;
}

static bool known_source(const char *w)
{
    return strcmp(w, "scan") == 0 || strcmp(w, "transcription") == 0 ||
           strcmp(w, "derived") == 0 || strcmp(w, "rulebook") == 0 ||
           strcmp(w, "fitted") == 0 || strcmp(w, "designed") == 0;
}

/* A melee value: "3", "[3]" or "." */
static bool parse_melee(const char *w, struct unit_type *ut)
{
    long v;
    if (strcmp(w, ".") == 0) {
        ut->melee_kind = MELEE_DOT;
        ut->melee = 0;
        return true;
    }
    size_t n = strlen(w);
    if (n >= 3 && w[0] == '[' && w[n - 1] == ']') {
        char inner[8];
        if (n - 2 >= sizeof inner)
            return false;
        memcpy(inner, w + 1, n - 2);
        inner[n - 2] = '\0';
        if (!word_int(inner, 1, 99, &v))
            return false;
        ut->melee_kind = MELEE_BRACKET;
        ut->melee = (int8_t)v;
        return true;
    }
    if (!word_int(w, 0, 99, &v))
        return false;
    ut->melee_kind = MELEE_PLAIN;
    ut->melee = (int8_t)v;
    return true;
}

/* "-" or a number in [lo, hi]. */
static bool parse_opt(const char *w, long lo, long hi, int8_t *out)
{
    long v;
    if (strcmp(w, "-") == 0) {
        *out = 0;
        return true;
    }
    if (!word_int(w, lo, hi, &v))
        return false;
    *out = (int8_t)v;
    return true;
}

static bool add_type(struct tables *t, struct line_reader *r, char *err, size_t errlen,
                     const struct unit_type *ut)
{
    if (tables_find_type(t, ut->code) >= 0) {
        line_error(r, err, errlen, "unit type %s defined twice", ut->code);
        return false;
    }
    if (t->ntypes == UNIT_TYPES_MAX) {
        line_error(r, err, errlen, "more than %d unit types", UNIT_TYPES_MAX);
        return false;
    }
    t->types[t->ntypes++] = *ut;
    return true;
}

static bool parse_unit(struct tables *t, struct line_reader *r, char *err, size_t errlen)
{
    char **w = r->words;
    struct unit_type ut;
    memset(&ut, 0, sizeof ut);
    if (r->nwords < 9) {
        line_error(r, err, errlen,
                   "unit needs: code class melee fire range MA source name");
        return false;
    }
    size_t cl = strlen(w[1]);
    if (cl < 1 || cl >= CODE_LEN || w[1][0] < 'A' || w[1][0] > 'Z') {
        line_error(r, err, errlen, "bad unit code '%s'", w[1]);
        return false;
    }
    memcpy(ut.code, w[1], cl + 1);
    if (!parse_class(w[2], &ut.cls) || ut.cls == CLASS_E) {
        line_error(r, err, errlen, "bad class '%s' (A B C D Ff Mf)", w[2]);
        return false;
    }
    if (!parse_melee(w[3], &ut)) {
        line_error(r, err, errlen, "bad melee value '%s' (N, [N] or .)", w[3]);
        return false;
    }
    if (!parse_opt(w[4], 1, 99, &ut.fire) || !parse_opt(w[5], 1, 99, &ut.range) ||
        (ut.fire == 0) != (ut.range == 0)) {
        line_error(r, err, errlen, "bad fire strength/range '%s %s'", w[4], w[5]);
        return false;
    }
    if ((ut.fire > 0) != (ut.cls == CLASS_FF || ut.cls == CLASS_MF)) {
        line_error(r, err, errlen, "fire units are exactly the classes Ff and Mf [5.33]");
        return false;
    }
    long ma;
    if (!word_int(w[6], 1, 99, &ma)) {
        line_error(r, err, errlen, "bad movement allowance '%s'", w[6]);
        return false;
    }
    ut.ma = (int8_t)ma;
    if (!known_source(w[7])) {
        line_error(r, err, errlen, "unknown source mark '%s'", w[7]);
        return false;
    }
    size_t pos = 0;
    for (int i = 8; i < r->nwords; i++) {
        int n = snprintf(ut.name + pos, sizeof ut.name - pos, "%s%s", i > 8 ? " " : "", w[i]);
        if (n < 0 || (size_t)n >= sizeof ut.name - pos) {
            line_error(r, err, errlen, "unit name too long");
            return false;
        }
        pos += (size_t)n;
    }
    return add_type(t, r, err, errlen, &ut);
}

static bool parse_leader(struct tables *t, struct line_reader *r, char *err, size_t errlen)
{
    char **w = r->words;
    long level, bonus, radius, ma;
    if (r->nwords != 6) {
        line_error(r, err, errlen, "leader needs: level bonus radius MA source");
        return false;
    }
    if (!word_int(w[1], 1, 9, &level) || !word_int(w[2], 0, 99, &bonus) ||
        !word_int(w[3], 0, 9, &radius) || !word_int(w[4], 1, 99, &ma)) {
        line_error(r, err, errlen, "bad leader values");
        return false;
    }
    if (!known_source(w[5])) {
        line_error(r, err, errlen, "unknown source mark '%s'", w[5]);
        return false;
    }
    struct unit_type ut;
    memset(&ut, 0, sizeof ut);
    snprintf(ut.code, sizeof ut.code, "L%ld", level);
    snprintf(ut.name, sizeof ut.name, "Leader %ld", level);
    ut.cls = CLASS_E;
    ut.melee_kind = MELEE_DOT;
    ut.ma = (int8_t)ma;
    ut.leader_level = (int8_t)level;
    ut.bonus = (int8_t)bonus;
    ut.radius = (int8_t)radius;
    return add_type(t, r, err, errlen, &ut);
}

static bool parse_odds(const char *w, struct crt_column *c)
{
    char a[8], b[8];
    const char *dash = strchr(w, '-');
    if (!dash || dash == w || (size_t)(dash - w) >= sizeof a || strlen(dash + 1) >= sizeof b)
        return false;
    memcpy(a, w, (size_t)(dash - w));
    a[dash - w] = '\0';
    strcpy(b, dash + 1);
    long x, y;
    if (!word_int(a, 1, 99, &x) || !word_int(b, 1, 99, &y) || (x != 1 && y != 1))
        return false;
    c->att = (int8_t)x;
    c->def = (int8_t)y;
    return true;
}

static bool parse_result(const char *w, uint8_t *out)
{
    for (int i = 0; i < CRT_RESULT_COUNT; i++)
        if (strcmp(w, crt_result_name((enum crt_result)i)) == 0) {
            *out = (uint8_t)i;
            return true;
        }
    return false;
}

/* Odds att:def as a fraction, compared by cross-multiplication. */
static bool odds_less(struct crt_column x, struct crt_column y)
{
    return x.att * y.def < y.att * x.def;
}

static bool parse_crt_line(struct tables *t, struct line_reader *r, char *err, size_t errlen,
                           unsigned *seen_rows)
{
    char **w = r->words;
    struct crt *crt = &t->crt;
    if (strcmp(w[0], "crt-source") == 0) {
        if (r->nwords != 2 || !known_source(w[1])) {
            line_error(r, err, errlen, "crt-source needs one source mark");
            return false;
        }
        return true;
    }
    if (strcmp(w[0], "crt-die") == 0) {
        long d;
        if (r->nwords != 2 || !word_int(w[1], 2, 20, &d)) {
            line_error(r, err, errlen, "crt-die needs the number of sides (2..20)");
            return false;
        }
        crt->die_sides = (int)d;
        return true;
    }
    if (strcmp(w[0], "crt-columns") == 0) {
        if (crt->ncols) {
            line_error(r, err, errlen, "crt-columns given twice");
            return false;
        }
        if (r->nwords < 2 || r->nwords - 1 > CRT_MAX_COLS) {
            line_error(r, err, errlen, "crt-columns needs 1 to %d odds", CRT_MAX_COLS);
            return false;
        }
        for (int i = 1; i < r->nwords; i++) {
            struct crt_column c;
            if (!parse_odds(w[i], &c)) {
                line_error(r, err, errlen, "bad odds column '%s' (like 3-1 or 1-2)", w[i]);
                return false;
            }
            if (i > 1 && !odds_less(crt->cols[i - 2], c)) {
                line_error(r, err, errlen, "odds columns must rise: '%s'", w[i]);
                return false;
            }
            crt->cols[crt->ncols++] = c;
        }
        return true;
    }
    /* crt-row */
    long roll;
    if (!crt->ncols || !crt->die_sides) {
        line_error(r, err, errlen, "crt-row before crt-die and crt-columns");
        return false;
    }
    if (r->nwords != crt->ncols + 2 || !word_int(w[1], 1, CRT_MAX_ROWS, &roll)) {
        line_error(r, err, errlen, "crt-row needs a roll (1..%d) and %d results", CRT_MAX_ROWS,
                   crt->ncols);
        return false;
    }
    if (*seen_rows & (1u << roll)) {
        line_error(r, err, errlen, "crt-row %ld given twice", roll);
        return false;
    }
    *seen_rows |= 1u << roll;
    for (int i = 0; i < crt->ncols; i++)
        if (!parse_result(w[i + 2], &crt->result[roll - 1][i])) {
            line_error(r, err, errlen, "bad result '%s' (- D 1/2E E)", w[i + 2]);
            return false;
        }
    return true;
}

static bool parse_tec(struct tables *t, struct line_reader *r, char *err, size_t errlen)
{
    char **w = r->words;
    if (r->nwords != 9) {
        line_error(r, err, errlen,
                   "tec needs: feature MP protection los fire-from attacker defender source");
        return false;
    }
    int f;
    for (f = 0; f < TEC_FEATURE_COUNT; f++)
        if (strcmp(w[1], tec_feature_name((enum tec_feature)f)) == 0)
            break;
    if (f == TEC_FEATURE_COUNT) {
        line_error(r, err, errlen, "unknown terrain feature '%s'", w[1]);
        return false;
    }
    struct tec_row *row = &t->tec[f];
    if (row->present) {
        line_error(r, err, errlen, "terrain feature '%s' given twice", w[1]);
        return false;
    }
    memset(row, 0, sizeof *row);
    row->present = true;
    long v;
    if (strcmp(w[2], "prohibited") == 0)
        row->prohibited = true;
    else if (strcmp(w[2], "other") == 0)
        row->as_other = true;
    else if (word_int(w[2], 1, 99, &v))
        row->move_cost = FX(v);
    else {
        line_error(r, err, errlen, "bad movement cost '%s'", w[2]);
        return false;
    }
    if (strcmp(w[3], "other") == 0) {
        if (!row->as_other) {
            line_error(r, err, errlen, "fire protection 'other' needs MP 'other'");
            return false;
        }
    } else if (strcmp(w[3], "-") == 0) {
        row->fire_protection = 0;
    } else if (word_int(w[3], 1, 99, &v)) {
        row->fire_protection = (int8_t)v;
    } else {
        line_error(r, err, errlen, "bad fire protection '%s'", w[3]);
        return false;
    }
    if (strcmp(w[4], "blocks") == 0)
        row->blocks_los = true;
    else if (strcmp(w[4], "clear") != 0) {
        line_error(r, err, errlen, "bad line of sight '%s' (clear or blocks)", w[4]);
        return false;
    }
    if (strcmp(w[5], "no-ff") == 0)
        row->no_ff_fire = true;
    else if (strcmp(w[5], "no-mf") == 0)
        row->no_mf_fire = true;
    else if (strcmp(w[5], "any") != 0) {
        line_error(r, err, errlen, "bad fire-from '%s' (any, no-ff, no-mf)", w[5]);
        return false;
    }
    static const char *const melee_words[] = {"normal", "halved", "doubled"};
    uint8_t *slots[2] = {&row->melee_attacker, &row->melee_defender};
    for (int k = 0; k < 2; k++) {
        int m;
        for (m = 0; m < 3; m++)
            if (strcmp(w[6 + k], melee_words[m]) == 0)
                break;
        if (m == 3) {
            line_error(r, err, errlen, "bad melee effect '%s' (normal, halved, doubled)",
                       w[6 + k]);
            return false;
        }
        *slots[k] = (uint8_t)m;
    }
    if (!known_source(w[8])) {
        line_error(r, err, errlen, "unknown source mark '%s'", w[8]);
        return false;
    }
    return true;
}

/* ---- Chariot's optional charts [C3.1], [C3.2] ---- */

/* A chart value: "N", or a fraction "N/D" with D a power of two up to FX_ONE ("1/2"). */
static bool parse_factor(const char *w, fx *out)
{
    long num, den = 1;
    char a[8];
    const char *slash = strchr(w, '/');
    size_t n = slash ? (size_t)(slash - w) : strlen(w);
    if (n == 0 || n >= sizeof a)
        return false;
    memcpy(a, w, n);
    a[n] = '\0';
    if (!word_int(a, 0, 99, &num))
        return false;
    if (slash && (!word_int(slash + 1, 1, FX_ONE, &den) || (den & (den - 1)) != 0))
        return false;
    *out = (fx)(num * FX_ONE / den);
    return true;
}

/* range-effect <code> <strength at 1> <at 2> ... <source> [C3.1] */
static bool parse_range_effect(struct tables *t, struct line_reader *r, char *err,
                               size_t errlen)
{
    char **w = r->words;
    int nvalues = r->nwords - 3;
    if (nvalues < 1 || nvalues > RANGE_EFFECT_MAX) {
        line_error(r, err, errlen, "range-effect needs: code, 1 to %d strengths (range 1, 2, "
                   "...), source", RANGE_EFFECT_MAX);
        return false;
    }
    int type = tables_find_type(t, w[1]);
    if (type < 0) {
        line_error(r, err, errlen, "unknown unit type '%s' (unit lines come first)", w[1]);
        return false;
    }
    const struct unit_type *ut = &t->types[type];
    struct range_effect *re = &t->range_effect[type];
    if (ut->fire == 0) {
        line_error(r, err, errlen, "%s is not a fire unit [3.35]", w[1]);
        return false;
    }
    if (re->present) {
        line_error(r, err, errlen, "range-effect %s given twice", w[1]);
        return false;
    }
    if (!known_source(w[r->nwords - 1])) {
        line_error(r, err, errlen, "unknown source mark '%s'", w[r->nwords - 1]);
        return false;
    }
    for (int d = 1; d <= RANGE_EFFECT_MAX; d++) {
        const char *v = d <= nvalues ? w[1 + d] : "-";
        re->strength[d - 1] = -1;
        if (strcmp(v, "-") != 0 && !parse_factor(v, &re->strength[d - 1])) {
            line_error(r, err, errlen, "bad strength '%s' at range %d (N, N/2 or -)", v, d);
            return false;
        }
        /* The chart covers the Range Allowance exactly: a strength within it, "-" beyond. */
        if ((d <= ut->range) != (re->strength[d - 1] > 0)) {
            line_error(r, err, errlen, "range %d of %s (Range Allowance %d) needs %s", d, w[1],
                       ut->range, d <= ut->range ? "a strength" : "-");
            return false;
        }
    }
    /* [C3.1] "All fire units have full strength at a range of one hex." */
    if (re->strength[0] != FX(ut->fire)) {
        line_error(r, err, errlen, "%s fires at full strength (%d) at range 1 [C3.1]", w[1],
                   ut->fire);
        return false;
    }
    re->present = true;
    return true;
}

/* Unit type codes separated by commas ("MS,MI"): how many, or -1 on an unknown code. */
static int parse_types(const struct tables *t, const char *w, int *out, int max)
{
    char buf[64];
    if (strlen(w) >= sizeof buf)
        return -1;
    strcpy(buf, w);
    int n = 0;
    for (char *p = buf; p;) {
        char *comma = strchr(p, ',');
        if (comma)
            *comma = '\0';
        int type = tables_find_type(t, p);
        if (type < 0 || n == max)
            return -1;
        out[n++] = type;
        p = comma ? comma + 1 : NULL;
    }
    return n;
}

/* capability <defending types> <attacking types> <factor> <source> [C3.2] */
static bool parse_capability(struct tables *t, struct line_reader *r, char *err, size_t errlen)
{
    char **w = r->words;
    if (r->nwords != 5) {
        line_error(r, err, errlen,
                   "capability needs: defending types, attacking types, factor, source");
        return false;
    }
    int def[UNIT_TYPES_MAX], att[UNIT_TYPES_MAX];
    int nd = parse_types(t, w[1], def, UNIT_TYPES_MAX);
    int na = parse_types(t, w[2], att, UNIT_TYPES_MAX);
    if (nd < 0 || na < 0) {
        line_error(r, err, errlen, "bad unit type list '%s' (codes of unit lines, like MS,MI)",
                   nd < 0 ? w[1] : w[2]);
        return false;
    }
    fx f;
    if (!parse_factor(w[3], &f) || f <= 0) {
        line_error(r, err, errlen, "bad factor '%s' (like 1, 2 or 1/2)", w[3]);
        return false;
    }
    if (!known_source(w[4])) {
        line_error(r, err, errlen, "unknown source mark '%s'", w[4]);
        return false;
    }
    for (int i = 0; i < nd; i++)
        for (int j = 0; j < na; j++) {
            if (t->capability[def[i]][att[j]]) {
                line_error(r, err, errlen, "capability of %s attacked by %s given twice",
                           t->types[def[i]].code, t->types[att[j]].code);
                return false;
            }
            t->capability[def[i]][att[j]] = f;
        }
    return true;
}

bool tables_load_text(struct tables *t, const char *text, size_t len, const char *filename,
                      char *err, size_t errlen)
{
    struct line_reader r;
    bool bad;
    unsigned seen_rows = 0;
    memset(t, 0, sizeof *t);
    line_reader_init(&r, text, len, filename);
    while (line_next_words(&r, &bad)) {
        if (bad) {
            line_error(&r, err, errlen, "line too long, too many words or a control character");
            return false;
        }
        const char *k = r.words[0];
        bool ok;
        if (strcmp(k, "unit") == 0)
            ok = parse_unit(t, &r, err, errlen);
        else if (strcmp(k, "leader") == 0)
            ok = parse_leader(t, &r, err, errlen);
        else if (strncmp(k, "crt-", 4) == 0 &&
                 (strcmp(k, "crt-source") == 0 || strcmp(k, "crt-die") == 0 ||
                  strcmp(k, "crt-columns") == 0 || strcmp(k, "crt-row") == 0))
            ok = parse_crt_line(t, &r, err, errlen, &seen_rows);
        else if (strcmp(k, "tec") == 0)
            ok = parse_tec(t, &r, err, errlen);
        else if (strcmp(k, "range-effect") == 0)
            ok = parse_range_effect(t, &r, err, errlen);
        else if (strcmp(k, "capability") == 0)
            ok = parse_capability(t, &r, err, errlen);
        else {
            line_error(&r, err, errlen, "unknown keyword '%s'", k);
            ok = false;
        }
        if (!ok)
            return false;
    }
    /* Whole-file checks, reported against the last line read. */
    struct crt *crt = &t->crt;
    if (!crt->ncols) {
        line_error(&r, err, errlen, "no crt-columns in the file");
        return false;
    }
    int lo = 0, hi = 0;
    for (int roll = 1; roll <= CRT_MAX_ROWS; roll++)
        if (seen_rows & (1u << roll)) {
            if (!lo)
                lo = roll;
            else if (roll != hi + 1) {
                line_error(&r, err, errlen, "crt rows must be consecutive (missing %d)", hi + 1);
                return false;
            }
            hi = roll;
        }
    if (lo != 1 || hi < crt->die_sides) {
        line_error(&r, err, errlen, "crt rows must cover 1..%d", crt->die_sides);
        return false;
    }
    crt->min_roll = lo;
    crt->max_roll = hi;
    for (int f = 0; f < TEC_FEATURE_COUNT; f++)
        if (!t->tec[f].present) {
            line_error(&r, err, errlen, "terrain feature '%s' missing",
                       tec_feature_name((enum tec_feature)f));
            return false;
        }
    return true;
}
