/* An agreed early end [Phalanx How to Set-up the Game]: "All games are twelve Game-Turns in
 * length (Players may decide to end the game sooner)."
 *
 * An agreement takes both players, so it is two actions: the side to act plays `offer`, which
 * hands the decision to the other side (a pending decision, PENDING_END_OFFER, pending.side
 * the side that answers); that side plays `accept`, and the game is over, or `end`, and play
 * goes on where it stood, the offering side to act again.  The game is then judged exactly as
 * after Game-Turn 12 [Phalanx Victory Conditions] (px_victory.c): the rules give an early end
 * no other judgement.  Both actions are in the record, so saves, replays and undo keep them. */
#include <string.h>

#include "px_combat.h"

ps_status px_offer_check(ps_game *g, const ps_action *a)
{
    if (a->nunits || a->nhexes)
        return game_fail(g, PS_EINVAL, "offer takes no units or hexes");
    return PS_OK; /* at any time of a game going on, once no combat result waits */
}

void px_offer_apply(ps_game *g, const ps_action *a)
{
    (void)a;
    int offerer = g->st.to_act;
    px_pending_set(g, PENDING_END_OFFER, !offerer);
    game_event(g, "the %s offer to end the game now; the %s accept (accept) or play on (end) "
               "[Phalanx How to Set-up the Game]", g->scen.force[offerer].name,
               g->scen.force[!offerer].name);
}

ps_status px_accept_check(ps_game *g, const ps_action *a)
{
    if (a->nunits || a->nhexes)
        return game_fail(g, PS_EINVAL, "accept takes no units or hexes");
    if (g->st.pending.kind != PENDING_END_OFFER)
        return game_fail(g, PS_EILLEGAL, "[Phalanx How to Set-up the Game] no offer to end the "
                         "game waits for an answer (offer makes one)");
    return PS_OK;
}

void px_accept_apply(ps_game *g, const ps_action *a)
{
    (void)a;
    struct game_state *st = &g->st;
    int side = st->pending.side;
    memset(&st->pending, 0, sizeof st->pending);
    st->px.agreed_end = 1;
    st->phase = PS_PHASE_GAME_OVER;
    game_event(g, "the %s accept: the game ends by agreement in Game-Turn %d",
               g->scen.force[side].name, st->turn);
}

/* "end" while an offer waits: declined; the offering side acts again where it stood. */
void px_offer_decline(ps_game *g)
{
    struct game_state *st = &g->st;
    int side = st->pending.side;
    memset(&st->pending, 0, sizeof st->pending);
    st->to_act = (uint8_t)!side;
    game_event(g, "the %s play on", g->scen.force[side].name);
}

int px_offer_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g;
    if (u >= 0)
        return n;
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = PS_ACT_ACCEPT;
    return px_offer_action(&a, out, max, n); /* and "end", listed as every phase's end */
}
