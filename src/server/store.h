/* The game server's storage: every game in one SQLite database (WAL mode).  A game is its
 * record's head (scenario, seed, options: the text ps_game_record_text begins with), its
 * seats and its actions, each action the record line it adds; the state is rebuilt by
 * replaying them.  Every function takes the store's own lock, so any thread may call it. */
#ifndef PRESTAGS_SERVER_STORE_H
#define PRESTAGS_SERVER_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct store;

enum { STORE_HASH_BYTES = 32, STORE_NAME_MAX = 64, STORE_LEVEL_MAX = 16 };

enum seat_kind { SEAT_HUMAN, SEAT_COMPUTER };

struct seat_row {
    int kind;                      /* seat_kind */
    char level[STORE_LEVEL_MAX];   /* a computer's player name ("level2") */
    char name[STORE_NAME_MAX];     /* the player's display name, may be empty */
    bool has_token;
    unsigned char token_hash[STORE_HASH_BYTES];
};

struct game_row {
    int64_t id;
    char scenario[32];
    char system[16];
    uint64_t seed;
    char options[256];   /* space-separated option names */
    char *head;          /* the record's first lines, up to its first action (malloc'd) */
    char status[16];     /* "playing" or "over" */
    int winner, level;
    char created[32];
    struct seat_row seats[2];
};

struct action_row {
    int seq;             /* 1, 2, ... */
    int side;            /* the side that acted */
    char phase[32];      /* the phase it was played in */
    const char *line;    /* the record line: "melee 3 1016 ; dice 4" */
    const char *events;  /* what it did, one event a line */
    char time[32];
    char hash[17];       /* ps_game_hash after it, as %016llx */
};

struct chat_row {
    int seq, side;
    const char *text;
    char time[32];
};

/* Opens (creating) the database and brings its schema up to date (PRAGMA user_version).
 * durable: every commit is on the disk before it returns (synchronous=FULL). */
bool store_open(const char *path, bool durable, struct store **out, char *err, size_t errlen);
void store_close(struct store *st);
const char *store_error(struct store *st);

/* Creates a game with its seats; its id in g->id. */
bool store_game_create(struct store *st, struct game_row *g);
/* Reads a game and its seats: true when found (free g->head with free()). */
bool store_game_get(struct store *st, int64_t id, struct game_row *g);
/* Calls fn for every game, oldest first. */
bool store_game_each(struct store *st, bool (*fn)(void *ctx, const struct game_row *g),
                     void *ctx);

/* Appends actions in one transaction that also records the game's status; true only once it
 * has committed. */
bool store_actions_append(struct store *st, int64_t game, const struct action_row *rows, int n,
                          const char *status, int winner, int level);
/* Deletes the actions after seq keep (an undo), in one transaction. */
bool store_actions_truncate(struct store *st, int64_t game, int keep);
/* Calls fn for each action of the game in order. */
bool store_actions_each(struct store *st, int64_t game,
                        bool (*fn)(void *ctx, const struct action_row *a), void *ctx);

bool store_chat_add(struct store *st, int64_t game, const struct chat_row *c);
bool store_chat_each(struct store *st, int64_t game,
                     bool (*fn)(void *ctx, const struct chat_row *c), void *ctx);

/* The time now as stored: "2026-12-03T15:40:00Z". */
void store_now(char *buf, size_t len);

#endif
