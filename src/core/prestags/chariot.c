/* Chariots [C1.0]: embarking and debarking.  (A Chariot's own move, which carries its
 * passengers, is a move like any other: movement.c.)
 *
 *   embark U C  [C1.0] U (BW, IB, SK or a leader) began this Chariot or Movement Phase in or
 *               next to friendly [C1.6] Chariot C; neither has moved yet in the phase ("before
 *               any movement occurs").  U is placed in C's hex at no MP cost.  One unit plus
 *               any leaders per Chariot [C1.8].
 *   debark U H  [C1.0] U leaves its Chariot for H, a hex next to the Chariot that holds no
 *               enemy.  "At the end of the phase" is coded as: once U debarks, its Chariot has
 *               finished moving for the phase (UF_MOVE_DONE), and U may not move again in it.
 *               A unit may embark and debark in the same phase.
 * Invariant: a carried unit is on the map in its Chariot's hex, on the same side
 * (ps_game_check_invariants). */
#include <string.h>

#include "contact.h"
#include "facing.h"
#include "movement.h"
#include "units.h"

int chariot_passengers(const ps_game *g, int c, int *out, int max)
{
    const struct game_state *st = &g->st;
    int n = 0;
    if (st->units[c].where != UNIT_ON_MAP)
        return 0;
    for (int u = st->first_in_hex[st->units[c].hex]; u >= 0; u = st->units[u].next)
        if (st->units[u].carrier == c) {
            if (n < max)
                out[n] = u;
            n++;
        }
    return n;
}

static bool movement_phase(const ps_game *g)
{
    return g->st.phase == PS_PHASE_CHARIOT || g->st.phase == PS_PHASE_MOVEMENT;
}

/* The non-leader unit Chariot c carries, or -1 [C1.8]. */
static int carried_unit(const ps_game *g, int c)
{
    int aboard[PS_ACTION_MAX_UNITS];
    int k = chariot_passengers(g, c, aboard, PS_ACTION_MAX_UNITS);
    for (int i = 0; i < k && i < PS_ACTION_MAX_UNITS; i++)
        if (!unit_is_leader(g, &g->st.units[aboard[i]]))
            return aboard[i];
    return -1;
}

ps_status embark_check(ps_game *g, const ps_action *a)
{
    const struct game_state *st = &g->st;
    if (!movement_phase(g))
        return game_fail(g, PS_EILLEGAL, "[C1.0] units embark only in the Chariot and "
                         "Movement Phases");
    if (a->nunits != 2)
        return game_fail(g, PS_EINVAL, "embark takes a unit and a chariot");
    struct unit *un = NULL, *ch = NULL; /* set by rules_unit (-O3 -flto) */
    ps_status s = rules_unit(g, a->units[0], &un);
    if (s == PS_OK)
        s = rules_unit(g, a->units[1], &ch);
    if (s != PS_OK)
        return s;
    int u = a->units[0], c = a->units[1];
    if (un->side != st->phasing)
        return game_fail(g, PS_EILLEGAL, "[5.21] unit %d belongs to the %s; only the %s move now",
                         u, g->scen.force[un->side].name, g->scen.force[st->phasing].name);
    if (!unit_is_chariot(g, ch))
        return game_fail(g, PS_EILLEGAL, "[C1.0] unit %d is not a chariot", c);
    if (ch->side != un->side)
        return game_fail(g, PS_EILLEGAL, "[C1.6] units embark only on friendly chariots");
    if (!unit_may_ride(g, un))
        return game_fail(g, PS_EILLEGAL, "[C1.0] only BW, IB, SK and leader units ride "
                         "chariots, and unit %d is %s", u, game_type(g, un)->code);
    if (un->where != UNIT_ON_MAP || ch->where != UNIT_ON_MAP)
        return game_fail(g, PS_EILLEGAL, "[C1.0] unit %d and chariot %d must both be on the map",
                         u, c);
    if (un->carrier >= 0)
        return game_fail(g, PS_EILLEGAL, "[C1.8] unit %d is already aboard chariot %d", u,
                         un->carrier);
    if (un->flags & UF_DISRUPTED)
        return game_fail(g, PS_EILLEGAL, "[8.2] unit %d is disrupted and may not move", u);
    /* [13.0] (optional) a panicked unit moves only in flight, and a panicked chariot is no
     * one's transport but its own. */
    if ((st->options >> PS_OPT_PANIC & 1u) && ((un->flags | ch->flags) & UF_PANICKED))
        return game_fail(g, PS_EILLEGAL, "[13.0] %s %d is panicked",
                         (un->flags & UF_PANICKED) ? "unit" : "chariot",
                         (un->flags & UF_PANICKED) ? u : c);
    /* [18.2] (optional contact) units in contact do not break off. */
    if (contact_holds(g, un))
        return game_fail(g, PS_EILLEGAL, "[18.2] unit %d is in contact and may not embark", u);
    if (un->flags & (UF_MOVED | UF_MOVE_DONE))
        return game_fail(g, PS_EILLEGAL, "[C1.0] unit %d has moved in this phase; units "
                         "embark before any movement", u);
    if (ch->flags & (UF_MOVED | UF_MOVE_DONE))
        return game_fail(g, PS_EILLEGAL, "[C1.0] chariot %d has moved in this phase; units "
                         "embark before it moves", c);
    if (!(un->flags & UF_NEAR_CHARIOT) || map_distance(un->hex, ch->hex) > 1)
        return game_fail(g, PS_EILLEGAL, "[C1.0] unit %d did not begin this phase next to "
                         "chariot %d", u, c);
    int other = carried_unit(g, c);
    if (!unit_is_leader(g, un) && other >= 0)
        return game_fail(g, PS_EILLEGAL, "[C1.8] chariot %d already carries unit %d", c, other);
    return PS_OK;
}

