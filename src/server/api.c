/* The JSON API (docs/web-api.md): routes, who may do what, and the handlers.  Each handler
 * takes the game's lock for as long as it reads or changes the game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "http.h"
#include "token.h"
#include "view.h"

enum { CHAT_MAX = 500 };

/* The request's JSON body, or NULL with a 400 already queued in *r. */
static json_t *body_json(const struct request *rq, enum MHD_Result *r)
{
    json_error_t e;
    json_t *j = json_loadb(rq->body, rq->len, JSON_REJECT_DUPLICATES, &e);
    if (!j || !json_is_object(j)) {
        json_decref(j);
        *r = j ? http_error(rq, 400, "the body is not a JSON object")
               : http_error(rq, 400, "bad JSON at line %d, column %d: %s", e.line, e.column,
                            e.text);
        return NULL;
    }
    return j;
}

static const char *json_str(json_t *o, const char *key)
{
    return json_string_value(json_object_get(o, key));
}

/* The action named in the body's "action", parsed; false with a 400 queued. */
static bool body_action(const struct request *rq, ps_action *a, enum MHD_Result *r)
{
    json_t *j = body_json(rq, r);
    if (!j)
        return false;
    const char *text = json_str(j, "action");
    char err[PS_ERR_MAX];
    bool ok = false;
    if (!text)
        *r = http_error(rq, 400, "the body needs \"action\": a string");
    else if (ps_action_parse(text, a, err, sizeof err) != PS_OK)
        *r = http_error(rq, 400, "%s", err);
    else
        ok = true;
    json_decref(j);
    return ok;
}

/* ---- POST /api/games ---- */

static bool valid_level(const char *level)
{
    ai_player *p = ai_player_new(level, 0);
    bool known = p != NULL;
    ai_player_free(p);
    return known;
}

static bool parse_seat(json_t *seat, const char *level, struct seat_row *out, char *err,
                       size_t errlen)
{
    const char *kind = json_string_value(seat);
    memset(out, 0, sizeof *out);
    if (kind && strcmp(kind, "human") == 0) {
        out->kind = SEAT_HUMAN;
        return true;
    }
    if (kind && strcmp(kind, "computer") == 0) {
        out->kind = SEAT_COMPUTER;
        snprintf(out->level, sizeof out->level, "%s", level ? level : AI_DEFAULT_LEVEL);
        return true;
    }
    snprintf(err, errlen, "a seat is \"human\" or \"computer\"");
    return false;
}

