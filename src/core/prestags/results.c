/* Combat results and their decisions [8.0] (being written). */
#include "core/rules.h"

ps_status lose_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "[8.1] no half elimination waits for a choice");
}

void lose_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}

ps_status advance_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "[8.4] no hex was vacated by combat");
}

void advance_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}

ps_status pending_end_check(ps_game *g)
{
    (void)g;
    return PS_OK;
}

void pending_end_apply(ps_game *g)
{
    g->st.pending.kind = PENDING_NONE;
}

int pending_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g, (void)u, (void)out, (void)max;
    return n;
}
