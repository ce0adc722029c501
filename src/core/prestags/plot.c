/* The Operations Plot Phase [19.1] A, [20.0]-[21.1]: "plot U TASK ...".
 *
 * Each side in turn (the scenario's first mover first) records one task per unit [21.0];
 * "end" hands the plot to the other side, and after the second side's "end" the plots are
 * carried out (simultaneous.c).  A unit may be plotted again until its side ends; a unit with
 * no plot stays where it is [20.4].  A plot is judged when it is made, by the standard rules
 * as if it were the side's own phase of the standard sequence now, so that a plot "impossible
 * to execute within the rules" is refused rather than silently dropped [20.4]:
 *   OF HEX   fire_validate: a fire unit, in range, line of sight, an enemy hex [6.0]-[6.3]
 *   ML HEX   melee_validate: an adjacent enemy hex, a unit that may melee attack [7.0], [3.36]
 *   DF       a fire unit [21.1] ("Melee units cannot execute Defensive Fire")
 *   MV, EX   move_check: the path, its Movement Points and the side's Movement Control Radius
 *            [5.0], [10.2], never into a hex enemy units hold now [5.23], entering and leaving
 *            the map [11.1], [11.4], chariots [C1.4], [C1.5] -- with the side's other plotted
 *            movers standing where their plots end, so a unit may be plotted into a hex a
 *            friendly unit is plotted to leave; the enemy's fire zones do not bound a path
 *            here (whether they hold depends on the enemy's plot [21.1]): they stop the unit
 *            when the plot is carried out [6.41] (sim_zone_lost)
 *   NO       nothing
 * and each keeps the hex the unit will end in within the stacking rules [5.3], [5.4], [C1.9]
 * as the side's plot stands.  The odds of an attack are not judged here: units plotted at one
 * hex attack it together, at the odds the attack has when it is made.
 * Secrecy [20.1]: nothing here looks at the other side's plot, and what is shown of plots
 * (ps_game_plot, the position dump, the log) is shown only to the side plotting. */
#include <stdio.h>
#include <string.h>

#include "combat.h"
#include "core/textbuf.h"
#include "movement.h"
#include "simultaneous.h"
#include "units.h"

_Static_assert(3 * (PLOT_PATH_MAX - 1) <= 32, "every later step of a path fits in plot.dirs");

static bool moves(int task)
{
    return task == PS_TASK_MV || task == PS_TASK_EX;
}

static const char *task_code(int task)
{
    static const char *const codes[] = {"NO", "OF", "DF", "ML", "MV", "EX"};
    _Static_assert(sizeof codes / sizeof codes[0] == PS_TASK_COUNT, "task codes");
    return task >= 0 && task < PS_TASK_COUNT ? codes[task] : "?";
}

int plot_path(const ps_game *g, int u, hex_id out[PLOT_PATH_MAX])
{
    const struct plot *p = &g->st.plots[u];
    if (!moves(p->task) || p->len == 0)
        return 0;
    out[0] = p->hex;
    for (int i = 1; i < p->len && i < PLOT_PATH_MAX; i++)
        out[i] = map_neighbour(&g->map, out[i - 1], (enum hex_dir)(p->dirs >> (3 * (i - 1)) & 7u));
    return p->len;
}

/* The first hex of a move action that is entered: walk_path (movement.c) accepts the start
 * hex written out first. */
static int first_entered(ps_game *g, int u, const ps_action *a)
{
    const struct unit *un = &g->st.units[u];
    return un->where == UNIT_ON_MAP && a->nhexes > 0 && rules_hex(g, a->hexes[0]) == un->hex;
}

