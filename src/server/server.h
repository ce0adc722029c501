/* `prestags serve`: the game server (docs/web-api.md).  One process: an HTTP front
 * (libmicrohttpd, one thread a connection), games kept in SQLite (store.h) and in memory while
 * in use (struct live_game), and threads that play the computer's seats.  The engine is the
 * referee: the server reads everything through include/prestags.h.
 *
 * Locking: a live game's lock guards the game, its log and its chat; the server's games_lock
 * guards the table of live games; the store has a lock of its own.  A thread holding a game's
 * lock may take the store's, never the other way round. */
#ifndef PRESTAGS_SERVER_SERVER_H
#define PRESTAGS_SERVER_SERVER_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "prestags.h"
#include "store.h"

struct server_options {
    const char *listen;   /* "127.0.0.1:8080" */
    const char *db;       /* the SQLite file */
    const char *web;      /* the static files' directory */
    bool test_dice;       /* POST /api/games/ID/dice allowed */
    bool sync_normal;     /* commits not forced to the disk (store.c) */
    int ai_threads;
};

/* One action of a live game's log, as stored. */
struct log_entry {
    int seq, side;
    char phase[32];
    char *line;    /* the record line: action, then "; dice ..." */
    char *events;  /* one event a line */
    char time[32];
    char hash[17];
};

struct chat_entry {
    int seq, side;
    char *text;
    char time[32];
};

/* A change pushed to the Server-Sent Events streams. */
enum { PUSH_RING = 64 };
struct push_event {
    uint64_t id;     /* 1, 2, ... within the game; 0 an empty slot */
    char name[16];   /* "update", "chat", "undo", "rematch" */
    char *data;      /* JSON */
    bool seats_only; /* never sent to spectators */
};

struct server;

struct live_game {
    pthread_mutex_t lock;
    pthread_cond_t changed;  /* broadcast on every push and when the server stops */
    struct server *srv;
    struct game_row row;     /* as stored: scenario, seed, options, head, seats */
    const ps_data *data;
    ps_game *g;
    struct log_entry *log;
    int nlog, caplog;
    struct chat_entry *chat;
    int nchat, capchat;
    struct push_event ring[PUSH_RING];
    uint64_t last_push;
    int undo_requested_by;   /* -1, or the side asking the other to accept an undo */
    bool thinking;           /* a computer seat is choosing its action */
    bool queued;             /* waiting for a computer seat's thread */
    int64_t rematch;         /* the rematch's game id, 0 none */
    char *legal_json;        /* GET .../legal of the position after action legal_seq, whose
                              * hash is legal_hash */
    uint64_t legal_hash;
    int legal_seq;
};

struct server {
    struct server_options opt;
    struct store *store;
    ps_data *systems[2];     /* "chariot", "phalanx" */
    pthread_mutex_t games_lock;
    struct live_game **games;
    int ngames, capgames;
    /* The computer seats' work queue (ai_seats.c). */
    pthread_mutex_t ai_lock;
    pthread_cond_t ai_wake;
    int64_t *ai_queue;
    int nqueue, capqueue;
    pthread_t *ai_workers;
    int nworkers;
    atomic_bool stopping;
    struct MHD_Daemon *daemon;
    int port;
    char *scenarios_json;    /* GET /api/scenarios, made once */
};

/* ---- live.c: games in memory ---- */

/* The rule system holding a scenario, or NULL. */
const ps_data *server_data_for(struct server *srv, const char *scenario);
/* The live game, loaded from the store (replaying its record) if it is not in memory.  NULL
 * with *status 404 (no such game) or 500 (it does not replay), reason in err. */
struct live_game *live_get(struct server *srv, int64_t id, int *status, char *err,
                           size_t errlen);
/* Creates a game from a filled row (scenario, seed, options, seats) and keeps it live. */
struct live_game *live_create(struct server *srv, struct game_row *row, char *err,
                              size_t errlen);
/* Plays actions in order for the sides to act, commits them in one transaction, and pushes
 * an update.  The caller holds lg->lock.  Returns 200, or 422 / 400 / 409 with the engine's
 * reason (nothing played), or 500 (the store failed: nothing played). */
int live_play(struct live_game *lg, const ps_action *acts, int n, char *err, size_t errlen);
/* Takes back side's last action and all after it, back to (not past) the last die roll.
 * The caller holds lg->lock.  200, or 409 with the reason. */
int live_undo(struct live_game *lg, int side, char *err, size_t errlen);
/* Would live_undo take anything back?  200, or 409 with the reason. */
int live_undo_possible(const struct live_game *lg, int side, char *err, size_t errlen);
/* Adds a chat message of side and pushes it.  The caller holds lg->lock. */
bool live_chat(struct live_game *lg, int side, const char *text);
/* Pushes an event to the game's streams.  The caller holds lg->lock. */
void live_push(struct live_game *lg, const char *name, const char *data, bool seats_only);
/* The seat a token holds: 0 or 1, -1 for no token (a spectator), -2 for a token that is no
 * seat of this game. */
int live_seat(const struct live_game *lg, const char *token);
/* Is a log entry hidden from the viewer (a seat, or -1)?  The other side's plots stay secret
 * until the Operations Plot Phase in which they were made is over [20.1]. */
bool live_entry_hidden(const struct live_game *lg, int i, int viewer);
/* The game replayed to its action seq (0: the start), for the viewer: NULL with the reason
 * when an action up to seq is hidden from the viewer or the replay fails.  Free it with
 * ps_game_free. */
ps_game *live_replay_to(const struct live_game *lg, int seq, int viewer, char *err,
                        size_t errlen);
/* The record as the viewer may see it (malloc'd). */
char *live_record(const struct live_game *lg, int viewer, size_t *len);
/* Frees every live game (the server is stopping). */
void live_free_all(struct server *srv);

/* ---- ai_seats.c: the computer's seats ---- */

bool ai_seats_start(struct server *srv);
/* Wakes a computer seat if one is to act in the game.  The caller holds lg->lock. */
void ai_seats_poke(struct live_game *lg);
void ai_seats_stop(struct server *srv);

/* ---- http.c: the HTTP front ---- */

bool http_start(struct server *srv, char *err, size_t errlen);
void http_stop(struct server *srv);

#endif
