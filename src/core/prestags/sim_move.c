/* Movement Resolution [19.1] D, [20.3], [22.0]-[22.3]: every movement plot of both sides at
 * once, hex by hex.
 *
 * Step k moves every unit still moving into the k-th hex of its path, whatever the hex costs
 * ("no differentiation between ... a fast unit ... and a slow unit" [22.12]); paths were
 * checked, Movement Points and all, when they were plotted.  Before a step is taken:
 *   [22.3]  two opposing units that would cross the same hexside (each entering the other's
 *           hex) both stop, and move no more;
 *   [22.3]  a unit that would enter a hex holding an enemy unit that stays there (finished
 *           with movement, or stopping now) stops, and moves no more;
 *   [22.2]  when units of both sides would enter the same hex, the side whose units there have
 *           more Melee Attack Strength Points (printed, brackets at full [22.22], dots 0)
 *           enters first; equal, each side rolls a die, the higher enters first [22.23], again
 *           on a tie.  The other side's units stop where they are and move no more (the hex
 *           now holds the enemy, [5.23]).
 * These are judged again until nothing changes (one stop can cause another); a contest once
 * decided stays decided.  An enemy unit leaving a hex in the same step does not block it.
 * After the step:
 *   [6.41]  a unit that entered a hex next to an enemy fire unit with a Defensive Fire Zone
 *           stops there (not a fire unit plotted to move or melee [21.1], nor a disrupted one);
 *   [11.4]  a unit plotted EX that reached its last hex leaves the map.
 * At the end, a hex left outside the stacking rules [5.3], [5.4], [C1.9] by the stops sends
 * the unit that arrived last back along its own path, hex by hex, until it fits (or can go
 * back no further); [11.3] units take control only of the hexes where they end.
 * Panicked units [13.0] (optional) flee first, side by side, and rally after [13.22]. */
#include <stdio.h>
#include <string.h>

#include "combat.h"
#include "facing.h"
#include "movement.h"
#include "simultaneous.h"
#include "units.h"

enum stop_why { GOES, STOP_HEXSIDE, STOP_ENEMY, STOP_CONTEST, STOP_ZONE };

struct mv {
    int16_t u;
    uint8_t side, len, pos;
    bool exits;           /* plotted EX */
    bool active;          /* still moving */
    bool stop;            /* stops in this step */
    uint8_t why;          /* enum stop_why, once it stopped */
    int16_t other;        /* the enemy unit that stopped it */
    hex_id where_stop;    /* the hex the contest or the enemy was in */
    int8_t arrived;       /* the step it entered its hex in; -1 never */
    hex_id start;         /* HEX_NONE: it enters the map */
    hex_id cur, want;
    hex_id path[PLOT_PATH_MAX];
};

struct moving {
    int n;
    struct mv m[GAME_MAX_UNITS];
    int16_t of[GAME_MAX_UNITS]; /* the mover that carries each unit (itself or its chariot) */
};

static const char *code_of(const ps_game *g, int u)
{
    return game_type(g, &g->st.units[u])->code;
}

static int passengers(const ps_game *g, int u, int *aboard)
{
    if (!unit_is_chariot(g, &g->st.units[u]))
        return 0;
    int k = chariot_passengers(g, u, aboard, PS_ACTION_MAX_UNITS);
    return k < PS_ACTION_MAX_UNITS ? k : PS_ACTION_MAX_UNITS;
}

/* ---- who moves ------------------------------------------------------------------------ */