static enum MHD_Result create_game(struct request *rq)
{
    enum MHD_Result r;
    json_t *j = body_json(rq, &r);
    if (!j)
        return r;
    struct game_row row;
    memset(&row, 0, sizeof row);
    char err[PS_ERR_MAX] = "";
    const char *scenario = json_str(j, "scenario");
    const char *level = json_str(j, "level");
    json_t *seed = json_object_get(j, "seed"), *options = json_object_get(j, "options");
    json_t *seats = json_object_get(j, "seats"), *names = json_object_get(j, "names");
    const ps_data *d = scenario ? server_data_for(rq->srv, scenario) : NULL;
    if (!scenario)
        snprintf(err, sizeof err, "the body needs \"scenario\"");
    else if (!d)
        r = http_error(rq, 404, "no scenario '%s'", scenario);
    else if (seed && (!json_is_integer(seed) || json_integer_value(seed) < 0))
        snprintf(err, sizeof err, "\"seed\" is a whole number, 0 or more");
    else if (options && !json_is_array(options))
        snprintf(err, sizeof err, "\"options\" is a list of option names");
    else if (!json_is_array(seats) || json_array_size(seats) != 2)
        snprintf(err, sizeof err, "\"seats\" is a list of two: \"human\" or \"computer\"");
    else if (level && !valid_level(level))
        snprintf(err, sizeof err, "no computer level '%s' (random, level1, level2, level3)",
                 level);
    if (!d || *err) {
        json_decref(j);
        return *err ? http_error(rq, 400, "%s", err) : r;
    }
    snprintf(row.scenario, sizeof row.scenario, "%s", scenario);
    snprintf(row.system, sizeof row.system, "%s", ps_data_system(d));
    if (seed)
        row.seed = (uint64_t)json_integer_value(seed);
    else
        row.seed = token_random64();
    size_t n = 0;
    for (size_t i = 0; options && i < json_array_size(options) && !*err; i++) {
        const char *o = json_string_value(json_array_get(options, i));
        if (!o || ps_option_find(o) < 0)
            snprintf(err, sizeof err, "no option '%s'", o ? o : "(not a string)");
        else
            n += (size_t)snprintf(row.options + n, n < sizeof row.options ? sizeof row.options - n : 0,
                                  "%s%s", n ? " " : "", o);
    }
    if (n >= sizeof row.options)
        snprintf(err, sizeof err, "too many options");
    char tokens[2][TOKEN_TEXT] = {"", ""};
    for (int side = 0; side < 2 && !*err; side++) {
        struct seat_row *s = &row.seats[side];
        if (!parse_seat(json_array_get(seats, (size_t)side), level, s, err, sizeof err))
            break;
        const char *name = json_is_array(names)
                               ? json_string_value(json_array_get(names, (size_t)side))
                               : NULL;
        if (name && strlen(name) >= sizeof s->name)
            snprintf(err, sizeof err, "a name is at most %zu bytes", sizeof s->name - 1);
        else if (name)
            snprintf(s->name, sizeof s->name, "%s", name);
        if (s->kind == SEAT_HUMAN) {
            token_new(tokens[side], s->token_hash);
            s->has_token = true;
        }
    }
    json_decref(j);
    if (*err)
        return http_error(rq, 400, "%s", err);
    struct live_game *lg = live_create(rq->srv, &row, err, sizeof err);
    if (!lg)
        return http_error(rq, 422, "%s", err);
    json_t *out_seats = json_array();
    for (int side = 0; side < 2; side++) {
        json_t *s = json_pack("{s:i, s:s}", "side", side, "kind",
                              row.seats[side].kind == SEAT_COMPUTER ? "computer" : "human");
        if (row.seats[side].kind == SEAT_HUMAN) {
            char url[128];
            snprintf(url, sizeof url, "/game/%lld#token=%s", (long long)lg->row.id,
                     tokens[side]);
            json_object_set_new(s, "token", json_string(tokens[side]));
            json_object_set_new(s, "url", json_string(url));
        }
        json_array_append_new(out_seats, s);
    }
    return http_json(rq, 201, json_pack("{s:I, s:o}", "id", (json_int_t)lg->row.id, "seats",
                                        out_seats));
}

/* ---- /api/games/ID/... ---- */

/* A game's request: the game, its lock held, and the seat of the token. */
struct game_request {
    struct request *rq;
    struct live_game *lg;
    int seat; /* 0, 1, or -1 a spectator */
};

/* Acting needs a seat; acting now needs the seat to act. */
static bool need_seat(struct game_request *gr, enum MHD_Result *r)
{
    if (gr->seat >= 0)
        return true;
    *r = http_error(gr->rq, 401, "only a seat's token may do that (Authorization: Bearer TOKEN)");
    return false;
}

static bool need_turn(struct game_request *gr, enum MHD_Result *r)
{
    if (!need_seat(gr, r))
        return false;
    ps_status_info st;
    ps_game_status(gr->lg->g, &st);
    if (st.over) {
        *r = http_error(gr->rq, 409, "the game is over");
        return false;
    }
    if (st.side_to_act != gr->seat) {
        *r = http_error(gr->rq, 409, "not your turn: the %s are to act",
                        ps_game_side_name(gr->lg->g, st.side_to_act));
        return false;
    }
    if (gr->lg->thinking) {
        *r = http_error(gr->rq, 409, "the computer is thinking");
        return false;
    }
    return true;
}

