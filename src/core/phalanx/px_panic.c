/* STUB: demoralization, panic, Darius, elephants -- to be written. */
#include "px_rules.h"

void px_demoralize(ps_game *g, int u)
{
    g->st.px.units[u].flags |= PXF_DEMORALIZED;
}
void px_recover(ps_game *g)
{
    (void)g;
}
void px_panic_check(ps_game *g)
{
    (void)g;
}
void px_panic(ps_game *g, int side)
{
    (void)g, (void)side;
}
void px_panic_flee(ps_game *g)
{
    (void)g;
}
void px_rally(ps_game *g)
{
    (void)g;
}
void px_darius_check(ps_game *g)
{
    (void)g;
}
void px_elephant_fought(ps_game *g, int u)
{
    (void)g, (void)u;
}
void px_rampage(ps_game *g)
{
    (void)g;
}
