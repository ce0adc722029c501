/* The Simultaneous Movement Sequence [19.1]: the Game-Turn's phases, the combat resolution
 * phases B, C and E, and the Turn Record (see simultaneous.h for the outline).
 *
 * Order of combat [20.2]: "All combat in the same Phase is considered simultaneous; all combat
 * in different Phases is strictly sequential."  Coded: when a combat phase begins, every attack
 * of both sides is judged (combat_assess, with the standard checkers) on the position as the
 * phase began and its die is rolled, the first side's attacks first; only then are the results
 * applied, hex after hex (a half elimination asks the defender's choice [8.1] as usual); only
 * then may attackers advance into hexes the results left empty [8.4].  So a unit always
 * completes an attack it is plotted to make even if an attack of the same phase disrupts or
 * eliminates it [20.21], and a result of an earlier phase (a disruption, the loss of its target)
 * keeps it from its task [20.22], [21.2].  A result waiting to be applied is held on each
 * defending unit (plot.hit); who attacked is held on the attackers (plot.mark), so play may stop
 * for a decision and go on.
 *
 * Units attack hexes as plotted: all units of a side plotted at one hex attack it together
 * (one attack per hex [6.15], [7.13]; at most PS_ACTION_MAX_UNITS of them, the first by unit
 * number).  An attack the rules forbid when it is made (odds below 1-2 [8.1], a target no
 * longer held by the enemy [21.2]) is not made, and the log says why [20.4]. */
#include <stdio.h>
#include <string.h>

#include "combat.h"
#include "movement.h"
#include "simultaneous.h"
#include "units.h"

bool sim_revealed(const ps_game *g)
{
    return sim_on(g) && g->st.sim_stage > SIM_PLOT;
}

bool sim_plotted_to_move(const ps_game *g, int u)
{
    int task = g->st.plots[u].task;
    return sim_revealed(g) && (task == PS_TASK_MV || task == PS_TASK_EX);
}

bool sim_zone_lost(const ps_game *g, int u)
{
    if (!sim_on(g))
        return false;
    /* While plotting no zone is known to hold: it depends on the enemy's secret plot. */
    if (g->st.sim_stage == SIM_PLOT)
        return true;
    int task = g->st.plots[u].task;
    return sim_revealed(g) && unit_is_fire(g, &g->st.units[u]) &&
           (task == PS_TASK_MV || task == PS_TASK_EX || task == PS_TASK_ML);
}

struct sim_ctx sim_ctx_enter(ps_game *g, ps_phase phase, int side)
{
    struct game_state *st = &g->st;
    struct sim_ctx saved = {st->phase, st->phasing, st->to_act};
    bool defensive = phase == PS_PHASE_DEFENSIVE_FIRE || phase == PS_PHASE_CHARIOT_DEFENSIVE_FIRE;
    st->phase = (uint8_t)phase;
    st->to_act = (uint8_t)side;
    st->phasing = (uint8_t)(defensive ? !side : side);
    return saved;
}

void sim_ctx_leave(ps_game *g, struct sim_ctx saved)
{
    g->st.phase = saved.phase;
    g->st.phasing = saved.phasing;
    g->st.to_act = saved.to_act;
}

struct sim_ctx sim_odds_enter(ps_game *g)
{
    const struct game_state *st = &g->st;
    if (sim_active(g) && st->phase == PS_PHASE_DEFENSIVE_FIRE_RESOLUTION &&
        st->sim_stage == SIM_DECLARE && st->pending.kind == PENDING_NONE)
        return sim_ctx_enter(g, PS_PHASE_DEFENSIVE_FIRE, st->to_act);
    struct sim_ctx same = {st->phase, st->phasing, st->to_act};
    return same;
}

static const char *side_name(const ps_game *g, int side)
{
    return g->scen.force[side].name;
}

static int first_side(const ps_game *g)
{
    return g->scen.moves_first;
}

