/* Retreat before combat [17.0]-[17.5] (optional rule "retreat").
 *
 * A melee attack is declared (melee.c); before the die is rolled, retreat_offer asks the
 * defender (PENDING_RETREAT, the defender to act) when some defending unit may retreat:
 *   retreat U[,U..] HEX   the units step one hex into HEX, a passable hex next to each of them
 *                         that holds no enemy, is not attacked by this attack, and can take
 *                         them ([5.3], [5.4], [C1.9]); a Chariot takes what it carries.  Several
 *                         retreats may follow one another, to different hexes.
 *   end                   the rest stay and fight.
 * Who may retreat [17.0], [17.5]: each defending unit on its own, when its Movement Allowance
 * exceeds the fastest attacking unit's by three or more; not a disrupted unit [8.2], one in
 * Contact [18.2] (with that option), one carried by a Chariot, nor any unit in a hex units
 * retreated into this phase [17.3] (game_state.no_retreat).
 * Then (retreat_resolve) the attack is fought against the defending hexes still occupied; a
 * hex left empty may be entered by the attacking units [8.4], "and no further" [17.0] (the
 * advance is one hex, is not movement [17.2]); every attacking unit has made its attack for
 * the phase [7.14], so none that advances attacks again in the Player-Turn [17.4].  Units
 * that retreated are not marked as attacked: another attack may come against their new hex
 * [17.3]. */
#include <stdio.h>
#include <string.h>

#include "combat.h"
#include "movement.h"
#include "units.h"

_Static_assert(MAP_MAX_HEXES % 8 == 0, "no_retreat holds a bit per hex");

static bool retreat_on(const ps_game *g)
{
    return g->st.options >> PS_OPT_RETREAT & 1u;
}

static bool no_retreat_hex(const struct game_state *st, hex_id h)
{
    return st->no_retreat[h / 8] >> (h % 8) & 1u;
}

/* The Movement Allowance of the fastest attacking unit [17.0]. */
static fx fastest(const ps_game *g, const int16_t *att, int n)
{
    fx best = 0;
    for (int i = 0; i < n; i++) {
        fx ma = unit_ma(g, &g->st.units[att[i]]);
        if (ma > best)
            best = ma;
    }
    return best;
}

/* May defending unit u retreat, wherever to? [17.0], [17.3], [17.5] */
static bool unit_may_retreat(const ps_game *g, int u, fx against)
{
    const struct game_state *st = &g->st;
    const struct unit *un = &st->units[u];
    if (un->where != UNIT_ON_MAP || un->carrier >= 0 || (un->flags & UF_DISRUPTED))
        return false;
    if ((st->options >> PS_OPT_CONTACT & 1u) && (un->flags & UF_CONTACT))
        return false; /* [18.2] units in contact may not break off */
    if (st->options >> PS_OPT_CONTACT & 1u && unit_is_chariot(g, un)) {
        int aboard[GAME_MAX_UNITS]; /* nor ride off in contact aboard a chariot */
        int k = chariot_passengers(g, u, aboard, GAME_MAX_UNITS);
        for (int i = 0; i < k; i++)
            if (st->units[aboard[i]].flags & UF_CONTACT)
                return false;
    }
    if (no_retreat_hex(st, un->hex))
        return false;
    return unit_ma(g, un) >= against + FX(3);
}

static bool attacked_hex(const struct pending *p, hex_id h)
{
    for (int i = 0; i < p->nhexes; i++)
        if (p->hexes[i] == h)
            return true;
    return false;
}

