/* A Phalanx game's actions: which rule checks, applies and lists each kind in each phase.
 * While a combat result waits for a decision (g->st.pending) only that decision may be
 * made [Phalanx Combat Results]. */
#include "px_rules.h"

#include "core/rules.h"

static ps_status pending_check(ps_game *g, const ps_action *a)
{
    /* [Phalanx How to Set-up the Game] an offer to end the game: accept, or end (play on). */
    if (g->st.pending.kind == PENDING_END_OFFER && a->kind != PS_ACT_END &&
        a->kind != PS_ACT_ACCEPT)
        return game_fail(g, PS_EILLEGAL, "[Phalanx How to Set-up the Game] the %s must first "
                         "answer the offer to end the game (accept, or end to play on)",
                         g->scen.force[g->st.pending.side].name);
    switch ((ps_action_kind)a->kind) {
    case PS_ACT_END:
        return px_pending_end_check(g);
    case PS_ACT_LOSE:
        return px_lose_check(g, a);
    case PS_ACT_ADVANCE:
        return px_advance_check(g, a);
    case PS_ACT_RETREAT:
        return px_retreat_check(g, a);
    case PS_ACT_ACCEPT:
        return px_accept_check(g, a);
    default:
        if (g->st.pending.kind == PENDING_RETREAT)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Withdrawal] the %s must first decide "
                             "whether to withdraw before combat (retreat or end)",
                             g->scen.force[g->st.pending.side].name);
        return game_fail(g, PS_EILLEGAL, "[Phalanx Combat] the %s must first decide on the "
                         "last combat result (lose, advance or end)",
                         g->scen.force[g->st.pending.side].name);
    }
}

ps_status px_check(ps_game *g, const ps_action *a)
{
    const struct game_state *st = &g->st;
    if (st->pending.kind != PENDING_NONE)
        return pending_check(g, a);
    switch ((ps_action_kind)a->kind) {
    case PS_ACT_END:
        return px_end_check(g);
    case PS_ACT_DEPLOY:
        return px_deploy_check(g, a);
    case PS_ACT_MOVE:
    case PS_ACT_EXIT:
        return px_move_check(g, a);
    case PS_ACT_FACE:
        return px_face_check(g, a);
    case PS_ACT_FIRE:
        return px_fire_check(g, a);
    case PS_ACT_MELEE:
        return px_melee_check(g, a);
    case PS_ACT_CONCEDE:
        return px_concede_check(g, a);
    case PS_ACT_OFFER:
        return px_offer_check(g, a);
    case PS_ACT_ACCEPT:
        return px_accept_check(g, a); /* refused: no offer waits */
    case PS_ACT_LOSE:
    case PS_ACT_ADVANCE:
        return game_fail(g, PS_EILLEGAL, "[Phalanx Combat] no combat result waits for a "
                         "decision");
    case PS_ACT_RETREAT:
        return game_fail(g, PS_EILLEGAL, "[Phalanx Withdrawal] units withdraw only when a "
                         "melee attack on them is about to be resolved");
    case PS_ACT_EMBARK:
    case PS_ACT_DEBARK:
        return game_fail(g, PS_EILLEGAL, "[C1.0] chariots belong to Chariot; Phalanx has none");
    case PS_ACT_PLOT:
        return game_fail(g, PS_EILLEGAL, "[19.1] Phalanx has no simultaneous movement plot");
    case PS_ACT_KIND_COUNT:
        break;
    }
    return game_fail(g, PS_EINVAL, "unknown action kind");
}

void px_apply(ps_game *g, const ps_action *a)
{
    switch ((ps_action_kind)a->kind) {
    case PS_ACT_END:
        if (g->st.pending.kind != PENDING_NONE)
            px_pending_end_apply(g);
        else
            game_end_phase(g);
        break;
    case PS_ACT_DEPLOY:
        px_deploy_apply(g, a);
        break;
    case PS_ACT_MOVE:
    case PS_ACT_EXIT:
        px_move_apply(g, a);
        break;
    case PS_ACT_FACE:
        px_face_apply(g, a);
        break;
    case PS_ACT_FIRE:
        px_fire_apply(g, a);
        break;
    case PS_ACT_MELEE:
        px_melee_apply(g, a);
        break;
    case PS_ACT_LOSE:
        px_lose_apply(g, a);
        break;
    case PS_ACT_ADVANCE:
        px_advance_apply(g, a);
        break;
    case PS_ACT_RETREAT:
        px_retreat_apply(g, a);
        break;
    case PS_ACT_CONCEDE:
        px_concede_apply(g, a);
        break;
    case PS_ACT_OFFER:
        px_offer_apply(g, a);
        break;
    case PS_ACT_ACCEPT:
        px_accept_apply(g, a);
        break;
    case PS_ACT_EMBARK:
    case PS_ACT_DEBARK:
    case PS_ACT_PLOT:
    case PS_ACT_KIND_COUNT:
        break; /* refused by px_check */
    }
}

int px_legal(ps_game *g, int u, ps_action *out, int max)
{
    const struct game_state *st = &g->st;
    int n = 0;
    bool probing = g->probing;
    g->probing = true; /* the candidates' refusals are never shown: not formatted */
    if (st->pending.kind != PENDING_NONE) {
        n = px_pending_legal(g, u, out, max, n);
    } else {
        switch ((ps_phase)st->phase) {
        case PS_PHASE_DEPLOY:
            n = px_deploy_legal(g, u, out, max, n);
            n = px_face_legal(g, u, out, max, n);
            break;
        case PS_PHASE_MOVEMENT:
            n = px_move_legal(g, u, out, max, n);
            n = px_face_legal(g, u, out, max, n);
            break;
        case PS_PHASE_ALLOCATION:
        case PS_PHASE_DEFENSIVE_FIRE:
        case PS_PHASE_FIRE:
        case PS_PHASE_MELEE:
            n = px_attack_legal(g, u, out, max, n);
            break;
        default:
            g->probing = probing;
            return 0;
        }
    }
    n = u < 0 ? rules_offer_end(g, out, max, n) : n;
    g->probing = probing;
    return n;
}
