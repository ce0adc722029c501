/* Levels 2 and 3: a search over sampled plans of each Chariot and Movement Phase.
 *
 * A Player-Turn here is dozens of moves by dozens of units, then dice; a tree over single
 * moves would never reach the dice.  So the search works on whole phases (as in Monte Carlo
 * search over sampled turns, and online evolutionary planning):
 *   1. candidates: the level-1 plan, and plans made by the same planner with its weights
 *      varied and noise on every move's score (more or less daring, another target left out);
 *   2. playouts: each candidate is played on a copy of the game whose dice come from the
 *      player's own stream (ps_game_reseed: the real game's coming rolls stay unknown), then
 *      the game goes on with level-1 play on both sides to the end of the enemy's next
 *      Player-Turn, and the position is judged (ai_evaluate);
 *   3. every candidate meets the same dice (common random numbers), so the comparison is of
 *      plans, not luck; the best mean wins, the level-1 plan on ties.
 * Level 3 spends its budget by successive halving (every candidate a first few playouts, then
 * more for the best few only, which are judged on all of them) and plays each playout on
 * through its own next Player-Turn and the enemy's after it, judging the position there too.
 * Budgets are counts (candidates x playouts), never time: a seed replays a game exactly. */
#include <stdlib.h>
#include <string.h>

#include "ai_px.h" /* a Phalanx playout is judged by ai_px_evaluate */

/* Varied weights for candidate k (k >= 1). */
static void vary(struct ai_params *p, ai_rng *r)
{
    static const int safety[] = {50, 75, 100, 130, 170};
    static const int attack[] = {80, 100, 120, 150};
    static const int goal[] = {70, 100, 130, 170};
    static const int skip[] = {0, 0, 15, 30};
    *p = ai_params_default;
    p->w_safety = safety[ai_rng_below(r, 5)];
    p->w_attack = attack[ai_rng_below(r, 4)];
    p->w_goal = goal[ai_rng_below(r, 4)];
    p->skip_target = skip[ai_rng_below(r, 4)];
    p->noise = 20 + ai_rng_below(r, 100);
}

bool ai_plan_same(const struct ai_plan *a, const struct ai_plan *b)
{
    return a->n == b->n && memcmp(a->act, b->act, (size_t)a->n * sizeof a->act[0]) == 0;
}

void ai_playout(ps_game *g, struct ai_state *roll, int side, ai_rng *r, struct ai_scratch *s,
                long *nodes)
{
    ps_status_info st;
    ps_game_status(g, &st);
    int start_turn = st.turn;
    bool left_own = st.phasing_side != side;
    for (int steps = 0; steps < 20000; steps++) {
        ps_game_status(g, &st);
        if (st.over)
            return;
        if (st.phasing_side != side)
            left_own = true;
        else if (left_own || st.turn > start_turn + 1)
            return; /* our next Player-Turn: judge here */
        ps_action a;
        if (ai_level1_choose(roll, g, r, s, &a, nodes) != PS_OK || ps_game_play(g, &a) != PS_OK)
            return;
        (*nodes)++;
    }
}

/* How good the position is for side, by the evaluation of g's rule system. */
static int64_t judge_position(ps_game *g, const struct ai_map *m, int side)
{
    return ai_px_game(g) ? ai_px_evaluate(g, side) : ai_evaluate(g, m, side);
}

int64_t ai_playout_judged(ps_game *g, struct ai_state *roll, int side, ai_rng *r,
                          const struct ai_map *m, struct ai_scratch *s, long *nodes)
{
    ai_playout(g, roll, side, r, s, nodes);
    int64_t score = judge_position(g, m, side);
    if (roll->deep) {
        /* Level 3 plays on through its own next Player-Turn and the enemy's answer to it
         * (level 1 on both sides), and judges there too: a plan is also worth what it sets
         * up (attacks next turn, a way opened to the objectives) and what that costs when
         * the enemy answers.  Both judgements fall at the same point of the turn, after an
         * enemy Player-Turn, so neither flatters our own attacks. */
        ai_playout(g, roll, side, r, s, nodes);
        score += judge_position(g, m, side);
    }
    return score;
}

/* Plays candidate plan on a copy of g with the dice of seed, then its playout
 * (ai_playout_judged); adds the worth for side to *score, or returns false if the plan no
 * longer plays (it cannot: the plan was made on a copy of g). */
static bool judge(ps_game *g, const struct ai_plan *plan, uint64_t seed, struct ai_state *roll,
                  const struct ai_map *m, int side, struct ai_scratch *s, long *nodes,
                  int64_t *score)
{
    ps_game *c = ai_clone(g);
    if (!c)
        return true; /* out of memory: this playout counts nothing */
    ps_game_reseed(c, seed);
    for (int i = 0; i < plan->n; i++) {
        ps_action a = plan->act[i];
        if (ps_game_play(c, &a) != PS_OK) {
            ps_game_free(c);
            return false;
        }
    }
    ai_rng pr;
    ai_rng_seed(&pr, seed ^ 0x5851F42D4C957F2Dull);
    roll->plan.n = roll->plan_pos = 0;
    *score += ai_playout_judged(c, roll, side, &pr, m, s, nodes);
    ps_game_free(c);
    return true;
}