static void set_actor(ps_game *g, int side)
{
    g->st.to_act = (uint8_t)side;
    g->st.phasing = (uint8_t)side;
}

/* ---- the plot ---------------------------------------------------------------------------- */

static void begin_plot(ps_game *g, int side)
{
    set_actor(g, side);
    plot_begin_side(g, side);
}

void sim_begin_game_turn(ps_game *g)
{
    struct game_state *st = &g->st;
    st->phase = PS_PHASE_PLOT;
    st->sim_stage = SIM_PLOT;
    memset(st->plots, 0, sizeof st->plots);
    for (int u = 0; u < st->nunits; u++) {
        st->units[u].mp_spent = 0; /* [C1.4] a Chariot's whole allowance, in the one movement */
        st->units[u].flags &= (uint16_t)~UF_HALTED;
    }
    begin_plot(g, first_side(g));
}

/* ---- Defensive Fire targets [19.1] E ------------------------------------------------------- */

static bool declared_at(const struct game_state *st, int side, hex_id t)
{
    for (int v = 0; v < st->nunits; v++)
        if (st->units[v].side == side && (st->plots[v].mark & PLOT_DECLARED) &&
            st->plots[v].hex == t)
            return true;
    return false;
}

/* "fire U[,U..] HEX" in phase E: units of `side` plotted DF, not yet given a target, firing at
 * an adjacent hex an enemy unit moved into (the checks of Defensive Fire [6.42], [6.45]). */
static ps_status declare_validate(ps_game *g, int side, const ps_action *a, struct combat *c,
                                  char *why, size_t len)
{
    const struct game_state *st = &g->st;
    if (a->nhexes != 1 || a->nunits < 1)
        return combat_refuse(why, len, PS_EINVAL, "Defensive Fire names its units and one hex");
    for (int i = 0; i < a->nunits; i++) {
        int u = a->units[i];
        if (u < 0 || u >= st->nunits)
            return combat_refuse(why, len, PS_EINVAL, "no unit %d", u);
        if (st->units[u].side == side && st->plots[u].task != PS_TASK_DF)
            return combat_refuse(why, len, PS_EILLEGAL,
                                 "[21.1] unit %d is not plotted for Defensive Fire (DF): only "
                                 "DF units fire now [19.1]", u);
        if (st->plots[u].mark & PLOT_DECLARED)
            return combat_refuse(why, len, PS_EILLEGAL,
                                 "[6.15] unit %d has already chosen its target, %s", u,
                                 hexname(st->plots[u].hex).s);
    }
    hex_id t = rules_hex(g, a->hexes[0]);
    if (t != HEX_NONE && declared_at(st, side, t))
        return combat_refuse(why, len, PS_EILLEGAL,
                             "[6.45] %s is already the target of the %s' Defensive Fire: a hex "
                             "is attacked once", hexname(t).s, side_name(g, side));
    struct sim_ctx saved = sim_ctx_enter(g, PS_PHASE_DEFENSIVE_FIRE, side);
    ps_status s = combat_assess(g, a, c, NULL, why, len);
    sim_ctx_leave(g, saved);
    return s;
}

static int emit_fire(ps_action *out, int max, int n, const int16_t *units, int nu, hex_id t)
{
    if (n < max) {
        ps_action *a = &out[n];
        memset(a, 0, sizeof *a);
        a->kind = PS_ACT_FIRE;
        a->nunits = (uint8_t)nu;
        memcpy(a->units, units, (size_t)nu * sizeof units[0]);
        a->nhexes = 1;
        a->hexes[0] = hex_ccrr(t);
    }
    return n + 1;
}

static bool df_ready(const ps_game *g, int u, int side)
{
    const struct game_state *st = &g->st;
    return st->units[u].side == side && st->plots[u].task == PS_TASK_DF &&
           !(st->plots[u].mark & PLOT_DECLARED) && unit_ready(&st->units[u]);
}

