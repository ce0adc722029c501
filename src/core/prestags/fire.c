/* Fire combat [6.0]-[6.5] and Defensive Fire [6.4], [C1.5].
 *
 * Who fires: in the Fire Combat Phase the Phasing Player; in the two Defensive Fire phases
 * (after the Chariot Phase [C1.5] and after the Movement Phase [6.42]) the non-Phasing Player
 * (st->to_act either way).  A fire attack names one target hex [6.16], [6.31] and any number of
 * fire units, from any hexes and ranges [6.21], each of which must be able to fire at it on
 * its own.  A unit fires at most once a Player-Turn and never in two consecutive Player-Turns:
 * fired_pturn keeps the Player-Turn of its last fire [6.12], [6.43], [6.51]. */
#include "combat.h"

#include <string.h>

#include "facing.h"
#include "units.h"

/* The checks of one firing unit that do not depend on the target. */
static ps_status firer_ok(const ps_game *g, int u, int side, char *why, size_t len)
{
    const struct game_state *st = &g->st;
    if (u < 0 || u >= st->nunits)
        return combat_refuse(why, len, PS_EINVAL, "no unit %d", u);
    const struct unit *un = &st->units[u];
    const struct unit_type *ut = game_type(g, un);
    if (un->side != side)
        return combat_refuse(why, len, PS_EILLEGAL, "[6.0] unit %d is not one of the %s' units",
                             u, g->scen.force[side].name);
    if (un->where != UNIT_ON_MAP)
        return combat_refuse(why, len, PS_EILLEGAL, "[6.0] unit %d is not on the map", u);
    /* [3.35] only units with a Fire Attack Strength and a Range Allowance fire. */
    if (!unit_is_fire(g, un))
        return combat_refuse(why, len, PS_EILLEGAL, "[3.35] unit %d (%s) is not a fire unit",
                             u, ut->code);
    /* [8.2] disrupted units may not employ fire. */
    if (un->flags & UF_DISRUPTED)
        return combat_refuse(why, len, PS_EILLEGAL, "[8.2] unit %d is disrupted and may not fire",
                             u);
    /* [13.0] (optional) panicked units may not attack. */
    if ((st->options >> PS_OPT_PANIC & 1u) && (un->flags & UF_PANICKED))
        return combat_refuse(why, len, PS_EILLEGAL, "[13.0] unit %d is panicked and may not attack",
                             u);
    /* [6.15] no unit may take part in more than one attack per Combat Phase. */
    if (un->flags & UF_ATTACKED)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[6.15] unit %d has already attacked in this phase", u);
    /* [6.43] "they require one full Player-Turn to prepare fire": once a Player-Turn (a unit
     * that fired at chariots [C1.5] does not fire again after the Movement Phase). */
    if (un->fired_pturn == st->pturn)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[6.43] unit %d has already fired in this Player-Turn", u);
    /* [6.12], [6.43], [6.51] never in consecutive Player-Turns. */
    if (un->fired_pturn == st->pturn - 1)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[6.12] unit %d fired in the previous Player-Turn and may not fire "
                             "in this one", u);
    /* [6.33] Ff units may not fire from stream or ford hexes; (TEC) Mf units not from swamp. */
    enum tec_feature f[4];
    int nf = hex_features(g, un->hex, f);
    for (int i = 0; i < nf; i++) {
        const struct tec_row *row = &g->tables.tec[f[i]];
        if ((ut->cls == CLASS_FF && row->no_ff_fire) || (ut->cls == CLASS_MF && row->no_mf_fire))
            return combat_refuse(why, len, PS_EILLEGAL,
                                 "[6.33] %s unit %d may not fire from the %s hex %s",
                                 unit_class_name((enum unit_class)ut->cls), u,
                                 tec_feature_name(f[i]), hexname(un->hex).s);
    }
    return PS_OK;
}

/* The checks of one firing unit against the target hex. */
static ps_status firer_reaches(const ps_game *g, int u, hex_id target, char *why, size_t len)
{
    const struct unit *un = &g->st.units[u];
    const struct unit_type *ut = game_type(g, un);
    int d = map_distance(un->hex, target);
    /* [6.42] Defensive Fire is at adjacent hexes only. */
    if (phase_is_defensive_fire(&g->st) && d != 1)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[6.42] Defensive Fire is only at adjacent hexes: %s is %d hexes from "
                             "unit %d", hexname(target).s, d, u);
    /* [3.35], [6.13] range counts the target hex, not the firing hex: the hex distance. */
    if (d > ut->range)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[6.13] %s is %d hexes from unit %d, beyond its Range Allowance of %d "
                             "[3.35]", hexname(target).s, d, u, ut->range);
    /* [16.31] (optional facing) fire units attack only through their front hexes, in normal
     * Fire Combat and in Defensive Fire. */
    if (facing_used(g) && !facing_fire_front(un, target))
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[16.31] unit %d at %s faces %s: %s is not through its front hexes",
                             u, hexname(un->hex).s, facing_name(un->facing), hexname(target).s);
    /* [6.34] */
    return los_check(g, un->hex, target, why, len);
}

