/* `prestags games [--db FILE] list | export ID | import FILE`: the server's database from the
 * command line.  An export is one JSON document holding the game, its seats (token hashes,
 * never tokens), its actions and its chat; an import adds it as a new game and checks that
 * it replays to the hash stored with its last action. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "cli/datadir.h"
#include "serve_paths.h"
#include "store.h"

static int usage(void)
{
    fprintf(stderr, "usage: prestags games [--db FILE] list | export ID | import FILE\n");
    return 2;
}

static bool print_game(void *ctx, const struct game_row *g)
{
    (void)ctx;
    printf("%lld %s seed %llu %s", (long long)g->id, g->scenario, (unsigned long long)g->seed,
           g->status);
    if (strcmp(g->status, "over") == 0)
        printf(" winner %d level %d", g->winner, g->level);
    for (int side = 0; side < 2; side++)
        printf(" %s%s%s", g->seats[side].kind == SEAT_COMPUTER ? g->seats[side].level : "human",
               g->seats[side].name[0] ? ":" : "", g->seats[side].name);
    printf(" %s%s%s\n", g->created, g->options[0] ? " options " : "", g->options);
    return true;
}

static json_t *hex_blob(const unsigned char *b, size_t n)
{
    char hex[2 * STORE_HASH_BYTES + 1];
    for (size_t i = 0; i < n && i < STORE_HASH_BYTES; i++)
        snprintf(hex + 2 * i, 3, "%02x", b[i]);
    return json_string(hex);
}

static bool add_action(void *ctx, const struct action_row *a)
{
    return json_array_append_new(ctx, json_pack("{s:i, s:i, s:s, s:s, s:s, s:s, s:s}", "seq",
                                                a->seq, "side", a->side, "phase", a->phase,
                                                "line", a->line, "events", a->events, "time",
                                                a->time, "hash", a->hash)) == 0;
}

static bool add_chat(void *ctx, const struct chat_row *c)
{
    return json_array_append_new(ctx, json_pack("{s:i, s:i, s:s, s:s}", "seq", c->seq, "side",
                                                c->side, "text", c->text, "time", c->time)) == 0;
}

static int export_game(struct store *st, const char *arg)
{
    char *end;
    long long id = strtoll(arg, &end, 10);
    struct game_row g;
    if (*end || id <= 0 || !store_game_get(st, id, &g)) {
        fprintf(stderr, "prestags: no game '%s'\n", arg);
        return 1;
    }
    json_t *seats = json_array(), *actions = json_array(), *chat = json_array();
    for (int side = 0; side < 2; side++) {
        const struct seat_row *s = &g.seats[side];
        json_array_append_new(
            seats, json_pack("{s:s, s:s, s:s, s:o}", "kind",
                             s->kind == SEAT_COMPUTER ? "computer" : "human", "level", s->level,
                             "name", s->name, "token_hash",
                             s->has_token ? hex_blob(s->token_hash, STORE_HASH_BYTES)
                                          : json_null()));
    }
    bool ok = store_actions_each(st, id, add_action, actions) &&
              store_chat_each(st, id, add_chat, chat);
    json_t *doc = json_pack("{s:s, s:I, s:s, s:s, s:I, s:s, s:s, s:s, s:i, s:i, s:s, s:o, s:o,"
                            " s:o}",
                            "format", "prestags-game 1", "id", (json_int_t)g.id, "scenario",
                            g.scenario, "system", g.system, "seed", (json_int_t)g.seed,
                            "options", g.options, "head", g.head, "status", g.status, "winner",
                            g.winner, "level", g.level, "created", g.created, "seats", seats,
                            "actions", actions, "chat", chat);
    free(g.head);
    if (!ok || !doc) {
        fprintf(stderr, "prestags: %s\n", ok ? "out of memory" : store_error(st));
        json_decref(doc);
        return 1;
    }
    json_dumpf(doc, stdout, JSON_INDENT(1));
    printf("\n");
    json_decref(doc);
    return 0;
}

static bool unhex(const char *text, unsigned char *out, size_t n)
{
    if (!text || strlen(text) != 2 * n)
        return false;
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(text + 2 * i, "%2x", &v) != 1)
            return false;
        out[i] = (unsigned char)v;
    }
    return true;
}

/* Checks that the head and the actions replay, and to the stored hash. */
static bool replays(const char *file, const struct game_row *g, json_t *actions)
{
    size_t cap = strlen(g->head) + 16;
    for (size_t i = 0; i < json_array_size(actions); i++)
        cap += strlen(json_string_value(json_object_get(json_array_get(actions, i), "line"))) +
               8;
    char *text = malloc(cap);
    if (!text)
        return false;
    size_t n = (size_t)snprintf(text, cap, "%s", g->head);
    for (size_t i = 0; i < json_array_size(actions); i++)
        n += (size_t)snprintf(text + n, cap - n, "action %s\n",
                              json_string_value(json_object_get(json_array_get(actions, i),
                                                                "line")));
    n += (size_t)snprintf(text + n, cap - n, "end\n");
    ps_data *d = datadir_load_for(g->scenario);
    ps_game *game = NULL;
    char err[PS_ERR_MAX];
    bool ok = d && ps_game_load_record(d, text, n, file, &game, err, sizeof err) == PS_OK;
    if (d && !ok)
        fprintf(stderr, "prestags: %s\n", err);
    size_t last = json_array_size(actions);
    if (ok && last > 0) {
        char hash[17];
        snprintf(hash, sizeof hash, "%016llx", (unsigned long long)ps_game_hash(game));
        const char *want = json_string_value(json_object_get(json_array_get(actions, last - 1),
                                                             "hash"));
        if (strcmp(hash, want) != 0) {
            fprintf(stderr, "prestags: %s: the game replays to %s, not the stored %s\n", file,
                    hash, want);
            ok = false;
        }
    }
    ps_game_free(game);
    ps_data_free(d);
    free(text);
    return ok;
}