/* For each target: each DF unit that can fire at it alone, and all of them together. */
static int declare_legal(ps_game *g, int side, int only, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    if (only >= 0 && (only >= st->nunits || !df_ready(g, only, side)))
        return n;
    uint8_t seen[MAP_MAX_HEXES];
    memset(seen, 0, sizeof seen);
    for (int e = 0; e < st->nunits; e++) {
        const struct unit *en = &st->units[e];
        if (en->side == side || en->where != UNIT_ON_MAP || seen[en->hex])
            continue;
        hex_id t = en->hex;
        seen[t] = 1;
        if (!hex_has_flag(st, t, UF_MOVED) || declared_at(st, side, t))
            continue;
        int16_t near[PS_ACTION_MAX_UNITS];
        int nn = 0;
        bool names_only = only < 0;
        for (int u = 0; u < st->nunits && nn < PS_ACTION_MAX_UNITS; u++)
            if (df_ready(g, u, side) && map_distance(st->units[u].hex, t) == 1) {
                near[nn++] = (int16_t)u;
                names_only |= u == only;
            }
        if (!names_only)
            continue;
        ps_action a;
        struct combat c;
        for (int i = 0; i < nn; i++) {
            if (only >= 0 && near[i] != only)
                continue;
            emit_fire(&a, 1, 0, &near[i], 1, t);
            if (declare_validate(g, side, &a, &c, NULL, 0) == PS_OK)
                n = emit_fire(out, max, n, &near[i], 1, t);
        }
        if (nn >= 2) {
            emit_fire(&a, 1, 0, near, nn, t);
            if (declare_validate(g, side, &a, &c, NULL, 0) == PS_OK)
                n = emit_fire(out, max, n, near, nn, t);
        }
    }
    return n;
}

static void declare_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    hex_id t = rules_hex(g, a->hexes[0]);
    for (int i = 0; i < a->nunits; i++) {
        st->plots[a->units[i]].hex = t;
        st->plots[a->units[i]].mark |= PLOT_DECLARED;
    }
    /* [20.1] like the plot, the other side does not learn the choice before the fire. */
    game_event(g, "the %s choose a Defensive Fire target", side_name(g, st->to_act));
}

/* ---- combat resolution: B, C, E ----------------------------------------------------------- */

static int phase_task(int phase)
{
    return phase == PS_PHASE_FIRE_RESOLUTION    ? PS_TASK_OF
           : phase == PS_PHASE_MELEE_RESOLUTION ? PS_TASK_ML
                                                : PS_TASK_DF;
}

/* The standard phase whose checks an attack of this phase passes. */
static ps_phase standard_phase(int phase)
{
    return phase == PS_PHASE_FIRE_RESOLUTION    ? PS_PHASE_FIRE
           : phase == PS_PHASE_MELEE_RESOLUTION ? PS_PHASE_MELEE
                                                : PS_PHASE_DEFENSIVE_FIRE;
}

static const char *task_name(int task)
{
    return task == PS_TASK_OF ? "Offensive Fire (OF)"
           : task == PS_TASK_ML ? "melee attack (ML)"
                                : "Defensive Fire (DF)";
}

/* Does u still carry out its attack on t?  If not, the log says why. */
static bool carries_out(ps_game *g, int u, hex_id t, int side)
{
    struct game_state *st = &g->st;
    const struct unit *un = &st->units[u];
    int task = st->plots[u].task;
    if (un->where != UNIT_ON_MAP)
        return false; /* eliminated in an earlier phase: nothing left to say */
    if (game_hex_side(st, t) != !side) {
        game_event(g, "unit %d %s: its target %s no longer holds an enemy unit, so its %s is "
                   "not made [21.2]", u, game_type(g, un)->code, hexname(t).s, task_name(task));
        return false;
    }
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = task == PS_TASK_ML ? PS_ACT_MELEE : PS_ACT_FIRE;
    a.nunits = 1;
    a.units[0] = (int16_t)u;
    a.nhexes = 1;
    a.hexes[0] = hex_ccrr(t);
    struct combat c;
    memset(&c, 0, sizeof c);
    char why[PS_ERR_MAX];
    struct sim_ctx saved = sim_ctx_enter(g, standard_phase(st->phase), side);
    ps_status s = task == PS_TASK_ML ? melee_validate(g, &a, &c, why, sizeof why)
                                     : fire_validate(g, &a, &c, why, sizeof why);
    sim_ctx_leave(g, saved);
    if (s == PS_OK)
        return true;
    game_event(g, "unit %d %s does not carry out its %s on %s [%s]: %s", u,
               game_type(g, un)->code, task_name(task), hexname(t).s,
               (un->flags & UF_DISRUPTED) ? "20.22" : "20.4", why);
    return false;
}

