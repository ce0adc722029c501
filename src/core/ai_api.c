/* The questions computer players ask, as numbers: answered by the game's rule system
 * (system.h) where the rules decide them, here where geometry or the scenario alone does. */
#include "rules.h"
#include "system.h"

int ps_hex_distance(int a, int b)
{
    hex_cr x = {a / 100, a % 100}, y = {b / 100, b % 100};
    return hex_distance(x, y);
}

int ps_game_neighbours(const ps_game *g, int hex, int out[6])
{
    hex_id h = rules_hex(g, hex);
    int n = 0;
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id nb = h == HEX_NONE ? HEX_NONE : map_neighbour(&g->map, h, (enum hex_dir)d);
        out[d] = nb == HEX_NONE ? 0 : map_ccrr(nb);
        n += nb != HEX_NONE;
    }
    return n;
}

int ps_game_first_player(const ps_game *g)
{
    return g->scen.moves_first;
}

ps_status ps_game_unit_more(const ps_game *g, int u, ps_unit_more *out)
{
    return g->sys->unit_more(g, u, out);
}

int32_t ps_game_move_cost(const ps_game *g, int from, int to)
{
    return g->sys->move_cost(g, from, to);
}

ps_status ps_game_hex_combat(const ps_game *g, int hex, ps_hex_combat *out)
{
    return g->sys->hex_combat(g, hex, out);
}

int ps_game_unit_reach(const ps_game *g, int u, bool half, int *hexes, int32_t *cost, int max)
{
    return g->sys->unit_reach(g, u, half, hexes, cost, max);
}

bool ps_game_stack_ok(const ps_game *g, int hex, int side, const int *arrive, int n)
{
    return g->sys->stack_ok(g, hex, side, arrive, n);
}

int ps_game_goals(const ps_game *g, int side, ps_goal *out, int max)
{
    return g->sys->goals(g, side, out, max);
}

int ps_game_goal_hexes(const ps_game *g, int side, int goal, int *out, int max)
{
    return g->sys->goal_hexes(g, side, goal, out, max);
}

int ps_game_winner_now(const ps_game *g)
{
    return g->sys->winner_now(g);
}

ps_status ps_game_panic(const ps_game *g, int side, ps_panic_info *out)
{
    if (side != 0 && side != 1)
        return PS_EINVAL;
    return g->sys->panic(g, side, out);
}

void ps_game_victory_report(const ps_game *g, char *buf, size_t buflen)
{
    g->sys->victory_report(g, buf, buflen);
}
