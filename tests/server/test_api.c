/* The game server's API against the real `prestags serve` on a loopback port: every endpoint
 * and every refusal with its HTTP status (docs/web-api.md). */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "../check.h"
#include "client.h"

static const char rome_hh[] = "{\"scenario\":\"rome\",\"seed\":1,\"seats\":[\"human\",\"human\"]}";

static long status_of(const struct served *s, const char *method, const char *path,
                      const char *token, const char *body)
{
    struct reply r;
    long st = http(s, method, path, token, body, &r) ? r.status : -1;
    reply_free(&r);
    return st;
}

TEST(server_scenarios_and_maps, "server: GET /api/scenarios lists 30, maps with neighbours")
{
    struct served s;
    CHECK(served_start(&s, false));
    struct reply r;
    CHECK(http(&s, "GET", "/api/scenarios", NULL, NULL, &r));
    CHECK_INT(r.status, 200);
    CHECK_INT(json_array_size(r.json), 30);
    CHECK_STR(json_string_value(json_object_get(json_array_get(r.json, 0), "id")), "rome");
    CHECK_STR(json_string_value(json_object_get(json_array_get(r.json, 14), "system")),
              "phalanx");
    reply_free(&r);
    CHECK(http(&s, "GET", "/api/maps/chariot", NULL, NULL, &r));
    CHECK_INT(r.status, 200);
    json_t *hexes = json_object_get(r.json, "hexes");
    CHECK(json_array_size(hexes) > 1000);
    /* Hex 1015's six neighbours, E NE NW W SW SE, as the engine gives them. */
    json_t *h = NULL;
    for (size_t i = 0; i < json_array_size(hexes) && !h; i++)
        if (json_integer_value(json_object_get(json_array_get(hexes, i), "hex")) == 1015)
            h = json_array_get(hexes, i);
    CHECK(h != NULL);
    CHECK_INT(json_array_size(json_object_get(h, "neighbours")), 6);
    reply_free(&r);
    CHECK(http(&s, "GET", "/api/maps/phalanx", NULL, NULL, &r));
    CHECK(strstr(r.headers, "Cache-Control: max-age=3600") != NULL);
    reply_free(&r);
    CHECK_INT(status_of(&s, "GET", "/api/maps/nosuch", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "POST", "/api/scenarios", NULL, "{}"), 405);
    CHECK_INT(status_of(&s, "GET", "/api/nosuch", NULL, NULL), 404);
    served_done(&s);
}

TEST(server_create_refusals, "server: POST /api/games refuses what is malformed")
{
    struct served s;
    CHECK(served_start(&s, false));
    CHECK_INT(status_of(&s, "POST", "/api/games", NULL, "{\"scenario\":"), 400);
    CHECK_INT(status_of(&s, "POST", "/api/games", NULL, "[1,2]"), 400);
    CHECK_INT(status_of(&s, "POST", "/api/games", NULL, "{\"seats\":[\"human\",\"human\"]}"),
              400);
    CHECK_INT(status_of(&s, "POST", "/api/games", NULL,
                        "{\"scenario\":\"nosuch\",\"seats\":[\"human\",\"human\"]}"),
              404);
    CHECK_INT(status_of(&s, "POST", "/api/games", NULL,
                        "{\"scenario\":\"rome\",\"seats\":[\"human\"]}"),
              400);
    CHECK_INT(status_of(&s, "POST", "/api/games", NULL,
                        "{\"scenario\":\"rome\",\"seats\":[\"human\",\"robot\"]}"),
              400);
    CHECK_INT(status_of(&s, "POST", "/api/games", NULL,
                        "{\"scenario\":\"kadesh\",\"options\":[\"nosuch\"],"
                        "\"seats\":[\"human\",\"human\"]}"),
              400);
    CHECK_INT(status_of(&s, "POST", "/api/games", NULL,
                        "{\"scenario\":\"rome\",\"level\":\"level9\","
                        "\"seats\":[\"human\",\"computer\"]}"),
              400);
    CHECK_INT(status_of(&s, "POST", "/api/games", NULL,
                        "{\"scenario\":\"rome\",\"seed\":-3,\"seats\":[\"human\",\"human\"]}"),
              400);
    /* A Phalanx game refuses Chariot's optional rules: the engine says why. */
    struct reply r;
    CHECK(http(&s, "POST", "/api/games", NULL,
               "{\"scenario\":\"cannae\",\"options\":[\"facing\"],"
               "\"seats\":[\"human\",\"human\"]}",
               &r));
    CHECK_INT(r.status, 422);
    CHECK(json_string_value(json_object_get(r.json, "error")) != NULL);
    reply_free(&r);
    served_done(&s);
}

