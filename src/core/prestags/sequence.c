/* The Sequence of Play [4.2] with Chariot's Chariot Phase [C1.2]:
 *   set-up (deploying sides in turn), then for each Game-Turn two Player-Turns of
 *   Chariot, Defensive Fire at chariots [C1.5], Fire Combat, Movement, Defensive Fire (the
 *   non-Phasing Player), Melee Combat and
 *   the Mutual Disruption Recovery Phase, then the Turn Record.  The game ends after the
 *   scenario's last Game-Turn. */
#include <string.h>

#include "prestags_rules.h"
#include "simultaneous.h"

static void begin_player_turn(ps_game *g, int side)
{
    struct game_state *st = &g->st;
    if (sim_on(g)) { /* [19.1] no Player-Turns: the Game-Turn's plot (simultaneous.c) */
        sim_begin_game_turn(g);
        return;
    }
    st->phasing = (uint8_t)side;
    st->to_act = (uint8_t)side;
    st->phase = PS_PHASE_CHARIOT;
    for (int u = 0; u < st->nunits; u++)
        st->units[u].mp_spent = 0; /* [C1.4] one allowance for both phases of a Player-Turn */
    movement_begin_phase(g);
}

void prestags_start(ps_game *g)
{
    if (!game_begin_setup(g))
        begin_player_turn(g, g->scen.moves_first);
}

/* [4.2] D, [8.23]: disruption is removed except from units disrupted in this Player-Turn;
 * per-Player-Turn marks are cleared. */
static void disruption_recovery(struct game_state *st)
{
    for (int u = 0; u < st->nunits; u++) {
        struct unit *un = &st->units[u];
        if (!(un->flags & UF_DISRUPTED_NOW))
            un->flags &= (uint16_t)~UF_DISRUPTED;
        un->flags &= (uint16_t)~(UF_DISRUPTED_NOW | UF_MOVED | UF_ATTACKED | UF_DEFENDED |
                                 UF_FIRED | UF_MELEED | UF_ADVANCED);
    }
}

static void end_player_turn(ps_game *g)
{
    struct game_state *st = &g->st;
    disruption_recovery(st);
    st->pturn++;
    if (victory_game_decided(g)) { /* [11.0] nothing left to play for (victory.c) */
        st->phase = PS_PHASE_GAME_OVER;
        return;
    }
    if (st->phasing == g->scen.moves_first) {
        begin_player_turn(g, !st->phasing);
        return;
    }
    /* [4.2] 3: the Turn Record. */
    if (st->turn >= g->scen.game_length) {
        st->phase = PS_PHASE_GAME_OVER;
        return;
    }
    st->turn++;
    begin_player_turn(g, g->scen.moves_first);
}

static void phase_advance(ps_game *g);

/* Per-phase marks: a unit attacks and is attacked at most once per Combat Phase [6.15],
 * [7.14]. */
static void clear_combat_marks(struct game_state *st)
{
    for (int u = 0; u < st->nunits; u++)
        st->units[u].flags &= (uint16_t)~(UF_ATTACKED | UF_DEFENDED);
    memset(st->no_retreat, 0, sizeof st->no_retreat); /* [17.3] for the phase */
}

void prestags_end_phase(ps_game *g)
{
    phase_advance(g);
    game_announce(g);
}

static void phase_advance(ps_game *g)
{
    struct game_state *st = &g->st;
    if (sim_on(g) && st->phase != PS_PHASE_DEPLOY) {
        sim_phase_advance(g); /* [19.1] the Simultaneous Movement Sequence (simultaneous.c) */
        return;
    }
    switch ((ps_phase)st->phase) {
    case PS_PHASE_DEPLOY:
        if (!game_deploy_hand_over(g))
            begin_player_turn(g, g->scen.moves_first);
        break;
    case PS_PHASE_CHARIOT:
        /* [C1.5] a chariot that moved next to an enemy fire unit may be "disrupted by
         * Defensive Fire" before the Movement Phase: the non-Phasing Player fires now. */
        st->phase = PS_PHASE_CHARIOT_DEFENSIVE_FIRE;
        st->to_act = (uint8_t)!st->phasing;
        break;
    case PS_PHASE_CHARIOT_DEFENSIVE_FIRE:
        clear_combat_marks(st);
        st->phase = PS_PHASE_FIRE;
        st->to_act = st->phasing;
        break;
    case PS_PHASE_FIRE:
        clear_combat_marks(st);
        st->phase = PS_PHASE_MOVEMENT;
        movement_begin_phase(g);
        panic_flee(g); /* [13.0] panicked units flee first (panic.c) */
        break;
    case PS_PHASE_MOVEMENT:
        panic_rally(g); /* [13.22] */
        st->phase = PS_PHASE_DEFENSIVE_FIRE;
        st->to_act = (uint8_t)!st->phasing;
        break;
    case PS_PHASE_DEFENSIVE_FIRE:
        clear_combat_marks(st);
        st->phase = PS_PHASE_MELEE;
        st->to_act = st->phasing;
        break;
    case PS_PHASE_MELEE:
        clear_combat_marks(st);
        end_player_turn(g);
        break;
    case PS_PHASE_GAME_OVER:
    case PS_PHASE_COUNT:
        break;
    default: /* the simultaneous sequence's phases: handled above */
        break;
    }
}