static int import_game(struct store *st, const char *file)
{
    json_error_t e;
    json_t *doc = json_load_file(file, JSON_REJECT_DUPLICATES, &e);
    if (!doc) {
        fprintf(stderr, "prestags: %s:%d: %s\n", file, e.line, e.text);
        return 1;
    }
    struct game_row g;
    memset(&g, 0, sizeof g);
    const char *format = NULL, *scenario = NULL, *system = NULL, *options = NULL, *head = NULL,
               *status = NULL, *created = NULL;
    json_int_t seed = 0;
    json_t *seats = NULL, *actions = NULL, *chat = NULL;
    const char *why = NULL;
    if (json_unpack_ex(doc, &e, 0, "{s:s, s:s, s:s, s:I, s:s, s:s, s:s, s:i, s:i, s:s, s:o, s:o,"
                                   " s:o}",
                       "format", &format, "scenario", &scenario, "system", &system, "seed", &seed,
                       "options", &options, "head", &head, "status", &status, "winner",
                       &g.winner, "level", &g.level, "created", &created, "seats", &seats,
                       "actions", &actions, "chat", &chat) != 0)
        why = e.text;
    else if (strcmp(format, "prestags-game 1") != 0)
        why = "not a prestags game export (format \"prestags-game 1\")";
    else if (!json_is_array(seats) || json_array_size(seats) != 2 || !json_is_array(actions) ||
             !json_is_array(chat))
        why = "\"seats\" holds two seats, \"actions\" and \"chat\" are lists";
    else if (strlen(scenario) >= sizeof g.scenario || strlen(system) >= sizeof g.system ||
             strlen(options) >= sizeof g.options || strlen(status) >= sizeof g.status ||
             strlen(created) >= sizeof g.created)
        why = "a field is too long";
    int nact = json_is_array(actions) ? (int)json_array_size(actions) : 0;
    struct action_row *rows = calloc((size_t)(nact ? nact : 1), sizeof *rows);
    for (int i = 0; !why && i < nact; i++) {
        const char *phase, *time, *hash;
        struct action_row *r = &rows[i];
        if (json_unpack_ex(json_array_get(actions, (size_t)i), &e, 0,
                           "{s:i, s:i, s:s, s:s, s:s, s:s, s:s}", "seq", &r->seq, "side",
                           &r->side, "phase", &phase, "line", &r->line, "events", &r->events,
                           "time", &time, "hash", &hash) != 0 ||
            r->seq != i + 1 || strlen(phase) >= sizeof r->phase ||
            strlen(time) >= sizeof r->time || strlen(hash) != 16)
            why = "an action is not {seq (1, 2, ...), side, phase, line, events, time, hash}";
        else {
            snprintf(r->phase, sizeof r->phase, "%s", phase);
            snprintf(r->time, sizeof r->time, "%s", time);
            snprintf(r->hash, sizeof r->hash, "%s", hash);
        }
    }
    for (int side = 0; !why && side < 2; side++) {
        struct seat_row *s = &g.seats[side];
        const char *kind, *level, *name;
        json_t *hash;
        if (json_unpack_ex(json_array_get(seats, (size_t)side), &e, 0, "{s:s, s:s, s:s, s:o}",
                           "kind", &kind, "level", &level, "name", &name, "token_hash",
                           &hash) != 0 ||
            strlen(level) >= sizeof s->level || strlen(name) >= sizeof s->name) {
            why = "a seat is not {kind, level, name, token_hash}";
            break;
        }
        s->kind = strcmp(kind, "computer") == 0 ? SEAT_COMPUTER : SEAT_HUMAN;
        snprintf(s->level, sizeof s->level, "%s", level);
        snprintf(s->name, sizeof s->name, "%s", name);
        s->has_token = json_is_string(hash);
        if (s->has_token && !unhex(json_string_value(hash), s->token_hash, STORE_HASH_BYTES))
            why = "a token hash is not 64 hex digits";
    }
    int rc = 1;
    if (why) {
        fprintf(stderr, "prestags: %s: %s\n", file, why);
    } else {
        snprintf(g.scenario, sizeof g.scenario, "%s", scenario);
        snprintf(g.system, sizeof g.system, "%s", system);
        snprintf(g.options, sizeof g.options, "%s", options);
        snprintf(g.status, sizeof g.status, "%s", status);
        snprintf(g.created, sizeof g.created, "%s", created);
        g.seed = (uint64_t)seed;
        g.head = (char *)head;
        if (replays(file, &g, actions)) {
            if (!store_game_create(st, &g) ||
                !store_actions_append(st, g.id, rows, nact, g.status, g.winner, g.level))
                fprintf(stderr, "prestags: %s\n", store_error(st));
            else
                rc = 0;
            for (size_t i = 0; rc == 0 && i < json_array_size(chat); i++) {
                struct chat_row c;
                const char *time = "";
                if (json_unpack(json_array_get(chat, i), "{s:i, s:i, s:s, s:s}", "seq", &c.seq,
                                "side", &c.side, "text", &c.text, "time", &time) == 0) {
                    snprintf(c.time, sizeof c.time, "%s", time);
                    store_chat_add(st, g.id, &c);
                }
            }
            if (rc == 0)
                printf("%lld\n", (long long)g.id);
        }
    }
    free(rows);
    json_decref(doc);
    return rc;
}

