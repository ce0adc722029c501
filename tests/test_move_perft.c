/* Exact legal-move counts ("perft") for fixed positions on the Chariot map [5.1], [C1.4].
 *
 * Each case stores, as data, the number of hexes the unit can reach and the number of legal
 * actions naming it (and, for some, of the whole side, "end" included).  The reach figures
 * were counted independently of the engine: by hand for the small ones (every hex within 3 is
 * 36, within 1 is 6; 105 edge hexes W+N+E less 2 corners; 37 on the S edge), and by a separate
 * brute-force path enumerator for the rest (a Python one when the data was written, and the
 * C one below, which runs in every test run).  The enumerator prices hexes from the map's
 * own terrain with the rulebook's numbers, not from the engine's TEC code: clear and village
 * 1, woods 3, slope 2, stream 2, hilltop its other terrain or 2 from a slope across a splash
 * hexside; it follows every path (not a cheapest-path search) and stops where [6.41] and
 * [C1.5] stop a move. */
#include "movetest.h"

#include "core/game.h"

struct perft_case {
    const char *name;
    const char *scenario;
    ps_phase phase;
    int side;
    const char *setup;  /* "side CODE CCRR" separated by ';' (CCRR "w": waiting to enter) */
    int unit;           /* the unit counted */
    int mp2;            /* its MP for the enumerator, in halves */
    int reach;          /* hexes it can reach (and end in) */
    int actions;        /* legal actions naming it */
    int side_actions;   /* legal actions of the side, "end" included; -1 not checked */
};

static const struct perft_case cases[] = {
    {"open MS in command", "kadesh", PS_PHASE_MOVEMENT, 0,
     "0 MS 1010; 0 L2 1010; 1 MS 3030", 0, 6, 36, 36, 36 + 256 + 1},
    {"open MS halved [10.23]", "kadesh", PS_PHASE_MOVEMENT, 0,
     "0 MS 1010; 1 MS 3030", 0, 3, 6, 6, 6 + 1},
    {"open chariot [C1.4]", "kadesh", PS_PHASE_CHARIOT, 0,
     "0 CH 1010; 0 L2 1010; 1 MS 3030", 0, 18, 256, 256 + 1, 256 + 1 + 1},
    {"BW among slopes and hilltops [5.6]", "kadesh", PS_PHASE_MOVEMENT, 0,
     "0 BW 0716; 0 L2 0716; 1 MS 3030", 0, 10, 74, 74, -1},
    {"BW on hilltop L [5.62]", "kadesh", PS_PHASE_MOVEMENT, 0,
     "0 BW 0425; 0 L2 0425; 1 MS 3030", 0, 10, 43, 43, -1},
    {"MS near an enemy fire unit [6.41] [5.23]", "kadesh", PS_PHASE_MOVEMENT, 0,
     "0 MS 1010; 0 L2 1010; 1 BW 1310; 1 MS 0910", 0, 6, 33, 33, 33 + 249 + 1},
    {"chariot and the stream [C1.5]", "kadesh", PS_PHASE_CHARIOT, 0,
     "0 CH 3018; 0 L2 3018; 1 IB 3322", 0, 18, 171, 171 + 1, -1},
    {"leader across the stream", "kadesh", PS_PHASE_MOVEMENT, 0,
     "0 L2 3018; 1 IB 3322", 0, 18, 217, 217, 217 + 1},
    {"chariot from woods E", "kadesh", PS_PHASE_CHARIOT, 0,
     "0 CH 2220; 0 L2 2220; 1 MS 1030", 0, 18, 157, 157 + 1, -1},
    {"MS entering Kadesh [11.1]", "kadesh", PS_PHASE_MOVEMENT, 0,
     "0 MS w; 1 MS 3030", 0, 3, 105, 105, -1},
    {"leader entering Kadesh [10.23]", "kadesh", PS_PHASE_MOVEMENT, 0,
     "0 L2 w; 1 MS 3030", 0, 18, 749, 749, -1},
    {"chariot entering Kadesh", "kadesh", PS_PHASE_CHARIOT, 0,
     "0 CH w; 1 MS 3030", 0, 9, 378, 378, 378 + 1},
    {"AX entering Tabal [5.7]", "tabal", PS_PHASE_MOVEMENT, 1,
     "1 AX w; 0 MI 2220", 0, 4, 74, 74, -1},
    {"MS by the exit edge [11.42]", "lake-regillus", PS_PHASE_MOVEMENT, 1,
     "1 MS 1033; 1 L2 1033; 0 MS 2010", 0, 6, 27, 27 + 3, -1},
};

