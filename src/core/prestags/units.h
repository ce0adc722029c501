/* Facts about a unit that several rule areas ask: what kind of unit it is, its Movement
 * Allowance after the scenario's special rules, whether it is on the map and able to act. */
#ifndef PRESTAGS_CORE_PRESTAGS_UNITS_H
#define PRESTAGS_CORE_PRESTAGS_UNITS_H

#include <stdbool.h>

#include "core/game.h"

/* The three below are asked inside every search and every unit scan: inline. */
/* [3.35] Fire units have a Fire Attack Strength and a Range Allowance. */
static inline bool unit_is_fire(const ps_game *g, const struct unit *u)
{
    return game_type(g, u)->fire > 0;
}
/* [10.0] Leaders are class E. */
static inline bool unit_is_leader(const ps_game *g, const struct unit *u)
{
    return game_type(g, u)->leader_level > 0;
}
/* [C1.0] */
static inline bool unit_is_chariot(const ps_game *g, const struct unit *u)
{
    return game_type(g, u)->cls == CLASS_D;
}
/* The units a scan of side's (or, with enemy, of the other side's) units reads, in index
 * order: the side's list (game.h, side_units) when side is 0 or 1 and the two lists hold every
 * unit; else NULL, and the scan reads every unit (*n = nunits) and tests each one's side. */
static inline const int16_t *units_of_side(const ps_game *g, int side, bool enemy, int *n)
{
    if ((side == 0 || side == 1) && g->side_count[0] + g->side_count[1] == g->st.nunits) {
        *n = g->side_count[enemy ? !side : side];
        return g->side_units[enemy ? !side : side];
    }
    *n = g->st.nunits;
    return NULL;
}
/* [10.0] Mounted units: class C, Mounted fire units, and Chariots with their occupants. */
bool unit_is_mounted(const ps_game *g, const struct unit *u);
/* [3.36] A dot melee value: may not melee attack. */
bool unit_has_dot(const ps_game *g, const struct unit *u);
/* The Movement Allowance, with the scenario's special rules (Babylon's Chariots). */
fx unit_ma(const ps_game *g, const struct unit *u);
/* On the map, not disrupted [8.2]. */
bool unit_ready(const struct unit *u);
/* Victory Points of the unit [11.2]. */
int unit_vp(const ps_game *g, const struct unit *u);
/* [C1.0], [C1.1] BW, IB, SK and Leader units may ride Chariots. */
bool unit_may_ride(const ps_game *g, const struct unit *u);

#endif
