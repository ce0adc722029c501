/* The path a refused move is asked along.  When nothing legal ends at the hex the player
 * chose, the engine is asked anyway so that its refusal names the rule; asked as a one-hex
 * move, a hex two away was refused as "[5.11] not next to", whatever really forbids it.  So
 * the move is asked along the cheapest path by the terrain [5.1], [9.0], round enemy hexes
 * [5.23] (other units and zones left for the engine to judge): its refusal then names the
 * rule that forbids that path, shown with it (the stacking limit [5.4] at its end, the
 * Movement Allowance, a stop next to an enemy fire unit [6.41] ...).  A unit off the map
 * starts from the hexes its legal moves enter by. */
#include <stdlib.h>
#include <string.h>

#include "tui.h"

/* A hex holding units of another side than side's: never on the way [5.23]. */
static bool enemy_at(const struct ui *ui, int hex, int side)
{
    int units[4];
    ps_unit_info u;
    return ps_game_units_at(ui->g, hex, units, 4) > 0 &&
           ps_game_unit(ui->g, units[0], &u) == PS_OK && u.side != side;
}

/* Cheapest path (Dijkstra on ps_game_move_cost, small maps: an O(n^2) scan) from the
 * sources to target, round enemy hexes (but into the target, whatever it holds).  Writes the
 * hexes entered, the first source included when include_src; returns their count, 0 if
 * none. */
static int cheapest(const struct ui *ui, int side, const int *src, int nsrc, bool include_src,
                    int target, int16_t *out, int max)
{
    int n = ui->cols * ui->rows;
    int32_t *cost = malloc((size_t)n * sizeof *cost);
    int *prev = malloc((size_t)n * sizeof *prev);
    bool *done = calloc((size_t)n, sizeof *done);
    int count = 0;
    if (!cost || !prev || !done)
        goto out;
#define IDX(h) (((h) % 100 - 1) * ui->cols + ((h) / 100 - 1))
    for (int i = 0; i < n; i++) {
        cost[i] = INT32_MAX;
        prev[i] = -1;
    }
    for (int s = 0; s < nsrc; s++) {
        int32_t c = include_src ? ps_game_move_cost(ui->g, 0, src[s]) : 0;
        if (c >= 0 && c < cost[IDX(src[s])])
            cost[IDX(src[s])] = c;
    }
    for (;;) {
        int best = -1;
        for (int i = 0; i < n; i++)
            if (!done[i] && cost[i] != INT32_MAX && (best < 0 || cost[i] < cost[best]))
                best = i;
        if (best < 0)
            break;
        done[best] = true;
        int hex = (best % ui->cols + 1) * 100 + best / ui->cols + 1;
        if (hex == target)
            break;
        int nb[6];
        ps_game_neighbours(ui->g, hex, nb);
        for (int k = 0; k < 6; k++) {
            if (!nb[k] || (nb[k] != target && enemy_at(ui, nb[k], side)))
                continue;
            int32_t c = ps_game_move_cost(ui->g, hex, nb[k]);
            int j = IDX(nb[k]);
            if (c >= 0 && !done[j] && cost[best] + c < cost[j]) {
                cost[j] = cost[best] + c;
                prev[j] = best;
            }
        }
    }
    if (cost[IDX(target)] == INT32_MAX)
        goto out;
    /* Back from the target; the start hex of a unit on the map is not part of the path. */
    int len = 0;
    for (int i = IDX(target); i >= 0; i = prev[i])
        len++;
    if (!include_src)
        len--;
    if (len <= 0 || len > max)
        goto out;
    int k = len;
    for (int i = IDX(target); i >= 0 && k > 0; i = prev[i])
        out[--k] = (int16_t)((i % ui->cols + 1) * 100 + i / ui->cols + 1);
    count = len;
#undef IDX
out:
    free(cost);
    free(prev);
    free(done);
    return count;
}

int ui_probe_path(struct ui *ui, int unit, int target, int16_t *out, int max)
{
    ps_unit_info info;
    if (ps_game_unit(ui->g, unit, &info) != PS_OK)
        return 0;
    if (info.on_map)
        return cheapest(ui, info.side, &info.hex, 1, false, target, out, max);
    if (!info.waiting)
        return 0;
    ps_action *acts;
    int n = ui_legal_all(ui, unit, &acts), nsrc = 0;
    int *src = malloc((size_t)(n > 0 ? n : 1) * sizeof *src);
    for (int i = 0; src && i < n; i++)
        if (acts[i].kind == PS_ACT_MOVE && acts[i].nhexes > 0)
            src[nsrc++] = acts[i].hexes[0];
    int len = src && nsrc ? cheapest(ui, info.side, src, nsrc, true, target, out, max) : 0;
    free(src);
    free(acts);
    return len;
}

int ui_probe_path_entering(struct ui *ui, int side, int entry, int target, int16_t *out,
                           int max)
{
    return cheapest(ui, side, &entry, 1, true, target, out, max);
}
