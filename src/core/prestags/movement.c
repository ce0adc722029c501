/* Movement [5.0]: moving units and stacks, entering the map from an edge [11.1], leaving it
 * [11.4]; the Movement Control Radius noted at the start of each Chariot and Movement Phase
 * [10.2]; the legal moves of a unit.
 *
 * One action is one unit's (or one stack's) whole move for the phase [5.14], [5.24]: the
 * path names every hex entered.  A Chariot's action moves the units it carries [C1.0]; its
 * Movement Points last for both phases of the Player-Turn [C1.4] (unit.mp_spent).  The
 * choices the rules leave open are in docs/rules-as-coded.md under the rule numbers cited. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/scenario_check.h"
#include "contact.h"
#include "facing.h"
#include "movement.h"
#include "simultaneous.h"
#include "units.h"

/* ---- the start of a phase ---- */

/* The marks movement_begin_phase makes on the hexes: within some leader's radius, and
 * holding or next to one of the side's Chariots. */
enum { MARK_COMMANDED = 1, MARK_NEAR_CHARIOT = 2 };

/* [10.2] Within a friendly leader's Movement Control Radius (a leader is within its own:
 * radius 0 is its own hex), or exempt: Rome has no leader rules [4.0], "Mt.Ex." exempts
 * mounted units [10.0], [10.22].  A unit off the map is within no radius.  marks: the hexes
 * within some leader's radius carry MARK_COMMANDED. */
static bool in_command(const ps_game *g, const struct unit *un, const uint8_t *marks)
{
    if (g->scen.no_leader_rules)
        return true;
    if (g->scen.force[un->side].mounted_exempt && unit_is_mounted(g, un))
        return true;
    /* [10.23] a leader is always within its own radius, on the map or entering it */
    if (unit_is_leader(g, un))
        return true;
    if (un->where != UNIT_ON_MAP)
        return false;
    return marks[un->hex] & MARK_COMMANDED;
}

/* Marks with bit the hexes within radius of h: for the small radii of leaders and Chariots by
 * the game's neighbour table when it has one (a hex and its neighbours' neighbours, each
 * marked as often as it is reached), else as map_list_within finds them. */
static void mark_near(const ps_game *g, hex_id h, int radius, uint8_t *marks, uint8_t bit)
{
    const hex_id *next = g->scratch ? g->scratch->tab->step_to : NULL;
    if (!next || radius > 2) {
        hex_id within[MAP_MAX_HEXES];
        int n = map_list_within(&g->map, h, radius, within, MAP_MAX_HEXES);
        for (int i = 0; i < n && i < MAP_MAX_HEXES; i++)
            marks[within[i]] |= bit;
        return;
    }
    marks[h] |= bit;
    for (int d = 0; radius > 0 && d < HEX_DIRS; d++) {
        hex_id nb = next[h * HEX_DIRS + d];
        if (nb == HEX_NONE)
            continue;
        marks[nb] |= bit;
        for (int e = 0; radius > 1 && e < HEX_DIRS; e++) {
            hex_id far = next[nb * HEX_DIRS + e];
            if (far != HEX_NONE)
                marks[far] |= bit;
        }
    }
}

void movement_begin_phase(ps_game *g)
{
    struct game_state *st = &g->st;
    int side = st->phasing;
    uint16_t clear = UF_MOVED | UF_IN_COMMAND | UF_NEAR_CHARIOT | UF_MOVE_DONE;
    if (st->phase == PS_PHASE_CHARIOT)
        clear |= UF_HALTED; /* [C1.5] "for that Player-Turn" */
    /* [C1.4] a Chariot's one allowance serves both phases of the Player-Turn, and [10.21] a
     * unit that begins its movement in command "may move out of this control ... with no ill
     * effects": a Chariot's command is judged when the Chariot Phase begins, not again in the
     * Movement Phase (the simultaneous sequence has no Chariot Phase: judged in its one
     * movement). */
    bool chariots_judged = st->phase == PS_PHASE_MOVEMENT && !sim_on(g);
    /* The hexes within a leader's radius, and those holding or next to one of the side's
     * Chariots (distance 0 or 1): each unit reads its own hex instead of measuring to every
     * leader and looking round for a Chariot. */
    uint8_t marks[MAP_MAX_HEXES];
    memset(marks, 0, sizeof marks);
    for (int u = 0; u < st->nunits; u++) {
        struct unit *un = &st->units[u];
        if (un->side != side) {
            un->flags &= (uint16_t)~clear;
            continue;
        }
        const struct unit_type *ut = game_type(g, un);
        bool chariot = ut->cls == CLASS_D;
        uint16_t keep = chariots_judged && chariot ? (uint16_t)(un->flags & UF_IN_COMMAND) : 0;
        un->flags = (uint16_t)((un->flags & ~clear) | keep);
        if (un->where != UNIT_ON_MAP)
            continue;
        if (ut->leader_level > 0)
            mark_near(g, un->hex, ut->radius, marks, MARK_COMMANDED);
        if (chariot)
            mark_near(g, un->hex, 1, marks, MARK_NEAR_CHARIOT);
    }
    int nlist;
    const int16_t *list = units_of_side(g, side, false, &nlist); /* the side's, in order */
    for (int i = 0; i < nlist; i++) {
        struct unit *un = &st->units[list ? list[i] : i];
        if (un->side != side)
            continue;
        if (!(chariots_judged && unit_is_chariot(g, un)) && in_command(g, un, marks))
            un->flags |= UF_IN_COMMAND;
        /* [C1.0] "units must begin their Friendly Chariot or Movement Phase adjacent to a
         * Chariot unit" to embark (the mark read before the unit's type). */
        if (un->where == UNIT_ON_MAP && un->carrier < 0 && (marks[un->hex] & MARK_NEAR_CHARIOT) &&
            unit_may_ride(g, un))
            un->flags |= UF_NEAR_CHARIOT;
    }
}

