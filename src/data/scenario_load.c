/* Scenario files (docs/data-formats.md, "Scenario files").  Invariant: a line fills a field
 * that was empty or fails with "file:line: what is wrong"; nothing is overwritten, so every
 * duplicate is an error.  Checks that need the whole file (required fields, turns within the
 * game length, who deploys first) run at the end and name the line they concern. */
#include "scenario_load.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/hex.h"
#include "core/scenario_check.h"
#include "prestags.h"
#include "scenario_parse.h"
#include "textfile.h"

bool sl_fail(struct loader *L, const char *fmt, ...)
{
    char msg[320];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    line_error(&L->r, L->err, L->errlen, "%s", msg);
    return false;
}

static int nargs(const struct loader *L)
{
    return L->r.nwords - 1;
}

const char *sl_word(const struct loader *L, int i)
{
    return L->r.words[i];
}

static bool once(struct loader *L, int *line, const char *what)
{
    if (*line)
        return sl_fail(L, "%s given twice (first on line %d)", what, *line);
    *line = L->r.lineno;
    return true;
}

static bool args_exactly(struct loader *L, int n, const char *usage)
{
    if (nargs(L) != n)
        return sl_fail(L, "'%s' needs: %s", sl_word(L, 0), usage);
    return true;
}

/* Words from..end joined by single blanks into out[cap]. */
static bool join(struct loader *L, int from, char *out, size_t cap, const char *what)
{
    if (from >= L->r.nwords)
        return sl_fail(L, "'%s' needs %s", sl_word(L, 0), what);
    size_t len = 0;
    for (int i = from; i < L->r.nwords; i++) {
        size_t w = strlen(sl_word(L, i));
        if (len + (i > from) + w + 1 > cap)
            return sl_fail(L, "%s is longer than %zu characters", what, cap - 1);
        if (i > from)
            out[len++] = ' ';
        memcpy(out + len, sl_word(L, i), w);
        len += w;
    }
    out[len] = '\0';
    return true;
}

static struct force *cur_force(struct loader *L)
{
    return &L->s->force[L->nforces - 1];
}

/* ---- scenario lines ---- */

static bool kw_scenario(struct loader *L)
{
    if (!once(L, &L->line_id, "'scenario'") || !args_exactly(L, 1, "an id"))
        return false;
    const char *id = sl_word(L, 1);
    size_t n = strlen(id);
    bool ok = n > 0 && n < SCEN_ID_LEN;
    for (size_t i = 0; i < n; i++)
        ok &= (id[i] >= 'a' && id[i] <= 'z') || (id[i] >= '0' && id[i] <= '9') || id[i] == '-';
    if (!ok)
        return sl_fail(L, "bad scenario id '%s' (a-z, 0-9 and '-', at most %d characters)", id,
                    SCEN_ID_LEN - 1);
    memcpy(L->s->id, id, n + 1);
    return true;
}

static bool kw_name(struct loader *L)
{
    return once(L, &L->line_name, "'name'") &&
           join(L, 1, L->s->name, sizeof L->s->name, "the battle's name");
}

static bool kw_date(struct loader *L)
{
    return once(L, &L->line_date, "'date'") &&
           join(L, 1, L->s->date, sizeof L->s->date, "the date");
}

static bool kw_rule(struct loader *L)
{
    if (!once(L, &L->line_rule, "'rule'") || !args_exactly(L, 1, "a rule section, e.g. 5.4"))
        return false;
    const char *w = sl_word(L, 1), *dot = strchr(w, '.');
    size_t n = strlen(w);
    bool ok = dot && dot != w && dot[1] != '\0' && n < sizeof L->s->rule;
    for (size_t i = 0; ok && i < n; i++)
        ok = (w[i] >= '0' && w[i] <= '9') || w + i == dot;
    if (!ok)
        return sl_fail(L, "bad rule section '%s' (e.g. 5.4)", w);
    memcpy(L->s->rule, w, n + 1);
    return true;
}

