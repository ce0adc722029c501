/* Phalanx scenario files (docs/phalanx-data.md, "Scenario files").  Invariant: a line fills a
 * field that was empty or fails with "file:line: what is wrong"; nothing is overwritten.
 * Checks that need the whole file (required lines, one army moving first, the file name) run
 * at the end and name the line they concern. */
#include "phalanx_scenario_load.h"

#include <stdio.h>
#include <string.h>

#include "phalanx_parse.h"

struct sloader {
    struct px_reader p;
    struct px_scenario *s;
    const struct px_tables *t;
    const struct map *m;
    int narmies;
    int line_id, line_name, line_date, line_terrain, line_first;
    int line_army[2], line_units[2], line_command[2], line_type[2], line_pv[2], line_pl[2];
    int line_deploy[2], line_victory[2], line_sl[2], line_special[2][3];
};

static struct px_army *cur(struct sloader *L)
{
    return &L->s->army[L->narmies - 1];
}

static int side(const struct sloader *L)
{
    return L->narmies - 1;
}

/* Words from..end joined by single blanks into out[cap]. */
static bool join(struct sloader *L, int from, char *out, size_t cap, const char *what)
{
    struct px_reader *p = &L->p;
    if (from >= p->nvalues)
        return px_fail(p, "'%s' needs %s", px_word(p, 0), what);
    size_t len = 0;
    for (int i = from; i < p->nvalues; i++) {
        size_t w = strlen(px_word(p, i));
        if (len + (i > from) + w + 1 > cap)
            return px_fail(p, "%s is longer than %zu characters", what, cap - 1);
        if (i > from)
            out[len++] = ' ';
        memcpy(out + len, px_word(p, i), w);
        len += w;
    }
    out[len] = '\0';
    return true;
}

static bool kw_scenario(struct sloader *L)
{
    struct px_reader *p = &L->p;
    if (!px_once(p, &L->line_id, "'scenario'") || !px_args(p, 1, "an id"))
        return false;
    const char *id = px_word(p, 1);
    size_t n = strlen(id);
    bool ok = n > 0 && n < PX_SCEN_ID_LEN;
    for (size_t i = 0; i < n; i++)
        ok &= (id[i] >= 'a' && id[i] <= 'z') || (id[i] >= '0' && id[i] <= '9') || id[i] == '-';
    if (!ok)
        return px_fail(p, "bad scenario id '%s' (a-z, 0-9 and '-', at most %d characters)", id,
                       PX_SCEN_ID_LEN - 1);
    memcpy(L->s->id, id, n + 1);
    return true;
}

/* A unit type by code; command units only through the 'command' line. */
static int combat_type(struct sloader *L, const char *code)
{
    int type = px_find_type(L->t, code);
    if (type < 0)
        px_fail(&L->p, "unknown unit code '%s'", code);
    else if (L->t->types[type].command.v) {
        px_fail(&L->p, "%s is a command unit: list command units on the 'command' line", code);
        type = -1;
    }
    return type;
}

static bool add_entry(struct sloader *L, int type, long count)
{
    struct px_army *a = cur(L);
    if (px_army_count(a, type))
        return px_fail(&L->p, "%s listed twice", L->t->types[type].code);
    if (a->nentries == PX_ARMY_MAX_ENTRIES)
        return px_fail(&L->p, "more than %d unit types in one army", PX_ARMY_MAX_ENTRIES);
    a->entries[a->nentries++] = (struct px_entry){(uint8_t)type, (uint8_t)count};
    return true;
}

