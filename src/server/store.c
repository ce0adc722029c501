/* SQLite storage of the game server (store.h).  One connection, serialised by the store's
 * lock; WAL mode.  synchronous=FULL (the default) makes every commit reach the disk before an
 * action is acknowledged, so it survives the machine's loss of power; synchronous=NORMAL
 * leaves that to the next checkpoint (a commit then survives a kill of the process, not of
 * the machine) and makes a commit far cheaper.  The schema is versioned by PRAGMA user_version: each migration is one
 * step from version N to N + 1, applied in a transaction at open. */
#include "store.h"

#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct store {
    sqlite3 *db;
    pthread_mutex_t lock;
    char err[256];
};

/* Migration i brings the schema from version i to i + 1. */
static const char *const migrations[] = {
    "CREATE TABLE games ("
    "  id INTEGER PRIMARY KEY,"
    "  scenario TEXT NOT NULL,"
    "  system TEXT NOT NULL,"
    "  seed INTEGER NOT NULL,"
    "  options TEXT NOT NULL,"
    "  head TEXT NOT NULL,"
    "  status TEXT NOT NULL,"
    "  winner INTEGER NOT NULL,"
    "  level INTEGER NOT NULL,"
    "  created TEXT NOT NULL);"
    "CREATE TABLE seats ("
    "  game INTEGER NOT NULL REFERENCES games(id),"
    "  side INTEGER NOT NULL,"
    "  kind TEXT NOT NULL,"
    "  level TEXT NOT NULL,"
    "  name TEXT NOT NULL,"
    "  token_hash BLOB,"
    "  PRIMARY KEY (game, side));"
    "CREATE TABLE actions ("
    "  game INTEGER NOT NULL REFERENCES games(id),"
    "  seq INTEGER NOT NULL,"
    "  side INTEGER NOT NULL,"
    "  phase TEXT NOT NULL,"
    "  line TEXT NOT NULL,"
    "  events TEXT NOT NULL,"
    "  time TEXT NOT NULL,"
    "  hash TEXT NOT NULL,"
    "  PRIMARY KEY (game, seq));"
    "CREATE TABLE chat ("
    "  game INTEGER NOT NULL REFERENCES games(id),"
    "  seq INTEGER NOT NULL,"
    "  side INTEGER NOT NULL,"
    "  text TEXT NOT NULL,"
    "  time TEXT NOT NULL,"
    "  PRIMARY KEY (game, seq));",
};
enum { SCHEMA_VERSION = sizeof migrations / sizeof migrations[0] };

static bool fail(struct store *st)
{
    snprintf(st->err, sizeof st->err, "%s", sqlite3_errmsg(st->db));
    return false;
}

const char *store_error(struct store *st)
{
    return st->err;
}

