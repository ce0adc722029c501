/* The server tests' client: starts the real `prestags serve` on an ephemeral loopback port
 * with a fresh database, and speaks HTTP to it with libcurl. */
#ifndef PRESTAGS_TESTS_SERVER_CLIENT_H
#define PRESTAGS_TESTS_SERVER_CLIENT_H

#include <jansson.h>
#include <stdbool.h>
#include <sys/types.h>

struct served {
    pid_t pid;
    int port;
    char dir[256];   /* the test's scratch directory: the database and a web/ */
    char db[300];
};

/* Starts a server on a new scratch directory (or on s->dir's database again when reuse). */
bool served_start(struct served *s, bool reuse);
/* Stops it with sig (SIGTERM: and waits; SIGKILL: at once); returns its exit status. */
int served_stop(struct served *s, int sig);
/* Stops it and removes the scratch directory. */
void served_done(struct served *s);

struct reply {
    long status;
    char *body;      /* NUL-terminated */
    size_t len;
    json_t *json;    /* the body parsed, or NULL */
    char headers[4096];
};

/* One request; token may be NULL, body may be NULL.  Returns false on a transport error
 * (the server gone).  path is sent as it is (no normalisation of "..").  */
bool http(const struct served *s, const char *method, const char *path, const char *token,
          const char *body, struct reply *r);
void reply_free(struct reply *r);

/* Helpers over the API. */
/* Creates a game; its id, and each human seat's token in tokens[side] (33 bytes each). */
long long create_game(const struct served *s, const char *body, char tokens[2][33]);
json_t *get_view(const struct served *s, long long id, const char *token);
/* Plays an action as the token's seat; the HTTP status. */
long play(const struct served *s, long long id, const char *token, const char *action);
/* Every legal action of the seat to act (a JSON array of strings, to json_decref). */
json_t *legal_all(const struct served *s, long long id, const char *token);
void sleep_ms(int ms);

/* The token of the seat to act in the view. */
const char *token_to_act(json_t *view, char tokens[2][33]);
/* Plays up to steps legal actions for whichever human seat is to act, chosen by a seeded
 * stream (kinds in prefer first, if any is legal), until stop(view) holds.  Returns the
 * view where it stopped (to json_decref), or NULL if the game ended or a request failed. */
json_t *play_until(const struct served *s, long long id, char tokens[2][33], unsigned *seed,
                   int steps, bool (*stop)(json_t *view, void *ctx), void *ctx);

/* The hash prestags engine gives the record after `load` ("" on failure). */
void engine_hash_of_record(const char *record, char out[17]);

#endif
