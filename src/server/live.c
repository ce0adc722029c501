/* Games in memory (server.h).  A game is loaded by replaying its stored record through the
 * engine's own loader, and checked against the hash stored with its last action; every
 * change is played on the engine first and acknowledged only once its transaction has
 * committed (an action the store refuses is taken back). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server.h"
#include "token.h"

const ps_data *server_data_for(struct server *srv, const char *scenario)
{
    for (int i = 0; i < 2; i++)
        if (srv->systems[i] && ps_data_find_scenario(srv->systems[i], scenario) >= 0)
            return srv->systems[i];
    return NULL;
}

static void format_hash(const ps_game *g, char out[17])
{
    snprintf(out, 17, "%016llx", (unsigned long long)ps_game_hash(g));
}

static bool log_reserve(struct live_game *lg, int n)
{
    if (lg->nlog + n <= lg->caplog)
        return true;
    int cap = lg->caplog ? lg->caplog : 64;
    while (cap < lg->nlog + n)
        cap *= 2;
    struct log_entry *log = realloc(lg->log, (size_t)cap * sizeof *log);
    if (!log)
        return false;
    lg->log = log;
    lg->caplog = cap;
    return true;
}

static bool log_add(struct live_game *lg, const struct action_row *a)
{
    if (!log_reserve(lg, 1))
        return false;
    struct log_entry *e = &lg->log[lg->nlog];
    e->seq = a->seq;
    e->side = a->side;
    snprintf(e->phase, sizeof e->phase, "%s", a->phase);
    e->line = strdup(a->line);
    e->events = strdup(a->events);
    snprintf(e->time, sizeof e->time, "%s", a->time);
    snprintf(e->hash, sizeof e->hash, "%s", a->hash);
    if (!e->line || !e->events) {
        free(e->line);
        free(e->events);
        return false;
    }
    lg->nlog++;
    return true;
}

static void log_truncate(struct live_game *lg, int keep)
{
    while (lg->nlog > keep) {
        lg->nlog--;
        free(lg->log[lg->nlog].line);
        free(lg->log[lg->nlog].events);
    }
}

static bool chat_add(struct live_game *lg, const struct chat_row *c)
{
    if (lg->nchat == lg->capchat) {
        int cap = lg->capchat ? 2 * lg->capchat : 16;
        struct chat_entry *chat = realloc(lg->chat, (size_t)cap * sizeof *chat);
        if (!chat)
            return false;
        lg->chat = chat;
        lg->capchat = cap;
    }
    struct chat_entry *e = &lg->chat[lg->nchat];
    e->seq = c->seq;
    e->side = c->side;
    e->text = strdup(c->text);
    snprintf(e->time, sizeof e->time, "%s", c->time);
    if (!e->text)
        return false;
    lg->nchat++;
    return true;
}

static bool load_action(void *ctx, const struct action_row *a)
{
    return log_add(ctx, a);
}

static bool load_chat(void *ctx, const struct chat_row *c)
{
    return chat_add(ctx, c);
}

static void live_free(struct live_game *lg)
{
    if (!lg)
        return;
    ps_game_free(lg->g);
    log_truncate(lg, 0);
    free(lg->log);
    for (int i = 0; i < lg->nchat; i++)
        free(lg->chat[i].text);
    free(lg->chat);
    for (int i = 0; i < PUSH_RING; i++)
        free(lg->ring[i].data);
    free(lg->row.head);
    free(lg->legal_json);
    pthread_mutex_destroy(&lg->lock);
    pthread_cond_destroy(&lg->changed);
    free(lg);
}

static struct live_game *live_alloc(struct server *srv)
{
    struct live_game *lg = calloc(1, sizeof *lg);
    if (!lg)
        return NULL;
    pthread_mutex_init(&lg->lock, NULL);
    pthread_cond_init(&lg->changed, NULL);
    lg->srv = srv;
    lg->undo_requested_by = -1;
    return lg;
}

/* The record: the head, then the first n actions the viewer may see. */
static char *record_prefix(const struct live_game *lg, int n, int viewer, size_t *len)
{
    int count = n < lg->nlog ? n : lg->nlog;
    size_t cap = strlen(lg->row.head) + 16;
    for (int i = 0; i < count; i++)
        cap += strlen(lg->log[i].line) + 8;
    char *text = malloc(cap);
    if (!text)
        return NULL;
    size_t used = (size_t)snprintf(text, cap, "%s", lg->row.head);
    for (int i = 0; i < count; i++)
        if (!live_entry_hidden(lg, i, viewer))
            used += (size_t)snprintf(text + used, cap - used, "action %s\n", lg->log[i].line);
    used += (size_t)snprintf(text + used, cap - used, "end\n");
    if (len)
        *len = used;
    return text;
}