/* Is u's movement plot still to be carried out?  If not, the log says why [20.22], [21.2]. */
static bool starts(ps_game *g, int u, struct mv *m)
{
    const struct game_state *st = &g->st;
    const struct unit *un = &st->units[u];
    const struct plot *p = &st->plots[u];
    if ((p->task != PS_TASK_MV && p->task != PS_TASK_EX) || un->carrier >= 0)
        return false;
    if (un->where != UNIT_ON_MAP && un->where != UNIT_WAITING)
        return false;
    if (un->flags & UF_DISRUPTED) {
        game_event(g, "unit %d %s was disrupted earlier in the Game-Turn and does not move "
                   "[20.22]", u, code_of(g, u));
        return false;
    }
    if ((st->options >> PS_OPT_PANIC & 1u) && (un->flags & UF_PANICKED)) {
        game_event(g, "unit %d %s is panicked and moves only in flight [13.0]", u, code_of(g, u));
        return false;
    }
    /* [18.2] (optional contact) units in contact may not leave their hex. */
    unsigned contact = (st->options >> PS_OPT_CONTACT & 1u) ? UF_CONTACT : 0;
    if (un->flags & contact) {
        game_event(g, "unit %d %s is in contact and does not move [18.2]", u, code_of(g, u));
        return false;
    }
    int aboard[PS_ACTION_MAX_UNITS];
    int k = passengers(g, u, aboard);
    for (int i = 0; i < k; i++)
        if (st->units[aboard[i]].flags & (UF_DISRUPTED | contact)) {
            game_event(g, "chariot %d carries %s unit %d and does not move [%s]", u,
                       (st->units[aboard[i]].flags & UF_DISRUPTED) ? "disrupted" : "engaged",
                       aboard[i], (st->units[aboard[i]].flags & UF_DISRUPTED) ? "8.2" : "18.2");
            return false;
        }
    memset(m, 0, sizeof *m);
    m->u = (int16_t)u;
    m->side = un->side;
    m->exits = p->task == PS_TASK_EX;
    m->len = (uint8_t)plot_path(g, u, m->path);
    m->start = un->where == UNIT_ON_MAP ? un->hex : HEX_NONE;
    m->cur = m->start;
    m->arrived = -1;
    m->other = -1;
    m->active = true;
    /* The first hex is where the plot was made from: next to the unit, or on its edge. */
    if (m->len > 0 && m->start != HEX_NONE && map_distance(m->start, m->path[0]) != 1) {
        game_event(g, "unit %d %s is no longer where its plot starts and does not move [21.2]",
                   u, code_of(g, u));
        return false;
    }
    return true;
}

/* ---- moving units on the board ---------------------------------------------------------- */

/* Moves u and what it carries to h (HEX_NONE: back off the map, still to enter). */
static void put(ps_game *g, int u, hex_id h)
{
    struct game_state *st = &g->st;
    int aboard[PS_ACTION_MAX_UNITS];
    int k = passengers(g, u, aboard);
    /* The chariot first, then what it carries from the bottom up: the stack keeps its order. */
    if (st->units[u].where == UNIT_ON_MAP)
        game_remove_unit(st, u);
    if (h == HEX_NONE)
        st->units[u].where = UNIT_WAITING;
    else
        game_put_unit(st, u, h);
    for (int i = k - 1; i >= 0; i--) {
        if (st->units[aboard[i]].where == UNIT_ON_MAP)
            game_remove_unit(st, aboard[i]);
        if (h != HEX_NONE)
            game_put_unit(st, aboard[i], h);
    }
}

/* [11.4] off the map from its hex, with what it carries. */
static void leave(ps_game *g, int u, hex_id from)
{
    struct game_state *st = &g->st;
    int aboard[PS_ACTION_MAX_UNITS];
    int k = passengers(g, u, aboard);
    for (int i = -1; i < k; i++) {
        struct unit *w = &st->units[i < 0 ? u : aboard[i]];
        if (w->where == UNIT_ON_MAP)
            game_remove_unit(st, i < 0 ? u : aboard[i]);
        w->where = UNIT_EXITED;
        w->exit_hex = from;
        w->carrier = -1;
    }
}

/* ---- the conflicts of one step ------------------------------------------------------------ */

static void stop(struct mv *m, enum stop_why why, int other, hex_id where)
{
    if (m->stop)
        return;
    m->stop = true;
    m->why = (uint8_t)why;
    m->other = (int16_t)other;
    m->where_stop = where;
}

/* [22.3] An enemy unit of `side` that stays in h through this step, or -1. */
static int staying_enemy(const ps_game *g, const struct moving *mv, hex_id h, int side)
{
    const struct game_state *st = &g->st;
    for (int v = st->first_in_hex[h]; v >= 0; v = st->units[v].next) {
        if (st->units[v].side == side)
            continue;
        int k = mv->of[v];
        if (k < 0 || mv->m[k].want == HEX_NONE || mv->m[k].stop)
            return v;
    }
    return -1;
}