/* ---- building a case ---- */

static ps_game *build(const struct perft_case *c)
{
    ps_game *g = fixture_empty(c->scenario);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", c->setup);
    for (char *tok = strtok(buf, ";"); tok; tok = strtok(NULL, ";")) {
        int side;
        char code[8], where[8];
        if (sscanf(tok, "%d %7s %7s", &side, code, where) != 3) {
            test_fail(__FILE__, __LINE__, tok);
            continue;
        }
        if (strcmp(where, "w") == 0) {
            /* Waiting in the force's entering group (group 0 in these scenarios). */
            int u = game_add_unit(g, side, tables_find_type(&g->tables, code), 0);
            CHECK(u >= 0 && g->scen.force[side].groups[0].kind == DEPLOY_ENTER);
        } else {
            PLACE(g, side, code, atoi(where));
        }
    }
    SET_PHASE(g, c->phase, c->side, 1);
    return g;
}

/* ---- the independent enumerator ---- */

struct oracle {
    ps_game *g;
    int side;
    bool chariot;
    uint8_t enemy[MAP_MAX_HEXES], zoc[MAP_MAX_HEXES], reached[MAP_MAX_HEXES];
    int best[MAP_MAX_HEXES]; /* most MP (halves) left on arrival so far, -1 none */
};

static int cost2(const ps_game *g, hex_id from, hex_id to)
{
    const struct map_hex *x = &g->map.hexes[to];
    int c = 2; /* clear, village */
    if (x->cover == COVER_WOODS)
        c = 6;
    if (x->water == WATER_STREAM && c < 4)
        c = 4;
    if (x->elevation == ELEV_SLOPE && c < 4)
        c = 4;
    if (x->elevation == ELEV_HILLTOP && from != HEX_NONE &&
        g->map.hexes[from].elevation == ELEV_SLOPE) {
        int d = hex_direction_to(map_cr(from), map_cr(to));
        if ((g->map.hexes[from].splash_sides >> d & 1) && c < 4)
            c = 4;
    }
    return c;
}

static bool stops(const struct oracle *o, hex_id h)
{
    return o->zoc[h] || (o->chariot && o->g->map.hexes[h].water == WATER_STREAM);
}

static void walk(struct oracle *o, hex_id h, int left)
{
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id n = map_neighbour(&o->g->map, h, (enum hex_dir)d);
        if (n == HEX_NONE || o->enemy[n])
            continue;
        int c = cost2(o->g, h, n);
        if (c > left)
            continue;
        o->reached[n] = 1;
        if (stops(o, n) || o->best[n] >= left - c)
            continue;
        o->best[n] = left - c;
        walk(o, n, left - c);
    }
}

/* Hexes unit u can reach with mp2 half-MP, plus the one-hex move [5.15]. */
static int enumerate(struct oracle *o, int u, int mp2)
{
    ps_game *g = o->g;
    ps_unit_info me = mt_unit(g, u);
    o->side = me.side;
    o->chariot = strcmp(me.code, "CH") == 0;
    memset(o->enemy, 0, sizeof o->enemy);
    memset(o->zoc, 0, sizeof o->zoc);
    memset(o->reached, 0, sizeof o->reached);
    for (int i = 0; i < MAP_MAX_HEXES; i++)
        o->best[i] = -1;
    for (int v = 0; v < ps_game_unit_count(g); v++) {
        ps_unit_info e = mt_unit(g, v);
        if (!e.on_map || e.side == me.side)
            continue;
        hex_id h = map_id(e.hex / 100, e.hex % 100);
        o->enemy[h] = 1;
        if (e.fire > 0 && !(e.status & PS_UNIT_DISRUPTED))
            for (int d = 0; d < HEX_DIRS; d++) {
                hex_id n = map_neighbour(&g->map, h, (enum hex_dir)d);
                if (n != HEX_NONE)
                    o->zoc[n] = 1;
            }
    }
    if (me.on_map) {
        hex_id s = map_id(me.hex / 100, me.hex % 100);
        o->best[s] = mp2;
        walk(o, s, mp2);
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id n = map_neighbour(&g->map, s, (enum hex_dir)d);
            if (n != HEX_NONE && !o->enemy[n])
                o->reached[n] = 1;
        }
        o->reached[s] = 0;
    } else {
        uint8_t edges = g->scen.force[me.side].groups[0].edges;
        for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
            if (!g->map.hexes[h].exists || o->enemy[h])
                continue;
            hex_cr cr = map_cr(h);
            bool on = ((edges & EDGE_W) && cr.col == 1) || ((edges & EDGE_E) && cr.col == g->map.cols) ||
                      ((edges & EDGE_N) && cr.row == 1) || ((edges & EDGE_S) && cr.row == g->map.rows);
            if (!on)
                continue;
            int c = cost2(g, HEX_NONE, h);
            o->reached[h] = 1; /* [5.15] */
            if (c <= mp2 && !stops(o, h) && o->best[h] < mp2 - c) {
                o->best[h] = mp2 - c;
                walk(o, h, mp2 - c);
            }
        }
    }
    int n = 0;
    for (int i = 0; i < MAP_MAX_HEXES; i++)
        n += o->reached[i];
    return n;
}

