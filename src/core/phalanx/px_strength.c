/* Strengths and odds of a Phalanx fire or melee attack, as a pure function [Phalanx Combat]:
 * the resolver rolls on it, ps_game_odds prints it, the computer player weighs it.
 *
 * Each unit's strength is its printed value times each factor that applies to it in turn
 * (TEC of its hex, CUCC, demoralization, road-bound), each product losing its fraction
 * [Phalanx errata Combat Procedure]; the units are summed, then the command bonuses added
 * (capped at the units' strength after terrain and capability); the odds round down to a CRT
 * column, then Alexander shifts it [Phalanx errata Terrain Effects Chart], [Phalanx Command
 * Units], [Phalanx Alexander]. */
#include <stdio.h>
#include <string.h>

#include "px_combat.h"
#include "px_sight.h"

/* Doubled-width coordinates of a hex centre (even rows are shifted half a hex east). */
static void dbl(hex_id h, long *x, long *y)
{
    hex_cr c = map_cr(h);
    *x = 2L * c.col + (c.row % 2 == 0);
    *y = c.row;
}

/* [Phalanx Combat] the 120-degree arc of fire: within 60 degrees of the facing direction
 * (exact, in integers: x is scaled by sqrt 3). */
static bool in_arc(hex_id from, int facing, hex_id to)
{
    static const int DX[HEX_DIRS] = {2, 1, -1, -2, -1, 1}, DY[HEX_DIRS] = {0, -1, -1, 0, 1, 1};
    long x0, y0, x1, y1;
    dbl(from, &x0, &y0);
    dbl(to, &x1, &y1);
    long vx = x1 - x0, vy = y1 - y0, ax = DX[facing], ay = DY[facing];
    long dot = 3 * vx * ax + 9 * vy * ay;
    long vv = 3 * vx * vx + 9 * vy * vy, ff = 3 * ax * ax + 9 * ay * ay;
    return dot > 0 && 4 * dot * dot >= vv * ff;
}

static ps_status fail_unit(ps_game *g, int u, const char *rule, const char *what, hex_id target)
{
    const struct unit *un = &g->st.units[u];
    return game_fail(g, PS_EILLEGAL, "%s %s %d at %04d %s %04d", rule, px_type(g, un)->code, u,
                     px_cr(un->hex), what, px_cr(target));
}

/* Where a share's reckoning is written: its text while an explanation is being made
 * (ps_game.explaining, px_odds_text), else nowhere (px_say writes nothing): the checks and
 * lists that assess attacks never read it.  Each share's text starts empty (share_begin): it
 * is appended to, and a share may be a caller's local (flank_choice). */
static char *share_text(const ps_game *g, struct px_share *s)
{
    return g->explaining ? s->why : NULL;
}

static void share_begin(struct px_share *s)
{
    s->why[0] = '\0';
}

/* The terrain factor of an attacking unit's hex against target (fire or melee, PXW_FIRE or
 * PXW_ATT), or the refusal when the hex prohibits it ("P") [Phalanx errata Terrain Effects
 * Chart].  why gets the factor's text. */
static ps_status attacker_terrain(ps_game *g, int u, hex_id target, int which, const char *verb,
                                  struct px_frac *f, char *why, size_t len)
{
    const struct unit *un = &g->st.units[u];
    int column = px_column_of(g, un->hex, px_level(g, target));
    int kind = px_type(g, un)->kind;
    if (px_tec_factor(g, un->hex, which, column, kind, f, g->explaining ? why : NULL, len))
        return PS_OK;
    px_tec_factor(g, un->hex, which, column, kind, f, why, len); /* the terrain, for the refusal */
    char what[96];
    snprintf(what, sizeof what, "may not %s from %s%s", verb, why,
             which == PXW_FIRE ? " at" : ":");
    return fail_unit(g, u, "[Phalanx errata Terrain Effects Chart]", what, target);
}

