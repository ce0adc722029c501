/* STUB: set-up [Phalanx Initial Deployment] -- to be written. */
#include "px_rules.h"

ps_status px_deploy_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "not yet");
}
void px_deploy_apply(ps_game *g, const ps_action *a)
{
    (void)g;
    (void)a;
}
int px_deploy_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g, (void)u, (void)out, (void)max;
    return n;
}
int px_facing_toward_enemy(const ps_game *g, int side, hex_id h)
{
    (void)g, (void)side, (void)h;
    return 0;
}
ps_status px_auto_deploy(ps_game *g)
{
    return game_fail(g, PS_EILLEGAL, "not yet");
}
int px_place(ps_game *g, int side, const char *code, int ccrr, unsigned status)
{
    (void)side, (void)code, (void)ccrr, (void)status;
    game_fail(g, PS_EILLEGAL, "not yet");
    return -1;
}