static bool kw_length(struct loader *L)
{
    long v;
    if (!once(L, &L->line_length, "'length'") || !args_exactly(L, 1, "a number of Game-Turns"))
        return false;
    /* The Turn Record Track has 30 spaces. */
    if (!word_int(sl_word(L, 1), 1, 30, &v))
        return sl_fail(L, "bad game length '%s' (1-30 Game-Turns)", sl_word(L, 1));
    L->s->game_length = (int)v;
    return true;
}

static bool kw_terrain(struct loader *L)
{
    if (nargs(L) < 1)
        return sl_fail(L, "'terrain' needs a modification: ignore-elevation");
    for (int i = 1; i < L->r.nwords; i++) {
        if (strcmp(sl_word(L, i), "ignore-elevation") != 0)
            return sl_fail(L, "unknown terrain modification '%s' (ignore-elevation)", sl_word(L, i));
        if (!once(L, &L->line_elevation, "terrain ignore-elevation"))
            return false;
        L->s->ignore_elevation = true;
    }
    return true;
}

static bool kw_special(struct loader *L)
{
    if (nargs(L) < 1)
        return sl_fail(L, "'special' needs a rule: no-leader-rules or no-optional-rules");
    for (int i = 1; i < L->r.nwords; i++) {
        const char *w = sl_word(L, i);
        if (strcmp(w, "no-leader-rules") == 0) {
            if (!once(L, &L->line_no_leader, "special no-leader-rules"))
                return false;
            L->s->no_leader_rules = true;
        } else if (strcmp(w, "no-optional-rules") == 0) {
            if (!once(L, &L->line_no_optional, "special no-optional-rules"))
                return false;
            L->s->no_optional_rules = true;
        } else {
            return sl_fail(L, "unknown special rule '%s' (no-leader-rules, no-optional-rules)", w);
        }
    }
    return true;
}

static bool kw_force(struct loader *L)
{
    if (L->nforces == 2)
        return sl_fail(L, "a third force: a scenario has two");
    struct force *f = &L->s->force[L->nforces];
    if (!join(L, 1, f->name, sizeof f->name, "the force's name"))
        return false;
    L->line_force[L->nforces++] = L->r.lineno;
    return true;
}

/* ---- force lines ---- */

static bool kw_vp(struct loader *L)
{
    long v;
    if (!once(L, &L->line_vp[L->nforces - 1], "'vp'") ||
        !args_exactly(L, 1, "the printed Victory Point total"))
        return false;
    if (!word_int(sl_word(L, 1), 1, 9999, &v))
        return sl_fail(L, "bad VP total '%s' (1-9999)", sl_word(L, 1));
    cur_force(L)->vp_printed = (int)v;
    return true;
}

static bool kw_panic(struct loader *L)
{
    long v = 0;
    if (!once(L, &L->line_panic[L->nforces - 1], "'panic'") ||
        !args_exactly(L, 1, "a Panic Level or none"))
        return false;
    if (strcmp(sl_word(L, 1), "none") != 0 && !word_int(sl_word(L, 1), 1, 999, &v))
        return sl_fail(L, "bad Panic Level '%s' (1-999 or none)", sl_word(L, 1));
    cur_force(L)->panic_level = (int)v;
    return true;
}

static bool kw_stacking(struct loader *L)
{
    long v;
    if (!once(L, &L->line_stacking[L->nforces - 1], "'stacking'") ||
        !args_exactly(L, 1, "units per hex"))
        return false;
    if (!word_int(sl_word(L, 1), 1, 9, &v))
        return sl_fail(L, "bad stacking limit '%s' (1-9 units per hex)", sl_word(L, 1));
    cur_force(L)->stacking = (int)v;
    return true;
}

static bool kw_mounted(struct loader *L)
{
    if (!once(L, &L->line_mounted[L->nforces - 1], "'mounted-exempt'") ||
        !args_exactly(L, 0, "nothing"))
        return false;
    cur_force(L)->mounted_exempt = true;
    return true;
}

