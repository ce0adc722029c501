/* `prestags bench scaling [games N]`: the time of a random game against the army's size, for
 * every scenario of both rule systems (docs/performance.md).  Each scenario plays N random games
 * from seeds 1..N; set-up and deployment are timed, loading the data is not. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ai/ai.h"
#include "bench_work.h"
#include "datadir.h"

enum { SCALING_LEGAL_MAX = 20000 };

/* The process's CPU time: the machine's other work does not count against the engine (the
 * bench is one thread). */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* One scenario's line; 0, or 1 with the error on stderr. */
static int scale_scenario(const ps_data *d, const char *system, const char *id, long games,
                          ps_action *buf)
{
    long actions = 0;
    int units = 0;
    double t0 = now();
    for (long i = 1; i <= games; i++) {
        ps_game *g;
        char err[PS_ERR_MAX];
        if (ps_game_new(d, id, (uint64_t)i, &g, err, sizeof err) != PS_OK) {
            fprintf(stderr, "bench: %s\n", err);
            return 1;
        }
        ps_game_keep_history(g, false);
        ps_game_set_quiet(g, true); /* no events read: none formatted */
        units = ps_game_unit_count(g);
        ai_rng r;
        ai_rng_seed(&r, (uint64_t)i * 7919u);
        long n = ai_random_game(g, &r, buf, SCALING_LEGAL_MAX, NULL);
        if (n < 0) {
            fprintf(stderr, "bench: %s game %ld: %s\n", id, i, ps_game_error(g));
            ps_game_free(g);
            return 1;
        }
        actions += n;
        ps_game_free(g);
    }
    double secs = now() - t0;
    printf("%-8s %-13s units %4d actions/game %6.0f ms/game %8.3f games/s %8.1f us/action "
           "%6.2f\n",
           system, id, units, (double)actions / (double)games, 1e3 * secs / (double)games,
           secs > 0 ? (double)games / secs : 0.0,
           actions > 0 ? 1e6 * secs / (double)actions : 0.0);
    return 0;
}

int bench_scaling(long games)
{
    static const char *const systems[] = {"chariot", "phalanx"};
    ps_action *buf = malloc(SCALING_LEGAL_MAX * sizeof *buf);
    int status = buf ? 0 : 1;
    for (size_t s = 0; s < sizeof systems / sizeof systems[0] && !status; s++) {
        ps_data *d = datadir_load(systems[s]);
        if (!d) {
            status = 1;
            break;
        }
        for (int i = 0; i < ps_data_scenario_count(d) && !status; i++)
            status = scale_scenario(d, systems[s], ps_data_scenario_id(d, i), games, buf);
        ps_data_free(d);
    }
    free(buf);
    return status;
}
