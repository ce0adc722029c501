/* Phalanx perft [Phalanx Movement]: exact counts of legal moves for fixed positions on the
 * Cannae map, each checked against a brute-force walk of every path through ps_game_check;
 * the unit's reach and the stacking check against the same moves. */
#include "movement_px.h"

/* ---- Perft: legal moves against a brute-force walk ---- */

enum { MAXEND = 4096 };
struct ends {
    int n;
    int key[MAXEND]; /* ccrr * 8 + facing */
};

static void add_end(struct ends *e, int ccrr, int f)
{
    int k = ccrr * 8 + f;
    for (int i = 0; i < e->n; i++)
        if (e->key[i] == k)
            return;
    if (e->n < MAXEND)
        e->key[e->n++] = k;
}

static const char *const dirw[6] = {"E", "NE", "NW", "W", "SW", "SE"};

static void path_text(char *buf, size_t len, int u, const int *hexes, int n, int dir)
{
    size_t k = (size_t)snprintf(buf, len, "move %d ", u);
    for (int i = 1; i < n && k < len; i++)
        k += (size_t)snprintf(buf + k, len - k, "%s%04d", i > 1 ? "-" : "", hexes[i]);
    if (dir >= 0 && k < len)
        snprintf(buf + k, len - k, " %s", dirw[dir]);
}

/* Every step sequence within the MA, each tried with ps_game_check with and without a final
 * DIR; endpoints in the start hex are left out, as px_move_legal leaves them (turning in place
 * is 'face').  A refused prefix has no legal extension: costs only grow and stops only end. */
static void brute(ps_game *g, int u, int *hexes, int n, int depth, struct ends *e)
{
    int nb[6];
    char text[512];
    ps_game_neighbours(g, hexes[n - 1], nb);
    for (int d = 0; d < 6; d++) {
        if (!nb[d])
            continue;
        hexes[n] = nb[d];
        path_text(text, sizeof text, u, hexes, n + 1, -1);
        if (strcmp(try(g, text), "ok") != 0)
            continue;
        for (int f = 0; f < 6; f++) {
            path_text(text, sizeof text, u, hexes, n + 1, f);
            if (nb[d] != hexes[0] && strcmp(try(g, text), "ok") == 0)
                add_end(e, nb[d], f);
        }
        if (depth > 1)
            brute(g, u, hexes, n + 1, depth - 1, e);
    }
}

static int dir_between(ps_game *g, int a, int b)
{
    int nb[6];
    ps_game_neighbours(g, a, nb);
    for (int d = 0; d < 6; d++)
        if (nb[d] == b)
            return d;
    return -1;
}

/* The legal moves of u, checked against the brute force: same endpoints, one move each. */
static int perft(ps_game *g, int u)
{
    static ps_action out[8192];
    int n = ps_game_legal(g, u, out, 8192);
    CHECK(n <= 8192);
    struct ends legal = {0}, all = {0};
    int moves = 0;
    int start = where(g, u);
    for (int i = 0; i < n && i < 8192; i++) {
        const ps_action *a = &out[i];
        if (a->kind != PS_ACT_MOVE)
            continue;
        moves++;
        int last = a->hexes[a->nhexes - 1];
        int prev = a->nhexes > 1 ? a->hexes[a->nhexes - 2] : start;
        int f = a->task ? a->task - 1 : dir_between(g, prev, last);
        add_end(&legal, last, f);
        char text[512];
        ps_action_format(a, text, sizeof text);
        CHECK_STR(try(g, text), "ok");
    }
    CHECK_INT(legal.n, moves); /* one move per (hex, final facing) */
    int hexes[64] = {start};
    brute(g, u, hexes, 1, 2 * px_type(g, &g->st.units[u])->ma.v, &all);
    CHECK_INT(all.n, legal.n);
    for (int i = 0; i < all.n; i++) {
        bool found = false;
        for (int j = 0; j < legal.n && !found; j++)
            found = legal.key[j] == all.key[i];
        if (!found)
            fprintf(stderr, "  brute force reaches %04d facing %s, legal moves do not\n",
                    all.key[i] / 8, dirw[all.key[i] % 8]);
        CHECK(found);
    }
    return moves;
}

TEST(px_perft_open, "[Phalanx Movement] perft: an MH in open ground facing E in command has "
                    "exactly 256 moves, as a brute-force walk finds")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 2817, E);
    movement(g, 0);
    CHECK_INT(perft(g, u), 256);
    ps_game_free(g);
}

TEST(px_perft_road, "[Phalanx Movement G, H] perft: an LS on the road 2019 facing NE has "
                    "exactly 437 moves, as a brute-force walk finds")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "LS", 2019, NE);
    movement(g, 0);
    CHECK_INT(perft(g, u), 437);
    ps_game_free(g);
}

TEST(px_perft_zones, "[Phalanx errata Movement K], [Phalanx Cross River Attack] perft: an MH by "
                     "the ford 1619 between a javelin front and a stream line has exactly 145 "
                     "moves, as a brute-force walk finds")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 1719, W);
    put(g, 1, "JV", 1917, W);
    put(g, 1, "MH", 1623, NE);
    movement(g, 0);
    CHECK_INT(perft(g, u), 145);
    ps_game_free(g);
}

TEST(px_reach_matches_moves, "[Phalanx Movement] px_unit_reach: the hexes the legal moves reach, "
                             "each with its cheapest MP, the unit's own hex left out")
{
    ps_game *g = pos();
    int u = put_led(g, 0, "MH", 2418, E);
    movement(g, 0);
    int hexes[512];
    int32_t cost[512];
    int n = px_unit_reach(g, u, hexes, cost, 512);
    static ps_action out[4096];
    int m = ps_game_legal(g, u, out, 4096);
    struct ends moved = {0};
    for (int i = 0; i < m; i++)
        if (out[i].kind == PS_ACT_MOVE)
            add_end(&moved, out[i].hexes[out[i].nhexes - 1], 0);
    CHECK_INT(n, moved.n);
    for (int i = 0; i < n && i < 512; i++) {
        CHECK(hexes[i] != 2418);
        if (hexes[i] == 2818)
            CHECK_INT(cost[i], 4 * FX_ONE);
        if (hexes[i] == 2318)
            CHECK_INT(cost[i], 2 * FX_ONE);
    }
    ps_game_free(g);
}

TEST(px_stack_ok_twelve, "[Phalanx Stacking A] px_stack_ok: a hex holds at most twelve "
                         "stacking points; command units count none [Phalanx Stacking C]")
{
    ps_game *g = pos();
    int u = put(g, 0, "MH", 2418, E);
    int c = put(g, 0, "CM1", 2418, E);
    put(g, 0, "MH", 2518, E);
    put(g, 0, "MH", 2518, E);
    hex_id h = map_hex_at(&g->map, (hex_cr){25, 18});
    CHECK(px_stack_ok(g, h, &u, 1));
    CHECK(px_stack_ok(g, h, &c, 1));
    put(g, 0, "MH", 2518, E);
    CHECK(!px_stack_ok(g, h, &u, 1));
    CHECK(px_stack_ok(g, h, &c, 1));
    ps_game_free(g);
}