/* ---- the tests ---- */

TEST(perft_counts, "[5.1] perft: exact reachable hexes and legal actions in fixed positions")
{
    struct oracle *o = malloc(sizeof *o);
    ps_action *buf = malloc(MT_LEGAL_MAX * sizeof *buf);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const struct perft_case *c = &cases[i];
        ps_game *g = build(c);
        o->g = g;
        int want = enumerate(o, c->unit, c->mp2);
        if (want != c->reach)
            fprintf(stderr, "  case '%s'\n", c->name);
        CHECK_INT(want, c->reach);
        int n = ps_game_legal(g, c->unit, buf, MT_LEGAL_MAX);
        if (n != c->actions)
            fprintf(stderr, "  case '%s'\n", c->name);
        CHECK_INT(n, c->actions);
        /* The move destinations are exactly the enumerated hexes. */
        uint8_t seen[MAP_MAX_HEXES] = {0};
        int moves = 0;
        for (int k = 0; k < n && k < MT_LEGAL_MAX; k++) {
            if (buf[k].kind != PS_ACT_MOVE)
                continue;
            int last = buf[k].hexes[buf[k].nhexes - 1];
            hex_id h = map_id(last / 100, last % 100);
            CHECK(o->reached[h] && !seen[h]);
            seen[h] = 1;
            moves++;
            CHECK_INT(ps_game_check(g, &buf[k]), PS_OK);
        }
        if (moves != c->reach)
            fprintf(stderr, "  case '%s'\n", c->name);
        CHECK_INT(moves, c->reach);
        if (c->side_actions >= 0) {
            int all = ps_game_legal(g, -1, buf, MT_LEGAL_MAX);
            if (all != c->side_actions)
                fprintf(stderr, "  case '%s'\n", c->name);
            CHECK_INT(all, c->side_actions);
        }
        ps_game_free(g);
    }
    free(buf);
    free(o);
}

TEST(perft_play_all, "[5.1] perft: every legal action of a position plays, and keeps the "
                     "invariants")
{
    ps_action *buf = malloc(MT_LEGAL_MAX * sizeof *buf);
    const int picks[] = {2, 5, 6, 13};
    for (size_t i = 0; i < sizeof picks / sizeof picks[0]; i++) {
        ps_game *g = build(&cases[picks[i]]);
        int n = ps_game_legal(g, -1, buf, MT_LEGAL_MAX);
        CHECK(n > 0 && n <= MT_LEGAL_MAX);
        for (int k = 0; k < n && k < MT_LEGAL_MAX; k++) {
            ps_game *c = ps_game_clone(g);
            char text[PS_ACTION_TEXT_MAX];
            ps_action_format(&buf[k], text, sizeof text);
            if (ps_game_play(c, &buf[k]) != PS_OK)
                fprintf(stderr, "  '%s': %s\n", text, ps_game_error(c));
            CHECK_INT(ps_game_check_invariants(c), PS_OK);
            if (buf[k].kind == PS_ACT_MOVE) {
                ps_unit_info u = mt_unit(c, buf[k].units[0]);
                CHECK_INT(u.hex, buf[k].hexes[buf[k].nhexes - 1]);
            }
            ps_game_free(c);
        }
        ps_game_free(g);
    }
    free(buf);
}

TEST(perft_text_roundtrip, "[5.1] perft: legal actions survive the notation and are legal as text")
{
    ps_action *buf = malloc(MT_LEGAL_MAX * sizeof *buf);
    ps_game *g = build(&cases[9]);
    int n = ps_game_legal(g, -1, buf, MT_LEGAL_MAX);
    CHECK(n > 0 && n <= MT_LEGAL_MAX);
    for (int k = 0; k < n && k < MT_LEGAL_MAX; k++) {
        char text[PS_ACTION_TEXT_MAX];
        ps_action_format(&buf[k], text, sizeof text);
        CHECK_STR(mt_try(g, text), "ok");
    }
    ps_game_free(g);
    free(buf);
}

