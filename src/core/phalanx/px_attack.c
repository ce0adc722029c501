/* Phalanx attacks through the Player-Turn [Phalanx Game Procedure]: allocation (2), defensive
 * fire (3), offensive fire (4) and melee (5).  "fire U,U HEX" and "melee U,U HEX" allocate in
 * the Allocation Phase (one fire and one melee attack per target hex: more units join it) and
 * make the allocated attack in its phase, naming the allocated units still able; in the
 * Defensive Fire Phase "fire" is the non-Phasing Player's defensive fire, resolved at once.
 * Attacks that can no longer be made are cancelled as soon as that happens (px_combat.h). */
#include <stdio.h>
#include <string.h>

#include "px_combat.h"

#include "core/rules.h"

int px_attack_find(const ps_game *g, hex_id target, bool fire, int side)
{
    const struct px_state *p = &g->st.px;
    for (int i = 0; i < p->nattacks; i++) {
        const struct px_attack *a = &p->attacks[i];
        if (a->target == target && a->fire == fire && a->nunits &&
            g->st.units[a->units[0]].side == side)
            return i;
    }
    return -1;
}

int px_attack_able(const ps_game *g, const struct px_attack *a, int *out)
{
    int n = 0;
    for (int i = 0; i < a->nunits; i++)
        if (g->st.units[a->units[i]].where == UNIT_ON_MAP && !px_demoralized(g, a->units[i]) &&
            !(g->st.px.units[a->units[i]].flags & PXF_RAMPANT)) /* [Phalanx Elephants] */
            out[n++] = a->units[i];
    return n;
}

static ps_status non_viable(ps_game *g, const struct px_assessment *as)
{
    return game_fail(g, PS_EILLEGAL, "[Phalanx Game Procedure] the attack on %04d is non-viable: "
                     "%d to %d is below 1-2", px_cr(as->target), as->att, as->def);
}

static bool listed(const int *units, int n, int u)
{
    for (int i = 0; i < n; i++)
        if (units[i] == u)
            return true;
    return false;
}

/* (2) Allocation: the units' one missile and one melee attack [Phalanx errata Combat L]. */
static ps_status allocation_check(ps_game *g, const int *units, int n, bool fire, hex_id target,
                                  struct px_assessment *as)
{
    const struct game_state *st = &g->st;
    int all[PX_ATTACK_MAX_UNITS * 2], na = 0;
    for (int i = 0; i < n; i++) {
        int u = units[i];
        if (u < 0 || u >= st->nunits || st->units[u].side != st->phasing)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Game Procedure] (2) the Phasing Player "
                             "allocates his own units' attacks");
        const struct unit *un = &st->units[u];
        const struct px_unit_type *t = px_type(g, un);
        uint16_t f = st->px.units[u].flags;
        if (f & (fire ? PXF_FIRED : PXF_MELEED))
            return game_fail(g, PS_EILLEGAL, "[Phalanx errata Combat L] %s %d is already allocated "
                             "to a %s attack this Player-Turn", t->code, u, fire ? "missile" : "melee");
        if (f & (fire ? PXF_MELEED : PXF_FIRED)) {
            if (!t->fire_and_melee.v)
                return game_fail(g, PS_EILLEGAL, "%s %s %d may not both fire and melee in one "
                                 "Player-Turn", px_is_cavalry(g, un) ? "[Phalanx Cavalry]"
                                 : "[Phalanx Combat]", t->code, u);
            int other = px_attack_find(g, target, !fire, st->phasing);
            bool same = false;
            for (int k = 0; other >= 0 && k < st->px.attacks[other].nunits; k++)
                same = same || st->px.attacks[other].units[k] == u;
            if (!same)
                return game_fail(g, PS_EILLEGAL, "[Phalanx errata Combat L] %s %d fires and "
                                 "melees only against the same target", t->code, u);
        }
    }
    int ai = px_attack_find(g, target, fire, st->phasing);
    for (int i = 0; ai >= 0 && i < st->px.attacks[ai].nunits; i++)
        all[na++] = st->px.attacks[ai].units[i];
    for (int i = 0; i < n && na < PX_ATTACK_MAX_UNITS * 2; i++)
        all[na++] = units[i];
    if (ai < 0 && st->px.nattacks >= PX_MAX_ATTACKS)
        return game_fail(g, PS_EILLEGAL, "at most %d attacks a Player-Turn", PX_MAX_ATTACKS);
    ps_status s = px_assess(g, all, na, target, fire, as);
    if (s != PS_OK)
        return s;
    return as->column < 0 ? non_viable(g, as) : PS_OK;
}

