/* Melee combat [7.0] (being written). */
#include "core/rules.h"

ps_status melee_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "[7.0] melee combat is not in this build yet");
}

void melee_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}

int melee_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g, (void)u, (void)out, (void)max;
    return n;
}
