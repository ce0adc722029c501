/* Combat results [8.0]-[8.4], leaders in combat [10.3], and the decisions results ask for.
 *
 * combat_resolve rolls one die on an assessment (combat_assess) and applies each defending
 * hex's result.  Results only affect defending units [8.1]:
 *   D    each unit is disrupted; a unit already disrupted is eliminated [8.22].
 *   1/2E half the units attacked (leaders not counted; an odd number: the majority) are
 *        eliminated, the defender choosing, the rest disrupted [8.1].  With two or more to
 *        choose from, the defender decides (PENDING_LOSE: "lose U,U" or "end" for the
 *        default: see default_choice).
 *   E    every unit is eliminated.
 * Leaders [10.3]: in melee, D and 1/2E reduce every leader of the hex one level and spare its
 * units the disruption [10.32], [10.33] (level 4 and civilian 6 are eliminated instead:
 * [10.3], [C2.2], [C2.3]); E eliminates them too.  Fire never harms a leader, and units
 * stacked with one ignore D from fire, and are not disrupted as the rest of a 1/2E [10.31].
 * [8.24] with two defending hexes the roll is one, the results may be two: hexes that share
 * a result share it (a 1/2E over both hexes halves their units together).
 * [8.4] a defending hex left empty may be entered by the attacking units (PENDING_ADVANCE:
 * "advance U,U HEX", or "end" to stay): after melee any of them, after fire those adjacent to
 * it; never a unit carried by a chariot.  [8.3] no retreats.
 * Bookkeeping [11.2], [11.25]: an eliminated unit leaves the map; its VP go to the enemy; it
 * counts as a lost unit unless it is of class D or E.  A chariot's passenger survives its
 * chariot, standing in the hex (docs/rules-as-coded.md, [C1.1]). */
#include "combat.h"

#include <stdio.h>
#include <string.h>

#include "core/scenario_check.h"
#include "contact.h"
#include "facing.h"
#include "units.h"

static const char *code_of(const ps_game *g, int u)
{
    return game_type(g, &g->st.units[u])->code;
}

static bool option_on(const ps_game *g, ps_option o)
{
    return g->st.options >> o & 1u;
}

/* The units of a hex, copied: results change the hex's list while they are applied. */
static int units_of(const ps_game *g, hex_id h, int16_t *out, int max)
{
    int n = 0;
    for (int u = g->st.first_in_hex[h]; u >= 0 && n < max; u = g->st.units[u].next)
        out[n++] = (int16_t)u;
    return n;
}

static bool hex_has_leader(const ps_game *g, hex_id h)
{
    for (int u = g->st.first_in_hex[h]; u >= 0; u = g->st.units[u].next)
        if (unit_is_leader(g, &g->st.units[u]))
            return true;
    return false;
}

static void eliminate(ps_game *g, int u, const char *why)
{
    struct game_state *st = &g->st;
    struct unit *un = &st->units[u];
    const struct unit_type *ut = game_type(g, un);
    hex_id h = un->hex;
    int vp = unit_vp(g, un);
    /* [11.2] the enemy scores the unit's Victory Points; [11.25] classes D and E do not
     * count as units lost. */
    st->vp[!un->side] += vp;
    if (ut->cls != CLASS_D && ut->cls != CLASS_E)
        st->lost_units[un->side]++;
    game_remove_unit(st, u);
    un->where = UNIT_ELIMINATED;
    un->carrier = -1;
    un->flags &= (uint16_t)~(UF_DISRUPTED | UF_DISRUPTED_NOW);
    game_event(g, "unit %d %s at %s eliminated%s%s: %d VP to the %s", u, ut->code, hexname(h).s,
               *why ? ", " : "", why, vp, g->scen.force[!un->side].name);
    /* [C1.1] the chariot was their transport, not their fate: what it carried stays. */
    for (int p = 0; p < st->nunits; p++)
        if (st->units[p].carrier == u) {
            st->units[p].carrier = -1;
            game_event(g, "unit %d %s is set down at %s", p, code_of(g, p), hexname(h).s);
        }
}

/* [8.1] D, [8.22] disrupted again: eliminated.  Leaders are never disrupted [8.2]. */
static void disrupt(ps_game *g, int u)
{
    struct unit *un = &g->st.units[u];
    if (unit_is_leader(g, un))
        return;
    if (un->flags & UF_DISRUPTED) {
        eliminate(g, u, "disrupted again [8.22]");
        return;
    }
    un->flags |= UF_DISRUPTED | UF_DISRUPTED_NOW;
    game_event(g, "unit %d %s at %s disrupted", u, code_of(g, u), hexname(un->hex).s);
}