static enum MHD_Result get_view(struct game_request *gr)
{
    const char *at = http_arg(gr->rq, "at");
    if (!at)
        return http_json(gr->rq, 200, view_game(gr->lg, gr->seat));
    char *end;
    long seq = strtol(at, &end, 10);
    if (!*at || *end || seq < 0 || seq > gr->lg->nlog)
        return http_error(gr->rq, 400, "at=%s: the game has actions 0 to %d", at,
                          gr->lg->nlog);
    char err[PS_ERR_MAX];
    ps_game *g = live_replay_to(gr->lg, (int)seq, gr->seat, err, sizeof err);
    if (!g)
        return http_error(gr->rq, 409, "%s", err);
    json_t *view = view_game_at(gr->lg, g, (int)seq, gr->seat);
    ps_game_free(g);
    return http_json(gr->rq, 200, view);
}

static enum MHD_Result get_legal(struct game_request *gr)
{
    enum MHD_Result r;
    if (!need_turn(gr, &r))
        return r;
    const char *unit = http_arg(gr->rq, "unit");
    long u = -1;
    if (unit) {
        char *end;
        u = strtol(unit, &end, 10);
        if (!*unit || *end || u < 0 || u >= ps_game_unit_count(gr->lg->g))
            return http_error(gr->rq, 400, "no unit '%s'", unit);
    }
    /* Every legal action of a position is listed once: players and their pages ask again. */
    struct live_game *lg = gr->lg;
    uint64_t hash = ps_game_hash(lg->g);
    if (u < 0 && lg->legal_json && lg->legal_hash == hash && lg->legal_seq == lg->nlog)
        return http_text(gr->rq, 200, "application/json", strdup(lg->legal_json),
                         strlen(lg->legal_json));
    json_t *j = view_legal(lg, (int)u);
    if (!j)
        return http_error(gr->rq, 500, "out of memory");
    if (u < 0) {
        free(lg->legal_json);
        lg->legal_json = json_dumps(j, JSON_COMPACT);
        lg->legal_hash = hash;
        lg->legal_seq = lg->nlog;
    }
    return http_json(gr->rq, 200, j);
}

static enum MHD_Result post_action(struct game_request *gr)
{
    enum MHD_Result r;
    ps_action a;
    if (!body_action(gr->rq, &a, &r) || !need_turn(gr, &r))
        return r;
    char err[PS_ERR_MAX];
    int status = live_play(gr->lg, &a, 1, err, sizeof err);
    if (status != 200)
        return http_error(gr->rq, (unsigned)status, "%s", err);
    const struct log_entry *e = &gr->lg->log[gr->lg->nlog - 1];
    json_t *events = view_events(e->events);
    const char *dice = strstr(e->line, " ; dice ");
    return http_json(gr->rq, 200, json_pack("{s:i, s:s, s:o, s:s, s:s}", "seq", e->seq, "line",
                                            e->line, "events", events, "dice",
                                            dice ? dice + strlen(" ; dice ") : "", "hash",
                                            e->hash));
}

static enum MHD_Result post_autodeploy(struct game_request *gr)
{
    enum MHD_Result r;
    if (!need_turn(gr, &r))
        return r;
    ps_status_info st;
    ps_game_status(gr->lg->g, &st);
    if (st.phase != PS_PHASE_DEPLOY)
        return http_error(gr->rq, 409, "[11.1] set-up is over");
    /* The engine's automatic set-up, worked out on a copy and played action by action. */
    ps_game *copy = ps_game_clone(gr->lg->g);
    int before = 0;
    if (copy)
        ps_game_keep_history(copy, true); /* a copy keeps none: this one records the set-up */
    if (!copy || ps_game_auto_deploy(copy) != PS_OK) {
        ps_game_free(copy);
        return http_error(gr->rq, 409, "the set-up cannot be made automatically");
    }
    int n = ps_game_undo_depth(copy) - before;
    ps_action *acts = malloc((size_t)(n > 0 ? n : 1) * sizeof *acts);
    for (int i = 0; acts && i < n; i++)
        ps_game_history_action(copy, before + i, &acts[i]);
    ps_game_free(copy);
    if (!acts)
        return http_error(gr->rq, 500, "out of memory");
    char err[PS_ERR_MAX];
    int status = live_play(gr->lg, acts, n, err, sizeof err);
    free(acts);
    if (status != 200)
        return http_error(gr->rq, (unsigned)status, "%s", err);
    return http_json(gr->rq, 200, json_pack("{s:i}", "seq", gr->lg->nlog));
}

