/* Stepping through a game record; see replay.h for how forced dice are found again. */
#include "replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct replay {
    ps_game *g;
    int n, pos;
    ps_action *actions; /* n */
    int *dice_start;    /* n + 1: action i rolled dice[dice_start[i] .. dice_start[i + 1]) */
    int *dice;
    uint64_t *hash;     /* n + 1 */
    int *actor;         /* n */
    /* Forced dice still waiting when the record was saved: they come after the last action,
     * so they are out of the queue until the replay reaches it. */
    int left[PS_FORCED_DICE_MAX], nleft;
};

enum { REPLAY_DICE_MAX = 64 }; /* dice one action may roll */

static void replay_fail(char *err, size_t len, const char *what)
{
    snprintf(err, len, "%s", what);
}

struct replay *replay_open(const ps_data *d, const char *path, char *err, size_t len)
{
    struct replay *r = calloc(1, sizeof *r);
    if (!r) {
        replay_fail(err, len, "out of memory");
        return NULL;
    }
    if (ps_game_load(d, path, &r->g, err, len) != PS_OK) {
        free(r);
        return NULL;
    }
    r->nleft = ps_game_take_forced_dice(r->g, r->left, PS_FORCED_DICE_MAX);
    int n = ps_game_undo_depth(r->g);
    r->n = n;
    r->actions = malloc((size_t)(n + 1) * sizeof *r->actions);
    r->dice_start = malloc((size_t)(n + 1) * sizeof *r->dice_start);
    r->dice = malloc((size_t)(n + 1) * REPLAY_DICE_MAX * sizeof *r->dice);
    r->hash = malloc((size_t)(n + 1) * sizeof *r->hash);
    r->actor = malloc((size_t)(n + 1) * sizeof *r->actor);
    if (!r->actions || !r->dice_start || !r->dice || !r->hash || !r->actor) {
        replay_free(r);
        replay_fail(err, len, "out of memory");
        return NULL;
    }
    int nd = 0;
    for (int i = 0; i < n; i++) {
        ps_game_history_action(r->g, i, &r->actions[i]);
        r->dice_start[i] = nd;
        int k = ps_game_history_dice(r->g, i, &r->dice[nd], REPLAY_DICE_MAX);
        nd += k < REPLAY_DICE_MAX ? k : REPLAY_DICE_MAX;
    }
    r->dice_start[n] = nd;
    /* Walk back to the start, taking each step's hash and who acted. */
    for (int i = n; i > 0; i--) {
        r->hash[i] = ps_game_hash(r->g);
        ps_game_undo(r->g);
        ps_status_info st;
        ps_game_status(r->g, &st);
        r->actor[i - 1] = st.side_to_act;
    }
    r->hash[0] = ps_game_hash(r->g);
    r->pos = 0;
    if (n == 0 && r->nleft > 0)
        ps_game_force_dice(r->g, r->left, r->nleft);
    return r;
}

void replay_free(struct replay *r)
{
    if (!r)
        return;
    ps_game_free(r->g);
    free(r->actions);
    free(r->dice_start);
    free(r->dice);
    free(r->hash);
    free(r->actor);
    free(r);
}

ps_game *replay_game(struct replay *r)
{
    return r->g;
}

int replay_length(const struct replay *r)
{
    return r->n;
}

int replay_pos(const struct replay *r)
{
    return r->pos;
}

uint64_t replay_hash(const struct replay *r, int step)
{
    return step >= 0 && step <= r->n ? r->hash[step] : 0;
}

int replay_actor(const struct replay *r, int i)
{
    return i >= 0 && i < r->n ? r->actor[i] : -1;
}

const ps_action *replay_action(const struct replay *r, int i)
{
    return i >= 0 && i < r->n ? &r->actions[i] : NULL;
}

int replay_dice(const struct replay *r, int i, const int **dice)
{
    if (i < 0 || i >= r->n) {
        *dice = NULL;
        return 0;
    }
    *dice = &r->dice[r->dice_start[i]];
    return r->dice_start[i + 1] - r->dice_start[i];
}

ps_status replay_forward(struct replay *r, char *err, size_t len)
{
    if (r->pos >= r->n)
        return PS_ESTATE;
    const ps_action *a = &r->actions[r->pos];
    const int *dice = &r->dice[r->dice_start[r->pos]];
    int nd = r->dice_start[r->pos + 1] - r->dice_start[r->pos];
    /* Force the first f recorded dice, f = 0, 1, ...: the record's hash says which it was. */
    for (int f = 0; f <= nd; f++) {
        if (f > 0 && ps_game_force_dice(r->g, dice, f) != PS_OK)
            break;
        if (ps_game_play(r->g, a) != PS_OK) {
            char text[PS_ACTION_TEXT_MAX];
            ps_action_format(a, text, sizeof text);
            snprintf(err, len, "step %d: '%s' refused: %s", r->pos + 1, text, ps_game_error(r->g));
            return PS_EDATA;
        }
        if (ps_game_hash(r->g) == r->hash[r->pos + 1]) {
            r->pos++;
            if (r->pos == r->n && r->nleft > 0)
                ps_game_force_dice(r->g, r->left, r->nleft);
            return PS_OK;
        }
        ps_game_undo(r->g);
    }
    snprintf(err, len, "step %d: the record's state cannot be reproduced", r->pos + 1);
    return PS_EDATA;
}

ps_status replay_back(struct replay *r)
{
    if (r->pos == 0)
        return PS_ESTATE;
    if (r->pos == r->n)
        ps_game_take_forced_dice(r->g, NULL, 0);
    ps_status s = ps_game_undo(r->g);
    if (s == PS_OK)
        r->pos--;
    return s;
}

ps_status replay_goto(struct replay *r, int step, char *err, size_t len)
{
    if (step < 0)
        step = 0;
    if (step > r->n)
        step = r->n;
    while (r->pos > step)
        replay_back(r);
    while (r->pos < step) {
        ps_status s = replay_forward(r, err, len);
        if (s != PS_OK)
            return s;
    }
    return PS_OK;
}

void replay_describe(const ps_game *g, const ps_action *a, char *buf, size_t len)
{
    char text[PS_ACTION_TEXT_MAX];
    ps_action_format(a, text, sizeof text);
    int pos = snprintf(buf, len, "%s", text);
    for (int i = 0; i < a->nunits && pos >= 0 && (size_t)pos < len; i++) {
        ps_unit_info u;
        if (ps_game_unit(g, a->units[i], &u) != PS_OK)
            continue;
        int m = snprintf(buf + pos, len - (size_t)pos, "%s%s", i ? " " : "   (", u.code);
        pos += m > 0 ? m : 0;
    }
    if (a->nunits && pos >= 0 && (size_t)pos < len)
        snprintf(buf + pos, len - (size_t)pos, ")");
}

size_t replay_forced_note(const ps_game *g, int i, char *buf, size_t len)
{
    if (len)
        buf[0] = '\0';
    int forced = ps_game_history_forced(g, i);
    if (forced == 0 || len == 0)
        return 0;
    /* The forced queue is used before the stream: an action's forced dice come first. */
    int dice[REPLAY_DICE_MAX];
    int n = ps_game_history_dice(g, i, dice, REPLAY_DICE_MAX);
    size_t k = (size_t)snprintf(buf, len, "forced dice:");
    for (int d = 0; d < forced && d < n && d < REPLAY_DICE_MAX && k < len; d++)
        k += (size_t)snprintf(buf + k, len - k, " %d", dice[d]);
    if (k < len)
        k += (size_t)snprintf(buf + k, len - k, " (set, not rolled)");
    return k < len ? k : len - 1;
}
