/* Loading a rule system's directory: map.txt, units.txt and scenarios/<id>.txt. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prestags.h"

#include "core/game.h"
#include "core/ruleset.h"
#include "core/scenario_check.h"
#include "map_load.h"
#include "phalanx_scenario_load.h"
#include "phalanx_tables_load.h"
#include "scenario_load.h"
#include "tables_load.h"
#include "textfile.h"

typedef bool (*parse_fn)(void *ctx, struct ps_data *d, const char *text, size_t len,
                         const char *path, char *err, size_t errlen);

static bool load_file(const char *path, parse_fn parse, void *ctx, struct ps_data *d, char *err,
                      size_t errlen)
{
    char *text;
    size_t len;
    if (!textfile_read(path, &text, &len, err, errlen))
        return false;
    bool ok = parse(ctx, d, text, len, path, err, errlen);
    free(text);
    return ok;
}

static bool parse_map(void *ctx, struct ps_data *d, const char *text, size_t len,
                      const char *path, char *err, size_t errlen)
{
    (void)ctx;
    return map_load_text(&d->map, text, len, path, err, errlen);
}

static bool parse_tables(void *ctx, struct ps_data *d, const char *text, size_t len,
                         const char *path, char *err, size_t errlen)
{
    (void)ctx;
    return tables_load_text(&d->tables, text, len, path, err, errlen);
}

static bool parse_scenario(void *ctx, struct ps_data *d, const char *text, size_t len,
                           const char *path, char *err, size_t errlen)
{
    struct scenario *s = ctx;
    if (d->phalanx) {
        /* The Phalanx scenario, checked against the map; its shared part into scen[]. */
        struct px_scenario *ps = &d->pxscen[s - d->scen];
        if (!px_scenario_load_checked(ps, &d->px, &d->map, text, len, path, err, errlen))
            return false;
        int units = 0;
        for (int side = 0; side < 2; side++)
            for (int e = 0; e < ps->army[side].nentries; e++)
                units += ps->army[side].entries[e].count;
        if (units > GAME_MAX_UNITS) {
            snprintf(err, errlen, "%s: %d units, more than the %d a game holds", path, units,
                     GAME_MAX_UNITS);
            return false;
        }
        px_scenario_common(ps, &d->px, s);
        return true;
    }
    /* The checks against the map and charts run on every load, not only in the tests: a wrong
     * VP total or an area too small for its army must stop the load with the file and line
     * named, not leave a game stuck in set-up. */
    if (!scenario_load_checked(s, &d->tables, &d->map, text, len, path, err, errlen))
        return false;
    int units = scenario_force_units(&s->force[0]) + scenario_force_units(&s->force[1]);
    if (units > GAME_MAX_UNITS) {
        snprintf(err, errlen, "%s: %d units, more than the %d a game holds", path, units,
                 GAME_MAX_UNITS);
        return false;
    }
    return true;
}

/* Scenarios are listed in rulebook order: by section number, "4.0" before "5.1". */
static int rule_key(const struct scenario *s)
{
    int major = 0, minor = 0;
    sscanf(s->rule, "%d.%d", &major, &minor);
    return major * 100 + minor;
}

static int by_rule(const void *a, const void *b)
{
    const struct scenario *x = a, *y = b;
    int kx = rule_key(x), ky = rule_key(y);
    return kx != ky ? (kx > ky) - (kx < ky) : strcmp(x->id, y->id);
}

/* [Phalanx Scenarios] the chart's order is by date, the oldest first, the undated "c. 320 BC"
 * Fantasy last.  scen[] and pxscen[] move together (insertion sort: 16 entries). */
static int date_key(const struct scenario *s)
{
    int year;
    if (sscanf(s->date, "%d BC", &year) == 1)
        return -year;
    return 1;
}