/* The checks of the target hex. */
static ps_status target_ok(const ps_game *g, hex_id t, int side, char *why, size_t len)
{
    const struct game_state *st = &g->st;
    if (game_hex_side(st, t) != !side)
        return combat_refuse(why, len, PS_EILLEGAL, "[6.0] %s holds no enemy units",
                             hexname(t).s);
    /* [6.15] a unit is attacked at most once per Combat Phase; [6.45] the same hex never
     * more than once in Defensive Fire. */
    if (hex_has_flag(st, t, UF_DEFENDED))
        return combat_refuse(why, len, PS_EILLEGAL, "%s %s has already been attacked in this phase",
                             phase_is_defensive_fire(st) ? "[6.45]" : "[6.15]", hexname(t).s);
    /* [6.42] Defensive Fire only at hexes into which enemy units moved in the Movement Phase;
     * [C1.5] after the Chariot Phase, those the chariots (and what they carry, or set down)
     * moved into (docs/rules-as-coded.md, [C1.5]). */
    if (phase_is_defensive_fire(st) && !hex_has_flag(st, t, UF_MOVED))
        return combat_refuse(why, len, PS_EILLEGAL, "%s no enemy unit moved into %s in the %s Phase",
                             st->phase == PS_PHASE_DEFENSIVE_FIRE ? "[6.42]" : "[C1.5]",
                             hexname(t).s,
                             st->phase == PS_PHASE_DEFENSIVE_FIRE ? "Movement" : "Chariot");
    return PS_OK;
}

ps_status fire_validate(const ps_game *g, const ps_action *a, struct combat *c, char *why,
                        size_t len)
{
    const struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_FIRE && !phase_is_defensive_fire(st))
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[6.0] fire attacks are made in the Fire Combat Phase and in "
                             "Defensive Fire [6.4]");
    int side = st->to_act;
    /* [6.16], [6.31] one target hex. */
    if (a->nhexes != 1)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[6.16] a fire attack has exactly one target hex");
    if (a->nunits < 1)
        return combat_refuse(why, len, PS_EINVAL, "a fire attack names its units");
    hex_id t = rules_hex(g, a->hexes[0]);
    if (t == HEX_NONE)
        return combat_refuse(why, len, PS_EINVAL, "%04d is not a hex of the map", a->hexes[0]);
    ps_status s = target_ok(g, t, side, why, len);
    if (s != PS_OK)
        return s;
    for (int i = 0; i < a->nunits; i++) {
        int u = a->units[i];
        for (int j = 0; j < i; j++)
            if (a->units[j] == u)
                return combat_refuse(why, len, PS_EILLEGAL, "[6.15] unit %d is named twice", u);
        s = firer_ok(g, u, side, why, len);
        if (s == PS_OK)
            s = firer_reaches(g, u, t, why, len);
        if (s != PS_OK)
            return s;
        c->att[c->natt++] = (int16_t)u;
    }
    c->fire = true;
    c->side = (uint8_t)side;
    c->nhex = 1;
    c->hex[0] = t;
    return PS_OK;
}

ps_status fire_check(ps_game *g, const ps_action *a)
{
    struct combat c;
    char why[PS_ERR_MAX];
    ps_status s = combat_assess(g, a, &c, NULL, why, sizeof why);
    return s == PS_OK ? PS_OK : game_fail(g, s, "%s", why);
}

void fire_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    struct combat c;
    char why[PS_ERR_MAX];
    if (combat_assess(g, a, &c, NULL, why, sizeof why) != PS_OK)
        return; /* cannot happen: the checker passed */
    for (int i = 0; i < c.natt; i++) {
        struct unit *un = &st->units[c.att[i]];
        un->flags |= UF_ATTACKED | UF_FIRED;
        un->fired_pturn = (int16_t)st->pturn;
    }
    for (int u = st->first_in_hex[c.hex[0]]; u >= 0; u = st->units[u].next)
        st->units[u].flags |= UF_DEFENDED;
    combat_resolve(g, &c);
}

bool fire_may_act(const ps_game *g, int u, int side)
{
    const struct game_state *st = &g->st;
    if (firer_ok(g, u, side, NULL, 0) != PS_OK)
        return false;
    if (!phase_is_defensive_fire(st))
        return true;
    /* [6.42] Defensive Fire is at adjacent hexes only. */
    return move_next_to_enemy(g, st->units[u].hex, side);
}