/* [20.2] Judges and rolls every attack of the phase, the first side's first, then marks
 * attackers and defenders.  Nothing is applied yet. */
static void roll_attacks(ps_game *g)
{
    struct game_state *st = &g->st;
    int task = phase_task(st->phase);
    bool melee = task == PS_TASK_ML;
    uint8_t grouped[GAME_MAX_UNITS];
    memset(grouped, 0, sizeof grouped);
    for (int k = 0; k < 2; k++) {
        int side = k ? !first_side(g) : first_side(g);
        for (int u = 0; u < st->nunits; u++) {
            const struct plot *p = &st->plots[u];
            if (grouped[u] || st->units[u].side != side || p->task != task ||
                (task == PS_TASK_DF && !(p->mark & PLOT_DECLARED)))
                continue;
            hex_id t = p->hex;
            int16_t att[PS_ACTION_MAX_UNITS];
            int n = 0;
            for (int v = u; v < st->nunits; v++) {
                const struct plot *q = &st->plots[v];
                if (grouped[v] || st->units[v].side != side || q->task != task || q->hex != t ||
                    (task == PS_TASK_DF && !(q->mark & PLOT_DECLARED)))
                    continue;
                grouped[v] = 1;
                if (!carries_out(g, v, t, side))
                    continue;
                if (n == PS_ACTION_MAX_UNITS) {
                    game_event(g, "unit %d does not join the attack on %s: an attack names at "
                               "most %d units", v, hexname(t).s, PS_ACTION_MAX_UNITS);
                    continue;
                }
                att[n++] = (int16_t)v;
            }
            if (n == 0)
                continue;
            ps_action a;
            memset(&a, 0, sizeof a);
            a.kind = melee ? PS_ACT_MELEE : PS_ACT_FIRE;
            a.nunits = (uint8_t)n;
            memcpy(a.units, att, (size_t)n * sizeof att[0]);
            a.nhexes = 1;
            a.hexes[0] = hex_ccrr(t);
            struct combat c;
            char why[PS_ERR_MAX];
            struct sim_ctx saved = sim_ctx_enter(g, standard_phase(st->phase), side);
            ps_status s = combat_assess(g, &a, &c, NULL, why, sizeof why);
            sim_ctx_leave(g, saved);
            if (s != PS_OK) {
                char text[PS_ACTION_TEXT_MAX];
                ps_action_format(&a, text, sizeof text);
                game_event(g, "the %s' plotted attack '%s' is not made [20.4]: %s",
                           side_name(g, side), text, why);
                continue;
            }
            for (int i = 0; i < n; i++)
                st->plots[att[i]].mark |= PLOT_ATTACKED;
            uint8_t res[COMBAT_MAX_HEXES];
            combat_roll(g, &c, res);
            for (int v = st->first_in_hex[t]; v >= 0; v = st->units[v].next)
                st->plots[v].hit = (uint8_t)(res[0] + 1);
        }
    }
    for (int u = 0; u < st->nunits; u++) {
        struct unit *un = &st->units[u];
        if (st->plots[u].mark & PLOT_ATTACKED) {
            un->flags |= (uint16_t)(UF_ATTACKED | (melee ? UF_MELEED : UF_FIRED));
            if (!melee)
                un->fired_pturn = (int16_t)st->pturn;
        }
        if (st->plots[u].hit)
            un->flags |= UF_DEFENDED;
    }
}

