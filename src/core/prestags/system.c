/* Chariot's rules as one of core/system.h's rule systems: the table the generic engine calls
 * through for a Chariot game, and the few operations that are only glue: creating the
 * scenario's forces, what setphase and the options may do, the losses the invariant checker
 * counts.  Everything else lives in the file of its rule. */
#include "core/system.h"
#include "combat.h"
#include "movement.h"
#include "prestags_api.h"
#include "simultaneous.h"

/* Everything a Chariot game needs is in the shared map, charts and scenario. */
static void chariot_adopt(ps_game *g, const ps_data *d, int scenario)
{
    (void)g;
    (void)d;
    (void)scenario;
}

static void chariot_reset(ps_game *g)
{
    (void)g;
}

static void chariot_unit_added(ps_game *g, int u)
{
    (void)g;
    (void)u;
}

/* [11.1] each force's deployment groups, in order: the units set up and those that enter. */
static bool chariot_add_units(ps_game *g)
{
    for (int side = 0; side < 2; side++) {
        const struct force *f = &g->scen.force[side];
        for (int gi = 0; gi < f->ngroups; gi++)
            for (int e = 0; e < f->groups[gi].nentries; e++)
                for (int k = 0; k < f->groups[gi].entries[e].count; k++)
                    if (game_add_unit(g, side, f->groups[gi].entries[e].type, gi) < 0)
                        return false;
    }
    return true;
}

static ps_status chariot_phase_allowed(ps_game *g, ps_phase phase)
{
    if (phase == PS_PHASE_ALLOCATION)
        return game_fail(g, PS_EILLEGAL, "[4.2] the Attack Allocation Phase is Phalanx's");
    /* [19.1] the simultaneous sequence has phases of its own; a position is built in set-up
     * or at the start of a side's plot (simultaneous.c). */
    bool sim = sim_on(g);
    if (phase != PS_PHASE_DEPLOY && phase != PS_PHASE_GAME_OVER &&
        (sim ? phase != PS_PHASE_PLOT
             : phase >= PS_PHASE_PLOT && phase <= PS_PHASE_DEFENSIVE_FIRE_RESOLUTION))
        return game_fail(g, PS_EILLEGAL, sim ? "[19.1] with the simultaneous sequence a position "
                                               "is built in set-up or in the plot phase"
                                             : "[19.0] that phase belongs to the simultaneous "
                                               "sequence (option simultaneous)");
    return PS_OK;
}

static void chariot_set_phase(ps_game *g, ps_phase phase, int side)
{
    if (sim_on(g)) {
        sim_set_phase(g, side); /* in the plot phase: side plots now */
        if (phase == PS_PHASE_PLOT)
            return;
    }
    game_set_phase_sides(g, phase, side);
    if (phase == PS_PHASE_CHARIOT || phase == PS_PHASE_MOVEMENT)
        movement_begin_phase(g);
}

/* [12.0] every optional rule is Chariot's to choose. */
static ps_status chariot_option_allowed(ps_game *g, ps_option o, bool on)
{
    (void)g;
    (void)o;
    (void)on;
    return PS_OK;
}

static void chariot_option_changed(ps_game *g, ps_option o, bool on)
{
    if (o == PS_OPT_FACING) /* [16.0] units already placed face the enemy (or 0 again) */
        for (int u = 0; u < g->st.nunits; u++) {
            facing_place(g, u);
            if (!on)
                g->st.units[u].facing = 0;
        }
    if (o == PS_OPT_SIMULTANEOUS) /* [19.1] play begins with a plot, or no longer does */
        sim_option_changed(g);
    if (o == PS_OPT_CONTACT) { /* [18.0] units placed in contact are engaged */
        g->st.ncontacts = 0;
        for (int u = 0; u < g->st.nunits; u++)
            contact_pair_placed(g, u);
    }
}

/* Chariot's marks are fields of the shared state, hashed with it (core/state.c). */
static uint64_t chariot_hash(const struct game_state *st, uint64_t h)
{
    (void)st;
    return h;
}

static ps_status chariot_check_invariants(ps_game *g)
{
    const struct game_state *st = &g->st;
    int lost[2] = {0, 0};
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->where != UNIT_ELIMINATED && un->where != UNIT_EXITED)
            continue;
        const struct unit_type *ut = game_type(g, un);
        /* [11.25] class D and E units are not counted in numbers of units; [13.0] units that
         * fled off the map in panic are lost, units that left in pursuit of a victory
         * condition [11.4] are not. */
        bool lost_unit = un->where == UNIT_ELIMINATED || (un->flags & UF_FLED);
        if (ut->cls != CLASS_D && ut->cls != CLASS_E && lost_unit)
            lost[un->side]++;
    }
    for (int s = 0; s < 2; s++)
        if (lost[s] != st->lost_units[s])
            return game_fail(g, PS_ESTATE, "side %d lost %d units but the count says %d", s,
                             lost[s], st->lost_units[s]);
    /* The movement search's kept view of the enemy equals one rebuilt now (move_scratch.c). */
    ps_status s = move_zones_check(g);
    if (s != PS_OK)
        return s;
    return sim_check_invariants(g); /* [19.0] (simultaneous.c) */
}

const struct rule_system chariot_system = {
    .name = "chariot",
    .adopt = chariot_adopt,
    .reset = chariot_reset,
    .unit_added = chariot_unit_added,
    .add_units = chariot_add_units,
    .built_phase = PS_PHASE_CHARIOT, /* a built position starts in the first Player-Turn */
    .start = prestags_start,
    .check = prestags_check,
    .apply = prestags_apply,
    .legal = prestags_legal,
    .move_ends = prestags_move_ends,
    .legal_sample = prestags_legal_sample,
    .end_phase = prestags_end_phase,
    .place = prestags_place,
    .phase_allowed = chariot_phase_allowed,
    .set_phase = chariot_set_phase,
    .option_allowed = chariot_option_allowed,
    .option_changed = chariot_option_changed,
    .auto_deploy = prestags_auto_deploy,
    .hash = chariot_hash,
    .check_invariants = chariot_check_invariants,
    .victory_evaluate = victory_evaluate,
    .victory_report = prestags_victory_report,
    .winner_now = prestags_game_winner_now,
    .goals = prestags_game_goals,
    .goal_hexes = prestags_game_goal_hexes,
    .panic = prestags_game_panic,
    .unit = prestags_game_unit,
    .unit_more = prestags_game_unit_more,
    .unit_facing = prestags_game_unit_facing,
    .unit_reach = prestags_game_unit_reach,
    .hex = prestags_game_hex,
    .hex_combat = prestags_game_hex_combat,
    .hex_effects = prestags_game_hex_effects,
    .move_cost = prestags_game_move_cost,
    .line_of_sight = los_check,
    .may_act = prestags_may_act,
    .actors = prestags_actors,
    .fire_zone = move_zoc_unit,
    .stacking_limit = prestags_game_stacking_limit,
    .stack_ok = prestags_game_stack_ok,
    .odds_text = prestags_odds_text,
    .odds_info = prestags_odds_info,
    .odds_staged = prestags_odds_staged,
    .crt = prestags_game_crt,
    .position = prestags_game_position,
    .scenario_text = prestags_game_scenario_text,
};
