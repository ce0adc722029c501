/* Movement [5.0] (being written). */
#include "core/rules.h"

void movement_begin_phase(ps_game *g)
{
    (void)g;
}

ps_status movement_end_check(ps_game *g)
{
    (void)g;
    return PS_OK;
}

ps_status move_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "[5.0] movement is not in this build yet");
}

void move_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}

int move_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g, (void)u, (void)out, (void)max;
    return n;
}
