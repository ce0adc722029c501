/* Melee combat [7.0]-[7.6].
 *
 * The Phasing Player attacks in the Melee Combat Phase.  An attack names its units and one or
 * two defending hexes (the action notation's limit, [7.22]); every attacking unit must be
 * adjacent to every defending hex [7.23].  A hex defends as one [7.12], [5.41] and is attacked
 * at most once [7.13]; a unit attacks at most once [7.14].  Strengths, flank and odds are
 * strength.c's; results are results.c's. */
#include "combat.h"

#include <string.h>

#include "facing.h"
#include "units.h"

/* The checks of one attacking unit that do not depend on the defending hexes. */
static ps_status attacker_ok(const ps_game *g, int u, int side, char *why, size_t len)
{
    const struct game_state *st = &g->st;
    if (u < 0 || u >= st->nunits)
        return combat_refuse(why, len, PS_EINVAL, "no unit %d", u);
    const struct unit *un = &st->units[u];
    const struct unit_type *ut = game_type(g, un);
    if (un->side != side)
        return combat_refuse(why, len, PS_EILLEGAL, "[7.0] unit %d is not one of the %s' units",
                             u, g->scen.force[side].name);
    if (un->where != UNIT_ON_MAP)
        return combat_refuse(why, len, PS_EILLEGAL, "[7.0] unit %d is not on the map", u);
    /* [3.36] dot units (bowmen, chariots [C1.1], leaders [10.1]) may not melee attack. */
    if (ut->melee_kind == MELEE_DOT)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[3.36] unit %d (%s) has a dot melee value and may not melee attack%s",
                             u, ut->code,
                             unit_is_leader(g, un) ? "; its bonus goes to the units it is "
                                                     "stacked with [10.1]" : "");
    /* [8.2] disrupted units may not initiate combat; [7.15] so neither may units disrupted by
     * Defensive Fire. */
    if (un->flags & UF_DISRUPTED)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[8.2] unit %d is disrupted and may not attack [7.15]", u);
    if ((st->options >> PS_OPT_PANIC & 1u) && (un->flags & UF_PANICKED))
        return combat_refuse(why, len, PS_EILLEGAL, "[13.0] unit %d is panicked and may not attack",
                             u);
    /* [7.14] */
    if (un->flags & UF_ATTACKED)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[7.14] unit %d has already attacked in this phase", u);
    /* [6.11], [6.51] a fire unit that fired in this Player-Turn may not melee attack. */
    if (unit_is_fire(g, un) && un->fired_pturn == st->pturn)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[6.11] unit %d fired in this Player-Turn and may not melee attack "
                             "[6.51]", u);
    return PS_OK;
}

/* The checks of one defending hex. */
static ps_status defender_ok(const ps_game *g, hex_id h, int side, char *why, size_t len)
{
    const struct game_state *st = &g->st;
    if (game_hex_side(st, h) != !side)
        return combat_refuse(why, len, PS_EILLEGAL, "[7.0] %s holds no enemy units",
                             hexname(h).s);
    /* [7.13], [7.14] a hex is the object of one melee combat only. */
    if (hex_has_flag(st, h, UF_DEFENDED))
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[7.13] %s has already been attacked in this phase", hexname(h).s);
    return PS_OK;
}