/* units <n> <code>, <n> <code>, ..., <n> <code> */
static bool kw_units(struct sloader *L)
{
    struct px_reader *p = &L->p;
    int n = p->nvalues, k = 1;
    if (!px_once(p, &L->line_units[side(L)], "'units'"))
        return false;
    if (n < 3)
        return px_fail(p, "'units' needs a list: 10 PH, 4 LC");
    while (k < n) {
        long count;
        if (!word_int(px_word(p, k), 1, 99, &count))
            return px_fail(p, "bad unit count '%s' (1-99, then a unit code: 10 PH)", px_word(p, k));
        if (k + 1 >= n)
            return px_fail(p, "unit count %ld without a unit code", count);
        const char *w = px_word(p, k + 1);
        char code[PX_CODE_LEN];
        size_t cl = strlen(w);
        bool comma = cl > 0 && w[cl - 1] == ',';
        cl -= comma;
        if (cl == 0 || cl >= sizeof code)
            return px_fail(p, "unknown unit code '%s'", w);
        memcpy(code, w, cl);
        code[cl] = '\0';
        int type = combat_type(L, code);
        if (type < 0 || !add_entry(L, type, count))
            return false;
        k += 2;
        if (comma && k >= n)
            return px_fail(p, "',' after the last unit %s", code);
        if (!comma && k < n)
            return px_fail(p, "',' missing after %s", code);
    }
    return true;
}

/* erratum <n> <code> -> <n> <code> */
static bool kw_erratum(struct sloader *L)
{
    struct px_reader *p = &L->p;
    struct px_army *a = cur(L);
    long n1, n2;
    if (!L->line_units[side(L)])
        return px_fail(p, "'erratum' before 'units'");
    if (!px_args(p, 5, "count code -> count code (as printed -> as corrected)") ||
        strcmp(px_word(p, 3), "->") != 0)
        return px_fail(p, "'erratum' needs: count code -> count code (as printed -> as "
                          "corrected)");
    if (!word_int(px_word(p, 1), 1, 99, &n1) || !word_int(px_word(p, 4), 1, 99, &n2))
        return px_fail(p, "bad unit count in erratum (1-99)");
    int from = combat_type(L, px_word(p, 2));
    int to = from < 0 ? -1 : combat_type(L, px_word(p, 5));
    if (to < 0)
        return false;
    if (from == to && n1 == n2)
        return px_fail(p, "an erratum that changes nothing");
    if (px_army_count(a, to) != n2)
        return px_fail(p, "the units list %d %s, not %ld as corrected", px_army_count(a, to),
                       px_word(p, 5), n2);
    if (a->nerrata == PX_ARMY_MAX_ERRATA)
        return px_fail(p, "more than %d errata in one army", PX_ARMY_MAX_ERRATA);
    a->errata[a->nerrata++] = (struct px_erratum){{(uint8_t)from, (uint8_t)n1},
                                                  {(uint8_t)to, (uint8_t)n2}};
    return true;
}

/* command 1 [2 [3]]: one of each listed command unit [Phalanx How to Set-up the Game] */
static bool kw_command(struct sloader *L)
{
    struct px_reader *p = &L->p;
    if (!px_once(p, &L->line_command[side(L)], "'command'"))
        return false;
    if (p->nvalues < 2 || p->nvalues > 1 + PX_COMMANDS)
        return px_fail(p, "'command' needs 1 to %d command unit numbers: command 2 3",
                       PX_COMMANDS);
    long last = 0;
    for (int i = 1; i < p->nvalues; i++) {
        long n;
        if (!word_int(px_word(p, i), 1, PX_COMMANDS, &n) || n <= last)
            return px_fail(p, "bad command unit '%s' (1-%d, each once, rising)", px_word(p, i),
                           PX_COMMANDS);
        int type = px_command_type(L->t, (int)n);
        if (type < 0)
            return px_fail(p, "command unit %ld is not in the unit tables", n);
        if (!add_entry(L, type, 1))
            return false;
        last = n;
    }
    return true;
}

