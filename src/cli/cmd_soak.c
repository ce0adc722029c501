/* `prestags soak [games N]`: N random games of every scenario with the optional rules off,
 * and N with every optional rule the scenario allows on, the invariant checker after every
 * action.  Every game must end with a victory report.  The test suite runs a short soak;
 * `make soak` a long one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "commands.h"
#include "datadir.h"

enum { SOAK_LEGAL_MAX = 20000 };

/* Plays one game; returns its action count, or -1 after printing why it failed. */
static long soak_game(ps_data *d, const char *id, uint64_t seed, bool options, ps_action *buf)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    if (ps_game_new(d, id, seed, &g, err, sizeof err) != PS_OK) {
        fprintf(stderr, "soak: %s: %s\n", id, err);
        return -1;
    }
    ps_game_keep_history(g, false);
    if (options)
        for (int o = 0; o < PS_OPT_COUNT; o++)
            (void)ps_game_set_option(g, (ps_option)o, true); /* refused where not allowed */
    ai_rng r;
    ai_rng_seed(&r, seed * 31u + (options ? 1u : 0u));
    long n = ai_random_game(g, &r, buf, SOAK_LEGAL_MAX, ps_game_check_invariants);
    ps_status_info st;
    ps_game_status(g, &st);
    char report[2048];
    ps_game_victory_report(g, report, sizeof report);
    if (n < 0 || !st.over || report[0] == '\0') {
        fprintf(stderr, "soak: %s seed %llu%s: %s\n", id, (unsigned long long)seed,
                options ? " with options" : "", n < 0 ? ps_game_error(g) : "did not end");
        n = -1;
    }
    ps_game_free(g);
    return n;
}

int cmd_soak(int argc, char **argv)
{
    long games = 3;
    if (argc == 3 && strcmp(argv[1], "games") == 0)
        games = strtol(argv[2], NULL, 10);
    else if (argc != 1)
        games = -1;
    if (games < 1 || games > 1000000) {
        fprintf(stderr, "usage: prestags soak [games N]\n");
        return 2;
    }
    ps_data *d = datadir_load("chariot");
    ps_action *buf = malloc(SOAK_LEGAL_MAX * sizeof *buf);
    if (!d || !buf) {
        free(buf);
        ps_data_free(d);
        return 1;
    }
    long failed = 0, played = 0, actions = 0;
    for (int i = 0; i < ps_data_scenario_count(d); i++) {
        const char *id = ps_data_scenario_id(d, i);
        for (long k = 1; k <= games; k++)
            for (int options = 0; options < 2; options++) {
                long n = soak_game(d, id, (uint64_t)k, options, buf);
                played++;
                if (n < 0)
                    failed++;
                else
                    actions += n;
            }
        printf("soak: %-14s %ld games\n", id, 2 * games);
        fflush(stdout);
    }
    printf("soak: %ld games, %ld actions, %ld passed, %ld failed\n", played, actions,
           played - failed, failed);
    free(buf);
    ps_data_free(d);
    return failed ? 1 : 0;
}
