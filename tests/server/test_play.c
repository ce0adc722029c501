/* Games played through the server: odds and forced dice, undo, the computer's seat, chat,
 * secret plots, events, rematch, and a whole game equal hash for hash to the engine. */
#include <curl/curl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../check.h"
#include "client.h"

static const char rome_hh[] = "{\"scenario\":\"rome\",\"seed\":1,\"seats\":[\"human\",\"human\"]}";

static bool has_attack(json_t *view, void *ctx)
{
    (void)ctx;
    json_t *units = json_object_get(json_object_get(view, "legal"), "units");
    const char *key;
    json_t *kinds;
    json_object_foreach(units, key, kinds)
    {
        for (size_t i = 0; i < json_array_size(kinds); i++) {
            const char *k = json_string_value(json_array_get(kinds, i));
            if (strcmp(k, "melee") == 0 || strcmp(k, "fire") == 0)
                return true;
        }
    }
    return false;
}

static json_t *seat_view(const struct served *s, long long id, char t[2][33])
{
    json_t *v = get_view(s, id, NULL);
    const char *token = token_to_act(v, t);
    json_decref(v);
    return get_view(s, id, token);
}

static bool seat_has_attack(json_t *spectator_view, void *ctx)
{
    (void)spectator_view;
    void **args = ctx;
    json_t *v = seat_view(args[0], *(long long *)args[1], args[2]);
    bool yes = v && has_attack(v, NULL);
    json_decref(v);
    return yes;
}

static const char *first_attack(json_t *legal)
{
    for (size_t i = 0; i < json_array_size(legal); i++) {
        const char *a = json_string_value(json_array_get(legal, i));
        if (strncmp(a, "melee ", 6) == 0 || strncmp(a, "fire ", 5) == 0)
            return a;
    }
    return NULL;
}

TEST(server_odds_forced_dice_undo, "server: odds before the attack, forced dice, undo to the die")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, rome_hh, t);
    unsigned seed = 7;
    void *args[] = {&s, &id, t};
    json_t *v = play_until(&s, id, t, &seed, 3000, seat_has_attack, args);
    CHECK(v != NULL);
    if (!v) {
        served_done(&s);
        return;
    }
    const char *token = token_to_act(v, t);
    json_t *legal = legal_all(&s, id, token);
    const char *attack = first_attack(legal);
    CHECK(attack != NULL);
    char body[512], path[128];
    snprintf(body, sizeof body, "{\"action\":\"%s\"}", attack);
    snprintf(path, sizeof path, "/api/games/%lld/odds", id);
    struct reply r;
    CHECK(http(&s, "POST", path, token, body, &r));
    CHECK_INT(r.status, 200);
    json_t *hex0 = json_array_get(json_object_get(r.json, "hexes"), 0);
    long faces = (long)json_integer_value(json_object_get(r.json, "faces"));
    CHECK_INT(faces, 6);
    CHECK_INT(json_array_size(json_object_get(hex0, "by_roll")), 6);
    /* The faces giving each result add up to the die. */
    long sum = 0;
    const char *name;
    json_t *count;
    json_object_foreach(json_object_get(hex0, "results"), name, count)
    sum += (long)json_integer_value(count);
    CHECK_INT(sum, 6);
    CHECK(strchr(json_string_value(json_object_get(r.json, "odds")), '-') != NULL);
    reply_free(&r);
    CHECK(http(&s, "POST", path, token, "{\"action\":\"end\"}", &r));
    CHECK_INT(r.status, 400);
    CHECK_STR(json_string_value(json_object_get(r.json, "error")),
              "odds are for fire and melee actions");
    reply_free(&r);
    /* Force a 4 and attack. */
    snprintf(path, sizeof path, "/api/games/%lld/dice", id);
    CHECK(http(&s, "POST", path, token, "{\"dice\":[4]}", &r));
    CHECK_INT(r.status, 200);
    reply_free(&r);
    CHECK(http(&s, "POST", path, token, "{\"dice\":[0]}", &r));
    CHECK_INT(r.status, 400);
    reply_free(&r);
    CHECK_INT(play(&s, id, token, attack), 200);
    json_t *after = get_view(&s, id, token);
    json_t *log = json_object_get(after, "log");
    json_t *last = json_array_get(log, json_array_size(log) - 1);
    CHECK_STR(json_string_value(json_object_get(last, "action")), attack);
    json_t *die = json_array_get(json_object_get(last, "dice"), 0);
    CHECK_INT(json_integer_value(json_object_get(die, "roll")), 4);
    CHECK(json_is_true(json_object_get(die, "forced")));
    /* The record marks the forced die, and replays in the engine to the view's hash. */
    snprintf(path, sizeof path, "/api/games/%lld/record", id);
    CHECK(http(&s, "GET", path, NULL, NULL, &r));
    char want[600];
    snprintf(want, sizeof want, "action %s ; dice 4f\n", attack);
    CHECK(strstr(r.body, want) != NULL);
    char hash[17];
    engine_hash_of_record(r.body, hash);
    CHECK_STR(hash, json_string_value(json_object_get(after, "hash")));
    reply_free(&r);
    /* The die is cast: nothing before it can be taken back. */
    snprintf(path, sizeof path, "/api/games/%lld/undo", id);
    CHECK(http(&s, "POST", path, token, NULL, &r));
    CHECK_INT(r.status, 409);
    CHECK_STR(json_string_value(json_object_get(r.json, "error")),
              "nothing to undo since the last die roll");
    reply_free(&r);
    json_decref(after);
    json_decref(legal);
    json_decref(v);
    served_done(&s);
}