/* ---- who may move ---- */

static const struct deploy_group *entry_group(const ps_game *g, const struct unit *un)
{
    const struct deploy_group *grp = &g->scen.force[un->side].groups[un->group];
    return grp->kind == DEPLOY_ENTER ? grp : NULL;
}

ps_status mover_init(ps_game *g, int u, struct mover *m)
{
    const struct game_state *st = &g->st;
    struct unit *un = NULL; /* set by rules_unit (-O3 -flto) */
    ps_status s = rules_unit(g, u, &un);
    if (s != PS_OK)
        return s;
    memset(m, 0, sizeof *m);
    m->u = u;
    m->chariot = unit_is_chariot(g, un);
    m->start = un->hex;
    if (un->side != st->phasing)
        return game_fail(g, PS_EILLEGAL, "[5.21] unit %d belongs to the %s; only the %s move now",
                         u, g->scen.force[un->side].name, g->scen.force[st->phasing].name);
    if (st->phase == PS_PHASE_CHARIOT && !m->chariot)
        return game_fail(g, PS_EILLEGAL, "[C1.0] only chariots move in the Chariot Phase, and "
                         "unit %d is %s", u, game_type(g, un)->code);
    if (un->where == UNIT_WAITING) {
        const struct deploy_group *grp = entry_group(g, un);
        if (!grp)
            return game_fail(g, PS_EILLEGAL, "[11.1] unit %d has not been set up", u);
        if (st->turn < grp->first_turn || st->turn > grp->last_turn)
            /* a scenario's section, cited with its name: [Kadesh 5.4] is not stacking [5.4] */
            return game_fail(g, PS_EILLEGAL, "[%s %s] the %s enter on Game-Turns %d-%d, not on "
                             "Game-Turn %d", g->scen.name, g->scen.rule,
                             g->scen.force[un->side].name,
                             grp->first_turn, grp->last_turn, st->turn);
        m->entering = true;
        m->edges = grp->edges;
    } else if (un->where != UNIT_ON_MAP) {
        return game_fail(g, PS_EILLEGAL, "[5.0] unit %d is no longer on the map", u);
    }
    if (un->carrier >= 0)
        return game_fail(g, PS_EILLEGAL, "[C1.0] unit %d is carried by chariot %d and moves "
                         "only with it", u, un->carrier);
    if (un->flags & UF_DISRUPTED)
        return game_fail(g, PS_EILLEGAL, "[8.2] unit %d is disrupted and may not move", u);
    if (un->flags & UF_MOVE_DONE)
        return game_fail(g, PS_EILLEGAL, "[C1.0] units have debarked from chariot %d, so it "
                         "has finished moving in this phase", u);
    if (un->flags & UF_MOVED)
        return game_fail(g, PS_EILLEGAL, "[5.14] unit %d has already moved in this phase", u);
    if (m->chariot && (un->flags & UF_HALTED))
        return game_fail(g, PS_EILLEGAL, "[C1.5] chariot %d entered a stream hex and may not "
                         "move again in this Player-Turn", u);
    /* [18.2] (optional contact) units in contact may not leave their hex. */
    if (contact_holds(g, un))
        return game_fail(g, PS_EILLEGAL, "[18.2] unit %d is in contact and may not leave %04d",
                         u, hex_ccrr(un->hex));
    if (m->chariot) {
        int aboard[PS_ACTION_MAX_UNITS];
        int k = chariot_passengers(g, u, aboard, PS_ACTION_MAX_UNITS);
        for (int i = 0; i < k && i < PS_ACTION_MAX_UNITS; i++)
            if (st->units[aboard[i]].flags & UF_DISRUPTED)
                return game_fail(g, PS_EILLEGAL, "[8.2] unit %d aboard chariot %d is disrupted "
                                 "and may not be moved", aboard[i], u);
            else if (contact_holds(g, &st->units[aboard[i]]))
                return game_fail(g, PS_EILLEGAL, "[18.2] unit %d aboard chariot %d is in "
                                 "contact and may not leave %04d", aboard[i], u,
                                 hex_ccrr(un->hex));
    }
    /* [13.0] (optional) a panicked unit's only movement is its flight, which the engine
     * makes as the Movement Phase begins (panic.c). */
    if ((st->options >> PS_OPT_PANIC & 1u) && (un->flags & UF_PANICKED))
        return game_fail(g, PS_EILLEGAL, "[13.0] unit %d is panicked: it moves only in its "
                         "flight from the enemy as the Movement Phase begins", u);
    m->allowance = unit_ma(g, un);
    if (!(un->flags & UF_IN_COMMAND))
        m->allowance = fx_half(m->allowance); /* [10.23] */
    m->avail = m->allowance;
    m->one_hex = true; /* [5.15], [10.24]: undisrupted, as checked above */
    if (!m->chariot && un->mp_spent > 0) {
        /* [16.11] (optional facing) it turned in place this phase: what is left, and the
         * one-hex move is no longer its whole movement. */
        m->avail = m->allowance > un->mp_spent ? m->allowance - un->mp_spent : 0;
        m->one_hex = false;
    }
    if (m->chariot) {
        /* [C1.4] one allowance for both phases; the one-hex move [5.15] is the Chariot's whole
         * movement for the Player-Turn, so only a Chariot that has not yet moved has it. */
        m->avail = m->allowance - un->mp_spent;
        if (m->avail < 0)
            m->avail = 0;
        m->one_hex = un->mp_spent == 0;
    }
    return PS_OK;
}

