/* Journal paths, the game record and the player side file.  The side file is written like a
 * save: to a temporary file that replaces the old one only when complete. */
#include "journal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli/datadir.h"
#include "cli/userdir.h"

/* How long a new game waits for the journal's lock: a game just killed or closed may take a
 * moment to exit and release it. */
enum { LOCK_WAIT_MS = 3000, LOCK_STEP_MS = 50 };

static bool has_prefix(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* journal.sav.tmpXXXXXX and journal.players.tmpXXXXXX left by a kill between the temporary
 * file's creation and its rename.  Called with the lock held: no other game is writing one. */
static void remove_temps(const char *dir)
{
    DIR *dh = opendir(dir);
    if (!dh)
        return;
    struct dirent *e;
    while ((e = readdir(dh)) != NULL) {
        const char *n = e->d_name;
        const char *tail = has_prefix(n, "journal.sav.tmp")       ? n + 15
                           : has_prefix(n, "journal.players.tmp") ? n + 19
                                                                  : NULL;
        if (!tail || strlen(tail) != 6)
            continue;
        char path[1400];
        struct stat sb;
        snprintf(path, sizeof path, "%s/%s", dir, n);
        if (lstat(path, &sb) == 0 && S_ISREG(sb.st_mode))
            unlink(path);
    }
    closedir(dh);
}

bool journal_lock(const struct journal *j, char *err, size_t len)
{
    char path[1100];
    snprintf(path, sizeof path, "%s/journal.lock", j->dir);
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        snprintf(err, len, "%s: %s", path, strerror(errno));
        return false;
    }
    struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET};
    for (int waited = 0; fcntl(fd, F_SETLK, &fl) != 0; waited += LOCK_STEP_MS) {
        if ((errno != EACCES && errno != EAGAIN) || waited >= LOCK_WAIT_MS) {
            snprintf(err, len, "%s: %s", j->dir,
                     errno == EACCES || errno == EAGAIN
                         ? "another prestags game is journalling here (--no-journal plays "
                           "without)"
                         : strerror(errno));
            close(fd);
            return false;
        }
        struct timespec step = {0, LOCK_STEP_MS * 1000000L};
        nanosleep(&step, NULL);
    }
    /* Held until the program exits: fd stays open on purpose. */
    remove_temps(j->dir);
    return true;
}

bool journal_open(struct journal *j, char *err, size_t len)
{
    if (!userdir_open(j->dir, sizeof j->dir, err, len))
        return false;
    snprintf(j->game, sizeof j->game, "%s/journal.sav", j->dir);
    snprintf(j->players, sizeof j->players, "%s/journal.players", j->dir);
    return true;
}

bool journal_save(const struct journal *j, const ps_game *g, char *err, size_t len)
{
    return ps_game_save(g, j->game, err, len) == PS_OK;
}

/* Is the record at path a game worth keeping?  Only a game that loads, has no action yet or is
 * over may be replaced; what cannot be judged is kept. */
static bool worth_keeping(const char *path, char *id, size_t idlen)
{
    char err[PS_ERR_MAX];
    snprintf(id, idlen, "unknown");
    if (ps_record_scenario(path, id, idlen, err, sizeof err) != PS_OK)
        return true;
    ps_data *d = datadir_load_quiet_for(id);
    ps_game *g;
    if (!d || ps_game_load(d, path, &g, err, sizeof err) != PS_OK) {
        ps_data_free(d);
        return true;
    }
    ps_status_info st;
    ps_game_status(g, &st);
    bool keep = ps_game_undo_depth(g) > 0 && !st.over;
    ps_game_free(g);
    ps_data_free(d);
    return keep;
}