static enum MHD_Result post_odds(struct game_request *gr)
{
    enum MHD_Result r;
    ps_action a;
    if (!body_action(gr->rq, &a, &r) || !need_seat(gr, &r))
        return r;
    if (a.kind != PS_ACT_FIRE && a.kind != PS_ACT_MELEE)
        return http_error(gr->rq, 400, "odds are for fire and melee actions");
    json_t *j = view_odds(gr->lg, &a);
    return j ? http_json(gr->rq, 200, j) : http_error(gr->rq, 422, "%s", ps_game_error(gr->lg->g));
}

static bool vs_computer(const struct live_game *lg)
{
    return lg->row.seats[0].kind == SEAT_COMPUTER || lg->row.seats[1].kind == SEAT_COMPUTER;
}

static enum MHD_Result post_undo(struct game_request *gr)
{
    enum MHD_Result r;
    if (!need_seat(gr, &r))
        return r;
    struct live_game *lg = gr->lg;
    char err[PS_ERR_MAX];
    json_t *j = gr->rq->len ? body_json(gr->rq, &r) : json_object();
    if (!j)
        return r;
    json_t *accept = json_object_get(j, "accept");
    bool answering = accept && lg->undo_requested_by == 1 - gr->seat;
    bool yes = json_is_true(accept);
    json_decref(j);
    int status;
    if (vs_computer(lg) || (answering && yes)) {
        int side = answering ? 1 - gr->seat : gr->seat;
        status = live_undo(lg, side, err, sizeof err);
    } else if (answering) {
        lg->undo_requested_by = -1;
        live_push(lg, "undo", "{\"requested_by\":null,\"refused\":true}", true);
        return http_json(gr->rq, 200, json_pack("{s:i, s:b}", "seq", lg->nlog, "undone", 0));
    } else if (accept) {
        return http_error(gr->rq, 409, "no undo of the other side's waits for your answer");
    } else {
        /* Between two humans an undo waits for the opponent [the players' agreement]. */
        char probe[PS_ERR_MAX];
        int can = live_undo_possible(lg, gr->seat, probe, sizeof probe);
        if (can != 200)
            return http_error(gr->rq, (unsigned)can, "%s", probe);
        lg->undo_requested_by = gr->seat;
        char data[64];
        snprintf(data, sizeof data, "{\"requested_by\":%d}", gr->seat);
        live_push(lg, "undo", data, true);
        return http_json(gr->rq, 202, json_pack("{s:i, s:b, s:i}", "seq", lg->nlog, "undone", 0,
                                                "requested_by", gr->seat));
    }
    if (status != 200)
        return http_error(gr->rq, (unsigned)status, "%s", err);
    return http_json(gr->rq, 200, json_pack("{s:i, s:b}", "seq", lg->nlog, "undone", 1));
}

static enum MHD_Result post_dice(struct game_request *gr)
{
    enum MHD_Result r;
    if (!gr->rq->srv->opt.test_dice)
        return http_error(gr->rq, 404, "forced dice are for tests: start the server with --test-dice");
    if (!need_seat(gr, &r))
        return r;
    json_t *j = body_json(gr->rq, &r);
    if (!j)
        return r;
    json_t *dice = json_object_get(j, "dice");
    int rolls[64];
    size_t n = json_is_array(dice) ? json_array_size(dice) : 0;
    bool ok = n > 0 && n <= 64;
    for (size_t i = 0; ok && i < n; i++) {
        json_t *v = json_array_get(dice, i);
        ok = json_is_integer(v) && json_integer_value(v) >= 1 && json_integer_value(v) <= 20;
        rolls[i] = ok ? (int)json_integer_value(v) : 0;
    }
    json_decref(j);
    if (!ok)
        return http_error(gr->rq, 400, "\"dice\" is a list of 1 to 64 die rolls");
    if (ps_game_force_dice(gr->lg->g, rolls, (int)n) != PS_OK)
        return http_error(gr->rq, 422, "%s", ps_game_error(gr->lg->g));
    return http_json(gr->rq, 200, json_pack("{s:i}", "forced", ps_game_forced_dice_left(gr->lg->g)));
}