void embark_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    int u = a->units[0], c = a->units[1];
    struct unit *un = &st->units[u];
    char from[5], to[5];
    map_format_hex(un->hex, from);
    map_format_hex(st->units[c].hex, to);
    if (un->hex != st->units[c].hex) {
        game_remove_unit(st, u);
        game_put_unit(st, u, st->units[c].hex);
    }
    un->carrier = (int16_t)c;
    un->flags |= UF_MOVED;
    if (facing_used(g))
        un->facing = st->units[c].facing; /* [16.0] it faces as the chariot it rides */
    game_event(g, "unit %d %s embarks from %s on chariot %d at %s", u, game_type(g, un)->code,
               from, c, to);
}

/* Why U may not debark into h, or PS_OK.  quiet: only the status (legal generation). */
static ps_status debark_into(ps_game *g, int u, hex_id h, bool quiet)
{
    const struct game_state *st = &g->st;
    const struct unit *un = &st->units[u];
    const struct unit *ch = &st->units[un->carrier];
    if (map_distance(ch->hex, h) != 1)
        return quiet ? PS_EILLEGAL
                     : game_fail(g, PS_EILLEGAL, "[C1.0] %04d is not next to chariot %d in %04d",
                                 hex_ccrr(h), un->carrier, hex_ccrr(ch->hex));
    if (terrain_entry_cost(g, HEX_NONE, h) < 0)
        return quiet ? PS_EILLEGAL
                     : game_fail(g, PS_EILLEGAL, "[9.0] %04d may not be entered", hex_ccrr(h));
    int other = game_hex_side(st, h);
    if (other >= 0 && other != un->side)
        return quiet ? PS_EILLEGAL
                     : game_fail(g, PS_EILLEGAL, "[C1.0] %04d holds enemy units", hex_ccrr(h));
    struct stack_entry arrive = {(int16_t)u, -1};
    struct stack_problem why;
    if (!stack_hex_ok_when(g, h, un->side, &arrive, 1, quiet ? STACK_LISTING : STACK_AT_MOVE_END,
                           &why))
        return quiet ? PS_EILLEGAL : stack_fail(g, h, un->side, &why, false);
    return PS_OK;
}

static bool may_debark(const ps_game *g, const struct unit *un)
{
    return un->where == UNIT_ON_MAP && un->carrier >= 0 && un->side == g->st.phasing &&
           !(un->flags & UF_DISRUPTED) && !contact_holds(g, un) && /* [18.2] */
           !((g->st.options >> PS_OPT_PANIC & 1u) && (un->flags & UF_PANICKED)); /* [13.0] */
}

ps_status debark_check(ps_game *g, const ps_action *a)
{
    const struct game_state *st = &g->st;
    if (!movement_phase(g))
        return game_fail(g, PS_EILLEGAL, "[C1.0] units debark only at the end of the Chariot "
                         "and Movement Phases");
    if (a->nunits != 1 || a->nhexes != 1)
        return game_fail(g, PS_EINVAL, "debark takes a unit and a hex");
    struct unit *un = NULL; /* set by rules_unit (-O3 -flto) */
    ps_status s = rules_unit(g, a->units[0], &un);
    if (s != PS_OK)
        return s;
    int u = a->units[0];
    if (un->side != st->phasing)
        return game_fail(g, PS_EILLEGAL, "[5.21] unit %d belongs to the %s; only the %s move now",
                         u, g->scen.force[un->side].name, g->scen.force[st->phasing].name);
    if (un->where != UNIT_ON_MAP || un->carrier < 0)
        return game_fail(g, PS_EILLEGAL, "[C1.0] unit %d is not aboard a chariot", u);
    if (un->flags & UF_DISRUPTED)
        return game_fail(g, PS_EILLEGAL, "[8.2] unit %d is disrupted and may not move", u);
    if ((st->options >> PS_OPT_PANIC & 1u) && (un->flags & UF_PANICKED))
        return game_fail(g, PS_EILLEGAL, "[13.0] unit %d is panicked: it moves only in its "
                         "flight from the enemy", u);
    if (contact_holds(g, un))
        return game_fail(g, PS_EILLEGAL, "[18.2] unit %d is in contact and may not leave %04d",
                         u, hex_ccrr(un->hex));
    hex_id h = rules_hex(g, a->hexes[0]);
    if (h == HEX_NONE)
        return game_fail(g, PS_EINVAL, "%04d is not a hex of the map", a->hexes[0]);
    return debark_into(g, u, h, false);
}

