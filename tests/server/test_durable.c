/* What the server keeps: nothing acknowledged is lost to a SIGKILL, a game played through it
 * equals the engine's hash for hash, secret plots stay secret [20.1], rematches, and the
 * database tools. */
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "client.h"

static bool is_over(json_t *v, void *ctx)
{
    (void)ctx;
    return json_is_true(json_object_get(json_object_get(v, "status"), "over"));
}

TEST(server_game_equals_engine, "server: a whole game through the API equals prestags engine, hash for hash")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, "{\"scenario\":\"bubastis\",\"seed\":5,"
                                   "\"seats\":[\"human\",\"human\"]}",
                               t);
    unsigned seed = 11;
    json_t *v = play_until(&s, id, t, &seed, 6000, is_over, NULL);
    CHECK(v != NULL);
    if (!v) {
        served_done(&s);
        return;
    }
    CHECK(json_is_string(json_object_get(v, "report")));
    /* The same actions fed to the engine, one `play` and one `position` each. */
    char script[] = "/tmp/prestags-script-XXXXXX";
    int fd = mkstemp(script);
    FILE *f = fdopen(fd, "w");
    fprintf(f, "new bubastis seed 5\n");
    json_t *log = json_object_get(v, "log");
    for (size_t i = 0; i < json_array_size(log); i++)
        fprintf(f, "play %s\nposition\n",
                json_string_value(json_object_get(json_array_get(log, i), "action")));
    fclose(f);
    char cmd[512];
    const char *prog = getenv("PRESTAGS") ? getenv("PRESTAGS") : "build/prestags";
    snprintf(cmd, sizeof cmd, "%s engine < %s", prog, script);
    FILE *p = popen(cmd, "r");
    char line[8192];
    size_t i = 0, mismatches = 0;
    while (p && fgets(line, sizeof line, p)) {
        if (strncmp(line, "hash ", 5) != 0)
            continue;
        line[5 + 16] = '\0';
        const char *want = json_string_value(json_object_get(json_array_get(log, i), "hash"));
        if (!want || strcmp(line + 5, want) != 0)
            mismatches++;
        i++;
    }
    if (p)
        pclose(p);
    remove(script);
    CHECK(json_array_size(log) > 100);
    CHECK_INT(i, json_array_size(log));
    CHECK_INT(mismatches, 0);
    CHECK_STR(json_string_value(json_object_get(json_array_get(log, i - 1), "hash")),
              json_string_value(json_object_get(v, "hash")));
    json_decref(v);
    served_done(&s);
}

struct player {
    struct served *s;
    long long id;
    char (*tokens)[33];
    int side;
    unsigned seed;
    atomic_int *acked; /* the highest seq acknowledged to either player */
    int actions;
    long refused[8];   /* the last statuses other than 200, for a failure's message */
    int nrefused;
};

static void *play_side(void *arg)
{
    struct player *pl = arg;
    for (;;) {
        json_t *v = get_view(pl->s, pl->id, pl->tokens[pl->side]);
        if (!v)
            return NULL; /* the server is gone */
        json_t *st = json_object_get(v, "status");
        bool mine = json_integer_value(json_object_get(st, "side_to_act")) == pl->side;
        bool over = json_is_true(json_object_get(st, "over"));
        json_decref(v);
        if (over)
            return NULL;
        if (!mine) {
            sleep_ms(2);
            continue;
        }
        json_t *legal = legal_all(pl->s, pl->id, pl->tokens[pl->side]);
        size_t n = json_array_size(legal);
        if (n == 0) {
            json_decref(legal);
            continue;
        }
        pl->seed = pl->seed * 1103515245u + 12345u;
        const char *action = json_string_value(json_array_get(legal, (pl->seed >> 8) % n));
        char path[64];
        snprintf(path, sizeof path, "/api/games/%lld/actions", pl->id);
        json_t *b = json_pack("{s:s}", "action", action);
        char *body = json_dumps(b, JSON_COMPACT);
        struct reply r;
        bool sent = http(pl->s, "POST", path, pl->tokens[pl->side], body, &r);
        if (sent && r.status == 200) {
            int seq = (int)json_integer_value(json_object_get(r.json, "seq"));
            int old = atomic_load(pl->acked);
            while (seq > old && !atomic_compare_exchange_weak(pl->acked, &old, seq))
                ;
            pl->actions++;
        } else if (sent) {
            pl->refused[pl->nrefused++ % 8] = r.status;
            fprintf(stderr, "  side %d: %s -> %ld %s\n", pl->side, action, r.status, r.body);
        }
        reply_free(&r);
        free(body);
        json_decref(b);
        json_decref(legal);
        if (!sent)
            return NULL;
    }
}

