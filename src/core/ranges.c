/* Ranges at a glance for front ends (issue 12): the line of sight between two hexes and the
 * enemy fire zones that stop a move, as the rules that decide fire and movement judge them.
 * Nothing here changes a game.  The rule system answers (struct rule_system): Chariot from
 * los.c [6.32]-[6.38] and reach.c [6.41], Phalanx from px_sight.c. */
#include <stdio.h>

#include "game.h"
#include "system.h"

static hex_id hex_of(const ps_game *g, int ccrr)
{
    return map_hex_at(&g->map, (hex_cr){ccrr / 100, ccrr % 100});
}

ps_status ps_game_line_of_sight(const ps_game *g, int from, int to, char *why, size_t len)
{
    if (len)
        why[0] = '\0';
    hex_id a = hex_of(g, from), b = hex_of(g, to);
    if (a == HEX_NONE || b == HEX_NONE) {
        if (len)
            snprintf(why, len, "%04d is not a hex of the map", a == HEX_NONE ? from : to);
        return PS_EINVAL;
    }
    return g->sys->line_of_sight(g, a, b, why, len);
}

int ps_game_fire_zone(const ps_game *g, int side, int ccrr)
{
    hex_id h = hex_of(g, ccrr);
    if (h == HEX_NONE || (side != 0 && side != 1))
        return -1;
    return g->sys->fire_zone(g, side, h);
}