void debark_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    int u = a->units[0];
    struct unit *un = &st->units[u];
    int c = un->carrier;
    hex_id h = rules_hex(g, a->hexes[0]);
    game_remove_unit(st, u);
    game_put_unit(st, u, h);
    un->carrier = -1;
    un->flags |= UF_MOVED;
    st->units[c].flags |= UF_MOVE_DONE;
    if (facing_used(g)) /* [16.1] it faces the hex it is set down in, away from the chariot */
        un->facing = (int8_t)facing_dir(st->units[c].hex, h);
    game_event(g, "unit %d %s debarks from chariot %d into %04d", u, game_type(g, un)->code, c,
               hex_ccrr(h));
}

static int emit(ps_action *out, int max, int n, uint8_t kind, int u, int c, int16_t hex)
{
    if (n < max) {
        ps_action *a = &out[n];
        memset(a, 0, sizeof *a);
        a->kind = kind;
        a->units[0] = (int16_t)u;
        if (kind == PS_ACT_EMBARK) {
            a->nunits = 2;
            a->units[1] = (int16_t)c;
        } else {
            a->nunits = 1;
            a->nhexes = 1;
            a->hexes[0] = hex;
        }
    }
    return n + 1;
}

/* The checks of the embarking unit that chariot_legal makes before looking for a Chariot. */
static bool may_embark(const ps_game *g, const struct unit *un, unsigned panicked)
{
    return (un->flags & UF_NEAR_CHARIOT) &&
           !(un->flags & (UF_DISRUPTED | UF_MOVED | UF_MOVE_DONE | panicked)) &&
           !contact_holds(g, un);
}

/* A Chariot that may still take a unit aboard [C1.0] (before its distance and load). */
static bool may_take(const ps_game *g, const struct unit *ch, int side, unsigned panicked)
{
    return ch->side == side && ch->where == UNIT_ON_MAP && unit_is_chariot(g, ch) &&
           !(ch->flags & (UF_MOVED | UF_MOVE_DONE | panicked));
}

bool chariot_may_act(const ps_game *g, const struct unit *un)
{
    const struct game_state *st = &g->st;
    if (!movement_phase(g) || un->side != st->phasing || un->where != UNIT_ON_MAP)
        return false;
    if (un->carrier >= 0)
        return may_debark(g, un);
    unsigned panicked = (st->options >> PS_OPT_PANIC & 1u) ? UF_PANICKED : 0; /* [13.0] */
    return may_embark(g, un, panicked) || may_take(g, un, un->side, panicked);
}

/* The debarkations of carried unit u into the hexes next to its Chariot, in direction order. */
static int debarkations(ps_game *g, int u, ps_action *out, int max, int n)
{
    hex_id from = g->st.units[g->st.units[u].carrier].hex;
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id h = move_neighbour(g, from, d);
        if (h != HEX_NONE && debark_into(g, u, h, true) == PS_OK)
            n = emit(out, max, n, PS_ACT_DEBARK, u, -1, hex_ccrr(h));
    }
    return n;
}

/* Chariot c's own debarkation or embarkations (as the whole list has them for c). */
static int own_actions(ps_game *g, int c, const int16_t *takers, int ntakers, unsigned panicked,
                       ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    const struct unit *un = &st->units[c];
    if (un->carrier >= 0)
        return may_debark(g, un) ? debarkations(g, c, out, max, n) : n;
    if (!may_embark(g, un, panicked))
        return n;
    for (int t = 0; t < ntakers; t++) {
        int c2 = takers[t];
        if (map_distance(st->units[c2].hex, un->hex) > 1)
            continue;
        if (!unit_is_leader(g, un) && carried_unit(g, c2) >= 0)
            continue;
        n = emit(out, max, n, PS_ACT_EMBARK, c, c2, 0);
    }
    return n;
}

/* Asked for Chariot c: the units that may embark in it, in index order (the order of the whole
 * list, which lists by unit, then by Chariot), with c's own actions in c's place among them.
 * The units that may board stand in c's hex or next to it [C1.0]: those seven hexes are read,
 * not the side's list. */
