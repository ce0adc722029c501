/* Victory [11.0]-[11.4], the early end of a game, and the Tactical Concession [15.0], on the
 * real scenario files.
 *
 * End positions are built with ps_game_new_empty + ps_game_place, then brought to the end of
 * the last Game-Turn with ps_game_set_phase (melee of the second Player) and "end".  Losses
 * and exits cannot be built through the public API (a unit is placed on the map), so the
 * helpers below do to a placed unit exactly what combat [8.1], exiting [11.4] and panic flight
 * [13.0] do: take it off the map, count the loss [11.25] and give its Victory Points to the
 * enemy [11.2].  Every position passes the invariant checker before it is judged. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "core/game.h"
#include "core/tables.h"
#include "fixture.h"

/* Sides as the scenario files list them. */
enum { ROMANS = 0, SABINES = 1 };

static int place(ps_game *g, int side, const char *code, int ccrr)
{
    int u = ps_game_place(g, side, code, ccrr, 0);
    if (u < 0)
        fprintf(stderr, "  place %d %s %04d: %s\n", side, code, ccrr, ps_game_error(g));
    CHECK(u >= 0);
    return u;
}

/* n units of one type in one hex (stacking [5.4] is not checked when placing). */
static int place_n(ps_game *g, int side, const char *code, int ccrr, int n, int *out)
{
    for (int i = 0; i < n; i++) {
        int u = place(g, side, code, ccrr);
        if (out)
            out[i] = u;
    }
    return n;
}

/* As [8.1] leaves an eliminated unit. */
static void eliminate(ps_game *g, int u)
{
    struct unit *un = &g->st.units[u];
    const struct unit_type *ut = game_type(g, un);
    game_remove_unit(&g->st, u);
    un->where = UNIT_ELIMINATED;
    if (ut->cls != CLASS_D && ut->cls != CLASS_E)
        g->st.lost_units[un->side]++;
    g->st.vp[!un->side] += unit_type_vp(ut);
}

/* As [11.4] leaves a unit that moved off the map. */
static void leave(ps_game *g, int u)
{
    struct unit *un = &g->st.units[u];
    hex_id h = un->hex;
    game_remove_unit(&g->st, u);
    un->where = UNIT_EXITED;
    un->exit_hex = h;
}

/* As [13.0] leaves a panicked unit that fled off the map: a loss for Victory Points. */
static void flee(ps_game *g, int u)
{
    leave(g, u);
    struct unit *un = &g->st.units[u];
    const struct unit_type *ut = game_type(g, un);
    un->flags |= UF_FLED;
    if (ut->cls != CLASS_D && ut->cls != CLASS_E)
        g->st.lost_units[un->side]++; /* as panic.c counts it */
    g->st.vp[!un->side] += unit_type_vp(ut);
}

/* n units placed at a hex and eliminated there (the hex keeps their control [11.3]). */
static void lose_n(ps_game *g, int side, const char *code, int ccrr, int n)
{
    int u[64];
    if (n > 64)
        n = 64;
    place_n(g, side, code, ccrr, n, u);
    for (int i = 0; i < n; i++)
        eliminate(g, u[i]);
}

/* n units placed at an edge hex and moved off the map from it. */
static void exit_n(ps_game *g, int side, const char *code, int ccrr, int n)
{
    int u[64];
    if (n > 64)
        n = 64;
    place_n(g, side, code, ccrr, n, u);
    for (int i = 0; i < n; i++)
        leave(g, u[i]);
}

/* Plays the end of the given Game-Turn (the last by default): the second Player's melee. */
static void end_turn(ps_game *g, int turn)
{
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, !g->scen.moves_first, turn), PS_OK);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    PLAY(g, "end");
}

static void finish(ps_game *g)
{
    end_turn(g, g->scen.game_length);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(st.over);
}

static void check_result(ps_game *g, int winner, int level)
{
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(st.over);
    CHECK_INT(st.winner, winner);
    CHECK_INT(st.level, level);
}

static char report[4096];

static const char *report_of(ps_game *g)
{
    ps_game_victory_report(g, report, sizeof report);
    return report;
}

/* The report line that starts with prefix (without its newline), or "". */
static const char *report_line(ps_game *g, const char *prefix)
{
    static char line[512];
    const char *p = report_of(g);
    line[0] = '\0';
    for (; *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : p + strlen(p)) {
        if (strncmp(p, prefix, strlen(prefix)) == 0) {
            size_t n = strcspn(p, "\n");
            if (n >= sizeof line)
                n = sizeof line - 1;
            memcpy(line, p, n);
            line[n] = '\0';
            break;
        }
    }
    return line;
}

/* ---- control [11.3] ---- */

TEST(victory_rome_occupied, "[11.3] control of an occupied hex goes to its occupant (Rome)")
{
    ps_game *g = fixture_empty("rome");
    place(g, ROMANS, "MI", 2828); /* D */
    place(g, SABINES, "MS", 2728);
    finish(g);
    check_result(g, ROMANS, 1);
    CHECK_STR(report_of(g),
              "game over: Game-Turn 10 of 10\n"
              "result: the Romans win a Marginal Victory\n"
              "level: Marginal: the least for a win [11.24] (Victory Points 0 to 0, not more "
              "than 1 to 1)\n"
              "Romans: conditions met\n"
              "  printed: Control of hex \"D\" by the end of Game-Turn Ten.\n"
              "  control of D (2828): the Romans\n"
              "Sabines: conditions not met\n"
              "  printed: Control of hex \"D\" by the end of Game-Turn Ten.\n"
              "  control of D (2828): the Romans\n"
              "Victory Points [11.2]: Romans 0, Sabines 0\n");
    ps_game_free(g);
}

