/* The Phalanx Sequence of Play [Phalanx Game Procedure]: set-up by the key letters, the first
 * army before the second [Phalanx How to Set-up the Game], then twelve Game-Turns [Phalanx
 * errata Turn Record Chart] of two Player-Turns, each
 *   Movement      the Phasing Player moves (rampant Elephants and panicked units first),
 *                 rally die rolls at its end;
 *   Allocation    he allocates every fire and melee attack;
 *   Defensive Fire  the other player's missile units fire at units allocated against them;
 *   Offensive Fire  the allocated fire attacks;
 *   Melee         the allocated melee attacks.
 * A combat phase with nothing to do (no attack allocated for it; for Defensive Fire, no
 * missile unit able to fire at its attackers) passes by itself, with an event saying so.  Demoralization runs out at the end of a phase (px_recover). */
#include <string.h>

#include "px_combat.h"
#include "px_rules.h"

int px_clock(const struct game_state *st)
{
    int k;
    switch ((ps_phase)st->phase) {
    case PS_PHASE_MOVEMENT:
        k = 1;
        break;
    case PS_PHASE_ALLOCATION:
        k = 2;
        break;
    case PS_PHASE_DEFENSIVE_FIRE:
        k = 3;
        break;
    case PS_PHASE_FIRE:
        k = 4;
        break;
    case PS_PHASE_MELEE:
        k = 5;
        break;
    default:
        k = 0;
        break;
    }
    return st->pturn * 8 + k;
}

/* [Phalanx errata Combat L] a unit launches at most one missile and one melee attack in a
 * Player-Turn; the marks of the last one go. */
static void clear_player_turn_marks(ps_game *g)
{
    struct game_state *st = &g->st;
    for (int u = 0; u < st->nunits; u++) {
        st->units[u].flags &= (uint16_t)~(UF_MOVED | UF_ATTACKED | UF_DEFENDED);
        st->units[u].mp_spent = 0;
        st->px.units[u].flags &= (uint16_t)~(PXF_FIRED | PXF_MELEED | PXF_MOVE_DONE |
                                              PXF_CHARGED | PXF_ADVANCED | PXF_WITHDREW);
        st->px.units[u].charge_len = 0;
        st->px.units[u].charge_dir = 0;
    }
    st->px.nattacks = 0;
}

static bool side_on_map(const struct game_state *st, int side)
{
    for (int u = 0; u < st->nunits; u++)
        if (st->units[u].side == side && st->units[u].where != UNIT_ELIMINATED &&
            st->units[u].where != UNIT_EXITED)
            return true;
    return false;
}

static void begin_player_turn(ps_game *g, int side)
{
    struct game_state *st = &g->st;
    st->phasing = (uint8_t)side;
    st->to_act = (uint8_t)side;
    st->phase = PS_PHASE_MOVEMENT;
    clear_player_turn_marks(g);
    px_movement_begin(g);
    /* [Phalanx errata Elephants], [Phalanx errata Panic]: before any other unit moves. */
    px_rampage(g);
    px_panic_flee(g);
    if (!side_on_map(st, 0) || !side_on_map(st, 1) || st->conceded)
        st->phase = PS_PHASE_GAME_OVER;
}

void px_start(ps_game *g)
{
    if (!game_begin_setup(g))
        begin_player_turn(g, g->scen.moves_first);
}

static void end_player_turn(ps_game *g)
{
    struct game_state *st = &g->st;
    st->px.nattacks = 0;
    st->pturn++;
    if (!side_on_map(st, 0) || !side_on_map(st, 1) || st->conceded) {
        st->phase = PS_PHASE_GAME_OVER; /* nothing left to fight, or a concession */
        return;
    }
    if (st->phasing == g->scen.moves_first) {
        begin_player_turn(g, !st->phasing);
        return;
    }
    if (st->turn >= g->scen.game_length) { /* [Phalanx errata Turn Record Chart] */
        st->phase = PS_PHASE_GAME_OVER;
        return;
    }
    st->turn++;
    begin_player_turn(g, g->scen.moves_first);
}

/* Is an attack of this kind allocated and not yet made or cancelled? */
static bool attacks_wait(const struct game_state *st, bool fire)
{
    for (int i = 0; i < st->px.nattacks; i++)
        if (st->px.attacks[i].state == PXA_ALLOCATED && st->px.attacks[i].fire == fire)
            return true;
    return false;
}