/* Playouts j0 .. j1 - 1 for each candidate of alive[0 .. n - 1]. */
static void judge_all(ps_game *g, const struct ai_plan *plans, const int *alive, int n,
                      const uint64_t *seeds, int j0, int j1, struct ai_state *roll,
                      const struct ai_map *m, int side, struct ai_scratch *s, long *nodes,
                      int64_t *score)
{
    for (int i = 0; i < n; i++) {
        int k = alive[i];
        if (score[k] == INT64_MIN / 4)
            continue;
        for (int j = j0; j < j1; j++)
            if (!judge(g, &plans[k], seeds[j], roll, m, side, s, nodes, &score[k])) {
                score[k] = INT64_MIN / 4;
                break;
            }
    }
}

struct ai_search_budget ai_search_budget_of(const struct ai_state *st, bool halving)
{
    struct ai_search_budget b = {st->plans > 1 ? st->plans : 1,
                                 st->playouts > 0 ? st->playouts : 1, 0, 0};
    if (halving && st->wide > 0 && st->first > 0 && st->keep > 0 && st->more > 0)
        b = (struct ai_search_budget){st->wide, st->first, st->keep, st->more};
    return b;
}

int ai_search_best(struct ai_state *st, ps_game *g, const struct ai_plan *plans, int np,
                   const struct ai_search_budget *b, const struct ai_map *m, ai_rng *r,
                   struct ai_scratch *s, long *nodes)
{
    /* Successive halving (level 3): every candidate gets `first` playouts, then the `keep`
     * best get `more` each, so the final choice is among few plans judged on many dice. */
    bool halving = b->keep > 0 && b->more > 0;
    int n1 = b->first, n_play = halving ? n1 + b->more : n1; /* seeds drawn even if unused */
    struct ai_state *roll = calloc(1, sizeof *roll);
    int64_t *score = calloc((size_t)np, sizeof *score);
    int *alive = malloc((size_t)np * sizeof *alive);
    uint64_t *seeds = malloc((size_t)n_play * sizeof *seeds);
    st->searched_playouts = 0;
    int best = 0; /* out of memory: the first candidate (the level-1 plan) */
    if (np < 2 || !roll || !score || !alive || !seeds)
        goto done;
    for (int k = 0; k < np; k++)
        alive[k] = k;
    ps_status_info info;
    ps_game_status(g, &info);
    int side = info.side_to_act;
    /* the same dice for every candidate */
    for (int j = 0; j < n_play; j++)
        seeds[j] = ai_rng_next(r);
    roll->map = (struct ai_map *)m;
    roll->params = ai_params_default;
    roll->plans = 1;
    roll->deep = st->deep;
    int na = np;
    judge_all(g, plans, alive, na, seeds, 0, n1, roll, m, side, s, nodes, score);
    st->searched_playouts = na * n1;
    if (halving && np > b->keep) {
        /* The best first (the earlier candidate on ties: the level-1 plan is 0). */
        for (int i = 1; i < np; i++)
            for (int j = i; j > 0 && score[alive[j]] > score[alive[j - 1]]; j--) {
                int t = alive[j];
                alive[j] = alive[j - 1];
                alive[j - 1] = t;
            }
        na = b->keep;
        judge_all(g, plans, alive, na, seeds, n1, n_play, roll, m, side, s, nodes, score);
        st->searched_playouts += na * (n_play - n1);
    }
    best = alive[0];
    for (int i = 1; i < na; i++)
        if (score[alive[i]] > score[best] || (score[alive[i]] == score[best] && alive[i] < best))
            best = alive[i];
done:
    if (roll)
        roll->map = NULL; /* the map belongs to st */
    free(roll);
    free(score);
    free(alive);
    free(seeds);
    return best;
}

void ai_search_movement(struct ai_state *st, ps_game *g, const struct ai_map *m, ai_rng *r,
                        struct ai_scratch *s, struct ai_plan *out, long *nodes)
{
    struct ai_search_budget b = ai_search_budget_of(st, true);
    struct ai_plan *plans = malloc((size_t)b.candidates * sizeof *plans);
    st->searched_plans = st->searched_playouts = 0;
    /* 1. candidates, all from one preparation of the phase */
    struct ai_prep *pp = plans ? ai_prep_new(g, m, s, nodes) : NULL;
    if (!pp) {
        ai_plan_movement(g, m, &st->params, r, s, out, nodes);
        free(plans);
        return;
    }
    int np = 0;
    for (int k = 0; k < b.candidates; k++) {
        struct ai_params p = st->params;
        if (k > 0)
            vary(&p, r);
        ai_plan_prepared(pp, &p, r, s, &plans[np], nodes);
        bool dup = false;
        for (int j = 0; j < np && !dup; j++)
            dup = ai_plan_same(&plans[j], &plans[np]);
        if (!dup)
            np++;
    }
    ai_prep_free(pp);
    st->searched_plans = np;
    /* 2. playouts */
    *out = plans[ai_search_best(st, g, plans, np, &b, m, r, s, nodes)];
    free(plans);
}
