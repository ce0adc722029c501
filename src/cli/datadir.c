/* Finding the data directory from the environment or the program's location. */
#include "datadir.h"

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

ps_data *datadir_load(const char *system)
{
    char root[1024], dir[1100], err[PS_ERR_MAX];
    snprintf(dir, sizeof dir, "%s/%s", datadir_root(root, sizeof root), system);
    ps_data *d;
    if (ps_data_load(dir, &d, err, sizeof err) != PS_OK) {
        fprintf(stderr, "prestags: %s\n", err);
        return NULL;
    }
    return d;
}

/* Loads data/<system> into *d; on failure *d is NULL and err holds the loader's file:line. */
static void load_quietly(const char *system, ps_data **d, char *err, size_t errlen)
{
    char root[1024], dir[1100];
    snprintf(dir, sizeof dir, "%s/%s", datadir_root(root, sizeof root), system);
    if (ps_data_load(dir, d, err, errlen) != PS_OK)
        *d = NULL;
}

ps_data *datadir_load_for(const char *scenario)
{
    if (!scenario)
        return datadir_load("chariot");
    static const char *const systems[2] = {"chariot", "phalanx"};
    ps_data *d[2];
    char err[2][PS_ERR_MAX];
    for (int i = 0; i < 2; i++)
        load_quietly(systems[i], &d[i], err[i], sizeof err[i]);
    for (int i = 0; i < 2; i++)
        if (d[i] && ps_data_find_scenario(d[i], scenario) >= 0) {
            ps_data_free(d[!i]);
            return d[i];
        }
    /* Not found: a system that failed to load might have held it, so its error is the
     * answer; with both loaded, the caller's "no scenario" follows. */
    if (d[0] && d[1]) {
        ps_data_free(d[1]);
        return d[0];
    }
    for (int i = 0; i < 2; i++) {
        if (!d[i])
            fprintf(stderr, "prestags: %s\n", err[i]);
        ps_data_free(d[i]);
    }
    return NULL;
}

ps_data *datadir_load_for_record(const char *path)
{
    char id[64] = "";
    FILE *f = fopen(path, "r");
    if (f) {
        char line[256];
        while (fgets(line, sizeof line, f))
            if (sscanf(line, "scenario %63s", id) == 1)
                break;
        fclose(f);
    }
    return datadir_load_for(id[0] ? id : NULL);
}