void plot_action(const ps_game *g, int u, ps_action *out)
{
    const struct game_state *st = &g->st;
    const struct plot *p = &st->plots[u];
    memset(out, 0, sizeof *out);
    out->kind = PS_ACT_PLOT;
    out->task = p->task;
    out->nunits = 1;
    out->units[0] = (int16_t)u;
    if (p->task == PS_TASK_OF || p->task == PS_TASK_ML) {
        out->nhexes = 1;
        out->hexes[0] = hex_ccrr(p->hex);
    } else if (moves(p->task)) {
        hex_id path[PLOT_PATH_MAX];
        int n = plot_path(g, u, path);
        for (int i = 0; i < n; i++)
            out->hexes[i] = hex_ccrr(path[i]);
        out->nhexes = (uint8_t)n;
        if (n == 0 && st->units[u].where == UNIT_ON_MAP) { /* EX from where it stands */
            out->nhexes = 1;
            out->hexes[0] = hex_ccrr(st->units[u].hex);
        }
    }
}

/* ---- the side's plot as it stands -------------------------------------------------------- */

/* Puts every unit of `side` plotted to move, but `except`, where its plot ends (off the map
 * for EX), with what it carries.  The caller keeps a copy of the state and puts it back. */
static void relocate_planned(ps_game *g, int side, int except)
{
    struct game_state *st = &g->st;
    for (int v = 0; v < st->nunits; v++) {
        struct unit *un = &st->units[v];
        if (v == except || un->side != side || !moves(st->plots[v].task) || un->carrier >= 0 ||
            (un->where != UNIT_ON_MAP && un->where != UNIT_WAITING))
            continue;
        hex_id path[PLOT_PATH_MAX];
        int n = plot_path(g, v, path);
        int aboard[PS_ACTION_MAX_UNITS];
        int k = unit_is_chariot(g, un) ? chariot_passengers(g, v, aboard, PS_ACTION_MAX_UNITS) : 0;
        if (k > PS_ACTION_MAX_UNITS)
            k = PS_ACTION_MAX_UNITS;
        for (int i = -1; i < k; i++) {
            int w = i < 0 ? v : aboard[i];
            struct unit *wn = &st->units[w];
            if (wn->where == UNIT_ON_MAP)
                game_remove_unit(st, w);
            if (st->plots[v].task == PS_TASK_EX)
                wn->where = UNIT_EXITED;
            else if (n > 0)
                game_put_unit(st, w, path[n - 1]);
        }
    }
}

static bool side_has_planned_movers(const ps_game *g, int side, int except)
{
    const struct game_state *st = &g->st;
    for (int v = 0; v < st->nunits; v++)
        if (v != except && st->units[v].side == side && moves(st->plots[v].task))
            return true;
    return false;
}

/* ---- a side begins ------------------------------------------------------------------------ */

void plot_begin_side(ps_game *g, int side)
{
    /* [10.2] "Units which begin their Friendly Movement Phase within the Movement Control
     * Radius": the positions the plot is made in are the ones the Game-Turn begins with. */
    struct sim_ctx c = sim_ctx_enter(g, PS_PHASE_MOVEMENT, side);
    movement_begin_phase(g);
    sim_ctx_leave(g, c);
}

/* ---- checking a plot ------------------------------------------------------------------------ */

static ps_status refuse(ps_game *g, ps_status s, const char *why)
{
    return game_fail(g, s, "%s", why);
}

/* OF and ML: the standard checks of a fire or melee attack by this unit alone, as if it were
 * the side's Fire or Melee Combat Phase now. */
static ps_status attack_ok(ps_game *g, int u, int side, int task, int ccrr, char *why,
                           size_t len)
{
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = task == PS_TASK_OF ? PS_ACT_FIRE : PS_ACT_MELEE;
    a.nunits = 1;
    a.units[0] = (int16_t)u;
    a.nhexes = 1;
    a.hexes[0] = (int16_t)ccrr;
    struct combat c;
    memset(&c, 0, sizeof c);
    struct sim_ctx saved =
        sim_ctx_enter(g, task == PS_TASK_OF ? PS_PHASE_FIRE : PS_PHASE_MELEE, side);
    ps_status s = task == PS_TASK_OF ? fire_validate(g, &a, &c, why, len)
                                     : melee_validate(g, &a, &c, why, len);
    sim_ctx_leave(g, saved);
    return s;
}