TEST(victory_rome_last_occupant, "[11.3] control of an empty hex stays with its last occupant")
{
    ps_game *g = fixture_empty("rome");
    lose_n(g, SABINES, "MS", 2828, 1); /* a Sabine unit fell on D: the hex stays Sabine */
    place(g, ROMANS, "MI", 2827);
    finish(g);
    check_result(g, SABINES, 1);
    CHECK_STR(report_line(g, "  control"),
              "  control of D (2828): the Sabines (last occupant [11.3])");
    CHECK_STR(report_line(g, "level"),
              "level: Marginal: the least for a win [11.24] (Victory Points 0 to 2, not more "
              "than 1 to 1)");
    CHECK_STR(report_line(g, "Victory Points"), "Victory Points [11.2]: Romans 2, Sabines 0");
    ps_game_free(g);
}

TEST(victory_rome_never_occupied, "[11.3] a hex never occupied is controlled by nobody: a draw")
{
    ps_game *g = fixture_empty("rome");
    place(g, ROMANS, "MI", 2827);
    place(g, SABINES, "MS", 1228);
    finish(g);
    check_result(g, -1, 0);
    CHECK_STR(report_of(g),
              "game over: Game-Turn 10 of 10\n"
              "result: draw, neither side's conditions are met\n"
              "Romans: conditions not met\n"
              "  printed: Control of hex \"D\" by the end of Game-Turn Ten.\n"
              "  control of D (2828): nobody (never occupied [11.3])\n"
              "Sabines: conditions not met\n"
              "  printed: Control of hex \"D\" by the end of Game-Turn Ten.\n"
              "  control of D (2828): nobody (never occupied [11.3])\n"
              "Victory Points [11.2]: Romans 0, Sabines 0\n");
    ps_game_free(g);
}

