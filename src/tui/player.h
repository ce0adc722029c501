/* Who plays each side: a person at the keyboard, or a computer player behind one function
 * pointer.  A stronger computer player drops in by giving its own choose function; the
 * terminal game only ever calls choose when the side to act is not human. */
#ifndef PRESTAGS_TUI_PLAYER_H
#define PRESTAGS_TUI_PLAYER_H

#include <stdbool.h>

#include "ai/ai.h"
#include "prestags.h"

/* One move of a player: an action, or the seeded automatic set-up of the deploying side. */
struct player_move {
    bool auto_deploy;
    ps_action action;
};

struct player {
    char kind[16];  /* "human", "computer" */
    bool human;
    /* Chooses the move of the side to act (never called for a human).  PS_OK with *out, or
     * a status with the reason in ps_game_error. */
    ps_status (*choose)(struct player *p, ps_game *g, struct player_move *out);
    ai_rng rng;     /* the computer's own stream */
    ps_action *buf; /* scratch for legal actions */
    int max;
};

/* Sets up p as kind ("human" or "computer"); false for an unknown kind. */
bool player_init(struct player *p, const char *kind, uint64_t seed);
void player_free(struct player *p);
/* Parses "human,computer" into two players; false (with a message in err) on a bad list. */
bool players_parse(struct player p[2], const char *list, uint64_t seed, char *err, size_t len);
/* "human,computer" from two players. */
void players_format(const struct player p[2], char *buf, size_t len);

#endif
