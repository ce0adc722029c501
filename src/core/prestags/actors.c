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
#include "prestags_rules.h"
#include "simultaneous.h"

/* What the phase asks of a unit of the side to act, decided once for a whole list. */
enum actor_test { ACTOR_ANY, ACTOR_MOVE, ACTOR_FIRE, ACTOR_MELEE };

static inline enum actor_test phase_test(const ps_game *g)
{
    const struct game_state *st = &g->st;
    if (st->pending.kind != PENDING_NONE || sim_active(g))
        return ACTOR_ANY;
    switch ((ps_phase)st->phase) {
    case PS_PHASE_CHARIOT:
    case PS_PHASE_MOVEMENT:
        return facing_used(g) ? ACTOR_ANY : ACTOR_MOVE;
    case PS_PHASE_FIRE:
    case PS_PHASE_CHARIOT_DEFENSIVE_FIRE:
    case PS_PHASE_DEFENSIVE_FIRE:
        return ACTOR_FIRE;
    case PS_PHASE_MELEE:
        return ACTOR_MELEE;
    default:
        return ACTOR_ANY;
    }
}

static inline bool unit_may_act(const ps_game *g, int u, enum actor_test test)
{
    const struct game_state *st = &g->st;
    const struct unit *un = &st->units[u];
    if (un->side != st->to_act || (un->where != UNIT_ON_MAP && un->where != UNIT_WAITING))
        return false;
    switch (test) {
    case ACTOR_MOVE:
        /* A unit that has moved [5.14] or may move no more in the phase, and rides no
         * Chariot, neither moves nor embarks nor takes a unit aboard [C1.0]: the flags alone
         * say so, before the calls (in a Movement Phase most units come to this). */
        if (un->carrier < 0 && (un->flags & (UF_MOVED | UF_MOVE_DONE)))
            return false;
        return move_may_act(g, un) || chariot_may_act(g, un);
    case ACTOR_FIRE:
        return fire_may_act(g, u, st->to_act);
    case ACTOR_MELEE:
        return melee_may_act(g, u, st->to_act);
    case ACTOR_ANY:
    default:
        return true;
    }
}

bool prestags_may_act(const ps_game *g, int u)
{
    if (u < 0 || u >= g->st.nunits)
        return false;
    return unit_may_act(g, u, phase_test(g));
}

int prestags_actors(const ps_game *g, int *out, int max)
{
    enum actor_test test = phase_test(g);
    int side = g->st.to_act, n = 0;
    if (side != 0 && side != 1)
        return 0;
    /* Only the side to act acts: its own list, in index order (game.h, side_units). */
    const int16_t *list = g->side_units[side];
    for (int i = 0; i < g->side_count[side]; i++) {
        int u = list[i];
        if (!unit_may_act(g, u, test))
            continue;
        if (n < max)
            out[n] = u;
        n++;
    }
    return n;
}
