/* Chariots [C1.0] (being written). */
#include "core/rules.h"

ps_status embark_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "[C1.0] chariots are not in this build yet");
}

void embark_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}

ps_status debark_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "[C1.0] chariots are not in this build yet");
}

void debark_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}

int chariot_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g, (void)u, (void)out, (void)max;
    return n;
}
