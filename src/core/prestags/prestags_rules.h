/* Chariot's rules, the PRESTAGS series rules with Chariot's exclusive rules [C1.0]-[C2.3]:
 * the rule system in this folder (its table of operations is chariot_system, system.c).
 * Generic code reaches these only through that table; they use the generic engine
 * (core/rules.h, core/game.h) and nothing of another system. */
#ifndef PRESTAGS_CORE_PRESTAGS_PRESTAGS_RULES_H
#define PRESTAGS_CORE_PRESTAGS_PRESTAGS_RULES_H

#include "core/rules.h"

/* The system's entry points (action_rules.c, sequence.c, place.c). */
ps_status prestags_check(ps_game *g, const ps_action *a); /* after rules_check's own refusals */
void prestags_apply(ps_game *g, const ps_action *a);
int prestags_legal(ps_game *g, int u, ps_action *out, int max);
/* ps_game_legal_sample and ps_game_move_ends under these rules (sample.c). */
int prestags_move_ends(ps_game *g, int u, int *hexes, int32_t *costs, bool *exits, int max);
int prestags_legal_sample(ps_game *g, int u, int (*pick)(void *ctx, int n), void *ctx,
                          ps_action *out);
/* ps_game_may_act under these rules (actors.c): false only when unit u of the side to act
 * certainly has no legal action now. */
bool prestags_may_act(const ps_game *g, int u);
/* ps_game_actors under these rules: the phase's test decided once for the whole list. */
int prestags_actors(const ps_game *g, int *out, int max);
void prestags_start(ps_game *g);
void prestags_end_phase(ps_game *g);
int prestags_place(ps_game *g, int side, const char *type_code, int ccrr, unsigned status);
ps_status prestags_auto_deploy(ps_game *g); /* deploy.c */

/* Deployment [11.1]. */
ps_status deploy_check(ps_game *g, const ps_action *a);
void deploy_apply(ps_game *g, const ps_action *a);
int deploy_legal(ps_game *g, int u, ps_action *out, int max, int n);

/* Each rule area below lives in its own file under src/core/prestags/.  *_check returns
 * PS_OK or a refusal naming the rule; *_apply assumes its check passed; *_legal appends the
 * legal actions of unit u (all units when u < 0) to out[n..max) and returns the new count
 * (counting past max). */

/* Movement [5.0], leaders' control radius [10.2], fire zones [6.41], entering and exiting
 * the map [11.4] (movement.c); chariots [C1.0] (chariot.c). */
void movement_begin_phase(ps_game *g);           /* on entering the Chariot or Movement Phase */
ps_status movement_end_check(ps_game *g);        /* may the phase end? stacking [5.4], [C1.9] */
ps_status move_check(ps_game *g, const ps_action *a);   /* PS_ACT_MOVE and PS_ACT_EXIT */
void move_apply(ps_game *g, const ps_action *a);
int move_legal(ps_game *g, int u, ps_action *out, int max, int n);
ps_status embark_check(ps_game *g, const ps_action *a);
void embark_apply(ps_game *g, const ps_action *a);
ps_status debark_check(ps_game *g, const ps_action *a);
void debark_apply(ps_game *g, const ps_action *a);
int chariot_legal(ps_game *g, int u, ps_action *out, int max, int n); /* embark and debark */

/* Fire combat and defensive fire [6.0] (fire.c, los.c). */
ps_status fire_check(ps_game *g, const ps_action *a);
void fire_apply(ps_game *g, const ps_action *a);
int fire_legal(ps_game *g, int u, ps_action *out, int max, int n);

/* Melee combat [7.0] (melee.c). */
ps_status melee_check(ps_game *g, const ps_action *a);
void melee_apply(ps_game *g, const ps_action *a);
int melee_legal(ps_game *g, int u, ps_action *out, int max, int n);

/* Combat results and the decisions they ask for [8.0], [10.3] (results.c). */
ps_status lose_check(ps_game *g, const ps_action *a);
void lose_apply(ps_game *g, const ps_action *a);
ps_status advance_check(ps_game *g, const ps_action *a);
void advance_apply(ps_game *g, const ps_action *a);
ps_status pending_end_check(ps_game *g);         /* "end" while a decision is pending */
void pending_end_apply(ps_game *g);              /* takes the default */
int pending_legal(ps_game *g, int u, ps_action *out, int max, int n);

/* Panic [13.0]-[13.2], [C2.3] (panic.c; each does nothing unless the option is on). */
/* [13.1] after every combat result and every flight off the map: the army whose losses reach
 * its Panic Level panics (once a game [13.21]); defender breaks the ties of [13.12]. */
void panic_check(ps_game *g, int defender);
void panic_flee(ps_game *g);                     /* the Movement Phase begins [13.0] */
void panic_rally(ps_game *g);                    /* the Movement Phase ends [13.22] */

/* Retreat before combat [17.0]-[17.5] (retreat.c): the defender's decision on a declared
 * melee attack (PENDING_RETREAT); "end" fights (retreat_end). */
ps_status retreat_check(ps_game *g, const ps_action *a);
void retreat_apply(ps_game *g, const ps_action *a);
void retreat_end(ps_game *g);
int retreat_legal(ps_game *g, int u, ps_action *out, int max, int n);

/* Facing [16.0]-[16.33] (facing.c; the option PS_OPT_FACING): "face U DIR" turns a unit in
 * place [16.11]; facing_place gives a unit set up or placed its default facing. */
ps_status face_check(ps_game *g, const ps_action *a);
void face_apply(ps_game *g, const ps_action *a);
int face_legal(ps_game *g, int u, ps_action *out, int max, int n);
void facing_place(ps_game *g, int u);

/* Contact [18.0]-[18.5] (contact.c; the option PS_OPT_CONTACT): a unit placed in contact
 * while building a position is engaged with the adjacent enemy hexes in contact. */
void contact_pair_placed(ps_game *g, int u);

/* Victory [11.0] at the end of the game (victory.c): fills the status's winner and level. */
void victory_evaluate(const ps_game *g, ps_status_info *out);
/* True when the game may end before its last Game-Turn: a concession [15.0], or a side with
 * no units left on the map and none to come whose result can no longer change (see
 * docs/rules-as-coded.md, [11.0] "The game ends early").  Called where a Player-Turn ends. */
bool victory_game_decided(const ps_game *g);
/* Tactical Concession [15.0] (concession.c): the side to act concedes. */
ps_status concede_check(ps_game *g, const ps_action *a);
void concede_apply(ps_game *g, const ps_action *a);

#endif
