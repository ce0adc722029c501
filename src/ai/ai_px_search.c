/* Level 2 and 3 in a Phalanx Movement or Allocation Phase: the method of ai_search.c
 * (candidate plans from varied weights, the same dice for every candidate, playouts to the end
 * of the enemy's next Player-Turn, and at level 3 on through a whole Game-Turn more, judged
 * at both points: ai_playout_judged) with the Phalanx planners and evaluation. */
#include <stdlib.h>
#include <string.h>

#include "ai_px.h"

static void vary(struct ai_px_params *p, ai_rng *r)
{
    static const int close[] = {15, 30, 45, 60};
    static const int flank[] = {50, 90, 140};
    static const int front[] = {40, 60, 90};
    static const int worth[] = {0, 20, 40, 80, 150};
    *p = ai_px_params_default;
    p->min_worth = worth[ai_rng_below(r, 5)];
    p->w_close = close[ai_rng_below(r, 4)];
    p->w_flank = flank[ai_rng_below(r, 3)];
    p->w_front = front[ai_rng_below(r, 3)];
    p->noise = 30 + ai_rng_below(r, 120);
}

void ai_px_search(struct ai_state *st, ps_game *g, ai_rng *r, struct ai_scratch *s,
                  ai_px_planner plan, struct ai_plan *out, long *nodes)
{
    int k_max = st->plans > 1 ? st->plans : 1, n_play = st->playouts > 0 ? st->playouts : 1;
    struct ai_plan *plans = malloc((size_t)k_max * sizeof *plans);
    struct ai_state *roll = calloc(1, sizeof *roll);
    int64_t *score = calloc((size_t)k_max, sizeof *score);
    uint64_t *seeds = malloc((size_t)n_play * sizeof *seeds);
    st->searched_plans = st->searched_playouts = 0;
    if (!plans || !roll || !score || !seeds) {
        plan(g, &ai_px_params_default, r, s, out, nodes);
        goto done;
    }
    ps_status_info info;
    ps_game_status(g, &info);
    int side = info.side_to_act, np = 0;
    for (int k = 0; k < k_max; k++) {
        struct ai_px_params p = ai_px_params_default;
        if (k > 0)
            vary(&p, r);
        if (plan(g, &p, r, s, &plans[np], nodes) != PS_OK)
            continue;
        bool dup = false;
        for (int j = 0; j < np && !dup; j++)
            dup = plans[j].n == plans[np].n &&
                  memcmp(plans[j].act, plans[np].act, (size_t)plans[np].n * sizeof(ps_action)) == 0;
        if (!dup)
            np++;
    }
    st->searched_plans = np;
    if (np <= 1) {
        if (np == 1)
            *out = plans[0];
        else
            plan(g, &ai_px_params_default, r, s, out, nodes);
        goto done;
    }
    for (int j = 0; j < n_play; j++)
        seeds[j] = ai_rng_next(r);
    roll->params = ai_params_default;
    roll->plans = 1;
    roll->deep = st->deep;
    for (int k = 0; k < np; k++)
        for (int j = 0; j < n_play; j++) {
            ps_game *c = ai_clone(g);
            if (!c)
                continue;
            ps_game_reseed(c, seeds[j]);
            bool ok = true;
            for (int i = 0; i < plans[k].n && ok; i++) {
                ps_action a = plans[k].act[i];
                ok = ps_game_play(c, &a) == PS_OK;
            }
            if (ok) {
                st->searched_playouts++;
                ai_rng pr;
                ai_rng_seed(&pr, seeds[j] ^ 0x5851F42D4C957F2Dull);
                roll->plan.n = roll->plan_pos = 0;
                score[k] += ai_playout_judged(c, roll, side, &pr, NULL, s, nodes);
            } else {
                score[k] = INT64_MIN / 4;
            }
            ps_game_free(c);
        }
    int best = 0;
    for (int k = 1; k < np; k++)
        if (score[k] > score[best])
            best = k;
    *out = plans[best];
done:
    free(plans);
    free(roll);
    free(score);
    free(seeds);
}
