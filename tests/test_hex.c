/* Tests of src/core/hex.c: the printed neighbour table, distance, and exact lines of sight.
 *
 * Lines are checked three ways: hand-worked examples, structural properties over every short
 * line on the Chariot map, and an independent oracle (oracle_line) that shares no code and no
 * coordinate system with hex.c: it samples the segment finely in printed map geometry and asks
 * which hex centre is nearest to each sample point. */
#include "check.h"
#include "core/hex.h"

#include <stdio.h>

enum { COLS = 37, ROWS = 35, MAX_STEPS = 256 }; /* the Chariot map is 37 x 35 */

static hex_cr hx(int id)
{
    hex_cr h = {id / 100, id % 100};
    return h;
}

static bool same(hex_cr a, hex_cr b)
{
    return a.col == b.col && a.row == b.row;
}

static bool on_map(hex_cr h)
{
    return h.col >= 1 && h.col <= COLS && h.row >= 1 && h.row <= ROWS;
}

static bool before(hex_cr a, hex_cr b)
{
    return a.row < b.row || (a.row == b.row && a.col < b.col);
}

static bool step_eq(const hex_line_step *s, const hex_line_step *t)
{
    return s->count == t->count && same(s->hex[0], t->hex[0]) &&
           (s->count == 1 || same(s->hex[1], t->hex[1]));
}

/* "1010 1109/1110 1209": steps in order, a hexside step as its two hexes joined by '/'. */
static const char *steps_str(const hex_line_step *s, int n, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && len < size; i++) {
        for (int j = 0; j < s[i].count && len < size; j++)
            len += (size_t)snprintf(buf + len, size - len, "%s%02d%02d", j ? "/" : (i ? " " : ""),
                                    s[i].hex[j].col, s[i].hex[j].row);
    }
    return buf;
}

static const char *line_str(int a, int b, char *buf, size_t size)
{
    hex_line_step s[MAX_STEPS];
    int n = hex_line(hx(a), hx(b), s, MAX_STEPS);
    return steps_str(s, n < MAX_STEPS ? n : MAX_STEPS, buf, size);
}

/* ---- neighbours and distance ------------------------------------------------------------ */

/* The table exactly as printed in hex.h and in the header of chariot-map.txt. */
static const int odd_delta[][2] = {
    [HEX_E] = {1, 0},   [HEX_NE] = {0, -1}, [HEX_NW] = {-1, -1},
    [HEX_W] = {-1, 0},  [HEX_SW] = {-1, 1}, [HEX_SE] = {0, 1},
};
static const int even_delta[][2] = {
    [HEX_E] = {1, 0},   [HEX_NE] = {1, -1}, [HEX_NW] = {0, -1},
    [HEX_W] = {-1, 0},  [HEX_SW] = {0, 1},  [HEX_SE] = {1, 1},
};
_Static_assert(sizeof odd_delta / sizeof odd_delta[0] == HEX_DIRS, "odd rows: six directions");
_Static_assert(sizeof even_delta / sizeof even_delta[0] == HEX_DIRS, "even rows: six directions");

TEST(test_hex_neighbour_table, "hex: neighbours follow the printed grid, even rows shifted east")
{
    for (int c = 1; c <= COLS; c++)
        for (int r = 1; r <= ROWS; r++)
            for (int d = 0; d < HEX_DIRS; d++) {
                const int *delta = r % 2 ? odd_delta[d] : even_delta[d];
                hex_cr n = hex_neighbour((hex_cr){c, r}, (enum hex_dir)d);
                CHECK_INT(n.col * 100 + n.row, (c + delta[0]) * 100 + r + delta[1]);
            }

    /* By hand, in E NE NW W SW SE order. */
    static const int even_1010[] = {1110, 1109, 1009, 910, 1011, 1111};
    static const int odd_1011[] = {1111, 1010, 910, 911, 912, 1012};
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_cr e = hex_neighbour(hx(1010), (enum hex_dir)d), o = hex_neighbour(hx(1011), (enum hex_dir)d);
        CHECK_INT(e.col * 100 + e.row, even_1010[d]);
        CHECK_INT(o.col * 100 + o.row, odd_1011[d]);
    }
    /* Off the map (row 0 and below) the same table holds. */
    CHECK(same(hex_neighbour(hx(101), HEX_NE), (hex_cr){1, 0}));
    CHECK(same(hex_neighbour((hex_cr){1, 0}, HEX_NW), (hex_cr){1, -1}));
    CHECK(same(hex_neighbour((hex_cr){1, -1}, HEX_NW), (hex_cr){0, -2}));
}