TEST(server_tokens_and_seats, "server: a token acts for its seat alone; spectators read")
{
    struct served s;
    char t[2][33];
    CHECK(served_start(&s, false));
    long long id = create_game(&s, rome_hh, t);
    CHECK_INT(id, 1);
    CHECK_INT(strlen(t[0]), 32);
    CHECK(strcmp(t[0], t[1]) != 0);
    json_t *v = get_view(&s, id, NULL);
    CHECK(v && json_is_null(json_object_get(v, "you")));
    CHECK(json_object_get(v, "legal") == NULL);
    CHECK(json_object_get(v, "chat") == NULL);
    CHECK_INT(json_array_size(json_object_get(v, "units")), 31);
    json_decref(v);
    v = get_view(&s, id, t[0]);
    CHECK_INT(json_integer_value(json_object_get(v, "you")), 0);
    CHECK_INT(json_integer_value(json_object_get(json_object_get(v, "legal"), "count")), 592);
    json_decref(v);
    v = get_view(&s, id, t[1]);
    CHECK_INT(json_integer_value(json_object_get(v, "you")), 1);
    CHECK(json_object_get(v, "legal") == NULL); /* not its turn */
    json_decref(v);
    CHECK_INT(status_of(&s, "GET", "/api/games/1", "00000000000000000000000000000000", NULL),
              403);
    CHECK_INT(status_of(&s, "GET", "/api/games/1", "not-a-token", NULL), 403);
    CHECK_INT(status_of(&s, "GET", "/api/games/1?token=00000000000000000000000000000000", NULL,
                        NULL),
              403);
    CHECK_INT(status_of(&s, "GET", "/api/games/2", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "GET", "/api/games/abc", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "GET", "/api/games/1/nosuch", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "DELETE", "/api/games/1", t[0], NULL), 405);
    /* Acting: a spectator may not, the other seat may not, the seat to act may. */
    CHECK_INT(play(&s, id, NULL, "deploy 0 2725"), 401);
    CHECK_INT(play(&s, id, t[1], "deploy 0 2725"), 409);
    CHECK_INT(play(&s, id, t[0], "deploy 0 10x6"), 400);
    CHECK_INT(status_of(&s, "POST", "/api/games/1/actions", t[0], "{\"act\":\"end\"}"), 400);
    CHECK_INT(status_of(&s, "POST", "/api/games/1/actions", t[0], "{bad json"), 400);
    struct reply r;
    CHECK(http(&s, "POST", "/api/games/1/actions", t[0], "{\"action\":\"deploy 0 0101\"}", &r));
    CHECK_INT(r.status, 422);
    CHECK_STR(json_string_value(json_object_get(r.json, "error")),
              "[11.1] 0101 is outside deployment area D-3 of the Romans");
    reply_free(&r);
    CHECK(http(&s, "POST", "/api/games/1/actions", t[0], "{\"action\":\"deploy 0 2725\"}", &r));
    CHECK_INT(r.status, 200);
    CHECK_INT(json_integer_value(json_object_get(r.json, "seq")), 1);
    reply_free(&r);
    /* The view as it stood after action 0 and 1, for replays. */
    json_t *at = NULL;
    CHECK(http(&s, "GET", "/api/games/1?at=1", t[0], NULL, &r));
    CHECK_INT(r.status, 200);
    CHECK_INT(json_integer_value(json_object_get(r.json, "at")), 1);
    CHECK_INT(json_array_size(json_object_get(r.json, "log")), 1);
    CHECK(json_object_get(r.json, "legal") == NULL);
    at = json_incref(r.json);
    reply_free(&r);
    json_t *now = get_view(&s, id, t[0]);
    CHECK_STR(json_string_value(json_object_get(at, "hash")),
              json_string_value(json_object_get(now, "hash")));
    json_decref(now);
    json_decref(at);
    CHECK(http(&s, "GET", "/api/games/1?at=0", NULL, NULL, &r));
    CHECK_INT(json_integer_value(json_object_get(json_array_get(json_object_get(r.json, "units"), 0),
                                                 "hex")),
              0);
    reply_free(&r);
    CHECK_INT(status_of(&s, "GET", "/api/games/1?at=2", NULL, NULL), 400);
    CHECK_INT(status_of(&s, "GET", "/api/games/1?at=x", NULL, NULL), 400);
    CHECK_INT(status_of(&s, "GET", "/api/games/1/legal?unit=999", t[0], NULL), 400);
    CHECK_INT(status_of(&s, "GET", "/api/games/1/legal?unit=1", t[1], NULL), 409);
    CHECK(http(&s, "GET", "/api/games/1/legal?unit=1", t[0], NULL, &r));
    CHECK_INT(r.status, 200);
    CHECK_STR(json_string_value(json_array_get(json_object_get(r.json, "actions"), 0)),
              "deploy 1 2825");
    reply_free(&r);
    served_done(&s);
}

