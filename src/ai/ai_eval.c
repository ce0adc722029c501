/* The static evaluation: how good a position is for a side, in centi-VP, as the search of
 * levels 2 and 3 judges the end of each playout.  It is the difference of two one-sided
 * sums, so what is good for one side is as bad for the other:
 *
 *   material   every unit still in the battle (on the map, still to enter, or off the map
 *              where that counts for an exit [11.4]) at its worth: Victory Points [11.2],
 *              leaders by bonus and radius [10.0], counted units more when the scenario
 *              counts losses [11.25]; a disrupted unit is worth a little less [8.2]
 *   places     hexes to control [11.3] held (and held by a unit standing in them), units
 *              in a region to enter or keep clear, units exited through an exit zone
 *   the result who would win if the game ended now (more as the end nears), and a won or
 *              lost game at the end. */
#include <stdlib.h>

#include "ai_int.h"

static int32_t side_sum(const struct ai_view *v, int side)
{
    const struct ai_map *m = v->map;
    int32_t sum = 0;
    int turn = v->st.turn, length = v->st.game_length > 0 ? v->st.game_length : 1;
    for (int i = 0; i < v->nunits; i++) {
        const ps_unit_more *u = &v->u[i];
        if (u->side != side || u->eliminated)
            continue;
        if (u->exited)
            continue; /* counted below where an exit condition counts it */
        int32_t val = v->value[i];
        if (u->status & PS_UNIT_DISRUPTED)
            val = val * 85 / 100;
        sum += val;
    }
    for (int g = 0; g < m->ngoals[side]; g++) {
        const ps_goal *goal = &m->goal[side][g];
        switch (goal->kind) {
        case PS_GOAL_CONTROL:
            for (int k = 0; k < goal->nhexes; k++) {
                int h = ai_hex(goal->hexes[k]);
                int32_t w = 700 + 1300 * turn / length;
                if (v->control[h] == side)
                    sum += w;
                else if (v->control[h] == !side)
                    sum -= w / 2;
                if (v->occ[h] == side)
                    sum += 150 + 60 * ai_hex_count(v, h);
            }
            break;
        case PS_GOAL_KEEP_OUT: {
            /* Side keeps the enemy's counted units below n in the region. */
            int c = 0;
            for (int i = 0; i < v->nunits; i++) {
                const ps_unit_more *u = &v->u[i];
                if (u->side == side || !u->on_map || !u->counts ||
                    (goal->no_chariots && u->is_chariot) || !m->region[side][ai_hex(u->hex)])
                    continue;
                c++;
            }
            int n = goal->n > 0 ? goal->n : 1;
            sum -= 3000 * (c < n ? c : n) / n;
            if (c >= n)
                sum -= 1500;
            break;
        }
        case PS_GOAL_EXIT: {
            int x = 0;
            for (int i = 0; i < v->nunits; i++) {
                const ps_unit_more *u = &v->u[i];
                if (u->side != side || !u->counts || (goal->no_chariots && u->is_chariot))
                    continue;
                if (u->exited)
                    x++;
                else if (u->on_map && m->dgoal[side][ai_hex(u->hex)] < AI_FAR)
                    sum -= m->dgoal[side][ai_hex(u->hex)] * 8 / AI_FX;
            }
            int n = goal->n > 0 ? goal->n : 1;
            sum += 4000 * (x < n ? x : n) / n + 150 * x;
            if (x >= n)
                sum += 1500;
            break;
        }
        default:
            break;
        }
    }
    return sum;
}

int32_t ai_evaluate(ps_game *g, const struct ai_map *m, int side)
{
    struct ai_view *v = malloc(sizeof *v);
    if (!v)
        return 0;
    ai_view_build(v, m, g, side);
    int32_t score;
    if (v->st.over) {
        score = v->st.winner == side ? AI_WIN : v->st.winner < 0 ? 0 : -AI_WIN;
    } else {
        score = side_sum(v, side) - side_sum(v, !side);
        int now = ps_game_winner_now(g);
        int length = v->st.game_length > 0 ? v->st.game_length : 1;
        int32_t w = 300 + 3000 * v->st.turn / length;
        if (now == side)
            score += w;
        else if (now == !side)
            score -= w;
    }
    free(v);
    return score;
}
