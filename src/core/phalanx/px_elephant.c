/* Rampant Elephants [Phalanx Elephants], [Phalanx errata Elephants].
 *
 * "Immediately after the first time it is used in combat an Elephant unit begins to run
 * rampant. During the first Phase in which an elephant unit is involved in any type of combat,
 * a die is rolled to determine the direction ... A roll of one results in the elephant
 * immediately moving toward the Turn Record Chart ... The other five ... in a clockwise-like
 * sequence".  "A second die-roll is made to determine the number of hexes ... If a rampant
 * elephant unit moves adjacent to any other unit (Enemy or Friendly) it ceases its movement and
 * immediately attacks that unit".  "At the very beginning of each subsequent Friendly Movement
 * Phase, before any other unit is moved" again.  "pay all normal terrain costs. They do not
 * pay facing costs and they are moved independently of the Command unit movement
 * restrictions" until eliminated or off the map (one MP) -- a loss.  [Phalanx errata Terrain
 * Effects Chart]: "rampant elephants which enter swamp or sea hexes are eliminated".
 *
 * As coded: die 1 is the direction toward the Turn Record Chart edge (N: NE, E: E, S: SW,
 * W: W), 2..6 the next hexsides clockwise (N: E, SE, SW, W, NW).  The elephant faces that
 * way and goes up to the second die's hexes straight on, paying terrain from its MA; it stops
 * short where it cannot pay or may not enter (woods off the road).  A unit in the next hex
 * obstructs it: it attacks that hex [Phalanx Elephants] "If any unit obstructs the completion
 * of this move ... it immediately attacks that unit".  After each hex entered next to another
 * unit it stops and attacks the first such hex in direction order starting with its own
 * direction (then counter-clockwise).  Contact [Phalanx errata Combat K] does not hold a
 * rampant elephant: "Each Friendly Movement Phase this procedure is repeated until the
 * Elephant unit is either eliminated ... or leaves the map", the rule's only two ends; leaving
 * its hex ends its Contact there, as a cavalry unit's does [Phalanx errata Cavalry]. */
#include <stdio.h>

#include "px_move.h"
#include "px_rules.h"

/* [Phalanx errata Elephants] die 1: toward the Turn Record Chart edge. */
static const int8_t chart_dir[PX_EDGE_COUNT] = {
    [PX_EDGE_N] = HEX_NE, [PX_EDGE_E] = HEX_E, [PX_EDGE_S] = HEX_SW, [PX_EDGE_W] = HEX_W,
};
static const char *const dir_name[HEX_DIRS] = {"E", "NE", "NW", "W", "SW", "SE"};

static int ccrr(hex_id h)
{
    hex_cr c = map_cr(h);
    return c.col * 100 + c.row;
}

static fx round_up(fx v)
{
    return (v + FX_ONE - 1) / FX_ONE * FX_ONE;
}

/* The direction of die roll `die` (1..6): hex_dir runs counter-clockwise, so clockwise is
 * down. */
static int rampage_dir(const ps_game *g, int die)
{
    int e = g->px.turn_record_edge.v;
    int first = e >= 0 && e < PX_EDGE_COUNT ? chart_dir[e] : HEX_NE;
    return ((first - (die - 1)) % HEX_DIRS + HEX_DIRS) % HEX_DIRS;
}

/* The first hex next to h holding a unit other than u, starting with direction d; or none. */
static hex_id next_unit_hex(const ps_game *g, int u, hex_id h, int d)
{
    for (int k = 0; k < HEX_DIRS; k++) {
        hex_id x = map_neighbour(&g->map, h, (enum hex_dir)((d + k) % HEX_DIRS));
        if (x == HEX_NONE)
            continue;
        for (int v = g->st.first_in_hex[x]; v >= 0; v = g->st.units[v].next)
            if (v != u)
                return x;
    }
    return HEX_NONE;
}

static bool swamp_or_lake(const ps_game *g, hex_id h)
{
    enum px_terrain ts[3];
    int n = px_hex_terrains(&g->map.hexes[h], g->pxs.all_clear, ts);
    for (int i = 0; i < n; i++)
        if (ts[i] == PX_T_SWAMP || ts[i] == PX_T_LAKE)
            return true;
    return false;
}

/* Moves u into hex to. */
static void moved_to(ps_game *g, int u, hex_id to)
{
    game_remove_unit(&g->st, u);
    game_put_unit(&g->st, u, to);
}