/* MV, EX and where every task leaves the unit, on the side's plot as it stands. */
static ps_status planned_check(ps_game *g, int u, const ps_action *a)
{
    struct game_state *st = &g->st;
    int side = st->units[u].side;
    bool relocate = side_has_planned_movers(g, side, u);
    struct game_state saved;
    if (relocate) {
        saved = *st;
        relocate_planned(g, side, u);
    }
    ps_status s = PS_OK;
    const struct unit *un = &st->units[u];
    if (moves(a->task)) {
        ps_action m = *a;
        m.kind = a->task == PS_TASK_EX ? PS_ACT_EXIT : PS_ACT_MOVE;
        m.task = 0;
        struct sim_ctx c = sim_ctx_enter(g, PS_PHASE_MOVEMENT, side);
        s = move_check(g, &m);
        sim_ctx_leave(g, c);
    } else if (un->where == UNIT_ON_MAP) {
        /* [5.4] the unit stays: its hex with whatever the plot brings into it. */
        struct stack_problem why;
        if (!stack_hex_ok(g, un->hex, side, NULL, 0, true, &why))
            s = stack_fail(g, un->hex, side, &why, true);
    }
    if (relocate) {
        char err[sizeof g->err];
        memcpy(err, g->err, sizeof err);
        *st = saved;
        memcpy(g->err, err, sizeof err);
    }
    return s;
}

ps_status plot_check(ps_game *g, const ps_action *a)
{
    const struct game_state *st = &g->st;
    int side = st->to_act;
    if (a->nunits != 1)
        return game_fail(g, PS_EINVAL, "a plot names one unit [20.0]");
    if (a->task >= PS_TASK_COUNT)
        return game_fail(g, PS_EINVAL, "no such task [21.1]");
    int u = a->units[0];
    struct unit *un = NULL; /* set by rules_unit (-O3 -flto) */
    ps_status s = rules_unit(g, u, &un);
    if (s != PS_OK)
        return s;
    const char *code = task_code(a->task);
    if (un->side != side)
        return game_fail(g, PS_EILLEGAL, "[20.1] unit %d belongs to the %s; the %s plot now", u,
                         g->scen.force[un->side].name, g->scen.force[side].name);
    if (un->where == UNIT_ELIMINATED || un->where == UNIT_EXITED)
        return game_fail(g, PS_EILLEGAL, "[21.0] unit %d is no longer on the map", u);
    if (un->where == UNIT_WAITING && a->task != PS_TASK_NO && !moves(a->task))
        return game_fail(g, PS_EILLEGAL, "[11.1] unit %d is not on the map yet: its only task "
                         "is to enter it (MV) [21.1]", u);
    if (a->task != PS_TASK_NO) {
        if (un->flags & UF_DISRUPTED)
            return game_fail(g, PS_EILLEGAL, "[8.2] unit %d is disrupted: it may not fire, "
                             "attack or move, so it has no task until it recovers [8.23]", u);
        if ((st->options >> PS_OPT_PANIC & 1u) && (un->flags & UF_PANICKED))
            return game_fail(g, PS_EILLEGAL, "[13.0] unit %d is panicked: it may not attack, "
                             "and it moves only in flight", u);
    }
    bool hexes = a->task != PS_TASK_NO && a->task != PS_TASK_DF;
    if (hexes ? a->nhexes < 1 : a->nhexes != 0)
        return game_fail(g, PS_EINVAL, "'plot U %s' %s [20.0]", code,
                         hexes ? "names its hexes" : "takes no hex");
    char why[PS_ERR_MAX];
    switch ((ps_task)a->task) {
    case PS_TASK_OF:
    case PS_TASK_ML:
        if (a->nhexes != 1)
            return game_fail(g, PS_EINVAL, "[21.1] %s names one target hex", code);
        s = attack_ok(g, u, side, a->task, a->hexes[0], why, sizeof why);
        if (s != PS_OK)
            return refuse(g, s, why);
        break;
    case PS_TASK_DF:
        if (!unit_is_fire(g, un))
            return game_fail(g, PS_EILLEGAL, "[21.1] unit %d (%s) is not a fire unit: melee "
                             "units cannot execute Defensive Fire", u, game_type(g, un)->code);
        break;
    case PS_TASK_MV:
    case PS_TASK_EX:
        if (a->nhexes - first_entered(g, u, a) > PLOT_PATH_MAX)
            return game_fail(g, PS_EILLEGAL, "[20.0] a plotted path lists at most %d hexes",
                             PLOT_PATH_MAX);
        break;
    case PS_TASK_NO:
    case PS_TASK_COUNT:
        break;
    }
    return planned_check(g, u, a);
}

