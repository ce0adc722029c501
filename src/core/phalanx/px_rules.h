/* The Phalanx rules (1971, with the SPI errata of July 1974): the second rule system behind
 * ps_game.  play.c and phase.c hand a Phalanx game's actions and phases to px_check, px_apply,
 * px_legal and px_end_phase; each rule area lives in its own file in this directory and is
 * declared here.  Rules are cited "[Phalanx Movement G]", "[Phalanx errata Combat L]"; the
 * choices where the text is open are in docs/rules-as-coded.md under those names.
 *
 * The sequence of play [Phalanx Game Procedure]: set-up, then twelve Game-Turns [Phalanx
 * errata Turn Record Chart] of two Player-Turns, each Movement (PS_PHASE_MOVEMENT), Attack
 * Allocation (PS_PHASE_ALLOCATION), Defensive Fire (PS_PHASE_DEFENSIVE_FIRE, the
 * non-Phasing Player), Offensive Fire (PS_PHASE_FIRE) and Melee (PS_PHASE_MELEE).
 *
 * Units: struct unit.type indexes g->px.types; struct unit.facing is the unit's front
 * hexside (enum hex_dir: its front is that hexside and the two beside it); the Phalanx marks
 * are in g->st.px.units[u] (px_state.h). */
#ifndef PRESTAGS_CORE_PHALANX_PX_RULES_H
#define PRESTAGS_CORE_PHALANX_PX_RULES_H

#include "core/game.h"

/* ---- Access ---- */

static inline const struct px_unit_type *px_type(const ps_game *g, const struct unit *un)
{
    return &g->px.types[un->type];
}
static inline struct px_unit *px_unit(ps_game *g, int u)
{
    return &g->st.px.units[u];
}
static inline const struct px_unit *px_unit_c(const ps_game *g, int u)
{
    return &g->st.px.units[u];
}
static inline bool px_is_command(const ps_game *g, const struct unit *un)
{
    return px_type(g, un)->command.v != 0;
}
/* Class III and the Class IV Oriental Cavalry: "cavalry" [Phalanx Cavalry], [Phalanx
 * Command Units] (Type II armies), [Phalanx Victory Conditions]. */
bool px_is_cavalry(const ps_game *g, const struct unit *un);
/* A missile unit: one with a Fire Combat Strength [Phalanx Combat]. */
bool px_is_missile(const ps_game *g, const struct unit *un);
bool px_demoralized(const ps_game *g, int u);  /* demoralized or panicked */
/* The army (scenario data) of a side. */
static inline const struct px_army *px_army(const ps_game *g, int side)
{
    return &g->pxs.army[side];
}
/* Is unit u command unit 1 of an army using the Alexander / Darius rule? */
bool px_is_alexander(const ps_game *g, int u);
bool px_is_darius(const ps_game *g, int u);
/* Stacking points of the units in hex h (all sides; a hex never holds both). */
int px_stack_points(const ps_game *g, hex_id h);
/* The front hexsides of a unit facing f: f-1, f, f+1 [Phalanx Facing].  (Inline: the
 * movement search asks it for every step.) */
static inline bool px_front_dir(int facing, int dir)
{
    int k = ((dir - facing) % HEX_DIRS + HEX_DIRS) % HEX_DIRS;
    return k == 0 || k == 1 || k == HEX_DIRS - 1;
}
/* The hexside of a toward its neighbour b, or -1. */
int px_dir_between(hex_id a, hex_id b);
/* Is hex h one of the three hexes adjacent to unit u's front? */
bool px_fronts_on(const ps_game *g, int u, hex_id h);

/* ---- Dispatch (px_play.c) ---- */
ps_status px_check(ps_game *g, const ps_action *a);
void px_apply(ps_game *g, const ps_action *a);
int px_legal(ps_game *g, int u, ps_action *out, int max);

/* ---- Sequence of play (px_phase.c) ---- */
/* Starts set-up (game_start for a Phalanx game). */
void px_start(ps_game *g);
/* Ends the current phase and moves on (game_end_phase for a Phalanx game). */
void px_end_phase(ps_game *g);
/* A clock that counts phases: 8 per Player-Turn, the phase's place in its Player-Turn. */
int px_clock(const struct game_state *st);
/* "end" now: PS_OK or why not. */
ps_status px_end_check(ps_game *g);

/* ---- Set-up [Phalanx Initial Deployment] (px_deploy.c) ---- */
ps_status px_deploy_check(ps_game *g, const ps_action *a);
void px_deploy_apply(ps_game *g, const ps_action *a);
int px_deploy_legal(ps_game *g, int u, ps_action *out, int max, int n);
/* The facing a unit of side placed in h takes: toward the enemy's key letters. */
int px_facing_toward_enemy(const ps_game *g, int side, hex_id h);
/* ps_game_place for a Phalanx game: checked against the map, the enemy and stacking; the
 * unit faces the enemy.  status: PS_UNIT_DISRUPTED (demoralized), PS_UNIT_PANICKED,
 * PS_UNIT_CONTACT.  Returns the unit or -1. */
