/* Hex geometry: offsets, neighbours, distance and exact lines of sight.
 *
 * Coordinates.  A printed hex (CC,RR) becomes the cube point x = CC - floor((RR+1)/2), z = RR,
 * y = -x-z.  Because even rows are shifted half a hex east, this makes each of the six
 * directions one constant cube vector, so neighbours are additions and the distance is
 * (|dx|+|dy|+|dz|)/2, with no odd/even cases after the conversion.
 *
 * Lines.  Line of sight decides outcomes, so hex_line is exact instead of the usual "sample the
 * segment and round" (which at a corner or along a hexside silently picks one side, differently
 * for a->b and b->a).  In the cube plane the hex centred at c is the open set of points p with
 *     |u| < 1, |v| < 1, |w| < 1,   where d = p - c, u = dx-dy, v = dy-dz, w = dz-dx
 * (the Voronoi cell of c: each pair of bounds is a pair of opposite hexsides).  Along the segment
 * p(t) = a + t(b-a), 0 <= t <= 1, each of u, v, w is f0 + t*df with integer f0, df, so each bound
 * is an open t-interval with rational ends, and the line crosses the hex's interior exactly when
 * the three intervals and [0,1] overlap; the hex's entry is the low end of that overlap.  A hex
 * touched only at a corner gets an empty overlap: at the corner one of its bounds stops holding
 * at the very t where another starts to.  Rationals are compared by cross-multiplication in
 * int64, never rounded.
 *
 * [6.38] A line along a hexside: when one difference is constant at exactly 1 (df == 0,
 * f0 == 1) the line lies on the hexside between c and the neighbour across it, for as long as
 * the other two bounds hold.  Such a stretch is a step of its own naming both hexes.
 *
 * Open hex interiors and open hexside stretches are pairwise disjoint, so every item on the line
 * has its own entry and the line is the items sorted by entry.  We walk rather than sort: the
 * line leaves an item through a hexside or a corner, and a corner is shared by three mutually
 * adjacent hexes, so the next item always involves a hex adjacent to (or in) the current step.
 * The next step is therefore the item with the smallest entry after the current one among the
 * current step's hexes and their neighbours: O(distance) work and no buffer of our own.
 *
 * Inside a hexside step the two hexes are listed northern first, or western first when both are
 * in one row, so a line and its reverse name the same steps. */
#include "core/hex.h"

#include <stdint.h>

typedef struct {
    int x, y, z;
} cube;

static const cube dir_vec[] = {
    [HEX_E] = {1, -1, 0}, [HEX_NE] = {1, 0, -1}, [HEX_NW] = {0, 1, -1},
    [HEX_W] = {-1, 1, 0}, [HEX_SW] = {-1, 0, 1}, [HEX_SE] = {0, -1, 1},
};
_Static_assert(sizeof dir_vec / sizeof dir_vec[0] == HEX_DIRS, "one vector per direction");

/* The neighbour across the hexside where u, v or w (in that order) equals +1. */
static const enum hex_dir side_dir[3] = {HEX_E, HEX_NW, HEX_SW};

/* floor((r+1)/2), also for the rows of hexes north of the map (r <= 0). */
static int half_up(int r)
{
    int n = r + 1;
    return n >= 0 ? n / 2 : -((1 - n) / 2);
}

static cube to_cube(hex_cr h)
{
    cube c;
    c.x = h.col - half_up(h.row);
    c.z = h.row;
    c.y = -c.x - c.z;
    return c;
}

static hex_cr from_cube(cube c)
{
    hex_cr h;
    h.row = c.z;
    h.col = c.x + half_up(c.z);
    return h;
}

static cube cube_add(cube a, cube b)
{
    cube c = {a.x + b.x, a.y + b.y, a.z + b.z};
    return c;
}

static bool same_hex(hex_cr a, hex_cr b)
{
    return a.col == b.col && a.row == b.row;
}