/* One firing unit's share [Phalanx Combat B, D, I], [Phalanx errata Combat D]. */
static ps_status fire_share(ps_game *g, int u, hex_id target, struct px_share *s)
{
    const struct unit *un = &g->st.units[u];
    const struct px_unit_type *t = px_type(g, un);
    if (!px_is_missile(g, un))
        return fail_unit(g, u, "[Phalanx Combat]", "has no Fire Combat Strength to fire at",
                         target);
    enum px_terrain ts[3];
    int n = px_hex_terrains(&g->map.hexes[un->hex], g->pxs.all_clear, ts);
    int range = t->range.v, bonus = 0;
    bool over = false;
    for (int i = 0; i < n; i++) {
        const struct px_tec_row *row = &g->px.tec.rows[ts[i]];
        if (row->range_bonus.v > bonus)
            bonus = row->range_bonus.v;
        over = over || row->fire_over.v;
    }
    /* [Phalanx errata Combat D] +1 firing downhill from slope or hilltop, not PL, JV. */
    if (px_level(g, target) < px_level(g, un->hex) && !t->no_downhill_range.v)
        range += bonus;
    int dist = map_distance(un->hex, target);
    if (dist > range) {
        char what[64];
        snprintf(what, sizeof what, "has range %d, too short for", range);
        return fail_unit(g, u, "[Phalanx Combat B]", what, target);
    }
    if (!in_arc(un->hex, un->facing, target))
        return fail_unit(g, u, "[Phalanx Combat]", "does not have in its front 120-degree arc",
                         target);
    /* [Phalanx Combat D] only from a hilltop over intervening units and obstacles. */
    if (dist > 1 && !over) {
        hex_line_step line[16];
        int k = hex_line(map_cr(un->hex), map_cr(target), line, 16);
        for (int i = 1; i + 1 < k && i < 16; i++) {
            bool b = px_hex_blocks_fire(g, line[i].hex[0]) &&
                     (line[i].count < 2 || px_hex_blocks_fire(g, line[i].hex[1]));
            if (b)
                return fail_unit(g, u, "[Phalanx Combat D]", "is blocked by units, woods or a "
                                 "village between it and", target);
        }
    }
    struct px_frac f;
    char why[64] = "";
    ps_status st = attacker_terrain(g, u, target, PXW_FIRE, "fire", &f, why, sizeof why);
    if (st != PS_OK)
        return st;
    s->base = t->fcs.v;
    s->value = s->base * f.num / f.den;
    share_begin(s);
    px_say(share_text(g, s), sizeof s->why, "FCS %d%s", s->base, why);
    return PS_OK;
}

/* The hexes of u's charge that count against target: its move ended in a charge straight
 * toward it [Phalanx Cavalry]; 0 otherwise. */
static int charge_into(const ps_game *g, int u, hex_id target)
{
    const struct px_unit *pu = px_unit_c(g, u);
    hex_id ahead = map_neighbour(&g->map, g->st.units[u].hex, (enum hex_dir)pu->charge_dir);
    return (pu->flags & PXF_CHARGED) && ahead == target ? pu->charge_len : 0;
}

/* One melee attacker's share [Phalanx Combat A], [Phalanx errata Cavalry], [Phalanx
 * Manipular Roman Legion 1]. */
static ps_status melee_share(ps_game *g, int u, hex_id target, unsigned flags, struct px_share *s)
{
    const struct unit *un = &g->st.units[u];
    const struct px_unit_type *t = px_type(g, un);
    if (map_distance(un->hex, target) != 1)
        return fail_unit(g, u, "[Phalanx Combat A]", "is not adjacent to", target);
    if (!(flags & PXAS_RAMPANT)) {
        if (t->mas.v == 0) /* [Phalanx errata Combat] MAS "0" never initiates a melee */
            return fail_unit(g, u, "[Phalanx errata Combat]", "has a Melee Attack Strength of 0: "
                             "it may not melee", target);
        if (t->no_melee_attack.v) /* "Ballista may never melee offensively." */
            return fail_unit(g, u, "[Phalanx Combat]", "may never melee offensively:", target);
        if (!px_melee_front(g, u, target))
            return fail_unit(g, u, "[Phalanx Combat A]", "does not front on", target);
    }
    bool side_attack = px_manipular_sd(g, u) && !px_fronts_on(g, u, target);
    s->base = side_attack ? t->mds_front.v : t->mas.v;
    int v = s->base;
    share_begin(s);
    px_say(share_text(g, s), sizeof s->why,
           side_attack ? "MDS-front %d through its side [Phalanx Manipular Roman Legion 1]"
                       : "MAS %d",
           s->base);
    /* [Phalanx errata Cavalry] full MAS after a charge of charge_length hexes into this hex. */
    if (t->charge_length.v > 0 && !(flags & PXAS_RAMPANT)) {
        int got = charge_into(g, u, target);
        int missing = t->charge_length.v - got;
        if (missing > 0) {
            int floor = t->charge_floor.v < t->mas.v ? t->charge_floor.v : t->mas.v;
            v = v - missing < floor ? floor : v - missing;
            px_say(share_text(g, s), sizeof s->why, ", charge %d of %d -> %d", got,
                   t->charge_length.v, v);
        }
    }
    struct px_frac f;
    char why[64] = "";
    ps_status st = attacker_terrain(g, u, target, PXW_ATT, "attack", &f, why, sizeof why);
    if (st != PS_OK)
        return st;
    px_say(share_text(g, s), sizeof s->why, "%s", why);
    s->value = v * f.num / f.den;
    return PS_OK;
}

