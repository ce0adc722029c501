/* Panic flight [Phalanx errata Panic]: "During each Friendly Movement Phase all panicked units
 * must be moved their full Movement Allowance towards the mapsheet edge which they were nearest
 * to at the instant they panicked ... through as few hexes adjacent to Enemy units as
 * possible ... pay all normal terrain and facing movement costs ... independently of the
 * Command unit movement restrictions", "at the beginning of each Friendly Movement Phase
 * before any other Friendly units are moved", until they "leave the map (expending one
 * Movement Point to move off the hex grid)".
 *
 * The engine moves them, in unit order.  Every step of a flight brings the unit one hex nearer
 * its edge (px_edge.h); of all such paths within its full MA the one chosen ends nearest the
 * edge (off the map best), then enters the fewest hexes adjacent to enemy units, then spends
 * the fewest MP, then comes first in direction order E NE NW W SW SE.  A step costs the
 * terrain (px_enter_cost) plus 1 MP when its direction is not one of the unit's front
 * hexsides [Phalanx Facing G]; it never enters an enemy hex or breaks the stacking limit, even
 * passing through [Phalanx Stacking]. */
#include <stdio.h>
#include <string.h>

#include "px_edge.h"
#include "px_move.h"

enum { FLIGHT_MAX = 24, FLIGHT_SEEN = 1024 };

struct flight {
    int n;                   /* hexes entered */
    hex_id hex[FLIGHT_MAX];
    int8_t dir[FLIGHT_MAX];
    bool off;                /* then leaves the map */
    int dist;                /* hexes from the edge at the end, -1 off the map */
    int adj;                 /* hexes entered next to enemy units */
    fx mp;
};

struct search {
    int u, side, edge, limit;
    fx ma;
    struct px_zones z; /* the enemy's stop zones (px_cost.c) */
    struct flight cur, best;
    bool found;
    int nseen; /* (hex, facing) reached, with the least adj and MP of one arrival */
    struct seen {
        hex_id hex;
        int8_t facing;
        int8_t adj;
        fx mp;
    } seen[FLIGHT_SEEN];
};

static int ccrr(hex_id h)
{
    hex_cr c = map_cr(h);
    return c.col * 100 + c.row;
}

static fx round_up(fx v)
{
    return (v + FX_ONE - 1) / FX_ONE * FX_ONE;
}

/* Is f better than the best so far (lower end distance, adjacent hexes, MP)? */
static bool better(const struct flight *f, const struct flight *b)
{
    if (f->dist != b->dist)
        return f->dist < b->dist;
    if (f->adj != b->adj)
        return f->adj < b->adj;
    return f->mp < b->mp;
}

static void consider(struct search *s)
{
    if (!s->found || better(&s->cur, &s->best)) {
        s->best = s->cur;
        s->found = true;
    }
}

/* MP spent after a step of cost c (facing turn included): [Phalanx Movement H] a step that
 * is not a road step first rounds the MP spent so far up to a whole MP. */
static fx after_step(fx spent, fx turn, fx c)
{
    bool road = turn == 0 && c % FX_ONE != 0;
    return (road ? spent : round_up(spent)) + turn + c;
}

/* Has an arrival in (h, facing) with no more adjacent hexes and MP been searched already?
 * Then this one can do no better.  Notes this arrival otherwise. */
static bool dominated(struct search *s, hex_id h, int facing)
{
    for (int i = 0; i < s->nseen; i++) {
        struct seen *v = &s->seen[i];
        if (v->hex != h || v->facing != facing)
            continue;
        if (v->adj <= s->cur.adj && v->mp <= s->cur.mp)
            return true;
        v->adj = (int8_t)s->cur.adj, v->mp = s->cur.mp;
        return false;
    }
    if (s->nseen < FLIGHT_SEEN)
        s->seen[s->nseen++] = (struct seen){h, (int8_t)facing, (int8_t)s->cur.adj, s->cur.mp};
    return false;
}