static bool block_pass(const ps_game *g, struct moving *mv)
{
    bool any = false, changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < mv->n; i++) {
            struct mv *m = &mv->m[i];
            if (m->want == HEX_NONE || m->stop)
                continue;
            int e = staying_enemy(g, mv, m->want, m->side);
            if (e >= 0) {
                stop(m, STOP_ENEMY, e, m->want);
                changed = any = true;
            }
        }
    }
    return any;
}

/* [22.21], [22.22] Melee Attack Strength Points of a mover and what it carries. */
static int attack_points(const ps_game *g, int u)
{
    int aboard[PS_ACTION_MAX_UNITS];
    int k = passengers(g, u, aboard);
    int sum = 0;
    for (int i = -1; i < k; i++) {
        const struct unit_type *ut = game_type(g, &g->st.units[i < 0 ? u : aboard[i]]);
        if (ut->melee_kind != MELEE_DOT)
            sum += ut->melee;
    }
    return sum;
}

/* [22.2] Forces of both sides entering one hex: the weaker stops. */
static void contests(ps_game *g, struct moving *mv, int first)
{
    hex_id decided[GAME_MAX_UNITS];
    int nd = 0;
    for (int i = 0; i < mv->n; i++) {
        const struct mv *m = &mv->m[i];
        if (m->want == HEX_NONE || m->stop)
            continue;
        hex_id h = m->want;
        bool seen = false;
        for (int k = 0; k < nd; k++)
            seen |= decided[k] == h;
        if (seen)
            continue;
        decided[nd++] = h;
        int points[2] = {0, 0};
        bool present[2] = {false, false};
        for (int j = 0; j < mv->n; j++)
            if (mv->m[j].want == h && !mv->m[j].stop) {
                present[mv->m[j].side] = true;
                points[mv->m[j].side] += attack_points(g, mv->m[j].u);
            }
        if (!present[0] || !present[1])
            continue;
        int winner;
        char how[96];
        if (points[0] != points[1]) {
            winner = points[0] > points[1] ? 0 : 1;
            snprintf(how, sizeof how, "%d Melee Attack Strength Points to %d [22.21]",
                     points[winner], points[!winner]);
        } else {
            int roll[2];
            do {
                roll[first] = game_roll(g);
                roll[!first] = game_roll(g);
            } while (roll[0] == roll[1]);
            winner = roll[0] > roll[1] ? 0 : 1;
            snprintf(how, sizeof how, "%d points each, die %d to %d [22.23]", points[0],
                     roll[winner], roll[!winner]);
        }
        game_event(g, "units of both sides enter %s: the %s first, %s [22.2]", hexname(h).s,
                   g->scen.force[winner].name, how);
        int by = -1;
        for (int j = 0; j < mv->n && by < 0; j++)
            if (mv->m[j].want == h && !mv->m[j].stop && mv->m[j].side == winner)
                by = mv->m[j].u;
        for (int j = 0; j < mv->n; j++)
            if (mv->m[j].want == h && mv->m[j].side != winner)
                stop(&mv->m[j], STOP_CONTEST, by, h);
    }
}

/* ---- the step -------------------------------------------------------------------------------- */

static void step(ps_game *g, struct moving *mv, int k, int first)
{
    /* [22.3] the same hexside, crossed both ways. */
    for (int i = 0; i < mv->n; i++)
        for (int j = i + 1; j < mv->n; j++) {
            struct mv *a = &mv->m[i], *b = &mv->m[j];
            if (a->side != b->side && a->want != HEX_NONE && b->want != HEX_NONE &&
                a->cur != HEX_NONE && b->cur != HEX_NONE && a->want == b->cur &&
                b->want == a->cur) {
                stop(a, STOP_HEXSIDE, b->u, a->want);
                stop(b, STOP_HEXSIDE, a->u, b->want);
            }
        }
    block_pass(g, mv);
    contests(g, mv, first);
    block_pass(g, mv);
    for (int i = 0; i < mv->n; i++) {
        struct mv *m = &mv->m[i];
        if (m->want == HEX_NONE)
            continue;
        if (m->stop) {
            m->active = false;
            continue;
        }
        put(g, m->u, m->want);
        m->cur = m->want;
        m->pos++;
        m->arrived = (int8_t)k;
    }
    for (int i = 0; i < mv->n; i++) {
        struct mv *m = &mv->m[i];
        if (m->want == HEX_NONE || m->stop)
            continue;
        int zu = move_zoc_unit(g, m->side, m->cur); /* [6.41], [21.1] */
        if (zu >= 0) {
            m->active = false;
            m->why = STOP_ZONE;
            m->other = (int16_t)zu;
            m->where_stop = m->cur;
        } else if (m->pos == m->len) {
            m->active = false;
            if (m->exits)
                leave(g, m->u, m->cur);
        }
    }
}