/* [Phalanx Combat J] which defenders use MDS-flank.  F(d) = the attacking hexes on d's front.
 * A defender fronting none of them is attacked only in the flank.  The others meet on their
 * fronts the attacks they front ("allocating the appropriate defending units so that all
 * attacks are defended against frontally"); if some attacking hex is on no defender's front,
 * "it is impossible to frontally defend against all attacks" and "at least one unit must
 * defend with their flank": *unmet is set, and the caller picks that unit unless one already
 * defends on its flank.  [Phalanx Manipular Roman Legion 2] Swordsmen attacking Class I:
 * flank, unless every attacking hex is directly in front. */
static void front_or_flank(const ps_game *g, const int *def, int nd, const hex_id *ah, int nah,
                           bool sd, bool *flank, bool *unmet)
{
    unsigned all = (1u << nah) - 1, cover = 0;
    for (int i = 0; i < nd; i++) {
        unsigned f = 0;
        for (int k = 0; k < nah; k++)
            if (px_melee_front(g, def[i], ah[k]))
                f |= 1u << k;
        cover |= f;
        flank[i] = f == 0;
        const struct unit *un = &g->st.units[def[i]];
        if (sd && px_type(g, un)->cls == PX_CLASS_I) {
            hex_id ahead = map_neighbour(&g->map, un->hex, (enum hex_dir)un->facing);
            for (int k = 0; k < nah; k++)
                if (ah[k] != ahead)
                    flank[i] = true;
        }
    }
    *unmet = cover != all;
    for (int i = 0; i < nd && *unmet; i++)
        if (flank[i])
            *unmet = false; /* it already meets the unfronted attacks with its flank */
}

/* v times m, the fraction lost [Phalanx errata Combat Procedure]. */
static int times(int v, int num, int den)
{
    return den > 0 ? v * num / den : v;
}

/* One defender's share: MDS x TEC, x CUCC, x 1/2 demoralized, x 1/2 road-bound, in that order,
 * each product losing its fraction [Phalanx errata Combat Procedure] ("each unit's Combat
 * Strength must be individually adjusted.  Whenever any Combat Strength is halved any
 * remaining fraction is lost").  Returns the strength after terrain and capability only: what
 * the command bonus may not exceed [Phalanx Command Units]. */
static int defence_share(const ps_game *g, int u, bool flank, int top_level, const int *kinds,
                         int nkinds, struct px_share *s)
{
    const struct unit *un = &g->st.units[u];
    const struct px_unit_type *t = px_type(g, un);
    s->base = flank ? t->mds_flank.v : t->mds_front.v;
    share_begin(s);
    px_say(share_text(g, s), sizeof s->why, "%s %d", flank ? "MDS-flank" : "MDS-front", s->base);
    struct px_frac f;
    char why[64] = "";
    px_tec_factor(g, un->hex, PXW_DEF, px_column_of(g, un->hex, top_level), t->kind, &f,
                  g->explaining ? why : NULL, sizeof why);
    px_say(share_text(g, s), sizeof s->why, "%s", why);
    int v = times(s->base, f.num, f.den); /* the hex's terrain, one factor */
    /* [Phalanx errata Terrain Effects Chart] CUCC multiplies the defender; "front" entries
     * only on a frontal attack.  Several attacking kinds: the factor best for the defender. */
    struct px_mult one = {PX_MULT_FACTOR, 1, 1, false, 0}, best = one;
    for (int k = 0; k < nkinds; k++) {
        struct px_mult m = g->px.cucc[kinds[k]][t->kind];
        if (m.kind != PX_MULT_FACTOR || (m.front_only && flank))
            m = one;
        if (k == 0 || m.num * best.den > best.num * m.den)
            best = m;
    }
    if (best.num != best.den) {
        v = times(v, best.num, best.den);
        if (best.den == 1)
            px_say(share_text(g, s), sizeof s->why, ", CUCC x%d", best.num);
        else
            px_say(share_text(g, s), sizeof s->why, ", CUCC x%d/%d", best.num, best.den);
    }
    int capability = v;
    /* [Phalanx errata Panic] Note: demoralized and panicked defenders halved, even below 1. */
    if (px_demoralized(g, u)) {
        v /= 2;
        px_say(share_text(g, s), sizeof s->why, ", demoralized x1/2");
    }
    /* [Phalanx errata Terrain Effects Chart] road-bound unit on a road in its prohibited
     * terrain: halved. */
    enum px_terrain ts[3];
    int n = px_hex_terrains(&g->map.hexes[un->hex], g->pxs.all_clear, ts);
    for (int i = 0; i < n; i++)
        if (t->entry[ts[i]].v == PX_ENTER_ROAD_ONLY && g->map.hexes[un->hex].road) {
            struct px_mult rb = g->px.tec.road_bound_defence;
            v = times(v, rb.num, rb.den);
            px_say(share_text(g, s), sizeof s->why, ", road-bound x%d/%d", rb.num, rb.den);
            break;
        }
    s->value = v;
    return capability;
}

