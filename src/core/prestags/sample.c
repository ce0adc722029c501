/* One legal action drawn without listing every one (ps_game_legal_sample under Chariot's
 * rules): in the Chariot and Movement Phases a unit's moves are counted from the search and
 * only the one drawn gets its path (movement.c's move_count, move_pick); its embarkations,
 * debarkations [C1.0] and turns [16.11] follow them as prestags_legal lists them.  Everything
 * else is listed and drawn from (rules_legal_sample_listed). */
#include "core/system.h"
#include "facing.h"
#include "movement.h"
#include "simultaneous.h"

/* Whether unit u's moves come from move_count now: a Chariot or Movement Phase of the plain
 * sequence, no decision pending. */
static bool counted_moves(const ps_game *g, int u)
{
    const struct game_state *st = &g->st;
    return (st->phase == PS_PHASE_CHARIOT || st->phase == PS_PHASE_MOVEMENT) &&
           st->pending.kind == PENDING_NONE && !sim_active(g) && u >= 0 && u < st->nunits;
}

int prestags_move_ends(ps_game *g, int u, int *hexes, int32_t *costs, bool *exits, int max)
{
    int n = counted_moves(g, u) ? move_count(g, u, true) : -1;
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
    int nmove = counted_moves(g, u) ? move_count(g, u, false) : -1;
    if (nmove < 0)
        return rules_legal_sample_listed(g, u, pick, ctx, out);
    /* prestags_legal's order: moves, then embarking and debarking, then turns in place. */
    enum { MORE_MAX = 32 };
    ps_action more[MORE_MAX];
    int nmore = chariot_legal(g, u, more, MORE_MAX, 0);
    nmore = face_legal(g, u, more, MORE_MAX, nmore);
    if (nmore > MORE_MAX)
        return rules_legal_sample_listed(g, u, pick, ctx, out);
    int n = nmove + nmore;
    if (n == 0)
        return 0;
    int k = pick(ctx, n);
    if (k < 0 || k >= n)
        return -1;
    if (k < nmove)
        move_pick(g, k, out);
    else
        *out = more[k - nmove];
    return n;
}
