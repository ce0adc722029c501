/* Saves: the game as a record of how it began and every action with its dice.  Loading
 * replays the record, so a save is also a replay, and the state it rebuilds is the same to
 * the last bit (docs/data-formats.md, "Save files").  A recorded die taken from the game's
 * seeded stream is checked on replay; a forced one (tests, the protocol's `dice`) is forced
 * again.  Saves are written to a temporary file that replaces the old one only when
 * complete. */
#define _XOPEN_SOURCE 700 /* realpath, to save through a symbolic link */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "prestags.h"

#include "core/game.h"
#include "save.h"
#include "textfile.h"

enum { SAVE_FORMAT = 1 };

size_t ps_game_history_line(const ps_game *g, int i, char *buf, size_t buflen)
{
    const struct history *h = &g->hist;
    if (i < 0 || i >= h->count) {
        if (buflen)
            buf[0] = '\0';
        return 0;
    }
    char text[PS_ACTION_TEXT_MAX];
    ps_action_format(&h->actions[i], text, sizeof text);
    size_t n = (size_t)snprintf(buf, buflen, "%s", text);
    int end = i + 1 < h->count ? h->roll_start[i + 1] : h->nrolls;
    if (h->roll_start[i] < end)
        n += (size_t)snprintf(buf + (n < buflen ? n : buflen), n < buflen ? buflen - n : 0,
                              " ; dice");
    for (int r = h->roll_start[i]; r < end; r++)
        n += (size_t)snprintf(buf + (n < buflen ? n : buflen), n < buflen ? buflen - n : 0,
                              " %d%s", h->rolls[r] & ~ROLL_FORCED,
                              h->rolls[r] & ROLL_FORCED ? "f" : "");
    return n;
}

static bool write_record(const ps_game *g, FILE *f)
{
    const struct history *h = &g->hist;
    fprintf(f, "# prestags game record\n");
    fprintf(f, "prestags-save %d\n", SAVE_FORMAT);
    fprintf(f, "scenario %s\n", g->scen.id);
    fprintf(f, "seed %llu\n", (unsigned long long)g->seed);
    fprintf(f, "start %s\n", g->built ? "clear" : "new");
    fputs(g->setup, f);
    for (int i = 0; i < h->count; i++) {
        char line[PS_RECORD_LINE_MAX];
        ps_game_history_line(g, i, line, sizeof line);
        fprintf(f, "action %s\n", line);
    }
    /* Forced dice not used yet (the protocol's dice, the D key) are part of the game: a load
     * or a resume must roll them next, as the game before it would have. */
    if (g->forced.count > 0) {
        fprintf(f, "dice");
        for (int i = 0; i < g->forced.count; i++)
            fprintf(f, " %d", g->forced.rolls[(g->forced.head + i) % DICE_QUEUE_MAX]);
        fprintf(f, "\n");
    }
    fprintf(f, "end\n");
    return !ferror(f);
}

char *ps_game_record_text(const ps_game *g, size_t *len)
{
    if (!g->hist.keep)
        return NULL;
    char *text = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&text, &n);
    if (!f)
        return NULL;
    bool ok = write_record(g, f);
    if (fclose(f) != 0 || !ok) {
        free(text);
        return NULL;
    }
    if (len)
        *len = n;
    return text;
}

/* Where a save may go.  The temporary file is renamed over the target, so the target must be
 * a regular file with no other name, or absent: a rename would replace a device node, a FIFO
 * or a directory's entry for it, and leave a hard link's other names on the old contents.
 * A symbolic link is followed, and the file it names is replaced in its own directory.
 * *mode is the target's permission bits, kept by the new file (0600 for a new one). */