/* Scenarios whose two sides both must control one hex: whoever holds it wins. */
TEST(victory_control_scenarios, "[11.3] Delta, Sinai, Qarqar, Tabal, Charchemish: the objective")
{
    static const struct {
        const char *id;
        int hex;
        const char *name; /* "E (2220)" */
    } cases[] = {
        {"delta", 1024, "K (1024)"},  {"sinai", 2220, "E (2220)"},
        {"qarqar", 2220, "E (2220)"}, {"tabal", 2220, "E (2220)"},
        {"charchemish", 3423, "A (3423)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int holder = -1; holder < 2; holder++) {
            ps_game *g = fixture_empty(cases[i].id);
            if (holder >= 0)
                place(g, holder, "AX", cases[i].hex);
            place(g, 0, "AX", 1805);
            place(g, 1, "AX", 1835);
            finish(g);
            check_result(g, holder, holder >= 0 ? 1 : 0);
            char want[128];
            snprintf(want, sizeof want, "  control of %s: %s%s", cases[i].name,
                     holder < 0 ? "nobody (never occupied [11.3])" : "the ",
                     holder < 0 ? "" : ps_game_side_name(g, holder));
            CHECK_STR(report_line(g, "  control"), want);
            ps_game_free(g);
        }
}

/* ---- levels [11.2] ---- */

TEST(victory_levels, "[11.2] levels at exactly 1:1, 2:1, 3:1 and just below or above; "
                     "[11.23] any Victory Points against none are 3 to 1 or better (1 to 0)")
{
    static const struct {
        int own, enemy, level;
        const char *line;
    } cases[] = {
        {10, 10, 1, "level: Marginal: the least for a win [11.24] (Victory Points 10 to 10, "
                    "not more than 1 to 1)"},
        {9, 10, 1, "level: Marginal: the least for a win [11.24] (Victory Points 9 to 10, not "
                   "more than 1 to 1)"},
        {11, 10, 1, "level: Marginal: Victory Points 11 to 10 are more than 1 to 1, less than "
                    "2 to 1 [11.21]"},
        {19, 10, 1, "level: Marginal: Victory Points 19 to 10 are more than 1 to 1, less than "
                    "2 to 1 [11.21]"},
        {20, 10, 2, "level: Substantive: Victory Points 20 to 10 are 2 to 1 or better, less "
                    "than 3 to 1 [11.22]"},
        {29, 10, 2, "level: Substantive: Victory Points 29 to 10 are 2 to 1 or better, less "
                    "than 3 to 1 [11.22]"},
        {30, 10, 3, "level: Decisive: Victory Points 30 to 10 are 3 to 1 or better [11.23]"},
        {5, 0, 3, "level: Decisive: Victory Points 5 to 0 are 3 to 1 or better [11.23]"},
        {1, 0, 3, "level: Decisive: Victory Points 1 to 0 are 3 to 1 or better [11.23]"},
        {0, 0, 1, "level: Marginal: the least for a win [11.24] (Victory Points 0 to 0, not "
                  "more than 1 to 1)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ps_game *g = fixture_empty("rome");
        place(g, ROMANS, "MI", 2828);
        g->st.vp[ROMANS] = cases[i].own;
        g->st.vp[SABINES] = cases[i].enemy;
        finish(g);
        check_result(g, ROMANS, cases[i].level);
        CHECK_STR(report_line(g, "level"), cases[i].line);
        ps_game_free(g);
    }
}

TEST(victory_levels_loser_vp, "[11.2] Victory Points set the level, never the winner")
{
    ps_game *g = fixture_empty("rome");
    place(g, ROMANS, "MI", 2828);
    g->st.vp[SABINES] = 30; /* 3:1 for the side that lost the hex */
    g->st.vp[ROMANS] = 10;
    finish(g);
    check_result(g, ROMANS, 1);
    CHECK_STR(report_line(g, "result"), "result: the Romans win a Marginal Victory");
    ps_game_free(g);
}

/* ---- Bubastis [6.1]: both village hexes ---- */

TEST(victory_bubastis, "[Bubastis 6.1]: the Upper Egyptians must control both villages")
{
    enum { UPPER = 0, LOWER = 1 };
    ps_game *g = fixture_empty("bubastis");
    place(g, UPPER, "MI", 3423);
    lose_n(g, UPPER, "BW", 3523, 1); /* last occupied by the Upper Egyptians */
    place(g, LOWER, "MI", 3422);
    finish(g);
    check_result(g, UPPER, 1);
    CHECK_STR(report_of(g),
              "game over: Game-Turn 15 of 15\n"
              "result: the Upper Egyptians win a Marginal Victory\n"
              "level: Marginal: the least for a win [11.24] (Victory Points 0 to 3, not more "
              "than 1 to 1)\n"
              "Upper Egyptians: conditions met\n"
              "  printed: Upper Egyptians must control both village hexes at the end of "
              "Game-Turn Fifteen.\n"
              "  control of A (3423): the Upper Egyptians\n"
              "  control of 3523: the Upper Egyptians (last occupant [11.3])\n"
              "Lower Egyptians: conditions not met\n"
              "  printed: Lower Egyptians must prevent this condition.\n"
              "  the Upper Egyptians' conditions: met\n"
              "Victory Points [11.2]: Upper Egyptians 0, Lower Egyptians 3\n");
    ps_game_free(g);

    g = fixture_empty("bubastis"); /* one village never occupied */
    place(g, UPPER, "MI", 3423);
    place(g, LOWER, "MI", 3422);
    finish(g);
    check_result(g, LOWER, 1);
    CHECK_STR(report_line(g, "  control of 3523"),
              "  control of 3523: nobody (never occupied [11.3])");
    CHECK_STR(report_line(g, "  the"), "  the Upper Egyptians' conditions: not met");
    ps_game_free(g);

    g = fixture_empty("bubastis"); /* one village held by the Lower Egyptians */
    place(g, UPPER, "MI", 3423);
    place(g, LOWER, "MI", 3523);
    finish(g);
    check_result(g, LOWER, 1);
    CHECK_STR(report_line(g, "  control of 3523"),
              "  control of 3523: the Lower Egyptians");
    ps_game_free(g);
}

/* ---- keep-out: Megiddo [5.3], Thymbra [5.9] ---- */

enum { EGYPTIANS = 0, SYRIANS = 1 };

/* Egyptians: `south` counted units south of the stream (one on A when hold_a), plus units
 * that never count there: Chariots and a leader south, units in the stream, units north. */
static ps_game *megiddo(bool hold_a, int south)
{
    ps_game *g = fixture_empty("megiddo");
    int placed = 0;
    if (hold_a) {
        place(g, EGYPTIANS, "MS", 3423); /* A is south of the stream */
        placed++;
    }
    for (; placed < south; placed++)
        place(g, EGYPTIANS, "AX", 1030 + 100 * placed);
    place_n(g, EGYPTIANS, "CH", 2632, 2, NULL);    /* [11.25] Class D */
    place(g, EGYPTIANS, "L6", 2633);               /* [11.25] Class E */
    place_n(g, EGYPTIANS, "MS", 2820, 2, NULL);    /* in the stream: neither side of it */
    place_n(g, EGYPTIANS, "AX", 2010, 6, NULL);    /* north */
    place(g, SYRIANS, "MI", 2220);
    finish(g);
    return g;
}

TEST(victory_megiddo, "[Megiddo 5.3]: A, fewer than five south of the stream, and the draws")
{
    ps_game *g = megiddo(true, 5);
    check_result(g, EGYPTIANS, 1);
    CHECK_STR(report_of(g),
              "game over: Game-Turn 12 of 12\n"
              "result: the Egyptians win a Marginal Victory\n"
              "level: Marginal: the least for a win [11.24] (Victory Points 0 to 0, not more "
              "than 1 to 1)\n"
              "Egyptians: conditions met\n"
              "  printed: The Egyptians must control hex \"A\" by the end of Game-Turn "
              "Twelve.\n"
              "  control of A (3423): the Egyptians\n"
              "Syrians: conditions not met\n"
              "  printed: The Syrians must prevent the Egyptians from having five or more "
              "units south of the stream by the end of Game-Turn Twelve.\n"
              "  units of the Egyptians south of the stream: 5 (must be fewer than 5)\n"
              "Victory Points [11.2]: Egyptians 0, Syrians 0\n");
    ps_game_free(g);

    g = megiddo(true, 4); /* both conditions hold */
    check_result(g, -1, 0);
    CHECK_STR(report_line(g, "result"), "result: draw, both sides' conditions are met");
    CHECK_STR(report_line(g, "  units"),
              "  units of the Egyptians south of the stream: 4 (must be fewer than 5)");
    ps_game_free(g);

    g = megiddo(false, 5); /* neither holds */
    check_result(g, -1, 0);
    CHECK_STR(report_line(g, "result"), "result: draw, neither side's conditions are met");
    ps_game_free(g);

    g = megiddo(false, 4);
    check_result(g, SYRIANS, 1);
    CHECK_STR(report_line(g, "  control"),
              "  control of A (3423): nobody (never occupied [11.3])");
    ps_game_free(g);
}

enum { PERSIANS = 0, LYDIANS = 1 };

/* Persian non-Chariot units north of the stream (coded north: docs/rules-as-coded.md [5.9]),
 * with Chariots and a leader north that never count. */
static ps_game *thymbra(int e_holder, bool persians_a, int north)
{
    ps_game *g = fixture_empty("thymbra");
    if (e_holder >= 0)
        place(g, e_holder, e_holder == PERSIANS ? "SD" : "MS", 2220);
    if (persians_a)
        place(g, PERSIANS, "AX", 3423);
    place_n(g, PERSIANS, "HB", 1010, north, NULL);
    place_n(g, PERSIANS, "CH", 1210, 3, NULL);
    place(g, PERSIANS, "L1", 1211);
    place_n(g, PERSIANS, "MS", 1530, 6, NULL); /* south: where they began */
    place(g, LYDIANS, "MS", 1805);
    finish(g);
    return g;
}

TEST(victory_thymbra, "[Thymbra 5.9]: A and E; E and fewer than five non-Chariots north")
{
    ps_game *g = thymbra(PERSIANS, true, 0);
    check_result(g, PERSIANS, 1);
    CHECK_STR(report_line(g, "Persians"), "Persians: conditions met");
    CHECK_STR(report_line(g, "  control of A"), "  control of A (3423): the Persians");
    ps_game_free(g);

    g = thymbra(LYDIANS, true, 4);
    check_result(g, LYDIANS, 1);
    CHECK_STR(report_of(g),
              "game over: Game-Turn 20 of 20\n"
              "result: the Lydians win a Marginal Victory\n"
              "level: Marginal: the least for a win [11.24] (Victory Points 0 to 0, not more "
              "than 1 to 1)\n"
              "Persians: conditions not met\n"
              "  printed: The Persians must control hexes \"A\" and \"E\" by the end of "
              "Game-Turn Twenty.\n"
              "  control of A (3423): the Persians\n"
              "  control of E (2220): the Lydians\n"
              "Lydians: conditions met\n"
              "  printed: The Lydians must prevent the Persians from having five or more "
              "non-Chariot units south of the stream, and must control hex \"E\" by the end "
              "of Game-Turn Twenty. [MIRRORED: played NORTH: the Persians start wholly south "
              "of the stream on this map. See rules-as-coded 5.9.]\n"
              "  non-Chariot units of the Persians north of the stream: 4 (must be fewer "
              "than 5)\n"
              "  control of E (2220): the Lydians\n"
              "Victory Points [11.2]: Persians 0, Lydians 0\n");
    ps_game_free(g);

    g = thymbra(LYDIANS, false, 5); /* the Lydians hold E but five Persians crossed */
    check_result(g, -1, 0);
    CHECK_STR(report_line(g, "result"), "result: draw, neither side's conditions are met");
    CHECK_STR(report_line(g, "  non-Chariot"),
              "  non-Chariot units of the Persians north of the stream: 5 (must be fewer "
              "than 5)");
    ps_game_free(g);

    g = thymbra(-1, true, 0); /* nobody has E */
    check_result(g, -1, 0);
    ps_game_free(g);
}

/* ---- losses: Babylon [5.2], Kadesh [5.4] ---- */

enum { HITTITES = 0, BABYLONIANS = 1 };

TEST(victory_babylon, "[Babylon 5.2]: twice as many Babylonian units lost, and at least 12")
{
    ps_game *g = fixture_empty("babylon");
    lose_n(g, BABYLONIANS, "MI", 1005, 11);
    flee(g, place(g, BABYLONIANS, "MI", 1006)); /* [13.0] fled off the map: lost */
    lose_n(g, BABYLONIANS, "CH", 1105, 3);      /* [11.25] Class D: not counted */
    lose_n(g, BABYLONIANS, "L6", 1205, 1);      /* [11.25] Class E: not counted */
    lose_n(g, HITTITES, "MS", 2005, 6);
    lose_n(g, HITTITES, "CH", 2105, 4);
    place(g, HITTITES, "AX", 2010);
    place(g, BABYLONIANS, "MI", 1010);
    finish(g);
    /* VP: Hittites 12 x 1 + 3 x 1 + 1 = 16; Babylonians 6 x 2 + 4 x 1 = 16. */
    check_result(g, HITTITES, 1);
    CHECK_STR(report_of(g),
              "game over: Game-Turn 15 of 15\n"
              "result: the Hittites win a Marginal Victory\n"
              "level: Marginal: the least for a win [11.24] (Victory Points 16 to 16, not more "
              "than 1 to 1)\n"
              "Hittites: conditions met\n"
              "  printed: The Hittites must eliminate twice as many Babylonian units as they "
              "themselves lose by the end of Game-Turn Fifteen, with a minimum of twelve "
              "Babylonian units being eliminated.\n"
              "  units lost by the Babylonians: 12 (must be at least 2 x 6 lost by the "
              "Hittites = 12, and at least 12)\n"
              "Babylonians: conditions not met\n"
              "  printed: The Babylonians must prevent these conditions.\n"
              "  the Hittites' conditions: met\n"
              "Victory Points [11.2]: Hittites 16, Babylonians 16\n");
    ps_game_free(g);

    g = fixture_empty("babylon"); /* one Hittite loss too many */
    lose_n(g, BABYLONIANS, "MI", 1005, 12);
    lose_n(g, HITTITES, "AX", 2005, 7);
    finish(g);
    check_result(g, BABYLONIANS, 1);
    CHECK_STR(report_line(g, "  units"),
              "  units lost by the Babylonians: 12 (must be at least 2 x 7 lost by the "
              "Hittites = 14, and at least 12)");
    ps_game_free(g);

    g = fixture_empty("babylon"); /* below the minimum of twelve */
    lose_n(g, BABYLONIANS, "MS", 1005, 11);
    finish(g);
    check_result(g, BABYLONIANS, 1);
    CHECK_STR(report_line(g, "  units"),
              "  units lost by the Babylonians: 11 (must be at least 2 x 0 lost by the "
              "Hittites = 0, and at least 12)");
    ps_game_free(g);
}

TEST(victory_kadesh, "[Kadesh 5.4]: 25 or more Egyptian units destroyed, 15 or fewer lost")
{
    enum { HIT = 0, EGY = 1 };
    ps_game *g = fixture_empty("kadesh");
    lose_n(g, EGY, "MS", 1005, 25);
    lose_n(g, EGY, "CH", 1105, 5);
    lose_n(g, HIT, "AX", 2005, 15);
    lose_n(g, HIT, "L3", 2105, 1);
    finish(g);
    /* VP: Hittites 25 x 2 + 5 = 55; Egyptians 15 x 2 + 1 = 31. */
    check_result(g, HIT, 1);
    CHECK_STR(report_line(g, "  units"),
              "  units lost by the Egyptians: 25 (must be at least 25); by the Hittites: 15 "
              "(must be at most 15)");
    CHECK_STR(report_line(g, "level"),
              "level: Marginal: Victory Points 55 to 31 are more than 1 to 1, less than 2 to 1 "
              "[11.21]");
    CHECK_STR(report_line(g, "  the"), "  the Hittites' conditions: met");
    ps_game_free(g);

    g = fixture_empty("kadesh");
    lose_n(g, EGY, "MS", 1005, 25);
    lose_n(g, HIT, "AX", 2005, 16);
    finish(g);
    check_result(g, EGY, 1);
    CHECK_STR(report_line(g, "  units"),
              "  units lost by the Egyptians: 25 (must be at least 25); by the Hittites: 16 "
              "(must be at most 15)");
    ps_game_free(g);

    g = fixture_empty("kadesh");
    lose_n(g, EGY, "MS", 1005, 24);
    finish(g);
    check_result(g, EGY, 1);
    CHECK_STR(report_line(g, "Egyptians"), "Egyptians: conditions met");
    ps_game_free(g);
}

/* ---- exits [11.4]: Armageddon [6.2], Lake Regillus [6.3] ---- */

TEST(victory_armageddon, "[Armageddon 6.2]: 15 non-Chariots off within 5 hexes of the SW corner")
{
    enum { EGY = 0, JUD = 1 };
    ps_game *g = fixture_empty("armageddon");
    exit_n(g, EGY, "MS", 130, 4); /* west edge, 5 from the corner hex 0135 */
    exit_n(g, EGY, "AX", 135, 5); /* the corner */
    exit_n(g, EGY, "SK", 635, 5); /* south edge, 5 from the corner */
    exit_n(g, EGY, "CH", 335, 4); /* [11.25] Chariots never count */
    exit_n(g, EGY, "L3", 335, 1);
    exit_n(g, EGY, "MS", 735, 1); /* 6 from the corner */
    exit_n(g, EGY, "MS", 129, 1); /* 6 from the corner */
    int fled = place(g, EGY, "AX", 235);
    flee(g, fled);                 /* [13.0] a loss, not an exit */
    place(g, JUD, "MI", 1010);
    finish(g);
    check_result(g, JUD, 3);
    CHECK_STR(report_of(g),
              "game over: Game-Turn 10 of 10\n"
              "the Egyptians have no units left on the map and none to come\n"
              "result: the Judeans win a Decisive Victory\n"
              "level: Decisive: Victory Points 2 to 0 are 3 to 1 or better [11.23]\n"
              "Egyptians: conditions not met\n"
              "  printed: The Egyptians must get 15 non-Chariot units, or more, off the "
              "mapsheet within five hexes of the Southwest corner by the end of Game-Turn "
              "Ten.\n"
              "  non-Chariot units of the Egyptians off the map from the S or W edge within 5 "
              "hexes of 0135: 14 (must be at least 15); 2 more left elsewhere\n"
              "Judeans: conditions met\n"
              "  printed: The Judeans must prevent this condition.\n"
              "  the Egyptians' conditions: not met\n"
              "Victory Points [11.2]: Egyptians 0, Judeans 2\n");
    ps_game_free(g);

    g = fixture_empty("armageddon");
    exit_n(g, EGY, "MS", 130, 4);
    exit_n(g, EGY, "AX", 135, 5);
    exit_n(g, EGY, "SK", 635, 5);
    exit_n(g, EGY, "IB", 435, 1);
    place(g, EGY, "AX", 1010);
    place(g, JUD, "MI", 1020);
    finish(g);
    check_result(g, EGY, 1);
    CHECK_STR(report_line(g, "  non-Chariot"),
              "  non-Chariot units of the Egyptians off the map from the S or W edge within 5 "
              "hexes of 0135: 15 (must be at least 15)");
    CHECK_STR(report_line(g, "  the"), "  the Egyptians' conditions: met");
    ps_game_free(g);
}

TEST(victory_lake_regillus, "[Lake Regillus 6.3]: 20 Etruscan units off the south edge")
{
    enum { ROM = 0, ETR = 1 };
    ps_game *g = fixture_empty("lake-regillus");
    exit_n(g, ETR, "MI", 1035, 10);
    exit_n(g, ETR, "MC", 3735, 9); /* the SE corner hex is on the south edge */
    exit_n(g, ETR, "L4", 1235, 3); /* [11.25] leaders never count */
    exit_n(g, ETR, "MS", 120, 1); /* west edge */
    place(g, ETR, "MS", 1030);
    place(g, ROM, "MI", 1020);
    finish(g);
    check_result(g, ROM, 1);
    CHECK_STR(report_line(g, "  units"),
              "  units of the Etruscans off the map from the S edge: 19 (must be at least "
              "20); 1 more left elsewhere");
    CHECK_STR(report_line(g, "  the"), "  the Etruscans' conditions: not met");
    ps_game_free(g);

    g = fixture_empty("lake-regillus");
    exit_n(g, ETR, "MI", 135, 20);
    place(g, ETR, "MS", 1030);
    place(g, ROM, "MI", 1020);
    finish(g);
    check_result(g, ETR, 1);
    CHECK_STR(report_line(g, "Etruscans"), "Etruscans: conditions met");
    ps_game_free(g);
}

/* ---- The Aequi [6.4]: the line G-J ---- */

static const int aequi_line[8] = {1619, 1519, 1419, 1319, 1219, 1119, 1019, 919};

TEST(victory_aequi, "[The Aequi 6.4]: the Romans must hold all eight hexes from G to J")
{
    enum { AEQ = 0, ROM = 1 };
    ps_game *g = fixture_empty("aequi");
    for (int i = 0; i < 8; i++)
        if (i == 3)
            lose_n(g, ROM, "MS", aequi_line[i], 1); /* held as its last occupant [11.3] */
        else
            place(g, ROM, "AX", aequi_line[i]);
    place(g, AEQ, "MI", 1625);
    finish(g);
    check_result(g, ROM, 1);
    CHECK_STR(report_of(g),
              "game over: Game-Turn 10 of 10\n"
              "result: the Romans win a Marginal Victory\n"
              "level: Marginal: the least for a win [11.24] (Victory Points 0 to 2, not more "
              "than 1 to 1)\n"
              "Aequi: conditions not met\n"
              "  printed: The Aequi must prevent this.\n"
              "  the Romans' conditions: met\n"
              "Romans: conditions met\n"
              "  printed: The Romans must hold the line of eight hexes from hex \"G\" to hex "
              "\"J\" inclusive, by the end of Game-Turn Ten.\n"
              "  control of G (1619): the Romans\n"
              "  control of 1519: the Romans\n"
              "  control of 1419: the Romans\n"
              "  control of 1319: the Romans (last occupant [11.3])\n"
              "  control of 1219: the Romans\n"
              "  control of 1119: the Romans\n"
              "  control of 1019: the Romans\n"
              "  control of J (0919): the Romans\n"
              "Victory Points [11.2]: Aequi 2, Romans 0\n");
    ps_game_free(g);

    for (int variant = 0; variant < 2; variant++) {
        g = fixture_empty("aequi"); /* 1219 held by the Aequi, or never occupied */
        for (int i = 0; i < 8; i++)
            if (i != 4)
                place(g, ROM, "AX", aequi_line[i]);
        if (variant == 0)
            place(g, AEQ, "MI", 1219);
        else
            place(g, AEQ, "MI", 1625);
        finish(g);
        check_result(g, AEQ, 1);
        CHECK_STR(report_line(g, "  control of 1219"),
                  variant == 0 ? "  control of 1219: the Aequi"
                               : "  control of 1219: nobody (never occupied [11.3])");
        CHECK_STR(report_line(g, "  the"), "  the Romans' conditions: not met");
        ps_game_free(g);
    }
}

/* ---- the game ends early ---- */

TEST(victory_early_end_decided, "[11.0] a side with nothing left on the map, losing: game over")
{
    ps_game *g = fixture_empty("rome");
    lose_n(g, SABINES, "AX", 1228, 3);
    place(g, ROMANS, "MI", 2828);
    end_turn(g, 3);
    check_result(g, ROMANS, 3); /* 6 VP to none */
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.turn, 3);
    CHECK_STR(ps_game_events(g), "game over after Game-Turn 3\n");
    CHECK_STR(report_line(g, "game"), "game over: Game-Turn 3 of 10");
    CHECK_STR(report_line(g, "the"),
              "the Sabines have no units left on the map and none to come");
    ps_game_free(g);
}

TEST(victory_early_end_play_on, "[11.0] the side left plays on while its enemy would win now")
{
    /* Rome: no Sabines left, but D is theirs until a Roman takes it. */
    ps_game *g = fixture_empty("rome");
    lose_n(g, SABINES, "AX", 2828, 1);
    place(g, ROMANS, "MI", 2827);
    end_turn(g, 3);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(!st.over);
    CHECK_INT(st.turn, 4);
    ps_game_free(g);

    /* Armageddon: the Judeans are gone, the Egyptians still have units to get off. */
    g = fixture_empty("armageddon");
    exit_n(g, 0, "MS", 135, 10);
    place_n(g, 0, "AX", 1030, 5, NULL);
    lose_n(g, 1, "MI", 1010, 2);
    end_turn(g, 5);
    ps_game_status(g, &st);
    CHECK(!st.over);
    ps_game_free(g);
}

TEST(victory_early_end_frozen, "[11.0] nothing can change any more: game over, even for the gone")
{
    /* Lake Regillus: every Etruscan left by the south edge [11.41]; the Romans cannot undo it. */
    ps_game *g = fixture_empty("lake-regillus");
    exit_n(g, 1, "MC", 1835, 20);
    place(g, 0, "MI", 1020);
    end_turn(g, 6);
    check_result(g, 1, 1);
    CHECK_STR(report_line(g, "the"),
              "the Etruscans have no units left on the map and none to come");
    ps_game_free(g);
}

TEST(victory_early_end_entering, "[11.0] units still to enter keep a side in the game (Tabal)")
{
    /* The Cimmerians set up around E; the Assyrians may enter from the south edge in Game-Turn
     * 1 only, and here let that Player-Turn pass.  With seed 3 a Cimmerian stands on E, with
     * seed 1 none does. */
    static const struct {
        uint64_t seed;
        bool over;
    } cases[] = {{3, true}, {1, false}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ps_game *g = fixture_deployed("tabal", cases[i].seed);
        ps_status_info st;
        ps_game_status(g, &st);
        for (int k = 0; k < 20 && st.phasing_side == 0 && !st.over; k++, ps_game_status(g, &st))
            PLAY(g, "end");
        CHECK(!st.over); /* the Assyrians are still to come */
        CHECK_INT(st.turn, 1);
        for (int k = 0; k < 20 && st.phasing_side == 1 && !st.over; k++, ps_game_status(g, &st))
            PLAY(g, "end");
        ps_hex_info hex;
        CHECK_INT(ps_game_hex(g, 2220, &hex), PS_OK);
        CHECK_INT(hex.control, cases[i].over ? 0 : -1);
        CHECK_INT(st.over, cases[i].over);
        if (cases[i].over) {
            check_result(g, 0, 1);
            CHECK_STR(report_line(g, "game"), "game over: Game-Turn 1 of 15");
            CHECK_STR(report_line(g, "the"),
                      "the Assyrians have no units left on the map and none to come");
        } else {
            CHECK_INT(st.turn, 2); /* the Cimmerians must still take E */
        }
        ps_game_free(g);
    }
}

/* ---- Tactical Concession [15.0] ---- */

TEST(victory_concession_rome, "[15.0] Tactical Concession \"at any time, in any scenario\": "
                              "Rome, which forbids \"any Optional Rules\", allows option "
                              "concession and no other")
{
    ps_game *g = fixture_empty("rome");
    place(g, ROMANS, "MI", 2828);
    place(g, SABINES, "MI", 1010);
    CHECK_INT(ps_game_set_option(g, PS_OPT_PANIC, true), PS_EILLEGAL);
    CHECK(strstr(ps_game_error(g), "do not use any Optional Rules") != NULL);
    CHECK_INT(ps_game_play_text(g, "concede"), PS_EILLEGAL);
    CHECK_INT(ps_game_set_option(g, PS_OPT_CONCESSION, true), PS_OK);
    PLAY(g, "concede");
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(st.over);
    CHECK_INT(g->st.conceded, g->st.to_act + 1);
    ps_game_free(g);
}

TEST(victory_concession, "[15.1] the conceding side cannot win; at least a Substantive Victory")
{
    ps_game *g = fixture_empty("thymbra");
    place(g, PERSIANS, "SD", 2220); /* the Persians hold A and E: their conditions hold */
    place(g, PERSIANS, "AX", 3423);
    place(g, LYDIANS, "MS", 1805);
    CHECK_INT(ps_game_play_text(g, "concede"), PS_EILLEGAL);
    CHECK_STR(ps_game_error(g), "[15.0] Tactical Concession is an optional rule not in play "
                                "(option concession)");
    CHECK_INT(ps_game_set_option(g, PS_OPT_CONCESSION, true), PS_OK);
    uint64_t before = ps_game_hash(g);
    PLAY(g, "concede"); /* the Persians are to act */
    CHECK(ps_game_hash(g) != before);
    check_result(g, LYDIANS, 2);
    CHECK_STR(ps_game_events(g),
              "the Persians concede [15.0]: the Lydians win at least a Substantive Victory "
              "[15.1]\n"
              "game over in Game-Turn 1: with no road to leave by, the concession is complete "
              "[15.2]\n");
    CHECK_STR(report_of(g),
              "game over: Game-Turn 1 of 20\n"
              "the Persians conceded [15.0]\n"
              "result: the Lydians win a Substantive Victory\n"
              "level: Substantive: the Persians conceded, so at least Substantive [15.1] "
              "(Victory Points 0 to 0)\n"
              "Persians (conceded): conditions met\n"
              "  printed: The Persians must control hexes \"A\" and \"E\" by the end of "
              "Game-Turn Twenty.\n"
              "  control of A (3423): the Persians\n"
              "  control of E (2220): the Persians\n"
              "Lydians: conditions not met\n"
              "  printed: The Lydians must prevent the Persians from having five or more "
              "non-Chariot units south of the stream, and must control hex \"E\" by the end "
              "of Game-Turn Twenty. [MIRRORED: played NORTH: the Persians start wholly south "
              "of the stream on this map. See rules-as-coded 5.9.]\n"
              "  non-Chariot units of the Persians north of the stream: 1 (must be fewer "
              "than 5)\n"
              "  control of E (2220): the Persians\n"
              "Victory Points [11.2]: Persians 0, Lydians 0\n");
    CHECK_INT(ps_game_play_text(g, "concede"), PS_ESTATE);
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK(ps_game_hash(g) == before);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(!st.over);
    ps_game_free(g);
}

TEST(victory_concession_level, "[15.1] a higher level by Victory Points stands after a concession")
{
    ps_game *g = fixture_empty("thymbra");
    lose_n(g, PERSIANS, "MS", 1005, 6); /* 12 VP to the Lydians */
    lose_n(g, LYDIANS, "MI", 1805, 4);  /* 4 VP to the Persians */
    place(g, LYDIANS, "MS", 1806);
    CHECK_INT(ps_game_set_option(g, PS_OPT_CONCESSION, true), PS_OK);
    /* The Lydians are the side to act in the Persians' Player-Turn's Defensive Fire. */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_DEFENSIVE_FIRE, PERSIANS, 4), PS_OK);
    PLAY(g, "concede");
    check_result(g, PERSIANS, 2); /* 4 to 12 would give nothing */
    ps_game_free(g);

    g = fixture_empty("thymbra");
    lose_n(g, PERSIANS, "MS", 1005, 6);
    place(g, LYDIANS, "MS", 1806);
    CHECK_INT(ps_game_set_option(g, PS_OPT_CONCESSION, true), PS_OK);
    PLAY(g, "concede"); /* the Persians concede with 0 VP to 12 */
    check_result(g, LYDIANS, 3);
    CHECK_STR(report_line(g, "level"),
              "level: Decisive: Victory Points 12 to 0 are 3 to 1 or better [11.23]");
    ps_game_free(g);
}

