/* Checking, applying and undoing actions (through the game's rule system, system.h), and the
 * history that undo walks back. */
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "system.h"

ps_status rules_unit(ps_game *g, int u, struct unit **out)
{
    if (u < 0 || u >= g->st.nunits)
        return game_fail(g, PS_EINVAL, "no unit %d", u);
    *out = &g->st.units[u];
    return PS_OK;
}

hex_id rules_hex(const ps_game *g, int ccrr)
{
    hex_cr h = {ccrr / 100, ccrr % 100};
    return map_hex_at(&g->map, h);
}

ps_status rules_check(ps_game *g, const ps_action *a)
{
    if (g->st.phase == PS_PHASE_GAME_OVER)
        return game_fail(g, PS_ESTATE, "the game is over");
    return g->sys->check(g, a);
}

void rules_apply(ps_game *g, const ps_action *a)
{
    g->sys->apply(g, a);
}

int rules_legal(ps_game *g, int u, ps_action *out, int max)
{
    return g->sys->legal(g, u, out, max);
}

int rules_offer_end(ps_game *g, ps_action *out, int max, int n)
{
    ps_action end;
    memset(&end, 0, sizeof end);
    end.kind = PS_ACT_END;
    /* Asking must not overwrite the reason of the last refusal. */
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    if (rules_check(g, &end) == PS_OK) {
        if (n < max)
            out[n] = end;
        n++;
    }
    memcpy(g->err, saved, sizeof saved);
    return n;
}

static bool history_push(struct history *h, const struct game_state *st, const ps_action *a)
{
    if (h->count == h->cap) {
        int cap = h->cap ? h->cap * 2 : 64;
        if (cap > HISTORY_MAX)
            cap = HISTORY_MAX;
        ps_action *acts = realloc(h->actions, (size_t)cap * sizeof *acts);
        if (!acts)
            return false;
        h->actions = acts;
        int *starts = realloc(h->roll_start, (size_t)cap * sizeof *starts);
        if (!starts)
            return false;
        h->roll_start = starts;
        h->cap = cap;
    }
    int k = h->count / HISTORY_CHECKPOINT;
    if (h->count % HISTORY_CHECKPOINT == 0) {
        if (k == h->states_cap) {
            int cap = h->states_cap ? h->states_cap * 2 : 4;
            struct game_state *sts = realloc(h->states, (size_t)cap * sizeof *sts);
            if (!sts)
                return false;
            h->states = sts;
            h->states_cap = cap;
        }
        h->states[k] = *st;
    }
    h->actions[h->count] = *a;
    h->roll_start[h->count] = h->nrolls;
    h->count++;
    return true;
}

ps_status ps_game_check(ps_game *g, const ps_action *a)
{
    if (a->kind >= PS_ACT_KIND_COUNT)
        return game_fail(g, PS_EINVAL, "unknown action kind");
    return rules_check(g, a);
}

/* Plays a, a legal action: into the history, then applied. */
static ps_status play_legal(ps_game *g, const ps_action *a)
{
    if (g->hist.keep && g->hist.count == HISTORY_MAX)
        return game_fail(g, PS_ESTATE, "the game holds %d actions, as many as a game may keep",
                         HISTORY_MAX);
    if (g->hist.keep && !history_push(&g->hist, &g->st, a))
        return game_fail(g, PS_ENOMEM, "out of memory for the undo history");
    g->events_len = 0;
    g->events[0] = '\0';
    rules_apply(g, a);
    return PS_OK;
}

static ps_status play_checked(ps_game *g, const ps_action *a)
{
    ps_status s = ps_game_check(g, a);
    return s != PS_OK ? s : play_legal(g, a);
}

ps_status ps_game_play(ps_game *g, const ps_action *a)
{
    /* The check runs for every action played; what it works out may be kept for the apply
     * (game.h, memo_state), in this call only. */
    g->memo_state = MEMO_ARMED;
    ps_status s = play_checked(g, a);
    g->memo_state = MEMO_OFF;
    g->memo_for = NULL;
    return s;
}