static bool kw_type(struct sloader *L)
{
    struct px_reader *p = &L->p;
    if (!px_once(p, &L->line_type[side(L)], "'type'") || !px_args(p, 1, "I or II"))
        return false;
    const char *w = px_word(p, 1);
    if (strcmp(w, "I") != 0 && strcmp(w, "II") != 0)
        return px_fail(p, "bad army type '%s' (I or II)", w);
    cur(L)->army_type = (int)strlen(w);
    return true;
}

/* pv|pl <value> [errata printed <n> | designed [errata <n>] printed <n>] */
static bool kw_figure(struct sloader *L, int *line, struct px_figure *f)
{
    struct px_reader *p = &L->p;
    const char *usage = "value [errata printed N | designed [errata N] printed N]";
    long v;
    char what[8];
    snprintf(what, sizeof what, "'%s'", px_word(p, 0));
    if (!px_once(p, line, what))
        return false;
    int n = p->nvalues - 1;
    if (n < 1 || !word_int(px_word(p, 1), 1, 999, &v))
        return px_fail(p, "'%s' needs: %s", px_word(p, 0), usage);
    f->value = f->printed = (int)v;
    f->source = PX_SRC_PRINTED;
    if (n == 1)
        return true;
    const char *src = px_word(p, 2);
    bool designed = strcmp(src, "designed") == 0;
    if (!designed && strcmp(src, "errata") != 0)
        return px_fail(p, "bad source '%s' (errata or designed)", src);
    f->source = designed ? PX_SRC_DESIGNED : PX_SRC_ERRATA;
    f->errata = designed ? 0 : (int)v;
    f->printed = 0;
    for (int i = 3; i < n + 1; i += 2) {
        const char *key = px_word(p, i);
        bool is_errata = strcmp(key, "errata") == 0;
        if ((!is_errata && strcmp(key, "printed") != 0) || i + 1 > n ||
            !word_int(px_word(p, i + 1), 1, 999, &v) || (is_errata && (!designed || f->errata)) ||
            (!is_errata && f->printed))
            return px_fail(p, "'%s' needs: %s", px_word(p, 0), usage);
        *(is_errata ? &f->errata : &f->printed) = (int)v;
    }
    if (!f->printed)
        return px_fail(p, "'%s %s' needs the printed value: printed N", px_word(p, 0), src);
    if (!designed && f->printed == f->value)
        return px_fail(p, "the errata value equals the printed one: write just '%s %d'",
                       px_word(p, 0), f->value);
    return true;
}

/* deploy AB-2: key letters and radius [Phalanx Initial Deployment] */
static bool kw_deploy(struct sloader *L)
{
    struct px_reader *p = &L->p;
    struct px_army *a = cur(L);
    if (!px_once(p, &L->line_deploy[side(L)], "'deploy'") ||
        !px_args(p, 1, "key letters and radius, as printed: M-8, AB-2"))
        return false;
    const char *w = px_word(p, 1), *dash = strchr(w, '-');
    size_t nl = dash ? (size_t)(dash - w) : 0;
    long r;
    if (!dash || nl < 1 || nl > PX_ARMY_MAX_LETTERS || !word_int(dash + 1, 0, 35, &r))
        return px_fail(p, "bad deployment '%s' (one or two key letters, '-', a radius 0-35)", w);
    for (size_t i = 0; i < nl; i++) {
        char c = w[i];
        if (c < 'A' || c > 'Z' || (i == 1 && c == w[0]))
            return px_fail(p, "bad key letters in '%s' (one or two different capitals)", w);
        if (L->m->letters[c - 'A'] == HEX_NONE)
            return px_fail(p, "key letter %c is not on the map", c);
        a->letters[a->nletters++] = c;
    }
    a->radius = (int)r;
    return true;
}

static bool kw_victory(struct sloader *L)
{
    struct px_reader *p = &L->p;
    if (!px_once(p, &L->line_victory[side(L)], "'victory'") || !px_args(p, 1, "mar, tac or dec"))
        return false;
    int lv = px_enum_index(px_word(p, 1), px_level_str, PX_LEVEL_COUNT);
    if (lv <= PX_LEVEL_NONE)
        return px_fail(p, "bad victory level '%s' (mar, tac or dec)", px_word(p, 1));
    cur(L)->min_level = (uint8_t)lv;
    return true;
}