/* ---- leaving the map [11.4] ---- */

bool exit_zone_hex(const ps_game *g, int side, hex_id h)
{
    /* [11.41] units leave "in pursuit of a Victory Condition": only where one of the side's
     * exit conditions counts them.  (Panicked units flee off any edge [13.0]: panic.c.) */
    const struct side_victory *v = &g->scen.victory[side];
    for (int i = 0; i < v->nconds && i < SIDE_MAX_CONDS; i++)
        if (v->conds[i].kind == COND_EXIT && scenario_exit_hex(&g->map, &v->conds[i], h))
            return true;
    return false;
}

bool move_side_may_exit(const ps_game *g, int side)
{
    const struct side_victory *v = &g->scen.victory[side];
    for (int i = 0; i < v->nconds && i < SIDE_MAX_CONDS; i++)
        if (v->conds[i].kind == COND_EXIT)
            return true;
    return false;
}

/* The same, as the game's search memory keeps it once made: the conditions never change in a
 * game, and their record is far from anything a search reads. */
static bool side_may_exit(const ps_game *g, int side)
{
    if (g->scratch && (side == 0 || side == 1))
        return g->scratch->may_exit[side];
    return move_side_may_exit(g, side);
}

/* ---- checking a move ---- */

/* The path of a move or exit action, walked once for the whole stack. */
struct walk {
    int n;                               /* hexes entered */
    hex_id hex[PS_ACTION_MAX_HEXES];
    fx step[PS_ACTION_MAX_HEXES];        /* MP to enter each */
    fx total;
    hex_id dest;                         /* where the move ends (the start, for an exit in place) */
    int zoc_unit;                        /* the enemy fire unit that stops it at dest, or -1 */
};

struct move_plan {
    int n;
    struct mover m[PS_ACTION_MAX_UNITS];
    bool chariot;                        /* a Chariot is among them */
    struct walk w;
};

static ps_status walk_path(ps_game *g, const struct move_plan *p, const ps_action *a,
                           struct walk *w)
{
    const struct mover *lead = &p->m[0];
    bool exiting = a->kind == PS_ACT_EXIT;
    int first = 0;
    if (!lead->entering && a->nhexes > 0 && rules_hex(g, a->hexes[0]) == lead->start)
        first = 1; /* the start hex written out: "exit U HEX" leaves from where it stands */
    memset(w, 0, sizeof *w);
    w->zoc_unit = -1;
    w->dest = lead->start;
    if (a->nhexes - first == 0 && (!exiting || lead->entering))
        return game_fail(g, PS_EILLEGAL, "[5.11] a move enters at least one hex");
    hex_id prev = lead->start;
    int side = g->st.units[lead->u].side;
    /* The side's kept view of the enemy once the game has its search memory: a hex outside
     * every fire zone [6.41] needs no look round for the unit (the view's zones are
     * move_zoc_unit's, a test compares them hex by hex). */
    const uint8_t *view = g->scratch ? move_zones(g, g->scratch, side) : NULL;
    for (int i = first; i < a->nhexes; i++) {
        hex_id h = rules_hex(g, a->hexes[i]);
        bool last = i == a->nhexes - 1;
        if (h == HEX_NONE)
            return game_fail(g, PS_EINVAL, "%04d is not a hex of the map", a->hexes[i]);
        fx cost = move_entry_cost(g, prev, h);
        if (cost == MOVE_NOT_NEXT)
            return game_fail(g, PS_EILLEGAL, "[5.11] %04d is not next to %04d", a->hexes[i],
                             hex_ccrr(prev));
        if (cost < 0)
            return game_fail(g, PS_EILLEGAL, "[9.0] %04d may not be entered", a->hexes[i]);
        int other = game_hex_side(&g->st, h);
        if (other >= 0 && other != side)
            return game_fail(g, PS_EILLEGAL, "[5.23] %04d holds enemy units", a->hexes[i]);
        int zu = view && !(view[h] & MOVE_ZOC) ? -1 : move_zoc_unit(g, side, h);
        if (zu >= 0 && (!last || exiting))
            return game_fail(g, PS_EILLEGAL, "[6.41] unit %d must stop in %04d, next to enemy "
                             "fire unit %d%s", lead->u, a->hexes[i], zu,
                             last ? ", and may not leave the map" : "");
        if (p->chariot && terrain_stops_chariot(g, h) && (!last || exiting))
            return game_fail(g, PS_EILLEGAL, "[C1.5] a chariot must stop in stream hex %04d "
                             "for this Player-Turn%s", a->hexes[i],
                             last ? ", and may not leave the map" : "");
        w->hex[w->n] = h;
        w->step[w->n] = cost;
        w->total += cost;
        w->n++;
        w->zoc_unit = zu;
        prev = h;
    }
    if (w->n > 0)
        w->dest = w->hex[w->n - 1];
    return PS_OK;
}

/* [16.1], [16.11] (optional facing) The turns m makes along the walk (turn[i] before hex i,
 * all 0 without facing); returns their sum, *final the facing it ends with. */
static fx mover_turns(const ps_game *g, const struct mover *m, const struct walk *w, fx *turn,
                      int *final)
{
    memset(turn, 0, (size_t)w->n * sizeof turn[0]);
    *final = FACING_FREE;
    if (!facing_used(g))
        return 0;
    return facing_path(m->entering ? FACING_FREE : g->st.units[m->u].facing,
                       m->entering ? HEX_NONE : m->start, w->hex, w->n, turn, final);
}