TEST(test_hex_neighbour_symmetry, "hex: neighbour, opposite and direction_to agree everywhere")
{
    CHECK_INT(hex_opposite(HEX_E), HEX_W);
    CHECK_INT(hex_opposite(HEX_W), HEX_E);
    CHECK_INT(hex_opposite(HEX_NE), HEX_SW);
    CHECK_INT(hex_opposite(HEX_SW), HEX_NE);
    CHECK_INT(hex_opposite(HEX_NW), HEX_SE);
    CHECK_INT(hex_opposite(HEX_SE), HEX_NW);

    for (int c = 1; c <= COLS; c++)
        for (int r = 1; r <= ROWS; r++) {
            hex_cr h = {c, r};
            CHECK_INT(hex_direction_to(h, h), -1);
            for (int d = 0; d < HEX_DIRS; d++) {
                hex_cr n = hex_neighbour(h, (enum hex_dir)d);
                enum hex_dir back = hex_opposite((enum hex_dir)d);
                CHECK(same(hex_neighbour(n, back), h));
                CHECK_INT(hex_direction_to(h, n), d);
                CHECK_INT(hex_direction_to(n, h), back);
                CHECK(!same(n, h));
            }
        }
}

TEST(test_hex_distance, "hex: distance is symmetric, 0 only for the same hex, 1 exactly for neighbours")
{
    for (int i = 0; i < COLS * ROWS; i++)
        for (int j = 0; j < COLS * ROWS; j++) {
            hex_cr a = {i % COLS + 1, i / COLS + 1}, b = {j % COLS + 1, j / COLS + 1};
            int d = hex_distance(a, b);
            if (d != hex_distance(b, a) || (d == 0) != (i == j) ||
                (d == 1) != (hex_direction_to(a, b) >= 0)) {
                CHECK_INT(hex_distance(b, a), d);
                CHECK_INT(d == 0, i == j);
                CHECK_INT(d == 1, hex_direction_to(a, b) >= 0);
                return;
            }
        }
    /* By hand: 34 steps SE/SW descend the 34 rows while drifting 17 columns east, then 19 E. */
    CHECK_INT(hex_distance(hx(101), hx(3735)), 53);
    CHECK_INT(hex_distance(hx(101), hx(135)), 34);
    CHECK_INT(hex_distance(hx(101), hx(3701)), 36);
    CHECK_INT(hex_distance(hx(1010), hx(1209)), 2);
    CHECK_INT(hex_distance(hx(1010), hx(1008)), 2);
    CHECK_INT(hex_distance(hx(1010), hx(1306)), 5);
}

TEST(test_hex_distance_bfs, "hex: distance equals the fewest neighbour steps")
{
    /* Breadth-first search with hex_neighbour over the map plus a wide margin, from a few
     * sources; checks hex_distance against the neighbour table rather than against itself. */
    enum { M = 20, W = COLS + 2 * M, H = ROWS + 2 * M };
    static int dist[W][H];
    static hex_cr queue[W * H];
    static const int sources[] = {101, 3735, 135, 3701, 1918, 1010, 1011, 2202};

    for (size_t s = 0; s < sizeof sources / sizeof sources[0]; s++) {
        hex_cr src = hx(sources[s]);
        int head = 0, tail = 0;
        for (int c = 0; c < W; c++)
            for (int r = 0; r < H; r++)
                dist[c][r] = -1;
        dist[src.col + M][src.row + M] = 0;
        queue[tail++] = src;
        while (head < tail) {
            hex_cr h = queue[head++];
            for (int d = 0; d < HEX_DIRS; d++) {
                hex_cr n = hex_neighbour(h, (enum hex_dir)d);
                int c = n.col + M, r = n.row + M;
                if (c < 0 || c >= W || r < 0 || r >= H || dist[c][r] >= 0)
                    continue;
                dist[c][r] = dist[h.col + M][h.row + M] + 1;
                queue[tail++] = n;
            }
        }
        for (int c = 1; c <= COLS; c++)
            for (int r = 1; r <= ROWS; r++)
                CHECK_INT(hex_distance(src, (hex_cr){c, r}), dist[c + M][r + M]);
    }
}

/* ---- the oracle ------------------------------------------------------------------------- */

