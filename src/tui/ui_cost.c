/* What a move or a turn costs, shown in the menus of actions (issue 12): each one is played on
 * a trial copy of the game and taken back, and the unit's Movement Points left before and
 * after are compared (ps_unit_more.mp_left: every Phalanx unit's, a PRESTAGS chariot's
 * [C1.4]).  Nothing is noted where the engine counts no Movement Points left. */
#include <stdio.h>

#include "tui.h"

enum { MP_ONE = 256 }; /* ps_unit_more.mp_left is fixed point, 256 a Movement Point */

static int gcd(int a, int b)
{
    return b ? gcd(b, a % b) : a;
}

static void put_mp(char *buf, size_t len, int32_t v)
{
    int whole = (int)(v / MP_ONE), rem = (int)(v % MP_ONE), d = gcd(rem, MP_ONE);
    if (rem == 0)
        snprintf(buf, len, "%d", whole);
    else if (whole == 0)
        snprintf(buf, len, "%d/%d", rem / d, MP_ONE / d);
    else
        snprintf(buf, len, "%d %d/%d", whole, rem / d, MP_ONE / d);
}

size_t ui_cost_note(ps_game *trial, const ps_action *a, char *buf, size_t len)
{
    if (len)
        buf[0] = '\0';
    if (!trial || a->nunits != 1 ||
        (a->kind != PS_ACT_MOVE && a->kind != PS_ACT_FACE && a->kind != PS_ACT_EXIT))
        return 0;
    ps_unit_more before, after;
    if (ps_game_unit_more(trial, a->units[0], &before) != PS_OK)
        return 0;
    int depth = ps_game_undo_depth(trial);
    if (ps_game_play(trial, a) != PS_OK)
        return 0;
    bool ok = ps_game_unit_more(trial, a->units[0], &after) == PS_OK;
    while (ps_game_undo_depth(trial) > depth && ps_game_undo(trial) == PS_OK)
        ;
    if (!ok || after.mp_left >= before.mp_left)
        return a->kind == PS_ACT_FACE && ok ? (size_t)snprintf(buf, len, "  (free)") : 0;
    char cost[24], left[24];
    put_mp(cost, sizeof cost, before.mp_left - after.mp_left);
    put_mp(left, sizeof left, after.mp_left);
    return (size_t)snprintf(buf, len, "  (%s MP, %s left)", cost, left);
}