/* [10.3] one level down; "4" and civilian "6" are eliminated [10.3], [C2.2]; a "4" never
 * becomes a "5" [C2.3]. */
static void reduce_leader(ps_game *g, int u)
{
    struct unit *un = &g->st.units[u];
    int level = game_type(g, un)->leader_level;
    int type = (level == 4 || level >= 6) ? -1 : tables_leader_type(&g->tables, level + 1);
    if (type < 0) {
        char why[64];
        snprintf(why, sizeof why, "a level %d leader reduced [%s]", level,
                 level == 4 ? "10.3" : "C2.2");
        eliminate(g, u, why);
        return;
    }
    const char *was = code_of(g, u);
    un->type = (uint8_t)type;
    game_event(g, "unit %d %s at %s reduced to %s [10.3]", u, was, hexname(un->hex).s,
               code_of(g, u));
}

static void reduce_leaders(ps_game *g, hex_id h)
{
    int16_t in[GAME_MAX_UNITS];
    int n = units_of(g, h, in, GAME_MAX_UNITS);
    for (int i = 0; i < n; i++)
        if (unit_is_leader(g, &g->st.units[in[i]]))
            reduce_leader(g, in[i]);
}

static void result_d(ps_game *g, hex_id h, bool fire)
{
    if (hex_has_leader(g, h)) {
        if (fire) {
            game_event(g, "%s: units stacked with a leader ignore D from fire [10.31]",
                       hexname(h).s);
            return;
        }
        /* [10.32] the leaders pay for it; "a 4 level Leader does save his units". */
        bool units = false;
        for (int u = g->st.first_in_hex[h]; u >= 0; u = g->st.units[u].next)
            units |= !unit_is_leader(g, &g->st.units[u]);
        reduce_leaders(g, h);
        if (units)
            game_event(g, "%s: the leaders spare their units the disruption [10.32]",
                       hexname(h).s);
        return;
    }
    int16_t in[GAME_MAX_UNITS];
    int n = units_of(g, h, in, GAME_MAX_UNITS);
    for (int i = 0; i < n; i++) {
        const struct unit *un = &g->st.units[in[i]];
        uint8_t cls = game_type(g, un)->cls;
        /* [14.31] (optional elevation rules) Class A and B units on a slope ignore D. */
        if (option_on(g, PS_OPT_ELEVATION) && (cls == CLASS_A || cls == CLASS_B) &&
            g->map.hexes[h].elevation == ELEV_SLOPE) {
            game_event(g, "unit %d %s on the slope %s ignores the D [14.31]", in[i],
                       code_of(g, in[i]), hexname(h).s);
            continue;
        }
        /* [13.0] (optional) panicked units are eliminated by Disruption results. */
        if (option_on(g, PS_OPT_PANIC) && (un->flags & UF_PANICKED)) {
            eliminate(g, in[i], "panicked, by a Disruption result [13.0]");
            continue;
        }
        disrupt(g, in[i]);
    }
}

static void result_e(ps_game *g, hex_id h, bool fire)
{
    int16_t in[GAME_MAX_UNITS];
    int n = units_of(g, h, in, GAME_MAX_UNITS);
    bool leader_left = false;
    for (int i = 0; i < n; i++) {
        if (fire && unit_is_leader(g, &g->st.units[in[i]])) {
            leader_left = true; /* [10.31] */
            continue;
        }
        eliminate(g, in[i], "");
    }
    if (leader_left)
        game_event(g, "%s: fire never harms leaders [10.31]", hexname(h).s);
}