static bool kw_special(struct sloader *L)
{
    static const char *const rules[] = {"alexander", "darius", "manipular"};
    struct px_reader *p = &L->p;
    struct px_army *a = cur(L);
    if (p->nvalues != 2 && !(p->nvalues == 3 && strcmp(px_word(p, 2), "errata") == 0))
        return px_fail(p, "'special' needs a rule (alexander, darius, manipular) and maybe "
                          "'errata'");
    for (int r = 0; r < 3; r++) {
        if (strcmp(px_word(p, 1), rules[r]) != 0)
            continue;
        if (!px_once(p, &L->line_special[side(L)][r], "this special rule"))
            return false;
        bool *flag = r == 0 ? &a->alexander : r == 1 ? &a->darius : &a->manipular;
        *flag = true;
        if (r == 2)
            a->manipular_by_errata = p->nvalues == 3;
        else if (p->nvalues == 3)
            return px_fail(p, "the errata add no %s rule", rules[r]);
        return true;
    }
    return px_fail(p, "unknown special rule '%s' (alexander, darius, manipular)", px_word(p, 1));
}

static bool kw_line(struct sloader *L)
{
    struct px_reader *p = &L->p;
    struct px_scenario *s = L->s;
    const char *k = px_word(p, 0);
    if (strcmp(k, "scenario") == 0)
        return kw_scenario(L);
    if (strcmp(k, "name") == 0)
        return px_once(p, &L->line_name, "'name'") &&
               join(L, 1, s->name, sizeof s->name, "the battle's name");
    if (strcmp(k, "date") == 0)
        return px_once(p, &L->line_date, "'date'") &&
               join(L, 1, s->date, sizeof s->date, "the date");
    if (strcmp(k, "terrain") == 0) {
        if (!px_once(p, &L->line_terrain, "'terrain'") || !px_args(p, 1, "all-clear"))
            return false;
        if (strcmp(px_word(p, 1), "all-clear") != 0)
            return px_fail(p, "unknown terrain rule '%s' (all-clear)", px_word(p, 1));
        s->all_clear = true;
        return true;
    }
    if (strcmp(k, "army") == 0) {
        if (L->narmies == 2)
            return px_fail(p, "a third army: a scenario has two");
        L->line_army[L->narmies++] = p->r.lineno;
        return join(L, 1, cur(L)->name, sizeof cur(L)->name, "the army's name");
    }
    static const char *const army_words[] = {"units", "erratum", "printed-sl", "command", "type",
                                             "pv", "pl", "deploy", "victory", "special", "first"};
    size_t i;
    for (i = 0; i < sizeof army_words / sizeof army_words[0]; i++)
        if (strcmp(k, army_words[i]) == 0)
            break;
    if (i == sizeof army_words / sizeof army_words[0])
        return px_fail(p, "unknown keyword '%s'", k);
    if (L->narmies == 0)
        return px_fail(p, "'%s' before the first 'army' line", k);
    switch (i) {
    case 0: return kw_units(L);
    case 1: return kw_erratum(L);
    case 3: return kw_command(L);
    case 4: return kw_type(L);
    case 5: return kw_figure(L, &L->line_pv[side(L)], &cur(L)->pv);
    case 6: return kw_figure(L, &L->line_pl[side(L)], &cur(L)->pl);
    case 7: return kw_deploy(L);
    case 8: return kw_victory(L);
    case 9: return kw_special(L);
    case 2:
        if (!px_once(p, &L->line_sl[side(L)], "'printed-sl'") || !px_args(p, 0, "nothing"))
            return false;
        cur(L)->printed_sl = true;
        return true;
    default:
        if (!px_once(p, &L->line_first, "'first'") || !px_args(p, 0, "nothing"))
            return false;
        s->first = side(L);
        return true;
    }
}