/* ---- legal fire attacks ---------------------------------------------------------------- */

static int emit(ps_action *out, int max, int n, const int16_t *units, int nunits, hex_id t)
{
    if (n < max) {
        ps_action *a = &out[n];
        memset(a, 0, sizeof *a);
        a->kind = PS_ACT_FIRE;
        a->nunits = (uint8_t)nunits;
        memcpy(a->units, units, (size_t)nunits * sizeof units[0]);
        hex_cr cr = map_cr(t);
        a->nhexes = 1;
        a->hexes[0] = (int16_t)(cr.col * 100 + cr.row);
    }
    return n + 1;
}

static bool names(const int16_t *units, int n, int u)
{
    for (int i = 0; i < n; i++)
        if (units[i] == u)
            return true;
    return false;
}

/* The distance within which unit u may fire: its Range Allowance [6.13], or adjacent in
 * Defensive Fire [6.42] (firer_reaches' first two tests, made before its call). */
static int reach_distance(const ps_game *g, int u)
{
    return phase_is_defensive_fire(&g->st) ? 1 : game_type(g, &g->st.units[u])->range;
}

/* The side's units that may fire, each with its place and reach_distance. */
struct firer {
    int16_t u;
    int8_t dist;
    struct map_cube at;
};

static int list_firers(const ps_game *g, int side, struct firer *firers)
{
    int nfirers = 0, nlist;
    const int16_t *list = units_of_side(g, side, false, &nlist);
    for (int i = 0; i < nlist; i++) {
        int f = list ? list[i] : i;
        if (firer_ok(g, f, side, NULL, 0) == PS_OK)
            firers[nfirers++] = (struct firer){(int16_t)f, (int8_t)reach_distance(g, f),
                                               map_cube(g->st.units[f].hex)};
    }
    return nfirers;
}

/* Every single-unit attack, and for each target the attack of all the units that can reach
 * it (the first PS_ACTION_MAX_UNITS of them); both only at odds of 1-2 or better [8.1].
 * Hexes holding only leaders are skipped: fire never harms leaders [10.31]. */
int fire_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    if ((st->phase != PS_PHASE_FIRE && !phase_is_defensive_fire(st)) ||
        st->pending.kind != PENDING_NONE)
        return n;
    int side = st->to_act;
    /* Asked for one unit that cannot fire: nothing, without a look at the others; one with
     * no enemy within its range: nothing, without the side's firers or any line of sight. */
    if (u >= 0 && firer_ok(g, u, side, NULL, 0) != PS_OK)
        return n;
    hex_id targets[GAME_MAX_UNITS];
    int ntargets = combat_enemy_hexes(g, side, u >= 0 ? st->units[u].hex : HEX_NONE,
                                      u >= 0 ? reach_distance(g, u) : 0, targets);
    /* The side's firers, listed when a first target is found (asked for one unit, most
     * queries find none it can see). */
    struct firer firers[GAME_MAX_UNITS];
    int nfirers = -1;
    for (int j = 0; j < ntargets; j++) {
        hex_id t = targets[j];
        struct map_cube t_at = map_cube(t);
        /* Asked for one unit: only the targets it can reach (the distance is known). */
        if (u >= 0 && firer_reaches(g, u, t, NULL, 0) != PS_OK)
            continue;
        bool harmable = false;
        for (int v = st->first_in_hex[t]; v >= 0; v = st->units[v].next)
            harmable |= !unit_is_leader(g, &st->units[v]);
        if (!harmable || target_ok(g, t, side, NULL, 0) != PS_OK)
            continue;
        if (nfirers < 0)
            nfirers = list_firers(g, side, firers);
        int16_t reach[PS_ACTION_MAX_UNITS];
        int nreach = 0;
        for (int i = 0; i < nfirers && nreach < PS_ACTION_MAX_UNITS; i++)
            if (map_cube_distance(firers[i].at, t_at) <= firers[i].dist &&
                firer_reaches(g, firers[i].u, t, NULL, 0) == PS_OK)
                reach[nreach++] = firers[i].u;
        struct combat c;
        ps_action a;
        for (int i = 0; i < nreach; i++) {
            if (u >= 0 && reach[i] != u)
                continue;
            emit(&a, 1, 0, &reach[i], 1, t);
            if (combat_assess(g, &a, &c, NULL, NULL, 0) == PS_OK)
                n = emit(out, max, n, &reach[i], 1, t);
        }
        if (nreach >= 2 && (u < 0 || names(reach, nreach, u))) {
            emit(&a, 1, 0, reach, nreach, t);
            if (combat_assess(g, &a, &c, NULL, NULL, 0) == PS_OK)
                n = emit(out, max, n, reach, nreach, t);
        }
    }
    return n;
}
