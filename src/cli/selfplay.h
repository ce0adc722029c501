/* The selfplay run shared by `prestags selfplay` (threads) and `prestags-mpi selfplay`
 * (ranks, each with its threads): the program is the same, only the way results reach the
 * process that writes them differs. */
#ifndef PRESTAGS_CLI_SELFPLAY_H
#define PRESTAGS_CLI_SELFPLAY_H

#include <stdbool.h>

#include "selfplay_game.h"

/* How results of other processes reach rank 0, which writes them all.  Rank r plays the tasks
 * t with t % size == r. */
struct sp_net {
    int rank, size;
    void (*send)(const struct sp_result *r); /* rank > 0: a result (status 1: a failure) */
    bool (*poll)(struct sp_result *out);     /* rank 0: a result that has arrived, if any */
    void (*recv)(struct sp_result *out);     /* rank 0: waits for the next result */
    void (*abort)(int status);               /* stops every rank (does not return) */
};

/* `selfplay A B ...` (argv[0] is "selfplay"); net NULL: one process. */
int selfplay_main(int argc, char **argv, const struct sp_net *net);

#endif