/* True if m uses the one-hex move [5.15]: one hex it could not otherwise afford. */
static bool uses_one_hex(const struct mover *m, const struct walk *w, fx turns)
{
    return w->n == 1 && w->total + turns > m->avail;
}

static ps_status check_mover_path(ps_game *g, const struct mover *m, const struct walk *w,
                                  bool exiting)
{
    if (m->entering) {
        const struct unit *un = &g->st.units[m->u];
        if (!scenario_on_edges(&g->map, w->hex[0], m->edges)) {
            char edges[64];
            scenario_group_name(entry_group(g, un), edges, sizeof edges);
            return game_fail(g, PS_EILLEGAL, "[%s %s] the %s enter from the %s, and %04d is not "
                             "on it", g->scen.name, g->scen.rule, g->scen.force[un->side].name,
                             edges,
                             hex_ccrr(w->hex[0]));
        }
    }
    fx turn[PS_ACTION_MAX_HEXES];
    int final;
    fx turns = mover_turns(g, m, w, turn, &final);
    if (!exiting && uses_one_hex(m, w, turns) && m->one_hex)
        return PS_OK;
    fx spent = 0;
    for (int i = 0; i < w->n; i++) {
        if (spent + w->step[i] + turn[i] > m->avail) {
            char left[16], cost[16];
            mp_format(m->avail - spent, left, sizeof left);
            mp_format(w->step[i], cost, sizeof cost);
            return game_fail(g, PS_EILLEGAL, "[5.27] unit %d has %s MP left, %04d costs %s%s",
                             m->u, left, hex_ccrr(w->hex[i]), cost,
                             turn[i] ? ", after 1 to turn toward it: it is not one of the "
                                       "unit's front hexes [16.1], [16.11]" : "");
        }
        spent += w->step[i] + turn[i];
    }
    if (exiting && spent + FX_ONE > m->avail) {
        char left[16];
        mp_format(m->avail - spent, left, sizeof left);
        return game_fail(g, PS_EILLEGAL, "[11.42] unit %d has %s MP left in %04d, and leaving "
                         "the map takes 1", m->u, left, hex_ccrr(w->dest));
    }
    return PS_OK;
}

static ps_status plan_move(ps_game *g, const ps_action *a, struct move_plan *p)
{
    const struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_CHARIOT && st->phase != PS_PHASE_MOVEMENT)
        return game_fail(g, PS_EILLEGAL, "[4.2] units move only in the Chariot Phase [C1.2] "
                         "and the Movement Phase");
    if (a->nunits < 1 || a->nunits > PS_ACTION_MAX_UNITS)
        return game_fail(g, PS_EINVAL, "a move names one or more units");
    memset(p, 0, sizeof *p);
    p->n = a->nunits;
    for (int i = 0; i < a->nunits; i++) {
        for (int j = 0; j < i; j++)
            if (a->units[j] == a->units[i])
                return game_fail(g, PS_EINVAL, "unit %d is named twice", a->units[i]);
        ps_status s = mover_init(g, a->units[i], &p->m[i]);
        if (s != PS_OK)
            return s;
        /* [5.43] a stack moves together from one hex. */
        if (i > 0 && (p->m[i].entering != p->m[0].entering || p->m[i].start != p->m[0].start))
            return game_fail(g, PS_EILLEGAL, "[5.43] units %d and %d do not start in the same "
                             "hex", a->units[0], a->units[i]);
        p->chariot |= p->m[i].chariot;
    }
    return walk_path(g, p, a, &p->w);
}

static ps_status check_plan(ps_game *g, const ps_action *a, struct move_plan *p)
{
    ps_status s = plan_move(g, a, p);
    if (s != PS_OK)
        return s;
    bool exiting = a->kind == PS_ACT_EXIT;
    int side = g->st.phasing;
    for (int i = 0; i < p->n; i++) {
        s = check_mover_path(g, &p->m[i], &p->w, exiting);
        if (s != PS_OK)
            return s;
    }
    if (exiting) {
        if (!side_may_exit(g, side))
            return game_fail(g, PS_EILLEGAL, "[11.41] the %s have no victory condition that "
                             "takes units off the map", g->scen.force[side].name);
        if (!exit_zone_hex(g, side, p->w.dest))
            return game_fail(g, PS_EILLEGAL, "[11.41] %04d is not where the %s' victory "
                             "condition takes units off the map", hex_ccrr(p->w.dest),
                             g->scen.force[side].name);
        return PS_OK;
    }
    struct stack_entry arrive[64];
    int n = 0;
    for (int i = 0; i < p->n; i++)
        n = stack_add_with_passengers(g, p->m[i].u, arrive, n, 64);
    struct stack_problem why;
    /* [5.26] the limit and [C1.9] wait for the end of the phase, except in a legal list (no
     * listed move leaves the phase unable to end) and in a plot [20.0], which is the unit's
     * end position as the side's whole plot stands. */
    enum stack_when when = g->probing || sim_on(g) ? STACK_LISTING : STACK_AT_MOVE_END;
    if (n > 64 || !stack_hex_ok_when(g, p->w.dest, side, arrive, n, when, &why))
        return stack_fail(g, p->w.dest, side, &why, false);
    return PS_OK;
}

/* The game's kept plan (game.h, memo_plan), made on first use; NULL when out of memory. */
static struct move_plan *kept_plan(ps_game *g)
{
    if (!g->memo_plan)
        g->memo_plan = malloc(sizeof *g->memo_plan);
    return g->memo_plan;
}

/* Where a check plans: the game's kept plan while ps_game_play may keep one (game.h,
 * memo_state), else the caller's (and there too when out of memory). */
