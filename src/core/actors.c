/* ps_game_may_act and ps_game_actors: who may act, for players that choose a unit before
 * asking for its actions (the random player, the computer players' playouts).  Under the
 * Chariot rules the answer is refined by phase (prestags/actors.c); a Phalanx game answers
 * with every unit of the side to act that is on the map or waiting, which is never wrong. */
#include "rules.h"

bool ps_game_may_act(const ps_game *g, int unit)
{
    const struct game_state *st = &g->st;
    if (unit < 0 || unit >= st->nunits || st->phase == PS_PHASE_GAME_OVER)
        return false;
    const struct unit *un = &st->units[unit];
    if (g->phalanx)
        return un->side == st->to_act && (un->where == UNIT_ON_MAP || un->where == UNIT_WAITING);
    return rules_may_act(g, unit);
}

int ps_game_actors(const ps_game *g, int *out, int max)
{
    if (!g->phalanx && g->st.phase != PS_PHASE_GAME_OVER)
        return rules_actors(g, out, max);
    int n = 0;
    for (int u = 0; u < g->st.nunits; u++)
        if (ps_game_may_act(g, u)) {
            if (n < max)
                out[n] = u;
            n++;
        }
    return n;
}
