/* The journal of the terminal game: the game record, rewritten (atomically, by
 * ps_game_save) after every action, and a small side file with the player settings, so that
 * a crash or a closed terminal loses nothing and `prestags resume` continues the game.
 * Both live in $PRESTAGS_HOME, else ~/.local/share/prestags/. */
#ifndef PRESTAGS_TUI_JOURNAL_H
#define PRESTAGS_TUI_JOURNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "prestags.h"

struct journal {
    char dir[1024];
    char game[1100];    /* dir/journal.sav: the game record */
    char players[1100]; /* dir/journal.players: the side file */
};

/* Fills in the paths and creates the directory; false with the reason in err. */
bool journal_open(struct journal *j, char *err, size_t len);
bool journal_save(const struct journal *j, const ps_game *g, char *err, size_t len);

/* The side file: "players human,computer", "ai-seed N" and "delay MS" lines. */
struct journal_side {
    char players[64];
    uint64_t ai_seed;
    int delay_ms;
};
bool journal_save_side(const struct journal *j, const struct journal_side *s, char *err,
                       size_t len);
/* Reads the side file; false with the reason in err (missing or malformed). */
bool journal_load_side(const struct journal *j, struct journal_side *s, char *err, size_t len);

#endif