#include "core/prestags/movement.h"

TEST(perft_step, "[5.11] the search's neighbour step agrees with map_neighbour everywhere")
{
    ps_game *g = fixture_empty("kadesh");
    int bad = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        if (!g->map.hexes[h].exists)
            continue;
        for (int d = 0; d < HEX_DIRS; d++)
            bad += reach_step(&g->map, h, d) != map_neighbour(&g->map, h, (enum hex_dir)d);
    }
    CHECK_INT(bad, 0);
    ps_game_free(g);
}

TEST(perft_step_rows, "[5.11] [9.0] the bucket search's rows of steps agree with the step tables "
                     "on every Chariot scenario's map")
{
    const ps_data *d = fixture_data();
    for (int si = 0; si < ps_data_scenario_count(d); si++) {
        ps_game *g = fixture_empty(ps_data_scenario_id(d, si));
        struct move_scratch *sc = move_scratch(g);
        CHECK(sc != NULL);
        if (!sc) {
            ps_game_free(g);
            continue;
        }
        const struct move_tables *tab = sc->tab;
        CHECK(tab->bucket_shift >= 0); /* every map searches with buckets */
        int bad = 0, barred = 0;
        for (int h = 0; h < MAP_MAX_HEXES && tab->bucket_shift >= 0; h++)
            for (int dir = 0; dir < HEX_DIRS; dir++) {
                fx cost = tab->step_cost[h * HEX_DIRS + dir];
                const struct step_row *row = &tab->step_rows[h];
                if (cost < 0) {
                    bad += row->cost[dir] != STEP_BARRED;
                    barred++;
                } else {
                    bad += row->cost[dir] != cost ||
                           row->to[dir] != tab->step_to[h * HEX_DIRS + dir];
                }
            }
        CHECK_INT(bad, 0);
        CHECK(barred > 0); /* the map's edges at least */
        ps_game_free(g);
    }
}

/* A small deterministic generator for the random walk below. */
static uint64_t next_rand(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return *s >> 33;
}

TEST(perft_random_play, "[5.1] [C1.0] random movement in Kadesh: every generated action plays, "
                        "the invariants hold, and a phase can always end")
{
    ps_action *buf = malloc(MT_LEGAL_MAX * sizeof *buf);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        ps_game *g = fixture_deployed("kadesh", seed);
        ps_game_keep_history(g, false);
        uint64_t rs = seed * 7919u;
        int moves = 0;
        for (int step = 0; step < 4000; step++) {
            ps_status_info st;
            ps_game_status(g, &st);
            if (st.over || st.turn > 4)
                break;
            if (st.phase != PS_PHASE_CHARIOT && st.phase != PS_PHASE_MOVEMENT) {
                /* Combat belongs to other tests: let every other phase pass. */
                CHECK_STR(fixture_play(g, "end"), "ok");
                continue;
            }
            int n = ps_game_legal(g, -1, buf, MT_LEGAL_MAX);
            CHECK(n > 0 && n <= MT_LEGAL_MAX);
            if (n <= 0 || n > MT_LEGAL_MAX)
                break;
            /* Ending is one choice in 40, so that most units move. */
            int pick = (int)(next_rand(&rs) % (uint64_t)n);
            bool can_end = buf[n - 1].kind == PS_ACT_END;
            if (can_end && next_rand(&rs) % 40 == 0)
                pick = n - 1;
            else if (can_end && n > 1)
                pick = (int)(next_rand(&rs) % (uint64_t)(n - 1));
            char text[PS_ACTION_TEXT_MAX];
            ps_action_format(&buf[pick], text, sizeof text);
            if (ps_game_play(g, &buf[pick]) != PS_OK) {
                fprintf(stderr, "  seed %llu '%s': %s\n", (unsigned long long)seed, text,
                        ps_game_error(g));
                CHECK(0);
                break;
            }
            moves += buf[pick].kind != PS_ACT_END;
            if (ps_game_check_invariants(g) != PS_OK) {
                fprintf(stderr, "  after '%s': %s\n", text, ps_game_error(g));
                CHECK(0);
                break;
            }
        }
        CHECK(moves > 100);
        ps_game_free(g);
    }
    free(buf);
}