ps_status melee_validate(const ps_game *g, const ps_action *a, struct combat *c, char *why,
                         size_t len)
{
    const struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_MELEE)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[7.0] melee attacks are made in the Melee Combat Phase");
    int side = st->to_act;
    /* [7.22] "two or more adjacent hexes", no limit; [7.23] every attacker adjacent to every
     * defender allows at most the six around one hex. */
    if (a->nhexes < 1)
        return combat_refuse(why, len, PS_EILLEGAL, "[7.22] a melee attack names its defending "
                             "hexes");
    if (a->nhexes > COMBAT_MAX_HEXES)
        return combat_refuse(why, len, PS_EILLEGAL, "[7.23] a melee attack names at most %d "
                             "defending hexes: every attacking unit must be adjacent to every "
                             "defending unit", COMBAT_MAX_HEXES);
    if (a->nunits < 1)
        return combat_refuse(why, len, PS_EINVAL, "a melee attack names its units");
    for (int i = 0; i < a->nhexes; i++) {
        hex_id h = rules_hex(g, a->hexes[i]);
        if (h == HEX_NONE)
            return combat_refuse(why, len, PS_EINVAL, "%04d is not a hex of the map",
                                 a->hexes[i]);
        for (int j = 0; j < i; j++)
            if (c->hex[j] == h)
                return combat_refuse(why, len, PS_EILLEGAL, "[7.13] %s is named twice",
                                     hexname(h).s);
        ps_status s = defender_ok(g, h, side, why, len);
        if (s != PS_OK)
            return s;
        c->hex[c->nhex++] = h;
    }
    for (int i = 0; i < a->nunits; i++) {
        int u = a->units[i];
        for (int j = 0; j < i; j++)
            if (a->units[j] == u)
                return combat_refuse(why, len, PS_EILLEGAL, "[7.14] unit %d is named twice", u);
        ps_status s = attacker_ok(g, u, side, why, len);
        if (s != PS_OK)
            return s;
        /* [7.23] every attacking unit adjacent to every defending unit. */
        hex_id from = st->units[u].hex;
        for (int k = 0; k < c->nhex; k++)
            if (map_distance(from, c->hex[k]) != 1)
                return combat_refuse(why, len, PS_EILLEGAL,
                                     "[7.23] unit %d at %s is not adjacent to %s: every attacking "
                                     "unit must be adjacent to every defending unit",
                                     u, hexname(from).s, hexname(c->hex[k]).s);
        /* [16.2] (optional facing) a unit may attack only hexes it fronts upon. */
        for (int k = 0; k < c->nhex && facing_used(g); k++)
            if (!facing_fronts_on(&st->units[u], c->hex[k]))
                return combat_refuse(why, len, PS_EILLEGAL,
                                     "[16.2] unit %d at %s faces %s and does not front on %s: a "
                                     "unit attacks only hexes it fronts upon", u,
                                     hexname(from).s, facing_name(st->units[u].facing),
                                     hexname(c->hex[k]).s);
        c->att[c->natt++] = (int16_t)u;
    }
    c->fire = false;
    c->side = (uint8_t)side;
    return PS_OK;
}

ps_status melee_check(ps_game *g, const ps_action *a)
{
    struct combat c;
    char why[PS_ERR_MAX];
    ps_status s = combat_assess(g, a, &c, NULL, why, sizeof why);
    return s == PS_OK ? PS_OK : game_fail(g, s, "%s", why);
}

void melee_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    struct combat c;
    char why[PS_ERR_MAX];
    if (combat_assess(g, a, &c, NULL, why, sizeof why) != PS_OK)
        return; /* cannot happen: the checker passed */
    /* [17.0] (optional) the defender may first retreat before combat; the attack is then
     * marked and fought by retreat.c. */
    if (retreat_offer(g, &c))
        return;
    for (int i = 0; i < c.natt; i++)
        st->units[c.att[i]].flags |= UF_ATTACKED | UF_MELEED;
    for (int i = 0; i < c.nhex; i++)
        for (int u = st->first_in_hex[c.hex[i]]; u >= 0; u = st->units[u].next)
            st->units[u].flags |= UF_DEFENDED;
    combat_resolve(g, &c);
}

/* ---- legal melee attacks --------------------------------------------------------------- */