static struct move_plan *plan_space(ps_game *g, struct move_plan *local)
{
    struct move_plan *kept = g->memo_state == MEMO_ARMED ? kept_plan(g) : NULL;
    return kept ? kept : local;
}

ps_status move_check(ps_game *g, const ps_action *a)
{
    struct move_plan local;
    struct move_plan *p = plan_space(g, &local);
    ps_status s = check_plan(g, a, p);
    if (s == PS_OK && p != &local) {
        g->memo_state = MEMO_KEPT; /* for move_apply of this same action */
        g->memo_for = a;
    }
    return s;
}

/* ---- moving ---- */

static void path_text(const struct move_plan *p, char *buf, size_t len)
{
    size_t pos = 0;
    buf[0] = '\0';
    if (!p->m[0].entering) {
        int w = snprintf(buf, len, "%04d", hex_ccrr(p->m[0].start));
        pos = w > 0 ? (size_t)w : 0;
    }
    for (int i = 0; i < p->w.n && pos < len; i++) {
        int w = snprintf(buf + pos, len - pos, "%s%04d", pos ? "-" : "", hex_ccrr(p->w.hex[i]));
        if (w < 0)
            break;
        pos += (size_t)w;
    }
}

static void place(struct game_state *st, int u, hex_id h)
{
    if (st->units[u].where == UNIT_ON_MAP)
        game_remove_unit(st, u);
    game_put_unit(st, u, h);
}

static void leave_map(struct game_state *st, int u, hex_id from)
{
    struct unit *un = &st->units[u];
    game_remove_unit(st, u);
    un->where = UNIT_EXITED;
    un->exit_hex = from;
    un->carrier = -1;
}

static void move_one(ps_game *g, const struct move_plan *p, const struct mover *m, bool exiting)
{
    struct game_state *st = &g->st;
    struct unit *un = &st->units[m->u];
    const struct walk *w = &p->w;
    int aboard[PS_ACTION_MAX_UNITS];
    int k = m->chariot ? chariot_passengers(g, m->u, aboard, PS_ACTION_MAX_UNITS) : 0;
    fx turn[PS_ACTION_MAX_HEXES];
    int final;
    fx turns = mover_turns(g, m, w, turn, &final);
    bool one = !exiting && uses_one_hex(m, w, turns);
    const char *code = game_type(g, un)->code;
    if (w->n > 0 && game_events_wanted(g)) {
        char path[6 * (PS_ACTION_MAX_HEXES + 1)], spent[16], held[16];
        path_text(p, path, sizeof path);
        mp_format(w->total + turns, spent, sizeof spent);
        mp_format(m->avail, held, sizeof held);
        if (one)
            game_event(g, "unit %d %s %s %s (one-hex move [5.15]: %s MP needed, %s held)",
                       m->u, code, m->entering ? "enters the map:" : "moves", path, spent,
                       held);
        else
            game_event(g, "unit %d %s %s %s (%s of %s MP)", m->u, code,
                       m->entering ? "enters the map:" : "moves", path, spent, held);
    }
    if (exiting) {
        leave_map(st, m->u, w->dest);
        game_event(g, "unit %d %s leaves the map from %04d (1 MP [11.42])", m->u, code,
                   hex_ccrr(w->dest));
    } else {
        place(st, m->u, w->dest);
    }
    un->flags |= UF_MOVED;
    if (k > PS_ACTION_MAX_UNITS)
        k = PS_ACTION_MAX_UNITS;
    for (int i = k - 1; i >= 0; i--) { /* bottom first: the stack keeps its order */
        st->units[aboard[i]].flags |= UF_MOVED;
        if (exiting)
            leave_map(st, aboard[i], w->dest);
        else
            place(st, aboard[i], w->dest);
    }
    for (int i = 0; i < k; i++)
        game_event(g, "unit %d %s rides with chariot %d%s", aboard[i],
                   game_type(g, &st->units[aboard[i]])->code, m->u, exiting ? " off the map" : "");
    if (facing_used(g) && !exiting && w->n > 0) {
        /* [16.1] it faces the last hex entered (an entering unit's one-hex entry: toward the
         * enemy); what a chariot carries faces as it does. */
        un->facing = (int8_t)facing_settle(g, un->side, w->dest, final);
        for (int i = 0; i < k; i++)
            st->units[aboard[i]].facing = un->facing;
        char turned[64] = "";
        if (turns > 0 && game_events_wanted(g))
            snprintf(turned, sizeof turned, ", after %d turn%s in place (1 MP each) [16.11]",
                     turns / FX_ONE, turns > FX_ONE ? "s" : "");
        game_event(g, "unit %d faces %s [16.1]%s", m->u, facing_name(un->facing), turned);
        /* [16.11] MP are counted for every unit: what is left may pay a turn in place. */
        if (!m->chariot)
            un->mp_spent = one ? (un->mp_spent > m->allowance ? un->mp_spent : m->allowance)
                               : un->mp_spent + w->total + turns;
    }
    if (m->chariot) {
        if (one)
            un->mp_spent = un->mp_spent > unit_ma(g, un) ? un->mp_spent : unit_ma(g, un);
        else
            un->mp_spent += w->total + turns + (exiting ? FX_ONE : 0);
        if (!exiting && w->n > 0 && terrain_stops_chariot(g, w->dest)) {
            un->flags |= UF_HALTED;
            game_event(g, "chariot %d stops in stream hex %04d for this Player-Turn [C1.5]",
                       m->u, hex_ccrr(w->dest));
        }
    }
    if (!exiting && w->n > 0 && w->zoc_unit >= 0)
        game_event(g, "unit %d stops next to enemy fire unit %d [6.41]", m->u, w->zoc_unit);
}