static bool finish(struct sloader *L)
{
    struct px_reader *p = &L->p;
    struct px_scenario *s = L->s;
    if (p->r.lineno == 0)
        p->r.lineno = 1;
    const struct {
        int line;
        const char *word;
    } header[] = {{L->line_id, "scenario"}, {L->line_name, "name"}, {L->line_date, "date"}};
    for (size_t i = 0; i < sizeof header / sizeof header[0]; i++)
        if (!header[i].line)
            return px_fail(p, "missing '%s' line", header[i].word);
    if (L->narmies < 2)
        return px_fail(p, "a scenario needs two armies, found %d", L->narmies);
    for (int a = 0; a < 2; a++) {
        const struct {
            int line;
            const char *word;
        } need[] = {{L->line_units[a], "units"},   {L->line_command[a], "command"},
                    {L->line_type[a], "type"},     {L->line_pv[a], "pv"},
                    {L->line_pl[a], "pl"},         {L->line_deploy[a], "deploy"},
                    {L->line_victory[a], "victory"}};
        for (size_t i = 0; i < sizeof need / sizeof need[0]; i++)
            if (!need[i].line)
                return px_fail_at(p, L->line_army[a], "army %s has no '%s' line",
                                  s->army[a].name, need[i].word);
        int sg = px_find_type(L->t, "SG");
        if (L->line_sl[a] && (sg < 0 || !px_army_count(&s->army[a], sg)))
            return px_fail_at(p, L->line_sl[a], "printed-sl, but the %s have no SG",
                              s->army[a].name);
    }
    if (!L->line_first)
        return px_fail(p, "no army deploys and moves first (a 'first' line)");
    const char *base = strrchr(p->r.file, '/');
    base = base ? base + 1 : p->r.file;
    size_t n = strlen(base);
    if (n >= 4 && strcmp(base + n - 4, ".txt") == 0 &&
        (n - 4 != strlen(s->id) || strncmp(base, s->id, n - 4) != 0))
        return px_fail_at(p, L->line_id, "scenario id '%s' does not match the file name", s->id);
    return true;
}

static bool load(struct sloader *Lp, struct px_scenario *s, const struct px_tables *t,
                 const struct map *m, const char *text, size_t len, const char *filename,
                 char *err, size_t errlen)
{
    static const struct sloader zero;
    struct sloader L = zero;
    bool failed;
    L.s = s;
    L.t = t;
    L.m = m;
    memset(s, 0, sizeof *s);
    px_reader_init(&L.p, text, len, filename, err, errlen);
    bool ok = true;
    while (ok && px_next(&L.p, false, &failed))
        ok = kw_line(&L);
    ok = ok && !failed && finish(&L);
    *Lp = L;
    return ok;
}

bool px_scenario_load_text(struct px_scenario *s, const struct px_tables *t, const struct map *m,
                           const char *text, size_t len, const char *filename, char *err,
                           size_t errlen)
{
    struct sloader L;
    return load(&L, s, t, m, text, len, filename, err, errlen);
}

bool px_scenario_load_checked(struct px_scenario *s, const struct px_tables *t,
                              const struct map *m, const char *text, size_t len,
                              const char *filename, char *err, size_t errlen)
{
    struct sloader L;
    if (!load(&L, s, t, m, text, len, filename, err, errlen))
        return false;
    char msg[256];
    for (int side = 0; side < 2; side++) {
        enum px_army_part part;
        if (px_army_check(s, t, m, side, msg, sizeof msg, &part))
            continue;
        int line = part == PX_PART_COMMAND  ? L.line_command[side]
                   : part == PX_PART_DEPLOY ? L.line_deploy[side]
                                            : L.line_army[side];
        return px_fail_at(&L.p, line, "%s", msg);
    }
    return true;
}