/* ---- after the last step ------------------------------------------------------------------------ */

/* [5.3], [5.4], [C1.9] Sends back, one hex at a time, the unit that arrived last in a hex the
 * stops left outside the stacking rules.  True if one went back. */
static bool send_back(ps_game *g, struct moving *mv)
{
    struct game_state *st = &g->st;
    for (int i = 0; i < mv->n; i++) {
        const struct mv *m = &mv->m[i];
        struct unit *un = &st->units[m->u];
        if (m->pos == 0 || un->where != UNIT_ON_MAP)
            continue;
        hex_id h = un->hex;
        struct stack_problem why;
        if (stack_hex_ok(g, h, m->side, NULL, 0, true, &why))
            continue;
        /* The latest arrival in h that can go back (ties: the higher unit number). */
        int best = -1;
        for (int j = 0; j < mv->n; j++) {
            const struct mv *o = &mv->m[j];
            if (o->pos == 0 || st->units[o->u].where != UNIT_ON_MAP || st->units[o->u].hex != h)
                continue;
            hex_id back = o->pos >= 2 ? o->path[o->pos - 2] : o->start;
            if (back != HEX_NONE && game_hex_side(st, back) == !o->side)
                continue;
            if (best < 0 || o->arrived >= mv->m[best].arrived)
                best = j;
        }
        if (best < 0)
            continue;
        struct mv *o = &mv->m[best];
        hex_id back = o->pos >= 2 ? o->path[o->pos - 2] : o->start;
        put(g, o->u, back);
        o->pos--;
        o->cur = back;
        o->arrived = -1;
        game_event(g, "unit %d %s goes back to %s: %s would break the stacking rules %s",
                   o->u, code_of(g, o->u), back == HEX_NONE ? "its entry edge, off the map" : hexname(back).s,
                   hexname(h).s, why.rule);
        return true;
    }
    return false;
}

static void report(ps_game *g, const struct mv *m)
{
    const struct game_state *st = &g->st;
    const struct unit *un = &st->units[m->u];
    char path[8 * (PLOT_PATH_MAX + 1)];
    size_t pos = 0;
    path[0] = '\0';
    if (m->start != HEX_NONE)
        pos += (size_t)snprintf(path, sizeof path, "%s", hexname(m->start).s);
    for (int i = 0; i < m->pos && pos < sizeof path; i++)
        pos += (size_t)snprintf(path + pos, sizeof path - pos, "%s%s", pos ? "-" : "",
                                hexname(m->path[i]).s);
    char why[160] = "";
    switch ((enum stop_why)m->why) {
    case STOP_HEXSIDE:
        snprintf(why, sizeof why, ": it meets enemy unit %d on the hexside into %s and both stop "
                 "[22.3]", m->other, hexname(m->where_stop).s);
        break;
    case STOP_ENEMY:
        snprintf(why, sizeof why, ": enemy unit %d holds %s, so it stops [22.3]", m->other,
                 hexname(m->where_stop).s);
        break;
    case STOP_CONTEST:
        snprintf(why, sizeof why, ": enemy unit %d entered %s first, so it stops [22.2]",
                 m->other, hexname(m->where_stop).s);
        break;
    case STOP_ZONE:
        snprintf(why, sizeof why, ": it stops next to enemy fire unit %d [6.41]", m->other);
        break;
    case GOES:
        break;
    }
    const char *code = game_type(g, un)->code;
    if (m->pos == 0 && !(m->exits && m->len == 0 && un->where == UNIT_EXITED))
        game_event(g, "unit %d %s does not %s%s", m->u, code,
                   m->start == HEX_NONE ? "enter the map" : "move", why);
    else if (m->start == HEX_NONE)
        game_event(g, "unit %d %s enters the map: %s%s", m->u, code, path, why);
    else if (m->pos > 0)
        game_event(g, "unit %d %s moves %s%s", m->u, code, path, why);
    if (un->where == UNIT_EXITED)
        game_event(g, "unit %d %s leaves the map from %s [11.4]", m->u, code,
                   hexname(un->exit_hex).s);
}