static int chariot_legal_taker(ps_game *g, int c, const int16_t *takers, int ntakers,
                               unsigned panicked, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    const struct unit *ch = &st->units[c];
    int16_t near[GAME_MAX_UNITS];
    int nn = 0;
    if (may_take(g, ch, st->phasing, panicked))
        for (int k = 0; k <= HEX_DIRS; k++) {
            hex_id h = k == 0 ? ch->hex : move_neighbour(g, ch->hex, k - 1);
            if (h == HEX_NONE)
                continue;
            for (int v = st->first_in_hex[h]; v >= 0; v = st->units[v].next) {
                const struct unit *un = &st->units[v];
                if (v != c && un->side == st->phasing && un->carrier < 0 &&
                    may_embark(g, un, panicked))
                    nn = unit_list_insert(near, nn, v);
            }
        }
    int aboard = -2; /* carried_unit(g, c), asked once when needed */
    bool own_done = false;
    for (int i = 0; i < nn; i++) {
        int u = near[i];
        const struct unit *un = &st->units[u];
        if (!own_done && u > c) {
            n = own_actions(g, c, takers, ntakers, panicked, out, max, n);
            own_done = true;
        }
        if (!unit_is_leader(g, un)) {
            if (aboard == -2)
                aboard = carried_unit(g, c);
            if (aboard >= 0)
                continue;
        }
        n = emit(out, max, n, PS_ACT_EMBARK, u, c, 0);
    }
    if (!own_done)
        n = own_actions(g, c, takers, ntakers, panicked, out, max, n);
    return n;
}

int chariot_legal(ps_game *g, int only, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    if (!movement_phase(g) || only >= st->nunits ||
        (only >= 0 && !chariot_may_act(g, &st->units[only])))
        return n;
    unsigned panicked = (st->options >> PS_OPT_PANIC & 1u) ? UF_PANICKED : 0; /* [13.0] */
    if (st->phasing > 1)
        return n;
    /* Asked for a unit that is no Chariot: that unit alone is looked at (it is on the list:
     * chariot_may_act passed, so it is the Phasing Player's). */
    bool only_taker = only >= 0 && unit_is_chariot(g, &st->units[only]);
    const struct unit *asked = only >= 0 ? &st->units[only] : NULL;
    if (asked && !only_taker) {
        if (asked->carrier >= 0) /* a carried unit only debarks */
            return may_debark(g, asked) ? debarkations(g, only, out, max, n) : n;
        if (!may_embark(g, asked, panicked))
            return n;
    }
    /* The Chariots that may take a unit aboard, in index order: the embarkations are listed by
     * unit, then by Chariot, without a scan of every unit for every unit.  Not needed for a
     * Chariot asked that may not embark itself. */
    int16_t takers[GAME_MAX_UNITS];
    int ntakers = 0;
    /* Only the Phasing Player's units, in index order (game.h, side_units); asked for one
     * unit, those in its hex or next to it, the only ones it may board [C1.0]. */
    const int16_t *list = g->side_units[st->phasing];
    int nlist = g->side_count[st->phasing];
    if (asked && may_embark(g, asked, panicked))
        for (int k = 0; k <= HEX_DIRS; k++) {
            hex_id h = k == 0 ? asked->hex : move_neighbour(g, asked->hex, k - 1);
            for (int v = h == HEX_NONE ? -1 : st->first_in_hex[h]; v >= 0; v = st->units[v].next)
                if (may_take(g, &st->units[v], st->phasing, panicked))
                    ntakers = unit_list_insert(takers, ntakers, v);
        }
    else if (!asked)
        for (int i = 0; i < nlist; i++)
            if (may_take(g, &st->units[list[i]], st->phasing, panicked))
                takers[ntakers++] = list[i];
    if (only_taker)
        return chariot_legal_taker(g, only, takers, ntakers, panicked, out, max, n);
    int16_t one = (int16_t)only;
    if (asked) {
        list = &one;
        nlist = 1;
    }
    for (int i = 0; i < nlist; i++) {
        int u = list[i];
        const struct unit *un = &st->units[u];
        if (un->where != UNIT_ON_MAP)
            continue;
        if (un->carrier >= 0) {
            if (may_debark(g, un))
                n = debarkations(g, u, out, max, n);
            continue;
        }
        if (!may_embark(g, un, panicked))
            continue;
        for (int t = 0; t < ntakers; t++) {
            int c = takers[t];
            const struct unit *ch = &st->units[c];
            if (map_distance(ch->hex, un->hex) > 1)
                continue;
            if (!unit_is_leader(g, un) && carried_unit(g, c) >= 0)
                continue;
            n = emit(out, max, n, PS_ACT_EMBARK, u, c, 0);
        }
    }
    return n;
}