void store_now(char *buf, size_t len)
{
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(buf, len, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

static bool exec(struct store *st, const char *sql)
{
    return sqlite3_exec(st->db, sql, NULL, NULL, NULL) == SQLITE_OK || fail(st);
}

static bool migrate(struct store *st)
{
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(st->db, "PRAGMA user_version", -1, &q, NULL) != SQLITE_OK)
        return fail(st);
    int version = sqlite3_step(q) == SQLITE_ROW ? sqlite3_column_int(q, 0) : -1;
    sqlite3_finalize(q);
    if (version < 0 || version > SCHEMA_VERSION) {
        snprintf(st->err, sizeof st->err,
                 "the database's schema is version %d; this program knows 0 to %d", version,
                 SCHEMA_VERSION);
        return false;
    }
    for (int v = version; v < SCHEMA_VERSION; v++) {
        char bump[64];
        snprintf(bump, sizeof bump, "PRAGMA user_version = %d", v + 1);
        if (!exec(st, "BEGIN IMMEDIATE"))
            return false;
        if (!exec(st, migrations[v]) || !exec(st, bump)) {
            sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
            return false;
        }
        if (!exec(st, "COMMIT"))
            return false;
    }
    return true;
}

bool store_open(const char *path, bool durable, struct store **out, char *err, size_t errlen)
{
    struct store *st = calloc(1, sizeof *st);
    if (!st) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    pthread_mutex_init(&st->lock, NULL);
    if (sqlite3_open_v2(path, &st->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
        SQLITE_OK) {
        snprintf(err, errlen, "%s: %s", path, st->db ? sqlite3_errmsg(st->db) : "cannot open");
        store_close(st);
        return false;
    }
    sqlite3_busy_timeout(st->db, 5000);
    bool ok = exec(st, "PRAGMA journal_mode = WAL") && exec(st, durable ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL") &&
              exec(st, "PRAGMA foreign_keys = ON") && migrate(st);
    if (!ok) {
        snprintf(err, errlen, "%s: %s", path, st->err);
        store_close(st);
        return false;
    }
    *out = st;
    return true;
}

void store_close(struct store *st)
{
    if (!st)
        return;
    sqlite3_close(st->db);
    pthread_mutex_destroy(&st->lock);
    free(st);
}

static sqlite3_stmt *prepare(struct store *st, const char *sql)
{
    sqlite3_stmt *q = NULL;
    if (sqlite3_prepare_v2(st->db, sql, -1, &q, NULL) != SQLITE_OK) {
        fail(st);
        return NULL;
    }
    return q;
}

static void copy_text(char *dst, size_t len, sqlite3_stmt *q, int col)
{
    const unsigned char *t = sqlite3_column_text(q, col);
    snprintf(dst, len, "%s", t ? (const char *)t : "");
}

static const char *const kind_names[] = {[SEAT_HUMAN] = "human", [SEAT_COMPUTER] = "computer"};

static bool insert_seat(struct store *st, int64_t game, int side, const struct seat_row *s)
{
    sqlite3_stmt *q = prepare(st, "INSERT INTO seats (game, side, kind, level, name, token_hash)"
                                  " VALUES (?, ?, ?, ?, ?, ?)");
    if (!q)
        return false;
    sqlite3_bind_int64(q, 1, game);
    sqlite3_bind_int(q, 2, side);
    sqlite3_bind_text(q, 3, kind_names[s->kind], -1, SQLITE_STATIC);
    sqlite3_bind_text(q, 4, s->level, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q, 5, s->name, -1, SQLITE_TRANSIENT);
    if (s->has_token)
        sqlite3_bind_blob(q, 6, s->token_hash, STORE_HASH_BYTES, SQLITE_TRANSIENT);
    else
        sqlite3_bind_null(q, 6);
    bool ok = sqlite3_step(q) == SQLITE_DONE || fail(st);
    sqlite3_finalize(q);
    return ok;
}

bool store_game_create(struct store *st, struct game_row *g)
{
    pthread_mutex_lock(&st->lock);
    bool ok = exec(st, "BEGIN IMMEDIATE");
    sqlite3_stmt *q = ok ? prepare(st, "INSERT INTO games (scenario, system, seed, options, head,"
                                       " status, winner, level, created)"
                                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
                         : NULL;
    if (q) {
        sqlite3_bind_text(q, 1, g->scenario, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(q, 2, g->system, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int64(q, 3, (sqlite3_int64)g->seed);
        sqlite3_bind_text(q, 4, g->options, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(q, 5, g->head, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(q, 6, g->status, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(q, 7, g->winner);
        sqlite3_bind_int(q, 8, g->level);
        sqlite3_bind_text(q, 9, g->created, -1, SQLITE_TRANSIENT);
        ok = sqlite3_step(q) == SQLITE_DONE || fail(st);
        sqlite3_finalize(q);
        g->id = sqlite3_last_insert_rowid(st->db);
    } else {
        ok = false;
    }
    for (int side = 0; ok && side < 2; side++)
        ok = insert_seat(st, g->id, side, &g->seats[side]);
    ok = ok && exec(st, "COMMIT");
    if (!ok)
        sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
    pthread_mutex_unlock(&st->lock);
    return ok;
}

static void read_game(sqlite3_stmt *q, struct game_row *g)
{
    g->id = sqlite3_column_int64(q, 0);
    copy_text(g->scenario, sizeof g->scenario, q, 1);
    copy_text(g->system, sizeof g->system, q, 2);
    g->seed = (uint64_t)sqlite3_column_int64(q, 3);
    copy_text(g->options, sizeof g->options, q, 4);
    const unsigned char *head = sqlite3_column_text(q, 5);
    g->head = strdup(head ? (const char *)head : "");
    copy_text(g->status, sizeof g->status, q, 6);
    g->winner = sqlite3_column_int(q, 7);
    g->level = sqlite3_column_int(q, 8);
    copy_text(g->created, sizeof g->created, q, 9);
}

static bool read_seats(struct store *st, struct game_row *g)
{
    sqlite3_stmt *q = prepare(st, "SELECT side, kind, level, name, token_hash FROM seats"
                                  " WHERE game = ? ORDER BY side");
    if (!q)
        return false;
    sqlite3_bind_int64(q, 1, g->id);
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        int side = sqlite3_column_int(q, 0);
        if (side < 0 || side > 1)
            continue;
        struct seat_row *s = &g->seats[side];
        const unsigned char *kind = sqlite3_column_text(q, 1);
        s->kind = kind && strcmp((const char *)kind, "computer") == 0 ? SEAT_COMPUTER
                                                                       : SEAT_HUMAN;
        copy_text(s->level, sizeof s->level, q, 2);
        copy_text(s->name, sizeof s->name, q, 3);
        s->has_token = sqlite3_column_bytes(q, 4) == STORE_HASH_BYTES;
        if (s->has_token)
            memcpy(s->token_hash, sqlite3_column_blob(q, 4), STORE_HASH_BYTES);
    }
    sqlite3_finalize(q);
    return rc == SQLITE_DONE || fail(st);
}

static const char game_columns[] =
    "SELECT id, scenario, system, seed, options, head, status, winner, level, created FROM games";

bool store_game_get(struct store *st, int64_t id, struct game_row *g)
{
    memset(g, 0, sizeof *g);
    pthread_mutex_lock(&st->lock);
    char sql[256];
    snprintf(sql, sizeof sql, "%s WHERE id = ?", game_columns);
    sqlite3_stmt *q = prepare(st, sql);
    bool found = false;
    if (q) {
        sqlite3_bind_int64(q, 1, id);
        if (sqlite3_step(q) == SQLITE_ROW) {
            read_game(q, g);
            found = g->head && read_seats(st, g);
        }
        sqlite3_finalize(q);
    }
    pthread_mutex_unlock(&st->lock);
    if (!found) {
        free(g->head);
        g->head = NULL;
    }
    return found;
}

bool store_game_each(struct store *st, bool (*fn)(void *ctx, const struct game_row *g),
                     void *ctx)
{
    pthread_mutex_lock(&st->lock);
    char sql[256];
    snprintf(sql, sizeof sql, "%s ORDER BY id", game_columns);
    sqlite3_stmt *q = prepare(st, sql);
    bool ok = q != NULL;
    int rc = SQLITE_DONE;
    while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
        struct game_row g;
        memset(&g, 0, sizeof g);
        read_game(q, &g);
        ok = g.head && read_seats(st, &g) && fn(ctx, &g);
        free(g.head);
    }
    if (ok && rc != SQLITE_DONE)
        ok = fail(st);
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}

bool store_actions_append(struct store *st, int64_t game, const struct action_row *rows, int n,
                          const char *status, int winner, int level)
{
    pthread_mutex_lock(&st->lock);
    bool ok = exec(st, "BEGIN IMMEDIATE");
    sqlite3_stmt *q = ok ? prepare(st, "INSERT INTO actions (game, seq, side, phase, line,"
                                       " events, time, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                         : NULL;
    ok = q != NULL;
    for (int i = 0; ok && i < n; i++) {
        const struct action_row *a = &rows[i];
        sqlite3_bind_int64(q, 1, game);
        sqlite3_bind_int(q, 2, a->seq);
        sqlite3_bind_int(q, 3, a->side);
        sqlite3_bind_text(q, 4, a->phase, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(q, 5, a->line, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(q, 6, a->events, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(q, 7, a->time, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(q, 8, a->hash, -1, SQLITE_TRANSIENT);
        ok = sqlite3_step(q) == SQLITE_DONE || fail(st);
        sqlite3_reset(q);
    }
    sqlite3_finalize(q);
    sqlite3_stmt *u = ok ? prepare(st, "UPDATE games SET status = ?, winner = ?, level = ?"
                                       " WHERE id = ?")
                         : NULL;
    if (u) {
        sqlite3_bind_text(u, 1, status, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(u, 2, winner);
        sqlite3_bind_int(u, 3, level);
        sqlite3_bind_int64(u, 4, game);
        ok = sqlite3_step(u) == SQLITE_DONE || fail(st);
        sqlite3_finalize(u);
    } else {
        ok = false;
    }
    ok = ok && exec(st, "COMMIT");
    if (!ok)
        sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
    pthread_mutex_unlock(&st->lock);
    return ok;
}

bool store_actions_truncate(struct store *st, int64_t game, int keep)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q = prepare(st, "DELETE FROM actions WHERE game = ? AND seq > ?");
    bool ok = q != NULL;
    if (q) {
        sqlite3_bind_int64(q, 1, game);
        sqlite3_bind_int(q, 2, keep);
        ok = sqlite3_step(q) == SQLITE_DONE || fail(st);
        sqlite3_finalize(q);
    }
    pthread_mutex_unlock(&st->lock);
    return ok;
}

bool store_actions_each(struct store *st, int64_t game,
                        bool (*fn)(void *ctx, const struct action_row *a), void *ctx)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q = prepare(st, "SELECT seq, side, phase, line, events, time, hash FROM actions"
                                  " WHERE game = ? ORDER BY seq");
    bool ok = q != NULL;
    int rc = SQLITE_DONE;
    if (q)
        sqlite3_bind_int64(q, 1, game);
    while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
        struct action_row a;
        a.seq = sqlite3_column_int(q, 0);
        a.side = sqlite3_column_int(q, 1);
        copy_text(a.phase, sizeof a.phase, q, 2);
        a.line = (const char *)sqlite3_column_text(q, 3);
        a.events = (const char *)sqlite3_column_text(q, 4);
        copy_text(a.time, sizeof a.time, q, 5);
        copy_text(a.hash, sizeof a.hash, q, 6);
        if (!a.line)
            a.line = "";
        if (!a.events)
            a.events = "";
        ok = fn(ctx, &a);
    }
    if (ok && rc != SQLITE_DONE)
        ok = fail(st);
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}

bool store_chat_add(struct store *st, int64_t game, const struct chat_row *c)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q = prepare(st, "INSERT INTO chat (game, seq, side, text, time)"
                                  " VALUES (?, ?, ?, ?, ?)");
    bool ok = q != NULL;
    if (q) {
        sqlite3_bind_int64(q, 1, game);
        sqlite3_bind_int(q, 2, c->seq);
        sqlite3_bind_int(q, 3, c->side);
        sqlite3_bind_text(q, 4, c->text, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(q, 5, c->time, -1, SQLITE_TRANSIENT);
        ok = sqlite3_step(q) == SQLITE_DONE || fail(st);
        sqlite3_finalize(q);
    }
    pthread_mutex_unlock(&st->lock);
    return ok;
}

bool store_chat_each(struct store *st, int64_t game,
                     bool (*fn)(void *ctx, const struct chat_row *c), void *ctx)
{
    pthread_mutex_lock(&st->lock);
    sqlite3_stmt *q = prepare(st, "SELECT seq, side, text, time FROM chat WHERE game = ?"
                                  " ORDER BY seq");
    bool ok = q != NULL;
    int rc = SQLITE_DONE;
    if (q)
        sqlite3_bind_int64(q, 1, game);
    while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
        struct chat_row c;
        c.seq = sqlite3_column_int(q, 0);
        c.side = sqlite3_column_int(q, 1);
        c.text = (const char *)sqlite3_column_text(q, 2);
        if (!c.text)
            c.text = "";
        copy_text(c.time, sizeof c.time, q, 3);
        ok = fn(ctx, &c);
    }
    if (ok && rc != SQLITE_DONE)
        ok = fail(st);
    sqlite3_finalize(q);
    pthread_mutex_unlock(&st->lock);
    return ok;
}