/* "N CODE, N CODE, ..., N CODE" from word k on. */
static bool parse_units(struct loader *L, struct deploy_group *g, int k)
{
    int n = L->r.nwords;
    if (k >= n)
        return sl_fail(L, "no units after ':'");
    while (k < n) {
        long count;
        if (!word_int(sl_word(L, k), 1, 99, &count))
            return sl_fail(L, "bad unit count '%s' (1-99, then a unit code: 4 MI)", sl_word(L, k));
        if (k + 1 >= n)
            return sl_fail(L, "unit count %ld without a unit code", count);
        const char *w = sl_word(L, k + 1);
        char code[CODE_LEN];
        size_t cl = strlen(w);
        bool comma = cl > 0 && w[cl - 1] == ',';
        cl -= comma;
        if (cl == 0 || cl >= sizeof code)
            return sl_fail(L, "unknown unit code '%s'", w);
        memcpy(code, w, cl);
        code[cl] = '\0';
        int type = tables_find_type(L->t, code);
        if (type < 0)
            return sl_fail(L, "unknown unit code '%s'", code);
        for (int e = 0; e < g->nentries; e++)
            if (g->entries[e].type == type)
                return sl_fail(L, "%s listed twice in one group", code);
        if (g->nentries == GROUP_MAX_ENTRIES)
            return sl_fail(L, "more than %d unit types in one group", GROUP_MAX_ENTRIES);
        g->entries[g->nentries++] = (struct force_entry){(uint8_t)type, (uint8_t)count};
        k += 2;
        if (comma && k >= n)
            return sl_fail(L, "',' after the last unit %s", code);
        if (!comma && k < n)
            return sl_fail(L, "',' missing after %s", code);
    }
    return true;
}

static int colon_at(const struct loader *L)
{
    for (int i = 1; i < L->r.nwords; i++)
        if (strcmp(sl_word(L, i), ":") == 0)
            return i;
    return -1;
}

static struct deploy_group *new_group(struct loader *L)
{
    struct force *f = cur_force(L);
    if (f->ngroups == FORCE_MAX_GROUPS) {
        sl_fail(L, "more than %d deployment groups in one force", FORCE_MAX_GROUPS);
        return NULL;
    }
    L->line_group[L->nforces - 1][f->ngroups] = L->r.lineno;
    struct deploy_group *g = &f->groups[f->ngroups++];
    memset(g, 0, sizeof *g);
    return g;
}

/* deploy L R [L R] : units */
static bool kw_deploy(struct loader *L)
{
    int colon = colon_at(L);
    if (colon < 0)
        return sl_fail(L, "'deploy' needs: letter radius [letter radius] : units");
    if (colon != 3 && colon != 5)
        return sl_fail(L, "'deploy' takes one or two 'letter radius' pairs before ':'");
    struct deploy_group *g = new_group(L);
    if (!g)
        return false;
    g->kind = DEPLOY_AREA;
    for (int i = 1; i < colon; i += 2) {
        const char *lw = sl_word(L, i), *rw = sl_word(L, i + 1);
        long radius;
        if (strlen(lw) != 1 || lw[0] < 'A' || lw[0] > 'Z')
            return sl_fail(L, "bad letter '%s' (one of A-Z)", lw);
        if (L->m->letters[lw[0] - 'A'] == HEX_NONE)
            return sl_fail(L, "letter %c is not on the map", lw[0]);
        if (!word_int(rw, 0, 35, &radius))
            return sl_fail(L, "bad radius '%s' (0-35 hexes)", rw);
        if (g->nletters == 1 && g->letters[0] == lw[0])
            return sl_fail(L, "letter %c given twice", lw[0]);
        if (g->nletters == 1 && g->radius != radius)
            return sl_fail(L, "the two letters of one group take the same radius (%d, not %ld)",
                        g->radius, radius);
        g->letters[g->nletters++] = lw[0];
        g->radius = (int)radius;
    }
    return parse_units(L, g, colon + 1);
}

int sl_edge_bit(const char *w)
{
    static const struct {
        const char *name;
        uint8_t bit;
    } edges[] = {{"N", EDGE_N}, {"E", EDGE_E}, {"S", EDGE_S}, {"W", EDGE_W}};
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
        if (strcmp(w, edges[i].name) == 0)
            return edges[i].bit;
    return 0;
}

