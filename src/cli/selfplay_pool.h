/* Selfplay's worker threads: the games of a run played by N threads, their results handed on
 * in the run's order, whatever order they finish in. */
#ifndef PRESTAGS_CLI_SELFPLAY_POOL_H
#define PRESTAGS_CLI_SELFPLAY_POOL_H

#include "selfplay_game.h"

struct sp_pool_ops {
    /* Plays task t (from a worker thread): fills out, returns 0 or 1 on failure. */
    int (*play)(long t, struct sp_result *out, void *ctx);
    /* Takes each result, in the order of the tasks (on the calling thread). */
    void (*take)(const struct sp_result *r, void *ctx);
    /* Called on the calling thread after each result and about ten times a second while it
     * waits (NULL: none). */
    void (*idle)(void *ctx);
};

/* Plays tasks[0..n) with `jobs` threads (1: on the calling thread).  After a failed game no
 * new game starts, and results stop at the first failure.  Returns 0, or 1 after a failure. */
int sp_pool_run(const long *tasks, long n, int jobs, const struct sp_pool_ops *ops, void *ctx);

#endif