static void sort_by_date(struct ps_data *d)
{
    for (int i = 1; i < d->nscen; i++)
        for (int j = i; j > 0 && date_key(&d->scen[j - 1]) > date_key(&d->scen[j]); j--) {
            struct scenario s = d->scen[j];
            d->scen[j] = d->scen[j - 1];
            d->scen[j - 1] = s;
            struct px_scenario p = d->pxscen[j];
            d->pxscen[j] = d->pxscen[j - 1];
            d->pxscen[j - 1] = p;
        }
}

static bool has_suffix(const char *name, const char *suffix)
{
    size_t n = strlen(name), k = strlen(suffix);
    return n > k && strcmp(name + n - k, suffix) == 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool load_scenarios(struct ps_data *d, const char *dir, char *err, size_t errlen)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/scenarios", dir);
    DIR *dh = opendir(path);
    if (!dh) {
        snprintf(err, errlen, "%s: cannot open the scenarios directory", path);
        return false;
    }
    char *names[RULESET_MAX_SCENARIOS + 1];
    int n = 0;
    bool ok = true;
    struct dirent *e;
    while ((e = readdir(dh)) != NULL) {
        if (!has_suffix(e->d_name, ".txt"))
            continue;
        if (n == RULESET_MAX_SCENARIOS) {
            snprintf(err, errlen, "%s: more than %d scenarios", path, RULESET_MAX_SCENARIOS);
            ok = false;
            break;
        }
        names[n] = strdup(e->d_name);
        if (!names[n]) {
            snprintf(err, errlen, "out of memory");
            ok = false;
            break;
        }
        n++;
    }
    closedir(dh);
    /* A fixed order (by file name) makes the first error reported the same everywhere. */
    qsort(names, (size_t)n, sizeof names[0], by_name);
    for (int i = 0; ok && i < n; i++) {
        char file[1280];
        snprintf(file, sizeof file, "%s/%s", path, names[i]);
        struct scenario *s = &d->scen[d->nscen];
        ok = load_file(file, parse_scenario, s, d, err, errlen);
        if (ok) {
            size_t idlen = strlen(names[i]) - 4;
            if (idlen >= sizeof s->id) {
                snprintf(err, errlen, "%s: file name too long for a scenario id", file);
                ok = false;
            } else {
                memcpy(s->id, names[i], idlen);
                s->id[idlen] = '\0';
                d->nscen++;
            }
        }
    }
    for (int i = 0; i < n; i++)
        free(names[i]);
    /* PRESTAGS scenarios follow the rulebook; Phalanx ones the Scenario Chart (by date). */
    if (ok && !d->phalanx)
        qsort(d->scen, (size_t)d->nscen, sizeof d->scen[0], by_rule);
    if (ok && d->phalanx)
        sort_by_date(d);
    return ok;
}

ps_status ps_data_load(const char *dir, ps_data **out, char *err, size_t errlen)
{
    struct ps_data *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(err, errlen, "out of memory");
        return PS_ENOMEM;
    }
    char path[1024];
    /* A Phalanx directory carries the charts PRESTAGS keeps in units.txt as files of their
     * own (docs/phalanx-data.md). */
    snprintf(path, sizeof path, "%s/crt.txt", dir);
    d->phalanx = access(path, F_OK) == 0;
    snprintf(d->system, sizeof d->system, "%s", d->phalanx ? "phalanx" : "chariot");
    snprintf(path, sizeof path, "%s/map.txt", dir);
    bool ok = load_file(path, parse_map, NULL, d, err, errlen);
    if (ok) {
        if (d->phalanx) {
            ok = px_tables_load_dir(&d->px, dir, err, errlen);
        } else {
            snprintf(path, sizeof path, "%s/units.txt", dir);
            ok = load_file(path, parse_tables, NULL, d, err, errlen);
        }
    }
    if (ok)
        ok = load_scenarios(d, dir, err, errlen);
    if (!ok) {
        free(d);
        return PS_EDATA;
    }
    d->shared_tables = scenario_tables_new();
    *out = d;
    return PS_OK;
}

void ps_data_free(ps_data *d)
{
    if (d)
        scenario_tables_release(d->shared_tables); /* games made from d may hold it still */
    free(d);
}