/* [Phalanx Combat J] "at least one unit must defend with their flank": the defender's
 * choice, so the unit that loses least by it (the first of equals). */
static int flank_choice(const ps_game *g, const int *def, int nd, int top, const int *kinds,
                        int nkinds)
{
    int best = 0, best_value = 0, best_cap = 0;
    for (int i = 0; i < nd; i++) {
        struct px_share front, side;
        int cap = defence_share(g, def[i], false, top, kinds, nkinds, &front) -
                  defence_share(g, def[i], true, top, kinds, nkinds, &side);
        int value = front.value - side.value; /* what it costs, then what it costs the cap */
        if (i == 0 || value < best_value || (value == best_value && cap < best_cap)) {
            best = i;
            best_value = value;
            best_cap = cap;
        }
    }
    return best;
}

/* [Phalanx Command Units] the bonuses of side's non-demoralized commanders.  A bonus "is added
 * onto the adjusted strength of all the Friendly units ... that are within two hexes of the
 * Commander", and "in no circumstance may a leader add ... more in strength to a unit, or stack
 * of units, than the equivalent of the actual strength of the units in combat (after adjusting
 * such strengths for terrain effects and combat unit capability)"; several bonuses may go to
 * the same units "within the restrictions of the preceding paragraph".  So each commander's
 * bonus goes once to the battle, only to the stacks of hexes (cap[i] the strength of hexes[i])
 * within its radius, and no stack gets more than its strength: the most that can be added so
 * is, by max-flow min-cut, the least over the sets S of commanders of (the bonuses outside S)
 * + (the strength of the stacks within reach of S). */
static int command_bonus(const ps_game *g, int side, const hex_id *hexes, const int *cap, int nh)
{
    enum { GROUPS = 8 };
    unsigned reach[GROUPS];
    int bonus[GROUPS], ng = 0;
    for (int c = 0; c < g->st.nunits; c++) {
        const struct unit *un = &g->st.units[c];
        if (un->side != side || un->where != UNIT_ON_MAP || !px_is_command(g, un) ||
            px_demoralized(g, c)) /* [Phalanx errata Command Units] demoralized: no bonus */
            continue;
        unsigned r = 0;
        for (int i = 0; i < nh; i++)
            if (map_distance(un->hex, hexes[i]) <= g->px.command_radius.v)
                r |= 1u << i;
        if (r == 0)
            continue;
        int k = 0; /* commanders reaching the same stacks pool their bonuses */
        while (k < ng && reach[k] != r)
            k++;
        if (k == ng && ng == GROUPS)
            reach[--k] |= r; /* more kinds of reach than any army has commanders: pool */
        else if (k == ng) {
            reach[ng] = r;
            bonus[ng++] = 0;
        }
        bonus[k] += px_type(g, un)->bonus.v;
    }
    int best = -1;
    for (unsigned set = 0; set < 1u << ng; set++) {
        unsigned near = 0;
        int sum = 0;
        for (int k = 0; k < ng; k++) {
            if (set & 1u << k)
                near |= reach[k];
            else
                sum += bonus[k];
        }
        for (int i = 0; i < nh; i++)
            if (near & 1u << i)
                sum += cap[i];
        if (best < 0 || sum < best)
            best = sum;
    }
    return best;
}

static bool has_alexander(const ps_game *g, hex_id h)
{
    for (int u = g->st.first_in_hex[h]; u >= 0; u = g->st.units[u].next)
        if (px_is_alexander(g, u))
            return true;
    return false;
}