TEST(victory_concede_notation, "[15.0] the action \"concede\" takes no arguments")
{
    ps_action a;
    char err[PS_ERR_MAX], text[PS_ACTION_TEXT_MAX];
    CHECK_INT(ps_action_parse("concede", &a, err, sizeof err), PS_OK);
    CHECK_INT(a.kind, PS_ACT_CONCEDE);
    ps_action_format(&a, text, sizeof text);
    CHECK_STR(text, "concede");
    CHECK_INT(ps_action_parse("concede 3", &a, err, sizeof err), PS_EINVAL);
    CHECK_STR(err, "'concede' takes 0 arguments");
}

/* ---- state and report size ---- */

TEST(victory_hash_exit_hex, "[11.4] where a unit left the map is part of the state hash")
{
    ps_game *g = fixture_empty("armageddon");
    int u = place(g, 0, "MS", 135);
    leave(g, u);
    uint64_t h = ps_game_hash(g);
    g->st.units[u].exit_hex = map_id(7, 35);
    CHECK(ps_game_hash(g) != h);
    g->st.units[u].exit_hex = map_id(1, 35);
    CHECK(ps_game_hash(g) == h);
    g->st.units[u].flags |= UF_FLED;
    CHECK(ps_game_hash(g) != h);
    ps_game_free(g);
}

