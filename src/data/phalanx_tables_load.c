/* The Phalanx units file (docs/phalanx-data.md, "units.txt"): unit types, command units, the
 * per-type rules the rulebook names by unit type, and rule constants.  Invariant: a line fills
 * a slot that was empty or fails; checks needing the whole file (VP against the formula, fire
 * against the class, a charge for every horse type) run at the end and name the unit's line.
 * Also the loader of the whole data/phalanx chart set. */
#include "phalanx_tables_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "phalanx_parse.h"

struct uloader {
    struct px_reader p;
    struct px_tables *t;
    int line_type[PX_TYPES_MAX];
    int line_stacking, line_rounding, line_radius, line_darius, line_alex, line_turns, line_edge;
    int line_withdrawal;
    int line_level[PX_LEVEL_COUNT];
};

/* Per-type rules given as lists of codes. */
enum flag { F_NEVER_PANICS, F_VP_FULL, F_FIRE_AND_MELEE, F_NO_DOWNHILL, F_NO_MELEE, F_COUNT };
static const char *const flag_words[] = {
    [F_NEVER_PANICS] = "never-panics", [F_VP_FULL] = "vp-full",
    [F_FIRE_AND_MELEE] = "fire-and-melee", [F_NO_DOWNHILL] = "no-downhill-range",
    [F_NO_MELEE] = "no-melee-attack",
};
_Static_assert(sizeof flag_words / sizeof flag_words[0] == F_COUNT, "flag words");

static struct px_num *flag_field(struct px_unit_type *ut, int f)
{
    switch (f) {
    case F_NEVER_PANICS: return &ut->never_panics;
    case F_VP_FULL: return &ut->vp_full;
    case F_FIRE_AND_MELEE: return &ut->fire_and_melee;
    case F_NO_DOWNHILL: return &ut->no_downhill_range;
    default: return &ut->no_melee_attack;
    }
}

static struct px_unit_type *new_type(struct uloader *L, const char *code)
{
    struct px_tables *t = L->t;
    int old = px_find_type(t, code);
    if (old >= 0) {
        px_fail(&L->p, "unit type %s defined twice (first on line %d)", code, L->line_type[old]);
        return NULL;
    }
    if (t->ntypes == PX_TYPES_MAX) {
        px_fail(&L->p, "more than %d unit types", PX_TYPES_MAX);
        return NULL;
    }
    L->line_type[t->ntypes] = L->p.r.lineno;
    struct px_unit_type *ut = &t->types[t->ntypes++];
    memset(ut, 0, sizeof *ut);
    snprintf(ut->code, sizeof ut->code, "%s", code);
    return ut;
}

/* A word that is a marked enum name, e.g. "III[R]". */
static int marked_enum(struct uloader *L, int i, const char *(*name)(int), int lo, int count,
                       uint8_t *mark, const char *what)
{
    char base[16], list[96] = "";
    if (!px_marked(&L->p, i, base, sizeof base, mark))
        return -1;
    int k = px_enum_index(base, name, count);
    if (k >= lo)
        return k;
    for (int j = lo; j < count; j++)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", j > lo ? ", " : "",
                 name(j));
    px_fail(&L->p, "bad %s '%s' (%s)", what, base, list);
    return -1;
}

/* unit <code> <class> <kind> <MAS> <MDS-front> <MDS-flank> <FCS> <range> <MA> <stack> <VP>
 *      <name> */
