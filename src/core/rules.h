/* The rules behind ps_game_check / ps_game_play / ps_game_legal: one checker and one
 * applier per action kind.  A checker returns PS_OK or PS_EILLEGAL with the rule case in
 * g->err; an applier assumes its checker passed. */
#ifndef PRESTAGS_CORE_RULES_H
#define PRESTAGS_CORE_RULES_H

#include "game.h"

ps_status rules_check(ps_game *g, const ps_action *a);
void rules_apply(ps_game *g, const ps_action *a);
/* Legal actions now, of unit u or of all units (u < 0). */
int rules_legal(ps_game *g, int u, ps_action *out, int max);

/* Deployment [11.1]. */
ps_status deploy_check(ps_game *g, const ps_action *a);
void deploy_apply(ps_game *g, const ps_action *a);
int deploy_legal(ps_game *g, int u, ps_action *out, int max, int n);

/* Helpers shared by the checkers: the unit named by an action, validated. */
ps_status rules_unit(ps_game *g, int u, struct unit **out);
hex_id rules_hex(ps_game *g, int ccrr);

#endif
