/* STUB: combat [Phalanx Combat] -- to be written. */
#include "px_rules.h"

ps_status px_assess(ps_game *g, const int *units, int n, hex_id target, bool fire,
                    struct px_assessment *out)
{
    (void)units, (void)n, (void)target, (void)fire, (void)out;
    return game_fail(g, PS_EILLEGAL, "not yet");
}
size_t px_assessment_text(const ps_game *g, const struct px_assessment *a, char *buf,
                          size_t buflen)
{
    (void)g, (void)a, (void)buf, (void)buflen;
    return 0;
}
ps_status px_fire_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "not yet");
}
void px_fire_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}
ps_status px_melee_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "not yet");
}
void px_melee_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}
int px_attack_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g, (void)u, (void)out, (void)max;
    return n;
}
ps_status px_attacks_end_check(ps_game *g)
{
    (void)g;
    return PS_OK;
}
void px_rampant_attack(ps_game *g, int elephant, hex_id target)
{
    (void)g, (void)elephant, (void)target;
}
ps_status px_lose_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "not yet");
}
void px_lose_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}
ps_status px_advance_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "not yet");
}
void px_advance_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}
ps_status px_retreat_check(ps_game *g, const ps_action *a)
{
    (void)a;
    return game_fail(g, PS_EILLEGAL, "not yet");
}
void px_retreat_apply(ps_game *g, const ps_action *a)
{
    (void)g, (void)a;
}
ps_status px_pending_end_check(ps_game *g)
{
    (void)g;
    return PS_OK;
}
void px_pending_end_apply(ps_game *g)
{
    g->st.pending.kind = PENDING_NONE;
}
int px_pending_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    (void)g, (void)u, (void)out, (void)max;
    return n;
}
void px_eliminate(ps_game *g, int u, bool off_map)
{
    struct unit *un = &g->st.units[u];
    game_remove_unit(&g->st, u);
    un->where = off_map ? UNIT_EXITED : UNIT_ELIMINATED;
}
