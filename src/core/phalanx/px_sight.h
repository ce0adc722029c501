/* Phalanx's line of sight and missile zones for the front ends' range queries (ranges.c). */
#ifndef PRESTAGS_CORE_PHALANX_PX_SIGHT_H
#define PRESTAGS_CORE_PHALANX_PX_SIGHT_H

#include <stddef.h>

#include "px_rules.h"

/* [Phalanx Combat D] a hex between firer and target blocks fire with units in it, or woods or
 * a village (none under "treat all terrain as clear"); px_strength.c and the query below. */
bool px_hex_blocks_fire(const ps_game *g, hex_cr c);
/* [Phalanx Combat D] fire beyond the next hex passes over nothing (units, woods, village)
 * unless the firer stands where the chart lets it fire over them (a hilltop). */
ps_status px_line_of_sight(const ps_game *g, hex_id from, hex_id to, char *why, size_t len);
/* [Phalanx errata Movement K] the enemy missile unit whose front covers h, or -1. */
int px_fire_zone(const ps_game *g, int side, hex_id h);

#endif
