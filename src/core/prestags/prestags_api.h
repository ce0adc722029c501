/* The read API (include/prestags.h) for a Chariot game: chariot_system's answers (system.c),
 * one per public question, each in the file that knows the rule it reads.  Nothing here
 * changes a game. */
#ifndef PRESTAGS_CORE_PRESTAGS_PRESTAGS_API_H
#define PRESTAGS_CORE_PRESTAGS_PRESTAGS_API_H

#include "prestags_rules.h"

/* game_info.c: units, hexes, stacking, facing, the Terrain Effects Chart. */
ps_status prestags_game_unit(const ps_game *g, int u, ps_unit_info *out);
ps_status prestags_game_hex(const ps_game *g, int ccrr, ps_hex_info *out);
int prestags_game_stacking_limit(const ps_game *g, int side);
int prestags_game_unit_facing(const ps_game *g, int u);
size_t prestags_game_hex_effects(const ps_game *g, int hex, char *buf, size_t buflen);

/* ai_api_info.c: unit details, terrain, reach and stacking as numbers. */
ps_status prestags_game_unit_more(const ps_game *g, int u, ps_unit_more *out);
int32_t prestags_game_move_cost(const ps_game *g, int from, int to);
ps_status prestags_game_hex_combat(const ps_game *g, int hex, ps_hex_combat *out);
int prestags_game_unit_reach(const ps_game *g, int u, bool half, int *hexes, int32_t *cost,
                             int max);
bool prestags_game_stack_ok(const ps_game *g, int hex, int side, const int *arrive, int n);

/* ai_api_goals.c: the victory conditions [11.0] as data. */
int prestags_game_goals(const ps_game *g, int side, ps_goal *out, int max);
int prestags_game_goal_hexes(const ps_game *g, int side, int goal, int *out, int max);
int prestags_game_winner_now(const ps_game *g);

/* ai_api_odds.c, odds.c: odds as numbers and as text, and the CRT. */
ps_status prestags_odds_info(ps_game *g, const ps_action *a, ps_odds *out);
ps_status prestags_odds_staged(ps_game *g, const ps_action *a, ps_odds *out);
void prestags_game_crt(const ps_game *g, ps_crt *out);
size_t prestags_odds_text(ps_game *g, const ps_action *a, char *buf, size_t buflen);

/* panic.c, victory_report.c, position.c, describe.c. */
ps_status prestags_game_panic(const ps_game *g, int side, ps_panic_info *out);
void prestags_victory_report(const ps_game *g, char *buf, size_t buflen);
size_t prestags_game_position(const ps_game *g, char *buf, size_t buflen);
size_t prestags_game_scenario_text(const ps_game *g, char *buf, size_t buflen);

#endif
