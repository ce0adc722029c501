/* The read API (include/prestags.h) for a Phalanx game: phalanx_system's answers
 * (px_system.c), which the public functions in src/core reach through the game's rule system
 * (core/system.h).  Nothing here changes a game. */
#ifndef PRESTAGS_CORE_PHALANX_PX_INFO_H
#define PRESTAGS_CORE_PHALANX_PX_INFO_H

#include "px_rules.h"

/* px_info.c: units, hexes, movement questions, goals, invariants. */
ps_status px_game_unit(const ps_game *g, int u, ps_unit_info *out);
ps_status px_game_unit_more(const ps_game *g, int u, ps_unit_more *out);
int px_game_unit_facing(const ps_game *g, int u);
int px_game_stacking_limit(const ps_game *g, int side);
ps_status px_game_hex(const ps_game *g, int ccrr, ps_hex_info *out);
ps_status px_game_hex_combat(const ps_game *g, int hex, ps_hex_combat *out);
int32_t px_game_move_cost(const ps_game *g, int from, int to);
int px_game_unit_reach(const ps_game *g, int u, int *hexes, int32_t *cost, int max);
bool px_game_stack_ok(const ps_game *g, int hex, int side, const int *arrive, int n);
int px_game_goals(const ps_game *g, int side, ps_goal *out, int max);
int px_game_winner_now(const ps_game *g);
/* ps_game_panic of a Phalanx game (px_panic.c). */
ps_status px_game_panic(const ps_game *g, int side, ps_panic_info *out);
/* The Phalanx invariants: at most 12 stacking points a hex, facings 0..5 on the map, the
 * marks of demoralized and panicked units, the attack list, losses against VP.  PS_OK or
 * PS_ESTATE with the first problem in g->err. */
ps_status px_check_invariants(ps_game *g);

/* px_victory.c: the victory level side reaches were the game to end now (enum px_level, 0
 * none), and whether that wins. */
int px_victory_level_now(const ps_game *g, int side, bool *wins);

/* px_odds.c: the CRT as ps_crt; the odds of an attack ps_game_odds_what_if has staged. */
void px_game_crt(const ps_game *g, ps_crt *out);
ps_status px_odds_staged(ps_game *g, const ps_action *a, ps_odds *out);

/* px_describe.c: texts. */
size_t px_game_position(const ps_game *g, char *buf, size_t buflen);
size_t px_game_scenario_text(const ps_game *g, char *buf, size_t buflen);
size_t px_game_hex_effects(const ps_game *g, int hex, char *buf, size_t buflen);

#endif
