/* ps_game_legal_sample: one of a unit's legal actions, drawn by the caller's pick (include/
 * prestags.h says how); each rule system answers through its legal_sample operation
 * (system.h), and rules_legal_sample_listed is the answer of one that lists.
 * ps_game_move_ends: the ends of a unit's moves, from the movement search (move_ends). */
#include <stdlib.h>

#include "rules.h"
#include "system.h"

int rules_legal_sample_listed(ps_game *g, int u, int (*pick)(void *ctx, int n), void *ctx,
                              ps_action *out)
{
    /* Room for what one unit has in nearly every position (a Phalanx unit's moves run to a
     * few hundred), so that the list is made once; a longer one is made again, on the heap. */
    enum { FIRST_MAX = 64 };
    ps_action first[FIRST_MAX];
    ps_action *list = first;
    int n = rules_legal(g, u, list, FIRST_MAX);
    if (n > FIRST_MAX) {
        list = malloc((size_t)n * sizeof *list);
        if (!list || rules_legal(g, u, list, n) != n) {
            free(list);
            return -1;
        }
    }
    int k = n > 0 ? pick(ctx, n) : 0;
    if (n > 0 && k >= 0 && k < n)
        *out = list[k];
    else if (n > 0)
        n = -1;
    if (list != first)
        free(list);
    return n;
}

/* The caller's pick, held to 0 .. n-1: an index outside is noted (and 0 given to the system). */
struct checked_pick {
    int (*pick)(void *ctx, int n);
    void *ctx;
    bool bad;
};

static int pick_checked(void *ctx, int n)
{
    struct checked_pick *c = ctx;
    int k = c->pick(c->ctx, n);
    if (k >= 0 && k < n)
        return k;
    c->bad = true;
    return 0;
}

int ps_game_legal_sample(ps_game *g, int unit, int (*pick)(void *ctx, int n), void *ctx,
                         ps_action *out)
{
    if (!pick || !out)
        return -1;
    struct checked_pick c = {pick, ctx, false};
    int n = g->sys->legal_sample(g, unit, pick_checked, &c, out);
    return c.bad ? -1 : n;
}

int ps_game_move_ends(ps_game *g, int unit, int *hexes, int32_t *costs, bool *exits, int max)
{
    if (unit < 0 || unit >= g->st.nunits || max < 0 || (max > 0 && (!hexes || !costs || !exits)))
        return -1;
    return g->sys->move_ends(g, unit, hexes, costs, exits, max);
}