int cmd_games(int argc, char **argv)
{
    char db[1024], err[PS_ERR_MAX];
    const char *path = NULL;
    int i = 1;
    if (i + 1 < argc && strcmp(argv[i], "--db") == 0) {
        path = argv[i + 1];
        i += 2;
    }
    if (i >= argc)
        return usage();
    if (!path) {
        if (!serve_default_db(db, sizeof db, err, sizeof err)) {
            fprintf(stderr, "prestags: %s\n", err);
            return 1;
        }
        path = db;
    }
    const char *verb = argv[i];
    bool list = strcmp(verb, "list") == 0 && i + 1 == argc;
    bool export = strcmp(verb, "export") == 0 && i + 2 == argc;
    bool import = strcmp(verb, "import") == 0 && i + 2 == argc;
    if (!list && !export && !import)
        return usage();
    struct store *st;
    if (!store_open(path, true, &st, err, sizeof err)) {
        fprintf(stderr, "prestags: %s\n", err);
        return 1;
    }
    int rc = 0;
    if (list && !store_game_each(st, print_game, NULL)) {
        fprintf(stderr, "prestags: %s\n", store_error(st));
        rc = 1;
    }
    if (export)
        rc = export_game(st, argv[i + 1]);
    if (import)
        rc = import_game(st, argv[i + 1]);
    store_close(st);
    return rc;
}