/* [8.4] Offers the attackers the vacated hexes, if any. */
static void offer_advance(ps_game *g, int side, const int16_t *att, int natt,
                          const hex_id *hexes, int nhexes, bool fire)
{
    struct game_state *st = &g->st;
    struct pending p;
    memset(&p, 0, sizeof p);
    for (int i = 0; i < nhexes; i++)
        if (st->first_in_hex[hexes[i]] < 0)
            p.hexes[p.nhexes++] = hexes[i];
    if (p.nhexes == 0)
        return;
    for (int i = 0; i < natt; i++) {
        const struct unit *un = &st->units[att[i]];
        if (!unit_ready(un) || un->carrier >= 0 || contact_holds(g, un)) /* [18.2] */
            continue;
        bool near = !fire;
        for (int k = 0; k < p.nhexes; k++)
            near |= map_distance(un->hex, p.hexes[k]) == 1;
        if (near)
            p.units[p.nunits++] = att[i];
    }
    if (p.nunits == 0)
        return;
    p.kind = PENDING_ADVANCE;
    p.side = (uint8_t)side;
    st->pending = p;
    if (!game_events_wanted(g))
        return; /* the event's text is for its readers alone */
    char list[64] = "";
    for (int i = 0, at = 0; i < p.nhexes && at < (int)sizeof list; i++)
        at += snprintf(list + at, sizeof list - (size_t)at, "%s%s",
                       i == 0 ? "" : i + 1 == p.nhexes ? " and " : ", ", hexname(p.hexes[i]).s);
    game_event(g, "%s vacated: the %s may advance [8.4] (advance U[,U..] HEX, or end)", list,
               g->scen.force[side].name);
}

/* ---- half elimination [8.1] -------------------------------------------------------- */

/* The default choice of "end": units the rest's disruption would eliminate anyway first
 * (disrupted and not spared by a leader [8.22]), then the fewest Victory Points [11.2], then
 * the lowest index. */