static bool kw_unit(struct uloader *L)
{
    struct px_reader *p = &L->p;
    if (p->r.nwords < 13)
        return px_fail(p, "'unit' needs: code class kind MAS MDS-front MDS-flank FCS range MA "
                          "stack VP name");
    const char *code = px_word(p, 1);
    if (strlen(code) != 2 || code[0] < 'A' || code[0] > 'Z' || code[1] < 'A' || code[1] > 'Z')
        return px_fail(p, "bad unit code '%s' (two capital letters, as on the Scenario Chart)",
                       code);
    struct px_unit_type *ut = new_type(L, code);
    if (!ut)
        return false;
    int cls = marked_enum(L, 2, px_class_str, PX_CLASS_I, PX_CLASS_COUNT, &ut->cls_mark,
                          "class");
    int kind = cls < 0 ? -1
                       : marked_enum(L, 3, px_kind_str, 0, PX_KIND_COMMAND, &ut->kind_mark,
                                     "kind");
    if (kind < 0)
        return false;
    ut->cls = (uint8_t)cls;
    ut->kind = (uint8_t)kind;
    if (!px_marked_int(p, 4, 0, 20, false, 0, &ut->mas, "MAS") ||
        !px_marked_int(p, 5, 0, 20, false, 0, &ut->mds_front, "MDS-front") ||
        !px_marked_int(p, 6, 0, 20, false, 0, &ut->mds_flank, "MDS-flank") ||
        !px_marked_int(p, 7, 1, 20, true, 0, &ut->fcs, "fire strength") ||
        !px_marked_int(p, 8, 1, 9, true, 0, &ut->range, "range") ||
        !px_marked_int(p, 9, 1, 20, false, 0, &ut->ma, "movement allowance") ||
        !px_marked_int(p, 10, 0, 12, false, 0, &ut->stack, "stacking points") ||
        !px_marked_int(p, 11, 0, 99, false, 0, &ut->vp, "VP"))
        return false;
    if ((ut->fcs.v == 0) != (ut->range.v == 0))
        return px_fail(p, "fire strength and range go together: both numbers or both -");
    size_t pos = 0;
    for (int i = 12; i < p->r.nwords; i++) {
        int n = snprintf(ut->name + pos, sizeof ut->name - pos, "%s%s", i > 12 ? " " : "",
                         px_word(p, i));
        if (n < 0 || (size_t)n >= sizeof ut->name - pos)
            return px_fail(p, "unit name longer than %d characters", PX_NAME_LEN - 1);
        pos += (size_t)n;
    }
    return true;
}

/* command <n> <MAS> <MDS-front> <MDS-flank> <MA> <stack> <VP> <bonus> */
static bool kw_command(struct uloader *L)
{
    struct px_reader *p = &L->p;
    long n;
    if (!px_args(p, 8, "number MAS MDS-front MDS-flank MA stack VP bonus"))
        return false;
    if (!word_int(px_word(p, 1), 1, PX_COMMANDS, &n))
        return px_fail(p, "bad command unit number '%s' (1-%d)", px_word(p, 1), PX_COMMANDS);
    char code[PX_CODE_LEN];
    snprintf(code, sizeof code, "CM%ld", n);
    struct px_unit_type *ut = new_type(L, code);
    if (!ut)
        return false;
    snprintf(ut->name, sizeof ut->name, "Command unit %ld", n);
    ut->cls = PX_CLASS_NONE;
    ut->kind = PX_KIND_COMMAND;
    ut->cls_mark = ut->kind_mark = PX_MARK_R;
    ut->command = (struct px_num){(int8_t)n, PX_MARK_R};
    if (!px_marked_int(p, 2, 0, 20, false, 0, &ut->mas, "MAS") ||
        !px_marked_int(p, 3, 0, 20, false, 0, &ut->mds_front, "MDS-front") ||
        !px_marked_int(p, 4, 0, 20, false, 0, &ut->mds_flank, "MDS-flank") ||
        !px_marked_int(p, 5, 1, 20, false, 0, &ut->ma, "movement allowance") ||
        !px_marked_int(p, 6, 0, 12, false, 0, &ut->stack, "stacking points") ||
        !px_marked_int(p, 7, 1, 99, false, 0, &ut->vp, "VP") ||
        !px_marked_int(p, 8, 0, 20, false, 0, &ut->bonus, "Combat Strength Bonus"))
        return false;
    if (ut->stack.v != 0)
        return px_fail(p, "command units have no stacking points [Phalanx Stacking C]");
    return true;
}