/* enter EDGE... turns A-B : units    or    enter EDGE... turn N : units */
static bool kw_enter(struct loader *L)
{
    int colon = colon_at(L);
    if (colon < 0)
        return sl_fail(L, "'enter' needs: edges turns first-last : units");
    struct deploy_group *g = new_group(L);
    if (!g)
        return false;
    g->kind = DEPLOY_ENTER;
    int i = 1;
    for (; i < colon; i++) {
        int bit = sl_edge_bit(sl_word(L, i));
        if (!bit)
            break;
        if (g->edges & bit)
            return sl_fail(L, "edge %s given twice", sl_word(L, i));
        g->edges |= (uint8_t)bit;
    }
    if (g->edges == 0)
        return sl_fail(L, "'enter' needs at least one edge (N, E, S, W), not '%s'", sl_word(L, i));
    if (i + 2 != colon || (strcmp(sl_word(L, i), "turns") != 0 && strcmp(sl_word(L, i), "turn") != 0))
        return sl_fail(L, "'enter' needs 'turns first-last' or 'turn N' after the edges");
    const char *w = sl_word(L, i + 1);
    long a, b;
    if (strcmp(sl_word(L, i), "turn") == 0) {
        if (!word_int(w, 1, 30, &a))
            return sl_fail(L, "bad Game-Turn '%s' (1-30)", w);
        b = a;
    } else {
        char first[16];
        const char *dash = strchr(w, '-');
        size_t fl = dash ? (size_t)(dash - w) : 0;
        if (!dash || fl >= sizeof first)
            return sl_fail(L, "bad turns '%s' (first-last, e.g. 1-15)", w);
        memcpy(first, w, fl);
        first[fl] = '\0';
        if (!word_int(first, 1, 30, &a) || !word_int(dash + 1, 1, 30, &b) || b < a)
            return sl_fail(L, "bad turns '%s' (first-last, e.g. 1-15)", w);
    }
    g->first_turn = (int)a;
    g->last_turn = (int)b;
    return parse_units(L, g, colon + 1);
}

static bool kw_ma(struct loader *L)
{
    long v;
    if (!args_exactly(L, 2, "a unit code and a Movement Allowance"))
        return false;
    struct force *f = cur_force(L);
    int type = tables_find_type(L->t, sl_word(L, 1));
    if (type < 0)
        return sl_fail(L, "unknown unit code '%s'", sl_word(L, 1));
    if (!word_int(sl_word(L, 2), 1, 30, &v))
        return sl_fail(L, "bad Movement Allowance '%s' (1-30)", sl_word(L, 2));
    for (int i = 0; i < f->noverrides; i++)
        if (f->overrides[i].type == type)
            return sl_fail(L, "Movement Allowance of %s given twice", sl_word(L, 1));
    if (f->noverrides == FORCE_MAX_OVERRIDES)
        return sl_fail(L, "more than %d Movement Allowance changes", FORCE_MAX_OVERRIDES);
    L->line_ma[L->nforces - 1][f->noverrides] = L->r.lineno;
    f->overrides[f->noverrides++] = (struct ma_override){(uint8_t)type, (int8_t)v};
    return true;
}

static bool order_line(struct loader *L, int *line, uint8_t *order)
{
    if (!once(L, line, sl_word(L, 0)) || !args_exactly(L, 1, "first or second"))
        return false;
    if (strcmp(sl_word(L, 1), "first") == 0)
        *order = ORDER_FIRST;
    else if (strcmp(sl_word(L, 1), "second") == 0)
        *order = ORDER_SECOND;
    else
        return sl_fail(L, "'%s' takes first or second, not '%s'", sl_word(L, 0), sl_word(L, 1));
    return true;
}

static bool kw_deploys(struct loader *L)
{
    int side = L->nforces - 1;
    return order_line(L, &L->line_deploys[side], &L->deploys[side]);
}

static bool kw_moves(struct loader *L)
{
    int side = L->nforces - 1;
    return order_line(L, &L->line_moves[side], &L->moves[side]);
}