/* (3) Defensive fire [Phalanx errata Combat]: "only against Enemy units which have been
 * allocated to attack the missile unit(s) itself". */
static ps_status defensive_check(ps_game *g, const int *units, int n, hex_id target,
                                 struct px_assessment *as)
{
    const struct game_state *st = &g->st;
    for (int i = 0; i < n; i++) {
        int u = units[i];
        if (u < 0 || u >= st->nunits || st->units[u].side == st->phasing ||
            st->units[u].where != UNIT_ON_MAP)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Game Procedure] (3) the non-Phasing "
                             "Player fires defensively with his own units");
        if (st->px.units[u].flags & PXF_FIRED)
            return game_fail(g, PS_EILLEGAL, "[Phalanx errata Combat L] %s %d has already fired "
                             "this Player-Turn", px_type(g, &st->units[u])->code, u);
        bool against = false;
        for (int k = 0; k < st->px.nattacks && !against; k++) {
            const struct px_attack *a = &st->px.attacks[k];
            if (a->target != st->units[u].hex)
                continue;
            for (int j = 0; j < a->nunits; j++)
                against = against || (st->units[a->units[j]].where == UNIT_ON_MAP &&
                                      st->units[a->units[j]].hex == target);
        }
        if (!against)
            return game_fail(g, PS_EILLEGAL, "[Phalanx errata Combat] %d at %04d fires "
                             "defensively only at units allocated to attack its own hex", u,
                             px_cr(st->units[u].hex));
    }
    /* [Phalanx errata Combat H] the fire on one hex in one phase is one attack. */
    if (px_attack_find(g, target, true, !st->phasing) >= 0)
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Combat H] %04d has already been fired "
                         "at this phase: fire on a hex is one combined attack", px_cr(target));
    if (st->px.nattacks >= PX_MAX_ATTACKS)
        return game_fail(g, PS_EILLEGAL, "at most %d attacks a Player-Turn", PX_MAX_ATTACKS);
    ps_status s = px_assess(g, units, n, target, true, as);
    if (s != PS_OK)
        return s;
    return as->column < 0 ? non_viable(g, as) : PS_OK;
}

/* (4), (5): the allocated attack, by its units still able [Phalanx errata Combat E]. */
static ps_status make_check(ps_game *g, const int *units, int n, bool fire, hex_id target,
                            struct px_assessment *as)
{
    const struct game_state *st = &g->st;
    int ai = px_attack_find(g, target, fire, st->phasing);
    if (ai < 0 || st->px.attacks[ai].state != PXA_ALLOCATED)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Game Procedure] no %s attack on %04d waits: "
                         "attacks are allocated in the Allocation Phase", fire ? "fire" : "melee",
                         px_cr(target));
    int able[PX_ATTACK_MAX_UNITS];
    int na = px_attack_able(g, &st->px.attacks[ai], able);
    bool same = na == n;
    for (int i = 0; i < n && same; i++)
        same = listed(able, na, units[i]);
    if (!same) {
        char list[96] = "";
        for (int i = 0; i < na && strlen(list) + 8 < sizeof list; i++)
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%d", i ? "," : "", able[i]);
        return game_fail(g, PS_EILLEGAL, "[Phalanx Game Procedure] the attack on %04d is made by "
                         "all its allocated units still able: %s", px_cr(target), list);
    }
    ps_status s = px_assess(g, able, na, target, fire, as);
    if (s != PS_OK)
        return s;
    return as->column < 0 ? non_viable(g, as) : PS_OK;
}

static ps_status action_assess(ps_game *g, const ps_action *a, bool fire, struct px_assessment *as)
{
    const struct game_state *st = &g->st;
    if (a->nunits < 1 || a->nhexes != 1)
        return game_fail(g, PS_EINVAL, "%s names units and one target hex [Phalanx Combat H]",
                         fire ? "fire" : "melee");
    hex_id target = rules_hex(g, a->hexes[0]);
    if (target == HEX_NONE)
        return game_fail(g, PS_EINVAL, "%04d is not a hex of the map", a->hexes[0]);
    int units[PS_ACTION_MAX_UNITS];
    for (int i = 0; i < a->nunits; i++)
        units[i] = a->units[i];
    switch ((ps_phase)st->phase) {
    case PS_PHASE_ALLOCATION:
        return allocation_check(g, units, a->nunits, fire, target, as);
    case PS_PHASE_DEFENSIVE_FIRE:
        if (fire)
            return defensive_check(g, units, a->nunits, target, as);
        break;
    case PS_PHASE_FIRE:
        if (fire)
            return make_check(g, units, a->nunits, true, target, as);
        break;
    case PS_PHASE_MELEE:
        if (!fire)
            return make_check(g, units, a->nunits, false, target, as);
        break;
    default:
        break;
    }
    return game_fail(g, PS_EILLEGAL, "[Phalanx Game Procedure] %s attacks are allocated in the "
                     "Allocation Phase and made in the %s Phase", fire ? "fire" : "melee",
                     fire ? "Defensive or Offensive Fire" : "Melee");
}