static struct px_unit_type *known_type(struct uloader *L, const char *code)
{
    int i = px_find_type(L->t, code);
    if (i < 0) {
        px_fail(&L->p, "unknown unit code '%s' (define it on a 'unit' line first)", code);
        return NULL;
    }
    return &L->t->types[i];
}

/* charge <code> <length> <floor> [Phalanx errata Cavalry] */
static bool kw_charge(struct uloader *L)
{
    struct px_reader *p = &L->p;
    if (!px_args(p, 3, "code length floor"))
        return false;
    struct px_unit_type *ut = known_type(L, px_word(p, 1));
    if (!ut)
        return false;
    if (ut->kind != PX_KIND_MOUNTED)
        return px_fail(p, "%s is not mounted: only cavalry charge [Phalanx Cavalry]", ut->code);
    if (ut->charge_length.mark)
        return px_fail(p, "charge of %s given twice", ut->code);
    if (!px_marked_int(p, 2, 1, 9, false, 0, &ut->charge_length, "charge length") ||
        !px_marked_int(p, 3, 1, 9, false, 0, &ut->charge_floor, "charge floor"))
        return false;
    if (ut->charge_floor.v > ut->mas.v)
        return px_fail(p, "charge floor %d is above %s's MAS %d", ut->charge_floor.v, ut->code,
                       ut->mas.v);
    return true;
}

static bool kw_flag(struct uloader *L, int f)
{
    struct px_reader *p = &L->p;
    if (p->nvalues < 2)
        return px_fail(p, "'%s' needs one or more unit codes, each with its mark", flag_words[f]);
    for (int i = 1; i < p->nvalues; i++) {
        char code[8];
        uint8_t mark;
        if (!px_marked(p, i, code, sizeof code, &mark))
            return false;
        struct px_unit_type *ut = known_type(L, code);
        if (!ut)
            return false;
        struct px_num *field = flag_field(ut, f);
        if (field->mark)
            return px_fail(p, "%s is already %s", code, flag_words[f]);
        *field = (struct px_num){1, mark};
    }
    return true;
}

/* road-only <code> <terrain>... / never <code> <terrain>... */
static bool kw_entry(struct uloader *L, enum px_enter entry)
{
    struct px_reader *p = &L->p;
    if (p->nvalues < 3)
        return px_fail(p, "'%s' needs a unit code and one or more terrains", px_word(p, 0));
    struct px_unit_type *ut = known_type(L, px_word(p, 1));
    if (!ut)
        return false;
    for (int i = 2; i < p->nvalues; i++) {
        uint8_t mark;
        int ter = marked_enum(L, i, px_terrain_str, 0, PX_TERRAIN_COUNT, &mark, "terrain");
        if (ter < 0)
            return false;
        if (ter == PX_T_LAKE)
            return px_fail(p, "no unit enters a lake (tec.txt says so for all)");
        if (ut->entry[ter].mark)
            return px_fail(p, "entry of %s into %s given twice", ut->code, px_word(p, i));
        ut->entry[ter] = (struct px_num){(int8_t)entry, mark};
    }
    return true;
}

static bool constant(struct uloader *L, int *line, long lo, long hi, struct px_num *out)
{
    struct px_reader *p = &L->p;
    char what[40];
    snprintf(what, sizeof what, "'%s'", px_word(p, 0));
    return px_once(p, line, what) && px_args(p, 1, "one marked number") &&
           px_marked_int(p, 1, lo, hi, false, 0, out, "value");
}

static bool kw_rounding(struct uloader *L)
{
    struct px_reader *p = &L->p;
    char base[16];
    if (!px_once(p, &L->line_rounding, "'vp-rounding'") || !px_args(p, 1, "up or down") ||
        !px_marked(p, 1, base, sizeof base, &L->t->vp_round_mark))
        return false;
    if (strcmp(base, "up") != 0 && strcmp(base, "down") != 0)
        return px_fail(p, "'vp-rounding' takes up or down, not '%s'", base);
    L->t->vp_round_up = base[0] == 'u';
    return true;
}

