/* More read access for front ends, each answered by the game's rules through g->sys (system.h):
 * a force's stacking limit, a unit's facing, the Terrain Effects Chart's rows for a hex, the
 * position's text dump and the scenario in words. */
#include "system.h"

int ps_game_stacking_limit(const ps_game *g, int side)
{
    return g->sys->stacking_limit(g, side);
}

int ps_game_unit_facing(const ps_game *g, int u)
{
    return g->sys->unit_facing(g, u);
}

size_t ps_game_hex_effects(const ps_game *g, int hex, char *buf, size_t buflen)
{
    return g->sys->hex_effects(g, hex, buf, buflen);
}

size_t ps_game_position(const ps_game *g, char *buf, size_t buflen)
{
    return g->sys->position(g, buf, buflen);
}

size_t ps_game_scenario_text(const ps_game *g, char *buf, size_t buflen)
{
    return g->sys->scenario_text(g, buf, buflen);
}
