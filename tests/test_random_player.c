/* The random player's choice (src/ai/random_player.c): uniform over the units of the side to
 * act that have a legal action and "end" when it is legal.  It is drawn by rejection: numbers
 * below the unit count plus one, the first kept that names "end" (legal) or a unit with a legal
 * action; when the tries run out, from the list of units that may act.  The tests replay the
 * player's stream beside it, so they name the exact choice each draw must give. */
#include <stdio.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"
#include "movetest.h"

enum { RP_LEGAL_MAX = 16384, RP_TRIES_PER_UNIT = 4 };

/* What the player must choose, worked out from a copy of its stream, drawn one try at a time:
 * the unit (or -1 for "end") named by the first acceptable draw, with the stream as the choice
 * must leave it in *after (that draw's, and for a unit the one number its action is drawn
 * with); -2 when the tries run out first. */
static int first_acceptable(ps_game *g, ai_rng r, ps_action *buf, ai_rng *after)
{
    int units = ps_game_unit_count(g);
    ps_action end = {.kind = PS_ACT_END};
    for (int tries = 0; tries < RP_TRIES_PER_UNIT * (units + 1); tries++) {
        int k = ai_rng_below(&r, units + 1);
        if (k == units ? ps_game_check(g, &end) == PS_OK
                       : ps_game_legal(g, k, buf, RP_LEGAL_MAX) > 0) {
            if (k < units)
                (void)ai_rng_next(&r);
            *after = r;
            return k == units ? -1 : k;
        }
    }
    return -2;
}

/* Whether a is "end" (unit -1) or among unit u's legal actions (a stack's move or an
 * embarkation may name another unit first). */
static bool chosen_for(ps_game *g, const ps_action *a, int u, ps_action *buf)
{
    if (u == -1)
        return a->kind == PS_ACT_END;
    int n = ps_game_legal(g, u, buf, RP_LEGAL_MAX);
    for (int i = 0; i < n && i < RP_LEGAL_MAX; i++)
        if (fixture_same_action(a, &buf[i]))
            return true;
    return false;
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
            int want = st.pending ? -3 : first_acceptable(g, r, buf, &after);
            ps_action a;
            CHECK(ai_random_choose(g, &r, buf, RP_LEGAL_MAX, &a) == PS_OK);
            if (want >= -1) {
                if (!chosen_for(g, &a, want, buf))
                    fprintf(stderr, "  kadesh seed %llu step %d: not unit %d's action\n",
                            (unsigned long long)seed, step, want);
                CHECK(chosen_for(g, &a, want, buf));
                /* The tries are worked out a few at a time: the stream moves on by those
                 * used alone. */
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

TEST(random_player_list_when_the_tries_run_out,
     "[ai] when no draw is kept within the tries, the random player draws from the list of "
     "units that may act: still a unit with a legal action")
{
    static ps_action buf[RP_LEGAL_MAX];
    /* One Egyptian to move among many Hittites: a try names him or "end" about once in 20. */
    ps_game *g = fixture_empty("kadesh");
    PLACE(g, 0, "MS", 1010);
    for (int i = 0; i < 38; i++)
        PLACE(g, 1, "MS", (25 + i % 13) * 100 + 20 + i / 13);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 1);
    long ran_out = 0;
    for (uint64_t seed = 1; seed <= 400; seed++) {
        ai_rng r;
        ai_rng_seed(&r, seed);
        ai_rng after;
        int want = first_acceptable(g, r, buf, &after);
        ps_action a;
        CHECK(ai_random_choose(g, &r, buf, RP_LEGAL_MAX, &a) == PS_OK);
        CHECK(ps_game_check(g, &a) == PS_OK);
        if (want == -2) {
            ran_out++;
            CHECK(chosen_for(g, &a, 0, buf) || chosen_for(g, &a, -1, buf));
        } else {
            CHECK(chosen_for(g, &a, want, buf));
        }
    }
    /* The seeds include some whose tries all miss (about 1 in 60 here). */
    CHECK(ran_out > 0);
    ps_game_free(g);
}

/* ai_rng_reduce against the division it stands for: every n from 1 to 1100 (the units of any
 * scenario and "end"), at the numbers where a multiply's quotient could be one too many (next
 * to each multiple of n at the top of the range, and the largest), and along streams. */
TEST(random_player_reduce_is_the_remainder,
     "[ai] the remainder by a multiply gives x % n for every n the random player draws below")
{
    long wrong = 0, asked = 0;
    for (int n = 1; n <= 1100; n++) {
        ai_rng_range q = ai_rng_range_of(n);
        uint64_t top = UINT64_MAX - UINT64_MAX % (uint64_t)n; /* the largest multiple of n */
        uint64_t edge[] = {0, 1, (uint64_t)n - 1, (uint64_t)n, (uint64_t)n + 1, top - 1, top,
                           top == UINT64_MAX ? top : top + 1, UINT64_MAX, UINT64_MAX - 1,
                           UINT64_MAX / 2, (UINT64_MAX / 2) + 1};
        for (size_t i = 0; i < sizeof edge / sizeof edge[0]; i++, asked++)
            wrong += ai_rng_reduce(edge[i], &q) != (int)(edge[i] % (uint64_t)n);
        ai_rng a, b;
        ai_rng_seed(&a, (uint64_t)n * 31u);
        ai_rng_seed(&b, (uint64_t)n * 31u);
        for (int k = 0; k < 200; k++, asked++)
            wrong += ai_rng_reduce(ai_rng_next(&a), &q) != ai_rng_below(&b, n);
    }
    CHECK(asked > 200000);
    CHECK_INT(wrong, 0);
}