ps_status px_action_assess(ps_game *g, const ps_action *a, struct px_assessment *as)
{
    return action_assess(g, a, a->kind == PS_ACT_FIRE, as);
}

ps_status px_fire_check(ps_game *g, const ps_action *a)
{
    struct px_assessment as;
    return action_assess(g, a, true, &as);
}

ps_status px_melee_check(ps_game *g, const ps_action *a)
{
    struct px_assessment as;
    return action_assess(g, a, false, &as);
}

static void odds_event(ps_game *g, const char *what, const struct px_assessment *as,
                       const int *units, int n)
{
    if (!game_events_wanted(g))
        return;
    char list[96] = "";
    for (int i = 0; i < n && strlen(list) + 8 < sizeof list; i++)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%d", i ? "," : "", units[i]);
    const struct px_crt *crt = &g->px.crt;
    game_event(g, "%s %s %s -> %04d: %d vs %d = %d-%d%s", what, as->fire ? "fire" : "melee", list,
               px_cr(as->target), as->att, as->def, crt->att[as->column].v,
               crt->def[as->column].v, as->shift ? " (Alexander) [Phalanx Alexander]" : "");
}

/* Rolls on the assessed attack and applies the result. */
static void roll_and_apply(ps_game *g, const struct px_assessment *as, const int *units, int n)
{
    int roll = game_roll(g);
    int res = roll >= 1 && roll <= PX_CRT_MAX_ROWS ? as->result[roll - 1] : PX_RES_NONE;
    game_event(g, "die %d: %s [Phalanx Combat Results Table]", roll,
               px_result_name((enum px_result)res));
    px_result_apply(g, as, units, n, res, false);
}

static int record(ps_game *g, bool fire, hex_id target, const int *units, int n, int state)
{
    struct px_state *p = &g->st.px;
    int ai = px_attack_find(g, target, fire, g->st.units[units[0]].side);
    if (ai < 0) {
        ai = p->nattacks++;
        memset(&p->attacks[ai], 0, sizeof p->attacks[ai]);
        p->attacks[ai].fire = fire;
        p->attacks[ai].target = target;
    }
    struct px_attack *a = &p->attacks[ai];
    a->state = (uint8_t)state;
    for (int i = 0; i < n && a->nunits < PX_ATTACK_MAX_UNITS; i++) {
        a->units[a->nunits++] = (int16_t)units[i];
        p->units[units[i]].flags |= fire ? PXF_FIRED : PXF_MELEED;
    }
    return ai;
}

static void attack_apply(ps_game *g, const ps_action *a, bool fire)
{
    struct px_assessment as;
    if (action_assess(g, a, fire, &as) != PS_OK)
        return;
    int units[PS_ACTION_MAX_UNITS], n = a->nunits;
    for (int i = 0; i < n; i++)
        units[i] = a->units[i];
    switch ((ps_phase)g->st.phase) {
    case PS_PHASE_ALLOCATION:
        record(g, fire, as.target, units, n, PXA_ALLOCATED);
        odds_event(g, "allocated:", &as, units, n);
        return;
    case PS_PHASE_DEFENSIVE_FIRE:
        record(g, true, as.target, units, n, PXA_DONE);
        odds_event(g, "defensive", &as, units, n);
        roll_and_apply(g, &as, units, n);
        return;
    case PS_PHASE_FIRE:
        g->st.px.attacks[px_attack_find(g, as.target, true, g->st.phasing)].state = PXA_DONE;
        odds_event(g, "offensive", &as, units, n);
        roll_and_apply(g, &as, units, n);
        return;
    case PS_PHASE_MELEE: {
        int ai = px_attack_find(g, as.target, false, g->st.phasing);
        /* [Phalanx Withdrawal] the defenders may step back before the melee is resolved. */
        if (!px_withdraw_offer(g, ai, &as))
            px_melee_resolve(g, ai);
        return;
    }
    default:
        return;
    }
}

void px_fire_apply(ps_game *g, const ps_action *a)
{
    attack_apply(g, a, true);
}

void px_melee_apply(ps_game *g, const ps_action *a)
{
    attack_apply(g, a, false);
}

