/* Who may act (ps_game_may_act under these rules): a look at one unit's flags and, in Defensive
 * Fire and melee, its six neighbours, so that a player choosing a unit does not pay a legal-
 * action search for each unit that has nothing to do.  The answer may be "yes" for a unit whose
 * search then finds nothing; it is "no" only where ps_game_legal(g, u, ...) returns 0.  Phases
 * and sequences this file does not refine (set-up, a pending decision, the simultaneous
 * sequence, facing's turns in place [16.11]) answer "yes" for every unit of the side to act on
 * the map or waiting to enter. */
#include "combat.h"
#include "facing.h"
#include "movement.h"
#include "simultaneous.h"

bool rules_may_act(const ps_game *g, int u)
{
    const struct game_state *st = &g->st;
    if (u < 0 || u >= st->nunits)
        return false;
    const struct unit *un = &st->units[u];
    if (un->side != st->to_act || (un->where != UNIT_ON_MAP && un->where != UNIT_WAITING))
        return false;
    if (st->pending.kind != PENDING_NONE || sim_active(g))
        return true;
    switch ((ps_phase)st->phase) {
    case PS_PHASE_CHARIOT:
    case PS_PHASE_MOVEMENT:
        return facing_used(g) || move_may_act(g, un) || chariot_may_act(g, un);
    case PS_PHASE_FIRE:
    case PS_PHASE_CHARIOT_DEFENSIVE_FIRE:
    case PS_PHASE_DEFENSIVE_FIRE:
        return fire_may_act(g, u, st->to_act);
    case PS_PHASE_MELEE:
        return melee_may_act(g, u, st->to_act);
    default:
        return true;
    }
}