static char *record_text(const struct live_game *lg, int viewer, size_t *len)
{
    return record_prefix(lg, lg->nlog, viewer, len);
}

ps_game *live_replay_to(const struct live_game *lg, int seq, int viewer, char *err,
                        size_t errlen)
{
    for (int i = 0; i < seq && i < lg->nlog; i++)
        if (live_entry_hidden(lg, i, viewer)) {
            snprintf(err, errlen, "action %d is not yours to see yet [20.1]", i + 1);
            return NULL;
        }
    size_t len;
    char *text = record_prefix(lg, seq, viewer, &len);
    if (!text) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    ps_game *g = NULL;
    char name[64];
    snprintf(name, sizeof name, "game %lld", (long long)lg->row.id);
    if (ps_game_load_record(lg->data, text, len, name, &g, err, errlen) != PS_OK)
        g = NULL;
    free(text);
    return g;
}

char *live_record(const struct live_game *lg, int viewer, size_t *len)
{
    return record_text(lg, viewer, len);
}

/* Rebuilds the game from its record and checks the stored hash of its last action. */
static bool live_replay(struct live_game *lg, char *err, size_t errlen)
{
    size_t len;
    char *text = record_text(lg, -2, &len);
    if (!text) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    char name[64];
    snprintf(name, sizeof name, "game %lld", (long long)lg->row.id);
    ps_status s = ps_game_load_record(lg->data, text, len, name, &lg->g, err, errlen);
    free(text);
    if (s != PS_OK)
        return false;
    if (lg->nlog > 0) {
        char hash[17];
        format_hash(lg->g, hash);
        if (strcmp(hash, lg->log[lg->nlog - 1].hash) != 0) {
            snprintf(err, errlen, "game %lld replays to %s, not the stored %s",
                     (long long)lg->row.id, hash, lg->log[lg->nlog - 1].hash);
            return false;
        }
    }
    return true;
}

static void keep_live(struct server *srv, struct live_game *lg)
{
    if (srv->ngames == srv->capgames) {
        int cap = srv->capgames ? 2 * srv->capgames : 64;
        struct live_game **games = realloc(srv->games, (size_t)cap * sizeof *games);
        if (!games)
            return; /* served now, loaded again next time */
        srv->games = games;
        srv->capgames = cap;
    }
    srv->games[srv->ngames++] = lg;
}

/* A game just in memory may be the computer's to play. */
static void wake_computer(struct live_game *lg)
{
    pthread_mutex_lock(&lg->lock);
    ai_seats_poke(lg);
    pthread_mutex_unlock(&lg->lock);
}

struct live_game *live_get(struct server *srv, int64_t id, int *status, char *err,
                           size_t errlen)
{
    pthread_mutex_lock(&srv->games_lock);
    for (int i = 0; i < srv->ngames; i++)
        if (srv->games[i]->row.id == id) {
            struct live_game *lg = srv->games[i];
            pthread_mutex_unlock(&srv->games_lock);
            return lg;
        }
    struct live_game *lg = live_alloc(srv);
    *status = 500;
    if (!lg) {
        snprintf(err, errlen, "out of memory");
    } else if (!store_game_get(srv->store, id, &lg->row)) {
        *status = 404;
        snprintf(err, errlen, "no game %lld", (long long)id);
    } else if (!(lg->data = server_data_for(srv, lg->row.scenario))) {
        snprintf(err, errlen, "game %lld: no scenario '%s'", (long long)id, lg->row.scenario);
    } else if (!store_actions_each(srv->store, id, load_action, lg) ||
               !store_chat_each(srv->store, id, load_chat, lg)) {
        snprintf(err, errlen, "game %lld: %s", (long long)id, store_error(srv->store));
    } else if (live_replay(lg, err, errlen)) {
        keep_live(srv, lg);
        pthread_mutex_unlock(&srv->games_lock);
        wake_computer(lg);
        return lg;
    }
    pthread_mutex_unlock(&srv->games_lock);
    live_free(lg);
    return NULL;
}