static enum MHD_Result get_record(struct game_request *gr)
{
    size_t len;
    char *text = live_record(gr->lg, gr->seat, &len);
    if (!text)
        return http_error(gr->rq, 500, "out of memory");
    return http_text(gr->rq, 200, "text/plain; charset=utf-8", text, len);
}

static enum MHD_Result get_scenario(struct game_request *gr)
{
    size_t need = ps_game_scenario_text(gr->lg->g, NULL, 0) + 1;
    char *text = malloc(need);
    if (!text)
        return http_error(gr->rq, 500, "out of memory");
    ps_game_scenario_text(gr->lg->g, text, need);
    return http_text(gr->rq, 200, "text/plain; charset=utf-8", text, strlen(text));
}

static enum MHD_Result post_chat(struct game_request *gr)
{
    enum MHD_Result r;
    if (!need_seat(gr, &r))
        return r;
    json_t *j = body_json(gr->rq, &r);
    if (!j)
        return r;
    const char *text = json_str(j, "text");
    if (!text || !*text || strlen(text) > CHAT_MAX) {
        json_decref(j);
        return http_error(gr->rq, 400, "\"text\" is a message of 1 to %d bytes", CHAT_MAX);
    }
    if (!live_chat(gr->lg, gr->seat, text)) {
        json_decref(j);
        return http_error(gr->rq, 500, "the message could not be stored");
    }
    const struct chat_entry *c = &gr->lg->chat[gr->lg->nchat - 1];
    json_t *msg = json_pack("{s:i, s:i, s:s, s:s}", "seq", c->seq, "side", c->side, "text",
                            c->text, "time", c->time);
    char *data = json_dumps(msg, JSON_COMPACT);
    if (data)
        live_push(gr->lg, "chat", data, true);
    free(data);
    json_decref(j);
    return http_json(gr->rq, 201, msg);
}

static enum MHD_Result post_rematch(struct game_request *gr)
{
    enum MHD_Result r;
    if (!need_seat(gr, &r))
        return r;
    struct live_game *lg = gr->lg;
    if (strcmp(lg->row.status, "over") != 0)
        return http_error(gr->rq, 409, "a rematch is offered once the game is over");
    if (lg->rematch)
        return http_json(gr->rq, 200, json_pack("{s:I}", "id", (json_int_t)lg->rematch));
    struct game_row row;
    memset(&row, 0, sizeof row);
    snprintf(row.scenario, sizeof row.scenario, "%s", lg->row.scenario);
    snprintf(row.system, sizeof row.system, "%s", lg->row.system);
    snprintf(row.options, sizeof row.options, "%s", lg->row.options);
    row.seed = token_random64();
    /* Sides swapped: each player's token opens the other side in the new game. */
    row.seats[0] = lg->row.seats[1];
    row.seats[1] = lg->row.seats[0];
    char err[PS_ERR_MAX];
    struct live_game *next = live_create(gr->rq->srv, &row, err, sizeof err);
    if (!next)
        return http_error(gr->rq, 500, "%s", err);
    lg->rematch = next->row.id;
    char data[64];
    snprintf(data, sizeof data, "{\"id\":%lld}", (long long)lg->rematch);
    live_push(lg, "rematch", data, true);
    return http_json(gr->rq, 201, json_pack("{s:I}", "id", (json_int_t)lg->rematch));
}

static const struct {
    const char *method, *verb;
    enum MHD_Result (*fn)(struct game_request *gr);
} game_routes[] = {
    {"GET", "", get_view},
    {"GET", "legal", get_legal},
    {"POST", "actions", post_action},
    {"POST", "autodeploy", post_autodeploy},
    {"POST", "odds", post_odds},
    {"POST", "undo", post_undo},
    {"POST", "dice", post_dice},
    {"GET", "record", get_record},
    {"GET", "scenario", get_scenario},
    {"POST", "chat", post_chat},
    {"POST", "rematch", post_rematch},
};

