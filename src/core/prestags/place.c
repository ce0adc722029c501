/* Building a position directly: the protocol's `place`.  A placed unit is checked against the
 * map, the enemy [5.23] and stacking compatibility [5.3], not against a deployment area;
 * ps_game_place (core/setup.c) has checked the side and that play has not begun. */
#include "core/scenario_check.h"
#include "prestags_rules.h"

int prestags_place(ps_game *g, int side, const char *type_code, int ccrr, unsigned status)
{
    int type = tables_find_type(&g->tables, type_code);
    if (type < 0) {
        game_fail(g, PS_EINVAL, "no unit type '%s'", type_code);
        return -1;
    }
    hex_id hex = rules_hex(g, ccrr);
    if (hex == HEX_NONE) {
        game_fail(g, PS_EINVAL, "%04d is not a hex of the map", ccrr);
        return -1;
    }
    if (!scenario_hex_passable(&g->scen, &g->tables, &g->map, hex)) {
        game_fail(g, PS_EILLEGAL, "[9.0] %04d may not be entered", ccrr);
        return -1;
    }
    int other = game_hex_side(&g->st, hex);
    if (other >= 0 && other != side) {
        game_fail(g, PS_EILLEGAL, "[5.23] %04d holds enemy units", ccrr);
        return -1;
    }
    const struct unit_type *ut = &g->tables.types[type];
    int in_hex[GAME_MAX_UNITS];
    int n = game_units_in(&g->st, hex, in_hex, GAME_MAX_UNITS);
    for (int i = 0; i < n; i++) {
        const struct unit_type *o = game_type(g, &g->st.units[in_hex[i]]);
        const char *rule = stack_class_conflict((enum unit_class)ut->cls, (enum unit_class)o->cls);
        if (rule) {
            game_fail(g, PS_EILLEGAL, "%s %s and %s units may not share a hex", rule, ut->code,
                      o->code);
            return -1;
        }
    }
    if (status & ~(unsigned)(PS_UNIT_DISRUPTED | PS_UNIT_PANICKED | PS_UNIT_CONTACT)) {
        game_fail(g, PS_EINVAL, "unknown status bits");
        return -1;
    }
    if ((status & PS_UNIT_DISRUPTED) && ut->leader_level) {
        game_fail(g, PS_EILLEGAL, "[8.2] disruption never affects leaders");
        return -1;
    }
    int u = game_add_unit(g, side, type, 0);
    if (u < 0) {
        game_fail(g, PS_EINVAL, "more than %d units", GAME_MAX_UNITS);
        return -1;
    }
    if (!game_setup_note(g, "place %d %s %04d %u", side, type_code, ccrr, status)) {
        g->st.nunits--;
        game_fail(g, PS_EINVAL, "too many placements to record");
        return -1;
    }
    g->st.units[u].flags = (uint16_t)status;
    game_put_unit(&g->st, u, hex);
    facing_place(g, u);        /* [16.0] */
    contact_pair_placed(g, u); /* [18.0] */
    return u;
}