/* May these units (of the pending decision's side) retreat into h?  why may be NULL. */
static ps_status dest_ok(const ps_game *g, const int16_t *units, int n, hex_id h, char *why,
                         size_t len)
{
    const struct game_state *st = &g->st;
    const struct pending *p = &st->pending;
    if (h == HEX_NONE)
        return combat_refuse(why, len, PS_EINVAL, "not a hex of the map");
    if (game_hex_side(st, h) == !p->side)
        return combat_refuse(why, len, PS_EILLEGAL, "[17.0] %s holds enemy units", hexname(h).s);
    if (attacked_hex(p, h))
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[17.0] %s is attacked by this attack too: a retreat leaves it",
                             hexname(h).s);
    struct stack_entry arrive[PS_ACTION_MAX_UNITS * 2];
    int na = 0;
    for (int i = 0; i < n; i++) {
        hex_id from = st->units[units[i]].hex;
        if (map_distance(from, h) != 1)
            return combat_refuse(why, len, PS_EILLEGAL,
                                 "[17.0] unit %d at %s is not next to %s: a retreat is one hex",
                                 units[i], hexname(from).s, hexname(h).s);
        /* "to an unblocked (i.e., passable) hex" */
        if (terrain_entry_cost(g, from, h) < 0)
            return combat_refuse(why, len, PS_EILLEGAL, "[17.1] %s may not be entered",
                                 hexname(h).s);
        na = stack_add_with_passengers(g, units[i], arrive, na, PS_ACTION_MAX_UNITS * 2);
    }
    struct stack_problem sp;
    if (na > PS_ACTION_MAX_UNITS * 2 || !stack_hex_ok(g, h, p->side, arrive, na, true, &sp))
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[17.1] the units may not stack in %s (%s)", hexname(h).s,
                             na > PS_ACTION_MAX_UNITS * 2 ? "[5.4]" : sp.rule);
    return PS_OK;
}

/* Has unit u (one of the pending units) anywhere to retreat to? */
static bool has_way_out(const ps_game *g, int u)
{
    int16_t one = (int16_t)u;
    hex_id from = g->st.units[u].hex;
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id h = map_neighbour(&g->map, from, (enum hex_dir)d);
        if (h != HEX_NONE && dest_ok(g, &one, 1, h, NULL, 0) == PS_OK)
            return true;
    }
    return false;
}

/* Keeps the pending units that may still retreat somewhere; returns how many. */
static int prune(ps_game *g)
{
    struct pending *p = &g->st.pending;
    fx against = fastest(g, p->attackers, p->nattackers);
    int n = 0;
    for (int i = 0; i < p->nunits; i++)
        if (unit_may_retreat(g, p->units[i], against) && has_way_out(g, p->units[i]))
            p->units[n++] = p->units[i];
    p->nunits = (uint8_t)n;
    return n;
}

bool retreat_offer(ps_game *g, const struct combat *c)
{
    struct game_state *st = &g->st;
    if (!retreat_on(g) || c->fire)
        return false;
    struct pending p;
    memset(&p, 0, sizeof p);
    p.kind = PENDING_RETREAT;
    p.side = (uint8_t)!c->side;
    p.nattackers = (uint8_t)c->natt;
    memcpy(p.attackers, c->att, (size_t)c->natt * sizeof c->att[0]);
    for (int i = 0; i < c->nhex; i++)
        p.hexes[p.nhexes++] = c->hex[i];
    fx against = fastest(g, c->att, c->natt);
    for (int i = 0; i < c->nhex; i++)
        for (int u = st->first_in_hex[c->hex[i]]; u >= 0 && p.nunits < PS_ACTION_MAX_UNITS;
             u = st->units[u].next)
            if (unit_may_retreat(g, u, against))
                p.units[p.nunits++] = (int16_t)u;
    if (p.nunits == 0)
        return false;
    st->pending = p;
    if (prune(g) == 0) {
        memset(&st->pending, 0, sizeof st->pending); /* [17.1] nowhere to go */
        return false;
    }
    st->to_act = p.side;
    const struct pending *q = &st->pending;
    char list[PS_ACTION_TEXT_MAX], ma[16];
    size_t pos = 0;
    list[0] = '\0';
    for (int i = 0; i < q->nunits && pos < sizeof list; i++) {
        mp_format(unit_ma(g, &st->units[q->units[i]]), ma, sizeof ma);
        int w = snprintf(list + pos, sizeof list - pos, "%s%d %s (MA %s)", i ? ", " : "",
                         q->units[i], game_type(g, &st->units[q->units[i]])->code, ma);
        if (w > 0)
            pos += (size_t)w;
    }
    mp_format(against, ma, sizeof ma);
    game_event(g, "the %s may retreat before combat, the fastest attacker having MA %s [17.0]: "
               "%s (retreat U[,U..] HEX, or end to stay)", g->scen.force[q->side].name, ma,
               list);
    return true;
}