void px_melee_resolve(ps_game *g, int ai)
{
    struct px_attack *a = &g->st.px.attacks[ai];
    int units[PX_ATTACK_MAX_UNITS];
    int n = px_attack_able(g, a, units);
    a->state = PXA_DONE;
    hex_id target = a->target;
    if (n == 0)
        return;
    /* [Phalanx Withdrawal] "If the defender retreats before combat, the Attacker has the
     * option to advance into the vacated hex." */
    if (game_hex_side(&g->st, target) != !g->st.units[units[0]].side) {
        game_event(g, "the defenders of %04d withdrew: the attack is not made [Phalanx "
                   "Withdrawal]", px_cr(target));
        if (!px_advance_offer(g, units, n, target, false))
            px_attacks_review(g);
        return;
    }
    struct px_assessment as;
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    ps_status s = px_assess(g, units, n, target, false, &as);
    memcpy(g->err, saved, sizeof saved);
    if (s != PS_OK || as.column < 0) {
        a->state = PXA_CANCELLED;
        game_event(g, "the melee attack on %04d is cancelled [Phalanx Game Procedure]",
                   px_cr(target));
        return;
    }
    odds_event(g, "melee:", &as, units, n);
    roll_and_apply(g, &as, units, n);
}

void px_attacks_review(ps_game *g)
{
    struct game_state *st = &g->st;
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    for (int i = 0; i < st->px.nattacks; i++) {
        struct px_attack *a = &st->px.attacks[i];
        if (a->state != PXA_ALLOCATED)
            continue;
        int units[PX_ATTACK_MAX_UNITS];
        int n = px_attack_able(g, a, units);
        const char *why = NULL;
        struct px_assessment as;
        if (n == 0)
            why = "its units are all demoralized or gone [Phalanx errata Combat E]";
        else if (game_hex_side(st, a->target) != !st->units[units[0]].side)
            why = "its target hex holds no enemy units";
        else if (px_assess(g, units, n, a->target, a->fire, &as) != PS_OK)
            why = g->err;
        else if (as.column < 0)
            why = "it has become non-viable, below 1-2 [Phalanx Game Procedure]";
        if (!why)
            continue;
        a->state = PXA_CANCELLED;
        game_event(g, "the %s attack on %04d is cancelled: %s", a->fire ? "fire" : "melee",
                   px_cr(a->target), why);
    }
    memcpy(g->err, saved, sizeof saved);
}

ps_status px_attacks_end_check(ps_game *g)
{
    const struct game_state *st = &g->st;
    bool fire = st->phase == PS_PHASE_FIRE;
    for (int i = 0; i < st->px.nattacks; i++) {
        const struct px_attack *a = &st->px.attacks[i];
        if (a->state == PXA_ALLOCATED && a->fire == fire)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Game Procedure] (%d) the %s attack "
                             "allocated on %04d must be made first", fire ? 4 : 5,
                             fire ? "fire" : "melee", px_cr(a->target));
    }
    return PS_OK;
}

/* Appends the one-target action if it is legal now. */
static int offer(ps_game *g, int kind, const int *units, int nu, hex_id target, ps_action *out,
                 int max, int n)
{
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = (uint8_t)kind;
    a.nunits = (uint8_t)nu;
    for (int i = 0; i < nu; i++)
        a.units[i] = (int16_t)units[i];
    a.nhexes = 1;
    a.hexes[0] = (int16_t)px_cr(target);
    struct px_assessment as;
    if (action_assess(g, &a, kind == PS_ACT_FIRE, &as) != PS_OK)
        return n;
    if (n < max)
        out[n] = a;
    return n + 1;
}

/* The top units of the hexes within radius of unit u's hex that hold units of the other side,
 * in index order; -1 when more hexes lie within it than MAP_NEAR_MAX (the caller scans every
 * unit instead). */
static int enemy_tops_near(const ps_game *g, int u, int radius, int16_t *top)
{
    const struct game_state *st = &g->st;
    hex_id around[MAP_NEAR_MAX];
    int nearby = map_list_within(&g->map, st->units[u].hex, radius, around, MAP_NEAR_MAX);
    if (nearby > MAP_NEAR_MAX)
        return -1;
    int n = 0;
    for (int i = 0; i < nearby; i++) {
        int v = st->first_in_hex[around[i]];
        if (v >= 0 && st->units[v].side != st->units[u].side)
            n = unit_list_insert(top, n, v);
    }
    return n;
}

