/* The odds of an attack for front ends and computer players, answered by the game's rules
 * through g->sys (system.h): as text (ps_game_odds), as numbers (ps_game_odds_info), for an attack
 * from hexes the attackers do not stand in yet (ps_game_odds_what_if), and the CRT.
 *
 * Invariant: ps_game_odds_what_if leaves the game as it found it (the state is copied and put
 * back whole), so a player's "what if" never changes, or reveals, anything. */
#include "rules.h"
#include "system.h"

size_t ps_game_odds(ps_game *g, const ps_action *a, char *buf, size_t buflen)
{
    return g->sys->odds_text(g, a, buf, buflen);
}

ps_status ps_game_odds_info(ps_game *g, const ps_action *a, ps_odds *out)
{
    return g->sys->odds_info(g, a, out);
}

void ps_game_crt(const ps_game *g, ps_crt *out)
{
    g->sys->crt(g, out);
}

/* Puts the attackers where the question places them and makes it side's combat phase. */
static ps_status stage(ps_game *g, int side, const ps_action *a, const int *from)
{
    struct game_state *st = &g->st;
    if (side != 0 && side != 1)
        return game_fail(g, PS_EINVAL, "side is 0 or 1");
    for (int i = 0; from && i < a->nunits; i++) {
        if (!from[i])
            continue;
        int u = a->units[i];
        if (u < 0 || u >= st->nunits)
            return game_fail(g, PS_EINVAL, "no unit %d", u);
        hex_id h = rules_hex(g, from[i]);
        if (h == HEX_NONE)
            return game_fail(g, PS_EINVAL, "%04d is not a hex of the map", from[i]);
        int other = game_hex_side(st, h);
        if (other >= 0 && other != st->units[u].side)
            return game_fail(g, PS_EILLEGAL, "[5.23] %04d holds enemy units", from[i]);
        if (st->units[u].where == UNIT_ON_MAP)
            game_remove_unit(st, u);
        st->units[u].carrier = -1;
        game_put_unit(st, u, h);
    }
    /* The question is about the next attack of that phase: nobody has attacked or been
     * attacked in it yet.  For the enemy of the side now phasing, it is its next Player-Turn. */
    if (side != st->phasing)
        st->pturn++;
    st->phase = (uint8_t)(a->kind == PS_ACT_FIRE ? PS_PHASE_FIRE : PS_PHASE_MELEE);
    st->phasing = (uint8_t)side;
    st->to_act = (uint8_t)side;
    st->pending.kind = PENDING_NONE;
    for (int u = 0; u < st->nunits; u++)
        st->units[u].flags &= (uint16_t)~(UF_ATTACKED | UF_DEFENDED);
    return PS_OK;
}

ps_status ps_game_odds_what_if(ps_game *g, int side, const ps_action *a, const int *from,
                               ps_odds *out)
{
    if (a->kind != PS_ACT_FIRE && a->kind != PS_ACT_MELEE)
        return game_fail(g, PS_EINVAL, "not a fire or melee action");
    struct game_state saved = g->st;
    ps_status s = stage(g, side, a, from);
    if (s != PS_OK) {
        g->st = saved;
        return s;
    }
    s = g->sys->odds_staged(g, a, out);
    g->st = saved;
    return s;
}