static ps_status check_attackers(ps_game *g, const int *units, int n, hex_id target, bool fire,
                                 unsigned flags)
{
    struct game_state *st = &g->st;
    if (n < 1 || n > PX_ATTACK_MAX_UNITS)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Combat] an attack names 1 to %d units",
                         PX_ATTACK_MAX_UNITS);
    for (int i = 0; i < n; i++) {
        int u = units[i];
        if (u < 0 || u >= st->nunits || st->units[u].where != UNIT_ON_MAP)
            return game_fail(g, PS_EINVAL, "no unit %d on the map", u);
        for (int j = 0; j < i; j++)
            if (units[j] == u)
                return game_fail(g, PS_EINVAL, "unit %d is named twice", u);
        if (st->units[u].side != st->units[units[0]].side)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Combat] units of both sides in one attack");
        if (flags & PXAS_RAMPANT)
            continue;
        /* [Phalanx Elephants] "they may only use them in combat once": a rampant Elephant
         * attacks only what its rampage meets (px_rampant_attack). */
        if (st->px.units[u].flags & PXF_RAMPANT)
            return fail_unit(g, u, "[Phalanx Elephants]", "is rampant and may not be allocated "
                             "to an attack on", target);
        /* [Phalanx errata Demoralization and Panic] no attack of any kind while demoralized */
        if (px_demoralized(g, u))
            return fail_unit(g, u, "[Phalanx errata Demoralization and Panic]", "is demoralized "
                             "and may not attack", target);
    }
    if (flags & PXAS_RAMPANT)
        return st->first_in_hex[target] >= 0
                   ? PS_OK
                   : game_fail(g, PS_EILLEGAL, "[Phalanx errata Elephants] %04d is empty",
                               px_cr(target));
    if (game_hex_side(st, target) != !st->units[units[0]].side)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Combat] %04d holds no enemy units",
                         px_cr(target));
    if (fire)
        return PS_OK;
    /* [Phalanx Combat] "Command Units alone may melee offensively solely against
     * [demoralized] units and enemy Command Units." */
    int ncmd = 0;
    for (int i = 0; i < n; i++)
        ncmd += px_is_command(g, &st->units[units[i]]);
    if (ncmd && ncmd < n)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Command Units] command units melee only in "
                         "attacks of command units alone");
    for (int v = st->first_in_hex[target]; ncmd && v >= 0; v = st->units[v].next)
        if (!px_is_command(g, &st->units[v]) && !px_demoralized(g, v))
            return game_fail(g, PS_EILLEGAL, "[Phalanx Combat] command units melee only against "
                             "demoralized units and command units: %d at %04d is neither", v,
                             px_cr(target));
    /* [Phalanx Cavalry] "You may not mix different types of cavalry units in a charge". */
    int charger = -1;
    for (int i = 0; i < n; i++) {
        int u = units[i];
        if (!px_is_cavalry(g, &st->units[u]) || charge_into(g, u, target) == 0)
            continue;
        if (charger >= 0 && st->units[u].type != st->units[charger].type)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Cavalry] %s %d and %s %d may not mix "
                             "different types of cavalry in a charge on %04d",
                             px_type(g, &st->units[charger])->code, charger,
                             px_type(g, &st->units[u])->code, u, px_cr(target));
        charger = charger < 0 ? u : charger;
    }
    /* [Phalanx Combat G] units attacking from one hex are all of one Class. */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) {
            const struct unit *a = &st->units[units[i]], *b = &st->units[units[j]];
            if (a->hex == b->hex && px_type(g, a)->cls != px_type(g, b)->cls)
                return game_fail(g, PS_EILLEGAL, "[Phalanx Combat G] %s %d and %s %d attack from "
                                 "%04d but are not of the same Class", px_type(g, a)->code,
                                 units[i], px_type(g, b)->code, units[j], px_cr(a->hex));
        }
    return PS_OK;
}

