/* Reading selfplay's JSON Lines strictly: every key there and no other (a line of another
 * tool is refused, not half read), every value in its range, one engine per report. */
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "balance.h"

static bool copy(char *dst, size_t len, const char *src, const char *what, char *err,
                 size_t errlen)
{
    if (!*src || strlen(src) >= len) {
        snprintf(err, errlen, "%s: %s", what, *src ? "too long" : "empty");
        return false;
    }
    memcpy(dst, src, strlen(src) + 1);
    return true;
}

static bool is_hex16(const char *s)
{
    if (strlen(s) != 16)
        return false;
    for (; *s; s++)
        if (!((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f')))
            return false;
    return true;
}

bool bal_parse_line(const char *line, struct bal_game *o, char *err, size_t errlen)
{
    json_error_t e;
    json_t *j = json_loads(line, JSON_REJECT_DUPLICATES, &e);
    if (!j) {
        snprintf(err, errlen, "not JSON: %s", e.text);
        return false;
    }
    memset(o, 0, sizeof *o);
    const char *engine, *bench, *system, *scenario, *side[2], *player[2];
    json_int_t game, seed, ps[2];
    int ok = json_unpack_ex(
        j, &e, JSON_STRICT,
        "{s:s, s:s, s:s, s:s, s:I, s:I, s:[ss], s:[ss], s:[II], s:i, s:i, s:i, s:i, s:[ii], "
        "s:i, s:[ii]}",
        "engine", &engine, "bench", &bench, "system", &system, "scenario", &scenario, "game",
        &game, "seed", &seed, "sides", &side[0], &side[1], "players", &player[0], &player[1],
        "player_seeds", &ps[0], &ps[1], "a", &o->a, "first", &o->first, "winner", &o->winner,
        "level", &o->level, "vp", &o->vp[0], &o->vp[1], "turns", &o->turns, "lost",
        &o->lost[0], &o->lost[1]);
    bool good = false;
    if (ok != 0) {
        snprintf(err, errlen, "not a selfplay result: %s", e.text);
    } else if (!copy(o->engine, sizeof o->engine, engine, "engine", err, errlen) ||
               !copy(o->system, sizeof o->system, system, "system", err, errlen) ||
               !copy(o->scenario, sizeof o->scenario, scenario, "scenario", err, errlen) ||
               !copy(o->side[0], sizeof o->side[0], side[0], "sides", err, errlen) ||
               !copy(o->side[1], sizeof o->side[1], side[1], "sides", err, errlen) ||
               !copy(o->player[0], sizeof o->player[0], player[0], "players", err, errlen) ||
               !copy(o->player[1], sizeof o->player[1], player[1], "players", err, errlen)) {
        /* err says which */
    } else if (!is_hex16(bench)) {
        snprintf(err, errlen, "bench: \"%s\" is not a signature of 16 hex digits", bench);
    } else if (strcmp(system, "chariot") != 0 && strcmp(system, "phalanx") != 0) {
        snprintf(err, errlen, "system: \"%s\" is neither chariot nor phalanx", system);
    } else if (game < 0 || seed < 1 || ps[0] < 0 || ps[1] < 0) {
        snprintf(err, errlen, "game, seed or player_seeds: out of range");
    } else if (o->a < 0 || o->a > 1 || o->first < 0 || o->first > 1) {
        snprintf(err, errlen, "a and first: a side is 0 or 1");
    } else if (o->winner < -1 || o->winner > 1) {
        snprintf(err, errlen, "winner: %d is not -1 (a draw), 0 or 1", o->winner);
    } else if (o->level < 0 || o->level >= BAL_LEVELS || (o->winner < 0) != (o->level == 0)) {
        snprintf(err, errlen, "level: %d does not fit winner %d (a win has a level, a draw none)",
                 o->level, o->winner);
    } else if (o->vp[0] < 0 || o->vp[1] < 0 || o->lost[0] < 0 || o->lost[1] < 0 ||
               o->turns < 1) {
        snprintf(err, errlen, "vp, lost or turns: out of range");
    } else {
        memcpy(o->bench, bench, 17);
        o->game = game;
        o->seed = seed;
        o->player_seed[0] = ps[0];
        o->player_seed[1] = ps[1];
        good = true;
    }
    json_decref(j);
    return good;
}

static bool same_engine(const struct bal_game *a, const struct bal_game *b)
{
    return strcmp(a->engine, b->engine) == 0 && strcmp(a->bench, b->bench) == 0;
}

bool bal_read_file(struct bal_set *set, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return false;
    }
    char *line = NULL, why[256];
    size_t cap = 0;
    ssize_t len;
    bool ok = true;
    for (long no = 1; ok && (len = getline(&line, &cap, f)) >= 0; no++) {
        if (len > 0 && line[len - 1] == '\n')
            line[--len] = '\0';
        if (set->n == set->cap) {
            size_t c = set->cap ? 2 * set->cap : 1024;
            struct bal_game *g = realloc(set->g, c * sizeof *g);
            if (!g) {
                snprintf(err, errlen, "%s:%ld: out of memory", path, no);
                ok = false;
                break;
            }
            set->g = g;
            set->cap = c;
        }
        struct bal_game *o = &set->g[set->n];
        if (len == 0 || strlen(line) != (size_t)len) {
            snprintf(err, errlen, "%s:%ld: %s", path, no, len ? "a NUL byte" : "an empty line");
            ok = false;
        } else if (!bal_parse_line(line, o, why, sizeof why)) {
            snprintf(err, errlen, "%s:%ld: %s", path, no, why);
            ok = false;
        } else if (set->n > 0 && !same_engine(o, &set->g[0])) {
            snprintf(err, errlen,
                     "%s:%ld: engine %s bench %s, but %s has engine %s bench %s: results of "
                     "different engines are not mixed (report them separately)",
                     path, no, o->engine, o->bench, set->g[0].where, set->g[0].engine,
                     set->g[0].bench);
            ok = false;
        } else {
            snprintf(o->where, sizeof o->where, "%.200s:%ld", path, no);
            set->n++;
        }
    }
    if (ok && ferror(f)) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        ok = false;
    }
    free(line);
    fclose(f);
    return ok;
}

void bal_set_free(struct bal_set *set)
{
    free(set->g);
    *set = (struct bal_set){0};
}