/* Printed geometry: the centre of (CC,RR) is at X = 2*CC (+1 on even rows), Y = RR, in units of
 * half a hex width and of one row spacing.  Squared Euclidean distance is proportional to
 * X^2 + 3*Y^2 (a row is 1.5 hex sides, half a width is sqrt(3)/2 sides).  Hexes are the Voronoi
 * cells of their centres, so a point is inside the strictly nearest hex, on a hexside when two
 * are equally near and at a corner when three are. */
typedef struct {
    hex_cr h[3];
    int ties; /* 0: no sample */
} sample;

static sample classify(long long px, long long py, long long n) /* the point (px/n, py/n) */
{
    sample s = {.ties = 0};
    long long best = -1, row0 = py / n, col0 = px / (2 * n); /* map points: all positive */

    for (long long r = row0 - 1; r <= row0 + 2; r++)
        for (long long c = col0 - 2; c <= col0 + 2; c++) {
            long long dx = (2 * c + (r % 2 == 0)) * n - px, dy = r * n - py;
            long long d2 = dx * dx + 3 * dy * dy;
            hex_cr h = {(int)c, (int)r};
            if (best < 0 || d2 < best) {
                best = d2, s.ties = 1, s.h[0] = h;
            } else if (d2 == best && s.ties < 3) {
                s.h[s.ties++] = h;
            }
        }
    return s;
}

/* The line from a to b by sampling at t = k/N, k = 0..N.  Each boundary crossing happens at a
 * t with denominator at most 2D, so two distinct crossings are more than 1/N apart when
 * N > 4D^2, and every hex interior crossed contains a sample.  Hence a sample on a hexside
 * whose neighbouring sample is also on a boundary is a run along that hexside [6.38]; an
 * isolated one is the line crossing the hexside; a corner sample is passed over. */
static int oracle_line(hex_cr a, hex_cr b, hex_line_step *out, int max)
{
    long long ax = 2 * a.col + (a.row % 2 == 0), ay = a.row;
    long long bx = 2 * b.col + (b.row % 2 == 0), by = b.row;
    long long m = (a.col > b.col ? a.col - b.col : b.col - a.col) +
                  (a.row > b.row ? a.row - b.row : b.row - a.row); /* >= the distance */
    long long n = m ? 6 * m * (m + 1) : 1;
    sample prev = {.ties = 0}, cur = classify(ax * n, ay * n, n), next;
    int count = 0;

    for (long long k = 0; k <= n; k++) {
        hex_line_step s = {.count = 0};
        next = k < n ? classify(ax * n + (k + 1) * (bx - ax), ay * n + (k + 1) * (by - ay), n)
                     : (sample){.ties = 0};
        if (cur.ties == 1) {
            s.count = 1, s.hex[0] = s.hex[1] = cur.h[0];
        } else if (cur.ties == 2 && (prev.ties > 1 || next.ties > 1)) {
            bool swap = before(cur.h[1], cur.h[0]);
            s.count = 2, s.hex[0] = cur.h[swap], s.hex[1] = cur.h[!swap];
        }
        if (s.count && (count == 0 || !step_eq(&out[count - 1], &s)) && count < max)
            out[count++] = s;
        prev = cur, cur = next;
    }
    return count;
}

/* Empty if hex_line(a, b) equals the oracle's line, else both lines. */
static void compare_with_oracle(hex_cr a, hex_cr b, char *buf, size_t size)
{
    hex_line_step got[MAX_STEPS], want[MAX_STEPS];
    char g[1024], w[1024];
    int ng = hex_line(a, b, got, MAX_STEPS), nw = oracle_line(a, b, want, MAX_STEPS);

    buf[0] = '\0';
    if (ng > MAX_STEPS)
        ng = MAX_STEPS;
    if (strcmp(steps_str(got, ng, g, sizeof g), steps_str(want, nw, w, sizeof w)) != 0)
        snprintf(buf, size, "hex_line gives %s, oracle %s", g, w);
}

/* ---- hand-worked lines ------------------------------------------------------------------ */

TEST(test_line_east_west, "hex: a line along a row passes through each hex of the row")
{
    char buf[512];
    CHECK_STR(line_str(505, 1005, buf, sizeof buf), "0505 0605 0705 0805 0905 1005");
    CHECK_STR(line_str(1005, 505, buf, sizeof buf), "1005 0905 0805 0705 0605 0505");
    CHECK_STR(line_str(306, 806, buf, sizeof buf), "0306 0406 0506 0606 0706 0806");
}

