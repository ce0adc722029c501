/* Building positions directly, for tests and analysis: the protocol's `place`, `setphase` and
 * `facing`, and the automatic set-up.  What a rule system allows is its own (system.h): where
 * a unit may be placed, which phases it has. */
#include "system.h"

/* Position building belongs before play: a save replays it, then the actions. */
static bool before_play(ps_game *g)
{
    if (g->hist.count > 0) {
        game_fail(g, PS_ESTATE, "positions are built before the first action");
        return false;
    }
    return true;
}

int ps_game_place(ps_game *g, int side, const char *type_code, int ccrr, unsigned status)
{
    if (!before_play(g))
        return -1;
    if (side != 0 && side != 1) {
        game_fail(g, PS_EINVAL, "side is 0 or 1");
        return -1;
    }
    return g->sys->place(g, side, type_code, ccrr, status);
}

ps_status ps_game_set_phase(ps_game *g, ps_phase phase, int side, int turn)
{
    if ((unsigned)phase >= PS_PHASE_COUNT)
        return game_fail(g, PS_EINVAL, "no such phase");
    if (side != 0 && side != 1)
        return game_fail(g, PS_EINVAL, "side is 0 or 1");
    if (turn < 1 || turn > g->scen.game_length)
        return game_fail(g, PS_EINVAL, "turn is 1 to %d", g->scen.game_length);
    if (!before_play(g))
        return PS_ESTATE;
    ps_status s = g->sys->phase_allowed(g, phase);
    if (s != PS_OK)
        return s;
    if (!game_setup_note(g, "setphase %s %d %d", ps_phase_name(phase), side, turn))
        return game_fail(g, PS_EINVAL, "too many set-up steps to record");
    g->st.phase = (uint8_t)phase;
    g->st.turn = turn;
    g->sys->set_phase(g, phase, side);
    return PS_OK;
}

void game_set_phase_sides(ps_game *g, ps_phase phase, int side)
{
    struct game_state *st = &g->st;
    if (phase == PS_PHASE_DEPLOY) {
        st->deploying = (uint8_t)side;
        st->to_act = (uint8_t)side;
        return;
    }
    st->phasing = (uint8_t)side;
    /* [6.42] the non-Phasing Player fires defensively. */
    bool defensive = phase == PS_PHASE_DEFENSIVE_FIRE || phase == PS_PHASE_CHARIOT_DEFENSIVE_FIRE;
    st->to_act = (uint8_t)(defensive ? !side : side);
}

ps_status ps_game_set_facing(ps_game *g, int u, int dir)
{
    if (!before_play(g))
        return PS_ESTATE;
    if (u < 0 || u >= g->st.nunits || g->st.units[u].where != UNIT_ON_MAP)
        return game_fail(g, PS_EINVAL, "no unit %d on the map", u);
    if (dir < 0 || dir >= HEX_DIRS)
        return game_fail(g, PS_EINVAL, "a facing is 0..5 (E NE NW W SW SE)");
    if (!game_setup_note(g, "facing %d %d", u, dir))
        return game_fail(g, PS_EINVAL, "too many set-up steps to record");
    g->st.units[u].facing = (int8_t)dir;
    return PS_OK;
}

/* Places every unit the deploying side has left (prestags/deploy.c, phalanx/px_deploy.c). */
ps_status ps_game_auto_deploy(ps_game *g)
{
    return g->sys->auto_deploy(g);
}