/* Applies the rolled result on one defending hex; false when none is left. */
static bool apply_next(ps_game *g)
{
    struct game_state *st = &g->st;
    for (int u = 0; u < st->nunits; u++) {
        struct plot *p = &st->plots[u];
        if (!p->hit)
            continue;
        const struct unit *un = &st->units[u];
        uint8_t res = (uint8_t)(p->hit - 1);
        p->hit = 0;
        if (un->where != UNIT_ON_MAP)
            continue;
        hex_id h = un->hex;
        for (int v = st->first_in_hex[h]; v >= 0; v = st->units[v].next)
            st->plots[v].hit = 0;
        struct combat c;
        memset(&c, 0, sizeof c);
        c.fire = st->phase != PS_PHASE_MELEE_RESOLUTION;
        c.side = (uint8_t)!un->side;
        c.nhex = 1;
        c.hex[0] = h;
        combat_apply(g, &c, &res); /* names no attacker: the advances come after [20.2] */
        return true;
    }
    return false;
}

/* Every result is applied: an attacker may advance only into a hex the results left empty. */
static void close_results(ps_game *g)
{
    struct game_state *st = &g->st;
    for (int u = 0; u < st->nunits; u++) {
        struct plot *p = &st->plots[u];
        if ((p->mark & PLOT_ATTACKED) && st->first_in_hex[p->hex] >= 0)
            p->mark |= PLOT_OFFERED;
    }
}

/* [8.4] Offers the next attack's units the hex it left empty; false when none is left. */
static bool advance_next(ps_game *g)
{
    struct game_state *st = &g->st;
    for (int u = 0; u < st->nunits; u++) {
        const struct plot *p = &st->plots[u];
        if (!(p->mark & PLOT_ATTACKED) || (p->mark & PLOT_OFFERED))
            continue;
        int side = st->units[u].side;
        hex_id t = p->hex;
        int16_t att[PS_ACTION_MAX_UNITS];
        int n = 0;
        for (int v = u; v < st->nunits; v++) {
            struct plot *q = &st->plots[v];
            if (st->units[v].side != side || !(q->mark & PLOT_ATTACKED) ||
                (q->mark & PLOT_OFFERED) || q->hex != t)
                continue;
            q->mark |= PLOT_OFFERED;
            if (n < PS_ACTION_MAX_UNITS)
                att[n++] = (int16_t)v;
        }
        if (st->first_in_hex[t] < 0)
            combat_offer_advance(g, side, att, n, &t, 1,
                                 st->phase != PS_PHASE_MELEE_RESOLUTION);
        return true;
    }
    return false;
}

static void clear_combat_marks(struct game_state *st)
{
    for (int u = 0; u < st->nunits; u++) {
        st->units[u].flags &= (uint16_t)~(UF_ATTACKED | UF_DEFENDED);
        st->plots[u].mark &= (uint8_t)~(PLOT_ATTACKED | PLOT_OFFERED);
        st->plots[u].hit = 0;
    }
    memset(st->no_retreat, 0, sizeof st->no_retreat);
}

static void enter_combat(ps_game *g, ps_phase phase)
{
    struct game_state *st = &g->st;
    static const char *const titles[] = {"Fire Combat Resolution Phase [19.1] B",
                                         "Melee Combat Resolution Phase [19.1] C",
                                         "Defensive Fire Combat Resolution Phase [19.1] E"};
    st->phase = (uint8_t)phase;
    clear_combat_marks(st);
    game_event(g, "turn %d %s", st->turn,
               titles[phase == PS_PHASE_FIRE_RESOLUTION    ? 0
                      : phase == PS_PHASE_MELEE_RESOLUTION ? 1
                                                           : 2]);
    roll_attacks(g);
    st->sim_stage = SIM_APPLY;
}

