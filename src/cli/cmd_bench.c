/* `prestags bench [games N]`: the fixed workload of bench_work.c with a deterministic
 * signature, and its speed.  The last line reads
 * "bench: signature <hex> games/s <N> actions/s <M>".
 * `prestags bench scaling [games N]`: time per random game of every scenario (bench_scaling.c). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_work.h"
#include "commands.h"

static double per_second(double n, double secs)
{
    return secs > 0 ? n / secs : 0.0;
}

int cmd_bench(int argc, char **argv)
{
    bool scaling = argc > 1 && strcmp(argv[1], "scaling") == 0;
    if (scaling) {
        argc--;
        argv++;
    }
    long games = scaling ? BENCH_SCALING_GAMES : BENCH_DEFAULT_GAMES;
    if (argc == 3 && strcmp(argv[1], "games") == 0)
        games = strtol(argv[2], NULL, 10);
    else if (argc != 1)
        games = -1;
    if (games < 1 || games > 100000) {
        fprintf(stderr, "usage: prestags bench [scaling] [games N]\n");
        return 2;
    }
    if (scaling)
        return bench_scaling(games);
    struct bench_figures f;
    int status = bench_run(games, &f);
    printf("legal: %ld actions generated in %.3f s, %.0f actions/s\n", f.generated, f.t_legal,
           per_second((double)f.generated, f.t_legal));
    printf("games: %ld random games of Kadesh, %ld actions in %.3f s\n", games, f.actions,
           f.t_games);
    printf("history: %ld actions, %zu bytes, %.0f bytes/action (a random Kadesh game, undo "
           "history kept)\n", f.hist_actions, f.hist_bytes,
           f.hist_actions > 0 ? (double)f.hist_bytes / (double)f.hist_actions : 0.0);
    for (int k = 0; k < 2; k++)
        printf("ai: level%d %ld decisions, %ld nodes in %.3f s, %.0f nodes/s\n", k + 1,
               f.ai_decisions[k], f.ai_nodes[k], f.t_ai[k],
               per_second((double)f.ai_nodes[k], f.t_ai[k]));
    printf("phalanx: %ld random games of Cannae, %ld actions in %.3f s, %.1f games/s, "
           "%.0f actions/s\n", games, f.px_actions, f.t_px, per_second((double)games, f.t_px),
           per_second((double)f.px_actions, f.t_px));
    printf("bench: signature %016llx games/s %.1f actions/s %.0f\n",
           (unsigned long long)f.signature, per_second((double)games, f.t_games),
           per_second((double)f.actions, f.t_games));
    return status;
}
