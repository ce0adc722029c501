/* STUB: victory -- to be written. */
#include "px_rules.h"

int px_unit_vp(const ps_game *g, int u)
{
    (void)g, (void)u;
    return 0;
}
void px_victory_evaluate(const ps_game *g, ps_status_info *out)
{
    (void)g, (void)out;
}
void px_victory_report(const ps_game *g, char *buf, size_t buflen)
{
    (void)g;
    if (buflen)
        buf[0] = '\0';
}
ps_status px_concede_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "not yet");
}
void px_concede_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}