/* ---- the attack goes on ---- */

static void mark_attackers(struct game_state *st, const struct pending *p)
{
    for (int i = 0; i < p->nattackers; i++)
        st->units[p->attackers[i]].flags |= UF_ATTACKED | UF_MELEED;
}

/* [17.0] the attacker may advance into the hexes the retreat vacated: added to the decision
 * the combat's results left, or offered now. */
static void offer_vacated(ps_game *g, const struct pending *p, const hex_id *vacated, int nv)
{
    struct pending *q = &g->st.pending;
    if (q->kind == PENDING_LOSE || q->kind == PENDING_ADVANCE) {
        for (int i = 0; i < nv && q->nhexes < PENDING_MAX_HEXES; i++) {
            bool known = false;
            for (int k = 0; k < q->nhexes; k++)
                known = known || q->hexes[k] == vacated[i];
            if (!known)
                q->hexes[q->nhexes++] = vacated[i];
        }
        return;
    }
    combat_offer_advance(g, !p->side, p->attackers, p->nattackers, vacated, nv, false);
}

static void retreat_resolve(ps_game *g)
{
    struct game_state *st = &g->st;
    struct pending p = st->pending;
    memset(&st->pending, 0, sizeof st->pending);
    st->to_act = (uint8_t)!p.side;
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = PS_ACT_MELEE;
    a.nunits = p.nattackers;
    memcpy(a.units, p.attackers, sizeof a.units);
    hex_id vacated[2];
    int nv = 0;
    for (int i = 0; i < p.nhexes; i++) {
        if (st->first_in_hex[p.hexes[i]] < 0)
            vacated[nv++] = p.hexes[i];
        else
            a.hexes[a.nhexes++] = hex_ccrr(p.hexes[i]);
    }
    struct combat c;
    if (a.nhexes == 0) {
        game_event(g, "every defender retreated before combat: no combat [17.0]");
    } else if (combat_assess(g, &a, &c, NULL, NULL, 0) != PS_OK) {
        /* Cannot happen: fewer defenders never make the odds worse. */
        game_event(g, "the attack no longer holds after the retreat: no combat [17.0]");
    } else {
        for (int i = 0; i < c.nhex; i++)
            for (int u = st->first_in_hex[c.hex[i]]; u >= 0; u = st->units[u].next)
                st->units[u].flags |= UF_DEFENDED;
        combat_resolve(g, &c);
    }
    mark_attackers(st, &p); /* [7.14], [17.4] the attack is made, whatever came of it */
    if (nv)
        offer_vacated(g, &p, vacated, nv);
}

void retreat_end(ps_game *g)
{
    if (g->st.pending.nunits)
        game_event(g, "the %s stay and fight", g->scen.force[g->st.pending.side].name);
    retreat_resolve(g);
}

/* ---- the decision ---- */

static ps_status retreat_validate(const ps_game *g, const ps_action *a, char *why, size_t len)
{
    const struct pending *p = &g->st.pending;
    if (p->kind != PENDING_RETREAT)
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[17.0] no melee attack waits for a retreat before combat");
    if (a->nhexes != 1 || a->nunits < 1)
        return combat_refuse(why, len, PS_EINVAL, "retreat names its units and one hex");
    for (int i = 0; i < a->nunits; i++) {
        bool found = false;
        for (int j = 0; j < p->nunits; j++)
            found |= p->units[j] == a->units[i];
        if (!found)
            return combat_refuse(why, len, PS_EILLEGAL,
                                 "[17.0] unit %d may not retreat: only defending units whose "
                                 "Movement Allowance exceeds the fastest attacker's by 3 or "
                                 "more [17.5], not disrupted, not carried, and not in a hex "
                                 "units retreated into [17.3]", a->units[i]);
        for (int j = 0; j < i; j++)
            if (a->units[j] == a->units[i])
                return combat_refuse(why, len, PS_EILLEGAL, "[17.0] unit %d is named twice",
                                     a->units[i]);
    }
    return dest_ok(g, a->units, a->nunits, rules_hex(g, a->hexes[0]), why, len);
}

