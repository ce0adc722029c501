/* Computer players.  They see the game only through include/prestags.h, like any front end,
 * and own their random streams: a seed reproduces a game exactly. */
#ifndef PRESTAGS_AI_H
#define PRESTAGS_AI_H

#include <stdbool.h>
#include <stdint.h>

#include "prestags.h"

/* A player's own random stream (splitmix64). */
typedef struct {
    uint64_t state;
} ai_rng;

void ai_rng_seed(ai_rng *r, uint64_t seed);
/* The next number of the stream. */
static inline uint64_t ai_rng_next(ai_rng *r)
{
    uint64_t z = r->state += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
/* Uniform in 0..n-1 (n > 0), the remainder of a division: the computer players' draws. */
int ai_rng_below(ai_rng *r, int n);
/* Uniform in 0..n-1 (n > 0) by a multiply: the top 64 bits of the next number times n (no
 * division; a bias of at most n / 2^64).  The random player's draws. */
int ai_rng_pick(ai_rng *r, int n);

/* The random legal player: sets up with the seeded automatic deployment, then picks
 * uniformly among the legal actions.  Returns PS_OK with the action in *out, or PS_ESTATE
 * when the game is over.  The buffer holds up to max actions. */
ps_status ai_random_choose(ps_game *g, ai_rng *r, ps_action *buf, int max, ps_action *out);

/* ai_random_choose's choice (the same draws, the same action in *out), played: a move drawn
 * from the movement search is played without a second check (ps_game_play_sample).  PS_OK,
 * PS_ESTATE when nothing is legal, or the failed play's status. */
ps_status ai_random_play(ps_game *g, ai_rng *r, ps_action *buf, int max, ps_action *out);

/* Plays a whole game with the random player on both sides.  Calls check after every action
 * when it is not NULL (the soak's invariant checker).  Returns the actions played, or -1 with
 * the reason in ps_game_error on a refused action or a failed check. */
long ai_random_game(ps_game *g, ai_rng *r, ps_action *buf, int max,
                    ps_status (*check)(ps_game *g));


/* A computer player of some kind and level, with its own seeded stream.  ai_player_act makes
 * the player's next decision in g (set-up, an action, a combat decision) and plays it. */
typedef struct ai_player ai_player;

/* Players by name: "random" (uniform among legal actions); "level1" (rules of thumb: the
 * odds distribution of every attack, the scenario's victory conditions, threats); "level2"
 * and "level3" (level 1 plus a search over sampled plans of each Movement Phase, with fixed
 * budgets); "computer" or "default" for AI_DEFAULT_LEVEL (docs/ai.md).  NULL for an unknown
 * name. */
#define AI_DEFAULT_LEVEL "level3"
ai_player *ai_player_new(const char *name, uint64_t seed);
void ai_player_free(ai_player *p);
const char *ai_player_name(const ai_player *p);
/* Space-separated names of every player kind. */
const char *ai_player_names(void);
ps_status ai_player_act(ai_player *p, ps_game *g);
/* The same decision without playing it: the action in *out, or during set-up *auto_deploy
 * (the caller plays ps_game_auto_deploy).  PS_ESTATE when the game is over. */
ps_status ai_player_choose(ai_player *p, ps_game *g, ps_action *out, bool *auto_deploy);
/* Work done so far: positions evaluated or playouts run (the bench's node count). */
long ai_player_nodes(const ai_player *p);

#endif
