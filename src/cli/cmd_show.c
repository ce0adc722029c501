/* `prestags scenarios` and `prestags show <scenario> [seed N]`: the battles, and one of them
 * deployed from a seed with its map, orders of battle and victory conditions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "datadir.h"
#include "numbers.h"
#include "textmap.h"

int cmd_scenarios(int argc, char **argv)
{
    (void)argv;
    if (argc != 1) {
        fprintf(stderr, "usage: prestags scenarios\n");
        return 2;
    }
    static const char *const systems[][2] = {
        {"chariot", "Chariot (PRESTAGS, 1975)"},
        {"phalanx", "Phalanx (1971, with the SPI errata of 1974; charts reconstructed)"},
    };
    for (int s = 0; s < 2; s++) {
        ps_data *d = datadir_load(systems[s][0]);
        if (!d)
            return 1;
        printf("%s%s\n", s ? "\n" : "", systems[s][1]);
        for (int i = 0; i < ps_data_scenario_count(d); i++)
            printf("  %-14s [%s] %s (%s)\n", ps_data_scenario_id(d, i),
                   ps_data_scenario_rule(d, i), ps_data_scenario_name(d, i),
                   ps_data_scenario_date(d, i));
        ps_data_free(d);
    }
    return 0;
}

/* Parses "seed N" from argv[from..]; returns false on anything else. */
static bool parse_seed(int argc, char **argv, int from, uint64_t *seed)
{
    if (argc == from)
        return true;
    if (argc != from + 2 || strcmp(argv[from], "seed") != 0)
        return false;
    if (!parse_u64(argv[from + 1], seed)) {
        fprintf(stderr, "prestags: seed %s: " SEED_RANGE "\n", argv[from + 1]);
        return false;
    }
    return true;
}

int cmd_show(int argc, char **argv)
{
    uint64_t seed = 1;
    if (argc < 2 || !parse_seed(argc, argv, 2, &seed)) {
        fprintf(stderr, "usage: prestags show <scenario> [seed N]\n");
        return 2;
    }
    ps_data *d = datadir_load_for(argv[1]);
    if (!d)
        return 1;
    ps_game *g;
    char err[PS_ERR_MAX];
    if (ps_game_new(d, argv[1], seed, &g, err, sizeof err) != PS_OK) {
        fprintf(stderr, "prestags: %s\n", err);
        ps_data_free(d);
        return 1;
    }
    ps_status_info st;
    for (ps_game_status(g, &st); st.phase == PS_PHASE_DEPLOY; ps_game_status(g, &st))
        if (ps_game_auto_deploy(g) != PS_OK) {
            fprintf(stderr, "prestags: %s\n", ps_game_error(g));
            ps_game_free(g);
            ps_data_free(d);
            return 1;
        }
    size_t need = ps_game_scenario_text(g, NULL, 0) + 1;
    char *text = malloc(need);
    if (text) {
        ps_game_scenario_text(g, text, need);
        fputs(text, stdout);
        free(text);
    }
    printf("\nSet-up from seed %llu:\n\n", (unsigned long long)seed);
    textmap_print(stdout, g);
    printf("\n");
    textmap_legend(stdout, g);
    ps_game_free(g);
    ps_data_free(d);
    return 0;
}
