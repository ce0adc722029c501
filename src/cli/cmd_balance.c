/* `prestags balance FILE... [--out DIR] [--intro FILE]`: the balance report of selfplay results
 * (balance.h): DIR/balance.md (default ./balance.md) with its charts in DIR/balance/. */
#include <stdio.h>
#include <string.h>

#include "balance.h"
#include "commands.h"

int cmd_balance(int argc, char **argv)
{
    const char *dir = ".", *intro = NULL;
    int files = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
            dir = argv[++i];
        else if (strcmp(argv[i], "--intro") == 0 && i + 1 < argc)
            intro = argv[++i];
        else if (argv[i][0] == '-' && argv[i][1])
            files = -1000;
        else
            files++;
    }
    if (files <= 0) {
        fprintf(stderr, "usage: prestags balance FILE... [--out DIR] [--intro FILE]\n"
                        "  FILE: results of prestags selfplay --jsonl\n");
        return 2;
    }
    struct bal_set set = {0};
    struct bal_report rep = {0};
    char err[1024];
    int status = 0;
    for (int i = 1; i < argc && !status; i++) {
        if (strcmp(argv[i], "--out") == 0 || strcmp(argv[i], "--intro") == 0)
            i++;
        else if (!bal_read_file(&set, argv[i], err, sizeof err))
            status = 1;
    }
    if (!status && set.n == 0) {
        snprintf(err, sizeof err, "no games in the files");
        status = 1;
    }
    if (!status && !bal_check_unique(&set, err, sizeof err))
        status = 1;
    if (status) {
        fprintf(stderr, "balance: %s\n", err);
    } else if (!bal_group_all(&set, &rep)) {
        fprintf(stderr, "balance: out of memory\n");
        status = 1;
    } else {
        status = bal_write_report(&rep, dir, intro);
        if (!status)
            fprintf(stderr, "balance: %zu games, %zu scenarios and pairs of players: %s/balance.md\n",
                    set.n, rep.n, dir);
    }
    bal_report_free(&rep);
    bal_set_free(&set);
    return status;
}
