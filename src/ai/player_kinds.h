/* What each kind of computer player provides to the registry (player.c). */
#ifndef PRESTAGS_AI_PLAYER_KINDS_H
#define PRESTAGS_AI_PLAYER_KINDS_H

#include "ai.h"

enum { PLAYER_BUF_MAX = 20000 };

struct player_ctx {
    ai_rng rng;
    ps_action *buf; /* scratch for legal actions */
    int buf_max;
    long nodes;
};

struct player_kind {
    const char *name;
    /* Chooses the next action (never during set-up). */
    ps_status (*choose)(struct player_ctx *ctx, ps_game *g, ps_action *out);
};

extern const struct player_kind player_random;

#endif