bool journal_keep_previous(const struct journal *j, char *kept, size_t keptlen, char *err,
                           size_t len)
{
    kept[0] = '\0';
    struct stat sb;
    if (stat(j->game, &sb) != 0)
        return true; /* no journal: nothing to keep */
    char id[64];
    if (!worth_keeping(j->game, id, sizeof id))
        return true;
    /* A scenario id is letters and digits; anything else in a damaged header is not put in a
     * file name. */
    for (char *p = id; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-'))
            *p = '_';
    char stamp[32];
    struct tm tm;
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", localtime_r(&sb.st_mtime, &tm));
    char base[1300], sav[1320], side[1320];
    for (int n = 1; n < 100; n++) {
        if (n == 1)
            snprintf(base, sizeof base, "%s/journal-%s-%s", j->dir, id, stamp);
        else
            snprintf(base, sizeof base, "%s/journal-%s-%s-%d", j->dir, id, stamp, n);
        snprintf(sav, sizeof sav, "%s.sav", base);
        snprintf(side, sizeof side, "%s.players", base);
        if (access(sav, F_OK) != 0 && access(side, F_OK) != 0)
            break;
        sav[0] = '\0';
    }
    if (!sav[0] || rename(j->game, sav) != 0) {
        snprintf(err, len, "%s: cannot keep the unfinished game: %s", j->game,
                 sav[0] ? strerror(errno) : "too many kept journals of this time");
        return false;
    }
    if (rename(j->players, side) != 0 && errno != ENOENT) {
        snprintf(err, len, "%s: %s", j->players, strerror(errno));
        return false;
    }
    snprintf(kept, keptlen, "%s", sav);
    return true;
}

struct kept {
    char name[256];
    time_t mtime;
};

static int newest_first(const void *a, const void *b)
{
    const struct kept *x = a, *y = b;
    if (x->mtime != y->mtime)
        return x->mtime < y->mtime ? 1 : -1;
    return strcmp(x->name, y->name);
}

/* Actions in a record: its "action" lines. */
static int count_actions(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    int n = 0, c, col = 0;
    char start[8];
    while ((c = getc(f)) != EOF) {
        if (c == '\n') {
            col = 0;
            continue;
        }
        if (col < 7)
            start[col] = (char)c;
        if (++col == 7 && memcmp(start, "action ", 7) == 0)
            n++;
    }
    fclose(f);
    return n;
}

/* The kept journals of j's directory, newest first, in *out (free it); returns how many. */
static int kept_scan(const struct journal *j, struct kept **out)
{
    *out = NULL;
    DIR *dh = opendir(j->dir);
    if (!dh)
        return 0;
    struct kept *list = NULL;
    int n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(dh)) != NULL) {
        size_t k = strlen(e->d_name);
        if (!has_prefix(e->d_name, "journal-") || k < 12 || k >= sizeof list->name ||
            strcmp(e->d_name + k - 4, ".sav") != 0)
            continue;
        char path[1400];
        struct stat sb;
        snprintf(path, sizeof path, "%s/%s", j->dir, e->d_name);
        if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode))
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            struct kept *grown = realloc(list, (size_t)cap * sizeof *list);
            if (!grown)
                break;
            list = grown;
        }
        snprintf(list[n].name, sizeof list[n].name, "%s", e->d_name);
        list[n].mtime = sb.st_mtime;
        n++;
    }
    closedir(dh);
    if (n > 0) /* qsort's array may not be NULL, even for no element */
        qsort(list, (size_t)n, sizeof *list, newest_first);
    *out = list;
    return n;
}

int journal_count(const struct journal *j)
{
    struct kept *list;
    int n = kept_scan(j, &list);
    free(list);
    return n;
}

int journal_list(const struct journal *j, FILE *out)
{
    struct kept *list;
    int n = kept_scan(j, &list);
    for (int i = 0; i < n; i++) {
        char path[1400], id[64], err[PS_ERR_MAX], when[32];
        struct tm tm;
        snprintf(path, sizeof path, "%s/%s", j->dir, list[i].name);
        if (ps_record_scenario(path, id, sizeof id, err, sizeof err) != PS_OK)
            snprintf(id, sizeof id, "?");
        strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", localtime_r(&list[i].mtime, &tm));
        fprintf(out, "%s  %s, %d actions, last %s\n", path, id, count_actions(path), when);
    }
    free(list);
    return n;
}

/* Removes a kept record and its side file; false with the reason if the record stays. */
static bool remove_kept(const char *sav, char *err, size_t len)
{
    size_t n = strlen(sav);
    char side[1400];
    snprintf(side, sizeof side, "%.*s.players", (int)(n - 4), sav);
    if (unlink(sav) != 0) {
        snprintf(err, len, "%s: %s", sav, strerror(errno));
        return false;
    }
    if (unlink(side) != 0 && errno != ENOENT) {
        snprintf(err, len, "%s: %s", side, strerror(errno));
        return false;
    }
    return true;
}

int journal_prune(const struct journal *j, int keep, FILE *out, char *err, size_t len)
{
    struct kept *list;
    int n = kept_scan(j, &list), removed = 0;
    for (int i = keep; i < n; i++) {
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", j->dir, list[i].name);
        if (!remove_kept(path, err, len)) {
            free(list);
            return -1;
        }
        fprintf(out, "removed %s\n", path);
        removed++;
    }
    free(list);
    return removed;
}

bool journal_take(const struct journal *j, const char *path, char *err, size_t len)
{
    /* One of ours: a journal-*.sav (a regular file) in the journal's own directory. */
    const char *slash = strrchr(path, '/'), *base = slash ? slash + 1 : path;
    size_t n = strlen(base);
    if (!has_prefix(base, "journal-") || n < 12 || strcmp(base + n - 4, ".sav") != 0)
        return true;
    char dir[1400];
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - path) + 1 : 1, slash ? path : ".");
    struct stat here, ours, file;
    if (stat(dir, &here) != 0 || stat(j->dir, &ours) != 0 || here.st_dev != ours.st_dev ||
        here.st_ino != ours.st_ino || lstat(path, &file) != 0 || !S_ISREG(file.st_mode))
        return true;
    return remove_kept(path, err, len);
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
    /* The rename is durable once the directory is synced (as ps_game_save does). */
    int dfd = open(j->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        (void)fsync(dfd);
        close(dfd);
    }
    return true;
}

bool journal_load_side(const char *path, struct journal_side *out, char *err, size_t len)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, len, "%s: %s", path, strerror(errno));
        return false;
    }
    /* Read into a copy: a bad line must leave the caller's defaults whole. */
    struct journal_side side, *s = &side;
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
                     path, lineno);
    }
    fclose(f);
    if (ok)
        *out = side;
    return ok;
}
