/* What each kind of computer player provides to the registry (player.c). */
#ifndef PRESTAGS_AI_PLAYER_KINDS_H
#define PRESTAGS_AI_PLAYER_KINDS_H

#include "ai.h"

enum { PLAYER_BUF_MAX = 20000 };

struct ai_state;

struct player_ctx {
    ai_rng rng;
    ps_action *buf; /* scratch for legal actions */
    int buf_max;
    long nodes;
    struct ai_state *ai; /* the level players' memory (plans, the map), NULL for random */
};

struct player_kind {
    const char *name;
    /* Chooses the next action (never during set-up). */
    ps_status (*choose)(struct player_ctx *ctx, ps_game *g, ps_action *out);
    /* True if choose also makes the set-up decisions; else the registry plays the seeded
     * automatic deployment. */
    bool deploys;
    /* Optional: sets up and releases ctx->ai. */
    bool (*init)(struct player_ctx *ctx);
    void (*release)(struct player_ctx *ctx);
};

extern const struct player_kind player_random;
extern const struct player_kind player_level1;
extern const struct player_kind player_level2;
extern const struct player_kind player_level3;

#endif
