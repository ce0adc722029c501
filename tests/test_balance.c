/* Issue 16: selfplay's seeds, its worker threads' order, its result lines, and the balance
 * report's figures against tests/balance/small.jsonl, counted by hand:
 *   kadesh (2 games): Egyptians (first) win both, one Marginal, one Substantive;
 *   rome (6 games): Romans (first) win 3 (games 0, 3, 4), Sabines 2, 1 draw; level1 (A) wins
 *     4 and draws 1 (4.5 of 6); Romans' VP 4 8 10 15 20 25, Game-Turns 7 9 10 10 10 10;
 *   cannae (4 games): Carthaginians (first) win 2, Romans 1, 1 draw; A scores 1.5 of 4. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "check.h"
#include "cli/balance.h"
#include "cli/selfplay_line.h"
#include "cli/selfplay_pool.h"
#include "cli/wilson.h"

/* An interval in tenths of a percent, as the report prints it. */
static long tenths(double pct)
{
    return (long)(pct * 10 + 0.5);
}

TEST(wilson_interval_values, "[issue 16] Wilson 95% interval: 3 of 6, 0 of 2, 4.5 of 6, no games")
{
    double lo, hi;
    wilson_interval(3, 6, &lo, &hi);
    CHECK_INT(tenths(lo), 188);
    CHECK_INT(tenths(hi), 812);
    wilson_interval(0, 2, &lo, &hi);
    CHECK_INT(tenths(lo), 0);
    CHECK_INT(tenths(hi), 658);
    wilson_interval(4.5, 6, &lo, &hi);
    CHECK_INT(tenths(lo), 365);
    CHECK_INT(tenths(hi), 940);
    wilson_interval(0, 0, &lo, &hi);
    CHECK_INT(tenths(lo), 0);
    CHECK_INT(tenths(hi), 1000);
}

TEST(selfplay_seeds_by_index, "[issue 16] a game's seeds follow from its index alone")
{
    /* Different players: pairs of games share their dice, sides swapped. */
    CHECK_INT(sp_game_seed(0, true), 1);
    CHECK_INT(sp_game_seed(1, true), 1);
    CHECK_INT(sp_game_seed(7, true), 4);
    CHECK_INT(sp_player_seed(7, true, 0), 8);
    CHECK_INT(sp_player_seed(7, true, 1), 9);
    /* A player against itself: dice of its own for every game. */
    CHECK_INT(sp_game_seed(0, false), 1);
    CHECK_INT(sp_game_seed(1, false), 2);
    CHECK_INT(sp_game_seed(7, false), 8);
    CHECK_INT(sp_player_seed(7, false, 1), 17);
    CHECK_INT(sp_a_side(6), 0);
    CHECK_INT(sp_a_side(7), 1);
}

/* Later tasks finish first: the pool must still hand results on in the tasks' order. */
static int slow_first(long t, struct sp_result *out, void *ctx)
{
    (void)ctx;
    struct timespec ts = {0, (8 - t) * 3000000L};
    nanosleep(&ts, NULL);
    *out = (struct sp_result){.task = t, .game = t};
    return 0;
}

struct order {
    long seen[8];
    int n;
};

static void record(const struct sp_result *r, void *ctx)
{
    struct order *o = ctx;
    if (o->n < 8)
        o->seen[o->n] = r->task;
    o->n++;
}

static int fail_at_5(long t, struct sp_result *out, void *ctx)
{
    slow_first(t, out, ctx);
    out->status = t == 5;
    return t == 5;
}