/* ---- movement and Defensive Fire ---------------------------------------------------------- */

static bool has_targets(ps_game *g, int side)
{
    return declare_legal(g, side, -1, NULL, 0, 0) > 0;
}

static void enter_defensive_fire(ps_game *g)
{
    struct game_state *st = &g->st;
    st->phase = PS_PHASE_DEFENSIVE_FIRE_RESOLUTION;
    clear_combat_marks(st);
    int first = first_side(g);
    for (int k = 0; k < 2; k++) {
        int side = k ? !first : first;
        if (has_targets(g, side)) {
            st->sim_stage = SIM_DECLARE;
            set_actor(g, side);
            game_event(g, "turn %d Defensive Fire [19.1] E: the %s choose the targets of their "
                       "DF units (fire U[,U..] HEX, then end)", st->turn, side_name(g, side));
            return;
        }
    }
    enter_combat(g, PS_PHASE_DEFENSIVE_FIRE_RESOLUTION);
}

static void enter_movement(ps_game *g)
{
    struct game_state *st = &g->st;
    st->phase = PS_PHASE_MOVEMENT_RESOLUTION;
    st->sim_stage = SIM_MOVING;
    clear_combat_marks(st);
    game_event(g, "turn %d Movement Resolution Phase [19.1] D", st->turn);
    sim_movement_resolve(g);
    enter_defensive_fire(g);
}

/* ---- the Turn Record [19.1] F --------------------------------------------------------------- */

static void turn_record(ps_game *g)
{
    struct game_state *st = &g->st;
    /* [4.2] D, [8.23] the Mutual Disruption Recovery, once a Game-Turn: every disrupted unit
     * recovers except those disrupted in this Game-Turn. */
    for (int u = 0; u < st->nunits; u++) {
        struct unit *un = &st->units[u];
        if (!(un->flags & UF_DISRUPTED_NOW))
            un->flags &= (uint16_t)~UF_DISRUPTED;
        un->flags &= (uint16_t)~(UF_DISRUPTED_NOW | UF_MOVED | UF_ATTACKED | UF_DEFENDED |
                                 UF_FIRED | UF_MELEED | UF_ADVANCED);
    }
    memset(st->plots, 0, sizeof st->plots);
    st->pturn += 2; /* a Game-Turn holds both Player-Turns [4.1], [6.12] */
    if (victory_game_decided(g) || st->turn >= g->scen.game_length) {
        st->phase = PS_PHASE_GAME_OVER;
        st->sim_stage = SIM_OFF;
        return;
    }
    st->turn++;
    game_event(g, "Turn Record [19.1] F: Game-Turn %d", st->turn);
    sim_begin_game_turn(g);
}

/* ---- running the sequence ------------------------------------------------------------------- */

/* Carries the Game-Turn on until a player must act: a plot, Defensive Fire targets, a
 * decision on a combat result, or the end of the game. */
static void sim_run(ps_game *g)
{
    struct game_state *st = &g->st;
    for (;;) {
        if (st->pending.kind != PENDING_NONE) {
            set_actor(g, st->pending.side);
            return;
        }
        int phase = st->phase;
        if (phase != PS_PHASE_FIRE_RESOLUTION && phase != PS_PHASE_MELEE_RESOLUTION &&
            phase != PS_PHASE_DEFENSIVE_FIRE_RESOLUTION)
            return;
        if (st->sim_stage == SIM_DECLARE)
            return;
        if (st->sim_stage == SIM_APPLY) {
            if (!apply_next(g)) {
                close_results(g);
                st->sim_stage = SIM_ADVANCE;
                panic_check(g, -1); /* [20.2], [13.13] the phase's losses at once */
            }
            continue;
        }
        if (advance_next(g))
            continue;
        if (phase == PS_PHASE_FIRE_RESOLUTION)
            enter_combat(g, PS_PHASE_MELEE_RESOLUTION);
        else if (phase == PS_PHASE_MELEE_RESOLUTION)
            enter_movement(g);
        else
            turn_record(g);
    }
}