/* "/api/games/ID[/VERB]" */
static enum MHD_Result game_route(struct request *rq, const char *rest)
{
    char *end;
    long long id = strtoll(rest, &end, 10);
    if (end == rest || id <= 0 || (*end && *end != '/'))
        return http_error(rq, 404, "no game '%s'", rest);
    const char *verb = *end ? end + 1 : "";
    bool events = strcmp(verb, "events") == 0;
    size_t route = 0, nroutes = sizeof game_routes / sizeof game_routes[0];
    bool path_known = events;
    for (; route < nroutes; route++) {
        if (strcmp(game_routes[route].verb, verb) != 0)
            continue;
        path_known = true;
        if (strcmp(game_routes[route].method, rq->method) == 0)
            break;
    }
    if (!path_known)
        return http_error(rq, 404, "no such request: %s", rq->url);
    if ((events && strcmp(rq->method, "GET") != 0) || (!events && route == nroutes))
        return http_error(rq, 405, "%s does not take %s", rq->url, rq->method);
    int status;
    char err[PS_ERR_MAX];
    struct live_game *lg = live_get(rq->srv, id, &status, err, sizeof err);
    if (!lg)
        return http_error(rq, (unsigned)status, "%s", err);
    pthread_mutex_lock(&lg->lock);
    int seat = live_seat(lg, http_token(rq));
    pthread_mutex_unlock(&lg->lock);
    if (seat == -2)
        return http_error(rq, 403, "that token is not a seat of game %lld", id);
    if (events)
        return events_handle(rq, lg, seat);
    struct game_request gr = {.rq = rq, .lg = lg, .seat = seat};
    pthread_mutex_lock(&lg->lock);
    enum MHD_Result r = game_routes[route].fn(&gr);
    pthread_mutex_unlock(&lg->lock);
    return r;
}

/* GET /api/games?ids=1,2,3: the lobby's list of a player's games. */
static enum MHD_Result list_games(struct request *rq)
{
    const char *ids = http_arg(rq, "ids");
    json_t *list = json_array();
    int count = 0;
    for (const char *p = ids ? ids : ""; *p && count < 100; count++) {
        char *end;
        long long id = strtoll(p, &end, 10);
        if (end == p)
            break;
        int status;
        char err[PS_ERR_MAX];
        struct live_game *lg = id > 0 ? live_get(rq->srv, id, &status, err, sizeof err) : NULL;
        if (lg) {
            pthread_mutex_lock(&lg->lock);
            json_array_append_new(list, view_summary(lg));
            pthread_mutex_unlock(&lg->lock);
        }
        p = *end == ',' ? end + 1 : end;
    }
    return http_json(rq, 200, list);
}

enum MHD_Result api_handle(struct request *rq)
{
    const char *path = rq->url + strlen("/api/");
    bool get = strcmp(rq->method, "GET") == 0, post = strcmp(rq->method, "POST") == 0;
    if (strcmp(path, "scenarios") == 0)
        return get ? http_text(rq, 200, "application/json", strdup(rq->srv->scenarios_json),
                               strlen(rq->srv->scenarios_json))
                   : http_error(rq, 405, "%s takes GET", rq->url);
    if (strncmp(path, "maps/", 5) == 0) {
        if (!get)
            return http_error(rq, 405, "%s takes GET", rq->url);
        json_t *map = view_map(rq->srv, path + 5);
        return map ? http_json(rq, 200, map) : http_error(rq, 404, "no map '%s'", path + 5);
    }
    if (strcmp(path, "games") == 0) {
        if (post)
            return create_game(rq);
        return get ? list_games(rq) : http_error(rq, 405, "%s takes GET and POST", rq->url);
    }
    if (strncmp(path, "games/", 6) == 0)
        return game_route(rq, path + 6);
    return http_error(rq, 404, "no such request: %s", rq->url);
}