void move_apply(ps_game *g, const ps_action *a)
{
    /* The plan move_check made in this ps_game_play, on this state; planned again when the
     * apply comes without that check (undo's replay). */
    struct move_plan local, *p = &local;
    if ((g->memo_state == MEMO_KEPT || g->memo_state == MEMO_DRAWN) && g->memo_for == a)
        p = g->memo_plan;
    else if (plan_move(g, a, &local) != PS_OK)
        return; /* move_check passed: cannot happen */
    g->memo_state = MEMO_OFF;
    for (int i = 0; i < p->n; i++)
        move_one(g, p, &p->m[i], a->kind == PS_ACT_EXIT);
}

/* ---- legal moves ---- */

static int emit(ps_action *out, int max, int n, uint8_t kind, int u, const int16_t *path,
                int len)
{
    if (n < max) {
        /* Cleared by a copy: gcc makes a memset of this size a string instruction, which is
         * slow to start. */
        static const ps_action none;
        ps_action *a = &out[n];
        *a = none;
        a->kind = kind;
        a->nunits = 1;
        a->units[0] = (int16_t)u;
        a->nhexes = (uint8_t)len;
        memcpy(a->hexes, path, (size_t)len * sizeof path[0]);
    }
    return n + 1;
}

/* A cheap first look, so that units that cannot move cost no refusal text. */
static bool may_try(const ps_game *g, const struct unit *un)
{
    const struct game_state *st = &g->st;
    if (un->side != st->phasing || un->carrier >= 0 ||
        (un->flags & (UF_DISRUPTED | UF_MOVED | UF_MOVE_DONE)))
        return false;
    if (st->phase == PS_PHASE_CHARIOT && !unit_is_chariot(g, un))
        return false;
    return un->where == UNIT_ON_MAP || (un->where == UNIT_WAITING && entry_group(g, un));
}

bool move_may_act(const ps_game *g, const struct unit *un)
{
    const struct game_state *st = &g->st;
    if (!may_try(g, un))
        return false;
    if (un->where == UNIT_WAITING) {
        const struct deploy_group *grp = entry_group(g, un);
        if (st->turn < grp->first_turn || st->turn > grp->last_turn)
            return false; /* [11.1] not its Game-Turns to enter */
    }
    if (unit_is_chariot(g, un) && (un->flags & UF_HALTED))
        return false; /* [C1.5] */
    if (contact_holds(g, un))
        return false; /* [18.2] */
    if ((st->options >> PS_OPT_PANIC & 1u) && (un->flags & UF_PANICKED))
        return false; /* [13.0] */
    return true;
}

/* Units alike (same type, start, command and MP spent, carrying nobody) have the same moves:
 * the first one's are copied for the others. */
struct legal_memo {
    uint8_t type, group;
    hex_id start;
    uint16_t flags;
    fx mp_spent;
    int8_t facing; /* [16.1] */
    int first, count;
};
enum { LEGAL_MEMO_MAX = 64 };

static int memo_find(const struct legal_memo *memo, int nmemo, const struct unit *un)
{
    for (int i = 0; i < nmemo; i++)
        if (memo[i].type == un->type && memo[i].group == un->group && memo[i].start == un->hex &&
            memo[i].flags == (un->flags & UF_IN_COMMAND) && memo[i].mp_spent == un->mp_spent &&
            memo[i].facing == un->facing)
            return i;
    return -1;
}

/* Whether the stack arrive (na units, summed in arrival when summed) may end its move in
 * friendly hex h: [5.3], [5.4], [C1.9] as a list judges them. */
static bool may_end_in(const ps_game *g, hex_id h, const struct stack_arrival *arrival,
                       bool summed, const struct stack_entry *arrive, int na)
{
    struct stack_problem why;
    return summed ? stack_arrival_ok(g, h, g->st.phasing, arrival)
                  : stack_hex_ok(g, h, g->st.phasing, arrive, na, false, &why);
}

/* One move per hex the mover can end in, and one exit per exit-zone hex it can leave from, in
 * the order they are listed (struct move_targets): the one place that order is decided. */
static void find_targets(const ps_game *g, const struct reach *r, const struct stack_entry *arrive,
                         int na, bool exits, struct move_targets *t)
{
    const struct game_state *st = &g->st;
    const struct mover *m = &t->m;
    int n = 0;
    /* What the stack brings to a hex, worked out once for every hex the search reached. */
    struct stack_arrival arrival;
    bool summed = stack_arrival_make(g, arrive, na, &arrival);
    for (int i = 0; i < r->n; i++) {
        hex_id h = r->list[i];
        if (h == m->start || (r->lens && (r->len[h] < 1 || r->len[h] > PS_ACTION_MAX_HEXES)))
            continue; /* a path longer than an action holds is not listed */
        if (st->first_in_hex[h] < 0 || may_end_in(g, h, &arrival, summed, arrive, na)) {
            t->hex[n] = h;
            t->kind[n++] = PS_ACT_MOVE;
        }
        /* [11.42] one Movement Point left to leave, after a move that need not stop. */
        if (exits && !(r->state[h] & REACH_STOP) && r->cost[h] + FX_ONE <= m->avail &&
            exit_zone_hex(g, st->phasing, h)) {
            t->hex[n] = h;
            t->kind[n++] = PS_ACT_EXIT;
        }
    }
    /* [11.42] leaving from where it stands */
    if (exits && !m->entering && FX_ONE <= m->avail && exit_zone_hex(g, st->phasing, m->start)) {
        t->hex[n] = m->start;
        t->kind[n++] = PS_ACT_EXIT;
    }
    t->n = n;
    t->unjudged = false;
    t->bits = false;
}

