/* Chariot's checker, applier and legal-action list: one checker and one applier per action
 * kind, a decision a combat result waits for first [8.0], and the Simultaneous Movement
 * Sequence's own when it is in play [19.1].  rules_check (play.c) has refused what every
 * system refuses (a game that is over) before it hands an action here. */
#include "prestags_rules.h"
#include "simultaneous.h"

ps_status prestags_check(ps_game *g, const ps_action *a)
{
    const struct game_state *st = &g->st;
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

void prestags_apply(ps_game *g, const ps_action *a)
{
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
    case PS_ACT_OFFER: /* refused by prestags_check: Phalanx only */
    case PS_ACT_ACCEPT:
    case PS_ACT_KIND_COUNT:
        break;
    }
}

static int legal_list(ps_game *g, int u, ps_action *out, int max)
{
    const struct game_state *st = &g->st;
    int n = 0;
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

int prestags_legal(ps_game *g, int u, ps_action *out, int max)
{
    /* The refusals of the candidates a list tries are read by nobody (every listing leaves
     * ps_game_error as it found it): not formatted (game_fail).  Of the checks a listing
     * makes, only move_check reads probing besides, and only from a plot's, which judges
     * stacking as a list does anyway (sim_on). */
    bool probing = g->probing;
    g->probing = true;
    int n = legal_list(g, u, out, max);
    g->probing = probing;
    return n;
}