static void default_choice(const ps_game *g, const struct pending *p, int16_t *out)
{
    int order[PS_ACTION_MAX_UNITS];
    for (int i = 0; i < p->nunits; i++)
        order[i] = i;
    for (int i = 1; i < p->nunits; i++)
        for (int j = i; j > 0; j--) {
            const struct unit *a = &g->st.units[p->units[order[j - 1]]];
            const struct unit *b = &g->st.units[p->units[order[j]]];
            bool doomed_a = (a->flags & UF_DISRUPTED) && !(p->spared >> order[j - 1] & 1);
            bool doomed_b = (b->flags & UF_DISRUPTED) && !(p->spared >> order[j] & 1);
            int va = unit_vp(g, a), vb = unit_vp(g, b);
            bool swap = doomed_b != doomed_a ? doomed_b
                        : va != vb           ? vb < va
                                             : p->units[order[j]] < p->units[order[j - 1]];
            if (!swap)
                break;
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    for (int i = 0; i < p->count; i++)
        out[i] = p->units[order[i]];
}

/* Applies the defender's choice and goes on to the advance. */
static void lose_finish(ps_game *g, const int16_t *chosen, int nchosen)
{
    struct game_state *st = &g->st;
    struct pending p = st->pending;
    memset(&st->pending, 0, sizeof st->pending);
    st->to_act = (uint8_t)!p.side;
    for (int i = 0; i < nchosen; i++)
        eliminate(g, chosen[i], "half eliminated, the defender's choice [8.1]");
    for (int i = 0; i < p.nunits; i++) {
        bool lost = false;
        for (int j = 0; j < nchosen; j++)
            lost |= chosen[j] == p.units[i];
        if (lost || st->units[p.units[i]].where != UNIT_ON_MAP)
            continue;
        if (p.spared >> i & 1)
            game_event(g, "unit %d %s is not disrupted: it is stacked with a leader [%s]",
                       p.units[i], code_of(g, p.units[i]),
                       phase_is_melee(st) ? "10.32" : "10.31");
        else
            disrupt(g, p.units[i]);
    }
    panic_check(g, p.side); /* [13.11] */
    offer_advance(g, !p.side, p.attackers, p.nattackers, p.hexes, p.nhexes,
                  !phase_is_melee(st));
}

/* 1/2E on the hexes of one result; true if the defender must now choose. */
static bool result_half(ps_game *g, const struct combat *c, const hex_id *hexes, int nh)
{
    struct game_state *st = &g->st;
    struct pending p;
    memset(&p, 0, sizeof p);
    int16_t all[GAME_MAX_UNITS];
    int nall = 0;
    uint32_t spared_all[GAME_MAX_UNITS / 32 + 1] = {0};
    for (int i = 0; i < nh; i++) {
        /* [10.31], [10.32] a leader's units are not disrupted as the rest of a 1/2E (in
         * melee even if the reduction eliminates him). */
        bool leader = hex_has_leader(g, hexes[i]);
        for (int u = st->first_in_hex[hexes[i]]; u >= 0; u = st->units[u].next) {
            if (unit_is_leader(g, &st->units[u]))
                continue; /* [8.1] leaders are not counted */
            if (leader)
                spared_all[nall / 32] |= 1u << (nall % 32);
            all[nall++] = (int16_t)u;
        }
        if (!c->fire)
            reduce_leaders(g, hexes[i]); /* [10.33] */
    }
    int lose = (nall + 1) / 2; /* odd: the majority */
    if (nall == 0)
        return false;
    p.kind = PENDING_LOSE;
    p.side = (uint8_t)!c->side;
    p.count = (uint8_t)lose;
    for (int i = 0; i < c->nhex; i++)
        p.hexes[p.nhexes++] = c->hex[i];
    p.nattackers = (uint8_t)c->natt;
    memcpy(p.attackers, c->att, sizeof p.attackers);
    if (nall > PS_ACTION_MAX_UNITS || lose == nall) {
        /* No choice to make (or more units than a choice can name: beyond any stacking
         * limit): eliminate the default's choice now. */
        for (int i = 0; i < nall; i++) {
            bool spared = spared_all[i / 32] >> (i % 32) & 1;
            if (i < lose)
                eliminate(g, all[i], "half eliminated [8.1]");
            else if (spared)
                game_event(g, "unit %d %s is not disrupted: it is stacked with a leader",
                           all[i], code_of(g, all[i]));
            else
                disrupt(g, all[i]);
        }
        return false;
    }
    p.nunits = (uint8_t)nall;
    memcpy(p.units, all, (size_t)nall * sizeof all[0]);
    for (int i = 0; i < nall; i++)
        if (spared_all[i / 32] >> (i % 32) & 1)
            p.spared |= (uint16_t)(1u << i);
    st->pending = p;
    st->to_act = p.side;
    char list[PS_ACTION_TEXT_MAX];
    size_t pos = 0;
    list[0] = '\0';
    for (int i = 0; i < nall && pos < sizeof list; i++) {
        int w = snprintf(list + pos, sizeof list - pos, "%s%d %s", i ? ", " : "", all[i],
                         code_of(g, all[i]));
        if (w > 0)
            pos += (size_t)w;
    }
    game_event(g, "the %s choose %d of %d units to lose (%s) [8.1]: lose U[,U..], or end",
               g->scen.force[p.side].name, lose, nall, list);
    return true;
}

/* ---- resolution ---------------------------------------------------------------------- */

static void describe(const ps_game *g, const struct combat *c, int roll, const uint8_t *res,
                     char *buf, size_t len)
{
    size_t pos = 0;
#define PUT(...)                                                                           \
    do {                                                                                   \
        int n_ = snprintf(buf + pos, pos < len ? len - pos : 0, __VA_ARGS__);              \
        if (n_ > 0)                                                                        \
            pos += (size_t)n_;                                                             \
    } while (0)
    char a[24], d[24];
    fx_format(c->att_strength, a);
    fx_format(c->def_strength, d);
    PUT("%s ", c->fire ? "fire" : "melee");
    for (int i = 0; i < c->natt; i++)
        PUT("%s%d", i ? "," : "", c->att[i]);
    PUT(" ->");
    for (int i = 0; i < c->nhex; i++)
        PUT("%s%s", i ? "," : " ", hexname(c->hex[i]).s);
    const struct crt_column *col = &g->tables.crt.cols[c->column];
    PUT(": %s vs %s = %d-%d%s, die %d", a, d, col->att, col->def,
        c->flank ? " (flank attack)" : "", roll);
    for (int i = 0; i < c->nhex; i++) {
        if (c->nhex > 1)
            PUT("%s %s", i ? ";" : ":", hexname(c->hex[i]).s);
        if (c->plus[i])
            PUT(" (+1 disrupted) = %d", roll + c->plus[i]);
        PUT("%s %s", c->nhex > 1 ? "" : ":", crt_result_name((enum crt_result)res[i]));
    }
#undef PUT
}

void combat_roll(ps_game *g, const struct combat *c, uint8_t *res)
{
    int roll = game_roll(g);
    if (roll < 1 || roll > c->faces)
        roll = roll < 1 ? 1 : c->faces;
    for (int i = 0; i < c->nhex; i++)
        res[i] = c->result[roll - 1][i];
    if (game_events_wanted(g)) { /* a quiet game formats no event */
        char text[512];
        describe(g, c, roll, res, text, sizeof text);
        game_event(g, "%s", text);
    }
    contact_engage(g, c, res); /* [18.1] (optional contact) */
}

void combat_resolve(ps_game *g, const struct combat *c)
{
    uint8_t res[COMBAT_MAX_HEXES];
    combat_roll(g, c, res);
    combat_apply(g, c, res);
}

void combat_apply(ps_game *g, const struct combat *c, const uint8_t *res)
{
    contact_decide(g, c, res); /* [18.5] (optional contact) */
    for (int i = 0; i < c->nhex; i++) {
        if (res[i] == CRT_D)
            result_d(g, c->hex[i], c->fire);
        else if (res[i] == CRT_E)
            result_e(g, c->hex[i], c->fire);
    }
    /* [8.1], [8.24] the hexes with 1/2E share one halving. */
    hex_id half[COMBAT_MAX_HEXES];
    int nhalf = 0;
    for (int i = 0; i < c->nhex; i++)
        if (res[i] == CRT_HALF_E)
            half[nhalf++] = c->hex[i];
    if (nhalf && result_half(g, c, half, nhalf))
        return; /* the advance waits for the defender's choice */
    panic_check(g, !c->side); /* [13.11] a combat's losses are one instant */
    offer_advance(g, c->side, c->att, c->natt, c->hex, c->nhex, c->fire);
}

void combat_offer_advance(ps_game *g, int side, const int16_t *att, int natt,
                          const hex_id *hexes, int nhexes, bool fire)
{
    offer_advance(g, side, att, natt, hexes, nhexes, fire);
}

/* ---- decisions ------------------------------------------------------------------------- */

static ps_status lose_validate(const ps_game *g, const ps_action *a, char *why, size_t len)
{
    const struct pending *p = &g->st.pending;
    if (p->kind != PENDING_LOSE)
        return combat_refuse(why, len, PS_EILLEGAL, "[8.1] no half elimination waits for a choice");
    if (a->nunits != p->count)
        return combat_refuse(why, len, PS_EILLEGAL, "[8.1] the %s must choose exactly %d unit%s",
                             g->scen.force[p->side].name, p->count, p->count == 1 ? "" : "s");
    for (int i = 0; i < a->nunits; i++) {
        bool found = false;
        for (int j = 0; j < p->nunits; j++)
            found |= p->units[j] == a->units[i];
        if (!found)
            return combat_refuse(why, len, PS_EILLEGAL,
                                 "[8.1] unit %d is not one of the units attacked (leaders are not "
                                 "counted)", a->units[i]);
        for (int j = 0; j < i; j++)
            if (a->units[j] == a->units[i])
                return combat_refuse(why, len, PS_EILLEGAL, "[8.1] unit %d is named twice",
                                     a->units[i]);
    }
    return PS_OK;
}

ps_status lose_check(ps_game *g, const ps_action *a)
{
    char why[PS_ERR_MAX];
    ps_status s = lose_validate(g, a, why, sizeof why);
    return s == PS_OK ? PS_OK : game_fail(g, s, "%s", why);
}

void lose_apply(ps_game *g, const ps_action *a)
{
    lose_finish(g, a->units, a->nunits);
}

static ps_status advance_validate(const ps_game *g, const ps_action *a, char *why, size_t len)
{
    const struct game_state *st = &g->st;
    const struct pending *p = &st->pending;
    if (p->kind != PENDING_ADVANCE)
        return combat_refuse(why, len, PS_EILLEGAL,
                             p->kind == PENDING_LOSE
                                 ? "[8.1] the defender must first choose the units to lose"
                                 : "[8.4] no hex was vacated by combat");
    if (a->nhexes != 1 || a->nunits < 1)
        return combat_refuse(why, len, PS_EINVAL, "advance names its units and one hex");
    hex_id h = rules_hex(g, a->hexes[0]);
    bool vacated = false;
    for (int i = 0; i < p->nhexes; i++)
        vacated |= h != HEX_NONE && p->hexes[i] == h;
    if (!vacated)
        return combat_refuse(why, len, PS_EILLEGAL, "[8.4] %04d was not vacated by this combat",
                             a->hexes[0]);
    int side = p->side, count = 0;
    for (int i = 0; i < a->nunits; i++) {
        int u = a->units[i];
        bool found = false;
        for (int j = 0; j < p->nunits; j++)
            found |= p->units[j] == u;
        if (!found)
            return combat_refuse(why, len, PS_EILLEGAL,
                                 "[8.4] unit %d may not advance: only the attacking units may "
                                 "(not leaders, nor units carried by a chariot)", u);
        for (int j = 0; j < i; j++)
            if (a->units[j] == u)
                return combat_refuse(why, len, PS_EILLEGAL, "[8.4] unit %d is named twice", u);
        const struct unit *un = &st->units[u];
        if (map_distance(un->hex, h) != 1)
            return combat_refuse(why, len, PS_EILLEGAL,
                                 "[8.4] unit %d at %s is not adjacent to %s: an advance is one "
                                 "hex", u, hexname(un->hex).s, hexname(h).s);
        const struct unit_type *ut = game_type(g, un);
        if (unit_type_counts_for_stacking(ut))
            count++;
        /* [5.3] the advancing units must be able to share the hex. */
        for (int j = 0; j < i; j++) {
            const struct unit_type *o = game_type(g, &st->units[a->units[j]]);
            const char *rule = stack_class_conflict((enum unit_class)ut->cls,
                                                    (enum unit_class)o->cls);
            if (rule)
                return combat_refuse(why, len, PS_EILLEGAL, "%s %s and %s units may not share a hex",
                                     rule, ut->code, o->code);
        }
    }
    /* [8.4] "Normal stacking limitations must be observed" [5.4]. */
    if (count > g->scen.force[side].stacking)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[8.4] %d units would exceed the %s' stacking limit of %d [5.4]", count,
                             g->scen.force[side].name, g->scen.force[side].stacking);
    return PS_OK;
}