struct live_game *live_create(struct server *srv, struct game_row *row, char *err,
                              size_t errlen)
{
    struct live_game *lg = live_alloc(srv);
    if (!lg) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    lg->data = server_data_for(srv, row->scenario);
    if (!lg->data || ps_game_new(lg->data, row->scenario, row->seed, &lg->g, err, errlen) != PS_OK) {
        if (!lg->data)
            snprintf(err, errlen, "no scenario '%s'", row->scenario);
        live_free(lg);
        return NULL;
    }
    char opts[sizeof row->options];
    snprintf(opts, sizeof opts, "%s", row->options);
    for (char *save, *w = strtok_r(opts, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        int o = ps_option_find(w);
        if (o < 0 || ps_game_set_option(lg->g, (ps_option)o, true) != PS_OK) {
            snprintf(err, errlen, "%s", o < 0 ? "no such option" : ps_game_error(lg->g));
            if (o < 0)
                snprintf(err, errlen, "no option '%s'", w);
            live_free(lg);
            return NULL;
        }
    }
    /* The record's head: everything before its closing "end". */
    size_t len;
    char *head = ps_game_record_text(lg->g, &len);
    if (!head || len < 4 || strcmp(head + len - 4, "end\n") != 0) {
        free(head);
        snprintf(err, errlen, "the game keeps no record");
        live_free(lg);
        return NULL;
    }
    head[len - 4] = '\0';
    row->head = head;
    snprintf(row->status, sizeof row->status, "playing");
    row->winner = -1;
    store_now(row->created, sizeof row->created);
    if (!store_game_create(srv->store, row)) {
        snprintf(err, errlen, "%s", store_error(srv->store));
        row->head = NULL;
        free(head);
        live_free(lg);
        return NULL;
    }
    lg->row = *row;
    row->head = NULL;
    pthread_mutex_lock(&srv->games_lock);
    keep_live(srv, lg);
    pthread_mutex_unlock(&srv->games_lock);
    wake_computer(lg);
    return lg;
}

void live_push(struct live_game *lg, const char *name, const char *data, bool seats_only)
{
    struct push_event *p = &lg->ring[lg->last_push % PUSH_RING];
    free(p->data);
    p->id = ++lg->last_push;
    snprintf(p->name, sizeof p->name, "%s", name);
    p->data = strdup(data);
    p->seats_only = seats_only;
    pthread_cond_broadcast(&lg->changed);
}

static void push_update(struct live_game *lg)
{
    char data[64];
    snprintf(data, sizeof data, "{\"seq\":%d}", lg->nlog);
    live_push(lg, "update", data, false);
}

/* "3 plot": the Game-Turn and the phase an action was played in. */
static void phase_label(const ps_status_info *st, char *buf, size_t len)
{
    snprintf(buf, len, "%d %s", st->turn, ps_phase_name(st->phase));
}

static int refusal_status(ps_status s)
{
    switch (s) {
    case PS_EILLEGAL:
        return 422;
    case PS_EINVAL:
    case PS_ENOTFOUND:
        return 400;
    case PS_ESTATE:
        return 409;
    default:
        return 500;
    }
}

int live_play(struct live_game *lg, const ps_action *acts, int n, char *err, size_t errlen)
{
    struct action_row *rows = calloc((size_t)n, sizeof *rows);
    char **texts = calloc((size_t)n, sizeof *texts);
    if (!rows || !texts) {
        free(rows);
        free(texts);
        snprintf(err, errlen, "out of memory");
        return 500;
    }
    int played = 0, status = 200;
    for (; played < n; played++) {
        ps_status_info st;
        ps_game_status(lg->g, &st);
        struct action_row *r = &rows[played];
        r->seq = lg->nlog + played + 1;
        r->side = st.side_to_act;
        phase_label(&st, r->phase, sizeof r->phase);
        ps_status s = ps_game_play(lg->g, &acts[played]);
        if (s != PS_OK) {
            status = refusal_status(s);
            snprintf(err, errlen, "%s", ps_game_error(lg->g));
            break;
        }
        char line[PS_RECORD_LINE_MAX];
        ps_game_history_line(lg->g, ps_game_undo_depth(lg->g) - 1, line, sizeof line);
        const char *events = ps_game_events(lg->g);
        size_t need = strlen(line) + strlen(events) + 2;
        texts[played] = malloc(need);
        if (!texts[played]) {
            ps_game_undo(lg->g);
            status = 500;
            snprintf(err, errlen, "out of memory");
            break;
        }
        snprintf(texts[played], need, "%s%c%s", line, '\0', events);
        r->line = texts[played];
        r->events = texts[played] + strlen(line) + 1;
        store_now(r->time, sizeof r->time);
        format_hash(lg->g, r->hash);
    }
    if (status == 200) {
        ps_status_info st;
        ps_game_status(lg->g, &st);
        if (!store_actions_append(lg->srv->store, lg->row.id, rows, n, st.over ? "over" : "playing",
                                  st.winner, st.level)) {
            status = 500;
            snprintf(err, errlen, "the game could not be stored: %s",
                     store_error(lg->srv->store));
        } else {
            snprintf(lg->row.status, sizeof lg->row.status, "%s", st.over ? "over" : "playing");
            lg->row.winner = st.winner;
            lg->row.level = st.level;
        }
    }
    if (status == 200) {
        for (int i = 0; i < n; i++)
            if (!log_add(lg, &rows[i])) {
                /* The store has it; the next load will too. */
                status = 500;
                snprintf(err, errlen, "out of memory");
                break;
            }
        lg->undo_requested_by = -1;
        push_update(lg);
        ai_seats_poke(lg);
    } else {
        for (int i = 0; i < played && i < n; i++)
            ps_game_undo(lg->g);
    }
    for (int i = 0; i < n; i++)
        free(texts[i]);
    free(texts);
    free(rows);
    return status;
}

static bool entry_rolled(const struct log_entry *e)
{
    return strstr(e->line, " ; dice ") != NULL;
}

/* The first log entry an undo of side's would take back, or -1 with the reason. */
static int undo_from(const struct live_game *lg, int side, char *err, size_t errlen)
{
    ps_status_info st;
    ps_game_status(lg->g, &st);
    if (st.over) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    /* Back to side's last action, if no die was rolled since. */
    for (int i = lg->nlog - 1; i >= 0 && !entry_rolled(&lg->log[i]); i--)
        if (lg->log[i].side == side)
            return i;
    snprintf(err, errlen, "nothing to undo since the last die roll");
    return -1;
}

int live_undo_possible(const struct live_game *lg, int side, char *err, size_t errlen)
{
    return undo_from(lg, side, err, errlen) < 0 ? 409 : 200;
}

int live_undo(struct live_game *lg, int side, char *err, size_t errlen)
{
    int from = undo_from(lg, side, err, errlen);
    if (from < 0)
        return 409;
    if (!store_actions_truncate(lg->srv->store, lg->row.id, lg->log[from].seq - 1)) {
        snprintf(err, errlen, "%s", store_error(lg->srv->store));
        return 500;
    }
    for (int i = lg->nlog; i > from; i--)
        ps_game_undo(lg->g);
    log_truncate(lg, from);
    lg->undo_requested_by = -1;
    push_update(lg);
    ai_seats_poke(lg);
    return 200;
}

bool live_chat(struct live_game *lg, int side, const char *text)
{
    struct chat_row c = {.seq = lg->nchat + 1, .side = side, .text = text};
    store_now(c.time, sizeof c.time);
    if (!store_chat_add(lg->srv->store, lg->row.id, &c) || !chat_add(lg, &c))
        return false;
    return true;
}

int live_seat(const struct live_game *lg, const char *token)
{
    if (!token || !*token)
        return -1;
    int seat = -2;
    for (int side = 0; side < 2; side++) {
        const struct seat_row *s = &lg->row.seats[side];
        /* Both hashes are checked, whatever the first gives: the time taken says nothing. */
        if (s->has_token && token_matches(token, s->token_hash) && seat == -2)
            seat = side;
    }
    return seat;
}

static bool is_plot(const struct log_entry *e)
{
    return strncmp(e->line, "plot ", 5) == 0;
}

bool live_entry_hidden(const struct live_game *lg, int i, int viewer)
{
    if (viewer == -2 || strcmp(lg->row.status, "over") == 0)
        return false;
    const struct log_entry *e = &lg->log[i];
    if (!is_plot(e) || e->side == viewer)
        return false;
    /* [20.1] A plot is revealed once the Operations Plot Phase it was made in is over. */
    ps_status_info st;
    ps_game_status(lg->g, &st);
    char now[32];
    phase_label(&st, now, sizeof now);
    return st.phase == PS_PHASE_PLOT && strcmp(e->phase, now) == 0;
}

void live_free_all(struct server *srv)
{
    for (int i = 0; i < srv->ngames; i++)
        live_free(srv->games[i]);
    free(srv->games);
    srv->games = NULL;
    srv->ngames = srv->capgames = 0;
}