TEST(victory_report_size, "[11.0] every scenario's longest report fits the CLI's 1024 bytes")
{
    /* The longest lines there can be: every objective hex empty and last occupied [11.3],
     * both sides gone, three-digit Victory Points; with and without a concession. */
    for (int i = 0; i < ps_data_scenario_count(fixture_data()); i++)
        for (int concede = 0; concede < 2; concede++) {
            ps_game *g = fixture_empty(ps_data_scenario_id(fixture_data(), i));
            if (concede && ps_game_set_option(g, PS_OPT_CONCESSION, true) != PS_OK) {
                ps_game_free(g);
                continue;
            }
            for (int s = 0; s < 2; s++)
                for (int c = 0; c < g->scen.victory[s].nconds; c++)
                    for (int k = 0; k < g->scen.victory[s].conds[c].nhexes; k++)
                        g->st.control[g->scen.victory[s].conds[c].hexes[k]] = 1;
            g->st.vp[0] = 199;
            g->st.vp[1] = 999;
            if (concede)
                PLAY(g, "concede");
            else
                finish(g);
            size_t n = strlen(report_of(g));
            if (n >= 1024)
                fprintf(stderr, "  %s: %zu bytes\n", ps_game_scenario_id(g), n);
            CHECK(n < 1024);
            ps_game_free(g);
        }
}

TEST(victory_report_in_progress, "[11.0] while the game goes on the report says only where it is")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_STR(report_of(g), "game in progress: Game-Turn 1 of 15\n");
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.winner, -1);
    CHECK_INT(st.level, 0);
    ps_game_free(g);
}