static bool save_target(const char *path, char *real, size_t reallen, mode_t *mode, char *err,
                        size_t errlen)
{
    struct stat sb;
    *mode = 0600;
    if (lstat(path, &sb) != 0) {
        if (errno != ENOENT) {
            snprintf(err, errlen, "%s: %s", path, strerror(errno));
            return false;
        }
        snprintf(real, reallen, "%s", path);
        return true;
    }
    if (S_ISLNK(sb.st_mode)) {
        char *resolved = realpath(path, NULL);
        if (!resolved) {
            snprintf(err, errlen, "%s: a symbolic link to nothing that can be saved to (%s)",
                     path, strerror(errno));
            return false;
        }
        bool fits = snprintf(real, reallen, "%s", resolved) < (int)reallen;
        free(resolved);
        if (!fits || stat(real, &sb) != 0) {
            snprintf(err, errlen, "%s: %s", path, fits ? strerror(errno) : "path too long");
            return false;
        }
    } else {
        snprintf(real, reallen, "%s", path);
    }
    if (!S_ISREG(sb.st_mode)) {
        snprintf(err, errlen, "%s: %s; a save replaces only a regular file", path,
                 S_ISDIR(sb.st_mode) ? "is a directory" : "not a regular file");
        return false;
    }
    if (sb.st_nlink > 1) {
        snprintf(err, errlen, "%s: has %lu hard links, which a save would break", path,
                 (unsigned long)sb.st_nlink);
        return false;
    }
    *mode = sb.st_mode & 07777;
    return true;
}

/* After a rename, the directory holds the new name only once it is synced itself: without
 * this a power loss may bring back the old file. */
static void sync_dir_of(const char *path)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else if (slash == dir)
        dir[1] = '\0';
    else
        *slash = '\0';
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        (void)fsync(fd); /* the rename is done; a failed sync leaves only durability open */
        close(fd);
    }
}

ps_status ps_game_save(const ps_game *g, const char *path, char *err, size_t errlen)
{
    if (!g->hist.keep) {
        snprintf(err, errlen, "this game keeps no history to save");
        return PS_ESTATE;
    }
    char real[4096], tmp[4096 + 16];
    mode_t mode;
    if (!save_target(path, real, sizeof real, &mode, err, errlen))
        return PS_EINVAL;
    if (snprintf(tmp, sizeof tmp, "%s.tmpXXXXXX", real) >= (int)sizeof tmp) {
        snprintf(err, errlen, "%s: path too long", path);
        return PS_EINVAL;
    }
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return PS_EIO;
    }
    FILE *f = fdopen(fd, "w");
    if (!f) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        close(fd);
        unlink(tmp);
        return PS_EIO;
    }
    errno = 0;
    bool ok = fchmod(fd, mode) == 0;
    ok = write_record(g, f) && ok;
    ok = fflush(f) == 0 && ok;
    ok = fsync(fileno(f)) == 0 && ok;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, real) != 0) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno ? errno : EIO));
        unlink(tmp);
        return PS_EIO;
    }
    sync_dir_of(real);
    return PS_OK;
}

/* One "action ... ; dice 3 4f" line: forces the forced dice, plays, checks the others. */
static bool replay_action(ps_game *g, struct line_reader *r, char *err, size_t errlen)
{
    char *semi = strchr(r->line, ';');
    char *dice = NULL;
    if (semi) {
        *semi = '\0';
        dice = semi + 1;
        while (*dice == ' ')
            dice++;
        if (strncmp(dice, "dice", 4) != 0) {
            line_error(r, err, errlen, "expected '; dice' after the action");
            return false;
        }
        dice += 4;
    }
    int want[64], nwant = 0;
    bool forced[64];
    for (char *p = dice; p && *p;) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < 1 || v > g->tables.crt.die_sides || nwant == 64) {
            line_error(r, err, errlen, "bad die roll");
            return false;
        }
        forced[nwant] = *end == 'f';
        if (forced[nwant])
            end++;
        if (*end && *end != ' ') {
            line_error(r, err, errlen, "bad die roll");
            return false;
        }
        want[nwant++] = (int)v;
        p = end;
    }
    for (int i = 0; i < nwant; i++)
        if (forced[i] && ps_game_force_dice(g, &want[i], 1) != PS_OK) {
            line_error(r, err, errlen, "%s", ps_game_error(g));
            return false;
        }
    const char *text = r->line + strlen("action ");
    int before = g->hist.nrolls;
    if (ps_game_play_text(g, text) != PS_OK) {
        line_error(r, err, errlen, "%s", ps_game_error(g));
        return false;
    }
    int got = g->hist.nrolls - before;
    bool same = got == nwant;
    for (int i = 0; same && i < nwant; i++)
        same = (g->hist.rolls[before + i] & ~ROLL_FORCED) == want[i];
    if (!same) {
        line_error(r, err, errlen, "the dice rolled differ from the record");
        return false;
    }
    return true;
}

