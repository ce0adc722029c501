/* Map lookups.  Invariant: a hex_id names a hex of the map only if it lies inside the map's
 * bounding rectangle and that hex's `exists` is set; everything here answers HEX_NONE for
 * anything else, so a caller never indexes past the rectangle or into a ragged row's gap. */
#include "map.h"

#include <string.h>

static bool id_on_map(const struct map *m, hex_id id)
{
    if (id < 0 || id >= MAP_MAX_HEXES)
        return false;
    hex_cr h = map_cr(id);
    return h.col <= m->cols && h.row <= m->rows && m->hexes[id].exists;
}

bool map_on_edge(const struct map *m, hex_id id)
{
    if (!id_on_map(m, id))
        return false;
    for (int d = 0; d < HEX_DIRS; d++)
        if (map_neighbour(m, id, (enum hex_dir)d) == HEX_NONE)
            return true;
    return false;
}

/* The hexes within radius of a cube point lie row by row from the top: row dz holds the
 * points dx = lo .. hi, which map_cube's x, z turn back into one run of columns.  This gives
 * row dz's run on the map (cols lo .. hi, clipped to the map's rectangle); false when the row
 * is off the map or the run empty.  Within the run, only the hexes that exist are the map's. */
static bool hexagon_run(const struct map *m, struct map_cube c, int radius, int dz, int *row,
                        int *lo, int *hi)
{
    *row = c.z + dz;
    if (*row < 1 || *row > m->rows)
        return false;
    int shift = c.x + (*row + 1) / 2;
    *lo = shift + (dz < 0 ? -radius - dz : -radius);
    *hi = shift + (dz < 0 ? radius : radius - dz);
    if (*lo < 1)
        *lo = 1;
    if (*hi > m->cols)
        *hi = m->cols;
    return *lo <= *hi;
}

void map_mark_within(const struct map *m, hex_id at, int radius, uint8_t *marks)
{
    struct map_cube c = map_cube(at);
    for (int dz = -radius; dz <= radius; dz++) {
        int row, lo, hi;
        if (!hexagon_run(m, c, radius, dz, &row, &lo, &hi))
            continue;
        for (hex_id h = map_id(lo, row), last = map_id(hi, row); h <= last; h++)
            if (m->hexes[h].exists)
                marks[h] = 1;
    }
}

int map_list_within(const struct map *m, hex_id at, int radius, hex_id *out, int max)
{
    struct map_cube c = map_cube(at);
    int n = 0;
    for (int dz = -radius; dz <= radius; dz++) {
        int row, lo, hi;
        if (!hexagon_run(m, c, radius, dz, &row, &lo, &hi))
            continue;
        for (hex_id h = map_id(lo, row), last = map_id(hi, row); h <= last; h++)
            if (m->hexes[h].exists && n++ < max)
                out[n - 1] = h;
    }
    return n;
}

hex_id map_parse_hex(const struct map *m, const char *text)
{
    for (int i = 0; i < 4; i++)
        if (text[i] < '0' || text[i] > '9')
            return HEX_NONE;
    if (text[4] != '\0')
        return HEX_NONE;
    hex_cr h = {(text[0] - '0') * 10 + (text[1] - '0'), (text[2] - '0') * 10 + (text[3] - '0')};
    return map_hex_at(m, h);
}

void map_format_hex(hex_id id, char out[5])
{
    if (id < 0 || id >= MAP_MAX_HEXES) {
        memcpy(out, "----", 5);
        return;
    }
    hex_cr h = map_cr(id);
    out[0] = (char)('0' + h.col / 10);
    out[1] = (char)('0' + h.col % 10);
    out[2] = (char)('0' + h.row / 10);
    out[3] = (char)('0' + h.row % 10);
    out[4] = '\0';
}

void map_clear(struct map *m)
{
    memset(m, 0, sizeof *m);
    for (int i = 0; i < 26; i++)
        m->letters[i] = HEX_NONE;
}