TEST(test_line_same_hex, "hex: the line from a hex to itself is that hex")
{
    hex_line_step s[2];
    CHECK_INT(hex_line(hx(1010), hx(1010), s, 2), 1);
    CHECK_INT(s[0].count, 1);
    CHECK(same(s[0].hex[0], hx(1010)));
}

TEST(test_line_truncated, "hex: hex_line counts every step even when max is smaller")
{
    hex_line_step s[3] = {{.count = 99}, {.count = 99}, {.count = 99}};
    CHECK_INT(hex_line(hx(505), hx(1005), s, 2), 6);
    CHECK(same(s[1].hex[0], hx(605)));
    CHECK_INT(s[2].count, 99);
    CHECK_INT(hex_line(hx(1010), hx(1507), NULL, 0), 7);
}

/* 1010 -> 1209: 1209 is the NE neighbour of 1110, the E neighbour of 1010 (and the E neighbour
 * of 1109, the NE neighbour of 1010).  In printed units (X = half widths, Y = rows) the centres
 * are 1010 (21,10), 1110 (23,10), 1109 (22,9), 1209 (24,9).  The segment's midpoint (22.5,9.5)
 * is the midpoint of the 1109/1110 hexside, and the segment's direction (3,-1) is perpendicular
 * (in the X^2+3Y^2 metric: 3*(-1) + 3*(-1)(-1) = 0) to 1110->1109 = (-1,-1), so the segment runs
 * along the whole of that hexside: one step naming both hexes, the northern (1109) first.
 * 1010 -> 1008: centres (21,10) and (21,8); between them 1009 (20,9) and 1109 (22,9) share the
 * vertical hexside X = 21: one step, the western (1009) first. */
TEST(test_line_hexside, "[6.38] hex: a line along a hexside is one step naming both hexes")
{
    char buf[512];
    CHECK_STR(line_str(1010, 1209, buf, sizeof buf), "1010 1109/1110 1209");
    CHECK_STR(line_str(1209, 1010, buf, sizeof buf), "1209 1109/1110 1010");
    CHECK_STR(line_str(1010, 1008, buf, sizeof buf), "1010 1009/1109 1008");
    CHECK_STR(line_str(1008, 1010, buf, sizeof buf), "1008 1009/1109 1010");
    /* Three times as far: each hex of the line is E then NE of the one before, and between
     * two of them lie that E and NE neighbour (1209: 1309 and 1208; 1308: 1408 and 1407). */
    CHECK_STR(line_str(1010, 1507, buf, sizeof buf),
              "1010 1109/1110 1209 1208/1309 1308 1407/1408 1507");
}

/* 1010 -> 1306 is four NE steps and one E step (cube direction (5,-1,-4)).  At a third and at
 * two thirds of the way the segment passes exactly through grid corners: first the corner of
 * 1109, 1108 and 1209 (it goes from 1109 into 1108, so 1209 is only touched), then the corner
 * of 1208, 1307 and 1207 (from 1208 into 1307, touching 1207).  Halfway it crosses the middle
 * of the 1108/1208 hexside. */
TEST(test_line_corner, "hex: a line through a corner excludes the hex it only touches")
{
    char buf[512];
    CHECK_STR(line_str(1010, 1306, buf, sizeof buf), "1010 1109 1108 1208 1307 1306");
    CHECK_STR(line_str(1306, 1010, buf, sizeof buf), "1306 1307 1208 1108 1109 1010");
    /* The mirror image across the row: four SE steps and one E step. */
    CHECK_STR(line_str(1010, 1314, buf, sizeof buf), "1010 1111 1112 1212 1313 1314");
}

/* ---- lines in bulk ---------------------------------------------------------------------- */

static bool adjacent(hex_cr a, hex_cr b)
{
    return hex_direction_to(a, b) >= 0;
}