ps_status advance_check(ps_game *g, const ps_action *a)
{
    char why[PS_ERR_MAX];
    ps_status s = advance_validate(g, a, why, sizeof why);
    return s == PS_OK ? PS_OK : game_fail(g, s, "%s", why);
}

void advance_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    struct pending *p = &st->pending;
    hex_id h = rules_hex(g, a->hexes[0]);
    for (int i = 0; i < a->nunits; i++) {
        int u = a->units[i];
        hex_id from = st->units[u].hex;
        game_remove_unit(st, u);
        game_put_unit(st, u, h);
        st->units[u].flags |= UF_ADVANCED;
        if (facing_used(g)) /* [16.1] it faces the hex it entered */
            st->units[u].facing = (int8_t)facing_dir(from, h);
        game_event(g, "unit %d %s advances from %s to %s [8.4]", u, code_of(g, u),
                   hexname(from).s, hexname(h).s);
    }
    /* One advance per vacated hex; those who stayed may still enter the other one. */
    int nh = 0;
    for (int i = 0; i < p->nhexes; i++)
        if (p->hexes[i] != h)
            p->hexes[nh++] = p->hexes[i];
    p->nhexes = (uint8_t)nh;
    int nu = 0;
    for (int i = 0; i < p->nunits; i++) {
        bool moved = false;
        for (int j = 0; j < a->nunits; j++)
            moved |= a->units[j] == p->units[i];
        bool near = false;
        for (int k = 0; k < nh; k++)
            near |= map_distance(st->units[p->units[i]].hex, p->hexes[k]) == 1;
        if (!moved && near)
            p->units[nu++] = p->units[i];
    }
    p->nunits = (uint8_t)nu;
    if (nh == 0 || nu == 0)
        memset(p, 0, sizeof *p);
}