void plot_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    int u = a->units[0];
    struct plot *p = &st->plots[u];
    memset(p, 0, sizeof *p);
    p->task = a->task;
    if (a->task == PS_TASK_OF || a->task == PS_TASK_ML) {
        p->hex = rules_hex(g, a->hexes[0]);
    } else if (moves(a->task)) {
        int first = first_entered(g, u, a);
        hex_id prev = HEX_NONE;
        for (int i = first; i < a->nhexes; i++) {
            hex_id h = rules_hex(g, a->hexes[i]);
            int k = i - first;
            if (k == 0)
                p->hex = h;
            else
                p->dirs |= (uint32_t)hex_direction_to(map_cr(prev), map_cr(h)) << (3 * (k - 1));
            prev = h;
        }
        p->len = (uint8_t)(a->nhexes - first);
    }
    /* [20.1] the log tells everyone that a task was written, never which. */
    game_event(g, "the %s plot a task [20.1]", g->scen.force[st->units[u].side].name);
}

/* ---- legal plots ------------------------------------------------------------------------------ */

static int emit(ps_action *out, int max, int n, int u, int task, const hex_id *hexes, int nh)
{
    if (n < max) {
        ps_action *a = &out[n];
        memset(a, 0, sizeof *a);
        a->kind = PS_ACT_PLOT;
        a->task = (uint8_t)task;
        a->nunits = 1;
        a->units[0] = (int16_t)u;
        a->nhexes = (uint8_t)nh;
        for (int i = 0; i < nh; i++)
            a->hexes[i] = hex_ccrr(hexes[i]);
    }
    return n + 1;
}

/* May u be given a task other than NO now?  (A unit already plotted is not listed again.) */
static bool may_plot(const ps_game *g, int u, int side)
{
    const struct game_state *st = &g->st;
    const struct unit *un = &st->units[u];
    if (un->side != side || st->plots[u].task != PS_TASK_NO || (un->flags & UF_DISRUPTED))
        return false;
    if ((st->options >> PS_OPT_PANIC & 1u) && (un->flags & UF_PANICKED))
        return false;
    return un->where == UNIT_ON_MAP || un->where == UNIT_WAITING;
}

/* Fire, Defensive Fire and melee tasks of u, on the position as it is: every enemy hex it may
 * fire at (not those holding only leaders, which fire never harms [10.31]), DF if it is a
 * fire unit, every adjacent enemy hex it may attack. */
static int attack_plots(ps_game *g, int u, int side, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    const struct unit *un = &st->units[u];
    if (un->where != UNIT_ON_MAP)
        return n;
    bool fire = unit_is_fire(g, un);
    int range = game_type(g, un)->range;
    uint8_t seen[MAP_MAX_HEXES];
    memset(seen, 0, sizeof seen);
    hex_id melee[HEX_DIRS];
    int nmelee = 0;
    for (int e = 0; e < st->nunits; e++) {
        const struct unit *en = &st->units[e];
        if (en->side == side || en->where != UNIT_ON_MAP || seen[en->hex])
            continue;
        hex_id t = en->hex;
        seen[t] = 1;
        int d = map_distance(un->hex, t);
        if (d == 1 && nmelee < HEX_DIRS)
            melee[nmelee++] = t;
        if (!fire || d > range)
            continue;
        bool harmable = false;
        for (int v = st->first_in_hex[t]; v >= 0; v = st->units[v].next)
            harmable |= !unit_is_leader(g, &st->units[v]);
        if (harmable && attack_ok(g, u, side, PS_TASK_OF, hex_ccrr(t), NULL, 0) == PS_OK)
            n = emit(out, max, n, u, PS_TASK_OF, &t, 1);
    }
    if (fire)
        n = emit(out, max, n, u, PS_TASK_DF, NULL, 0);
    for (int i = 0; i < nmelee; i++)
        if (attack_ok(g, u, side, PS_TASK_ML, hex_ccrr(melee[i]), NULL, 0) == PS_OK)
            n = emit(out, max, n, u, PS_TASK_ML, &melee[i], 1);
    return n;
}