/* (3) Defensive Fire [Phalanx errata Combat]: can any missile unit of the non-Phasing Player
 * fire at a unit allocated to attack its own hex?  Each such unit is tried alone against each
 * attacker's hex, the odds aside (fire from several hexes combines [Phalanx Combat H]). */
static bool defensive_fire_possible(ps_game *g)
{
    const struct game_state *st = &g->st;
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    bool can = false;
    for (int k = 0; k < st->px.nattacks && !can; k++) {
        const struct px_attack *a = &st->px.attacks[k];
        for (int v = st->first_in_hex[a->target]; v >= 0 && !can; v = st->units[v].next) {
            if (st->units[v].side == st->phasing || !px_is_missile(g, &st->units[v]) ||
                (st->px.units[v].flags & PXF_FIRED))
                continue;
            for (int j = 0; j < a->nunits && !can; j++) {
                const struct unit *at = &st->units[a->units[j]];
                struct px_assessment as;
                can = at->where == UNIT_ON_MAP &&
                      px_assess(g, (int[]){v}, 1, at->hex, true, &as) == PS_OK;
            }
        }
    }
    memcpy(g->err, saved, sizeof saved);
    return can;
}

/* Moves from the current phase to the next, without the announcement. */
static void advance_once(ps_game *g)
{
    struct game_state *st = &g->st;
    switch ((ps_phase)st->phase) {
    case PS_PHASE_DEPLOY:
        if (!game_deploy_hand_over(g))
            begin_player_turn(g, g->scen.moves_first);
        return;
    case PS_PHASE_MOVEMENT:
        st->px.mover = -1; /* [Phalanx errata Movement C] the last unit's movement is over */
        px_rally(g); /* [Phalanx errata Panic] after all movement */
        px_recover(g);
        st->phase = PS_PHASE_ALLOCATION;
        st->to_act = st->phasing;
        return;
    case PS_PHASE_ALLOCATION:
        px_recover(g);
        st->phase = PS_PHASE_DEFENSIVE_FIRE;
        st->to_act = (uint8_t)!st->phasing;
        return;
    case PS_PHASE_DEFENSIVE_FIRE:
        px_recover(g);
        st->phase = PS_PHASE_FIRE;
        st->to_act = st->phasing;
        px_attacks_review(g); /* a recovery may have made an attack non-viable */
        return;
    case PS_PHASE_FIRE:
        px_recover(g);
        st->phase = PS_PHASE_MELEE;
        st->to_act = st->phasing;
        px_attacks_review(g);
        return;
    case PS_PHASE_MELEE:
        px_recover(g);
        end_player_turn(g);
        return;
    default:
        return;
    }
}

/* A combat phase in which nothing can happen passes by itself: Defensive Fire when no missile
 * unit of the defender can fire at its attackers, Offensive Fire and Melee with none of theirs
 * waiting. */
static bool nothing_to_do(ps_game *g)
{
    const struct game_state *st = &g->st;
    if (st->pending.kind != PENDING_NONE)
        return false;
    switch ((ps_phase)st->phase) {
    case PS_PHASE_DEFENSIVE_FIRE:
        return !defensive_fire_possible(g);
    case PS_PHASE_FIRE:
        return !attacks_wait(st, true);
    case PS_PHASE_MELEE:
        return !attacks_wait(st, false);
    default:
        return false;
    }
}

void px_end_phase(ps_game *g)
{
    advance_once(g);
    while (g->st.phase != PS_PHASE_GAME_OVER && nothing_to_do(g)) {
        game_event(g, "turn %d %s phase: nothing to do", g->st.turn,
                   ps_phase_name((ps_phase)g->st.phase));
        advance_once(g);
    }
    game_announce(g);
}

ps_status px_end_check(ps_game *g)
{
    struct game_state *st = &g->st;
    switch ((ps_phase)st->phase) {
    case PS_PHASE_DEPLOY:
        if (game_side_has_deployment(g, st->deploying))
            return game_fail(g, PS_EILLEGAL, "[Phalanx Initial Deployment] the %s still have "
                             "units to set up", g->scen.force[st->deploying].name);
        return PS_OK;
    case PS_PHASE_FIRE:
    case PS_PHASE_MELEE:
        return px_attacks_end_check(g);
    default:
        return PS_OK;
    }
}