ps_status retreat_check(ps_game *g, const ps_action *a)
{
    char why[PS_ERR_MAX];
    ps_status s = retreat_validate(g, a, why, sizeof why);
    return s == PS_OK ? PS_OK : game_fail(g, s, "%s", why);
}

void retreat_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    hex_id h = rules_hex(g, a->hexes[0]);
    for (int i = 0; i < a->nunits; i++) {
        int u = a->units[i];
        hex_id from = st->units[u].hex;
        int aboard[PS_ACTION_MAX_UNITS];
        int k = unit_is_chariot(g, &st->units[u])
                    ? chariot_passengers(g, u, aboard, PS_ACTION_MAX_UNITS) : 0;
        if (k > PS_ACTION_MAX_UNITS)
            k = PS_ACTION_MAX_UNITS;
        game_remove_unit(st, u);
        game_put_unit(st, u, h);
        for (int j = k - 1; j >= 0; j--) { /* bottom first: the stack keeps its order */
            game_remove_unit(st, aboard[j]);
            game_put_unit(st, aboard[j], h);
        }
        game_event(g, "unit %d %s retreats before combat from %s to %s [17.0]", u,
                   game_type(g, &st->units[u])->code, hexname(from).s, hexname(h).s);
        for (int j = 0; j < k; j++)
            game_event(g, "unit %d %s rides with chariot %d", aboard[j],
                       game_type(g, &st->units[aboard[j]])->code, u);
    }
    /* [17.3] the retreated units, and every unit of the hex they entered, may not retreat
     * (again) in this phase. */
    st->no_retreat[h / 8] |= (uint8_t)(1u << (h % 8));
    if (prune(g) == 0)
        retreat_resolve(g);
}

/* ---- legal decisions ---- */

static int push(ps_action *out, int max, int n, const int16_t *units, int nunits, hex_id h)
{
    if (n < max) {
        ps_action *a = &out[n];
        memset(a, 0, sizeof *a);
        a->kind = PS_ACT_RETREAT;
        a->nunits = (uint8_t)nunits;
        memcpy(a->units, units, (size_t)nunits * sizeof units[0]);
        a->nhexes = 1;
        a->hexes[0] = hex_ccrr(h);
    }
    return n + 1;
}

/* For every hex next to a unit that may retreat: every group of up to six such units next
 * to it that may retreat there together (with more, each alone and all of them).  "end" is
 * added by rules_legal. */
int retreat_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    const struct pending *p = &st->pending;
    if (p->kind != PENDING_RETREAT)
        return n;
    uint8_t seen[MAP_MAX_HEXES / 8 + 1];
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < p->nunits; i++) {
        hex_id from = st->units[p->units[i]].hex;
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id h = map_neighbour(&g->map, from, (enum hex_dir)d);
            if (h == HEX_NONE || (seen[h / 8] >> (h % 8) & 1u))
                continue;
            seen[h / 8] |= (uint8_t)(1u << (h % 8));
            int16_t el[PS_ACTION_MAX_UNITS];
            int ne = 0;
            for (int j = 0; j < p->nunits; j++)
                if (map_distance(st->units[p->units[j]].hex, h) == 1)
                    el[ne++] = p->units[j];
            uint32_t sets = ne <= 6 ? (1u << ne) - 1 : (uint32_t)ne + 1;
            for (uint32_t s = 1; s <= sets; s++) {
                int16_t pick[PS_ACTION_MAX_UNITS];
                int np = 0;
                if (ne <= 6) {
                    for (int j = 0; j < ne; j++)
                        if (s >> j & 1)
                            pick[np++] = el[j];
                } else if (s <= (uint32_t)ne) {
                    pick[np++] = el[s - 1];
                } else {
                    memcpy(pick, el, (size_t)ne * sizeof el[0]);
                    np = ne;
                }
                bool names_u = u < 0;
                for (int j = 0; j < np; j++)
                    names_u |= pick[j] == u;
                if (names_u && dest_ok(g, pick, np, h, NULL, 0) == PS_OK)
                    n = push(out, max, n, pick, np, h);
            }
        }
    }
    return n;
}