TEST(server_undo_between_humans, "server: an undo between two humans waits for the opponent")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, rome_hh, t);
    CHECK_INT(play(&s, id, t[0], "deploy 0 2725"), 200);
    CHECK_INT(play(&s, id, t[0], "deploy 1 2825"), 200);
    struct reply r;
    CHECK(http(&s, "POST", "/api/games/1/undo", NULL, NULL, &r));
    CHECK_INT(r.status, 401);
    reply_free(&r);
    CHECK(http(&s, "POST", "/api/games/1/undo", t[1], NULL, &r));
    CHECK_INT(r.status, 409); /* seat 1 has played nothing */
    reply_free(&r);
    CHECK(http(&s, "POST", "/api/games/1/undo", t[0], NULL, &r));
    CHECK_INT(r.status, 202);
    reply_free(&r);
    json_t *v = get_view(&s, id, t[1]);
    CHECK_INT(json_integer_value(json_object_get(json_object_get(v, "undo"), "requested_by")),
              0);
    CHECK_INT(json_integer_value(json_object_get(v, "seq")), 2);
    json_decref(v);
    CHECK(http(&s, "POST", "/api/games/1/undo", t[1], "{\"accept\":true}", &r));
    CHECK_INT(r.status, 200);
    reply_free(&r);
    v = get_view(&s, id, t[0]);
    CHECK_INT(json_integer_value(json_object_get(v, "seq")), 1);
    CHECK(json_is_null(json_object_get(json_object_get(v, "undo"), "requested_by")));
    json_decref(v);
    /* A refused request changes nothing. */
    CHECK(http(&s, "POST", "/api/games/1/undo", t[0], NULL, &r));
    CHECK_INT(r.status, 202);
    reply_free(&r);
    CHECK(http(&s, "POST", "/api/games/1/undo", t[1], "{\"accept\":false}", &r));
    CHECK_INT(r.status, 200);
    reply_free(&r);
    v = get_view(&s, id, t[0]);
    CHECK_INT(json_integer_value(json_object_get(v, "seq")), 1);
    json_decref(v);
    served_done(&s);
}

static bool computer_done(json_t *v, void *ctx)
{
    (void)ctx;
    json_t *st = json_object_get(v, "status");
    return json_integer_value(json_object_get(st, "side_to_act")) == 0 &&
           !json_is_true(json_object_get(st, "thinking")) &&
           strcmp(json_string_value(json_object_get(st, "phase")), "deploy") != 0;
}

TEST(server_computer_seat, "server: the computer's seat sets up and plays by itself; undo at once")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, "{\"scenario\":\"rome\",\"seed\":3,\"level\":\"random\","
                                   "\"seats\":[\"human\",\"computer\"]}",
                               t);
    CHECK(t[1][0] == '\0');
    struct reply r;
    CHECK(http(&s, "POST", "/api/games/1/autodeploy", t[0], NULL, &r));
    CHECK_INT(r.status, 200);
    CHECK_INT(json_integer_value(json_object_get(r.json, "seq")), 17);
    reply_free(&r);
    json_t *v = NULL;
    for (int i = 0; i < 200 && !v; i++) {
        json_t *now = get_view(&s, id, t[0]);
        if (now && computer_done(now, NULL))
            v = now;
        else {
            json_decref(now);
            sleep_ms(50);
        }
    }
    CHECK(v != NULL);
    /* The Sabines' 15 deploys and their end of set-up, played by the computer. */
    CHECK(json_integer_value(json_object_get(v, "seq")) >= 33);
    json_t *log = json_object_get(v, "log");
    CHECK_INT(json_integer_value(json_object_get(json_array_get(log, 17), "side")), 1);
    CHECK_STR(json_string_value(json_object_get(json_array_get(log, 17), "action")),
              "deploy 16 1426"); /* as `new rome seed 3`, `autodeploy` twice */
    long seq = (long)json_integer_value(json_object_get(v, "seq"));
    json_decref(v);
    /* Against the computer an undo is at once: the human's last action and all after it. */
    CHECK_INT(play(&s, id, t[0], "end"), 200);
    CHECK(http(&s, "POST", "/api/games/1/undo", t[0], NULL, &r));
    CHECK_INT(r.status, 200);
    reply_free(&r);
    v = get_view(&s, id, t[0]);
    CHECK(json_integer_value(json_object_get(v, "seq")) <= seq);
    json_decref(v);
    served_done(&s);
}

