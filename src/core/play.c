/* Checking, applying and undoing actions, and the history that undo walks back. */
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "phalanx/px_rules.h"
#include "prestags/simultaneous.h"

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
    const struct game_state *st = &g->st;
    if (st->phase == PS_PHASE_GAME_OVER)
        return game_fail(g, PS_ESTATE, "the game is over");
    if (g->phalanx)
        return px_check(g, a); /* phalanx/px_play.c */
    if (a->kind == PS_ACT_OFFER || a->kind == PS_ACT_ACCEPT)
        return game_fail(g, PS_EILLEGAL, "[15.2] an agreed end of the game (offer, accept) is "
                         "played in Phalanx only; Chariot players who agree simply stop");
    if ((a->kind == PS_ACT_MOVE || a->kind == PS_ACT_EXIT) && a->task)
        return game_fail(g, PS_EILLEGAL, "[16.1] a move ends facing its last step; turn with "
                         "'face' (a final facing belongs to Phalanx)");
    if (st->pending.kind != PENDING_NONE) {
        /* A combat result waits for a decision [8.1], [8.4]: nothing else may happen. */
        switch ((ps_action_kind)a->kind) {
        case PS_ACT_END:
            return pending_end_check(g);
        case PS_ACT_LOSE:
            return lose_check(g, a);
        case PS_ACT_ADVANCE:
            return advance_check(g, a);
        case PS_ACT_RETREAT:
            return retreat_check(g, a);
        default:
            if (st->pending.kind == PENDING_RETREAT)
                return game_fail(g, PS_EILLEGAL, "[17.0] the %s must first decide whether to "
                                 "retreat before combat (retreat or end)",
                                 g->scen.force[st->pending.side].name);
            return game_fail(g, PS_EILLEGAL, "[8.0] the %s must first decide on the last "
                             "combat result (lose, advance or end)",
                             g->scen.force[st->pending.side].name);
        }
    }
    if (sim_active(g))
        return sim_check(g, a); /* [19.1] the Simultaneous Movement Sequence (simultaneous.c) */
    switch ((ps_action_kind)a->kind) {
    case PS_ACT_END:
        if (st->phase == PS_PHASE_DEPLOY && game_side_has_deployment(g, st->deploying))
            return game_fail(g, PS_EILLEGAL, "[11.1] the %s still have units to set up",
                             g->scen.force[st->deploying].name);
        if (st->phase == PS_PHASE_CHARIOT || st->phase == PS_PHASE_MOVEMENT)
            return movement_end_check(g);
        return PS_OK;
    case PS_ACT_DEPLOY:
        return deploy_check(g, a);
    case PS_ACT_MOVE:
    case PS_ACT_EXIT:
        return move_check(g, a);
    case PS_ACT_EMBARK:
        return embark_check(g, a);
    case PS_ACT_DEBARK:
        return debark_check(g, a);
    case PS_ACT_FIRE:
        return fire_check(g, a);
    case PS_ACT_MELEE:
        return melee_check(g, a);
    case PS_ACT_CONCEDE:
        return concede_check(g, a);
    case PS_ACT_ADVANCE:
    case PS_ACT_LOSE:
        return game_fail(g, PS_EILLEGAL, "[8.0] no combat result waits for a decision");
    case PS_ACT_RETREAT:
        return retreat_check(g, a); /* refused: no attack waits for it */
    case PS_ACT_FACE:
        return face_check(g, a); /* [16.11] */
    case PS_ACT_PLOT:
        return game_fail(g, PS_EILLEGAL, "[19.1] tasks are plotted only in the Operations Plot "
                         "Phase of the Simultaneous Movement Sequence (option simultaneous)");
    case PS_ACT_OFFER: /* refused above */
    case PS_ACT_ACCEPT:
    case PS_ACT_KIND_COUNT:
        break;
    }
    return game_fail(g, PS_EINVAL, "unknown action kind");
}

void rules_apply(ps_game *g, const ps_action *a)
{
    if (g->phalanx) {
        px_apply(g, a);
        return;
    }
    if (sim_active(g)) {
        sim_apply(g, a); /* [19.1] (simultaneous.c) */
        return;
    }
    switch ((ps_action_kind)a->kind) {
    case PS_ACT_END:
        if (g->st.pending.kind != PENDING_NONE)
            pending_end_apply(g);
        else
            game_end_phase(g);
        break;
    case PS_ACT_DEPLOY:
        deploy_apply(g, a);
        break;
    case PS_ACT_MOVE:
    case PS_ACT_EXIT:
        move_apply(g, a);
        break;
    case PS_ACT_EMBARK:
        embark_apply(g, a);
        break;
    case PS_ACT_DEBARK:
        debark_apply(g, a);
        break;
    case PS_ACT_FIRE:
        fire_apply(g, a);
        break;
    case PS_ACT_MELEE:
        melee_apply(g, a);
        break;
    case PS_ACT_LOSE:
        lose_apply(g, a);
        break;
    case PS_ACT_ADVANCE:
        advance_apply(g, a);
        break;
    case PS_ACT_CONCEDE:
        concede_apply(g, a);
        break;
    case PS_ACT_RETREAT:
        retreat_apply(g, a);
        break;
    case PS_ACT_FACE:
        face_apply(g, a);
        break;
    case PS_ACT_PLOT: /* refused by rules_check without the simultaneous sequence */
    case PS_ACT_OFFER: /* refused by rules_check: Phalanx only */
    case PS_ACT_ACCEPT:
    case PS_ACT_KIND_COUNT:
        break;
    }
}

int rules_legal(ps_game *g, int u, ps_action *out, int max)
{
    const struct game_state *st = &g->st;
    int n = 0;
    if (g->phalanx)
        return px_legal(g, u, out, max);
    if (sim_active(g))
        return sim_legal(g, u, out, max); /* [19.1] (simultaneous.c) */
    switch ((ps_phase)st->phase) {
    case PS_PHASE_GAME_OVER:
    case PS_PHASE_COUNT:
    default: /* the simultaneous sequence's phases, without the option: nothing */
        return 0;
    case PS_PHASE_DEPLOY:
        n = deploy_legal(g, u, out, max, n);
        break;
    case PS_PHASE_CHARIOT:
    case PS_PHASE_MOVEMENT:
        if (st->pending.kind == PENDING_NONE) {
            n = move_legal(g, u, out, max, n);
            n = chariot_legal(g, u, out, max, n);
            n = face_legal(g, u, out, max, n); /* [16.11] */
        }
        break;
    case PS_PHASE_FIRE:
    case PS_PHASE_CHARIOT_DEFENSIVE_FIRE:
    case PS_PHASE_DEFENSIVE_FIRE:
        if (st->pending.kind == PENDING_NONE)
            n = fire_legal(g, u, out, max, n);
        break;
    case PS_PHASE_MELEE:
        if (st->pending.kind == PENDING_NONE)
            n = melee_legal(g, u, out, max, n);
        break;
    }
    if (st->pending.kind != PENDING_NONE)
        n = pending_legal(g, u, out, max, n);
    return u < 0 ? rules_offer_end(g, out, max, n) : n;
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

ps_status ps_game_play(ps_game *g, const ps_action *a)
{
    ps_status s = ps_game_check(g, a);
    if (s != PS_OK)
        return s;
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
    struct dice_queue waiting = g->forced;
    char events[sizeof g->events];
    size_t events_len = g->events_len;
    memcpy(events, g->events, events_len + 1);
    h->keep = false; /* no history of the replayed actions, and no record of their dice */
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