/* The candidates of a draw, for a mover whose paths all fit an action (no lens) on a side
 * that may not exit: a move into every hex reached but the start, in the search's order, none
 * yet judged for stacking (move_draw_ok judges the one drawn).  They are read from the reach's
 * list (an on-map mover's start is always its first hex: reach_search offers it first, at
 * cost 0) until one is taken out of the draw, which copies them into the targets
 * (move_draw_drop). */
static void find_candidates(const struct reach *r, struct move_targets *t)
{
    t->first = t->m.entering ? 0 : 1;
    t->n = r->n - t->first;
    t->unjudged = true;
    t->bits = false;
    t->copied = false;
    t->arrival_made = false;
}

/* The same from the search by bits (reach_bits.c), whose candidates are in id order. */
static void bits_candidates(const struct reach_bits *b, struct move_targets *t)
{
    t->n = b->ncand;
    t->unjudged = true;
    t->bits = true;
    t->copied = false;
    t->arrival_made = false;
}

/* The k-th candidate's hex. */
static hex_id candidate(struct move_scratch *sc, const struct move_targets *t, int k)
{
    if (t->bits)
        return reach_bits_candidate(&sc->bits, k);
    return t->copied ? t->hex[k] : sc->r.list[t->first + k];
}

/* The k-th target as an action. */
static void target_action(const struct reach *r, const struct move_targets *t, int k,
                          ps_action *out)
{
    int16_t path[PS_ACTION_MAX_HEXES];
    int len = 1;
    if (t->hex[k] == t->m.start)
        path[0] = hex_ccrr(t->m.start); /* the exit from where it stands */
    else
        len = reach_path(r, &t->m, t->hex[k], path, PS_ACTION_MAX_HEXES);
    emit(out, 1, 0, t->kind[k], t->m.u, path, len);
}

/* r made mover m's reach in c's view: with the game's search memory sc (r is its reach), the
 * one kept for an entering unit of its kind when there is one, else searched (and kept when
 * it enters). */
static void find_reach(const ps_game *g, struct move_scratch *sc, const struct move_ctx *c,
                       const struct mover *m, struct reach *r)
{
    if (!sc) {
        reach_search(g, c, m, r);
        return;
    }
    if (entry_reach_recall(sc, c, m))
        return;
    reach_search(g, c, m, r);
    entry_reach_keep(sc, c, m);
}

static int plain_moves(const ps_game *g, struct move_scratch *sc, const struct move_ctx *c,
                       struct reach *r, const struct stack_entry *arrive, int na, bool exits,
                       struct move_targets *t, ps_action *out, int max, int n)
{
    find_reach(g, sc, c, &t->m, r);
    find_targets(g, r, arrive, na, exits, t);
    for (int i = 0; i < t->n; i++, n++)
        if (n < max)
            target_action(r, t, i, &out[n]);
    return n;
}

/* move_count and move_draw_begin: unit u's search, then its targets (all judged, or for a
 * draw the candidates when draw is set and they can be). */
static int find_moves(ps_game *g, int u, bool draw)
{
    const struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_CHARIOT && st->phase != PS_PHASE_MOVEMENT)
        return 0;
    if (u < 0 || u >= st->nunits || !may_try(g, &st->units[u]))
        return 0;
    struct move_scratch *sc = facing_used(g) ? NULL : move_scratch(g);
    if (!sc)
        return -1;
    /* A refusal on the way (a unit that may not move after all) is read by nobody: not
     * written (game_fail), so ps_game_error stays as it was. */
    bool probing = g->probing;
    g->probing = true;
    struct move_ctx ctx;
    move_ctx_init(g, st->phasing, u, &ctx);
    struct move_targets *t = &sc->t;
    t->n = 0;
    t->unjudged = false;
    t->bits = false;
    if (mover_init(g, u, &t->m) == PS_OK) {
        struct stack_entry arrive[64];
        int na = stack_add_with_passengers(g, u, arrive, 0, 64);
        bool exits = side_may_exit(g, st->phasing);
        if (na > 64) {
            /* nothing listed */
        } else if (draw && !exits && reach_bits_search(g, sc, st->phasing, &t->m)) {
            bits_candidates(&sc->bits, t); /* a draw's candidates, by rows of bits */
        } else {
            find_reach(g, sc, &ctx, &t->m, &sc->r);
            if (draw && !exits && !sc->r.lens)
                find_candidates(&sc->r, t);
            else
                find_targets(g, &sc->r, arrive, na, exits, t);
        }
    }
    g->probing = probing;
    return t->n;
}

int move_count(ps_game *g, int u)
{
    return find_moves(g, u, false);
}

int move_draw_begin(ps_game *g, int u)
{
    return find_moves(g, u, true);
}

bool move_draw_ok(ps_game *g, int k)
{
    struct move_targets *t = &g->scratch->t;
    if (!t->unjudged)
        return true; /* judged already */
    hex_id h = candidate(g->scratch, t, k);
    if (g->st.first_in_hex[h] < 0)
        return true; /* nobody there */
    struct stack_entry arrive[64];
    int na = stack_add_with_passengers(g, t->m.u, arrive, 0, 64); /* <= 64: as found */
    if (!t->arrival_made) {
        t->summed = stack_arrival_make(g, arrive, na, &t->arrival);
        t->arrival_made = true;
    }
    return may_end_in(g, h, &t->arrival, t->summed, arrive, na);
}