/* Empty if the line from a to b has every structural property, else what is wrong. */
static void line_problem(hex_cr a, hex_cr b, char *buf, size_t size)
{
    hex_line_step s[MAX_STEPS], r[MAX_STEPS];
    int n = hex_line(a, b, s, MAX_STEPS), nr = hex_line(b, a, r, MAX_STEPS);
    const char *what = NULL;

    if (n < 1 || n > MAX_STEPS)
        what = "impossible step count";
    else if (n < hex_distance(a, b) + 1)
        what = "fewer steps than distance + 1";
    else if (s[0].count != 1 || !same(s[0].hex[0], a) || s[n - 1].count != 1 ||
             !same(s[n - 1].hex[0], b))
        what = "does not run from a to b";
    else if (nr != n)
        what = "reverse line has a different length";
    for (int i = 0; !what && i < n; i++) {
        if (!step_eq(&s[i], &r[n - 1 - i]))
            what = "reverse line is not the exact reverse";
        else if (s[i].count != 1 && s[i].count != 2)
            what = "step count neither 1 nor 2";
        else if (s[i].count == 2 &&
                 (!adjacent(s[i].hex[0], s[i].hex[1]) || !before(s[i].hex[0], s[i].hex[1])))
            what = "hexside step not two adjacent hexes, northern/western first";
        for (int j = 0; !what && i + 1 < n && j < s[i].count; j++)
            for (int k = 0; k < s[i + 1].count; k++)
                if (!adjacent(s[i].hex[j], s[i + 1].hex[k]))
                    what = "consecutive steps not adjacent";
        for (int i2 = 0; !what && i2 < i; i2++)
            for (int j = 0; j < s[i].count; j++)
                for (int k = 0; k < s[i2].count; k++)
                    if (same(s[i].hex[j], s[i2].hex[k]))
                        what = "a hex appears twice";
    }
    buf[0] = '\0';
    if (what) {
        char line[1024];
        snprintf(buf, size, "%02d%02d-%02d%02d: %s: %s", a.col, a.row, b.col, b.row, what,
                 steps_str(s, n < MAX_STEPS ? n : MAX_STEPS, line, sizeof line));
    }
}

TEST(test_line_properties, "hex: every line of up to 6 hexes on the map is sound and reversible")
{
    char buf[2048];
    int lines = 0;
    for (int i = 0; i < COLS * ROWS; i++) {
        hex_cr a = {i % COLS + 1, i / COLS + 1};
        for (int dc = -6; dc <= 6; dc++)
            for (int dr = -6; dr <= 6; dr++) {
                hex_cr b = {a.col + dc, a.row + dr};
                if (!on_map(b) || hex_distance(a, b) > 6)
                    continue;
                line_problem(a, b, buf, sizeof buf);
                lines++;
                if (buf[0]) {
                    CHECK_STR(buf, "");
                    return;
                }
            }
    }
    CHECK(lines > COLS * ROWS * 100); /* the loops really ran (127 per hex away from edges) */
}

TEST(test_line_principal, "hex: a line along one of the six directions takes distance + 1 hexes")
{
    static const int starts[] = {1010, 1011, 1918, 505, 3030};
    for (size_t s = 0; s < sizeof starts / sizeof starts[0]; s++)
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_cr path[13];
            path[0] = hx(starts[s]);
            for (int k = 1; k <= 12; k++)
                path[k] = hex_neighbour(path[k - 1], (enum hex_dir)d);
            for (int k = 1; k <= 12; k++) {
                hex_line_step st[MAX_STEPS];
                int n = hex_line(path[0], path[k], st, MAX_STEPS);
                CHECK_INT(n, k + 1);
                for (int i = 0; i < n && i <= k; i++) {
                    CHECK_INT(st[i].count, 1);
                    CHECK(same(st[i].hex[0], path[i]));
                }
            }
        }
}

TEST(test_line_hexside_directions, "[6.38] hex: lines between two directions alternate hex and hexside")
{
    /* From a, k times "direction d then d+1": the line runs centre, hexside, centre, ... */
    static const int starts[] = {1918, 1817};
    for (size_t s = 0; s < sizeof starts / sizeof starts[0]; s++)
        for (int d = 0; d < HEX_DIRS; d++) {
            enum hex_dir d1 = (enum hex_dir)d, d2 = (enum hex_dir)((d + 1) % HEX_DIRS);
            char buf[4096];
            hex_cr centre[9];
            centre[0] = hx(starts[s]);
            for (int k = 1; k <= 8; k++)
                centre[k] = hex_neighbour(hex_neighbour(centre[k - 1], d1), d2);
            for (int k = 1; k <= 8; k++) {
                hex_line_step st[MAX_STEPS];
                int n = hex_line(centre[0], centre[k], st, MAX_STEPS);
                CHECK_INT(n, 2 * k + 1);
                CHECK_INT(hex_distance(centre[0], centre[k]), 2 * k);
                for (int i = 0; i < n && i <= 2 * k; i++) {
                    hex_cr c = centre[i / 2];
                    if (i % 2 == 0) {
                        CHECK_INT(st[i].count, 1);
                        CHECK(same(st[i].hex[0], c));
                    } else {
                        hex_cr x = hex_neighbour(c, d1), y = hex_neighbour(c, d2);
                        CHECK_INT(st[i].count, 2);
                        CHECK((same(st[i].hex[0], x) && same(st[i].hex[1], y)) ||
                              (same(st[i].hex[0], y) && same(st[i].hex[1], x)));
                    }
                }
                compare_with_oracle(centre[0], centre[k], buf, sizeof buf);
                CHECK_STR(buf, "");
            }
        }
}