TEST(server_chat, "server: chat between the seats, never shown to spectators")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, rome_hh, t);
    struct reply r;
    CHECK(http(&s, "POST", "/api/games/1/chat", t[1], "{\"text\":\"good luck\"}", &r));
    CHECK_INT(r.status, 201);
    reply_free(&r);
    CHECK(http(&s, "POST", "/api/games/1/chat", NULL, "{\"text\":\"hi\"}", &r));
    CHECK_INT(r.status, 401);
    reply_free(&r);
    CHECK(http(&s, "POST", "/api/games/1/chat", t[0], "{\"text\":\"\"}", &r));
    CHECK_INT(r.status, 400);
    reply_free(&r);
    json_t *v = get_view(&s, id, t[0]);
    json_t *msg = json_array_get(json_object_get(v, "chat"), 0);
    CHECK_STR(json_string_value(json_object_get(msg, "text")), "good luck");
    CHECK_INT(json_integer_value(json_object_get(msg, "side")), 1);
    json_decref(v);
    v = get_view(&s, id, NULL);
    CHECK(json_object_get(v, "chat") == NULL);
    json_decref(v);
    /* Kept with the game: there after a restart. */
    served_stop(&s, SIGTERM);
    CHECK(served_start(&s, true));
    v = get_view(&s, id, t[0]);
    CHECK_INT(json_array_size(json_object_get(v, "chat")), 1);
    json_decref(v);
    served_done(&s);
}

struct stream {
    const struct served *s;
    char path[128];
    const char *until;   /* the stream is read until this arrives (or 20 s pass) */
    char got[8192];
    atomic_bool connected;
};

static size_t stream_collect(char *data, size_t size, size_t n, void *ctx)
{
    struct stream *st = ctx;
    size_t have = strlen(st->got), len = size * n;
    if (have + len < sizeof st->got) {
        memcpy(st->got + have, data, len);
        st->got[have + len] = '\0';
    }
    if (strstr(st->got, ": connected"))
        atomic_store(&st->connected, true);
    return strstr(st->got, st->until) ? 0 : len; /* 0 ends the transfer */
}

static void *listen_events(void *arg)
{
    struct stream *st = arg;
    CURL *c = curl_easy_init();
    char url[256];
    snprintf(url, sizeof url, "http://127.0.0.1:%d%s", st->s->port, st->path);
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, stream_collect);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, st);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, 20000L);
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    curl_easy_perform(c);
    curl_easy_cleanup(c);
    return NULL;
}

TEST(server_events, "server: events reach every browser within a second; chat only the seats")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, rome_hh, t);
    /* The spectator reads until the update, the seat until the chat after it. */
    struct stream spectator = {.s = &s, .until = "data: {\"seq\":1}\n\n"};
    struct stream seat = {.s = &s, .until = "your move"};
    atomic_init(&spectator.connected, false);
    atomic_init(&seat.connected, false);
    snprintf(spectator.path, sizeof spectator.path, "/api/games/%lld/events", id);
    snprintf(seat.path, sizeof seat.path, "/api/games/%lld/events?token=%s", id, t[1]);
    pthread_t a, b;
    pthread_create(&a, NULL, listen_events, &spectator);
    pthread_create(&b, NULL, listen_events, &seat);
    for (int ms = 0; ms < 20000 && !(atomic_load(&spectator.connected) &&
                                     atomic_load(&seat.connected));
         ms += 10)
        sleep_ms(10);
    CHECK_INT(play(&s, id, t[0], "deploy 0 2725"), 200);
    struct reply r;
    CHECK(http(&s, "POST", "/api/games/1/chat", t[0], "{\"text\":\"your move\"}", &r));
    reply_free(&r);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    CHECK(strstr(spectator.got, "event: update\ndata: {\"seq\":1}\n\n") != NULL);
    CHECK(strstr(seat.got, "event: update\ndata: {\"seq\":1}\n\n") != NULL);
    CHECK(strstr(seat.got, "event: chat\n") != NULL);
    CHECK(strstr(seat.got, "your move") != NULL);
    CHECK(strstr(spectator.got, "your move") == NULL);
    served_done(&s);
}
