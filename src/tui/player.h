/* Who plays each side: a person at the keyboard, or a computer player behind one function
 * pointer.  The computers are those of the src/ai registry (ai_player_new by name), so a
 * stronger one drops in by name; "computer" is the default one (the random legal player for
 * now).  The terminal game calls act only when the side to act is not human. */
#ifndef PRESTAGS_TUI_PLAYER_H
#define PRESTAGS_TUI_PLAYER_H

#include <stdbool.h>
#include <stddef.h>

#include "ai/ai.h"
#include "prestags.h"

#define PLAYER_DEFAULT_COMPUTER "computer" /* the registry's default level */

struct player {
    char kind[32]; /* "human", "computer", or a computer player's name */
    bool human;
    /* Makes the side's next move (set-up, an action, a combat decision) and plays it: PS_OK,
     * or a status with the reason in ps_game_error.  NULL for a human. */
    ps_status (*act)(struct player *p, ps_game *g);
    ai_player *ai;
};

/* Sets up p as kind ("human", "computer" or a computer player's name), its stream from
 * seed; false for an unknown kind. */
bool player_init(struct player *p, const char *kind, uint64_t seed);
void player_free(struct player *p);
/* Parses "human,computer" into two players; false (with a message in err) on a bad list. */
bool players_parse(struct player p[2], const char *list, uint64_t seed, char *err, size_t len);

#endif
