/* prestags-mpi: `prestags-mpi selfplay ...` under mpirun shares a selfplay run among MPI ranks
 * (Open MPI, or any MPI): rank r plays the games t with t % size == r, with its own threads
 * if --jobs says so, and sends each result to rank 0, which writes them in the run's order, so
 * the output is the same byte for byte as `prestags selfplay` with any --jobs.  Only the
 * calling thread of each rank calls MPI (MPI_THREAD_FUNNELED). */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cli/selfplay.h"

enum { TAG_RESULT = 16 };

static void send_result(const struct sp_result *r)
{
    MPI_Send(r, (int)sizeof *r, MPI_BYTE, 0, TAG_RESULT, MPI_COMM_WORLD);
}

static bool poll_result(struct sp_result *out)
{
    int flag = 0;
    MPI_Iprobe(MPI_ANY_SOURCE, TAG_RESULT, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
    if (flag)
        MPI_Recv(out, (int)sizeof *out, MPI_BYTE, MPI_ANY_SOURCE, TAG_RESULT, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    return flag != 0;
}

/* Polls with a short sleep rather than MPI_Recv, which spins: rank 0 waits for the last games
 * of the others on a core they may share (mpirun --oversubscribe, a shared machine). */
static void recv_result(struct sp_result *out)
{
    const struct timespec pause = {0, 5000000};
    while (!poll_result(out))
        nanosleep(&pause, NULL);
}

static void abort_all(int status)
{
    MPI_Abort(MPI_COMM_WORLD, status);
}

int main(int argc, char **argv)
{
    int provided = 0;
    if (MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
        return 1;
    struct sp_net net = {0, 1, send_result, poll_result, recv_result, abort_all};
    MPI_Comm_rank(MPI_COMM_WORLD, &net.rank);
    MPI_Comm_size(MPI_COMM_WORLD, &net.size);
    int status;
    if (provided < MPI_THREAD_FUNNELED) {
        fprintf(stderr, "prestags-mpi: the MPI library gives no MPI_THREAD_FUNNELED\n");
        status = 1;
    } else if (argc >= 2 && strcmp(argv[1], "selfplay") == 0) {
        status = selfplay_main(argc - 1, argv + 1, &net);
    } else {
        if (net.rank == 0)
            fprintf(stderr, "usage: mpirun [-n N] prestags-mpi selfplay <A> <B> [games N] "
                            "[scenario ID[,ID...]] [system chariot|phalanx|all] [--jobs N] [--from K] "
                            "[--jsonl FILE]\n");
        status = 2;
    }
    MPI_Finalize();
    return status;
}