void sim_phase_advance(ps_game *g)
{
    struct game_state *st = &g->st;
    int first = first_side(g);
    if (st->phase == PS_PHASE_PLOT) {
        if (st->to_act == first) {
            /* [20.1] the second side plots without seeing the first side's plot. */
            begin_plot(g, !first);
            return;
        }
        /* [20.4] the plot is final: it is carried out now. */
        game_event(g, "both sides have plotted: the plots are carried out [20.4]");
        enter_combat(g, PS_PHASE_FIRE_RESOLUTION);
        sim_run(g);
        return;
    }
    if (st->phase == PS_PHASE_DEFENSIVE_FIRE_RESOLUTION && st->sim_stage == SIM_DECLARE) {
        if (st->to_act == first && has_targets(g, !first)) {
            set_actor(g, !first);
            return;
        }
        enter_combat(g, PS_PHASE_DEFENSIVE_FIRE_RESOLUTION);
    }
    sim_run(g);
}

/* ---- dispatch ---------------------------------------------------------------------------------- */

ps_status sim_check(ps_game *g, const ps_action *a)
{
    const struct game_state *st = &g->st;
    bool declaring = st->phase == PS_PHASE_DEFENSIVE_FIRE_RESOLUTION && st->sim_stage == SIM_DECLARE;
    switch ((ps_action_kind)a->kind) {
    case PS_ACT_END:
        if (st->phase == PS_PHASE_PLOT || declaring)
            return PS_OK;
        return game_fail(g, PS_ESTATE, "[19.1] the %s phase is resolved by the engine",
                         ps_phase_name((ps_phase)st->phase));
    case PS_ACT_PLOT:
        if (st->phase != PS_PHASE_PLOT)
            return game_fail(g, PS_EILLEGAL, "[20.4] tasks are plotted in the Operations Plot "
                             "Phase [19.1] A; this Game-Turn's plot is final");
        return plot_check(g, a);
    case PS_ACT_FIRE:
        if (declaring) {
            struct combat c;
            char why[PS_ERR_MAX];
            ps_status s = declare_validate(g, st->to_act, a, &c, why, sizeof why);
            return s == PS_OK ? PS_OK : game_fail(g, s, "%s", why);
        }
        return game_fail(g, PS_EILLEGAL, "[21.1] under the simultaneous sequence units fire as "
                         "plotted: OF in the Fire Combat Resolution Phase, DF at a target "
                         "chosen in the Defensive Fire Resolution Phase [19.1]");
    case PS_ACT_CONCEDE:
        return concede_check(g, a);
    case PS_ACT_LOSE:
    case PS_ACT_ADVANCE:
    case PS_ACT_RETREAT:
        return game_fail(g, PS_EILLEGAL, "[8.0] no combat result waits for a decision");
    default: {
        char text[PS_ACTION_TEXT_MAX];
        ps_action_format(a, text, sizeof text);
        char *space = strchr(text, ' ');
        if (space)
            *space = '\0';
        return game_fail(g, PS_EILLEGAL, "[19.1] the Simultaneous Movement Sequence has no "
                         "'%s': each unit's one task is plotted (plot U TASK ...) [21.0]", text);
    }
    }
}

static void announce(ps_game *g)
{
    const struct game_state *st = &g->st;
    if (st->phase == PS_PHASE_GAME_OVER)
        game_event(g, "game over after Game-Turn %d", st->turn);
    else if (st->pending.kind == PENDING_NONE)
        game_event(g, "turn %d %s phase: %s to act", st->turn,
                   ps_phase_name((ps_phase)st->phase), side_name(g, st->to_act));
}

