/* Combat strengths, odds and the result distribution: the one pure function of combat
 * (combat_assess), shared by the resolver, ps_game_odds and the computer player.
 *
 * Strengths are fixed point (fx): brackets, terrain and the optional rules halve again and
 * again and "fractions are retained" [3.37], [14.12]; every comparison that decides the odds is
 * an integer cross-multiplication.  The order of the corrections is the rules':
 *   melee attack   printed strength (brackets do not reduce it [3.37]) -> halved when attacking
 *                  from a stream, ford or bridge hex [7.6] -> (elevation [14.11], [14.21]) ->
 *                  + leader bonus of the attacker's hex, at most the adjusted strength of the
 *                  units of that hex that attack [10.11], [10.14] -> doubled for a flank
 *                  attack, last of all [7.52]
 *   melee defence  printed strength; brackets half [3.37]; a dot 0 or 1 [3.36] -> doubled by
 *                  the hex's terrain [7.6] -> (unit capability factor [C3.2]) -> (panic halves
 *                  [13.0]) -> (attacked through a flank hexside halves [16.21], [16.25]) ->
 *                  (plotted to move halves, simultaneous sequence [23.11]) ->
 *                  + leader bonus, at most the adjusted strength of the hex's non-leader units
 *                  [10.11]; hexes summed [7.22].  Every modifier is a product, so their order
 *                  changes nothing but the explanation; with facing there is no flank attack
 *                  doubling [16.24]
 *   fire           the firing units' Fire Attack Strengths (by range on the range effects
 *                  chart [C3.1]) summed [6.21] against the target hex's Fire Protection
 *                  Strength [6.22]; no flank [7.56]; facing has no bearing [16.33]. */
#include "combat.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "facing.h"
#include "simultaneous.h"
#include "units.h"

/* ---- helpers ------------------------------------------------------------------------- */

ps_status combat_refuse_text(char *why, size_t whylen, ps_status s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, whylen, fmt, ap);
    va_end(ap);
    return s;
}

void fx_format(fx v, char out[24])
{
    const char *sign = v < 0 ? "-" : "";
    if (v < 0)
        v = -v;
    int whole = v / FX_ONE, frac = v % FX_ONE;
    if (!frac) {
        snprintf(out, 24, "%s%d", sign, whole);
        return;
    }
    /* frac/256 always ends within eight decimals. */
    char digits[9];
    int n = 0;
    while (frac && n < 8) {
        frac *= 10;
        digits[n++] = (char)('0' + frac / FX_ONE);
        frac %= FX_ONE;
    }
    digits[n] = '\0';
    snprintf(out, 24, "%s%d.%s", sign, whole, digits);
}

struct hexname hexname(hex_id h)
{
    struct hexname n;
    map_format_hex(h, n.s);
    return n;
}

bool hex_has_flag(const struct game_state *st, hex_id h, unsigned flag)
{
    for (int u = st->first_in_hex[h]; u >= 0; u = st->units[u].next)
        if ((st->units[u].flags & flag) == flag)
            return true;
    return false;
}

bool phase_is_defensive_fire(const struct game_state *st)
{
    return st->phase == PS_PHASE_DEFENSIVE_FIRE || st->phase == PS_PHASE_CHARIOT_DEFENSIVE_FIRE;
}

bool phase_is_melee(const struct game_state *st)
{
    return st->phase == PS_PHASE_MELEE || st->phase == PS_PHASE_MELEE_RESOLUTION;
}

static bool option_on(const ps_game *g, ps_option o)
{
    return g->st.options >> o & 1u;
}

/* ---- terrain ------------------------------------------------------------------------- */