TEST(server_sigkill_loses_nothing, "server: SIGKILL while two players act loses no acknowledged action")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, "{\"scenario\":\"rome\",\"seed\":2,"
                                   "\"seats\":[\"human\",\"human\"]}",
                               t);
    atomic_int acked = 0;
    struct player a = {.s = &s, .id = id, .tokens = t, .side = 0, .seed = 1, .acked = &acked};
    struct player b = {.s = &s, .id = id, .tokens = t, .side = 1, .seed = 2, .acked = &acked};
    pthread_t ta, tb;
    pthread_create(&ta, NULL, play_side, &a);
    pthread_create(&tb, NULL, play_side, &b);
    for (int ms = 0; ms < 60000 && atomic_load(&acked) < 40; ms += 10)
        sleep_ms(10);
    served_stop(&s, SIGKILL);
    pthread_join(ta, NULL);
    pthread_join(tb, NULL);
    CHECK(a.actions + b.actions >= 40);
    CHECK(served_start(&s, true));
    json_t *v = get_view(&s, id, t[0]);
    CHECK(v != NULL);
    int seq = (int)json_integer_value(json_object_get(v, "seq"));
    CHECK(seq >= atomic_load(&acked));
    CHECK(seq <= atomic_load(&acked) + 1); /* at most the one in flight, committed unanswered */
    struct reply r;
    char path[64];
    snprintf(path, sizeof path, "/api/games/%lld/record", id);
    CHECK(http(&s, "GET", path, NULL, NULL, &r));
    char hash[17];
    engine_hash_of_record(r.body, hash);
    CHECK_STR(hash, json_string_value(json_object_get(v, "hash")));
    reply_free(&r);
    json_decref(v);
    /* Both players carry on (the one whose turn it is acts). */
    a.actions = b.actions = 0;
    pthread_create(&ta, NULL, play_side, &a);
    pthread_create(&tb, NULL, play_side, &b);
    int restarted = seq; /* the view's, which may hold one more than was acknowledged */
    for (int ms = 0; ms < 60000 && atomic_load(&acked) < restarted + 10; ms += 10)
        sleep_ms(10);
    served_done(&s);
    pthread_join(ta, NULL);
    pthread_join(tb, NULL);
    CHECK(a.actions + b.actions >= 10);
}

static bool in_plot_of(json_t *v, void *ctx)
{
    json_t *st = json_object_get(v, "status");
    return strcmp(json_string_value(json_object_get(st, "phase")), "plot") == 0 &&
           json_integer_value(json_object_get(st, "side_to_act")) == *(int *)ctx;
}

static int plots_in_log(json_t *v)
{
    int n = 0;
    json_t *log = json_object_get(v, "log");
    for (size_t i = 0; i < json_array_size(log); i++)
        n += strncmp(json_string_value(json_object_get(json_array_get(log, i), "action")),
                     "plot ", 5) == 0;
    return n;
}

