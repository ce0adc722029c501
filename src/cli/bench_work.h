/* The bench's fixed workload (src/cli/cmd_bench.c prints it): its counts and final hashes make
 * a signature that changes when the rules, the legal-action generator or the players change,
 * and never with the machine.  Selfplay writes the same signature on each game's line, so
 * results of different engines are never mixed unnoticed. */
#ifndef PRESTAGS_CLI_BENCH_WORK_H
#define PRESTAGS_CLI_BENCH_WORK_H

#include <stddef.h>
#include <stdint.h>

/* The random games the signature of `prestags bench` is made with (`bench games N` gives
 * another signature). */
enum { BENCH_DEFAULT_GAMES = 50 };
/* Random games per scenario of `bench scaling`. */
enum { BENCH_SCALING_GAMES = 20 };

struct bench_figures {
    long generated;              /* 1. legal actions generated */
    double t_legal;
    long actions;                /* 2. actions of the random Kadesh games */
    double t_games;
    long ai_decisions[2], ai_nodes[2]; /* 3. level 1, level 2 */
    double t_ai[2];
    long hist_actions;           /* 2b. one random Kadesh game with its undo history kept: */
    size_t hist_bytes;           /*     the actions kept and the bytes the history holds */
    long px_actions;             /* 4. actions of the random Cannae games */
    double t_px;
    uint64_t signature;
};

/* Runs the workload with `games` random games of each system; 0, or 1 with the error on
 * stderr. */
int bench_run(long games, struct bench_figures *out);

/* `bench scaling`: N random games of every scenario of both systems, one line each (units,
 * actions and time per game); 0, or 1 with the error on stderr. */
int bench_scaling(long games);

#endif
