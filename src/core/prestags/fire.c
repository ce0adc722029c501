/* Fire combat [6.0] (being written). */
#include "core/rules.h"

ps_status fire_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "[6.0] fire combat is not in this build yet");
}

void fire_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}

int fire_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g, (void)u, (void)out, (void)max;
    return n;
}