void sim_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    if (st->pending.kind != PENDING_NONE) {
        /* A decision on a result of the phase; then the phase goes on. */
        if (a->kind == PS_ACT_LOSE)
            lose_apply(g, a);
        else if (a->kind == PS_ACT_ADVANCE)
            advance_apply(g, a);
        else
            pending_end_apply(g);
        int phase = st->phase;
        sim_run(g);
        if (st->phase != phase)
            announce(g);
        return;
    }
    switch ((ps_action_kind)a->kind) {
    case PS_ACT_END:
        game_end_phase(g);
        break;
    case PS_ACT_PLOT:
        plot_apply(g, a);
        break;
    case PS_ACT_FIRE:
        declare_apply(g, a);
        break;
    case PS_ACT_CONCEDE:
        concede_apply(g, a); /* [15.0] the game ends here: no plot is carried out */
        memset(st->plots, 0, sizeof st->plots);
        st->sim_stage = SIM_OFF;
        break;
    default:
        break;
    }
}

int sim_legal(ps_game *g, int u, ps_action *out, int max)
{
    const struct game_state *st = &g->st;
    int n = 0;
    if (st->pending.kind != PENDING_NONE)
        n = pending_legal(g, u, out, max, n);
    else if (st->phase == PS_PHASE_PLOT)
        n = plot_legal(g, u, out, max, n);
    else if (st->phase == PS_PHASE_DEFENSIVE_FIRE_RESOLUTION && st->sim_stage == SIM_DECLARE)
        n = declare_legal(g, st->to_act, u, out, max, n);
    return u < 0 ? rules_offer_end(g, out, max, n) : n;
}

/* ---- building positions, options, invariants ------------------------------------------------ */

void sim_option_changed(ps_game *g)
{
    struct game_state *st = &g->st;
    if (st->phase == PS_PHASE_DEPLOY || st->phase == PS_PHASE_GAME_OVER)
        return;
    if (sim_on(g) && !sim_phase(st->phase)) {
        sim_begin_game_turn(g);
    } else if (!sim_on(g) && sim_phase(st->phase)) {
        memset(st->plots, 0, sizeof st->plots);
        st->sim_stage = SIM_OFF;
        st->phase = PS_PHASE_CHARIOT;
        set_actor(g, first_side(g));
        movement_begin_phase(g);
    }
}

void sim_set_phase(ps_game *g, int side)
{
    struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_PLOT) { /* set-up, or the game's end */
        memset(st->plots, 0, sizeof st->plots);
        st->sim_stage = SIM_OFF;
        return;
    }
    sim_begin_game_turn(g);
    if (side != first_side(g))
        begin_plot(g, side);
}

ps_status sim_check_invariants(ps_game *g)
{
    const struct game_state *st = &g->st;
    bool plotting = sim_active(g);
    for (int u = 0; u < st->nunits; u++) {
        const struct plot *p = &st->plots[u];
        if (p->task >= PS_TASK_COUNT || p->len > PLOT_PATH_MAX)
            return game_fail(g, PS_ESTATE, "unit %d has a malformed plot", u);
        if (!plotting && (p->task || p->mark || p->hit))
            return game_fail(g, PS_ESTATE, "unit %d has a plot outside the simultaneous "
                             "sequence [19.1]", u);
        if (p->hit && st->sim_stage != SIM_APPLY)
            return game_fail(g, PS_ESTATE, "unit %d holds a result that is not being applied "
                             "[20.2]", u);
        if (p->task != PS_TASK_NO && st->units[u].where != UNIT_ON_MAP &&
            st->units[u].where != UNIT_WAITING && st->phase == PS_PHASE_PLOT)
            return game_fail(g, PS_ESTATE, "unit %d is plotted but no longer in play", u);
    }
    if (plotting != (st->sim_stage != SIM_OFF))
        return game_fail(g, PS_ESTATE, "the simultaneous sequence's stage does not match the "
                         "phase [19.1]");
    return PS_OK;
}
