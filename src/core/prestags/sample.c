/* One legal action drawn without listing every one (ps_game_legal_sample under Chariot's
 * rules): in the Chariot and Movement Phases a unit's moves come from the search (for a unit
 * on the map, the search by rows of bits, reach_bits.c, which gives them in the order of their
 * hexes), and only the one drawn gets its path (movement.c's move_draw_begin, move_pick); a
 * move into a hex that holds units is judged for stacking only when drawn, and taken out of the
 * draw when the stack may not end there.  Its embarkations, debarkations [C1.0] and turns
 * [16.11] follow the moves as prestags_legal lists them.  Everything else is listed and drawn
 * from (rules_legal_sample_listed). */
#include "core/system.h"
#include "facing.h"
#include "movement.h"
#include "simultaneous.h"

/* Whether unit u's moves come from the search now: a Chariot or Movement Phase of the plain
 * sequence, no decision pending. */
static bool moves_from_search(const ps_game *g, int u)
{
    const struct game_state *st = &g->st;
    return (st->phase == PS_PHASE_CHARIOT || st->phase == PS_PHASE_MOVEMENT) &&
           st->pending.kind == PENDING_NONE && !sim_active(g) && u >= 0 && u < st->nunits;
}

int prestags_move_ends(ps_game *g, int u, int *hexes, int32_t *costs, bool *exits, int max)
{
    int n = moves_from_search(g, u) ? move_count(g, u) : -1;
    if (n <= 0)
        return n;
    /* move_count left the targets and the search in the game's search memory (movement.c):
     * each target's cost is its hex's in the search, the sum of its path's steps. */
    const struct move_targets *t = &g->scratch->t;
    const struct reach *r = &g->scratch->r;
    for (int i = 0; i < n && i < max; i++) {
        bool stays = t->hex[i] == t->m.start; /* [11.42] an exit from where it stands */
        hexes[i] = map_ccrr(t->hex[i]);
        costs[i] = stays ? 0 : r->cost[t->hex[i]];
        exits[i] = t->kind[i] == PS_ACT_EXIT;
    }
    return n;
}

int prestags_legal_sample(ps_game *g, int u, int (*pick)(void *ctx, int n), void *ctx,
                          ps_action *out)
{
    int nmove = moves_from_search(g, u) ? move_draw_begin(g, u) : -1;
    if (nmove < 0)
        return rules_legal_sample_listed(g, u, pick, ctx, out);
    /* As prestags_legal groups them: moves, then embarking and debarking, then turns in
     * place. */
    enum { MORE_MAX = 32 };
    ps_action more[MORE_MAX];
    int nmore = chariot_legal(g, u, more, MORE_MAX, 0);
    nmore = face_legal(g, u, more, MORE_MAX, nmore);
    if (nmore > MORE_MAX)
        return rules_legal_sample_listed(g, u, pick, ctx, out);
    /* Each pick is uniform over what is left in the draw; a candidate move the stack may not
     * end is taken out and the draw made again, so the action kept is uniform over the legal
     * ones. */
    for (int n = nmove + nmore; n > 0; n = nmove + nmore) {
        int k = pick(ctx, n);
        if (k < 0 || k >= n)
            return -1;
        if (k >= nmove) {
            *out = more[k - nmove];
            return n;
        }
        if (move_draw_ok(g, k)) {
            move_pick(g, k, out);
            return n;
        }
        move_draw_drop(g, k);
        nmove--;
    }
    return 0;
}