/* For every unit with no task yet (or only u): its OF, DF and ML tasks, then one MV per hex
 * it can end in and one EX per exit-zone hex it can leave from, each with a cheapest path
 * (move_legal's list, on the side's plot as it stands).  Other paths are accepted too. */
int plot_legal(ps_game *g, int only, ps_action *out, int max, int n)
{
    struct game_state *st = &g->st;
    int side = st->to_act;
    char saved_err[sizeof g->err];
    memcpy(saved_err, g->err, sizeof saved_err);
    if (only >= 0 && (only >= st->nunits || !may_plot(g, only, side)))
        return n;
    for (int u = 0; u < st->nunits; u++)
        if ((only < 0 || u == only) && may_plot(g, u, side))
            n = attack_plots(g, u, side, out, max, n);
    bool relocate = side_has_planned_movers(g, side, -1);
    struct game_state saved;
    if (relocate) {
        saved = *st;
        relocate_planned(g, side, -1);
    }
    struct sim_ctx c = sim_ctx_enter(g, PS_PHASE_MOVEMENT, side);
    for (int u = 0; u < st->nunits; u++) {
        if ((only >= 0 && u != only) || !may_plot(g, u, side))
            continue;
        int from = n;
        n = move_legal(g, u, out, max, n);
        for (int i = from; i < n && i < max; i++) {
            out[i].task = (uint8_t)(out[i].kind == PS_ACT_EXIT ? PS_TASK_EX : PS_TASK_MV);
            out[i].kind = PS_ACT_PLOT;
        }
    }
    sim_ctx_leave(g, c);
    if (relocate)
        *st = saved;
    memcpy(g->err, saved_err, sizeof saved_err);
    return n;
}

/* ---- what may be shown [20.1] ------------------------------------------------------------------ */

ps_status ps_game_plot(const ps_game *g, int u, ps_action *out)
{
    const struct game_state *st = &g->st;
    if (u < 0 || u >= st->nunits)
        return PS_EINVAL;
    if (!sim_on(g) || st->phase != PS_PHASE_PLOT || st->units[u].side != st->to_act)
        return PS_ESTATE;
    if (st->plots[u].task == PS_TASK_NO)
        return PS_ENOTFOUND;
    plot_action(g, u, out);
    return PS_OK;
}

void sim_position_lines(const ps_game *g, struct textbuf *o)
{
    const struct game_state *st = &g->st;
    if (!sim_on(g))
        return;
    bool plotting = st->phase == PS_PHASE_PLOT;
    bool declaring = st->phase == PS_PHASE_DEFENSIVE_FIRE_RESOLUTION &&
                     st->sim_stage == SIM_DECLARE;
    if (!plotting && !declaring)
        return;
    for (int u = 0; u < st->nunits; u++) {
        const struct plot *p = &st->plots[u];
        if (st->units[u].side != st->to_act || p->task == PS_TASK_NO)
            continue;
        if (plotting) {
            ps_action a;
            char text[PS_ACTION_TEXT_MAX];
            plot_action(g, u, &a);
            ps_action_format(&a, text, sizeof text);
            textbuf_put(o, "%s\n", text);
        } else if (p->mark & PLOT_DECLARED) {
            char h[5];
            map_format_hex(p->hex, h);
            textbuf_put(o, "df-target %d %s\n", u, h);
        }
    }
}