TEST(selfplay_pool_order, "[issue 16] worker threads hand results on in order; a failure stops")
{
    long tasks[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    for (int jobs = 1; jobs <= 3; jobs++) {
        struct order o = {{0}, 0};
        struct sp_pool_ops ops = {slow_first, record, NULL};
        CHECK_INT(sp_pool_run(tasks, 8, jobs, &ops, &o), 0);
        CHECK_INT(o.n, 8);
        for (int i = 0; i < 8; i++)
            CHECK_INT(o.seen[i], i);
        struct order f = {{0}, 0};
        struct sp_pool_ops fops = {fail_at_5, record, NULL};
        CHECK_INT(sp_pool_run(tasks, 8, jobs, &fops, &f), 1);
        CHECK_INT(f.n, 5); /* 0..4, then the failure */
    }
}

TEST(selfplay_result_line, "[issue 16] one JSON line per game, keys in a fixed order")
{
    struct sp_result r = {.game = 3, .seed = 2, .player_seed = {4, 5}, .a_side = 1, .first = 0,
                          .winner = 1, .level = 2, .vp = {11, 20}, .turns = 9, .lost = {6, 2}};
    struct sp_line_info in = {"fbf589b3684dfd7f", "chariot", "rome", {"Romans", "Sabines"},
                              "level1", "random"};
    char *s = sp_result_line(&in, &r);
    CHECK_STR(s, "{\"engine\":\"" PS_VERSION_STRING "\",\"bench\":\"fbf589b3684dfd7f\","
                 "\"system\":\"chariot\",\"scenario\":\"rome\",\"game\":3,\"seed\":2,"
                 "\"sides\":[\"Romans\",\"Sabines\"],\"players\":[\"random\",\"level1\"],"
                 "\"player_seeds\":[4,5],\"a\":1,\"first\":0,\"winner\":1,\"level\":2,"
                 "\"vp\":[11,20],\"turns\":9,\"lost\":[6,2]}");
    struct bal_game g;
    char err[256];
    CHECK(bal_parse_line(s, &g, err, sizeof err));
    CHECK_STR(g.player[g.a], "level1");
    CHECK_INT(g.game, 3);
    CHECK_INT(g.vp[1], 20);
    CHECK_INT(g.lost[0], 6);
    free(s);
    CHECK(!bal_parse_line("{\"engine\":\"x\"}", &g, err, sizeof err));
    CHECK_STR(err, "not a selfplay result: Object item not found: bench");
}

TEST(balance_hand_counted, "[issue 16] the report's figures equal the hand count of small.jsonl")
{
    struct bal_set set = {0};
    struct bal_report rep = {0};
    char err[512];
    CHECK(bal_read_file(&set, "tests/balance/small.jsonl", err, sizeof err));
    CHECK_INT(set.n, 12);
    CHECK(bal_check_unique(&set, err, sizeof err));
    CHECK(bal_group_all(&set, &rep));
    CHECK_INT(rep.n, 3);
    if (rep.n == 3) {
        const struct bal_group *k = &rep.grp[0], *r = &rep.grp[1], *c = &rep.grp[2];
        CHECK_STR(k->any->scenario, "kadesh");
        CHECK_INT(k->games, 2);
        CHECK_INT(k->first_wins, 2);
        CHECK_INT(k->level[0][1], 1);
        CHECK_INT(k->level[0][2], 1);

        CHECK_STR(r->any->scenario, "rome");
        CHECK_STR(r->a, "level1");
        CHECK_STR(r->b, "random");
        CHECK_INT(r->games, 6);
        CHECK_INT(r->wins[0], 3);
        CHECK_INT(r->wins[1], 2);
        CHECK_INT(r->draws, 1);
        CHECK_INT(r->first, 0);
        CHECK_INT(r->first_wins, 3);
        CHECK_INT(r->a_score2, 9);
        CHECK_INT(r->level[0][2], 1);
        CHECK_INT(r->level[0][3], 2);
        CHECK_INT(r->level[1][1], 1);
        CHECK_INT(r->level[1][3], 1);
        CHECK_INT(bal_quantile(r->vp[0], 6, 1, 4), 8);
        CHECK_INT(bal_quantile(r->vp[0], 6, 1, 2), 10);
        CHECK_INT(bal_quantile(r->vp[0], 6, 3, 4), 20);
        CHECK_INT(r->vp[0][5], 25);
        CHECK_INT(bal_quantile(r->turns, 6, 1, 4), 9);
        CHECK_INT(r->turns[0], 7);

        CHECK_STR(c->any->scenario, "cannae");
        CHECK_INT(c->first, 1);
        CHECK_INT(c->first_wins, 2);
        CHECK_INT(c->wins[0], 1);
        CHECK_INT(c->draws, 1);
        CHECK_INT(c->a_score2, 3);
        CHECK_INT(bal_quantile(c->vp[1], 4, 3, 4), 18);
    }
    bal_report_free(&rep);
    bal_set_free(&set);
}
