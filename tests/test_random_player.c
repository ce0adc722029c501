/* The random player's choice (src/ai/random_player.c): uniform over the units of the side to
 * act that have a legal action and "end" when it is legal.  It is drawn without replacement
 * from the side's units in index order: a number below the units left (plus one for "end" until
 * "end" is found not legal), a unit with no legal action ruled out by moving the last unit
 * left into its place.  The tests replay the player's stream beside it, so they name the exact
 * choice each draw must give. */
#include <stdio.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"
#include "movetest.h"

enum { RP_LEGAL_MAX = 16384, RP_UNITS_MAX = 1024 };

static int pick_from(void *ctx, int n)
{
    return ai_rng_pick(ctx, n);
}

/* What the player must choose, worked out from a copy of its stream with ps_game_legal and
 * ps_game_check: the unit (or -1 for "end") its draws keep, with the stream as the choice must
 * leave it in *after (for a unit, after the numbers its action is drawn with by
 * ps_game_legal_sample, that action in *act) and the units and "end" drawn to find it in
 * *draws; -2 when neither the side's units nor "end" can act, -4 when a unit's draw and its
 * list disagree on whether it has an action. */
static int first_acceptable(ps_game *g, ai_rng r, ps_action *buf, ai_rng *after, int *draws,
                            ps_action *act)
{
    ps_status_info st;
    ps_game_status(g, &st);
    int left[RP_UNITS_MAX], n = 0;
    for (int u = 0; u < ps_game_unit_count(g) && u < RP_UNITS_MAX; u++) {
        ps_unit_info info;
        if (ps_game_unit(g, u, &info) == PS_OK && info.side == st.side_to_act)
            left[n++] = u;
    }
    ps_action end = {.kind = PS_ACT_END};
    bool end_open = true; /* "end" still drawn: not yet found not legal */
    *draws = 0;
    while (n > 0) {
        int k = ai_rng_pick(&r, end_open ? n + 1 : n);
        ++*draws;
        if (k == n) {
            if (ps_game_check(g, &end) == PS_OK) {
                *after = r;
                return -1;
            }
            end_open = false;
            continue;
        }
        /* The unit's action drawn as the player draws it (a draw may take numbers and still
         * find nothing: every move it drew taken out), and kept when the list has one. */
        int u = left[k];
        int listed = ps_game_legal(g, u, buf, RP_LEGAL_MAX);
        int drawn = ps_game_may_act(g, u) ? ps_game_legal_sample(g, u, pick_from, &r, act) : 0;
        if ((drawn > 0) != (listed > 0))
            return -4; /* the draw and the list disagree */
        if (drawn > 0) {
            *after = r;
            return u;
        }
        left[k] = left[--n];
    }
    return -2;
}

TEST(random_player_keeps_the_first_acceptable_draw,
     "[ai] the random player keeps the first draw that names a unit with a legal action or a "
     "legal \"end\", in every phase of random Kadesh games")
{
    static ps_action buf[RP_LEGAL_MAX];
    long compared = 0, ends = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        ps_game *g = fixture_deployed("kadesh", seed);
        ps_game_keep_history(g, false);
        ai_rng r;
        ai_rng_seed(&r, seed * 101);
        for (int step = 0; step < 600; step++) {
            ps_status_info st;
            ps_game_status(g, &st);
            if (st.over)
                break;
            ai_rng after = r;
            int draws = 0;
            ps_action act = {.kind = PS_ACT_END};
            int want = st.pending ? -3 : first_acceptable(g, r, buf, &after, &draws, &act);
            CHECK(want != -4);
            ps_action a;
            CHECK(ai_random_choose(g, &r, buf, RP_LEGAL_MAX, &a) == PS_OK);
            if (want >= -1) {
                if (!fixture_same_action(&a, &act))
                    fprintf(stderr, "  kadesh seed %llu step %d: not unit %d's drawn action\n",
                            (unsigned long long)seed, step, want);
                CHECK(fixture_same_action(&a, &act));
                CHECK(r.state == after.state);
                compared++;
                ends += want == -1;
            }
            CHECK(ps_game_play(g, &a) == PS_OK);
        }
        ps_game_free(g);
    }
    /* Enough choices of both kinds for the comparison to mean something. */
    CHECK(compared > 1000);
    CHECK(ends > 20);
}

TEST(random_player_asks_each_unit_once,
     "[ai] the random player rules out a unit with no action and does not draw it again: with "
     "one unit of twelve able to move, it or \"end\" is found within twelve draws")
{
    static ps_action buf[RP_LEGAL_MAX];
    /* Twelve units of side 0, eleven of them moved already (a unit moves once a Movement
     * Phase [4.2]); "end" of the phase is legal too, so a seed that draws it keeps it. */
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    for (int i = 0; i < 11; i++)
        PLACE(g, 0, "MS", (12 + 2 * (i % 4)) * 100 + 12 + 3 * (i / 4));
    PLACE(g, 1, "MS", 3030);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    for (int i = 0; i < 11; i++) {
        char move[40];
        snprintf(move, sizeof move, "move %d %d", i + 1,
                 (12 + 2 * (i % 4)) * 100 + 13 + 3 * (i / 4));
        PLAYI(g, move);
    }
    long units = 0, ends = 0, most = 0;
    for (uint64_t seed = 1; seed <= 400; seed++) {
        ai_rng r;
        ai_rng_seed(&r, seed);
        ai_rng after;
        int draws = 0;
        ps_action act = {.kind = PS_ACT_END};
        int want = first_acceptable(g, r, buf, &after, &draws, &act);
        ps_action a;
        CHECK(ai_random_choose(g, &r, buf, RP_LEGAL_MAX, &a) == PS_OK);
        CHECK(ps_game_check(g, &a) == PS_OK);
        CHECK(want == 0 || want == -1);
        CHECK(fixture_same_action(&a, &act));
        CHECK(r.state == after.state);
        CHECK(draws <= 12);
        units += want == 0;
        ends += want == -1;
        most = draws > most ? draws : most;
    }
    /* Uniform over the one unit and "end": both are drawn, and some seeds pass over all
     * eleven units that moved before finding one of them. */
    CHECK(units > 100 && ends > 100);
    CHECK_INT(most, 12);
    ps_game_free(g);
}

/* ai_rng_pick against the product it stands for, worked out in 32-bit halves (x * n / 2^64,
 * rounded down): every n from 1 to 1100 (the units of any scenario and "end"), along streams,
 * and at the stream's ends. */
TEST(random_player_pick_is_the_scaled_number,
     "[ai] ai_rng_pick(r, n) is the next number times n over 2^64, rounded down")
{
    long wrong = 0, asked = 0;
    for (int n = 1; n <= 1100; n++) {
        ai_rng a, b;
        ai_rng_seed(&a, (uint64_t)n * 31u);
        ai_rng_seed(&b, (uint64_t)n * 31u);
        for (int k = 0; k < 200; k++, asked++) {
            uint64_t x = ai_rng_next(&b);
            uint64_t lo = (x & 0xffffffffu) * (uint64_t)n, hi = (x >> 32) * (uint64_t)n;
            uint64_t want = (hi + (lo >> 32)) >> 32; /* the carry of lo into hi kept */
            int got = ai_rng_pick(&a, n);
            wrong += got != (int)want || got < 0 || got >= n;
        }
    }
    CHECK(asked > 200000);
    CHECK_INT(wrong, 0);
}
