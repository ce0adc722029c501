/* Internal to the Phalanx combat files (px_strength.c, px_attack.c, px_results.c,
 * px_withdraw.c, px_rampant.c): the shared helpers of strengths, attacks and results.
 *
 * Invariant: an attack's viability only falls through combat results and withdrawals, so
 * px_attacks_review, run after each of them, cancels every allocated attack that can no
 * longer be made [Phalanx Game Procedure] (5), and an allocated attack still waiting in its
 * phase can always be made. */
#ifndef PRESTAGS_CORE_PHALANX_PX_COMBAT_H
#define PRESTAGS_CORE_PHALANX_PX_COMBAT_H

#include "px_rules.h"

static inline int px_cr(hex_id h)
{
    return map_ccrr(h);
}

/* ---- px_tec.c ---- */
struct px_frac {
    int num, den;
};
void px_fmul(struct px_frac *f, struct px_mult m);
/* Appends to the NUL-terminated text in buf (len bytes); nothing when buf is NULL (no text
 * wanted). */
void px_say(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The column of a unit in hex mine against an opponent at level theirs. */
enum px_column px_column_of(const ps_game *g, hex_id mine, int theirs);
enum px_tec_which { PXW_DEF, PXW_ATT, PXW_FIRE };
/* The TEC factor of hex h for a unit of kind; false, with the terrain in why, if "P".  why may
 * be NULL (no text wanted); else the factors are appended to its text. */
bool px_tec_factor(const ps_game *g, hex_id h, enum px_tec_which w, enum px_column col,
                   int kind, struct px_frac *out, char *why, size_t len);

/* ---- px_strength.c ---- */
/* px_assess for a rampant Elephant [Phalanx errata Elephants]: it attacks any units, friend or
 * foe, adjacent in any direction; no command bonus or Alexander shift on either side; nothing
 * is refused. */
enum { PXAS_RAMPANT = 1 };
ps_status px_assess_ex(ps_game *g, const int *units, int n, hex_id target, bool fire,
                       unsigned flags, struct px_assessment *out);
/* (px_tec.c) Elevation level of a hex (0 level ground, 1 slope, 2 hilltop; 0 everywhere at Arbela). */
int px_level(const ps_game *g, hex_id h);
/* A Roman Swordsman of an army using the Manipular Roman Legion rule. */
bool px_manipular_sd(const ps_game *g, int u);
/* Does unit u face hex h for melee (attack or defence): its three front hexes, or for a
 * manipular Swordsman every hex but the rear one [Phalanx Manipular Roman Legion 1]? */
bool px_melee_front(const ps_game *g, int u, hex_id h);
/* Fire protection strength of a hex [Phalanx Combat I], [Phalanx errata Terrain Effects
 * Chart]. */
int px_fps(const ps_game *g, hex_id h);
/* The CRT column of the odds att-def (withdrawal), or ncols if the table has none. */
int px_column_of_odds(const ps_game *g, int att, int def);

/* ---- px_attack.c ---- */
/* The attack of this kind on target made by side, or -1. */
int px_attack_find(const ps_game *g, hex_id target, bool fire, int side);
/* The units of an allocated attack that may still make it: on the map, not demoralized
 * [Phalanx errata Combat E], not run rampant since [Phalanx Elephants]. */
int px_attack_able(const ps_game *g, const struct px_attack *a, int *out);
/* Cancels every allocated attack that can no longer be made. */
void px_attacks_review(ps_game *g);
/* The assessment of a fire or melee action now, after every check ps_game_check makes
 * (allocation: the attack with the units already allocated to it). */
ps_status px_action_assess(ps_game *g, const ps_action *a, struct px_assessment *as);
/* Rolls and resolves the melee attack ai, after the defender's withdrawal decision. */
void px_melee_resolve(ps_game *g, int ai);

/* ---- px_results.c ---- */
/* Applies result res of the assessed combat: the attackers att[0..natt), defenders in
 * as->target.  Losses wait for a choice (pending LOSE) unless by_default.  Then, if nothing
 * is pending, px_combat_finish. */
void px_result_apply(ps_game *g, const struct px_assessment *as, const int *att, int natt,
                     int res, bool by_default);
/* The combat on target with these attackers is over: its Elephants run rampant, manipular
 * Swordsmen may advance into an emptied hex, and attacks that can no longer be made are
 * cancelled. */
void px_combat_finish(ps_game *g, hex_id target, const int *att, int natt, bool melee);
/* Contact [Phalanx Combat K]: the pair of hexes a, b; every pair of hex h ends. */
void px_contact_make(ps_game *g, hex_id a, hex_id b);
void px_contact_end(ps_game *g, hex_id h);
/* Ends every pair one of whose hexes no longer holds a unit in Contact (or an enemy). */
void px_contact_tidy(ps_game *g);
/* Sets a decision for side (it acts now) / clears it (the phase's player acts again). */
void px_pending_set(ps_game *g, int kind, int side);
void px_pending_clear(ps_game *g);

/* ---- px_withdraw.c ---- */
/* [Phalanx Withdrawal] Offers the defenders of the melee attack ai a withdrawal: true if a
 * decision is now pending. */
bool px_withdraw_offer(ps_game *g, int ai, const struct px_assessment *as);
/* The attackers may advance into the vacated target (pending ADVANCE); false if none can. */
bool px_advance_offer(ps_game *g, const int *units, int n, hex_id target, bool manipular);
/* "end" on a withdrawal decision: nobody (more) withdraws, the melee is fought. */
void px_withdraw_decline(ps_game *g);
int px_retreat_legal(ps_game *g, int u, ps_action *out, int max, int n);
int px_advance_legal(ps_game *g, int u, ps_action *out, int max, int n);
/* Appends a to out[n..max) and returns n + 1. */
int px_offer_action(const ps_action *a, ps_action *out, int max, int n);

#endif