int hex_features(const ps_game *g, hex_id h, enum tec_feature out[4])
{
    static const enum tec_feature water_row[] = {
        [WATER_NONE] = TEC_CLEAR,    [WATER_STREAM] = TEC_STREAM, [WATER_FORD] = TEC_FORD,
        [WATER_BRIDGE] = TEC_BRIDGE, [WATER_RIVER] = TEC_RIVER,   [WATER_LAKE] = TEC_LAKE,
    };
    _Static_assert(sizeof water_row / sizeof water_row[0] == WATER_COUNT, "water rows");
    static const enum tec_feature cover_row[] = {
        [COVER_NONE] = TEC_CLEAR, [COVER_WOODS] = TEC_WOODS, [COVER_VILLAGE] = TEC_VILLAGE,
        [COVER_SWAMP] = TEC_SWAMP,
    };
    _Static_assert(sizeof cover_row / sizeof cover_row[0] == COVER_COUNT, "cover rows");
    const struct map_hex *mh = &g->map.hexes[h];
    int n = 0;
    /* Order of precedence for the Fire Protection Strength (docs/rules-as-coded.md, [6.22]):
     * water, then cover, then elevation.  Roads have no effect on combat [5.53]. */
    if (mh->water != WATER_NONE && mh->water < WATER_COUNT)
        out[n++] = water_row[mh->water];
    if (mh->cover != COVER_NONE && mh->cover < COVER_COUNT)
        out[n++] = cover_row[mh->cover];
    if (mh->elevation == ELEV_SLOPE)
        out[n++] = TEC_SLOPE;
    else if (mh->elevation == ELEV_HILLTOP)
        out[n++] = TEC_HILLTOP;
    out[n++] = TEC_CLEAR;
    return n;
}

int hex_fire_protection(const ps_game *g, hex_id h, enum tec_feature *from)
{
    enum tec_feature f[4];
    int n = hex_features(g, h, f);
    for (int i = 0; i < n; i++) {
        const struct tec_row *row = &g->tables.tec[f[i]];
        /* Hilltop: "as the other terrain"; a row without a value gives way too. */
        if (!row->present || row->as_other || row->fire_protection <= 0)
            continue;
        if (from)
            *from = f[i];
        return row->fire_protection;
    }
    if (from)
        *from = TEC_CLEAR;
    return g->tables.tec[TEC_CLEAR].fire_protection;
}

int hex_melee_effect(const ps_game *g, hex_id h, bool attacker, enum tec_melee effect)
{
    enum tec_feature f[4];
    int n = hex_features(g, h, f);
    for (int i = 0; i < n; i++) {
        const struct tec_row *row = &g->tables.tec[f[i]];
        if (row->present && (attacker ? row->melee_attacker : row->melee_defender) == effect)
            return f[i];
    }
    return -1;
}

/* ---- explanation lines --------------------------------------------------------------- */

static void say_line(struct combat_explain *ex, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void say_line(struct combat_explain *ex, const char *fmt, ...)
{
    if (!ex || ex->n >= EXPLAIN_LINES)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ex->line[ex->n++], EXPLAIN_LEN, fmt, ap);
    va_end(ap);
}

/* Reserves a line to be written once its total is known. */
static int reserve(struct combat_explain *ex)
{
    if (!ex || ex->n >= EXPLAIN_LINES)
        return -1;
    ex->line[ex->n][0] = '\0';
    return ex->n++;
}

/* The line at reserved, "label v" with v in MP notation, formatted only when it is read. */
static void fill_fx(struct combat_explain *ex, int at, const char *label, fx v)
{
    if (!ex || at < 0)
        return;
    char text[24];
    fx_format(v, text);
    snprintf(ex->line[at], EXPLAIN_LEN, "%s %s", label, text);
}

/* A growing description of one unit's strength: "unit 3 MS at 1015: 3, ... = 1.5". */
struct uline {
    char text[EXPLAIN_LEN];
    size_t len;
};

/* Starts l for ex: full when nobody asked for the explanation, so that the checks and the
 * legal-action lists, which ask for none, format nothing; empty text either way.  Only the
 * first byte is cleared (clearing the whole text for every unit assessed was 0.5% of a random
 * game's time). */
static void uline_start(struct uline *l, const struct combat_explain *ex)
{
    l->len = ex ? 0 : EXPLAIN_LEN;
    l->text[0] = '\0';
}

