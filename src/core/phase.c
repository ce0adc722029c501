/* The phases' names, set-up's first step and the log's word on where play stands, for every
 * rule system; each system's Sequence of Play is its own (prestags/sequence.c,
 * phalanx/px_phase.c), reached through game_start and game_end_phase. */

#include "system.h"

static const char *const phase_names[] = {
    [PS_PHASE_DEPLOY] = "deploy",
    [PS_PHASE_CHARIOT] = "chariot",
    [PS_PHASE_CHARIOT_DEFENSIVE_FIRE] = "chariot-defensive-fire",
    [PS_PHASE_FIRE] = "fire",
    [PS_PHASE_MOVEMENT] = "movement",
    [PS_PHASE_DEFENSIVE_FIRE] = "defensive-fire",
    [PS_PHASE_MELEE] = "melee",
    [PS_PHASE_GAME_OVER] = "game-over",
    [PS_PHASE_PLOT] = "plot",
    [PS_PHASE_FIRE_RESOLUTION] = "fire-resolution",
    [PS_PHASE_MELEE_RESOLUTION] = "melee-resolution",
    [PS_PHASE_MOVEMENT_RESOLUTION] = "movement-resolution",
    [PS_PHASE_DEFENSIVE_FIRE_RESOLUTION] = "defensive-fire-resolution",
    [PS_PHASE_ALLOCATION] = "allocation",
};
_Static_assert(sizeof phase_names / sizeof phase_names[0] == PS_PHASE_COUNT, "phase names");

const char *ps_phase_name(ps_phase p)
{
    return (unsigned)p < PS_PHASE_COUNT ? phase_names[p] : "?";
}

bool game_deploy_hand_over(ps_game *g)
{
    struct game_state *st = &g->st;
    if (st->deploying != g->scen.deploys_first || !game_side_has_deployment(g, !st->deploying))
        return false;
    st->deploying = (uint8_t)!st->deploying;
    st->to_act = st->deploying;
    return true;
}

bool game_side_has_deployment(const ps_game *g, int side)
{
    const struct game_state *st = &g->st;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->side == side && un->where == UNIT_WAITING &&
            g->scen.force[side].groups[un->group].kind == DEPLOY_AREA)
            return true;
    }
    return false;
}

bool game_begin_setup(ps_game *g)
{
    struct game_state *st = &g->st;
    int first = g->scen.deploys_first;
    st->phase = PS_PHASE_DEPLOY;
    if (game_side_has_deployment(g, first))
        st->deploying = (uint8_t)first;
    else if (game_side_has_deployment(g, !first))
        st->deploying = (uint8_t)!first;
    else
        return false;
    st->to_act = st->deploying;
    return true;
}

void game_announce(ps_game *g)
{
    const struct game_state *st = &g->st;
    if (st->phase == PS_PHASE_GAME_OVER)
        game_event(g, "game over after Game-Turn %d", st->turn);
    else if (st->phase == PS_PHASE_DEPLOY)
        game_event(g, "set-up: the %s deploy", g->scen.force[st->deploying].name);
    else
        game_event(g, "turn %d %s phase: %s to act", st->turn,
                   ps_phase_name((ps_phase)st->phase), g->scen.force[st->to_act].name);
}

void game_start(ps_game *g)
{
    g->sys->start(g);
}

void game_end_phase(ps_game *g)
{
    g->sys->end_phase(g);
}
