/* ps_game_play_sample plays a move drawn from the movement search without checking it again:
 * the plan it keeps must be the one the check would make.  Two copies of each random game are
 * played in step, one by ai_random_play (drawn and played), one by ai_random_choose and
 * ps_game_play (checked), and after every action both have played the same action, written
 * the same events (the path, the MP spent and held, the one-hex move [5.15], the fire zone
 * that stopped it [6.41], the stream that halted a chariot [C1.5], the exit [11.42]) and
 * reached the same position.  A fixed position plays every exit both ways; nothing is played
 * for a unit with no action or a pick out of range; drawing leaves the last refusal as it was. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"
#include "movetest.h"

enum { PLAY_SAMPLE_MAX = 4096 };

struct seen {
    long actions, moves, zoc_stops, one_hex, entered, exits, halted;
};

static void count_events(const char *ev, struct seen *s)
{
    s->zoc_stops += strstr(ev, "stops next to enemy fire unit") != NULL;
    s->one_hex += strstr(ev, "one-hex move [5.15]") != NULL;
    s->entered += strstr(ev, "enters the map") != NULL;
    s->exits += strstr(ev, "leaves the map from") != NULL;
    s->halted += strstr(ev, "stops in stream hex") != NULL;
}

static void play_in_step(const char *scenario, uint64_t seed, struct seen *s)
{
    ps_game *drawn = NULL, *checked = NULL;
    char err[256];
    CHECK_INT(ps_game_new(fixture_data(), scenario, seed, &drawn, err, sizeof err), PS_OK);
    CHECK_INT(ps_game_new(fixture_data(), scenario, seed, &checked, err, sizeof err), PS_OK);
    ps_action *buf = malloc(2 * PLAY_SAMPLE_MAX * sizeof *buf);
    if (!drawn || !checked || !buf)
        goto done;
    ps_game_keep_history(drawn, false);
    ps_game_keep_history(checked, false);
    ai_rng rd, rc;
    ai_rng_seed(&rd, seed * 31u);
    ai_rng_seed(&rc, seed * 31u);
    for (long step = 0; step < 20000; step++) {
        ps_status_info st;
        ps_game_status(drawn, &st);
        if (st.over)
            break;
        if (st.phase == PS_PHASE_DEPLOY) {
            CHECK_INT(ps_game_auto_deploy(drawn), PS_OK);
            CHECK_INT(ps_game_auto_deploy(checked), PS_OK);
        } else {
            ps_action a, b;
            CHECK_INT(ai_random_play(drawn, &rd, buf, PLAY_SAMPLE_MAX, &a), PS_OK);
            CHECK_INT(ai_random_choose(checked, &rc, buf + PLAY_SAMPLE_MAX, PLAY_SAMPLE_MAX, &b),
                      PS_OK);
            CHECK_INT(ps_game_play(checked, &b), PS_OK);
            CHECK(fixture_same_action(&a, &b));
            s->moves += a.kind == PS_ACT_MOVE || a.kind == PS_ACT_EXIT;
        }
        s->actions++;
        CHECK_STR(ps_game_events(drawn), ps_game_events(checked));
        count_events(ps_game_events(drawn), s);
        if (ps_game_hash(drawn) != ps_game_hash(checked)) {
            CHECK(ps_game_hash(drawn) == ps_game_hash(checked));
            break;
        }
    }
    CHECK(ps_game_hash(drawn) == ps_game_hash(checked));
done:
    free(buf);
    ps_game_free(drawn);
    ps_game_free(checked);
}

TEST(play_sample_as_checked, "[5.1] [5.15] [6.41] [11.1] [11.42] [C1.5] a move played as "
                             "drawn leaves the game, and its events, as the checked play of "
                             "the same action, in random games")
{
    struct seen s = {0};
    play_in_step("kadesh", 3, &s);
    play_in_step("rome", 5, &s);
    play_in_step("armageddon", 7, &s);
    play_in_step("lake-regillus", 9, &s);
    play_in_step("qarqar", 11, &s);
    CHECK(s.moves > 3000);
    CHECK(s.zoc_stops > 20);
    CHECK(s.one_hex > 100);
    CHECK(s.entered > 50);
    CHECK(s.halted > 10);
}

static int pick_index(void *ctx, int n)
{
    (void)n;
    return *(const int *)ctx;
}

/* Every legal action of unit u played both ways, each on its own copy of g; returns how many
 * were exits [11.42]. */
static int every_index_both_ways(ps_game *g, int u)
{
    ps_action list[256];
    int n = ps_game_legal(g, u, list, 256), exits = 0;
    CHECK(n > 0 && n <= 256);
    for (int k = 0; k < n && k < 256; k++) {
        ps_game *drawn = ps_game_clone(g), *checked = ps_game_clone(g);
        ps_action a;
        CHECK_INT(ps_game_play_sample(drawn, u, pick_index, &k, &a), n);
        CHECK(fixture_same_action(&a, &list[k]));
        CHECK_INT(ps_game_play(checked, &list[k]), PS_OK);
        CHECK_STR(ps_game_events(drawn), ps_game_events(checked));
        CHECK(ps_game_hash(drawn) == ps_game_hash(checked));
        exits += a.kind == PS_ACT_EXIT;
        ps_game_free(drawn);
        ps_game_free(checked);
    }
    return exits;
}

