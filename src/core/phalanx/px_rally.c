/* Rallying panicked units [Phalanx errata Panic]: "A non-panicked Friendly Command or Combat
 * unit may attempt to rally as many panicked units as it is adjacent to at the end of a
 * Friendly Movement Phase by means of a separate die roll for each unit it attempts to rally.
 * A Command unit rallies a panicked unit with a die roll of any number except six. A
 * non-Command unit rallies an adjacent panicked unit by rolling either a one, two, or three.
 * ... Rallied units may not rally other panicked units until the Friendly Player-Turn
 * following the turn in which they were rallied."
 *
 * At the end of the Phasing Player's Movement Phase, each of his panicked units on the map, in
 * unit order, may be tried by every rallier in the six hexes next to it: a friendly unit, not
 * panicked, not rallied this Player-Turn (PXF_RALLIED, cleared by px_panic_flee when that
 * side's next Player-Turn begins), not a rampant Elephant.  Each makes "a separate die roll
 * for each unit it attempts to rally", command units (1-5) before combat units (1-3), each in
 * direction order, until one succeeds: nothing in the rule lets only one of them try.  A unit
 * rallied here rallies no other in the same phase. */
#include "px_rules.h"

static int ccrr(hex_id h)
{
    hex_cr c = map_cr(h);
    return c.col * 100 + c.row;
}

/* The ralliers next to panicked unit u into out (command units first, each group in
 * direction order E NE NW W SW SE); their number. */
static int ralliers(const ps_game *g, int u, int *out, int max)
{
    const struct unit *un = &g->st.units[u];
    int n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id x = map_neighbour(&g->map, un->hex, (enum hex_dir)d);
            if (x == HEX_NONE)
                continue;
            for (int v = g->st.first_in_hex[x]; v >= 0; v = g->st.units[v].next) {
                const struct unit *r = &g->st.units[v];
                uint16_t f = px_unit_c(g, v)->flags;
                if (r->side != un->side || (r->flags & UF_PANICKED) || (f & PXF_RALLIED) ||
                    (f & PXF_RAMPANT) || px_is_command(g, r) != (pass == 0))
                    continue;
                if (n < max)
                    out[n++] = v;
            }
        }
    return n;
}

void px_rally(ps_game *g)
{
    struct game_state *st = &g->st;
    for (int u = 0; u < st->nunits; u++) {
        struct unit *un = &st->units[u];
        if (un->side != st->phasing || un->where != UNIT_ON_MAP || !(un->flags & UF_PANICKED))
            continue;
        int list[GAME_MAX_UNITS];
        int n = ralliers(g, u, list, (int)(sizeof list / sizeof list[0]));
        for (int i = 0; i < n && (un->flags & UF_PANICKED); i++) {
            int r = list[i];
            bool command = px_is_command(g, &st->units[r]);
            int need = command ? 5 : 3; /* [Phalanx errata Panic] "any number except six"; 1-3 */
            int die = game_roll(g);
            const char *code = px_type(g, un)->code, *rcode = px_type(g, &st->units[r])->code;
            if (die > need) {
                game_event(g, "%s %d at %04d tries to rally %s %d at %04d: die %d, needs 1-%d: "
                           "still panicked [Phalanx errata Panic]", rcode, r,
                           ccrr(st->units[r].hex), code, u, ccrr(un->hex), die, need);
                continue;
            }
            un->flags &= (uint16_t)~UF_PANICKED;
            px_unit(g, u)->flee_edge = -1;
            px_unit(g, u)->flags |= PXF_RALLIED;
            game_event(g, "%s %d at %04d rallies %s %d at %04d: die %d, needs 1-%d [Phalanx "
                       "errata Panic]", rcode, r, ccrr(st->units[r].hex), code, u,
                       ccrr(un->hex), die, need);
        }
    }
}
