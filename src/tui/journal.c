/* Journal paths, the game record and the player side file.  The side file is written like a
 * save: to a temporary file that replaces the old one only when complete. */
#include "journal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* mkdir -p */
static bool make_dirs(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        bool ok = mkdir(path, 0755) == 0 || errno == EEXIST;
        *p = '/';
        if (!ok)
            return false;
    }
    return mkdir(path, 0755) == 0 || errno == EEXIST;
}

bool journal_open(struct journal *j, char *err, size_t len)
{
    const char *home = getenv("PRESTAGS_HOME");
    if (home && *home) {
        snprintf(j->dir, sizeof j->dir, "%s", home);
    } else {
        const char *h = getenv("HOME");
        if (!h || !*h) {
            snprintf(err, len, "neither PRESTAGS_HOME nor HOME is set: nowhere to journal");
            return false;
        }
        snprintf(j->dir, sizeof j->dir, "%s/.local/share/prestags", h);
    }
    if (!make_dirs(j->dir)) {
        snprintf(err, len, "%s: %s", j->dir, strerror(errno));
        return false;
    }
    snprintf(j->game, sizeof j->game, "%s/journal.sav", j->dir);
    snprintf(j->players, sizeof j->players, "%s/journal.players", j->dir);
    return true;
}

bool journal_save(const struct journal *j, const ps_game *g, char *err, size_t len)
{
    return ps_game_save(g, j->game, err, len) == PS_OK;
}

bool journal_save_side(const struct journal *j, const struct journal_side *s, char *err,
                       size_t len)
{
    char tmp[1200];
    snprintf(tmp, sizeof tmp, "%s.tmpXXXXXX", j->players);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, len, "%s: %s", j->players, strerror(errno));
        return false;
    }
    FILE *f = fdopen(fd, "w");
    if (!f) {
        snprintf(err, len, "%s: %s", j->players, strerror(errno));
        close(fd);
        unlink(tmp);
        return false;
    }
    fprintf(f, "# prestags journal: the players of journal.sav\n");
    fprintf(f, "players %s\nai-seed %llu\ndelay %d\n", s->players,
            (unsigned long long)s->ai_seed, s->delay_ms);
    bool ok = !ferror(f);
    ok = fflush(f) == 0 && ok;
    ok = fsync(fileno(f)) == 0 && ok;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, j->players) != 0) {
        snprintf(err, len, "%s: %s", j->players, strerror(errno ? errno : EIO));
        unlink(tmp);
        return false;
    }
    return true;
}

bool journal_load_side(const struct journal *j, struct journal_side *s, char *err, size_t len)
{
    FILE *f = fopen(j->players, "r");
    if (!f) {
        snprintf(err, len, "%s: %s", j->players, strerror(errno));
        return false;
    }
    memset(s, 0, sizeof *s);
    snprintf(s->players, sizeof s->players, "human,computer");
    char line[256];
    int lineno = 0;
    bool ok = true;
    while (ok && fgets(line, sizeof line, f)) {
        lineno++;
        char word[16], value[64];
        if (line[0] == '#' || line[0] == '\n')
            continue;
        if (sscanf(line, "%15s %63s", word, value) != 2) {
            ok = false;
        } else if (strcmp(word, "players") == 0) {
            snprintf(s->players, sizeof s->players, "%s", value);
        } else if (strcmp(word, "ai-seed") == 0) {
            char *end;
            s->ai_seed = strtoull(value, &end, 10);
            ok = *end == '\0';
        } else if (strcmp(word, "delay") == 0) {
            char *end;
            long v = strtol(value, &end, 10);
            ok = *end == '\0' && v >= 0 && v <= 10000;
            s->delay_ms = (int)v;
        } else {
            ok = false;
        }
        if (!ok)
            snprintf(err, len, "%s:%d: expected 'players', 'ai-seed' or 'delay' and a value",
                     j->players, lineno);
    }
    fclose(f);
    return ok;
}
