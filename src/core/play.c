/* Checking, applying and undoing actions, and the history that undo walks back. */
#include <stdlib.h>
#include <string.h>

#include "rules.h"

ps_status rules_unit(ps_game *g, int u, struct unit **out)
{
    if (u < 0 || u >= g->st.nunits)
        return game_fail(g, PS_EINVAL, "no unit %d", u);
    *out = &g->st.units[u];
    return PS_OK;
}

hex_id rules_hex(ps_game *g, int ccrr)
{
    hex_cr h = {ccrr / 100, ccrr % 100};
    return map_hex_at(&g->map, h);
}

ps_status rules_check(ps_game *g, const ps_action *a)
{
    const struct game_state *st = &g->st;
    if (st->phase == PS_PHASE_GAME_OVER)
        return game_fail(g, PS_ESTATE, "the game is over");
    switch ((ps_action_kind)a->kind) {
    case PS_ACT_END:
        if (st->phase == PS_PHASE_DEPLOY && game_side_has_deployment(g, st->deploying))
            return game_fail(g, PS_EILLEGAL, "[11.1] the %s still have units to set up",
                             g->scen.force[st->deploying].name);
        return PS_OK;
    case PS_ACT_DEPLOY:
        return deploy_check(g, a);
    case PS_ACT_MOVE:
    case PS_ACT_EXIT:
    case PS_ACT_FIRE:
    case PS_ACT_MELEE:
    case PS_ACT_ADVANCE:
    case PS_ACT_EMBARK:
    case PS_ACT_DEBARK:
    case PS_ACT_LOSE:
    case PS_ACT_KIND_COUNT:
        break;
    }
    char text[PS_ACTION_TEXT_MAX];
    ps_action_format(a, text, sizeof text);
    return game_fail(g, PS_EILLEGAL, "'%s' is not possible in the %s phase", text,
                     ps_phase_name((ps_phase)st->phase));
}

void rules_apply(ps_game *g, const ps_action *a)
{
    switch ((ps_action_kind)a->kind) {
    case PS_ACT_END:
        game_end_phase(g);
        break;
    case PS_ACT_DEPLOY:
        deploy_apply(g, a);
        break;
    default:
        break;
    }
}

int rules_legal(ps_game *g, int u, ps_action *out, int max)
{
    int n = 0;
    if (g->st.phase == PS_PHASE_GAME_OVER)
        return 0;
    if (g->st.phase == PS_PHASE_DEPLOY)
        n = deploy_legal(g, u, out, max, n);
    if (u < 0) {
        if (n < max) {
            memset(&out[n], 0, sizeof out[n]);
            out[n].kind = PS_ACT_END;
        }
        n++;
    }
    return n;
}

static bool history_push(struct history *h, const struct game_state *st, const ps_action *a)
{
    if (h->count == h->cap) {
        int cap = h->cap ? h->cap * 2 : 64;
        struct game_state *s = realloc(h->states, (size_t)cap * sizeof *s);
        if (!s)
            return false;
        h->states = s;
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
    h->states[h->count] = *st;
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
    if (g->hist.count == 0)
        return game_fail(g, PS_ESTATE, "nothing to undo");
    g->hist.count--;
    g->st = g->hist.states[g->hist.count];
    g->hist.nrolls = g->hist.roll_start[g->hist.count];
    return PS_OK;
}

int ps_game_undo_depth(const ps_game *g)
{
    return g->hist.count;
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
