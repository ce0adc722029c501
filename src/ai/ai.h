/* Computer players.  They see the game only through include/prestags.h, like any front end,
 * and own their random streams: a seed reproduces a game exactly. */
#ifndef PRESTAGS_AI_H
#define PRESTAGS_AI_H

#include <stdint.h>

#include "prestags.h"

/* A player's own random stream (splitmix64). */
typedef struct {
    uint64_t state;
} ai_rng;

void ai_rng_seed(ai_rng *r, uint64_t seed);
uint64_t ai_rng_next(ai_rng *r);
/* Uniform in 0..n-1 (n > 0). */
int ai_rng_below(ai_rng *r, int n);

/* The random legal player: sets up with the seeded automatic deployment, then picks
 * uniformly among the legal actions.  Returns PS_OK with the action in *out, or PS_ESTATE
 * when the game is over.  The buffer holds up to max actions. */
ps_status ai_random_choose(ps_game *g, ai_rng *r, ps_action *buf, int max, ps_action *out);

/* Plays a whole game with the random player on both sides.  Calls check after every action
 * when it is not NULL (the soak's invariant checker).  Returns the actions played, or -1 with
 * the reason in ps_game_error on a refused action or a failed check. */
long ai_random_game(ps_game *g, ai_rng *r, ps_action *buf, int max,
                    ps_status (*check)(ps_game *g));

#endif