TEST(server_plots_secret_20_1, "[20.1] server: the other side's plots unseen until revealed")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, "{\"scenario\":\"delta\",\"seed\":1,"
                                   "\"options\":[\"simultaneous\"],"
                                   "\"seats\":[\"human\",\"human\"]}",
                               t);
    struct reply r;
    CHECK(http(&s, "POST", "/api/games/1/autodeploy", t[0], NULL, &r));
    CHECK_INT(r.status, 200);
    reply_free(&r);
    CHECK(http(&s, "POST", "/api/games/1/autodeploy", t[1], NULL, &r));
    CHECK_INT(r.status, 200);
    reply_free(&r);
    CHECK_INT(play(&s, id, t[0], "plot 0 MV 1009"), 200);
    json_t *v = get_view(&s, id, t[0]);
    CHECK_STR(json_string_value(json_object_get(json_object_get(v, "plots"), "0")),
              "plot 0 MV 1009");
    json_decref(v);
    CHECK_INT(play(&s, id, t[0], "end"), 200);
    int side1 = 1;
    v = get_view(&s, id, NULL);
    CHECK(in_plot_of(v, &side1));
    json_decref(v);
    /* The Egyptians plot now: the Hyksos plot is theirs alone. */
    v = get_view(&s, id, t[0]);
    CHECK_INT(plots_in_log(v), 1);
    json_decref(v);
    v = get_view(&s, id, t[1]);
    CHECK_INT(plots_in_log(v), 0);
    CHECK_INT(json_object_size(json_object_get(v, "plots")), 0);
    json_decref(v);
    v = get_view(&s, id, NULL);
    CHECK_INT(plots_in_log(v), 0);
    json_decref(v);
    CHECK(http(&s, "GET", "/api/games/1/record", t[1], NULL, &r));
    CHECK(strstr(r.body, "action plot") == NULL);
    reply_free(&r);
    /* Nor a replay to past the plot. */
    v = get_view(&s, id, NULL);
    long seq = (long)json_integer_value(json_object_get(v, "seq"));
    json_decref(v);
    char path[64];
    snprintf(path, sizeof path, "/api/games/1?at=%ld", seq);
    CHECK(http(&s, "GET", path, t[1], NULL, &r));
    CHECK_INT(r.status, 409);
    reply_free(&r);
    CHECK(http(&s, "GET", path, t[0], NULL, &r));
    CHECK_INT(r.status, 200);
    reply_free(&r);
    CHECK(http(&s, "GET", "/api/games/1/record", t[0], NULL, &r));
    CHECK(strstr(r.body, "action plot 0 MV 1009\n") != NULL);
    reply_free(&r);
    /* Revealed once the Operations Plot Phase is over: carried out, Game-Turn 2 plots. */
    CHECK_INT(play(&s, id, t[1], "end"), 200);
    v = get_view(&s, id, t[1]);
    CHECK_INT(json_integer_value(json_object_get(json_object_get(v, "status"), "turn")), 2);
    CHECK_INT(plots_in_log(v), 1);
    json_decref(v);
    served_done(&s);
}

