/* A random game of any scenario through the installed library: a client of <prestags.h>
 * alone, built with pkg-config (examples/README.md).
 *
 *   cc random_game.c $(pkg-config --cflags --libs prestags) -o random_game
 *   ./random_game $(pkg-config --variable=datadir prestags)/chariot kadesh 7
 *
 * Both sides set up automatically, then play uniformly random legal actions until the game
 * ends; prints the actions played, the winner, the victory level and the position's hash. */
#include <prestags.h>
#include <stdio.h>
#include <stdlib.h>

enum { MAX_LEGAL = 65536 };

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s DATA_DIR SCENARIO [SEED]\n", argv[0]);
        return 2;
    }
    unsigned long long seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
    char err[PS_ERR_MAX];
    ps_data *data;
    ps_game *game;
    if (ps_data_load(argv[1], &data, err, sizeof err) != PS_OK) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    if (ps_game_new(data, argv[2], seed, &game, err, sizeof err) != PS_OK) {
        fprintf(stderr, "%s\n", err);
        ps_data_free(data);
        return 1;
    }
    ps_action *legal = malloc(MAX_LEGAL * sizeof *legal);
    unsigned long long rng = seed * 2654435761u + 1;
    long actions = 0;
    ps_status_info st;
    for (ps_game_status(game, &st); legal && !st.over; ps_game_status(game, &st)) {
        ps_status s;
        if (st.phase == PS_PHASE_DEPLOY) {
            s = ps_game_auto_deploy(game);
        } else {
            int n = ps_game_legal(game, -1, legal, MAX_LEGAL);
            if (n <= 0 || n > MAX_LEGAL)
                break;
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            s = ps_game_play(game, &legal[(rng >> 33) % (unsigned long long)n]);
        }
        if (s != PS_OK) {
            fprintf(stderr, "refused: %s\n", ps_game_error(game));
            break;
        }
        actions++;
    }
    printf("%s (%s) seed %llu, prestags %s: %ld actions, %s, winner %d, level %d, hash %016llx\n",
           ps_game_scenario_id(game), ps_game_system(game), seed, ps_version(), actions,
           st.over ? "over" : "not over", st.winner, st.level,
           (unsigned long long)ps_game_hash(game));
    int rc = st.over ? 0 : 1;
    free(legal);
    ps_game_free(game);
    ps_data_free(data);
    return rc;
}