TEST(test_line_oracle_short, "hex: short lines match an independent sampling of the segment")
{
    char buf[4096];
    int lines = 0;
    for (int c = 1; c <= COLS; c += 4)
        for (int r = 1; r <= ROWS; r += 3) {
            hex_cr a = {c, r};
            for (int dc = -6; dc <= 6; dc++)
                for (int dr = -6; dr <= 6; dr++) {
                    hex_cr b = {c + dc, r + dr};
                    if (!on_map(b) || hex_distance(a, b) > 6)
                        continue;
                    compare_with_oracle(a, b, buf, sizeof buf);
                    lines++;
                    if (buf[0]) {
                        CHECK_STR(buf, "");
                        return;
                    }
                }
        }
    CHECK(lines > 5000);
}

TEST(test_line_oracle_long, "hex: long lines match an independent sampling of the segment")
{
    char buf[4096];
    /* From the centre and from a corner of the map to every hex of the map's edge. */
    static const int from[] = {1918, 101, 1002};
    for (size_t f = 0; f < sizeof from / sizeof from[0]; f++)
        for (int c = 1; c <= COLS; c++)
            for (int r = 1; r <= ROWS; r++) {
                if (c != 1 && c != COLS && r != 1 && r != ROWS)
                    continue;
                compare_with_oracle(hx(from[f]), (hex_cr){c, r}, buf, sizeof buf);
                if (buf[0]) {
                    CHECK_STR(buf, "");
                    return;
                }
                line_problem(hx(from[f]), (hex_cr){c, r}, buf, sizeof buf);
                if (buf[0]) {
                    CHECK_STR(buf, "");
                    return;
                }
            }
}

/* ---- the near lines: hex_line's, shifted -------------------------------------------------- */

TEST(test_near_lines_shifted, "[6.34] hex: the table's short lines are hex_line's from every hex")
{
    static struct hex_near_lines t;
    hex_near_lines_make(&t);
    char got_s[512], want_s[512];
    int lines = 0;
    /* From every hex of the map and a border of hexes off it (odd and even rows, rows and
     * columns 0 and below), to every hex within HEX_NEAR and to some beyond it. */
    for (int c = -2; c <= COLS + 2; c++)
        for (int r = -2; r <= ROWS + 2; r++)
            for (int dc = -HEX_NEAR - 1; dc <= HEX_NEAR + 1; dc++)
                for (int dr = -HEX_NEAR - 1; dr <= HEX_NEAR + 1; dr++) {
                    hex_cr a = {c, r}, b = {c + dc, r + dr};
                    hex_line_step got[HEX_NEAR_STEPS], want[MAX_STEPS];
                    int ng = hex_near_line(&t, a, b, got, HEX_NEAR_STEPS);
                    if (hex_distance(a, b) > HEX_NEAR) {
                        CHECK_INT(ng, -1);
                        continue;
                    }
                    int nw = hex_line(a, b, want, MAX_STEPS);
                    bool eq = ng == nw;
                    for (int i = 0; i < nw && eq; i++)
                        eq = step_eq(&got[i], &want[i]);
                    if (!eq) {
                        steps_str(got, ng > 0 ? ng : 0, got_s, sizeof got_s);
                        steps_str(want, nw, want_s, sizeof want_s);
                        CHECK_STR(got_s, want_s);
                        return;
                    }
                    lines++;
                }
    CHECK_INT(lines, (COLS + 5) * (ROWS + 5) * 37); /* 37 hexes within 3 of each */
}

TEST(test_near_lines_truncated, "hex: a near line writes at most max steps and counts them all")
{
    static struct hex_near_lines t;
    hex_near_lines_make(&t);
    hex_line_step s[3] = {{.count = 99}, {.count = 99}, {.count = 99}};
    CHECK_INT(hex_near_line(&t, hx(505), hx(805), s, 2), 4);
    CHECK(same(s[1].hex[0], hx(605)));
    CHECK_INT(s[2].count, 99);
    CHECK_INT(hex_near_line(&t, hx(505), hx(905), s, 2), -1);
}