static int emit(ps_action *out, int max, int n, const int16_t *units, int nunits,
                const hex_id *hexes, int nhexes)
{
    if (n < max) {
        ps_action *a = &out[n];
        memset(a, 0, sizeof *a);
        a->kind = PS_ACT_MELEE;
        a->nunits = (uint8_t)nunits;
        memcpy(a->units, units, (size_t)nunits * sizeof units[0]);
        a->nhexes = (uint8_t)nhexes;
        for (int i = 0; i < nhexes; i++) {
            hex_cr cr = map_cr(hexes[i]);
            a->hexes[i] = (int16_t)(cr.col * 100 + cr.row);
        }
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

/* Emits the attack if it is legal (odds 1-2 or better [8.1]) and names u (any unit if u < 0). */
static int try_emit(ps_game *g, int u, ps_action *out, int max, int n, const int16_t *units,
                    int nunits, const hex_id *hexes, int nhexes)
{
    if (nunits < 1 || (u >= 0 && !names(units, nunits, u)))
        return n;
    ps_action a;
    struct combat c;
    emit(&a, 1, 0, units, nunits, hexes, nhexes);
    /* Legal generation needs no reason: passing none skips formatting one. */
    if (combat_assess(g, &a, &c, NULL, NULL, 0) != PS_OK)
        return n;
    return emit(out, max, n, units, nunits, hexes, nhexes);
}

bool melee_may_act(const ps_game *g, int u, int side)
{
    const struct game_state *st = &g->st;
    if (attacker_ok(g, u, side, NULL, 0) != PS_OK)
        return false;
    /* [7.23] every attacking unit is adjacent to the hexes it attacks. */
    return move_next_to_enemy(g, st->units[u].hex, side);
}

/* The side's units that may attack (attacker_ok), in index order. */
static int ready_all(const ps_game *g, int side, int16_t *ready)
{
    int nready = 0, nlist;
    const int16_t *list = units_of_side(g, side, false, &nlist);
    for (int i = 0; i < nlist; i++) {
        int k = list ? list[i] : i;
        if (attacker_ok(g, k, side, NULL, 0) == PS_OK)
            ready[nready++] = (int16_t)k;
    }
    return nready;
}

/* Those of them next to one of the targets [7.23], in index order. */
static int ready_near(const ps_game *g, int side, const hex_id *targets, int ntargets,
                      int16_t *ready)
{
    const struct game_state *st = &g->st;
    int nready = 0;
    for (int t = 0; t < ntargets; t++)
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id h = move_neighbour(g, targets[t], d);
            int k = h == HEX_NONE ? -1 : st->first_in_hex[h];
            for (; k >= 0; k = st->units[k].next) {
                if (st->units[k].side == side && attacker_ok(g, k, side, NULL, 0) == PS_OK)
                    nready = unit_list_insert(ready, nready, k);
            }
        }
    return nready;
}

/* For each enemy hex: every single-unit attack, the attack of each attacking hex's units
 * together, and the attack of every unit that can reach it (when those stand in two or more
 * hexes).  For each attacking hex and each set of two or more enemy hexes adjacent to it: the
 * attack of that hex's units on all of them [7.22] ([7.23]: only units of one hex can be
 * adjacent to three or more).  Distinct by construction; each at 1-2 or better. */
int melee_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_MELEE || st->pending.kind != PENDING_NONE)
        return n;
    int side = st->to_act;
    /* Asked for one unit that cannot attack: nothing, without a look at the others. */
    if (u >= 0 && attacker_ok(g, u, side, NULL, 0) != PS_OK)
        return n;
    /* The enemy's hexes that may be attacked; asked for one unit, only those next to it. */
    hex_id targets[GAME_MAX_UNITS];
    int ntargets = 0;
    hex_id enemy[GAME_MAX_UNITS];
    int nenemy = combat_enemy_hexes(g, side, u >= 0 ? st->units[u].hex : HEX_NONE, 1, enemy);
    for (int j = 0; j < nenemy; j++)
        if (defender_ok(g, enemy[j], side, NULL, 0) == PS_OK)
            targets[ntargets++] = enemy[j];
    /* The units that may attack, in index order: asked for one unit, those next to its
     * targets (no other joins an attack that names it). */
    int16_t ready[GAME_MAX_UNITS];
    int nready = u >= 0 ? ready_near(g, side, targets, ntargets, ready)
                        : ready_all(g, side, ready);
    if (nready == 0)
        return n;
    uint8_t seen[MAP_MAX_HEXES];
    for (int t = 0; t < ntargets; t++) {
        int16_t reach[PS_ACTION_MAX_UNITS];
        int nreach = 0;
        for (int i = 0; i < nready && nreach < PS_ACTION_MAX_UNITS; i++)
            if (map_distance(st->units[ready[i]].hex, targets[t]) == 1 &&
                (!facing_used(g) || facing_fronts_on(&st->units[ready[i]], targets[t])))
                reach[nreach++] = ready[i]; /* [16.2] with facing, only units fronting on it */
        for (int i = 0; i < nreach; i++)
            n = try_emit(g, u, out, max, n, &reach[i], 1, &targets[t], 1);
        int groups = 0;
        for (int i = 0; i < nreach; i++) {
            hex_id h = st->units[reach[i]].hex;
            bool first = true;
            for (int j = 0; j < i; j++)
                first &= st->units[reach[j]].hex != h;
            if (!first)
                continue;
            groups++;
            int16_t grp[PS_ACTION_MAX_UNITS];
            int ng = 0;
            for (int j = i; j < nreach; j++)
                if (st->units[reach[j]].hex == h)
                    grp[ng++] = reach[j];
            if (ng >= 2)
                n = try_emit(g, u, out, max, n, grp, ng, &targets[t], 1);
        }
        if (groups >= 2)
            n = try_emit(g, u, out, max, n, reach, nreach, &targets[t], 1);
    }
    /* Attacks on several hexes by one attacking hex's units [7.22]; asked for one unit, only
     * its own hex's (an attack from another names it not). */
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < nready; i++) {
        hex_id h = st->units[ready[i]].hex;
        if (seen[h] || (u >= 0 && h != st->units[u].hex))
            continue;
        seen[h] = 1;
        int16_t grp[PS_ACTION_MAX_UNITS];
        int ng = 0;
        for (int j = i; j < nready && ng < PS_ACTION_MAX_UNITS; j++)
            if (st->units[ready[j]].hex == h)
                grp[ng++] = ready[j];
        hex_id near[COMBAT_MAX_HEXES];
        int nnear = 0;
        for (int t = 0; t < ntargets && nnear < COMBAT_MAX_HEXES; t++)
            if (map_distance(h, targets[t]) == 1)
                near[nnear++] = targets[t];
        /* Every set of two or more of them [7.22]: by size, each size in lexicographic order. */
        for (int size = 2; size <= nnear; size++) {
            int idx[COMBAT_MAX_HEXES];
            for (int k = 0; k < size; k++)
                idx[k] = k;
            for (;;) {
                hex_id def[COMBAT_MAX_HEXES];
                for (int k = 0; k < size; k++)
                    def[k] = near[idx[k]];
                /* [16.2] with facing, the hex's units that front on all of them. */
                int16_t all[PS_ACTION_MAX_UNITS];
                int na = 0;
                for (int j = 0; j < ng; j++) {
                    bool fronts = true;
                    for (int k = 0; k < size && facing_used(g); k++)
                        fronts = fronts && facing_fronts_on(&st->units[grp[j]], def[k]);
                    if (fronts)
                        all[na++] = grp[j];
                }
                n = try_emit(g, u, out, max, n, all, na, def, size);
                int k = size - 1;
                while (k >= 0 && idx[k] == nnear - size + k)
                    k--;
                if (k < 0)
                    break;
                idx[k]++;
                for (int m = k + 1; m < size; m++)
                    idx[m] = idx[m - 1] + 1;
            }
        }
    }
    return n;
}