ps_status pending_end_check(ps_game *g)
{
    (void)g;
    return PS_OK; /* both decisions have a default */
}

void pending_end_apply(ps_game *g)
{
    struct game_state *st = &g->st;
    if (st->pending.kind == PENDING_RETREAT) {
        retreat_end(g); /* [17.0] the rest stay and fight (retreat.c) */
        return;
    }
    if (st->pending.kind == PENDING_LOSE) {
        int16_t chosen[PS_ACTION_MAX_UNITS];
        default_choice(g, &st->pending, chosen);
        lose_finish(g, chosen, st->pending.count);
        return;
    }
    if (st->pending.kind == PENDING_ADVANCE)
        game_event(g, "the %s do not advance", g->scen.force[st->pending.side].name);
    memset(&st->pending, 0, sizeof st->pending);
}

/* ---- legal decisions --------------------------------------------------------------------- */

/* Two candidates are interchangeable for the choice when nothing about them differs: type,
 * disruption, hex, leader protection, chariot ties. */
static bool same_kind(const ps_game *g, const struct pending *p, int i, int j)
{
    const struct game_state *st = &g->st;
    const struct unit *a = &st->units[p->units[i]], *b = &st->units[p->units[j]];
    bool carries_a = false, carries_b = false;
    for (int u = 0; u < st->nunits; u++) {
        carries_a |= st->units[u].carrier == p->units[i];
        carries_b |= st->units[u].carrier == p->units[j];
    }
    return a->type == b->type && (a->flags & UF_DISRUPTED) == (b->flags & UF_DISRUPTED) &&
           a->hex == b->hex && (p->spared >> i & 1) == (p->spared >> j & 1) &&
           (a->carrier >= 0) == (b->carrier >= 0) && carries_a == carries_b;
}

