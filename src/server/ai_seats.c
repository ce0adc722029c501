/* The computer's seats (server.h).  Worker threads, off the request threads, take games whose
 * side to act is a computer seat, think on a copy of the game (so its lock is free for
 * requests meanwhile), then play the decision if nothing changed in the meantime.  A computer
 * player is seeded from the position's hash, as the protocol's genmove: the same position
 * gets the same answer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "server.h"

static bool computer_to_act(struct live_game *lg, int *side)
{
    ps_status_info st;
    ps_game_status(lg->g, &st);
    *side = st.side_to_act;
    return !st.over && st.side_to_act >= 0 && st.side_to_act < 2 &&
           lg->row.seats[st.side_to_act].kind == SEAT_COMPUTER;
}

void ai_seats_poke(struct live_game *lg)
{
    int side;
    if (lg->queued || !computer_to_act(lg, &side))
        return;
    struct server *srv = lg->srv;
    pthread_mutex_lock(&srv->ai_lock);
    if (srv->nqueue == srv->capqueue) {
        int cap = srv->capqueue ? 2 * srv->capqueue : 64;
        int64_t *q = realloc(srv->ai_queue, (size_t)cap * sizeof *q);
        if (!q) {
            pthread_mutex_unlock(&srv->ai_lock);
            return;
        }
        srv->ai_queue = q;
        srv->capqueue = cap;
    }
    srv->ai_queue[srv->nqueue++] = lg->row.id;
    lg->queued = true;
    pthread_cond_signal(&srv->ai_wake);
    pthread_mutex_unlock(&srv->ai_lock);
}

/* The actions of one decision, worked out on a copy: a set-up is every deploy action the
 * engine's automatic deployment makes.  Returns how many (at most max), 0 if none. */
static int decide(const char *level, ps_game *copy, ps_action *out, int max)
{
    ai_player *p = ai_player_new(level, ps_game_hash(copy));
    if (!p)
        p = ai_player_new("computer", ps_game_hash(copy));
    if (!p)
        return 0;
    bool auto_deploy = false;
    ps_action a;
    int n = 0;
    if (ai_player_choose(p, copy, &a, &auto_deploy) == PS_OK) {
        ps_game_keep_history(copy, true); /* a copy keeps none: this one records the set-up */
        if (!auto_deploy) {
            out[0] = a;
            n = 1;
        } else if (ps_game_auto_deploy(copy) == PS_OK) {
            int after = ps_game_undo_depth(copy);
            for (int i = 0; i < after && n < max; i++)
                if (ps_game_history_action(copy, i, &out[n]) == PS_OK)
                    n++;
        }
    }
    ai_player_free(p);
    return n;
}

static void take_turn(struct server *srv, int64_t id)
{
    int status;
    char err[PS_ERR_MAX];
    struct live_game *lg = live_get(srv, id, &status, err, sizeof err);
    if (!lg)
        return;
    pthread_mutex_lock(&lg->lock);
    lg->queued = false;
    int side;
    if (!computer_to_act(lg, &side)) {
        pthread_mutex_unlock(&lg->lock);
        return;
    }
    ps_game *copy = ps_game_clone(lg->g);
    int seq = lg->nlog;
    char level[STORE_LEVEL_MAX];
    snprintf(level, sizeof level, "%s", lg->row.seats[side].level);
    lg->thinking = true;
    lg->queued = true; /* nobody else queues it while this thread thinks */
    pthread_mutex_unlock(&lg->lock);

    enum { MAX_DECISION = 512 };
    ps_action *acts = malloc(MAX_DECISION * sizeof *acts);
    int n = copy && acts ? decide(level, copy, acts, MAX_DECISION) : 0;
    ps_game_free(copy);

    pthread_mutex_lock(&lg->lock);
    lg->thinking = false;
    lg->queued = false;
    if (lg->nlog != seq)
        ai_seats_poke(lg); /* the game changed meanwhile (an undo): think again */
    else if (n > 0 && !atomic_load(&srv->stopping) &&
             live_play(lg, acts, n, err, sizeof err) != 200)
        fprintf(stderr, "prestags: game %lld: the computer's action was refused: %s\n",
                (long long)id, err);
    pthread_mutex_unlock(&lg->lock);
    free(acts);
}

static void *worker(void *arg)
{
    struct server *srv = arg;
    for (;;) {
        pthread_mutex_lock(&srv->ai_lock);
        while (srv->nqueue == 0 && !atomic_load(&srv->stopping))
            pthread_cond_wait(&srv->ai_wake, &srv->ai_lock);
        if (atomic_load(&srv->stopping)) {
            pthread_mutex_unlock(&srv->ai_lock);
            return NULL;
        }
        int64_t id = srv->ai_queue[0];
        memmove(srv->ai_queue, srv->ai_queue + 1, (size_t)--srv->nqueue * sizeof *srv->ai_queue);
        pthread_mutex_unlock(&srv->ai_lock);
        take_turn(srv, id);
    }
}

bool ai_seats_start(struct server *srv)
{
    int n = srv->opt.ai_threads > 0 ? srv->opt.ai_threads : 1;
    srv->ai_workers = calloc((size_t)n, sizeof *srv->ai_workers);
    if (!srv->ai_workers)
        return false;
    for (int i = 0; i < n; i++) {
        if (pthread_create(&srv->ai_workers[i], NULL, worker, srv) != 0)
            break;
        srv->nworkers++;
    }
    return srv->nworkers > 0;
}

void ai_seats_stop(struct server *srv)
{
    pthread_mutex_lock(&srv->ai_lock);
    atomic_store(&srv->stopping, true);
    pthread_cond_broadcast(&srv->ai_wake);
    pthread_mutex_unlock(&srv->ai_lock);
    for (int i = 0; i < srv->nworkers; i++)
        pthread_join(srv->ai_workers[i], NULL);
    free(srv->ai_workers);
    free(srv->ai_queue);
    srv->nworkers = 0;
    srv->nqueue = srv->capqueue = 0;
    srv->ai_workers = NULL;
    srv->ai_queue = NULL;
}