TEST(server_rematch, "server: a rematch once over, sides swapped, the same tokens")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, "{\"scenario\":\"bubastis\",\"seed\":4,"
                                   "\"options\":[\"concession\"],"
                                   "\"seats\":[\"human\",\"human\"]}",
                               t);
    struct reply r;
    CHECK(http(&s, "POST", "/api/games/1/rematch", t[0], NULL, &r));
    CHECK_INT(r.status, 409);
    reply_free(&r);
    for (int i = 0; i < 2; i++) {
        json_t *v = get_view(&s, id, NULL);
        CHECK(http(&s, "POST", "/api/games/1/autodeploy", token_to_act(v, t), NULL, &r));
        CHECK_INT(r.status, 200);
        reply_free(&r);
        json_decref(v);
    }
    json_t *v = get_view(&s, id, NULL);
    int conceding = (int)json_integer_value(json_object_get(json_object_get(v, "status"),
                                                            "side_to_act"));
    json_t *mine = get_view(&s, id, token_to_act(v, t));
    json_t *general = json_object_get(json_object_get(mine, "legal"), "general");
    CHECK_STR(json_string_value(json_array_get(general, json_array_size(general) - 1)),
              "concede"); /* [15.0] offered, though never among the legal actions */
    json_decref(mine);
    CHECK_INT(play(&s, id, token_to_act(v, t), "concede"), 200);
    json_decref(v);
    v = get_view(&s, id, NULL);
    CHECK(json_is_true(json_object_get(json_object_get(v, "status"), "over")));
    CHECK_INT(json_integer_value(json_object_get(json_object_get(v, "status"), "winner")),
              1 - conceding);
    CHECK(json_is_string(json_object_get(v, "report")));
    json_decref(v);
    CHECK(http(&s, "POST", "/api/games/1/rematch", NULL, NULL, &r));
    CHECK_INT(r.status, 401);
    reply_free(&r);
    CHECK(http(&s, "POST", "/api/games/1/rematch", t[1], NULL, &r));
    CHECK_INT(r.status, 201);
    CHECK_INT(json_integer_value(json_object_get(r.json, "id")), 2);
    reply_free(&r);
    CHECK(http(&s, "POST", "/api/games/1/rematch", t[0], NULL, &r));
    CHECK_INT(r.status, 200);
    CHECK_INT(json_integer_value(json_object_get(r.json, "id")), 2);
    reply_free(&r);
    v = get_view(&s, 2, t[0]);
    CHECK_INT(json_integer_value(json_object_get(v, "you")), 1);
    json_decref(v);
    v = get_view(&s, 2, t[1]);
    CHECK_INT(json_integer_value(json_object_get(v, "you")), 0);
    json_decref(v);
    served_done(&s);
}

static int run(const char *cmd, char *out, size_t len)
{
    FILE *p = popen(cmd, "r");
    size_t n = p ? fread(out, 1, len - 1, p) : 0;
    out[n] = '\0';
    return p ? pclose(p) : -1;
}

TEST(server_games_tool, "prestags games: list, export and import a game that replays")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, "{\"scenario\":\"rome\",\"seed\":1,"
                                   "\"seats\":[\"human\",\"human\"],\"names\":[\"Ann\",\"Bo\"]}",
                               t);
    CHECK_INT(play(&s, id, t[0], "deploy 0 2725"), 200);
    served_stop(&s, SIGTERM);
    const char *prog = getenv("PRESTAGS") ? getenv("PRESTAGS") : "build/prestags";
    char cmd[1024], out[8192];
    snprintf(cmd, sizeof cmd, "%s games --db %s export 1 > %s/export.json", prog, s.db, s.dir);
    CHECK_INT(run(cmd, out, sizeof out), 0);
    snprintf(cmd, sizeof cmd, "%s games --db %s/copy.sqlite import %s/export.json", prog, s.dir,
             s.dir);
    CHECK_INT(run(cmd, out, sizeof out), 0);
    CHECK_STR(out, "1\n");
    snprintf(cmd, sizeof cmd, "%s games --db %s/copy.sqlite list", prog, s.dir);
    CHECK_INT(run(cmd, out, sizeof out), 0);
    CHECK(strncmp(out, "1 rome seed 1 playing human:Ann human:Bo ", 41) == 0);
    /* The imported game is served, with its action, to the same tokens. */
    snprintf(s.db, sizeof s.db, "%s/copy.sqlite", s.dir);
    CHECK(served_start(&s, true));
    json_t *v = get_view(&s, 1, t[0]);
    CHECK_INT(json_integer_value(json_object_get(v, "you")), 0);
    CHECK_INT(json_integer_value(json_object_get(v, "seq")), 1);
    json_decref(v);
    served_stop(&s, SIGTERM);
    /* A broken export is refused with where and why. */
    snprintf(cmd, sizeof cmd, "printf '{\\n\"format\": 3,' > %s/bad.json; %s games --db "
                              "%s/copy.sqlite import %s/bad.json 2>&1",
             s.dir, prog, s.dir, s.dir);
    CHECK(run(cmd, out, sizeof out) != 0);
    CHECK(strstr(out, "bad.json:2: ") != NULL);
    served_done(&s);
}
