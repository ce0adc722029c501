/* Line of Sight [6.32]-[6.38].
 *
 * The line is hex_line's: the exact hexes a straight line between the two centres passes
 * through, and, where it runs along a hexside, a step naming both hexes [6.34], [6.38].  The
 * firing hex and the target hex never block [6.32] ("they may fire into or from"), except in
 * the dead ground of [6.37] below.  A hex between blocks when (docs/rules-as-coded.md, [6.37]):
 *
 *   [6.32] its terrain blocks on the Terrain Effects Chart (woods, village), whatever the
 *          elevations;
 *   [6.36] it is a slope hex, unless the firing or the target unit is on a hilltop hex
 *          adjacent to it;
 *   [6.35] it is a hilltop hex and the firer is not on a hilltop ("units on a slope may fire
 *          into, but not through a hilltop hex"; a unit on the ground, lower still, neither);
 *   [6.37] it is occupied (by any unit, of either side) and
 *            - the firer is on ground level: always;
 *            - the firer is on a slope: if the hex is a slope or hilltop hex;
 *            - the firer is on a hilltop: unless the line goes through a slope hex adjacent
 *              to the firer (its first step after the firing hex holds a slope hex: the firer
 *              looks down over the brow), in which case occupied hexes do not block, until
 *            - the line crosses a slope-splash hexside that is not one of the firer's own six
 *              hexsides: beyond that point every occupied hex blocks, the target's own hex
 *              included (dead ground below a brow the firer stands back from: the rule's
 *              diagram "A and B separated by a slope-splash hexside: blocked").
 *   [6.38] a step along a hexside blocks only if both of its hexes block, for whatever
 *          reasons.
 *
 * "Crossing" a splash hexside means the line passes from one hex into the other through that
 * hexside (consecutive steps on its two sides); a line running along the hexside does not
 * cross it.  Off-map hexes (ragged edges) hold nothing and never block. */
#include "combat.h"

#include <stdio.h>

#include "movement.h"

enum block { BLOCK_NONE, BLOCK_COVER, BLOCK_SLOPE, BLOCK_HILLTOP, BLOCK_OCCUPIED, BLOCK_DEAD };

enum { LOS_MAX_STEPS = 128 };

struct sight {
    const ps_game *g;
    hex_id from, to;
    int elev;       /* the firer's elevation */
    bool overlook;  /* [6.37] a hilltop firer whose line goes through an adjacent slope hex */
};

static bool on_hilltop_next_to(const struct map *m, hex_id unit_hex, hex_id h)
{
    return m->hexes[unit_hex].elevation == ELEV_HILLTOP && map_distance(unit_hex, h) == 1;
}

/* Why hex h, between firer and target, blocks the line (BLOCK_NONE if it does not).  dead:
 * the line has crossed a splash hexside not adjacent to a hilltop firer. */
static enum block hex_block(const struct sight *s, hex_id h, bool dead)
{
    const ps_game *g = s->g;
    if (h == HEX_NONE)
        return BLOCK_NONE;
    const struct map_hex *mh = &g->map.hexes[h];
    /* [6.32] woods and village hexes (the TEC's blocking rows, slopes aside). */
    enum tec_feature f[4];
    int nf = hex_features(g, h, f);
    for (int i = 0; i < nf; i++)
        if (f[i] != TEC_SLOPE && g->tables.tec[f[i]].blocks_los)
            return BLOCK_COVER;
    /* [6.36] */
    if (mh->elevation == ELEV_SLOPE && g->tables.tec[TEC_SLOPE].blocks_los &&
        !on_hilltop_next_to(&g->map, s->from, h) && !on_hilltop_next_to(&g->map, s->to, h))
        return BLOCK_SLOPE;
    /* [6.35] */
    if (mh->elevation == ELEV_HILLTOP && s->elev != ELEV_HILLTOP)
        return BLOCK_HILLTOP;
    /* [6.37] */
    if (g->st.first_in_hex[h] >= 0) {
        switch (s->elev) {
        case ELEV_GROUND:
            return BLOCK_OCCUPIED;
        case ELEV_SLOPE:
            if (mh->elevation != ELEV_GROUND)
                return BLOCK_OCCUPIED;
            break;
        default:
            if (dead)
                return BLOCK_DEAD;
            if (!s->overlook)
                return BLOCK_OCCUPIED;
            break;
        }
    }
    return BLOCK_NONE;
}

static const char *block_rule(enum block b)
{
    static const char *const rule[] = {
        [BLOCK_NONE] = "", [BLOCK_COVER] = "[6.32]", [BLOCK_SLOPE] = "[6.36]",
        [BLOCK_HILLTOP] = "[6.35]", [BLOCK_OCCUPIED] = "[6.37]", [BLOCK_DEAD] = "[6.37]",
    };
    return rule[b];
}