int px_place(ps_game *g, int side, const char *code, int ccrr, unsigned status);
/* Places every unit the deploying side still has, from the game's seed (ps_game_auto_deploy). */
ps_status px_auto_deploy(ps_game *g);

/* ---- Movement [Phalanx Movement], [Phalanx Facing], [Phalanx Stacking] (px_move.c,
 * px_reach.c) ---- */
/* On entering a Movement Phase: who is in command [Phalanx Command Units], mover reset. */
void px_movement_begin(ps_game *g);
/* Movement Allowance of unit u now (fixed point), halved while demoralized. */
fx px_ma(const ps_game *g, int u);
/* move / exit (with the optional final facing in a->task: 0 the last step's, else dir + 1). */
ps_status px_move_check(ps_game *g, const ps_action *a);
void px_move_apply(ps_game *g, const ps_action *a);
int px_move_legal(ps_game *g, int u, ps_action *out, int max, int n);
/* One of unit u's legal actions in the Movement Phase, drawn without listing the others:
 * counts them (n, in px_legal's order), takes pick(ctx, n)'s index, writes that action to out.
 * Returns n (0: none, nothing picked), or -1 where it does not apply (another phase, or out of
 * memory): the caller lists them. */
int px_move_sample(ps_game *g, int u, int (*pick)(void *ctx, int n), void *ctx,
                   ps_action *out);
/* face U DIR: turning in place in the Movement Phase (free at set-up). */
ps_status px_face_check(ps_game *g, const ps_action *a);
void px_face_apply(ps_game *g, const ps_action *a);
int px_face_legal(ps_game *g, int u, ps_action *out, int max, int n);
/* MP to enter `to` from its neighbour `from` for unit u (fixed point), -1 if it may not; u < 0
 * for a unit no terrain restricts. */
fx px_enter_cost(const ps_game *g, int u, hex_id from, hex_id to);
/* Every hex u could reach moving now (ps_game_unit_reach). */
int px_unit_reach(const ps_game *g, int u, int *hexes, int32_t *cost, int max);
/* Would hex hold its stacking limit with these units added (ps_game_stack_ok)? */
bool px_stack_ok(const ps_game *g, hex_id h, const int *arrive, int n);
/* Moves a unit off the board through the nearest edge or along path steps without the
 * player's choice (panic flight, rampant elephants) is in px_panic.c / px_elephant.c. */

/* ---- Combat [Phalanx Combat] (px_strength.c: pure strengths and odds) ---- */
enum { PX_ASSESS_MAX_UNITS = 32 };

/* One unit's share of a battle, each factor named for the odds display. */
struct px_share {
    int16_t unit;
    bool attacker;
    bool flank;          /* defends with MDS-flank */
    int base;            /* printed MAS / MDS / FCS used */
    int value;           /* after each multiplier in turn, each losing its fraction */
    char why[96];        /* "MDS 3, woods x2, demoralized x1/2" */
};

struct px_assessment {
    bool fire;
    int side;                 /* the attacker */
    hex_id target;
    int nshares;
    struct px_share shares[PX_ASSESS_MAX_UNITS];
    int att_units, def_units; /* totals of the units' values */
    int att_bonus, def_bonus; /* command bonuses, capped [Phalanx Command Units] */
    int att, def;             /* the totals compared (fire: FCS total against FPS) */
    int shift;                /* Alexander's columns [Phalanx Alexander] */
    int column;               /* CRT column after the shift, -1 non-viable (below 1-2) */
    uint8_t result[PX_CRT_MAX_ROWS]; /* enum px_result per die face, fire read as fire */
};

/* The odds of units attacking the target hex, as they stand now (fire or melee): every
 * strength with its factors, the command bonuses, the shift and the column.  Pure: no state
 * changes.  Returns PS_OK, or PS_EILLEGAL with the rule in g->err (front, range, terrain P,
 * class homogeneity ...) -- the checks of an attack that do not depend on the phase. */
ps_status px_assess(ps_game *g, const int *units, int n, hex_id target, bool fire,
                    struct px_assessment *out);
/* The same as text for ps_game_odds. */
size_t px_assessment_text(const ps_game *g, const struct px_assessment *a, char *buf,
                          size_t buflen);
/* ps_game_odds and ps_game_odds_info for a Phalanx game (px_odds.c): the assessment of the
 * action as ps_game_check would allow it now, or 0 / the refusal. */
