/* Darius, King of Kings [Phalanx Darius], [Phalanx errata Darius]: "If Enemy units move
 * adjacent to the Darius unit the Darius unit is immediately removed from the map and the
 * Persian army (except for those units specified in the Panic rules) panics. All of the normal
 * panic rules apply in this case.  Note: The Darius unit need not be attacked. The above rule
 * is effected immediately after any Enemy unit moves adjacent to the Darius unit."
 *
 * px_darius_check runs after every hex a unit enters (the movement actions, panic flight,
 * rampant Elephants: px_darius_pass for the hexes passed through), and after advances and
 * withdrawals.  The errata's removal replaces the rulebook's flight of Darius to the map edge;
 * he is eliminated (not fled), worth 30 VP to the enemy [Phalanx Darius] (px_unit_vp) and
 * counted as a loss toward the Persian Panic Level; then the army panics if it has not yet. */
#include "px_rules.h"

static int ccrr(hex_id h)
{
    hex_cr c = map_cr(h);
    return c.col * 100 + c.row;
}

/* The first enemy unit next to hex h, in direction order E NE NW W SW SE; -1 none. */
static int enemy_next_to(const ps_game *g, int side, hex_id h)
{
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id x = map_neighbour(&g->map, h, (enum hex_dir)d);
        if (x == HEX_NONE)
            continue;
        for (int v = g->st.first_in_hex[x]; v >= 0; v = g->st.units[v].next)
            if (g->st.units[v].side != side)
                return v;
    }
    return -1;
}

void px_darius_check(ps_game *g)
{
    struct game_state *st = &g->st;
    /* Only an army led by Darius has him (px_is_darius): the others' battles skip the scan of
     * every unit after every hex entered. */
    if (!px_army(g, 0)->darius && !px_army(g, 1)->darius)
        return;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->where != UNIT_ON_MAP || !px_is_darius(g, u))
            continue;
        int side = un->side;
        int e = enemy_next_to(g, side, un->hex);
        if (e < 0)
            continue;
        game_event(g, "%s %d at %04d is next to Darius at %04d: Darius is removed, the army of the "
                   "%s panics [Phalanx errata Darius]", px_type(g, &st->units[e])->code, e,
                   ccrr(st->units[e].hex), ccrr(un->hex), g->scen.force[side].name);
        st->px.darius_gone[side] = 1;
        px_eliminate(g, u, false); /* scores px_unit_vp (30) for the enemy, checks panic */
        px_panic(g, side);         /* [Phalanx errata Darius] "All of the normal panic rules" */
    }
}

void px_darius_pass(ps_game *g, int u, hex_id h)
{
    struct game_state *st = &g->st;
    uint8_t control = st->control[h]; /* passing through does not occupy the hex */
    game_put_unit(st, u, h);
    px_darius_check(g);
    game_remove_unit(st, u);
    st->control[h] = control;
}
