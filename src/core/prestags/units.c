/* Unit facts shared by the rule areas. */
#include "units.h"

#include <string.h>

bool unit_is_mounted(const ps_game *g, const struct unit *u)
{
    uint8_t cls = game_type(g, u)->cls;
    return cls == CLASS_C || cls == CLASS_MF || cls == CLASS_D || u->carrier >= 0;
}

bool unit_has_dot(const ps_game *g, const struct unit *u)
{
    return game_type(g, u)->melee_kind == MELEE_DOT;
}

fx unit_ma(const ps_game *g, const struct unit *u)
{
    const struct force *f = &g->scen.force[u->side];
    for (int i = 0; i < f->noverrides; i++)
        if (f->overrides[i].type == u->type)
            return FX(f->overrides[i].ma);
    return FX(game_type(g, u)->ma);
}

bool unit_ready(const struct unit *u)
{
    return u->where == UNIT_ON_MAP && !(u->flags & UF_DISRUPTED);
}

int unit_vp(const ps_game *g, const struct unit *u)
{
    return unit_type_vp(game_type(g, u));
}

bool unit_may_ride(const ps_game *g, const struct unit *u)
{
    static const char *const riders[] = {"BW", "IB", "SK"};
    const struct unit_type *ut = game_type(g, u);
    if (ut->leader_level > 0)
        return true;
    for (size_t i = 0; i < sizeof riders / sizeof riders[0]; i++)
        if (strcmp(ut->code, riders[i]) == 0)
            return true;
    return false;
}