/* "dice 6 4": forced dice waiting when the game was saved, queued again. */
static bool queue_dice(ps_game *g, struct line_reader *r, char *err, size_t errlen)
{
    for (int i = 1; i < r->nwords; i++) {
        long v;
        if (!word_int(r->words[i], 1, 99, &v)) {
            line_error(r, err, errlen, "bad die roll '%s'", r->words[i]);
            return false;
        }
        int roll = (int)v;
        if (ps_game_force_dice(g, &roll, 1) != PS_OK) {
            line_error(r, err, errlen, "%s", ps_game_error(g));
            return false;
        }
    }
    if (r->nwords < 2) {
        line_error(r, err, errlen, "a 'dice' line lists at least one die");
        return false;
    }
    return true;
}

static bool setup_line(ps_game *g, struct line_reader *r, char *err, size_t errlen)
{
    char **w = r->words;
    long side, hex, status, turn;
    if (strcmp(w[0], "option") == 0 && r->nwords == 3) {
        int o = ps_option_find(w[1]);
        if (o < 0 || (strcmp(w[2], "on") != 0 && strcmp(w[2], "off") != 0)) {
            line_error(r, err, errlen, "bad option line");
            return false;
        }
        if (ps_game_set_option(g, (ps_option)o, strcmp(w[2], "on") == 0) != PS_OK) {
            line_error(r, err, errlen, "%s", ps_game_error(g));
            return false;
        }
        return true;
    }
    if (strcmp(w[0], "place") == 0 && r->nwords == 5 && word_int(w[1], 0, 1, &side) &&
        word_int(w[3], 101, 9999, &hex) && word_int(w[4], 0, 7, &status)) {
        if (ps_game_place(g, (int)side, w[2], (int)hex, (unsigned)status) < 0) {
            line_error(r, err, errlen, "%s", ps_game_error(g));
            return false;
        }
        return true;
    }
    long unit, dir;
    if (strcmp(w[0], "facing") == 0 && r->nwords == 3 && word_int(w[1], 0, 9999, &unit) &&
        word_int(w[2], 0, 5, &dir)) {
        if (ps_game_set_facing(g, (int)unit, (int)dir) != PS_OK) {
            line_error(r, err, errlen, "%s", ps_game_error(g));
            return false;
        }
        return true;
    }
    if (strcmp(w[0], "setphase") == 0 && r->nwords == 4 && word_int(w[2], 0, 1, &side) &&
        word_int(w[3], 1, 999, &turn)) {
        int p;
        for (p = 0; p < PS_PHASE_COUNT; p++)
            if (strcmp(w[1], ps_phase_name((ps_phase)p)) == 0)
                break;
        if (p == PS_PHASE_COUNT ||
            ps_game_set_phase(g, (ps_phase)p, (int)side, (int)turn) != PS_OK) {
            line_error(r, err, errlen, "bad setphase line");
            return false;
        }
        return true;
    }
    line_error(r, err, errlen, "unknown line '%s'", w[0]);
    return false;
}

/* The header's four values: format, scenario, seed, start. */
static bool header_values(struct line_reader *r, char values[4][64], char *err, size_t errlen)
{
    static const char *const keys[] = {"prestags-save", "scenario", "seed", "start"};
    bool bad;
    for (int k = 0; k < 4; k++) {
        if (!line_next_words(r, &bad)) {
            if (r->lineno == 0)
                snprintf(err, errlen, "%s: empty file, not a game record", r->file);
            else
                line_error(r, err, errlen, "the record ends before its '%s' line", keys[k]);
            return false;
        }
        if (bad || r->nwords != 2 || strcmp(r->words[0], keys[k]) != 0 ||
            strlen(r->words[1]) >= sizeof values[k]) {
            line_error(r, err, errlen, "expected '%s <value>'", keys[k]);
            return false;
        }
        strcpy(values[k], r->words[1]);
        if (k == 0 && strcmp(values[0], "1") != 0) {
            line_error(r, err, errlen, "unknown save format %s (this program reads 1)",
                       values[0]);
            return false;
        }
    }
    return true;
}

ps_status ps_record_scenario(const char *path, char *id, size_t idlen, char *err,
                             size_t errlen)
{
    char *text;
    size_t len;
    if (!textfile_read(path, &text, &len, err, errlen))
        return PS_EIO;
    struct line_reader r;
    line_reader_init(&r, text, len, path);
    char values[4][64];
    bool ok = header_values(&r, values, err, errlen);
    free(text);
    if (!ok)
        return PS_EDATA;
    snprintf(id, idlen, "%s", values[1]);
    return PS_OK;
}

