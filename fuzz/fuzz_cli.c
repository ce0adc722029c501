/* Fuzzes the program's command lines: the input, split at newlines, is the argv of one
 * prestags command, dispatched as main dispatches it.  Only the commands that end at once and
 * need no terminal run (scenarios, show, record, replay --text, selfplay with a bad argument
 * list); play, resume, engine, bench, soak and a selfplay that would play are left out.  Every
 * argument that is not a word of the command line's grammar names one of the seed records,
 * copied into a scratch directory, so that record and replay read real games. */
#include <dirent.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"

enum { MAX_ARGS = 8, MAX_SEEDS = 8 };

static char seeds[MAX_SEEDS][96];
static int nseeds;
static FILE *quiet;

static void remove_seeds(void)
{
    for (int i = 0; i < nseeds; i++)
        unlink(seeds[i]);
}

/* The seed records of fuzz/seeds beside the data, copied where the harness may name them. */
static void setup(void)
{
    if (quiet)
        return;
    quiet = fopen("/dev/null", "w");
    const char *root = getenv("PRESTAGS_DATA");
    char dir[1024], path[1200];
    snprintf(dir, sizeof dir, "%s/../fuzz/seeds", root ? root : "data");
    DIR *dh = opendir(dir);
    struct dirent *e;
    while (dh && (e = readdir(dh)) != NULL && nseeds < MAX_SEEDS) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".sav") != 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        FILE *in = fopen(path, "rb");
        snprintf(seeds[nseeds], sizeof seeds[nseeds], "/tmp/prestags-fuzz-cli-%d-%s",
                 (int)getpid(), e->d_name);
        FILE *out = fopen(seeds[nseeds], "wb");
        int c;
        while (in && out && (c = getc(in)) != EOF)
            putc(c, out);
        if (in)
            fclose(in);
        if (out)
            fclose(out);
        nseeds++;
    }
    if (dh)
        closedir(dh);
    atexit(remove_seeds);
}

static bool grammar_word(const char *w)
{
    static const char *const words[] = {"scenarios", "show", "record", "replay", "selfplay",
                                        "seed", "--to-text", "--text", "games", "scenario",
                                        "system", "chariot", "phalanx", "random", "rome",
                                        "cannae", "kadesh", "help", "--help"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strcmp(w, words[i]) == 0)
            return true;
    return (*w >= '0' && *w <= '9') || *w == '-' || *w == '\0';
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    setup();
    char buf[512], *argv[MAX_ARGS + 1];
    int argc = 0;
    size_t n = size < sizeof buf - 1 ? size : sizeof buf - 1;
    memcpy(buf, data, n);
    buf[n] = '\0';
    for (char *p = buf, *next; p && argc < MAX_ARGS; p = next) {
        next = strchr(p, '\n');
        if (next)
            *next++ = '\0';
        unsigned h = 0;
        for (const char *q = p; *q; q++)
            h = h * 31 + (uint8_t)*q;
        argv[argc++] = grammar_word(p) || nseeds == 0 ? p : seeds[h % (unsigned)nseeds];
    }
    argv[argc] = NULL;
    if (argc == 0)
        return 0;
    bool text = false, bad_selfplay = argc < 3;
    for (int i = 1; i < argc; i++)
        text |= strcmp(argv[i], "--text") == 0;
    for (int i = 3; i < argc; i++)
        if (strcmp(argv[i], "games") == 0 || strcmp(argv[i], "scenario") == 0 ||
            strcmp(argv[i], "system") == 0)
            bad_selfplay |= i + 1 >= argc || argv[i + 1][0] == '\0' ||
                            (argv[i + 1][0] >= '0' && argv[i + 1][0] <= '9' &&
                             strcmp(argv[i], "games") != 0);
    /* The output goes nowhere: what is checked is that every command line ends, at once,
     * with no memory error. */
    FILE *out = stdout, *err = stderr;
    stdout = quiet;
    stderr = quiet;
    if (strcmp(argv[0], "scenarios") == 0)
        cmd_scenarios(argc, argv);
    else if (strcmp(argv[0], "show") == 0)
        cmd_show(argc, argv);
    else if (strcmp(argv[0], "record") == 0)
        cmd_record(argc, argv);
    else if (strcmp(argv[0], "replay") == 0 && text)
        cmd_replay(argc, argv);
    else if (strcmp(argv[0], "selfplay") == 0 && bad_selfplay)
        cmd_selfplay(argc, argv);
    stdout = out;
    stderr = err;
    return 0;
}
