/* Building positions directly, for tests and analysis: the protocol's `place` and
 * `setphase`.  A placed unit is checked against the map, the enemy [5.23] and stacking
 * compatibility [5.3], not against a deployment area. */
#include <string.h>

#include "prestags/simultaneous.h"
#include "rules.h"
#include "phalanx/px_rules.h"
#include "scenario_check.h"

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
    if (g->phalanx)
        return px_place(g, side, type_code, ccrr, status); /* phalanx/px_deploy.c */
    int type = tables_find_type(&g->tables, type_code);
    if (type < 0) {
        game_fail(g, PS_EINVAL, "no unit type '%s'", type_code);
        return -1;
    }
    hex_id hex = rules_hex(g, ccrr);
    if (hex == HEX_NONE) {
        game_fail(g, PS_EINVAL, "%04d is not a hex of the map", ccrr);
        return -1;
    }
    if (!scenario_hex_passable(&g->scen, &g->tables, &g->map, hex)) {
        game_fail(g, PS_EILLEGAL, "[9.0] %04d may not be entered", ccrr);
        return -1;
    }
    int other = game_hex_side(&g->st, hex);
    if (other >= 0 && other != side) {
        game_fail(g, PS_EILLEGAL, "[5.23] %04d holds enemy units", ccrr);
        return -1;
    }
    const struct unit_type *ut = &g->tables.types[type];
    int in_hex[GAME_MAX_UNITS];
    int n = game_units_in(&g->st, hex, in_hex, GAME_MAX_UNITS);
    for (int i = 0; i < n; i++) {
        const struct unit_type *o = game_type(g, &g->st.units[in_hex[i]]);
        const char *rule = stack_class_conflict((enum unit_class)ut->cls, (enum unit_class)o->cls);
        if (rule) {
            game_fail(g, PS_EILLEGAL, "%s %s and %s units may not share a hex", rule, ut->code,
                      o->code);
            return -1;
        }
    }
    if (status & ~(unsigned)(PS_UNIT_DISRUPTED | PS_UNIT_PANICKED | PS_UNIT_CONTACT)) {
        game_fail(g, PS_EINVAL, "unknown status bits");
        return -1;
    }
    if ((status & PS_UNIT_DISRUPTED) && ut->leader_level) {
        game_fail(g, PS_EILLEGAL, "[8.2] disruption never affects leaders");
        return -1;
    }
    int u = game_add_unit(g, side, type, 0);
    if (u < 0) {
        game_fail(g, PS_EINVAL, "more than %d units", GAME_MAX_UNITS);
        return -1;
    }
    if (!game_setup_note(g, "place %d %s %04d %u", side, type_code, ccrr, status)) {
        g->st.nunits--;
        game_fail(g, PS_EINVAL, "too many placements to record");
        return -1;
    }
    g->st.units[u].flags = (uint16_t)status;
    game_put_unit(&g->st, u, hex);
    facing_place(g, u);        /* [16.0] */
    contact_pair_placed(g, u); /* [18.0] */
    return u;
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
    /* [19.1] the simultaneous sequence has phases of its own; a position is built in set-up
     * or at the start of a side's plot (prestags/simultaneous.c). */
    bool sim = g->st.options >> PS_OPT_SIMULTANEOUS & 1u;
    if (g->phalanx && phase != PS_PHASE_DEPLOY && phase != PS_PHASE_GAME_OVER &&
        phase != PS_PHASE_MOVEMENT && phase != PS_PHASE_ALLOCATION &&
        phase != PS_PHASE_DEFENSIVE_FIRE && phase != PS_PHASE_FIRE && phase != PS_PHASE_MELEE)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Game Procedure] a Player-Turn is Movement, "
                         "Allocation, Defensive Fire, Offensive Fire (fire) and Melee");
    if (!g->phalanx && phase == PS_PHASE_ALLOCATION)
        return game_fail(g, PS_EILLEGAL, "[4.2] the Attack Allocation Phase is Phalanx's");
    if (phase != PS_PHASE_DEPLOY && phase != PS_PHASE_GAME_OVER &&
        (sim ? phase != PS_PHASE_PLOT
             : phase >= PS_PHASE_PLOT && phase <= PS_PHASE_DEFENSIVE_FIRE_RESOLUTION))
        return game_fail(g, PS_EILLEGAL, sim ? "[19.1] with the simultaneous sequence a position "
                                               "is built in set-up or in the plot phase"
                                             : "[19.0] that phase belongs to the simultaneous "
                                               "sequence (option simultaneous)");
    if (!game_setup_note(g, "setphase %s %d %d", ps_phase_name(phase), side, turn))
        return game_fail(g, PS_EINVAL, "too many set-up steps to record");
    struct game_state *st = &g->st;
    st->phase = (uint8_t)phase;
    st->turn = turn;
    if (sim) {
        sim_set_phase(g, side); /* in the plot phase: side plots now */
        if (phase == PS_PHASE_PLOT)
            return PS_OK;
    }
    if (phase == PS_PHASE_DEPLOY) {
        st->deploying = (uint8_t)side;
        st->to_act = (uint8_t)side;
        return PS_OK;
    }
    st->phasing = (uint8_t)side;
    /* [6.42] the non-Phasing Player fires defensively. */
    bool defensive = phase == PS_PHASE_DEFENSIVE_FIRE || phase == PS_PHASE_CHARIOT_DEFENSIVE_FIRE;
    st->to_act = (uint8_t)(defensive ? !side : side);
    if (g->phalanx && phase == PS_PHASE_MOVEMENT)
        px_movement_begin(g);
    else if (phase == PS_PHASE_CHARIOT || phase == PS_PHASE_MOVEMENT)
        movement_begin_phase(g);
    return PS_OK;
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