/* The header: format, scenario, seed, start; creates the game. */
static bool read_header(const ps_data *d, struct line_reader *r, ps_game **out, char *err,
                        size_t errlen)
{
    char values[4][64];
    if (!header_values(r, values, err, errlen))
        return false;
    char *end;
    errno = 0;
    unsigned long long seed = strtoull(values[2], &end, 10);
    if (*end || values[2][0] == '-' || errno == ERANGE) {
        line_error(r, err, errlen, "bad seed");
        return false;
    }
    bool empty = strcmp(values[3], "clear") == 0;
    if (!empty && strcmp(values[3], "new") != 0) {
        line_error(r, err, errlen, "start is 'new' or 'clear'");
        return false;
    }
    char gerr[PS_ERR_MAX];
    ps_status s = empty ? ps_game_new_empty(d, values[1], seed, out, gerr, sizeof gerr)
                        : ps_game_new(d, values[1], seed, out, gerr, sizeof gerr);
    if (s != PS_OK) {
        line_error(r, err, errlen, "%s", gerr);
        return false;
    }
    return true;
}

ps_status ps_game_load(const ps_data *d, const char *path, ps_game **out, char *err,
                       size_t errlen)
{
    char *text;
    size_t len;
    if (!textfile_read(path, &text, &len, err, errlen))
        return PS_EIO;
    ps_status s = save_load_text(d, text, len, path, out, err, errlen);
    free(text);
    return s;
}

ps_status ps_game_load_record(const ps_data *d, const char *text, size_t len, const char *name,
                              ps_game **out, char *err, size_t errlen)
{
    return save_load_text(d, text, len, name, out, err, errlen);
}

ps_status save_load_text(const ps_data *d, const char *text, size_t len, const char *name,
                         ps_game **out, char *err, size_t errlen)
{
    /* A record ends "end\n" (ps_game_save writes it whole, then renames).  Text that stops
     * inside any other line was cut mid-write or mid-copy: say so, rather than replay the
     * cut line as an action (a cut path reads as a legal-looking but illegal move). */
    if (len > 0 && text[len - 1] != '\n') {
        size_t start = len;
        while (start > 0 && text[start - 1] != '\n')
            start--;
        int lineno = 1;
        for (size_t i = 0; i < start; i++)
            lineno += text[i] == '\n';
        const char *last = text + start;
        size_t n = len - start;
        while (n > 0 && (last[n - 1] == ' ' || last[n - 1] == '\r'))
            n--;
        if (!(n == 3 && memcmp(last, "end", 3) == 0)) {
            snprintf(err, errlen, "%s:%d: the record stops in the middle of this line "
                     "(truncated?)", name, lineno);
            return PS_EDATA;
        }
    }
    struct line_reader r;
    line_reader_init(&r, text, len, name);
    ps_game *g = NULL;
    bool ok = read_header(d, &r, &g, err, errlen);
    bool ended = false, queued = false, bad;
    while (ok && !ended && line_next_words(&r, &bad)) {
        if (bad) {
            line_error(&r, err, errlen, "line too long or holds a control character");
            ok = false;
        } else if (strcmp(r.words[0], "end") == 0 && r.nwords == 1) {
            ended = true;
        } else if (queued) {
            line_error(&r, err, errlen, "only 'end' may follow the 'dice' line");
            ok = false;
        } else if (strcmp(r.words[0], "dice") == 0) {
            ok = queue_dice(g, &r, err, errlen);
            queued = true;
        } else if (strcmp(r.words[0], "action") == 0) {
            ok = replay_action(g, &r, err, errlen);
        } else {
            ok = setup_line(g, &r, err, errlen);
        }
    }
    if (ok && !ended) {
        line_error(&r, err, errlen, "the record ends without 'end' (truncated?)");
        ok = false;
    }
    if (ok && line_next_words(&r, &bad)) {
        line_error(&r, err, errlen, "text after 'end'");
        ok = false;
    }
    if (!ok) {
        ps_game_free(g);
        return PS_EDATA;
    }
    *out = g;
    return PS_OK;
}