TEST(play_sample_exits, "[11.41] [11.42] an exit drawn, along a path or from where the unit "
                        "stands, is played as the checked exit")
{
    ps_game *g = fixture_empty("lake-regillus");
    /* The Etruscans (side 1) must get units off the south edge. */
    PLACE(g, 1, "MS", 1033);
    PLACE(g, 1, "MS", 1435);
    PLACE(g, 1, "MS", 2034);
    PLACE(g, 1, "L3", 2034);
    PLACE(g, 0, "MS", 2010);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 1, 1);
    /* Unit 0 is out of command (half its MA [10.23]): moves only. */
    CHECK_INT(every_index_both_ways(g, 0), 0);
    CHECK_INT(every_index_both_ways(g, 1), 1); /* from where it stands, on the edge */
    CHECK_INT(every_index_both_ways(g, 2), 4);
    CHECK_INT(every_index_both_ways(g, 3), 16); /* the leader, with MP to go further */
    ps_game_free(g);
}

static int pick_out_of_range(void *ctx, int n)
{
    (void)ctx;
    return n;
}

static int pick_first(void *ctx, int n)
{
    (void)ctx;
    (void)n;
    return 0;
}

TEST(play_sample_refusals, "ps_game_play_sample plays nothing for a unit with no action or a "
                           "pick outside the count")
{
    ps_game *g = NULL;
    char err[256];
    CHECK_INT(ps_game_new(fixture_data(), "kadesh", 3, &g, err, sizeof err), PS_OK);
    if (!g)
        return;
    ps_status_info st;
    for (ps_game_status(g, &st); st.phase == PS_PHASE_DEPLOY; ps_game_status(g, &st))
        CHECK_INT(ps_game_auto_deploy(g), PS_OK);
    int units[1024];
    int n = ps_game_actors(g, units, 1024);
    CHECK(n > 0);
    uint64_t before = ps_game_hash(g);
    ps_action a;
    /* A unit of the side not to act has no action. */
    int other = -1;
    for (int u = 0; u < ps_game_unit_count(g) && other < 0; u++)
        if (!ps_game_may_act(g, u))
            other = u;
    CHECK(other >= 0);
    CHECK_INT(ps_game_play_sample(g, other, pick_first, NULL, &a), 0);
    CHECK(ps_game_hash(g) == before);
    CHECK_INT(ps_game_play_sample(g, units[0], pick_out_of_range, NULL, &a), -1);
    CHECK(ps_game_hash(g) == before);
    /* The first action of the first unit that may act, played. */
    int m = ps_game_play_sample(g, units[0], pick_first, NULL, &a);
    CHECK(m > 0);
    CHECK(ps_game_hash(g) != before);
    ps_game_free(g);
}

TEST(sample_keeps_the_refusal, "[11.1] drawing a unit's action leaves ps_game_error as the "
                               "last refusal wrote it, for every unit, one that may not enter "
                               "yet among them")
{
    ps_game *g = fixture_deployed("charchemish", 1);
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 2); /* the Egyptians entered on Game-Turn 1 only */
    char want[PS_ERR_MAX];
    CHECK(ps_game_play_text(g, "move 999 3706") != PS_OK);
    snprintf(want, sizeof want, "%s", ps_game_error(g));
    CHECK(strstr(want, "999") != NULL);
    int drawn = 0, late = 0;
    for (int u = 0; u < ps_game_unit_count(g); u++) {
        ps_action a;
        ps_unit_info info;
        late += ps_game_unit(g, u, &info) == PS_OK && info.waiting && info.side == 0;
        drawn += ps_game_legal_sample(g, u, pick_first, NULL, &a) > 0;
        CHECK_STR(ps_game_error(g), want);
    }
    CHECK_INT(drawn, 0); /* none may enter on Game-Turn 2: each was asked, and refused */
    CHECK(late > 50);
    ps_game_free(g);
}

TEST(random_game_as_chosen, "ai_random_game plays the game ai_random_choose and ps_game_play "
                            "play, action for action (it drops the other side's units before "
                            "drawing, and plays drawn moves unchecked)")
{
    static const char *const scenarios[] = {"kadesh", "qarqar", "cannae"};
    for (int i = 0; i < 3; i++) {
        ps_game *whole = NULL, *stepped = NULL;
        char err[256];
        const ps_data *d = i < 2 ? fixture_data() : fixture_px_data();
        CHECK_INT(ps_game_new(d, scenarios[i], 21u + (uint64_t)i, &whole, err, sizeof err), PS_OK);
        CHECK_INT(ps_game_new(d, scenarios[i], 21u + (uint64_t)i, &stepped, err, sizeof err),
                  PS_OK);
        ps_action *buf = malloc(PLAY_SAMPLE_MAX * sizeof *buf);
        if (!whole || !stepped || !buf) {
            free(buf);
            ps_game_free(whole);
            ps_game_free(stepped);
            return;
        }
        ps_game_keep_history(whole, false);
        ps_game_keep_history(stepped, false);
        ai_rng rw, rs;
        ai_rng_seed(&rw, 5u + (uint64_t)i);
        ai_rng_seed(&rs, 5u + (uint64_t)i);
        long played = ai_random_game(whole, &rw, buf, PLAY_SAMPLE_MAX, NULL), steps = 0;
        CHECK(played > 100);
        for (ps_status_info st; ps_game_status(stepped, &st), !st.over && steps < 20000; steps++) {
            ps_action a;
            if (st.phase == PS_PHASE_DEPLOY) {
                CHECK_INT(ps_game_auto_deploy(stepped), PS_OK);
                continue;
            }
            CHECK_INT(ai_random_choose(stepped, &rs, buf, PLAY_SAMPLE_MAX, &a), PS_OK);
            CHECK_INT(ps_game_play(stepped, &a), PS_OK);
        }
        CHECK_INT(steps, played);
        CHECK(ps_game_hash(whole) == ps_game_hash(stepped));
        free(buf);
        ps_game_free(whole);
        ps_game_free(stepped);
    }
}