/* Panicked units flee, the first side's first, before anyone moves [13.0]. */
static void flee(ps_game *g, int first)
{
    struct game_state *st = &g->st;
    if (!(st->options >> PS_OPT_PANIC & 1u))
        return;
    for (int k = 0; k < 2; k++) {
        int side = k ? !first : first;
        uint8_t moved[GAME_MAX_UNITS];
        for (int u = 0; u < st->nunits; u++)
            moved[u] = (st->units[u].flags & UF_MOVED) != 0;
        struct sim_ctx c = sim_ctx_enter(g, PS_PHASE_MOVEMENT, side);
        movement_begin_phase(g); /* [10.2] judged as the flight begins */
        for (int u = 0; u < st->nunits; u++)
            if (moved[u])
                st->units[u].flags |= UF_MOVED;
        panic_flee(g);
        sim_ctx_leave(g, c);
    }
}

static void rally(ps_game *g, int first)
{
    for (int k = 0; k < 2; k++) {
        struct sim_ctx c = sim_ctx_enter(g, PS_PHASE_MOVEMENT, k ? !first : first);
        panic_rally(g);
        sim_ctx_leave(g, c);
    }
}

void sim_movement_resolve(ps_game *g)
{
    struct game_state *st = &g->st;
    int first = g->scen.moves_first;
    flee(g, first);
    struct moving mv_store;
    memset(&mv_store, 0, sizeof mv_store);
    struct moving *mv = &mv_store;
    for (int u = 0; u < st->nunits; u++)
        mv->of[u] = -1;
    for (int u = 0; u < st->nunits; u++)
        if (starts(g, u, &mv->m[mv->n]))
            mv->n++;
    for (int i = 0; i < mv->n; i++) {
        int aboard[PS_ACTION_MAX_UNITS];
        int k = passengers(g, mv->m[i].u, aboard);
        mv->of[mv->m[i].u] = (int16_t)i;
        for (int j = 0; j < k; j++)
            mv->of[aboard[j]] = (int16_t)i;
    }
    uint8_t control[MAP_MAX_HEXES];
    memcpy(control, st->control, sizeof control);
    /* [11.4] leaving the map from where it stands takes no step. */
    for (int i = 0; i < mv->n; i++) {
        struct mv *m = &mv->m[i];
        if (m->exits && m->len == 0 && m->start != HEX_NONE) {
            m->active = false;
            leave(g, m->u, m->start);
        }
    }
    for (int k = 0; k < PLOT_PATH_MAX; k++) {
        bool any = false;
        for (int i = 0; i < mv->n; i++) {
            struct mv *m = &mv->m[i];
            m->stop = false;
            m->want = m->active && m->pos < m->len ? m->path[m->pos] : HEX_NONE;
            any |= m->want != HEX_NONE;
        }
        if (!any)
            break;
        step(g, mv, k, first);
    }
    while (send_back(g, mv))
        continue;
    /* [11.3] control is taken where a move ends, not on the way. */
    memcpy(st->control, control, sizeof control);
    for (int i = 0; i < mv->n; i++) {
        const struct mv *m = &mv->m[i];
        struct unit *un = &st->units[m->u];
        if (m->pos == 0 || un->where != UNIT_ON_MAP)
            continue;
        st->control[un->hex] = (uint8_t)(m->side + 1);
        int aboard[PS_ACTION_MAX_UNITS];
        int k = passengers(g, m->u, aboard);
        un->flags |= UF_MOVED; /* [6.42] a target for Defensive Fire */
        for (int j = 0; j < k; j++)
            st->units[aboard[j]].flags |= UF_MOVED;
        if (facing_used(g)) { /* [16.1] it faces the last hex it entered */
            hex_id prev = m->pos >= 2 ? m->path[m->pos - 2] : m->start;
            int final = prev == HEX_NONE ? FACING_FREE : facing_dir(prev, un->hex);
            un->facing = (int8_t)facing_settle(g, m->side, un->hex, final);
            for (int j = 0; j < k; j++)
                st->units[aboard[j]].facing = un->facing;
        }
    }
    for (int i = 0; i < mv->n; i++)
        report(g, &mv->m[i]);
    rally(g, first);
}