static int push(ps_action *out, int max, int n, int kind, const int16_t *units, int nunits,
                hex_id h)
{
    if (n < max) {
        ps_action *a = &out[n];
        memset(a, 0, sizeof *a);
        a->kind = (uint8_t)kind;
        a->nunits = (uint8_t)nunits;
        memcpy(a->units, units, (size_t)nunits * sizeof units[0]);
        if (h != HEX_NONE) {
            hex_cr cr = map_cr(h);
            a->nhexes = 1;
            a->hexes[0] = (int16_t)(cr.col * 100 + cr.row);
        }
    }
    return n + 1;
}

/* LOSE: every distinct choice (interchangeable units are taken in list order).  ADVANCE: for
 * each vacated hex, every group of up to six eligible units that may enter it (with more,
 * each unit alone and all of them).  "end" is added by rules_legal. */
int pending_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    const struct pending *p = &g->st.pending;
    char why[PS_ERR_MAX];
    if (p->kind == PENDING_RETREAT)
        return retreat_legal(g, u, out, max, n); /* [17.0] */
    if (p->kind == PENDING_LOSE) {
        int m = p->nunits;
        for (uint32_t set = 0; set < (1u << m); set++) {
            if (__builtin_popcount(set) != p->count)
                continue;
            bool canonical = true, names_u = u < 0;
            int16_t pick[PS_ACTION_MAX_UNITS];
            int np = 0;
            for (int i = 0; i < m && canonical; i++) {
                if (!(set >> i & 1))
                    continue;
                for (int j = 0; j < i && canonical; j++)
                    if (!(set >> j & 1) && same_kind(g, p, i, j))
                        canonical = false;
                names_u |= p->units[i] == u;
                pick[np++] = p->units[i];
            }
            if (canonical && names_u)
                n = push(out, max, n, PS_ACT_LOSE, pick, np, HEX_NONE);
        }
        return n;
    }
    if (p->kind != PENDING_ADVANCE)
        return n;
    for (int k = 0; k < p->nhexes; k++) {
        int16_t el[PS_ACTION_MAX_UNITS];
        int ne = 0;
        for (int i = 0; i < p->nunits; i++)
            if (map_distance(g->st.units[p->units[i]].hex, p->hexes[k]) == 1)
                el[ne++] = p->units[i];
        ps_action a;
        if (ne <= 6) {
            for (uint32_t set = 1; set < (1u << ne); set++) {
                int16_t pick[PS_ACTION_MAX_UNITS];
                int np = 0;
                bool names_u = u < 0;
                for (int i = 0; i < ne; i++)
                    if (set >> i & 1) {
                        pick[np++] = el[i];
                        names_u |= el[i] == u;
                    }
                push(&a, 1, 0, PS_ACT_ADVANCE, pick, np, p->hexes[k]);
                if (names_u && advance_validate(g, &a, why, sizeof why) == PS_OK)
                    n = push(out, max, n, PS_ACT_ADVANCE, pick, np, p->hexes[k]);
            }
            continue;
        }
        for (int i = 0; i <= ne; i++) {
            const int16_t *pick = i < ne ? &el[i] : el;
            int np = i < ne ? 1 : ne;
            bool names_u = u < 0;
            for (int j = 0; j < np; j++)
                names_u |= pick[j] == u;
            push(&a, 1, 0, PS_ACT_ADVANCE, pick, np, p->hexes[k]);
            if (names_u && advance_validate(g, &a, why, sizeof why) == PS_OK)
                n = push(out, max, n, PS_ACT_ADVANCE, pick, np, p->hexes[k]);
        }
    }
    return n;
}