static void search_from(const ps_game *g, struct search *s, hex_id h, int facing)
{
    if (dominated(s, h, facing))
        return;
    consider(s);
    /* [Phalanx errata Movement K], [Phalanx Cross River Attack]: a hex entered next to a
     * missile front or under cross-river control ends the flight; the start hex does not. */
    if (s->cur.n >= FLIGHT_MAX || (s->cur.n > 0 && px_zone_stops(&s->z, h)))
        return;
    const struct px_unit_type *t = px_type(g, &g->st.units[s->u]);
    int dist = px_edge_distance(&g->map, h, s->edge);
    for (int d = 0; d < HEX_DIRS; d++) {
        fx turn = px_front_dir(facing, d) ? 0 : FX_ONE; /* [Phalanx Facing G] */
        hex_id x = map_neighbour(&g->map, h, (enum hex_dir)d);
        struct flight save = s->cur;
        if (x == HEX_NONE) {
            /* [Phalanx errata Panic] off the map through its edge: one Movement Point. */
            hex_cr c = hex_neighbour(map_cr(h), (enum hex_dir)d);
            bool through = dist == 0 && ((s->edge == PX_EDGE_N && c.row < 1) ||
                                         (s->edge == PX_EDGE_S && c.row > g->map.rows) ||
                                         (s->edge == PX_EDGE_W && c.col < map_cr(h).col) ||
                                         (s->edge == PX_EDGE_E && c.col > map_cr(h).col));
            fx mp = after_step(s->cur.mp, turn, FX_ONE);
            if (!through || mp > s->ma)
                continue;
            s->cur.off = true, s->cur.dist = -1, s->cur.mp = mp;
            consider(s);
            s->cur = save;
            continue;
        }
        if (px_edge_distance(&g->map, x, s->edge) != dist - 1 ||
            game_hex_side(&g->st, x) == !s->side || px_zone_forbids(&s->z, h, x) ||
            px_stack_points(g, x) + t->stack.v > g->px.stacking_limit.v) /* [Phalanx Stacking] */
            continue;
        fx c = px_enter_cost(g, s->u, h, x);
        if (c < 0)
            continue;
        fx mp = after_step(s->cur.mp, turn, c);
        if (mp > s->ma)
            continue;
        s->cur.hex[s->cur.n] = x;
        s->cur.dir[s->cur.n] = (int8_t)d;
        s->cur.n++;
        s->cur.dist = dist - 1;
        s->cur.adj += game_next_to_enemy(g, x, s->side);
        s->cur.mp = mp;
        search_from(g, s, x, d);
        s->cur = save;
    }
}

static void flee(ps_game *g, int u)
{
    struct unit *un = &g->st.units[u];
    const struct px_unit_type *t = px_type(g, un);
    int edge = px_unit(g, u)->flee_edge;
    if (edge < 0 || edge >= PX_EDGE_COUNT)
        edge = px_nearest_edge(&g->map, un->hex);
    if (px_held_in_contact(g, u)) {
        game_event(g, "panicked %s %d at %04d is held in Contact [Phalanx errata Combat K]",
                   t->code, u, ccrr(un->hex));
        return;
    }
    /* [Phalanx errata Panic] "Panicked units, however, retain their full Movement
     * Allowance": the printed MA, never halved. */
    struct search s = {.u = u, .side = un->side, .edge = edge, .ma = t->ma.v * FX_ONE};
    s.cur.dist = px_edge_distance(&g->map, un->hex, edge);
    px_zones_build(g, un->side, &s.z);
    search_from(g, &s, un->hex, un->facing);
    char path[FLIGHT_MAX * 5 + 8];
    snprintf(path, sizeof path, "%04d", ccrr(un->hex));
    for (int i = 0; i < s.best.n; i++) {
        size_t n = strlen(path);
        snprintf(path + n, sizeof path - n, "-%04d", ccrr(s.best.hex[i]));
    }
    if (s.best.n == 0 && !s.best.off) {
        game_event(g, "panicked %s %d at %04d cannot flee toward the %s edge [Phalanx errata "
                   "Panic]", t->code, u, ccrr(un->hex), px_edge_name((enum px_edge)edge));
        return;
    }
    char mp[24];
    game_event(g, "panicked %s %d flees toward the %s edge: %s%s, %s MP, %d hexes next to the "
               "enemy [Phalanx errata Panic]", t->code, u, px_edge_name((enum px_edge)edge),
               path, s.best.off ? " and off the map" : "", px_mp_text(s.best.mp, mp), s.best.adj);
    hex_id from = un->hex;
    if (s.best.n > 0) {
        /* [Phalanx errata Darius] checked in each hex entered on the way */
        game_remove_unit(&g->st, u);
        for (int i = 0; i + 1 < s.best.n; i++)
            px_darius_pass(g, u, s.best.hex[i]);
        game_put_unit(&g->st, u, s.best.hex[s.best.n - 1]);
        un->facing = s.best.dir[s.best.n - 1];
        px_darius_check(g);
    }
    un->mp_spent = s.best.mp;
    un->flags |= UF_MOVED;
    if (un->flags & UF_CONTACT) {
        un->flags &= (uint16_t)~UF_CONTACT;
        px_contact_release(g, from);
    }
    if (s.best.off) {
        un->exit_hex = un->hex;
        un->flags |= UF_FLED;
        px_eliminate(g, u, true); /* a loss [Phalanx errata Panic] */
    }
}

void px_panic_flee(ps_game *g)
{
    struct game_state *st = &g->st;
    int side = st->phasing;
    /* [Phalanx errata Panic] "Rallied units may not rally other panicked units until the
     * Friendly Player-Turn following the turn in which they were rallied": that turn is now. */
    for (int u = 0; u < st->nunits; u++)
        if (st->units[u].side == side)
            st->px.units[u].flags &= (uint16_t)~PXF_RALLIED;
    /* In unit order; units that panic during the flights (a unit fleeing off the map brought
     * the army to its Panic Level) flee in this phase too. */
    bool tried[GAME_MAX_UNITS] = {false};
    for (bool again = true; again;) {
        again = false;
        for (int u = 0; u < st->nunits; u++)
            if (!tried[u] && st->units[u].side == side && st->units[u].where == UNIT_ON_MAP &&
                (st->units[u].flags & UF_PANICKED)) {
                tried[u] = again = true;
                flee(g, u);
            }
    }
}