int ps_game_play_sample(ps_game *g, int unit, int (*pick)(void *ctx, int n), void *ctx,
                        ps_action *out)
{
    /* The draw may keep the plan of a move it draws from its search (DRAWN): it is one of the
     * legal actions as the search found them, in the state the apply starts from, so the
     * check would find what the draw found; anything else is checked as ps_game_play does. */
    g->memo_state = MEMO_DRAWING;
    g->memo_for = NULL;
    int n = ps_game_legal_sample(g, unit, pick, ctx, out);
    ps_status s = PS_OK;
    if (n > 0 && g->memo_state == MEMO_DRAWN && g->memo_for == out) {
        s = play_legal(g, out);
    } else if (n > 0) {
        g->memo_state = MEMO_ARMED;
        s = play_checked(g, out);
    }
    g->memo_state = MEMO_OFF;
    g->memo_for = NULL;
    return s == PS_OK ? n : -1;
}

ps_status ps_game_play_text(ps_game *g, const char *text)
{
    ps_action a;
    ps_status s = ps_action_parse(text, &a, g->err, sizeof g->err);
    return s != PS_OK ? s : ps_game_play(g, &a);
}

ps_status ps_game_undo(ps_game *g)
{
    struct history *h = &g->hist;
    if (h->count == 0)
        return game_fail(g, PS_ESTATE, "nothing to undo");
    h->count--;
    /* Back to the checkpoint, then the actions after it again.  Each action's dice come out
     * as they did: the stream is part of the state, and its forced dice (always the first it
     * rolled, since dice are forced between actions) are forced again.  The caller's own
     * forced dice and the last action's events are set aside meanwhile. */
    int from = h->count / HISTORY_CHECKPOINT * HISTORY_CHECKPOINT;
    g->st = h->states[from / HISTORY_CHECKPOINT];
    game_list_sides(g); /* the same units, but perhaps fewer of them */
    struct dice_queue waiting = g->forced;
    char events[sizeof g->events];
    size_t events_len = g->events_len;
    memcpy(events, g->events, events_len + 1);
    h->keep = false; /* no history of the replayed actions, and no record of their dice */
    bool quiet = g->quiet;
    g->quiet = true; /* their events are set aside: not formatted */
    for (int i = from; i < h->count; i++) {
        g->forced.head = g->forced.count = 0;
        for (int r = h->roll_start[i]; r < h->roll_start[i + 1]; r++)
            if (h->rolls[r] & ROLL_FORCED)
                dice_queue_push(&g->forced, h->rolls[r] & ~ROLL_FORCED);
        g->events_len = 0;
        g->events[0] = '\0';
        rules_apply(g, &h->actions[i]);
    }
    h->keep = true;
    g->quiet = quiet;
    g->forced = waiting;
    memcpy(g->events, events, events_len + 1);
    g->events_len = events_len;
    h->nrolls = h->roll_start[h->count];
    return PS_OK;
}

int ps_game_undo_depth(const ps_game *g)
{
    return g->hist.count;
}

size_t ps_game_history_bytes(const ps_game *g)
{
    const struct history *h = &g->hist;
    return (size_t)h->states_cap * sizeof *h->states +
           (size_t)h->cap * (sizeof *h->actions + sizeof *h->roll_start) + (size_t)h->rolls_cap;
}

ps_status ps_game_history_action(const ps_game *g, int i, ps_action *out)
{
    if (i < 0 || i >= g->hist.count)
        return PS_EINVAL;
    *out = g->hist.actions[i];
    return PS_OK;
}

int ps_game_history_dice(const ps_game *g, int i, int *rolls, int max)
{
    const struct history *h = &g->hist;
    if (i < 0 || i >= h->count)
        return 0;
    int end = i + 1 < h->count ? h->roll_start[i + 1] : h->nrolls;
    for (int r = h->roll_start[i]; r < end && r - h->roll_start[i] < max; r++)
        rolls[r - h->roll_start[i]] = h->rolls[r] & ~ROLL_FORCED;
    return end - h->roll_start[i];
}

int ps_game_history_forced(const ps_game *g, int i)
{
    const struct history *h = &g->hist;
    if (i < 0 || i >= h->count)
        return 0;
    int end = i + 1 < h->count ? h->roll_start[i + 1] : h->nrolls, forced = 0;
    for (int r = h->roll_start[i]; r < end; r++)
        forced += (h->rolls[r] & ROLL_FORCED) != 0;
    return forced;
}

void ps_game_keep_history(ps_game *g, bool keep)
{
    g->hist.keep = keep;
    if (!keep) {
        g->hist.count = 0;
        g->hist.nrolls = 0;
    }
}

int ps_game_legal(ps_game *g, int unit, ps_action *out, int max)
{
    return rules_legal(g, unit, out, max);
}