hex_cr hex_neighbour(hex_cr h, enum hex_dir dir)
{
    if ((unsigned)dir >= (unsigned)HEX_DIRS)
        return h;
    return from_cube(cube_add(to_cube(h), dir_vec[dir]));
}

int hex_direction_to(hex_cr a, hex_cr b)
{
    /* b is a's neighbour in direction d when it lies one dir_vec[d] away (x and z say where a
     * hex is; y follows from them). */
    cube ca = to_cube(a), cb = to_cube(b);
    for (int d = 0; d < HEX_DIRS; d++)
        if (cb.x - ca.x == dir_vec[d].x && cb.z - ca.z == dir_vec[d].z)
            return d;
    return -1;
}

enum hex_dir hex_opposite(enum hex_dir dir)
{
    return (enum hex_dir)(((int)dir + HEX_DIRS / 2) % HEX_DIRS);
}

static int iabs(int v)
{
    return v < 0 ? -v : v;
}

int hex_distance(hex_cr a, hex_cr b)
{
    cube p = to_cube(a), q = to_cube(b);
    return (iabs(p.x - q.x) + iabs(p.y - q.y) + iabs(p.z - q.z)) / 2;
}

/* ---- exact lines ---------------------------------------------------------------------- */

typedef struct {
    int64_t n, d; /* n / d, d > 0 */
} rat;

static bool rat_lt(rat a, rat b)
{
    return a.n * b.d < b.n * a.d;
}

/* Narrows the open interval (*lo, *hi) to the t where -1 < f0 + t*df < 1. */
static void clip(rat *lo, rat *hi, int64_t f0, int64_t df)
{
    rat l, h;
    if (df == 0) {
        if (f0 != 0) { /* never inside: make the interval empty */
            lo->n = 1, lo->d = 1;
            hi->n = 0, hi->d = 1;
        }
        return;
    }
    if (df > 0) {
        l.n = -1 - f0, l.d = df;
        h.n = 1 - f0, h.d = df;
    } else {
        l.n = f0 - 1, l.d = -df;
        h.n = f0 + 1, h.d = -df;
    }
    if (rat_lt(*lo, l))
        *lo = l;
    if (rat_lt(h, *hi))
        *hi = h;
}

/* The line from cube point a along ab, seen from the hex centred at c: f[i] + t*df[i] are u, v
 * and w of p(t) - c. */
static void differences(cube a, cube ab, cube c, int64_t f[3], int64_t df[3])
{
    int dx = a.x - c.x, dy = a.y - c.y, dz = a.z - c.z;
    f[0] = dx - dy, df[0] = ab.x - ab.y;
    f[1] = dy - dz, df[1] = ab.y - ab.z;
    f[2] = dz - dx, df[2] = ab.z - ab.x;
}

static bool hex_before(hex_cr a, hex_cr b)
{
    return a.row < b.row || (a.row == b.row && a.col < b.col);
}

typedef struct {
    hex_line_step step;
    rat entry;
    bool found;
} candidate;

/* Considers one item for the step after the one entered at `after`: the interior of the hex
 * centred at c (side < 0), or the hexside of c where difference `side` is +1. */
static void consider(cube a, cube ab, cube c, int side, rat after, candidate *best)
{
    int64_t f[3], df[3];
    rat lo = {0, 1}, hi = {1, 1};

    differences(a, ab, c, f, df);
    if (side >= 0 && (df[side] != 0 || f[side] != 1))
        return;
    for (int i = 0; i < 3; i++)
        if (i != side)
            clip(&lo, &hi, f[i], df[i]);
    if (!rat_lt(lo, hi) || !rat_lt(after, lo))
        return;
    if (best->found && !rat_lt(lo, best->entry))
        return;

    best->found = true;
    best->entry = lo;
    best->step.hex[0] = best->step.hex[1] = from_cube(c);
    best->step.count = 1;
    if (side >= 0) {
        hex_cr other = from_cube(cube_add(c, dir_vec[side_dir[side]]));
        best->step.count = 2;
        best->step.hex[1] = other;
        if (hex_before(other, best->step.hex[0])) {
            best->step.hex[1] = best->step.hex[0];
            best->step.hex[0] = other;
        }
    }
}

