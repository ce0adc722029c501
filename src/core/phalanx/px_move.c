/* STUB: movement [Phalanx Movement] -- to be written. */
#include "px_rules.h"

void px_movement_begin(ps_game *g)
{
    g->st.px.mover = -1;
}
fx px_ma(const ps_game *g, int u)
{
    return (fx)(px_type(g, &g->st.units[u])->ma.v * FX_ONE);
}
ps_status px_move_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "not yet");
}
void px_move_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}
int px_move_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g, (void)u, (void)out, (void)max;
    return n;
}
ps_status px_face_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "not yet");
}
void px_face_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}
int px_face_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g, (void)u, (void)out, (void)max;
    return n;
}
fx px_enter_cost(const ps_game *g, int u, hex_id from, hex_id to)
{
    (void)g, (void)u, (void)from, (void)to;
    return -1;
}
int px_unit_reach(const ps_game *g, int u, int *hexes, int32_t *cost, int max)
{
    (void)g, (void)u, (void)hexes, (void)cost, (void)max;
    return 0;
}
bool px_stack_ok(const ps_game *g, hex_id h, const int *arrive, int n)
{
    (void)g, (void)h, (void)arrive, (void)n;
    return true;
}
