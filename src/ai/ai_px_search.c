/* Level 2 and 3 in a Phalanx Movement or Allocation Phase: the method of ai_search.c
 * (candidate plans from varied weights, the same dice for every candidate, playouts to the end
 * of the enemy's next Player-Turn, and at level 3 on through a whole Game-Turn more, judged
 * at both points: ai_search_best) with the Phalanx planners and evaluation. */
#include <stdlib.h>

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
    /* Every candidate on every playout at both levels: Phalanx's level 3 is 16 x 4. */
    struct ai_search_budget b = ai_search_budget_of(st, false);
    struct ai_plan *plans = malloc((size_t)b.candidates * sizeof *plans);
    st->searched_plans = st->searched_playouts = 0;
    if (!plans) {
        plan(g, &ai_px_params_default, r, s, out, nodes);
        return;
    }
    int np = 0;
    for (int k = 0; k < b.candidates; k++) {
        struct ai_px_params p = ai_px_params_default;
        if (k > 0)
            vary(&p, r);
        if (plan(g, &p, r, s, &plans[np], nodes) != PS_OK)
            continue;
        bool dup = false;
        for (int j = 0; j < np && !dup; j++)
            dup = ai_plan_same(&plans[j], &plans[np]);
        if (!dup)
            np++;
    }
    st->searched_plans = np;
    if (np == 0)
        plan(g, &ai_px_params_default, r, s, out, nodes);
    else
        *out = plans[ai_search_best(st, g, plans, np, &b, NULL, r, s, nodes)];
    free(plans);
}