/* Word i of the line, a marked ratio like 2-1[R], into att and def. */
static bool ratio_arg(struct px_reader *p, int i, struct px_num *att, struct px_num *def)
{
    char base[16], a[8];
    long x, y;
    if (!px_marked(p, i, base, sizeof base, &att->mark))
        return false;
    const char *dash = strchr(base, '-');
    size_t al = dash ? (size_t)(dash - base) : 0;
    if (dash && al < sizeof a) {
        memcpy(a, base, al);
        a[al] = '\0';
    }
    if (!dash || al >= sizeof a || !word_int(a, 1, 9, &x) || !word_int(dash + 1, 1, 9, &y))
        return px_fail(p, "bad ratio '%s' (like 2-1)", base);
    att->v = (int8_t)x;
    *def = (struct px_num){(int8_t)y, att->mark};
    return true;
}

/* withdrawal below|at-most <att>-<def>: the odds at which a defender may withdraw [Phalanx
 * Withdrawal] ("3:1 odds or less"), [Phalanx errata Withdrawal] ("not ... at 3-1 or
 * greater"). */
static bool kw_withdrawal(struct uloader *L)
{
    struct px_reader *p = &L->p;
    if (!px_once(p, &L->line_withdrawal, "'withdrawal'") ||
        !px_args(p, 2, "below|at-most att-def"))
        return false;
    struct px_withdrawal *w = &L->t->withdrawal;
    const char *cmp = px_word(p, 1);
    if (strcmp(cmp, "below") != 0 && strcmp(cmp, "at-most") != 0)
        return px_fail(p, "'%s': want below or at-most", cmp);
    w->inclusive = cmp[0] == 'a';
    return ratio_arg(p, 2, &w->att, &w->def);
}

/* victory-level <level> more-than|at-least <att>-<def> losses <pct> */
static bool kw_level(struct uloader *L)
{
    struct px_reader *p = &L->p;
    if (!px_args(p, 5, "level more-than|at-least att-def losses percent"))
        return false;
    int lv = px_enum_index(px_word(p, 1), px_level_str, PX_LEVEL_COUNT);
    if (lv <= PX_LEVEL_NONE)
        return px_fail(p, "bad victory level '%s' (mar, tac, dec)", px_word(p, 1));
    if (!px_once(p, &L->line_level[lv], "this victory level"))
        return false;
    struct px_victory_level *v = &L->t->levels[lv];
    const char *cmp = px_word(p, 2);
    if (strcmp(cmp, "more-than") != 0 && strcmp(cmp, "at-least") != 0)
        return px_fail(p, "'%s': want more-than or at-least", cmp);
    v->strict = cmp[0] == 'm';
    if (!ratio_arg(p, 3, &v->att, &v->def))
        return false;
    if (strcmp(px_word(p, 4), "losses") != 0)
        return px_fail(p, "want 'losses' before the percentage, not '%s'", px_word(p, 4));
    return px_marked_int(p, 5, 0, 100, false, 0, &v->max_loss_pct, "loss percentage");
}

static bool kw_edge(struct uloader *L)
{
    struct px_reader *p = &L->p;
    char base[16];
    uint8_t mark;
    if (!px_once(p, &L->line_edge, "'turn-record-edge'") || !px_args(p, 1, "N, E, S or W") ||
        !px_marked(p, 1, base, sizeof base, &mark))
        return false;
    int e = base[1] == '\0' ? px_edge_from_char(base[0]) : -1;
    if (e < 0)
        return px_fail(p, "bad map edge '%s' (N, E, S, W)", base);
    L->t->turn_record_edge = (struct px_num){(int8_t)e, mark};
    return true;
}

