/* Contact [18.0]-[18.5] (optional rule PS_OPT_CONTACT): what the movement, facing and combat
 * code asks, and what combat resolution tells it.  See contact.c. */
#ifndef PRESTAGS_CORE_PRESTAGS_CONTACT_H
#define PRESTAGS_CORE_PRESTAGS_CONTACT_H

#include <stdbool.h>

#include "combat.h"

static inline bool contact_used(const ps_game *g)
{
    return g->st.options >> PS_OPT_CONTACT & 1u;
}

/* [18.2] The unit is in contact: it may not leave its hex nor change its facing. */
static inline bool contact_holds(const ps_game *g, const struct unit *un)
{
    return contact_used(g) && (un->flags & UF_CONTACT);
}

/* [18.1] Called by the resolver once the die is rolled (combat_roll): res[i] is the result
 * on c->hex[i]; a "-" in melee engages the attackers' hexes with that hex. */
void contact_engage(ps_game *g, const struct combat *c, const uint8_t *res);
/* [18.5] Called as the results are applied (combat_apply, before anything else): a D, 1/2E or
 * E on a hex ends its engagements.  (The simultaneous sequence rolls every attack of a phase
 * before it applies any [20.2]: a decision on a hex always ends what that phase engaged.) */
void contact_decide(ps_game *g, const struct combat *c, const uint8_t *res);

/* contact_pair_placed (rules.h): a unit placed in contact (ps_game_place) is engaged with
 * every adjacent hex that holds enemy units in contact. */

/* Ends the pairs whose hexes no longer both hold engaged units of opposite sides (units
 * removed other than by a combat result), and frees the units left in no pair. */
void contact_tidy(ps_game *g);

#endif