static void rampage(ps_game *g, int u)
{
    struct unit *un = &g->st.units[u];
    const struct px_unit_type *t = px_type(g, un);
    if (un->where != UNIT_ON_MAP)
        return;
    hex_id start = un->hex;
    bool contact = un->flags & UF_CONTACT;
    int die1 = game_roll(g), d = rampage_dir(g, die1), die2 = game_roll(g);
    game_event(g, "rampant %s %d at %04d: direction die %d (%s), distance die %d [Phalanx errata "
               "Elephants]", t->code, u, ccrr(start), die1, dir_name[d], die2);
    un->facing = (int8_t)d;
    /* its MA, halved while demoralized [Phalanx errata Demoralization and Panic] */
    fx spent = 0, ma = px_ma(g, u);
    hex_id h = start, target = HEX_NONE;
    for (int k = 0; k < die2; k++) {
        hex_id x = map_neighbour(&g->map, h, (enum hex_dir)d);
        if (x == HEX_NONE) {
            /* [Phalanx errata Elephants] "leaves the map (by expending one Movement Point)" */
            if (round_up(spent) + FX_ONE > ma)
                break;
            game_event(g, "rampant %s %d leaves the map from %04d: a loss [Phalanx errata "
                       "Elephants]", t->code, u, ccrr(h));
            un->exit_hex = h;
            px_eliminate(g, u, true);
            return;
        }
        if (g->st.first_in_hex[x] >= 0) { /* [Phalanx Elephants] a unit obstructs it */
            target = x;
            break;
        }
        if (swamp_or_lake(g, x)) { /* [Phalanx errata Terrain Effects Chart] */
            game_event(g, "rampant %s %d enters %04d (swamp or lake): eliminated [Phalanx errata "
                       "Terrain Effects Chart]", t->code, u, ccrr(x));
            moved_to(g, u, x);
            px_eliminate(g, u, false);
            return;
        }
        fx c = px_enter_cost(g, u, h, x); /* terrain only: no facing, no command */
        if (c < 0)
            break;
        fx after = (c % FX_ONE ? spent : round_up(spent)) + c; /* [Phalanx Movement H] */
        if (after > ma)
            break;
        spent = after;
        moved_to(g, u, x);
        h = x;
        px_darius_check(g); /* [Phalanx errata Darius] in each hex entered */
        target = next_unit_hex(g, u, h, d);
        if (target != HEX_NONE)
            break; /* [Phalanx errata Elephants] "it ceases its movement" */
    }
    un->mp_spent = spent;
    if (contact && h != start) { /* [Phalanx errata Elephants] the rampage breaks Contact */
        un->flags &= (uint16_t)~UF_CONTACT;
        px_contact_release(g, start);
        game_event(g, "rampant %s %d leaves its Contact at %04d [Phalanx errata Elephants]",
                   t->code, u, ccrr(start));
    }
    char stop[48] = "";
    if (target != HEX_NONE)
        snprintf(stop, sizeof stop, h != start ? ", next to %04d: it attacks" :
                 ": %04d is in its way, it attacks", ccrr(target));
    if (h != start)
        game_event(g, "rampant %s %d moves %04d-%04d%s [Phalanx errata Elephants]", t->code, u,
                   ccrr(start), ccrr(h), stop);
    else
        game_event(g, "rampant %s %d stays at %04d%s [Phalanx errata Elephants]", t->code, u,
                   ccrr(h), stop);
    if (target != HEX_NONE && un->where == UNIT_ON_MAP && g->st.first_in_hex[target] >= 0)
        px_rampant_attack(g, u, target);
}

void px_elephant_fought(ps_game *g, int u)
{
    struct unit *un = &g->st.units[u];
    struct px_unit *p = px_unit(g, u);
    if (un->where != UNIT_ON_MAP || px_type(g, un)->kind != PX_KIND_ELEPHANT)
        return;
    /* [Phalanx errata Elephants] the roll is made in "the first Phase in which an elephant
     * unit is involved in any type of combat": an elephant already rampant does not roll. */
    if (p->flags & PXF_RAMPANT)
        return;
    p->flags |= PXF_RAMPANT | PXF_FOUGHT;
    game_event(g, "%s %d has fought: it runs rampant [Phalanx errata Elephants]",
               px_type(g, un)->code, u);
    rampage(g, u);
}

/* The Elephants rampant when the phase begins, in unit order; one made rampant by a panic
 * during these rampages waits for the next friendly Movement Phase. */
void px_rampage(ps_game *g)
{
    struct game_state *st = &g->st;
    int16_t list[GAME_MAX_UNITS];
    int n = 0;
    for (int u = 0; u < st->nunits; u++)
        if (st->units[u].side == st->phasing && st->units[u].where == UNIT_ON_MAP &&
            (st->px.units[u].flags & PXF_RAMPANT))
            list[n++] = (int16_t)u;
    for (int i = 0; i < n; i++)
        rampage(g, list[i]);
}
