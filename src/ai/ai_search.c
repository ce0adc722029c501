/* Level 2 and 3: search over sampled plans of a Movement Phase (stub). */
#include "ai_int.h"

void ai_search_movement(struct ai_state *st, ps_game *g, const struct ai_map *m, ai_rng *r,
                        struct ai_scratch *s, struct ai_plan *out, long *nodes)
{
    ai_plan_movement(g, m, &st->params, r, s, out, nodes);
}