static bool line(struct uloader *L)
{
    struct px_reader *p = &L->p;
    struct px_tables *t = L->t;
    const char *k = px_word(p, 0);
    for (int f = 0; f < F_COUNT; f++)
        if (strcmp(k, flag_words[f]) == 0)
            return kw_flag(L, f);
    if (strcmp(k, "unit") == 0)
        return kw_unit(L);
    if (strcmp(k, "command") == 0)
        return kw_command(L);
    if (strcmp(k, "charge") == 0)
        return kw_charge(L);
    if (strcmp(k, "road-only") == 0)
        return kw_entry(L, PX_ENTER_ROAD_ONLY);
    if (strcmp(k, "never") == 0)
        return kw_entry(L, PX_ENTER_NEVER);
    if (strcmp(k, "stacking-limit") == 0)
        return constant(L, &L->line_stacking, 1, 99, &t->stacking_limit);
    if (strcmp(k, "vp-rounding") == 0)
        return kw_rounding(L);
    if (strcmp(k, "command-radius") == 0)
        return constant(L, &L->line_radius, 0, 9, &t->command_radius);
    if (strcmp(k, "darius-vp") == 0)
        return constant(L, &L->line_darius, 1, 99, &t->darius_vp);
    if (strcmp(k, "alexander-shift") == 0)
        return constant(L, &L->line_alex, 0, 6, &t->alexander_shift);
    if (strcmp(k, "victory-level") == 0)
        return kw_level(L);
    if (strcmp(k, "turn-record-turns") == 0)
        return constant(L, &L->line_turns, 1, 99, &t->game_turns);
    if (strcmp(k, "turn-record-edge") == 0)
        return kw_edge(L);
    if (strcmp(k, "withdrawal") == 0)
        return kw_withdrawal(L);
    return px_fail(p, "unknown keyword '%s'", k);
}

/* [Phalanx Combat]: Class I (except peltasts and, by the errata, the experimental phalanx),
 * II, III, VI and command units have no range weapons; Classes IV and V do. */
static bool check_fire(struct uloader *L, int i, const struct px_unit_type *ut)
{
    bool fires = ut->fcs.v > 0;
    const char *cls = px_class_name((enum px_class)ut->cls);
    if (ut->fire_and_melee.v && !fires)
        return px_fail_at(&L->p, L->line_type[i], "%s is fire-and-melee but has no fire strength",
                          ut->code);
    if ((ut->cls == PX_CLASS_IV || ut->cls == PX_CLASS_V) && !fires)
        return px_fail_at(&L->p, L->line_type[i],
                          "Class %s unit %s has no fire strength [Phalanx Combat]", cls,
                          ut->code);
    if (fires && ut->cls != PX_CLASS_IV && ut->cls != PX_CLASS_V &&
        !(ut->cls == PX_CLASS_I && ut->fire_and_melee.v))
        return px_fail_at(&L->p, L->line_type[i],
                          "Class %s unit %s fires: only Classes IV and V, and Class I units "
                          "that are fire-and-melee (peltasts) [Phalanx Combat]",
                          cls, ut->code);
    return true;
}