static const char *block_text(enum block b, const struct sight *s)
{
    switch (b) {
    case BLOCK_COVER:
        return "blocking terrain (woods or village)";
    case BLOCK_SLOPE:
        return "a slope hex that neither the firer nor the target overlooks from an adjacent "
               "hilltop";
    case BLOCK_HILLTOP:
        return s->elev == ELEV_SLOPE ? "a hilltop hex, which a unit on a slope fires into but "
                                       "not through"
                                     : "a hilltop hex, which a unit on ground level does not "
                                       "fire through";
    case BLOCK_OCCUPIED:
        return s->elev == ELEV_GROUND  ? "occupied, and the firer is on ground level"
               : s->elev == ELEV_SLOPE ? "an occupied slope or hilltop hex, and the firer is "
                                         "on a slope"
                                       : "occupied, and the hilltop firer's line does not go "
                                         "through an adjacent slope hex";
    case BLOCK_DEAD:
        return "occupied, beyond a slope-splash hexside that is not adjacent to the hilltop "
               "firer";
    case BLOCK_NONE:
        break;
    }
    return "";
}

static hex_id step_hex(const ps_game *g, const hex_line_step *st, int i)
{
    return map_hex_at(&g->map, st->hex[i]);
}

/* Does the line cross a slope-splash hexside going from step a to step b? */
static bool crosses_splash(const ps_game *g, const hex_line_step *a, const hex_line_step *b)
{
    for (int i = 0; i < a->count; i++) {
        hex_id p = step_hex(g, a, i);
        if (p == HEX_NONE)
            continue;
        for (int j = 0; j < b->count; j++) {
            int d = hex_direction_to(a->hex[i], b->hex[j]);
            if (d >= 0 && (g->map.hexes[p].splash_sides >> d & 1))
                return true;
        }
    }
    return false;
}

ps_status los_check(const ps_game *g, hex_id from, hex_id to, char *why, size_t len)
{
    hex_line_step steps[LOS_MAX_STEPS];
    /* The short lines from the map tables once a movement query has made them
     * (move_scratch.c): the same lines, not worked out again. */
    const struct move_tables *tab = (const struct move_tables *)g->map_tables;
    int n = tab ? hex_near_line(&tab->lines, map_cr(from), map_cr(to), steps, LOS_MAX_STEPS) : -1;
    if (n < 0)
        n = hex_line(map_cr(from), map_cr(to), steps, LOS_MAX_STEPS);
    if (n > LOS_MAX_STEPS)
        return combat_refuse(why, len, PS_EILLEGAL, "[6.34] %s is too far from %s",
                             hexname(to).s, hexname(from).s);
    struct sight s = {.g = g, .from = from, .to = to, .elev = g->map.hexes[from].elevation};
    if (s.elev == ELEV_HILLTOP && n > 2)
        for (int i = 0; i < steps[1].count; i++) {
            hex_id h = step_hex(g, &steps[1], i);
            if (h != HEX_NONE && g->map.hexes[h].elevation == ELEV_SLOPE)
                s.overlook = true;
        }
    bool dead = false;
    for (int j = 1; j < n; j++) {
        /* [6.37] a splash hexside not adjacent to a hilltop firer: not the firer's own. */
        if (s.elev == ELEV_HILLTOP && j >= 2 && crosses_splash(g, &steps[j - 1], &steps[j]))
            dead = true;
        if (j == n - 1) {
            if (dead)
                return combat_refuse(why, len, PS_EILLEGAL,
                                     "[6.37] no line of sight from %s to %s: the target lies "
                                     "beyond a slope-splash hexside that is not adjacent to the "
                                     "hilltop firer", hexname(from).s, hexname(to).s);
            break;
        }
        if (steps[j].count == 1) {
            hex_id h = step_hex(g, &steps[j], 0);
            enum block b = hex_block(&s, h, dead);
            if (b != BLOCK_NONE)
                return combat_refuse(why, len, PS_EILLEGAL,
                                     "%s no line of sight from %s to %s: %s is %s",
                                     block_rule(b), hexname(from).s, hexname(to).s,
                                     hexname(h).s, block_text(b, &s));
            continue;
        }
        /* [6.38] along a hexside: clear if either hex is unblocked. */
        hex_id h0 = step_hex(g, &steps[j], 0), h1 = step_hex(g, &steps[j], 1);
        enum block b0 = hex_block(&s, h0, dead), b1 = hex_block(&s, h1, dead);
        if (b0 != BLOCK_NONE && b1 != BLOCK_NONE)
            return combat_refuse(why, len, PS_EILLEGAL,
                                 "[6.38] no line of sight from %s to %s: the line runs along the "
                                 "hexside of %s and %s, and both block it (%s: %s %s; %s: %s %s)",
                                 hexname(from).s, hexname(to).s, hexname(h0).s, hexname(h1).s,
                                 hexname(h0).s, block_rule(b0), block_text(b0, &s),
                                 hexname(h1).s, block_rule(b1), block_text(b1, &s));
    }
    return PS_OK;
}