size_t px_odds_text(ps_game *g, const ps_action *a, char *buf, size_t buflen);
ps_status px_odds_info(ps_game *g, const ps_action *a, ps_odds *out);

/* ---- Attacks (px_attack.c): allocation, defensive fire, offensive fire, melee ---- */
/* PS_ACT_FIRE / PS_ACT_MELEE in the Allocation, Defensive Fire, Offensive Fire and Melee
 * Phases. */
ps_status px_fire_check(ps_game *g, const ps_action *a);
void px_fire_apply(ps_game *g, const ps_action *a);
ps_status px_melee_check(ps_game *g, const ps_action *a);
void px_melee_apply(ps_game *g, const ps_action *a);
int px_attack_legal(ps_game *g, int u, ps_action *out, int max, int n);
/* May the phase end: every allocated attack of an Offensive Fire or Melee Phase made or
 * cancelled?  PS_OK or the refusal. */
ps_status px_attacks_end_check(ps_game *g);
/* A rampant Elephant's attack on the unit it meets [Phalanx errata Elephants]: rolled and
 * applied at once, losses chosen by default. */
void px_rampant_attack(ps_game *g, int elephant, hex_id target);

/* ---- Results (px_results.c): the CRT results and the decisions they ask for ---- */
ps_status px_lose_check(ps_game *g, const ps_action *a);
void px_lose_apply(ps_game *g, const ps_action *a);
ps_status px_advance_check(ps_game *g, const ps_action *a);
void px_advance_apply(ps_game *g, const ps_action *a);
ps_status px_retreat_check(ps_game *g, const ps_action *a); /* withdrawal [Phalanx Withdrawal] */
void px_retreat_apply(ps_game *g, const ps_action *a);
ps_status px_pending_end_check(ps_game *g);
void px_pending_end_apply(ps_game *g);
int px_pending_legal(ps_game *g, int u, ps_action *out, int max, int n);
/* Removes a unit from play: eliminated, or off the map (fled, rampant), scoring its VP for
 * the enemy and counting it toward its army's Panic Level; then checks panic. */
void px_eliminate(ps_game *g, int u, bool off_map);

/* ---- Demoralization and panic (px_panic.c) ---- */
/* A DD result on unit u: demoralized until the end of this phase next Game-Turn; a panicked
 * unit is eliminated [Phalanx errata Panic]. */
void px_demoralize(ps_game *g, int u);
/* At the end of every phase: units whose demoralization has run its time recover. */
void px_recover(ps_game *g);
/* After losses: an army whose losses reach its Panic Level panics (once a game). */
void px_panic_check(ps_game *g);
/* The army of side panics now (Panic Level, or Darius). */
void px_panic(ps_game *g, int side);
/* Start of a friendly Movement Phase: panicked units flee toward their edge. */
void px_panic_flee(ps_game *g);
/* End of a friendly Movement Phase: rally attempts. */
void px_rally(ps_game *g);
/* After any movement: an enemy unit adjacent to Darius removes him [Phalanx errata Darius]. */
void px_darius_check(ps_game *g);
/* Unit u, off the map in the middle of its move, enters hex h on its way: the Darius check as
 * if it stood there; it is then taken off again, the hex left as it was. */
void px_darius_pass(ps_game *g, int u, hex_id h);

/* ---- Elephants [Phalanx Elephants] (px_elephant.c) ---- */
/* After a combat phase step in which elephant u fought: it runs rampant now (its first
 * combat) -- direction and distance rolled, moved, attacks what it meets. */
void px_elephant_fought(ps_game *g, int u);
/* Start of a friendly Movement Phase: every rampant Elephant of the Phasing Player moves. */
void px_rampage(ps_game *g);

/* ---- Victory [Phalanx Victory Conditions], Tactical Concession (px_victory.c) ---- */
/* Victory Points a unit is worth (commanders 10, Darius 30) [Phalanx Victory Conditions]. */
int px_unit_vp(const ps_game *g, int u);
void px_victory_evaluate(const ps_game *g, ps_status_info *out);
void px_victory_report(const ps_game *g, char *buf, size_t buflen);
ps_status px_concede_check(ps_game *g, const ps_action *a);
void px_concede_apply(ps_game *g, const ps_action *a);

/* ---- An agreed early end [Phalanx How to Set-up the Game] (px_agree.c) ---- */
ps_status px_offer_check(ps_game *g, const ps_action *a);
void px_offer_apply(ps_game *g, const ps_action *a);
ps_status px_accept_check(ps_game *g, const ps_action *a);
void px_accept_apply(ps_game *g, const ps_action *a);
/* "end" while an offer waits: declined, the offering side acts again. */
void px_offer_decline(ps_game *g);
/* While an offer waits: "accept" (and "end", as ever). */
int px_offer_legal(ps_game *g, int u, ps_action *out, int max, int n);

#endif
