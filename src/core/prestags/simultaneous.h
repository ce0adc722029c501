/* The Simultaneous Movement Sequence [19.0]-[23.3] (optional rule "simultaneous").
 *
 * With the option on, each Game-Turn replaces the two Player-Turns [4.2] by [19.1]:
 *   PS_PHASE_PLOT                 (A) the first side, then the second, plots one task per unit
 *                                     ("plot U TASK ..."), then "end"; secret [20.1] (plot.c)
 *   PS_PHASE_FIRE_RESOLUTION      (B) every Offensive Fire plot, both sides at once
 *   PS_PHASE_MELEE_RESOLUTION     (C) every melee plot, both sides at once
 *   PS_PHASE_MOVEMENT_RESOLUTION  (D) every movement plot, hex by hex, both sides at once [22.0]
 *                                     (sim_move.c)
 *   PS_PHASE_DEFENSIVE_FIRE_RESOLUTION (E) each side in turn names the targets of its units
 *                                     plotted DF ("fire U[,U..] HEX"), then all fire at once
 *   (F) the Turn Record, with the Mutual Disruption Recovery [4.2] D.
 * B, C and E are resolved by the engine (simultaneous.c): every attack of the phase is judged
 * on the position as the phase began, every die is rolled, then every result is applied, then
 * the attackers may advance [20.2], [20.21], [8.4].  The play stops only where a player must
 * decide: a half elimination's losses [8.1] or an advance [8.4], in the ordinary way.
 *
 * Choices the rules leave open are in docs/rules-as-coded.md under [19.0]-[23.3]. */
#ifndef PRESTAGS_CORE_PRESTAGS_SIMULTANEOUS_H
#define PRESTAGS_CORE_PRESTAGS_SIMULTANEOUS_H

#include <stdbool.h>

#include "prestags_rules.h"

/* Where the Game-Turn stands (game_state.sim_stage). */
enum sim_stage {
    SIM_OFF,      /* the option is off, or play has not reached its first plot */
    SIM_PLOT,     /* (A): plots are being made and are secret */
    SIM_APPLY,    /* (B), (C), (E): applying the rolled results, one hex after another */
    SIM_ADVANCE,  /* (B), (C), (E): offering advances into vacated hexes [8.4] */
    SIM_MOVING,   /* (D) */
    SIM_DECLARE,  /* (E): the side to act names the targets of its DF units */
};

/* plot.mark bits. */
enum plot_mark {
    PLOT_ATTACKED = 1, /* attacked its target in this phase */
    PLOT_OFFERED = 2,  /* the advance into its target hex has been offered or passed over */
    PLOT_DECLARED = 4, /* (E) a DF unit whose target is named (plot.hex) */
};

/* The option is on.  (This and the next are inline: asked on every "who may act" and every
 * movement query.) */
static inline bool sim_on(const ps_game *g)
{
    return g->st.options >> PS_OPT_SIMULTANEOUS & 1u;
}
/* One of the sequence's phases. */
static inline bool sim_phase(int phase)
{
    return phase >= PS_PHASE_PLOT && phase <= PS_PHASE_DEFENSIVE_FIRE_RESOLUTION;
}
/* The option is on and play is in one of the sequence's phases. */
static inline bool sim_active(const ps_game *g)
{
    return sim_on(g) && sim_phase(g->st.phase);
}

/* simultaneous.c */
/* The plots of this Game-Turn are being carried out (not while plotting): only then do they
 * change how units fight or stop others [21.1], [23.0].  Never true during the plot phase, so
 * nothing the second side can ask reveals the first side's plot [20.1]. */
bool sim_revealed(const ps_game *g);
/* [23.11] u is plotted to move (and the plots are being carried out). */
bool sim_plotted_to_move(const ps_game *g, int u);
/* u exerts no Defensive Fire Zone [6.41] now: [21.1] it is a fire unit plotted to move or
 * melee; or the plot is being made, when no zone is known to hold (a plotted path may pass any
 * fire unit and is stopped, when it is carried out, by the zones that then hold). */
bool sim_zone_lost(const ps_game *g, int u);
/* Starts a Game-Turn: its plot phase (from phase.c where a Player-Turn would begin). */
void sim_begin_game_turn(ps_game *g);
/* "end" of a plot or of DF targets (from phase.c's phase_advance). */
void sim_phase_advance(ps_game *g);
/* The option was switched before play; a position was built (ps_game_set_phase) in the plot
 * phase, side to plot now, or in set-up or at the game's end. */
void sim_option_changed(ps_game *g);
void sim_set_phase(ps_game *g, int side);
/* Dispatch while sim_active (from play.c). */
ps_status sim_check(ps_game *g, const ps_action *a);
void sim_apply(ps_game *g, const ps_action *a);
int sim_legal(ps_game *g, int u, ps_action *out, int max);
/* Invariants of the plots (from ps_game_check_invariants); PS_OK or PS_ESTATE. */
ps_status sim_check_invariants(ps_game *g);

/* Runs the phase's rules with the standard checkers: the phase, the side acting and the
 * Phasing Player set as if it were that side's phase of the standard sequence, and put back
 * after.  The state is otherwise untouched. */
struct sim_ctx {
    uint8_t phase, phasing, to_act;
};
struct sim_ctx sim_ctx_enter(ps_game *g, ps_phase phase, int side);
void sim_ctx_leave(ps_game *g, struct sim_ctx saved);
/* For the odds of a fire action while the side to act names its Defensive Fire targets
 * [19.1] E: the context of Defensive Fire; at any other time the state as it is. */
struct sim_ctx sim_odds_enter(ps_game *g);

/* plot.c */
/* The hexes of u's MV or EX plot (the hexes entered, in order); returns how many. */
int plot_path(const ps_game *g, int u, hex_id out[PLOT_PATH_MAX]);
/* The side begins to plot: the Movement Control Radius is judged now [10.2]. */
void plot_begin_side(ps_game *g, int side);
ps_status plot_check(ps_game *g, const ps_action *a);
void plot_apply(ps_game *g, const ps_action *a);
int plot_legal(ps_game *g, int u, ps_action *out, int max, int n);
/* The "plot" action of u's plot. */
void plot_action(const ps_game *g, int u, ps_action *out);
/* The position dump's lines of the plots [20.1]: only the side to act's, and only while it
 * plots (or names its Defensive Fire targets). */
struct textbuf;
void sim_position_lines(const ps_game *g, struct textbuf *o);

/* sim_move.c: [19.1] D, [22.0]. */
void sim_movement_resolve(ps_game *g);

#endif