TEST(server_body_and_static_limits, "server: 413 past 64 KiB; static files never escape web/")
{
    struct served s;
    CHECK(served_start(&s, false));
    size_t big = 70 * 1024;
    char *body = malloc(big + 1);
    memset(body, ' ', big);
    body[big] = '\0';
    body[0] = '{';
    body[big - 1] = '}';
    CHECK_INT(status_of(&s, "POST", "/api/games", NULL, body), 413);
    free(body);
    struct reply r;
    CHECK(http(&s, "GET", "/", NULL, NULL, &r));
    CHECK_INT(r.status, 200);
    CHECK_STR(r.body, "<!doctype html><title>lobby</title>");
    CHECK(strstr(r.headers, "Content-Security-Policy: default-src 'self'") != NULL);
    CHECK(strstr(r.headers, "X-Content-Type-Options: nosniff") != NULL);
    CHECK(strstr(r.headers, "X-Frame-Options: DENY") != NULL);
    CHECK(strstr(r.headers, "Content-Type: text/html") != NULL);
    reply_free(&r);
    CHECK(http(&s, "GET", "/game/12", NULL, NULL, &r));
    CHECK_STR(r.body, "<!doctype html><title>battle</title>");
    reply_free(&r);
    CHECK(http(&s, "GET", "/app.js", NULL, NULL, &r));
    CHECK(strstr(r.headers, "Content-Type: text/javascript") != NULL);
    reply_free(&r);
    CHECK_INT(status_of(&s, "GET", "/../outside.html", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "GET", "/%2e%2e/outside.html", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "GET", "/..%2foutside.html", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "GET", "//etc/passwd", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "GET", "/.secret.js", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "GET", "/nosuch.html", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "GET", "/index.html%00.js", NULL, NULL), 404);
    CHECK_INT(status_of(&s, "POST", "/index.html", NULL, "x"), 405);
    /* Headers are bounded too: a 40 KB one is refused by the HTTP library. */
    char *token = malloc(40001);
    memset(token, 'a', 40000);
    token[40000] = '\0';
    CHECK_INT(status_of(&s, "GET", "/api/scenarios", token, NULL), 431);
    free(token);
    /* SIGTERM stops the server cleanly. */
    int status = served_stop(&s, SIGTERM);
    CHECK(WIFEXITED(status));
    CHECK_INT(WEXITSTATUS(status), 0);
    served_done(&s);
}
