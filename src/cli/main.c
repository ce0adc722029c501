/* prestags: the program.  Each subcommand is a client of the engine library. */
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "prestags.h"

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
} commands[] = {
    {"scenarios", cmd_scenarios, "scenarios                 list the scenarios"},
    {"show", cmd_show, "show <scenario> [seed N]  print the deployed battle"},
    {"engine", cmd_engine, "engine                    the engine protocol on stdin/stdout"},
    {"bench", cmd_bench, "bench [scaling] [games N] speed figures and a deterministic signature"},
    {"selfplay", cmd_selfplay, "selfplay A B [games N]    computer players against each other"},
    {"balance", cmd_balance, "balance FILE... [--out D] the balance report of selfplay results (docs/balance.md)"},
    {"soak", cmd_soak, "soak [games N]            random games of every scenario, checked after every action"},
    {"play", cmd_play_game, "play [scenario] [options] play a battle in the terminal (docs/play.md)"},
    {"resume", cmd_resume, "resume [record]           continue the journalled game (or a saved one)"},
    {"replay", cmd_replay, "replay <record> [--text]  step through a game record"},
    {"record", cmd_record, "record --to-text <record> print a game record as a battle report"},
    {"serve", cmd_serve, "serve [--listen A:P] [--db F] the game server and the browser game (docs/web-api.md)"},
    {"games", cmd_games, "games list|export ID|import F  the server's games (docs/web-api.md)"},
};

static void usage(FILE *f)
{
    fprintf(f, "usage: prestags <command> [arguments]\n       prestags --version\n\ncommands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %s\n", commands[i].usage);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "version") == 0) {
        printf("prestags %s (library %s, engine protocol %d)\n", PS_VERSION_STRING, ps_version(),
               PS_PROTOCOL_VERSION);
        return 0;
    }
    if (strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0 ||
        strcmp(argv[1], "-h") == 0) {
        usage(stdout);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "prestags: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
