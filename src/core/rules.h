/* The rules behind ps_game_check / ps_game_play / ps_game_legal (play.c), handed to the
 * game's rules through g->sys (system.h), and the helpers every system's checkers share.  A checker
 * returns PS_OK or PS_EILLEGAL with the rule case in g->err; an applier assumes its checker
 * passed. */
#ifndef PRESTAGS_CORE_RULES_H
#define PRESTAGS_CORE_RULES_H

#include "game.h"

ps_status rules_check(ps_game *g, const ps_action *a);
void rules_apply(ps_game *g, const ps_action *a);
/* Legal actions now, of unit u or of all units (u < 0). */
int rules_legal(ps_game *g, int u, ps_action *out, int max);
/* Appends "end" to out[n..max) when it is legal now (every sequence of play offers it). */
int rules_offer_end(ps_game *g, ps_action *out, int max, int n);

/* Helpers shared by the checkers of every rule system: the unit named by an action,
 * validated. */
ps_status rules_unit(ps_game *g, int u, struct unit **out);
/* The map hex of a CCRR number from an action or a front end, HEX_NONE if not on the map. */
hex_id rules_hex(const ps_game *g, int ccrr);

#endif
