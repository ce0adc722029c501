/* The journal of the terminal game: the game record, rewritten (atomically, by
 * ps_game_save) after every action, and a small side file with the player settings, so that
 * a crash or a closed terminal loses nothing and `prestags resume` continues the game.
 * Both live in $PRESTAGS_HOME, else $XDG_DATA_HOME/prestags, else ~/.local/share/prestags.
 * A new game never overwrites an unfinished one: the old pair is kept beside them as
 * journal-<scenario>-<time>.sav and .players, which `prestags resume --list` shows.  A kept
 * game leaves the pile when it is resumed (it is the journal again), or when the player prunes
 * the pile (`prestags resume --prune N`); nothing removes one unasked. */
#ifndef PRESTAGS_TUI_JOURNAL_H
#define PRESTAGS_TUI_JOURNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "prestags.h"

struct journal {
    char dir[1024];
    char game[1100];    /* dir/journal.sav: the game record */
    char players[1100]; /* dir/journal.players: the side file */
};

/* Fills in the paths and creates the directory; false with the reason in err. */
bool journal_open(struct journal *j, char *err, size_t len);
/* Takes the journal for this game until the program exits (a lock file in the directory; a
 * game just ended is waited for a moment), then removes the temporary files a killed game
 * left there.  False, with the reason, if another game holds it: two games must not write
 * one journal. */
bool journal_lock(const struct journal *j, char *err, size_t len);
/* Before a new game takes the journal: if it holds an unfinished game (one action at least,
 * and not over, or a record that cannot be judged), renames it and its side file to
 * journal-<scenario>-<time of its last action>.sav / .players.  kept gets the new record's
 * path, or "" when nothing needed keeping; false (with err) if it could not be kept, and then
 * the journal must not be overwritten. */
bool journal_keep_previous(const struct journal *j, char *kept, size_t keptlen, char *err,
                           size_t len);
/* Prints the kept journals, newest first: path, scenario, actions, and the time of the last
 * action; returns how many. */
int journal_list(const struct journal *j, FILE *out);
/* How many kept journals there are. */
int journal_count(const struct journal *j);
/* Removes every kept journal (record and side file) but the keep newest, naming each on out;
 * returns how many, or -1 with the reason in err. */
int journal_prune(const struct journal *j, int keep, FILE *out, char *err, size_t len);
/* path, a kept journal of j's directory now resumed into the journal itself, leaves the pile:
 * its record and side file are removed (the journal holds the game).  Any other path is left
 * alone.  False with the reason if it could not be removed. */
bool journal_take(const struct journal *j, const char *path, char *err, size_t len);
bool journal_save(const struct journal *j, const ps_game *g, char *err, size_t len);

/* The side file: "players human,computer", "ai-seed N" and "delay MS" lines. */
struct journal_side {
    char players[64];
    uint64_t ai_seed;
    int delay_ms;
};
bool journal_save_side(const struct journal *j, const struct journal_side *s, char *err,
                       size_t len);
/* Reads a side file (j->players, or a kept journal's); false with the reason in err (missing
 * or malformed), and *s is then untouched. */
bool journal_load_side(const char *path, struct journal_side *s, char *err, size_t len);

#endif
