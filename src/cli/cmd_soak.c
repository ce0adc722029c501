/* `prestags soak [games N]`: N random games of every Chariot scenario three ways: the optional
 * rules off; every optional rule the scenario allows on in the standard sequence of play; and
 * all of them with the simultaneous movement sequence [19.0]; and N of every Phalanx scenario
 * (Phalanx has no optional rules).  The invariant checker runs after
 * every action.  Every game must end with a victory report.  The test suite runs a short soak;
 * `make soak` a long one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "commands.h"
#include "datadir.h"

enum { SOAK_LEGAL_MAX = 20000 };

/* Plays one game; returns its action count, or -1 after printing why it failed. */
enum soak_mode { SOAK_PLAIN, SOAK_OPTIONS, SOAK_SIMULTANEOUS, SOAK_MODES };
static const char *const mode_names[] = {"", " with options", " with simultaneous movement"};

static long soak_game(ps_data *d, const char *id, uint64_t seed, int mode, ps_action *buf)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    if (ps_game_new(d, id, seed, &g, err, sizeof err) != PS_OK) {
        fprintf(stderr, "soak: %s: %s\n", id, err);
        return -1;
    }
    ps_game_keep_history(g, false);
    for (int o = 0; mode != SOAK_PLAIN && o < PS_OPT_COUNT; o++)
        if (o != PS_OPT_SIMULTANEOUS || mode == SOAK_SIMULTANEOUS)
            (void)ps_game_set_option(g, (ps_option)o, true); /* refused where not allowed */
    ai_rng r;
    ai_rng_seed(&r, seed * 31u + (uint64_t)mode);
    long n = ai_random_game(g, &r, buf, SOAK_LEGAL_MAX, ps_game_check_invariants);
    ps_status_info st;
    ps_game_status(g, &st);
    char report[2048];
    ps_game_victory_report(g, report, sizeof report);
    if (n < 0 || !st.over || report[0] == '\0') {
        fprintf(stderr, "soak: %s seed %llu%s: %s\n", id, (unsigned long long)seed,
                mode_names[mode], n < 0 ? ps_game_error(g) : "did not end");
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
    ps_action *buf = malloc(SOAK_LEGAL_MAX * sizeof *buf);
    if (!buf)
        return 1;
    static const char *const systems[] = {"chariot", "phalanx"};
    long failed = 0, played = 0, actions = 0;
    for (int s = 0; s < 2; s++) {
        ps_data *d = datadir_load(systems[s]);
        if (!d) {
            free(buf);
            return 1;
        }
        int modes = s == 0 ? SOAK_MODES : 1;
        for (int i = 0; i < ps_data_scenario_count(d); i++) {
            const char *id = ps_data_scenario_id(d, i);
            for (long k = 1; k <= games; k++)
                for (int mode = 0; mode < modes; mode++) {
                    long n = soak_game(d, id, (uint64_t)k, mode, buf);
                    played++;
                    if (n < 0)
                        failed++;
                    else
                        actions += n;
                }
            printf("soak: %-14s %ld games\n", id, modes * games);
            fflush(stdout);
        }
        ps_data_free(d);
    }
    printf("soak: %ld games, %ld actions\n", played, actions);
    printf("soak: %ld passed, %ld failed\n", played - failed, failed);
    free(buf);
    return failed ? 1 : 0;
}
