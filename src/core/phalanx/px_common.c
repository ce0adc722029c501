/* Small facts about Phalanx units and hexes that every rule file asks. */
#include "px_rules.h"

bool px_is_cavalry(const ps_game *g, const struct unit *un)
{
    const struct px_unit_type *t = px_type(g, un);
    return t->cls == PX_CLASS_III || t->cls == PX_CLASS_IV;
}

bool px_is_missile(const ps_game *g, const struct unit *un)
{
    return px_type(g, un)->fcs.v > 0;
}

bool px_demoralized(const ps_game *g, int u)
{
    return (g->st.px.units[u].flags & PXF_DEMORALIZED) || (g->st.units[u].flags & UF_PANICKED);
}

bool px_is_alexander(const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    return px_army(g, un->side)->alexander && px_type(g, un)->command.v == 1;
}

bool px_is_darius(const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    return px_army(g, un->side)->darius && px_type(g, un)->command.v == 1;
}

int px_stack_points(const ps_game *g, hex_id h)
{
    int pts = 0;
    for (int u = g->st.first_in_hex[h]; u >= 0; u = g->st.units[u].next)
        pts += px_type(g, &g->st.units[u])->stack.v;
    return pts;
}

int px_dir_between(hex_id a, hex_id b)
{
    return hex_direction_to(map_cr(a), map_cr(b));
}

bool px_fronts_on(const ps_game *g, int u, hex_id h)
{
    const struct unit *un = &g->st.units[u];
    if (un->where != UNIT_ON_MAP)
        return false;
    int d = px_dir_between(un->hex, h);
    return d >= 0 && px_front_dir(un->facing, d);
}