/* Every enemy hex a unit could attack: the adjacent ones, and for fire those in its range. */
static int unit_offers(ps_game *g, int u, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    const struct unit *un = &st->units[u];
    /* [Phalanx Elephants] a rampant Elephant attacks only in its rampage */
    if (un->where != UNIT_ON_MAP || px_demoralized(g, u) || (st->px.units[u].flags & PXF_RAMPANT))
        return n;
    const struct px_unit_type *t = px_type(g, un);
    int reach = t->range.v + 1;
    bool missile = px_is_missile(g, un);
    /* The enemy's hexes it could attack, each by its top unit, in index order: those within
     * the distance of its fire or of a melee, looked for round it. */
    int16_t top[MAP_NEAR_MAX];
    int ntop = enemy_tops_near(g, u, missile && reach > 1 ? reach : 1, top);
    for (int i = 0; i < (ntop >= 0 ? ntop : st->nunits); i++) {
        int v = ntop >= 0 ? top[i] : i;
        const struct unit *e = &st->units[v];
        if (e->where != UNIT_ON_MAP || e->side == un->side || st->first_in_hex[e->hex] != v)
            continue;
        int d = map_distance(un->hex, e->hex);
        if (d == 1 && st->phase == PS_PHASE_ALLOCATION)
            n = offer(g, PS_ACT_MELEE, &u, 1, e->hex, out, max, n);
        if (missile && d <= reach)
            n = offer(g, PS_ACT_FIRE, &u, 1, e->hex, out, max, n);
    }
    return n;
}

/* [Phalanx Game Procedure] (2) the melee of every unit beside the enemy hex h that could join
 * it: in each attacking hex the units of one class, the class of its strongest unit [Phalanx
 * Combat G].  Listed when it takes more than one unit and is legal, so that an attack no unit
 * could make alone is among the legal actions too. */
static int joint_offer(ps_game *g, hex_id h, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    int units[PX_ATTACK_MAX_UNITS], nu = 0;
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id from = map_neighbour(&g->map, h, (enum hex_dir)d);
        if (from == HEX_NONE || game_hex_side(st, from) != st->to_act)
            continue;
        int cls = -1, best = -1;
        for (int v = st->first_in_hex[from]; v >= 0; v = st->units[v].next) {
            const struct px_unit_type *t = px_type(g, &st->units[v]);
            if (!t->command.v && t->mas.v > best && px_fronts_on(g, v, h) &&
                !(st->px.units[v].flags & PXF_RAMPANT)) {
                best = t->mas.v;
                cls = t->cls;
            }
        }
        for (int v = st->first_in_hex[from]; v >= 0 && nu < PX_ATTACK_MAX_UNITS;
             v = st->units[v].next) {
            const struct px_unit_type *t = px_type(g, &st->units[v]);
            if (t->cls == cls && !t->command.v && t->mas.v > 0 && !px_demoralized(g, v) &&
                !(st->px.units[v].flags & (PXF_MELEED | PXF_FIRED | PXF_RAMPANT)) &&
                px_fronts_on(g, v, h))
                units[nu++] = v;
        }
    }
    return nu > 1 ? offer(g, PS_ACT_MELEE, units, nu, h, out, max, n) : n;
}

int px_attack_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    struct game_state *st = &g->st;
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    if (st->phase == PS_PHASE_ALLOCATION || st->phase == PS_PHASE_DEFENSIVE_FIRE) {
        for (int v = 0; v < st->nunits; v++)
            if ((u < 0 || v == u) && st->units[v].side == st->to_act)
                n = unit_offers(g, v, out, max, n);
        for (int v = 0; u < 0 && st->phase == PS_PHASE_ALLOCATION && v < st->nunits; v++) {
            const struct unit *e = &st->units[v];
            if (e->where == UNIT_ON_MAP && e->side != st->to_act && st->first_in_hex[e->hex] == v)
                n = joint_offer(g, e->hex, out, max, n);
        }
    } else if (st->phase == PS_PHASE_FIRE || st->phase == PS_PHASE_MELEE) {
        for (int i = 0; i < st->px.nattacks; i++) {
            const struct px_attack *a = &st->px.attacks[i];
            int units[PX_ATTACK_MAX_UNITS];
            int na = px_attack_able(g, a, units);
            if (a->state != PXA_ALLOCATED || a->fire != (st->phase == PS_PHASE_FIRE) ||
                (u >= 0 && !listed(units, na, u)))
                continue;
            n = offer(g, a->fire ? PS_ACT_FIRE : PS_ACT_MELEE, units, na, a->target, out, max, n);
        }
    }
    memcpy(g->err, saved, sizeof saved);
    return n;
}
