/* Map edges for panic flight [Phalanx errata Panic] (px_panic.c, px_flight.c): how many hexes a
 * hex lies from each edge of the pointy-topped map, whose even rows sit half a hex east and
 * may be a hex shorter (ragged east and west edges).  Counted by rows for N and S (every NE/NW
 * or SE/SW step changes the row by one) and by the columns of the hex's own row for E and W
 * (the first and last hexes of that row are the edge): the fewest steps to an edge hex. */
#ifndef PRESTAGS_CORE_PHALANX_PX_EDGE_H
#define PRESTAGS_CORE_PHALANX_PX_EDGE_H

#include "core/map.h"
#include "tables.h"

static inline int px_edge_distance(const struct map *m, hex_id h, int edge)
{
    hex_cr c = map_cr(h);
    int first = 1, last = m->cols;
    while (first < c.col && map_hex_at(m, (hex_cr){first, c.row}) == HEX_NONE)
        first++;
    while (last > c.col && map_hex_at(m, (hex_cr){last, c.row}) == HEX_NONE)
        last--;
    switch (edge) {
    case PX_EDGE_N:
        return c.row - 1;
    case PX_EDGE_S:
        return m->rows - c.row;
    case PX_EDGE_E:
        return last - c.col;
    default:
        return c.col - first;
    }
}

/* The nearest edge; a tie goes to the first of N, E, S, W. */
static inline int px_nearest_edge(const struct map *m, hex_id h)
{
    int best = PX_EDGE_N;
    for (int e = PX_EDGE_E; e < PX_EDGE_COUNT; e++)
        if (px_edge_distance(m, h, e) < px_edge_distance(m, h, best))
            best = e;
    return best;
}

#endif