void move_draw_drop(ps_game *g, int k)
{
    struct move_targets *t = &g->scratch->t;
    if (t->bits) {
        reach_bits_drop(&g->scratch->bits, reach_bits_candidate(&g->scratch->bits, k));
        t->n--;
        return;
    }
    if (t->unjudged && !t->copied) {
        memcpy(t->hex, &g->scratch->r.list[t->first], (size_t)t->n * sizeof t->hex[0]);
        t->copied = true;
    }
    t->hex[k] = t->hex[--t->n];
}

/* The plan check_plan would make for out, the k-th target, from the search that found it
 * (ps_game_play_sample): the mover as move_draw_begin made it, the walk along the search's
 * path, each step at what the search paid for it (the table's price, as walk_path reads it),
 * the move stopped at dest by the fire zone the search found there [6.41]. */
static void drawn_plan(ps_game *g, const struct reach *r, const struct move_targets *t, int k,
                       const ps_action *out, struct move_plan *p)
{
    /* Only what the apply reads is written (p->n movers, w->n hexes): not the whole plan. */
    p->n = 1;
    p->m[0] = t->m;
    p->chariot = t->m.chariot;
    struct walk *w = &p->w;
    w->n = 0;
    w->total = 0;
    w->dest = t->hex[k];
    w->zoc_unit = -1;
    if (t->hex[k] == t->m.start)
        return; /* [11.42] the exit from where it stands: no hex entered */
    w->n = out->nhexes;
    hex_id h = t->hex[k];
    for (int i = w->n - 1; i >= 0; i--, h = r->prev[h]) {
        hex_id from = r->prev[h];
        w->hex[i] = h;
        w->step[i] = r->cost[h] - (from == HEX_NONE ? 0 : r->cost[from]); /* the start: 0 */
    }
    w->total = r->cost[t->hex[k]];
    if (r->state[w->dest] & REACH_ZOC)
        w->zoc_unit = move_zoc_unit(g, g->st.units[t->m.u].side, w->dest);
}

void move_pick(ps_game *g, int k, ps_action *out)
{
    struct reach *r = &g->scratch->r;
    struct move_targets *t = &g->scratch->t;
    if (t->unjudged) { /* a candidate: written where a list of targets would hold it */
        t->hex[k] = candidate(g->scratch, t, k);
        t->kind[k] = PS_ACT_MOVE;
    }
    if (t->bits) /* its path, as the bucket search would have found it */
        reach_bits_path(g->scratch, g->st.phasing, t->hex[k], r);
    target_action(r, t, k, out);
    if (g->memo_state != MEMO_DRAWING || out->nhexes < 1 || !kept_plan(g))
        return; /* (out of memory: checked and planned as ps_game_play does) */
    drawn_plan(g, r, t, k, out, g->memo_plan);
    g->memo_state = MEMO_DRAWN;
    g->memo_for = out;
}

int move_legal(ps_game *g, int only, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_CHARIOT && st->phase != PS_PHASE_MOVEMENT)
        return n;
    /* Asked for one unit that cannot move: no zone map, no search. */
    if (only >= 0 && (only >= st->nunits || !may_try(g, &st->units[only])))
        return n;
    /* [16.1] with facing, the search is over (hex, facing): one move per end facing. */
    struct freach *fr = NULL;
    if (facing_used(g) && !(fr = freach_new()))
        return n; /* out of memory: nothing is listed, nothing illegal */
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    struct move_ctx ctx;
    move_ctx_init(g, st->phasing, only, &ctx);
    /* The game's own search arrays (move_scratch.c); a readied local copy if out of memory. */
    struct move_scratch *sc = fr ? NULL : move_scratch(g);
    struct reach local;
    if (!fr && !sc)
        reach_init(&local);
    struct reach *r = sc ? &sc->r : &local;
    struct move_targets local_t;
    struct move_targets *t = sc ? &sc->t : &local_t;
    struct legal_memo memo[LEGAL_MEMO_MAX];
    int nmemo = 0;
    bool exits = side_may_exit(g, st->phasing);
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if ((only >= 0 && u != only) || !may_try(g, un))
            continue;
        struct mover m;
        if (mover_init(g, u, &m) != PS_OK)
            continue;
        t->m = m;
        struct stack_entry arrive[64];
        int na = stack_add_with_passengers(g, u, arrive, 0, 64);
        if (na > 64)
            continue;
        int k = na == 1 ? memo_find(memo, nmemo, un) : -1;
        if (k >= 0) {
            for (int i = 0; i < memo[k].count; i++, n++)
                if (n < max) {
                    out[n] = out[memo[k].first + i];
                    out[n].units[0] = (int16_t)u;
                }
            continue;
        }
        int first = n;
        if (fr) {
            n = facing_moves(g, &ctx, &m, fr, arrive, na, exits, out, max, n);
            if (exits && !m.entering && FX_ONE <= m.avail &&
                exit_zone_hex(g, st->phasing, m.start)) {
                int16_t here = hex_ccrr(m.start);
                n = emit(out, max, n, PS_ACT_EXIT, u, &here, 1);
            }
        } else {
            n = plain_moves(g, sc, &ctx, r, arrive, na, exits, t, out, max, n); /* exits included */
        }
        if (na == 1 && nmemo < LEGAL_MEMO_MAX) {
            struct legal_memo *e = &memo[nmemo++];
            e->type = un->type;
            e->group = un->group;
            e->start = un->hex;
            e->flags = un->flags & UF_IN_COMMAND;
            e->mp_spent = un->mp_spent;
            e->facing = un->facing;
            e->first = first;
            e->count = n - first;
        }
    }
    freach_free(fr);
    memcpy(g->err, saved, sizeof saved);
    return n;
}