static bool finish(struct uloader *L)
{
    struct px_reader *p = &L->p;
    struct px_tables *t = L->t;
    if (p->r.lineno == 0)
        p->r.lineno = 1;
    const struct {
        int line;
        const char *word;
    } need[] = {
        {L->line_stacking, "stacking-limit"}, {L->line_rounding, "vp-rounding"},
        {L->line_radius, "command-radius"},   {L->line_darius, "darius-vp"},
        {L->line_alex, "alexander-shift"},    {L->line_level[PX_LEVEL_MAR], "victory-level mar"},
        {L->line_level[PX_LEVEL_TAC], "victory-level tac"},
        {L->line_level[PX_LEVEL_DEC], "victory-level dec"},
        {L->line_turns, "turn-record-turns"}, {L->line_edge, "turn-record-edge"},
        {L->line_withdrawal, "withdrawal"},
    };
    for (size_t i = 0; i < sizeof need / sizeof need[0]; i++)
        if (!need[i].line)
            return px_fail(p, "missing '%s' line", need[i].word);
    for (int n = 1; n <= PX_COMMANDS; n++)
        if (px_command_type(t, n) < 0)
            return px_fail(p, "missing 'command %d' line", n);
    for (int i = 0; i < t->ntypes; i++) {
        const struct px_unit_type *ut = &t->types[i];
        int line_no = L->line_type[i];
        if (ut->command.v)
            continue;
        int vp = px_formula_vp(t, ut);
        if (vp != ut->vp.v)
            return px_fail_at(p, line_no,
                              "VP of %s is %d by the formula ((MAS %d + MDS-front %d + FCS %d)%s), "
                              "not %d [Phalanx Victory Conditions]",
                              ut->code, vp, ut->mas.v, ut->mds_front.v, ut->fcs.v,
                              ut->vp_full.v ? ", not halved"
                                            : t->vp_round_up ? " / 2 rounded up"
                                                             : " / 2 rounded down",
                              ut->vp.v);
        if (ut->stack.v > t->stacking_limit.v)
            return px_fail_at(p, line_no, "%s has %d stacking points, more than the limit of %d",
                              ut->code, ut->stack.v, t->stacking_limit.v);
        if (ut->kind == PX_KIND_MOUNTED && !ut->charge_length.mark)
            return px_fail_at(p, line_no, "mounted unit %s has no 'charge' line [Phalanx errata "
                                          "Cavalry]", ut->code);
        if (!check_fire(L, i, ut))
            return false;
    }
    return true;
}

bool px_units_load_text(struct px_tables *t, const char *text, size_t len, const char *filename,
                        char *err, size_t errlen)
{
    static const struct uloader zero;
    struct uloader L = zero;
    bool failed;
    L.t = t;
    t->ntypes = 0;
    px_reader_init(&L.p, text, len, filename, err, errlen);
    while (px_next(&L.p, false, &failed))
        if (!line(&L))
            return false;
    return !failed && finish(&L);
}

typedef bool (*loader_fn)(void *slot, const char *text, size_t len, const char *file, char *err,
                          size_t errlen);

static bool units_fn(void *slot, const char *text, size_t len, const char *file, char *err,
                     size_t errlen)
{
    return px_units_load_text(slot, text, len, file, err, errlen);
}
static bool crt_fn(void *slot, const char *text, size_t len, const char *file, char *err,
                   size_t errlen)
{
    return px_crt_load_text(slot, text, len, file, err, errlen);
}
static bool tec_fn(void *slot, const char *text, size_t len, const char *file, char *err,
                   size_t errlen)
{
    return px_tec_load_text(slot, text, len, file, err, errlen);
}
static bool cucc_fn(void *slot, const char *text, size_t len, const char *file, char *err,
                    size_t errlen)
{
    return px_cucc_load_text(slot, text, len, file, err, errlen);
}

bool px_tables_load_dir(struct px_tables *t, const char *dir, char *err, size_t errlen)
{
    const struct {
        const char *name;
        loader_fn fn;
        void *slot;
    } files[] = {{"units.txt", units_fn, t},
                 {"crt.txt", crt_fn, &t->crt},
                 {"tec.txt", tec_fn, &t->tec},
                 {"cucc.txt", cucc_fn, t->cucc}};
    memset(t, 0, sizeof *t);
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[1024], *text;
        size_t len;
        snprintf(path, sizeof path, "%s/%s", dir, files[i].name);
        if (!textfile_read(path, &text, &len, err, errlen))
            return false;
        bool ok = files[i].fn(files[i].slot, text, len, path, err, errlen);
        free(text);
        if (!ok)
            return false;
    }
    return true;
}