ps_status px_assess_ex(ps_game *g, const int *units, int n, hex_id target, bool fire,
                       unsigned flags, struct px_assessment *out)
{
    memset(out, 0, sizeof *out);
    if (target == HEX_NONE)
        return game_fail(g, PS_EINVAL, "no target hex");
    ps_status s = check_attackers(g, units, n, target, fire, flags);
    if (s != PS_OK)
        return s;
    const struct game_state *st = &g->st;
    out->fire = fire;
    out->side = st->units[units[0]].side;
    out->target = target;
    hex_id ah[PX_ATTACK_MAX_UNITS];
    int nah = 0, kinds[PX_ATTACK_MAX_UNITS], nkinds = 0, top = 0;
    bool sd = false, alex = false;
    for (int i = 0; i < n; i++) {
        struct px_share *sh = &out->shares[out->nshares++];
        sh->unit = (int16_t)units[i];
        sh->attacker = true;
        s = fire ? fire_share(g, units[i], target, sh) : melee_share(g, units[i], target, flags, sh);
        if (s != PS_OK)
            return s;
        out->att_units += sh->value;
        const struct unit *un = &st->units[units[i]];
        int k = 0;
        while (k < nah && ah[k] != un->hex)
            k++;
        if (k == nah) {
            ah[nah++] = un->hex;
            alex = alex || has_alexander(g, un->hex);
            if (px_level(g, un->hex) > top)
                top = px_level(g, un->hex);
        }
        for (k = 0; k < nkinds && kinds[k] != px_type(g, un)->kind; k++)
            ;
        if (k == nkinds)
            kinds[nkinds++] = px_type(g, un)->kind;
        sd = sd || (px_manipular_sd(g, units[i]) && !(flags & PXAS_RAMPANT));
    }
    if (fire) {
        /* [Phalanx Combat I] the hex's FPS; [Phalanx errata Command Units] no bonus for fire */
        out->def = out->def_units = px_fps(g, target);
        out->att = out->att_units;
    } else {
        int def[PX_ASSESS_MAX_UNITS] = {0}, nd = 0; /* {0}: -O3 -flto sees no bound on nd */
        for (int v = st->first_in_hex[target]; v >= 0 && nd < PX_ASSESS_MAX_UNITS - n;
             v = st->units[v].next)
            def[nd++] = v;
        bool flank[PX_ASSESS_MAX_UNITS];
        bool unmet;
        front_or_flank(g, def, nd, ah, nah, sd, flank, &unmet);
        if (unmet)
            flank[flank_choice(g, def, nd, top, kinds, nkinds)] = true;
        int def_cap = 0; /* after terrain and capability, before the halvings */
        for (int i = 0; i < nd; i++) {
            struct px_share *sh = &out->shares[out->nshares++];
            sh->unit = (int16_t)def[i];
            sh->flank = flank[i];
            def_cap += defence_share(g, def[i], flank[i], top, kinds, nkinds, sh);
            out->def_units += sh->value;
        }
        int dside = game_hex_side(st, target);
        /* [Phalanx errata Elephants] a rampant attack: no command bonus on either side */
        bool rampant = flags & PXAS_RAMPANT;
        int att_cap[PX_ATTACK_MAX_UNITS] = {0};
        for (int i = 0; i < n; i++)
            for (int k = 0; k < nah; k++)
                if (ah[k] == st->units[units[i]].hex)
                    att_cap[k] += out->shares[i].value;
        out->att_bonus = rampant ? 0 : command_bonus(g, out->side, ah, att_cap, nah);
        out->def_bonus = rampant ? 0 : command_bonus(g, dside, &target, &def_cap, 1);
        out->att = out->att_units + out->att_bonus;
        out->def = out->def_units + out->def_bonus;
    }
    /* [Phalanx Alexander] +1 for his stack's attacks, -1 for attacks on his stack; none in a
     * rampant Elephant's attack [Phalanx errata Elephants]. */
    int shift = flags & PXAS_RAMPANT ? 0 : g->px.alexander_shift.v;
    out->shift = (alex ? shift : 0) - (has_alexander(g, target) ? shift : 0);
    const struct px_crt *crt = &g->px.crt;
    int col = px_crt_column(crt, out->att, out->def);
    if (col >= 0) {
        col += out->shift;
        col = col < 0 ? 0 : col >= crt->ncols ? crt->ncols - 1 : col;
    }
    out->column = col;
    for (int f = 0; f < crt->die.v && f < PX_CRT_MAX_ROWS; f++) {
        int r = col >= 0 ? crt->result[f][col] : PX_RES_NONE;
        /* reconstruction s.2.1: fire has no attacker results and no contact */
        if (fire && (r == PX_RES_AD || r == PX_RES_A1E || r == PX_RES_C))
            r = PX_RES_NONE;
        out->result[f] = (uint8_t)r;
    }
    return PS_OK;
}

ps_status px_assess(ps_game *g, const int *units, int n, hex_id target, bool fire,
                    struct px_assessment *out)
{
    return px_assess_ex(g, units, n, target, fire, 0, out);
}
