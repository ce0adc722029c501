/* Finding the data directory from the environment or the program's location. */
#include "datadir.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int is_dir(const char *p)
{
    struct stat sb;
    return stat(p, &sb) == 0 && S_ISDIR(sb.st_mode);
}

const char *datadir_root(char *buf, size_t len)
{
    const char *env = getenv("PRESTAGS_DATA");
    if (env && *env) {
        snprintf(buf, len, "%s", env);
        return buf;
    }
    char exe[1024];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) {
            *slash = '\0';
            /* build/prestags -> ../data ; an installed bin/prestags -> ../share/prestags */
            const char *tries[] = {"/../data", "/../share/prestags", "/data"};
            for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++) {
                snprintf(buf, len, "%s%s", exe, tries[i]);
                if (is_dir(buf))
                    return buf;
            }
        }
    }
    snprintf(buf, len, "data");
    return buf;
}

/* Loads data/<system> without printing; NULL with the reason in err. */
static ps_data *load_system(const char *system, char *err, size_t errlen)
{
    char root[1024], dir[1100];
    snprintf(dir, sizeof dir, "%s/%s", datadir_root(root, sizeof root), system);
    ps_data *d;
    return ps_data_load(dir, &d, err, errlen) == PS_OK ? d : NULL;
}

ps_data *datadir_load(const char *system)
{
    char err[PS_ERR_MAX];
    ps_data *d = load_system(system, err, sizeof err);
    if (!d)
        fprintf(stderr, "prestags: %s\n", err);
    return d;
}

/* A broken system's file:line error is the answer whenever the scenario may be its: an owner
 * of the printed Phalanx who mistypes a value in data/phalanx must see where, not "no
 * scenario". */
static ps_data *load_for(const char *scenario, bool quiet)
{
    char cerr[PS_ERR_MAX], perr[PS_ERR_MAX];
    ps_data *c = load_system("chariot", cerr, sizeof cerr);
    if (c && (!scenario || ps_data_find_scenario(c, scenario) >= 0))
        return c;
    ps_data *px = scenario ? load_system("phalanx", perr, sizeof perr) : NULL;
    if (px && ps_data_find_scenario(px, scenario) >= 0) {
        ps_data_free(c);
        return px;
    }
    ps_data_free(px);
    if (!c && !quiet)
        fprintf(stderr, "prestags: %s\n", cerr);
    if (scenario && !px) {
        if (!quiet)
            fprintf(stderr, "prestags: %s\n", perr);
        ps_data_free(c);
        return NULL;
    }
    return c; /* neither system has it: the caller's "no scenario" error follows */
}

ps_data *datadir_load_for(const char *scenario)
{
    return load_for(scenario, false);
}

ps_data *datadir_load_quiet_for(const char *scenario)
{
    return load_for(scenario, true);
}

ps_data *datadir_load_for_record(const char *path)
{
    char id[64], err[PS_ERR_MAX];
    if (ps_record_scenario(path, id, sizeof id, err, sizeof err) != PS_OK) {
        fprintf(stderr, "prestags: %s\n", err);
        return NULL;
    }
    return datadir_load_for(id);
}
