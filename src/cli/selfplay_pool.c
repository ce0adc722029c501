/* Workers take the next task from a shared counter (games differ in length by ten times, so a
 * fixed share would leave threads idle); results wait in a slot per task until every earlier
 * one has been taken.  Only the calling thread hands results on, so what it writes or sends
 * (files, MPI) never needs a lock. */
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <time.h>

#include "selfplay_pool.h"

struct pool {
    const long *tasks;
    long n, next;
    const struct sp_pool_ops *ops;
    void *ctx;
    pthread_mutex_t lock;
    pthread_cond_t ready;
    struct sp_result *res;
    bool *done;
    bool failed;
    int running;
};

static void *worker(void *arg)
{
    struct pool *p = arg;
    pthread_mutex_lock(&p->lock);
    while (!p->failed && p->next < p->n) {
        long i = p->next++;
        pthread_mutex_unlock(&p->lock);
        struct sp_result r;
        int failed = p->ops->play(p->tasks[i], &r, p->ctx);
        pthread_mutex_lock(&p->lock);
        p->res[i] = r;
        p->done[i] = true;
        if (failed)
            p->failed = true;
        pthread_cond_broadcast(&p->ready);
    }
    p->running--;
    pthread_cond_broadcast(&p->ready);
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

static int run_here(const long *tasks, long n, const struct sp_pool_ops *ops, void *ctx)
{
    for (long i = 0; i < n; i++) {
        struct sp_result r;
        int failed = ops->play(tasks[i], &r, ctx);
        if (ops->idle)
            ops->idle(ctx);
        if (failed)
            return 1;
        ops->take(&r, ctx);
    }
    return 0;
}

int sp_pool_run(const long *tasks, long n, int jobs, const struct sp_pool_ops *ops, void *ctx)
{
    if (jobs <= 1 || n <= 1)
        return run_here(tasks, n, ops, ctx);
    if (jobs > n)
        jobs = (int)n;
    struct pool p = {.tasks = tasks, .n = n, .ops = ops, .ctx = ctx};
    p.res = malloc((size_t)n * sizeof *p.res);
    p.done = calloc((size_t)n, sizeof *p.done);
    pthread_t *th = malloc((size_t)jobs * sizeof *th);
    if (!p.res || !p.done || !th) {
        free(p.res);
        free(p.done);
        free(th);
        return run_here(tasks, n, ops, ctx);
    }
    pthread_mutex_init(&p.lock, NULL);
    pthread_cond_init(&p.ready, NULL);
    pthread_mutex_lock(&p.lock);
    for (int k = 0; k < jobs; k++)
        if (pthread_create(&th[p.running], NULL, worker, &p) == 0)
            p.running++;
    int started = p.running;
    int status = started ? 0 : 1;
    for (long out = 0; out < n && started;) {
        if (p.done[out]) {
            struct sp_result r = p.res[out];
            pthread_mutex_unlock(&p.lock);
            if (r.status) {
                pthread_mutex_lock(&p.lock);
                status = 1;
                break;
            }
            ops->take(&r, ctx);
            if (ops->idle)
                ops->idle(ctx);
            pthread_mutex_lock(&p.lock);
            out++;
            continue;
        }
        if (p.running == 0) { /* stopped by a failure before this task was played */
            status = 1;
            break;
        }
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 100000000;
        if (until.tv_nsec >= 1000000000) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000;
        }
        pthread_cond_timedwait(&p.ready, &p.lock, &until);
        if (ops->idle) {
            pthread_mutex_unlock(&p.lock);
            ops->idle(ctx);
            pthread_mutex_lock(&p.lock);
        }
    }
    p.failed = true; /* nothing new starts; the games being played finish */
    pthread_mutex_unlock(&p.lock);
    for (int k = 0; k < started; k++)
        pthread_join(th[k], NULL);
    pthread_mutex_destroy(&p.lock);
    pthread_cond_destroy(&p.ready);
    free(th);
    free(p.res);
    free(p.done);
    return status;
}
