/* Finding and loading the data directory (src/cli/datadir.c): a broken or missing rule system
 * reports its loader's file:line, and a data root holding one system plays that system. */
#define _XOPEN_SOURCE 700 /* realpath, mkdtemp */
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "cli/datadir.h"

/* A temporary data root: phalanx/ from the shipped files, units.txt copied (and broken when
 * asked), chariot/ linked when asked. */
static void make_root(char *root, size_t len, bool chariot, bool broken_units)
{
    char real[PATH_MAX], path[PATH_MAX + 64], target[PATH_MAX + 64];
    CHECK(realpath(test_data_dir(), real) != NULL);
    snprintf(root, len, "/tmp/prestags-datadir-XXXXXX");
    CHECK(mkdtemp(root) != NULL);
    snprintf(path, sizeof path, "%s/phalanx", root);
    CHECK(mkdir(path, 0755) == 0);
    static const char *const files[] = {"crt.txt", "cucc.txt", "map.txt", "scenarios", "tec.txt"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        snprintf(target, sizeof target, "%s/phalanx/%s", real, files[i]);
        snprintf(path, sizeof path, "%s/phalanx/%s", root, files[i]);
        CHECK(symlink(target, path) == 0);
    }
    if (chariot) {
        snprintf(target, sizeof target, "%s/chariot", real);
        snprintf(path, sizeof path, "%s/chariot", root);
        CHECK(symlink(target, path) == 0);
    }
    snprintf(target, sizeof target, "%s/phalanx/units.txt", real);
    snprintf(path, sizeof path, "%s/phalanx/units.txt", root);
    FILE *in = fopen(target, "r"), *out = fopen(path, "w");
    CHECK(in && out);
    char line[512];
    while (in && out && fgets(line, sizeof line, in)) {
        char *mh = strstr(line, "3[F]   Militia");
        if (broken_units && mh)
            mh[0] = '4'; /* MH's VP 3 -> 4: the loader's formula check refuses it */
        fputs(line, out);
    }
    if (in)
        fclose(in);
    if (out)
        fclose(out);
}

static void remove_root(const char *root)
{
    char cmd[PATH_MAX + 32];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    CHECK(system(cmd) == 0);
}

/* Loads scenario with PRESTAGS_DATA=root, stderr captured into err. */
static ps_data *load_for(const char *root, const char *scenario, char *err, size_t len)
{
    char *old = getenv("PRESTAGS_DATA") ? strdup(getenv("PRESTAGS_DATA")) : NULL;
    setenv("PRESTAGS_DATA", root, 1);
    fflush(stderr);
    FILE *cap = tmpfile();
    int saved = dup(2);
    dup2(fileno(cap), 2);
    ps_data *d = datadir_load_for(scenario);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    rewind(cap);
    size_t n = fread(err, 1, len - 1, cap);
    err[n] = '\0';
    fclose(cap);
    if (old) {
        setenv("PRESTAGS_DATA", old, 1);
        free(old);
    } else {
        unsetenv("PRESTAGS_DATA");
    }
    return d;
}

TEST(datadir_broken_phalanx, "[Phalanx The Units] a broken phalanx/units.txt is reported with "
                             "its file:line for a Phalanx scenario, not as \"no scenario\"; "
                             "Chariot scenarios still load")
{
    char root[64], err[1024];
    make_root(root, sizeof root, true, true);
    ps_data *d = load_for(root, "cannae", err, sizeof err);
    CHECK(d == NULL);
    CHECK(strstr(err, "phalanx/units.txt:18: VP of MH is 3 by the formula") != NULL);
    ps_data_free(d);
    d = load_for(root, "rome", err, sizeof err);
    CHECK(d != NULL);
    CHECK_STR(err, "");
    ps_data_free(d);
    remove_root(root);
}

TEST(datadir_phalanx_only, "[Phalanx The Units] a data root holding only phalanx/ plays "
                           "Phalanx; a Chariot scenario reports the missing chariot/ files")
{
    char root[64], err[1024];
    make_root(root, sizeof root, false, false);
    ps_data *d = load_for(root, "cannae", err, sizeof err);
    CHECK(d != NULL);
    CHECK_STR(err, "");
    CHECK(d && ps_data_find_scenario(d, "cannae") >= 0);
    ps_data_free(d);
    d = load_for(root, "rome", err, sizeof err);
    CHECK(d == NULL);
    CHECK(strstr(err, "chariot/map.txt") != NULL);
    ps_data_free(d);
    remove_root(root);
}