static bool kw_text(struct loader *L)
{
    struct side_victory *sv = &L->s->victory[L->nforces - 1];
    char line[SCEN_TEXT_LEN];
    if (!join(L, 1, line, sizeof line, "the printed victory condition"))
        return false;
    size_t have = strlen(sv->text), add = strlen(line);
    if (have + (have > 0) + add >= sizeof sv->text)
        return sl_fail(L, "the victory text is longer than %zu characters", sizeof sv->text - 1);
    if (have > 0)
        sv->text[have++] = ' ';
    memcpy(sv->text + have, line, add + 1);
    if (!L->line_text[L->nforces - 1])
        L->line_text[L->nforces - 1] = L->r.lineno;
    return true;
}

static const struct keyword {
    const char *word;
    bool in_force; /* belongs to the force named by the last 'force' line */
    bool (*parse)(struct loader *L);
} keywords[] = {
    {"scenario", false, kw_scenario},  {"name", false, kw_name},
    {"date", false, kw_date},          {"rule", false, kw_rule},
    {"length", false, kw_length},      {"terrain", false, kw_terrain},
    {"special", false, kw_special},    {"force", false, kw_force},
    {"vp", true, kw_vp},               {"panic", true, kw_panic},
    {"stacking", true, kw_stacking},   {"mounted-exempt", true, kw_mounted},
    {"deploy", true, kw_deploy},       {"enter", true, kw_enter},
    {"ma", true, kw_ma},               {"deploys", true, kw_deploys},
    {"moves", true, kw_moves},         {"victory", true, sl_victory},
    {"text", true, kw_text},
};

/* ---- whole-file checks ---- */

static bool fail_at(struct loader *L, int line, const char *msg)
{
    L->r.lineno = line;
    return sl_fail(L, "%s", msg);
}

/* Who deploys (moves) first: as printed, else the first-listed force [11.1]. */
static bool resolve_order(struct loader *L, const uint8_t order[2], const int line[2],
                          const char *verb, int *out)
{
    *out = 0;
    if (order[0] != ORDER_UNSET && order[0] == order[1]) {
        char msg[80];
        snprintf(msg, sizeof msg, "both forces %s %s", verb,
                 order[0] == ORDER_FIRST ? "first" : "second");
        return fail_at(L, line[1], msg);
    }
    for (int side = 0; side < 2; side++)
        if (order[side] != ORDER_UNSET)
            *out = order[side] == ORDER_FIRST ? side : 1 - side;
    return true;
}

static bool check_file_name(struct loader *L)
{
    const char *base = strrchr(L->r.file, '/');
    base = base ? base + 1 : L->r.file;
    size_t n = strlen(base);
    if (n < 4 || strcmp(base + n - 4, ".txt") != 0)
        return true;
    if (n - 4 == strlen(L->s->id) && strncmp(base, L->s->id, n - 4) == 0)
        return true;
    char msg[96];
    snprintf(msg, sizeof msg, "scenario id '%s' does not match the file name", L->s->id);
    return fail_at(L, L->line_id, msg);
}