/* Replaces *cur, entered at *at, by the next step of the line; false if there is none. */
static bool next_step(cube a, cube ab, hex_line_step *cur, rat *at)
{
    candidate best = {.found = false};

    for (int i = 0; i < cur->count; i++) {
        cube g = to_cube(cur->hex[i]);
        for (int d = -1; d < HEX_DIRS; d++) {
            cube c = d < 0 ? g : cube_add(g, dir_vec[d]);
            for (int side = -1; side < 3; side++)
                consider(a, ab, c, side, *at, &best);
        }
    }
    if (!best.found)
        return false;
    *cur = best.step;
    *at = best.entry;
    return true;
}

int hex_line(hex_cr a, hex_cr b, hex_line_step *out, int max)
{
    cube ca = to_cube(a), cb = to_cube(b);
    cube ab = {cb.x - ca.x, cb.y - ca.y, cb.z - ca.z};
    hex_line_step cur = {.hex = {a, a}, .count = 1};
    rat at = {0, 1};
    int n = 0;

    for (;;) {
        if (out && n < max)
            out[n] = cur;
        n++;
        if (cur.count == 1 && same_hex(cur.hex[0], b))
            return n;
        /* Cannot fail: b's own interval always comes last. */
        if (!next_step(ca, ab, &cur, &at))
            return n;
    }
}

/* ---- the near lines: hex_line's, shifted ---------------------------------------------- */

/* Both the order of a line's steps and the order of a hexside step's two hexes (northern,
 * then western, first) are kept by a shift: rows shift by dz, and within a row columns by
 * dx. */

void hex_near_lines_make(struct hex_near_lines *t)
{
    /* The lines from an odd-row hex; to_cube makes them the same from every hex. */
    const hex_cr o = {HEX_NEAR + 1, 2 * HEX_NEAR + 1};
    const cube co = to_cube(o);
    for (int i = 0; i < HEX_NEAR_SPAN; i++)
        for (int k = 0; k < HEX_NEAR_SPAN; k++) {
            t->n[i][k] = 0;
            cube cb = {co.x + i - HEX_NEAR, 0, co.z + k - HEX_NEAR};
            cb.y = -cb.x - cb.z;
            hex_cr b = from_cube(cb);
            if (hex_distance(o, b) > HEX_NEAR)
                continue;
            hex_line_step s[HEX_NEAR_STEPS];
            int n = hex_line(o, b, s, HEX_NEAR_STEPS);
            if (n > HEX_NEAR_STEPS)
                continue; /* cannot happen: a line of d hexes has at most 4d + 1 steps */
            t->n[i][k] = (int8_t)n;
            for (int j = 0; j < n; j++) {
                t->count[i][k][j] = (int8_t)s[j].count;
                for (int e = 0; e < 2; e++) {
                    cube c = to_cube(s[j].hex[e]);
                    t->dx[i][k][j][e] = (int8_t)(c.x - co.x);
                    t->dz[i][k][j][e] = (int8_t)(c.z - co.z);
                }
            }
        }
}

int hex_near_line(const struct hex_near_lines *t, hex_cr a, hex_cr b, hex_line_step *out, int max)
{
    cube ca = to_cube(a), cb = to_cube(b);
    int i = cb.x - ca.x + HEX_NEAR, k = cb.z - ca.z + HEX_NEAR;
    if (i < 0 || i >= HEX_NEAR_SPAN || k < 0 || k >= HEX_NEAR_SPAN || t->n[i][k] == 0)
        return -1;
    int n = t->n[i][k];
    for (int j = 0; j < n && j < max; j++) {
        out[j].count = t->count[i][k][j];
        for (int e = 0; e < 2; e++) {
            cube c = {ca.x + t->dx[i][k][j][e], 0, ca.z + t->dz[i][k][j][e]};
            out[j].hex[e] = from_cube(c);
        }
    }
    return n;
}
