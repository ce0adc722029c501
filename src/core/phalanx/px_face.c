/* Turning in place, `face U DIR` [Phalanx Facing]: free at set-up; in the Movement Phase the
 * first turn of 60 degrees in a unit's hex is free, any other turn in place costs 1 MP
 * [Phalanx Facing F, G] (and once one is paid for, the first step of the move may leave in
 * any direction without another); a unit turns in place before its move, never after it
 * (its move's final facing does that [Phalanx Facing E]). */
#include <string.h>

#include "px_move.h"

/* The MP a turn to dir costs now, or a refusal. */
static ps_status face_cost(ps_game *g, int u, int dir, fx *cost)
{
    const struct unit *un = &g->st.units[u];
    bool sixty = px_front_dir(un->facing, dir);
    int rule = px_turn_rule_now(g, u);
    *cost = 0;
    if (un->flags & UF_CONTACT) {
        /* [Phalanx errata Facing I] "may change their facing ... up to 60 degrees", once a
         * phase [Phalanx errata Combat K note]. */
        if (!sixty)
            return game_fail(g, PS_EILLEGAL, "[Phalanx errata Facing I] unit %d is in Contact "
                             "and may turn only 60 degrees", u);
        if (rule != PX_TURN_FRONT)
            return game_fail(g, PS_EILLEGAL, "[Phalanx errata Facing I] unit %d is in Contact "
                             "and has turned its 60 degrees this phase", u);
        return PS_OK;
    }
    if (rule == PX_TURN_FRONT && sixty)
        return PS_OK;
    /* [Phalanx Facing F] more than 60 degrees standing still: 1 MP, regardless of terrain;
     * [Phalanx errata Facing I] a turn costing MP needs command. */
    if (!(g->st.px.units[u].flags & PXF_IN_COMMAND))
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Facing I] unit %d is out of command: "
                         "only a free 60-degree turn is left to it [Phalanx Command Units]", u);
    if (un->mp_spent + FX_ONE > px_ma(g, u))
        return game_fail(g, PS_EILLEGAL, "[Phalanx Facing F] unit %d has no MP left to turn "
                         "more than 60 degrees", u);
    *cost = FX_ONE;
    return PS_OK;
}

ps_status px_face_check(ps_game *g, const ps_action *a)
{
    const struct game_state *st = &g->st;
    if (a->nunits != 1 || a->nhexes != 1 || a->hexes[0] < 0 || a->hexes[0] >= HEX_DIRS)
        return game_fail(g, PS_EINVAL, "face takes one unit and a direction");
    int u = a->units[0], dir = a->hexes[0];
    if (u < 0 || u >= st->nunits)
        return game_fail(g, PS_EINVAL, "no unit %d", u);
    const struct unit *un = &st->units[u];
    if (st->phase == PS_PHASE_DEPLOY) { /* [Phalanx Facing A] set up facing as desired */
        if (un->where != UNIT_ON_MAP || un->side != st->deploying)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Initial Deployment] the %s face their "
                             "own units set up on the map", g->scen.force[st->deploying].name);
    } else if (st->phase != PS_PHASE_MOVEMENT) {
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Facing I] units change facing only "
                         "in a friendly Movement Phase");
    } else {
        ps_status s = px_move_unit_check(g, u);
        if (s != PS_OK)
            return s;
    }
    if (un->facing == dir)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Facing] unit %d already faces %s", u,
                         px_dir_name[dir]);
    if (st->phase == PS_PHASE_DEPLOY)
        return PS_OK;
    fx cost;
    return face_cost(g, u, dir, &cost);
}

void px_face_apply(ps_game *g, const ps_action *a)
{
    int u = a->units[0], dir = a->hexes[0];
    struct unit *un = &g->st.units[u];
    if (g->st.phase == PS_PHASE_MOVEMENT) {
        fx cost;
        if (face_cost(g, u, dir, &cost) != PS_OK)
            return;
        px_begin_acting(g, u);
        if (cost)
            un->mp_spent += cost;
        else if (px_turn_rule_now(g, u) == PX_TURN_FRONT)
            g->st.px.units[u].flags |= PXF_TURNED;
        char mp[24];
        if (game_events_wanted(g)) /* the MP as text only when the event is kept */
            game_event(g, "unit %d turns in place to face %s (%s MP)", u, px_dir_name[dir],
                       px_mp_text(cost, mp));
    }
    un->facing = (int8_t)dir;
}

int px_face_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    if (g->st.phase != PS_PHASE_DEPLOY && g->st.phase != PS_PHASE_MOVEMENT)
        return n;
    char err[PS_ERR_MAX];
    memcpy(err, g->err, sizeof err);
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = PS_ACT_FACE;
    a.nunits = 1;
    a.nhexes = 1;
    for (int v = u < 0 ? 0 : u; v < g->st.nunits && (u < 0 || v == u); v++) {
        a.units[0] = (int16_t)v;
        for (int d = 0; d < HEX_DIRS; d++) {
            a.hexes[0] = (int16_t)d;
            if (px_face_check(g, &a) != PS_OK)
                continue;
            if (n < max)
                out[n] = a;
            n++;
        }
    }
    memcpy(g->err, err, sizeof err);
    return n;
}