static bool finish(struct loader *L)
{
    struct scenario *s = L->s;
    const struct {
        int line;
        const char *word;
    } header[] = {{L->line_id, "scenario"}, {L->line_name, "name"}, {L->line_date, "date"},
                  {L->line_rule, "rule"},   {L->line_length, "length"}};
    for (size_t i = 0; i < sizeof header / sizeof header[0]; i++)
        if (!header[i].line)
            return sl_fail(L, "missing '%s' line", header[i].word);
    if (L->nforces < 2)
        return sl_fail(L, "a scenario needs two forces, found %d", L->nforces);
    char msg[160];
    for (int side = 0; side < 2; side++) {
        struct force *f = &s->force[side];
        const struct {
            int line;
            const char *what;
        } need[] = {{L->line_vp[side], "'vp'"},
                    {L->line_panic[side], "'panic'"},
                    {L->line_stacking[side], "'stacking'"},
                    {f->ngroups, "'deploy' or 'enter'"},
                    {L->line_victory[side], "'victory'"},
                    {L->line_text[side], "'text'"}};
        for (size_t i = 0; i < sizeof need / sizeof need[0]; i++)
            if (!need[i].line) {
                snprintf(msg, sizeof msg, "force %s has no %s line", f->name, need[i].what);
                return fail_at(L, L->line_force[side], msg);
            }
        for (int g = 0; g < f->ngroups; g++) {
            const struct deploy_group *grp = &f->groups[g];
            if (grp->kind == DEPLOY_ENTER && grp->last_turn > s->game_length) {
                snprintf(msg, sizeof msg, "entry turns %d-%d run past the game length of %d",
                         grp->first_turn, grp->last_turn, s->game_length);
                return fail_at(L, L->line_group[side][g], msg);
            }
        }
        for (int o = 0; o < f->noverrides; o++) {
            bool found = false;
            for (int g = 0; g < f->ngroups; g++)
                for (int e = 0; e < f->groups[g].nentries; e++)
                    found |= f->groups[g].entries[e].type == f->overrides[o].type;
            if (!found) {
                const char *code = L->t->types[f->overrides[o].type].code;
                snprintf(msg, sizeof msg, "Movement Allowance of %s, but the %s have no %s",
                         code, f->name, code);
                return fail_at(L, L->line_ma[side][o], msg);
            }
        }
    }
    if (sl_only_prevent(&s->victory[0]) && sl_only_prevent(&s->victory[1]))
        return fail_at(L, L->line_victory[1], "both forces only prevent: nobody can win");
    if (!resolve_order(L, L->deploys, L->line_deploys, "deploy", &s->deploys_first) ||
        !resolve_order(L, L->moves, L->line_moves, "move", &s->moves_first))
        return false;
    return check_file_name(L);
}

static bool load(struct loader *Lp, struct scenario *s, const struct tables *t,
                 const struct map *m, const char *text, size_t len, const char *filename,
                 char *err, size_t errlen)
{
    static const struct loader zero;
    struct loader L = zero;
    L.s = s;
    L.t = t;
    L.m = m;
    L.err = err;
    L.errlen = errlen;
    memset(s, 0, sizeof *s);
    for (int side = 0; side < 2; side++)
        for (int c = 0; c < SIDE_MAX_CONDS; c++)
            s->victory[side].conds[c].exit_corner = HEX_NONE;
    line_reader_init(&L.r, text, len, filename);
    bool bad;
    while (line_next_words(&L.r, &bad)) {
        if (bad)
            return sl_fail(&L, "line longer than %d characters, with a control character, or "
                            "with more than %d words",
                        LINE_MAX_LEN, LINE_MAX_WORDS);
        const struct keyword *k = NULL;
        for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
            if (strcmp(keywords[i].word, sl_word(&L, 0)) == 0)
                k = &keywords[i];
        if (!k)
            return sl_fail(&L, "unknown keyword '%s'", sl_word(&L, 0));
        if (k->in_force && L.nforces == 0)
            return sl_fail(&L, "'%s' before the first 'force' line", k->word);
        if (!k->parse(&L))
            return false;
    }
    bool ok = finish(&L);
    *Lp = L;
    return ok;
}

bool scenario_load_text(struct scenario *s, const struct tables *t, const struct map *m,
                        const char *text, size_t len, const char *filename, char *err,
                        size_t errlen)
{
    struct loader L;
    return load(&L, s, t, m, text, len, filename, err, errlen);
}

bool scenario_load_checked(struct scenario *s, const struct tables *t, const struct map *m,
                           const char *text, size_t len, const char *filename, char *err,
                           size_t errlen)
{
    struct loader L;
    if (!load(&L, s, t, m, text, len, filename, err, errlen))
        return false;
    char msg[PS_ERR_MAX];
    struct scenario_where w;
    if (scenario_validate_where(s, t, m, msg, sizeof msg, &w))
        return true;
    int side = w.side & 1;
    int line = w.part == SCEN_PART_FORCE   ? L.line_force[side]
               : w.part == SCEN_PART_GROUP ? L.line_group[side][w.group % FORCE_MAX_GROUPS]
               : w.part == SCEN_PART_VP    ? L.line_vp[side]
               : w.part == SCEN_PART_VICTORY ? L.line_victory[side]
                                             : L.line_id;
    return fail_at(&L, line, msg);
}