static void uput_text(struct uline *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void uput_text(struct uline *l, const char *fmt, ...)
{
    if (l->len >= sizeof l->text)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(l->text + l->len, sizeof l->text - l->len, fmt, ap);
    va_end(ap);
    if (n > 0)
        l->len += (size_t)n;
}

/* A line said, or a unit's line added to, as the code below writes them: the arguments (hex
 * names, unit codes) are worked out only when the text will be written, not for the checks
 * and lists that ask for no explanation. */
#define say(ex, ...) ((ex) ? say_line((ex), __VA_ARGS__) : (void)0)
#define uput(l, ...) ((l)->len < EXPLAIN_LEN ? uput_text((l), __VA_ARGS__) : (void)0)

static const char *code_of(const ps_game *g, int u)
{
    return game_type(g, &g->st.units[u])->code;
}

/* ---- fire [6.2] ---------------------------------------------------------------------- */

static void fire_strengths(const ps_game *g, struct combat *c, struct combat_explain *ex)
{
    char v[24];
    int head = reserve(ex);
    fx att = 0;
    /* [6.21] the Fire Attack Strengths of units attacking a hex are always combined. */
    for (int i = 0; i < c->natt; i++) {
        const struct unit *un = &g->st.units[c->att[i]];
        const struct unit_type *ut = game_type(g, un);
        int range = map_distance(un->hex, c->hex[0]);
        fx s = FX(ut->fire);
        struct uline l;
        uline_start(&l, ex);
        uput(&l, "  unit %d %s at %s, range %d: %d", c->att[i], ut->code, hexname(un->hex).s,
             range, ut->fire);
        /* [C3.1] (optional range effects) the chart's Fire Strength at the range; a fire
         * unit the chart leaves out fires at its printed strength. */
        const struct range_effect *re = &g->tables.range_effect[un->type];
        if (option_on(g, PS_OPT_RANGE_EFFECTS) && re->present && range >= 1 &&
            range <= RANGE_EFFECT_MAX && re->strength[range - 1] >= 0) {
            s = re->strength[range - 1];
            fx_format(s, v);
            uput(&l, ", at range %d on the range effects chart [C3.1]: %s", range, v);
        }
        att += s;
        say(ex, "%s", l.text);
    }
    fill_fx(ex, head, "attack", att);
    /* [6.22] the defence is the target hex's Fire Protection Strength, whatever (and however
     * many) the units in it. */
    enum tec_feature row;
    int prot = hex_fire_protection(g, c->hex[0], &row);
    say(ex, "defence %d", prot);
    say(ex, "  %s %s: Fire Protection Strength %d, whatever the units in it [6.22]",
        hexname(c->hex[0]).s, tec_feature_name(row), prot);
    /* [23.12], [23.2] (simultaneous sequence) a plot never changes the defence against fire. */
    for (int u = g->st.first_in_hex[c->hex[0]]; u >= 0; u = g->st.units[u].next)
        if (sim_plotted_to_move(g, u)) {
            say(ex, "  units plotted to move keep the hex's Fire Protection Strength [23.12]");
            break;
        }
    c->att_strength = att;
    c->def_strength = FX(prot);
    c->flank = false; /* [7.56] */
}

/* ---- melee [7.0] --------------------------------------------------------------------- */

/* [14.11], [14.21] (optional elevation rules): a Class A or B unit attacking uphill, or from
 * one slope onto another, is halved.  With two defending hexes, one such hex is enough. */
static bool elevation_halves(const ps_game *g, const struct combat *c, const struct unit *un)
{
    if (!option_on(g, PS_OPT_ELEVATION))
        return false;
    uint8_t cls = game_type(g, un)->cls;
    if (cls != CLASS_A && cls != CLASS_B)
        return false;
    int from = g->map.hexes[un->hex].elevation;
    for (int i = 0; i < c->nhex; i++) {
        int to = g->map.hexes[c->hex[i]].elevation;
        if ((from == ELEV_GROUND && to == ELEV_SLOPE) || (from == ELEV_SLOPE && to == ELEV_HILLTOP) ||
            (from == ELEV_SLOPE && to == ELEV_SLOPE))
            return true;
    }
    return false;
}

/* [10.11] The bonus of the leaders in hex h for `side`, listed as "unit 9 L3 +3, ...". */
static int leader_bonus(const ps_game *g, hex_id h, int side, char *list, size_t len)
{
    int bonus = 0;
    size_t pos = 0;
    if (len)
        list[0] = '\0';
    for (int u = g->st.first_in_hex[h]; u >= 0; u = g->st.units[u].next) {
        const struct unit *un = &g->st.units[u];
        if (un->side != side || !unit_is_leader(g, un))
            continue;
        int b = game_type(g, un)->bonus;
        bonus += b;
        if (pos < len) {
            int n = snprintf(list + pos, len - pos, "%sunit %d %s +%d", pos ? ", " : "", u,
                             code_of(g, u), b);
            if (n > 0)
                pos += (size_t)n;
        }
    }
    return bonus;
}

static fx melee_attack(const ps_game *g, struct combat *c, struct combat_explain *ex)
{
    char v[24], w[24];
    fx total = 0;
    bool done[PS_ACTION_MAX_UNITS] = {false};
    /* Attackers are taken hex by hex: the leader bonus belongs to each hex's group [10.14]. */
    for (int i = 0; i < c->natt; i++) {
        if (done[i])
            continue;
        hex_id h = g->st.units[c->att[i]].hex;
        fx group = 0;
        for (int j = i; j < c->natt; j++) {
            const struct unit *un = &g->st.units[c->att[j]];
            if (done[j] || un->hex != h)
                continue;
            done[j] = true;
            const struct unit_type *ut = game_type(g, un);
            struct uline l;
            uline_start(&l, ex);
            /* [3.37] brackets have no effect upon a unit's strength in attack. */
            fx s = FX(ut->melee);
            uput(&l, "  unit %d %s at %s: %d%s", c->att[j], ut->code, hexname(h).s, ut->melee,
                 ut->melee_kind == MELEE_BRACKET ? " (bracketed: full in attack [3.37])" : "");
            /* [7.6] a unit attacking from a stream, ford or bridge hex is halved. */
            int row = hex_melee_effect(g, h, true, TEC_MELEE_HALVED);
            if (row >= 0) {
                s = fx_half(s);
                fx_format(s, w);
                uput(&l, ", from a %s hex halved [7.6] = %s", tec_feature_name((enum tec_feature)row), w);
            }
            if (elevation_halves(g, c, un)) {
                s = fx_half(s);
                fx_format(s, w);
                uput(&l, ", attacking uphill or slope to slope halved [14.11], [14.21] = %s", w);
            }
            say(ex, "%s", l.text);
            group += s;
        }
        /* [10.1], [10.11], [10.14] the leaders stacked with the attacking units add their
         * bonus, never more than those units' adjusted strength. */
        char list[96]; /* the leaders named, written (and read) only for an explanation */
        int bonus = leader_bonus(g, h, c->side, list, ex ? sizeof list : 0);
        if (bonus > 0) {
            fx add = FX(bonus) < group ? FX(bonus) : group;
            fx_format(group, v);
            fx_format(add, w);
            say(ex, "  leaders at %s (%s): bonus %d, at most the attacking units' %s [10.11]: +%s",
                hexname(h).s, list, bonus, v, w);
            group += add;
        }
        total += group;
    }
    /* [7.51] flank attack: the attacking units occupy, or are adjacent to, every one of the
     * six hexes around the defending unit(s).  [7.53] only the attacking units count; [7.55]
     * enemy units never interfere; [7.54] a map edge or impassable hex helps nobody: a ring
     * hex off the map or impassable is covered only by an attacking unit adjacent to it (the
     * adjacency is geometric: hex_neighbour works off the map).  Several defending hexes:
     * every hex around each of them (docs/rules-as-coded.md, [7.51]). */
    /* [16.24] with facing, the provisions of Flanking Attacks are ignored ([16.21] halves
     * the defender instead). */
    c->flank = !option_on(g, PS_OPT_FACING);
    for (int i = 0; i < c->nhex && c->flank; i++) {
        hex_cr d = map_cr(c->hex[i]);
        for (int dir = 0; dir < HEX_DIRS && c->flank; dir++) {
            hex_cr ring = hex_neighbour(d, (enum hex_dir)dir);
            bool covered = false;
            for (int k = 0; k < c->natt && !covered; k++)
                covered = hex_distance(map_cr(g->st.units[c->att[k]].hex), ring) <= 1;
            c->flank = covered;
        }
    }
    if (c->flank) {
        total *= 2;
        fx_format(total, v);
        say(ex, "  flank attack: the attackers hold or are adjacent to every hex around the "
                "defenders, doubled last [7.51], [7.52]: %s", v);
    }
    return total;
}

/* [3.36], [C1.1] A unit's defensive melee strength before terrain. */
static fx defence_base(const ps_game *g, const struct unit *un, bool with_melee, bool with_rider,
                       struct uline *l)
{
    const struct unit_type *ut = game_type(g, un);
    if (unit_is_chariot(g, un) && with_rider) {
        uput(l, "dot, a chariot adds nothing to the units it carries or is stacked with: 0 [C1.1]");
        return 0;
    }
    switch ((enum melee_kind)ut->melee_kind) {
    case MELEE_DOT:
        if (with_melee) {
            uput(l, "dot, stacked with a unit with a melee strength: 0 [3.36]");
            return 0;
        }
        uput(l, "dot, not stacked with a unit with a melee strength: 1 [3.36]");
        return FX(1);
    case MELEE_BRACKET: {
        char v[24];
        fx s = fx_half(FX(ut->melee));
        fx_format(s, v);
        uput(l, "[%d], bracketed: defends at half [3.37] = %s", ut->melee, v);
        return s;
    }
    case MELEE_PLAIN:
        break;
    }
    uput(l, "%d", ut->melee);
    return FX(ut->melee);
}

/* A factor as the charts print it: "x2", "x1/2". */
static void factor_format(fx f, char out[32])
{
    if (f % FX_ONE == 0)
        snprintf(out, 32, "x%d", f / FX_ONE);
    else if (f > 0 && FX_ONE % f == 0)
        snprintf(out, 32, "x1/%d", FX_ONE / f);
    else {
        char v[24];
        fx_format(f, v);
        snprintf(out, 32, "x%s", v);
    }
}

/* [C3.2] (optional unit capability) The factor on a defending unit's Melee Defense Strength:
 * each attacking unit's type against the defender's own type (x1 where the chart has no
 * entry); with several kinds of attacker, "benefits are given the Attacker": the smallest.
 * *by is an attacking unit that gives it. */
static fx capability_factor(const ps_game *g, const struct combat *c, const struct unit *def,
                            int *by, bool *several)
{
    fx best = 0;
    *several = false;
    for (int k = 0; k < c->natt; k++) {
        const struct unit *a = &g->st.units[c->att[k]];
        fx f = g->tables.capability[def->type][a->type];
        if (f == 0)
            f = FX_ONE;
        if (best && f != best)
            *several = true;
        if (best == 0 || f < best) {
            best = f;
            *by = c->att[k];
        }
    }
    return best ? best : FX_ONE;
}

/* [16.21] (optional facing) A unit is attacked through a flank hexside when some attacking
 * unit stands in one of its three flank hexes; [16.23] each unit of a hex by its own facing. */
static int flank_attacker(const ps_game *g, const struct combat *c, const struct unit *def)
{
    for (int k = 0; k < c->natt; k++) {
        const struct unit *a = &g->st.units[c->att[k]];
        int d = facing_dir(def->hex, a->hex);
        if (d >= 0 && !facing_front(def->facing, d))
            return c->att[k];
    }
    return -1;
}

static fx melee_defence(const ps_game *g, struct combat *c, struct combat_explain *ex)
{
    const struct game_state *st = &g->st;
    char v[24], w[24];
    fx total = 0;
    /* [7.12], [5.41] all units in a hex defend as one; [7.22] several hexes are combined. */
    for (int i = 0; i < c->nhex; i++) {
        hex_id h = c->hex[i];
        bool with_melee = false, with_rider = false;
        for (int u = st->first_in_hex[h]; u >= 0; u = st->units[u].next) {
            const struct unit *un = &st->units[u];
            if (game_type(g, un)->melee_kind != MELEE_DOT)
                with_melee = true;
            if (!unit_is_leader(g, un) && !unit_is_chariot(g, un))
                with_rider = true;
        }
        int doubled = hex_melee_effect(g, h, false, TEC_MELEE_DOUBLED);
        fx units = 0, leaders = 0;
        for (int u = st->first_in_hex[h]; u >= 0; u = st->units[u].next) {
            const struct unit *un = &st->units[u];
            struct uline l;
            uline_start(&l, ex);
            uput(&l, "  unit %d %s at %s: ", u, code_of(g, u), hexname(h).s);
            fx s = defence_base(g, un, with_melee, with_rider, &l);
            /* [7.6] the Terrain Effects Chart doubles defenders in woods, village, swamp,
             * river and bridge hexes. */
            if (doubled >= 0 && s > 0) {
                s *= 2;
                fx_format(s, w);
                uput(&l, ", in %s doubled [7.6] = %s", tec_feature_name((enum tec_feature)doubled), w);
            }
            /* [C3.2] (optional) the unit capability chart, by the defender's own type. */
            if (option_on(g, PS_OPT_CAPABILITY) && s > 0) {
                int by = -1;
                bool several;
                fx f = capability_factor(g, c, un, &by, &several);
                if (f != FX_ONE) {
                    char x[32];
                    s = (fx)((int64_t)s * f / FX_ONE);
                    factor_format(f, x);
                    fx_format(s, w);
                    uput(&l, ", attacked by %s: %s%s [C3.2] = %s", code_of(g, by), x,
                         several ? " (several kinds: the Attacker's benefit)" : "", w);
                }
            }
            /* [13.0] (optional) panicked units defend at one-half. */
            if (option_on(g, PS_OPT_PANIC) && (un->flags & UF_PANICKED) && s > 0) {
                s = fx_half(s);
                fx_format(s, w);
                uput(&l, ", panicked halved [13.0] = %s", w);
            }
            /* [16.21], [16.22], [16.25] (optional facing) attacked in part or whole through a
             * flank hexside: one-half, fractions retained, a bracketed value halved again. */
            int fa = option_on(g, PS_OPT_FACING) && s > 0 ? flank_attacker(g, c, un) : -1;
            if (fa >= 0) {
                s = fx_half(s);
                fx_format(s, w);
                uput(&l, ", faces %s, attacked through a flank hexside by unit %d: halved "
                         "[16.21] = %s", facing_name(un->facing), fa, w);
            }
            /* [23.0] (simultaneous sequence) plotted to move: one-half [23.11], fractions
             * retained; plotted to fire or to melee attack: full strength [23.2], [23.3]. */
            int task = sim_revealed(g) ? st->plots[u].task : PS_TASK_NO;
            if (sim_plotted_to_move(g, u) && s > 0) {
                s = fx_half(s);
                fx_format(s, w);
                uput(&l, ", plotted to move: halved [23.11] = %s", w);
            } else if (task == PS_TASK_OF || task == PS_TASK_DF || task == PS_TASK_ML) {
                uput(&l, ", plotted to %s: full strength [%s]",
                     task == PS_TASK_ML ? "melee attack" : "fire",
                     task == PS_TASK_ML ? "23.3" : "23.2");
            }
            say(ex, "%s", l.text);
            if (unit_is_leader(g, un))
                leaders += s;
            else
                units += s;
        }
        /* [10.11], [10.12] the leaders' combined bonus goes to the other units, never more
         * than their adjusted strength, never to a leader. */
        char list[96]; /* the leaders named, written (and read) only for an explanation */
        int bonus = leader_bonus(g, h, !c->side, list, ex ? sizeof list : 0);
        fx add = 0;
        if (bonus > 0) {
            add = FX(bonus) < units ? FX(bonus) : units;
            fx_format(units, v);
            fx_format(add, w);
            say(ex, "  leaders at %s (%s): bonus %d, at most the non-leader units' %s [10.11]: +%s",
                hexname(h).s, list, bonus, v, w);
        }
        total += units + leaders + add;
    }
    return total;
}

/* ---- odds and results [7.32], [8.0]-[8.24] ------------------------------------------- */

/* [7.32] odds are rounded in favour of the defender: the highest column att:def that the
 * strengths reach.  -1 below the first column ([8.1] no attack); above the last, the last. */
static int crt_column(const struct crt *t, fx att, fx def)
{
    for (int i = t->ncols - 1; i >= 0; i--)
        if ((int64_t)att * t->cols[i].def >= (int64_t)def * t->cols[i].att)
            return i;
    return -1;
}

static void distribution(const ps_game *g, struct combat *c)
{
    const struct crt *t = &g->tables.crt;
    c->faces = t->die_sides < COMBAT_MAX_FACES ? t->die_sides : COMBAT_MAX_FACES;
    for (int i = 0; i < c->nhex; i++)
        /* [8.2] +1 against a stack holding at least one disrupted unit; [8.24] hex by hex. */
        c->plus[i] = (int8_t)hex_has_flag(&g->st, c->hex[i], UF_DISRUPTED);
    for (int f = 1; f <= c->faces; f++)
        for (int i = 0; i < c->nhex; i++) {
            int row = f + c->plus[i];
            if (row > t->max_roll)
                row = t->max_roll;
            if (row < t->min_roll)
                row = t->min_roll;
            c->result[f - 1][i] = t->result[row - t->min_roll][c->column];
        }
}

ps_status combat_assess(const ps_game *g, const ps_action *a, struct combat *c,
                        struct combat_explain *ex, char *why, size_t whylen)
{
    memset(c, 0, sizeof *c);
    if (ex)
        ex->n = 0;
    if (g->st.pending.kind != PENDING_NONE)
        return combat_refuse(why, whylen, PS_EILLEGAL,
                             "[8.0] the last combat result waits for a decision");
    ps_status s;
    if (a->kind == PS_ACT_FIRE)
        s = fire_validate(g, a, c, why, whylen);
    else if (a->kind == PS_ACT_MELEE)
        s = melee_validate(g, a, c, why, whylen);
    else
        return combat_refuse(why, whylen, PS_EINVAL, "not a fire or melee action");
    if (s != PS_OK)
        return s;
    if (c->fire) {
        fire_strengths(g, c, ex);
    } else {
        int head = reserve(ex);
        c->att_strength = melee_attack(g, c, ex);
        fill_fx(ex, head, "attack", c->att_strength);
        head = reserve(ex);
        c->def_strength = melee_defence(g, c, ex);
        fill_fx(ex, head, "defence", c->def_strength);
    }
    c->column = crt_column(&g->tables.crt, c->att_strength, c->def_strength);
    if (c->column < 0) {
        char a1[24], d1[24];
        fx_format(c->att_strength, a1);
        fx_format(c->def_strength, d1);
        const struct crt_column *low = &g->tables.crt.cols[0];
        return combat_refuse(why, whylen, PS_EILLEGAL,
                             "[8.1] %s against %s is below %d-%d: no attack allowed", a1, d1,
                             low->att, low->def);
    }
    distribution(g, c);
    return PS_OK;
}
