/* ps_game_legal_sample draws uniformly over the actions ps_game_legal lists: random games of
 * Chariot scenarios (moves, entering units [11.1], exits [11.4], the Chariot Phase's embarking
 * and debarking [C1.0], fire [6.0], melee [7.0], combat decisions, facing [16.0], the
 * simultaneous sequence [19.0]) and of Phalanx, every unit of the side checked at every first
 * index every few actions.  A first pick that the sampler keeps gives one of the listed
 * actions, and the first picks it keeps give each listed action once; a first pick that lands
 * on a move the stack may not end [5.3], [5.4], [C1.9] is taken out of the draw and the draw
 * made again, among one fewer.  When no move is taken out, index k gives the k-th listed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

enum { SAMPLE_MAX = 16384 };

struct fixed_pick {
    int want;  /* the index to answer first (then 0) */
    int first; /* the count of the first pick; -1 if pick was not called */
    int calls;
};

static int pick_fixed(void *ctx, int n)
{
    struct fixed_pick *p = ctx;
    if (p->calls++ == 0)
        p->first = n;
    return p->calls == 1 ? p->want : 0;
}

static struct {
    long compared, differ, refused, kinds[PS_ACT_KIND_COUNT], entering, chariot_phase;
    int step, every;
    ps_action *list;
    bool *kept; /* SAMPLE_MAX: the listed actions a first pick gave */
} t;

/* The index in t.list (n of them) of an action like a; -1 when it is not listed. */
static int listed_at(const ps_action *a, int n)
{
    for (int i = 0; i < n; i++)
        if (fixture_same_action(a, &t.list[i]))
            return i;
    return -1;
}

static void check_unit(ps_game *g, int u)
{
    int n = ps_game_legal(g, u, t.list, SAMPLE_MAX);
    if (n > SAMPLE_MAX)
        return;
    ps_unit_info info;
    bool waiting = ps_game_unit(g, u, &info) == PS_OK && info.waiting;
    ps_status_info st;
    ps_game_status(g, &st);
    ps_action a;
    struct fixed_pick p = {0, -1, 0};
    int m = ps_game_legal_sample(g, u, pick_fixed, &p, &a);
    if (n == 0) { /* none: every candidate taken out, or pick not called */
        t.differ += m != 0;
        t.refused += p.first > 0 ? p.first : 0;
        return;
    }
    int first = p.first;
    t.differ += first < n || m <= 0;
    memset(t.kept, 0, (size_t)n * sizeof t.kept[0]);
    int kept = 0;
    for (int k = 0; k < first; k++) {
        p = (struct fixed_pick){k, -1, 0};
        memset(&a, 0, sizeof a);
        m = ps_game_legal_sample(g, u, pick_fixed, &p, &a);
        int at = listed_at(&a, n);
        t.differ += m <= 0 || at < 0 || p.first != first;
        if (at < 0)
            continue;
        if (first == n) /* nothing taken out: each pick kept at once */
            t.differ += p.calls != 1;
        if (p.calls == 1) { /* kept at once: each listed action once */
            t.differ += t.kept[at];
            t.kept[at] = true;
            kept++;
        }
        t.compared++;
        t.kinds[a.kind]++;
        t.entering += waiting && a.kind == PS_ACT_MOVE;
        t.chariot_phase += st.phase == PS_PHASE_CHARIOT;
    }
    t.differ += kept != n;
    t.refused += first - kept;
}

static ps_status after_action(ps_game *g)
{
    if (++t.step % t.every)
        return PS_OK;
    ps_status_info st;
    ps_game_status(g, &st);
    if (st.over)
        return PS_OK;
    int units = ps_game_unit_count(g);
    for (int u = 0; u < units; u++)
        check_unit(g, u);
    /* an index outside the count is refused */
    for (int u = 0; u < units; u++) {
        struct fixed_pick p = {-1, -1, 0};
        ps_action a;
        if (ps_game_legal(g, u, t.list, SAMPLE_MAX) > 0) {
            t.differ += ps_game_legal_sample(g, u, pick_fixed, &p, &a) != -1;
            break;
        }
    }
    return PS_OK;
}

static void play(const ps_data *d, const char *scenario, ps_option opt, int every)
{
    ps_game *g = NULL;
    char err[256];
    CHECK_INT(ps_game_new(d, scenario, 5, &g, err, sizeof err), PS_OK);
    if (!g)
        return;
    if (opt != PS_OPT_COUNT)
        CHECK_INT(ps_game_set_option(g, opt, true), PS_OK);
    ps_game_keep_history(g, false);
    ai_rng r;
    ai_rng_seed(&r, 3);
    ps_action *buf = malloc(4096 * sizeof *buf);
    t.every = every;
    CHECK(ai_random_game(g, &r, buf, 4096, after_action) > 0);
    free(buf);
    ps_game_free(g);
}

TEST(sample_chariot, "[5.1] [5.3] [5.4] [11.1] [11.4] [C1.0] [C1.9] [6.0] [7.0] "
                     "ps_game_legal_sample draws each of ps_game_legal's actions, and takes out "
                     "the moves a stack may not end, in random Chariot games")
{
    memset(&t, 0, sizeof t);
    t.list = malloc(SAMPLE_MAX * sizeof *t.list);
    t.kept = malloc(SAMPLE_MAX * sizeof *t.kept);
    play(fixture_data(), "kadesh", PS_OPT_COUNT, 60);
    play(fixture_data(), "charchemish", PS_OPT_PANIC, 20);
    play(fixture_data(), "thymbra", PS_OPT_RETREAT, 40);
    /* [11.41] exits: Egyptians by the Southwest corner of Armageddon, on foot and by Chariot,
     * in the Chariot Phase and the Movement Phase */
    ps_game *g = fixture_empty("armageddon");
    CHECK(ps_game_place(g, 0, "MS", 333, 0) >= 0);
    CHECK(ps_game_place(g, 0, "AX", 234, 0) >= 0);
    CHECK(ps_game_place(g, 0, "CH", 434, 0) >= 0);
    CHECK(ps_game_place(g, 0, "MS", 534, 0) >= 0);
    CHECK(ps_game_place(g, 1, "BW", 1020, 0) >= 0);
    for (int phase = 0; phase < 2; phase++) {
        CHECK_INT(ps_game_set_phase(g, phase ? PS_PHASE_MOVEMENT : PS_PHASE_CHARIOT, 0, 2),
                  PS_OK);
        for (int u = 0; u < ps_game_unit_count(g); u++)
            check_unit(g, u);
    }
    ps_game_free(g);
    CHECK_INT(t.differ, 0);
    CHECK(t.compared > 10000);
    CHECK(t.kinds[PS_ACT_MOVE] > 0);
    CHECK(t.kinds[PS_ACT_EXIT] > 0);
    CHECK(t.kinds[PS_ACT_EMBARK] > 0);
    CHECK(t.kinds[PS_ACT_DEBARK] > 0);
    CHECK(t.kinds[PS_ACT_FIRE] > 0);
    CHECK(t.kinds[PS_ACT_MELEE] > 0);
    CHECK(t.entering > 0);
    CHECK(t.chariot_phase > 0);
    CHECK(t.refused > 0); /* moves into hexes the stack may not join were drawn and taken out */
    free(t.list);
    free(t.kept);
}

TEST(sample_options, "[16.1] [19.0] ps_game_legal_sample draws each of ps_game_legal's actions "
                     "with facing and with the simultaneous sequence")
{
    memset(&t, 0, sizeof t);
    t.list = malloc(SAMPLE_MAX * sizeof *t.list);
    t.kept = malloc(SAMPLE_MAX * sizeof *t.kept);
    play(fixture_data(), "bubastis", PS_OPT_FACING, 120);
    play(fixture_data(), "megiddo", PS_OPT_SIMULTANEOUS, 60);
    CHECK_INT(t.differ, 0);
    CHECK(t.kinds[PS_ACT_FACE] > 0);
    CHECK(t.kinds[PS_ACT_PLOT] > 0);
    free(t.list);
    free(t.kept);
}

TEST(sample_phalanx, "[Phalanx Movement] ps_game_legal_sample draws each of ps_game_legal's "
                     "actions, in a random Phalanx game")
{
    memset(&t, 0, sizeof t);
    t.list = malloc(SAMPLE_MAX * sizeof *t.list);
    t.kept = malloc(SAMPLE_MAX * sizeof *t.kept);
    play(fixture_px_data(), "marathon", PS_OPT_COUNT, 17);
    CHECK_INT(t.differ, 0);
    CHECK(t.kinds[PS_ACT_MOVE] > 0);
    CHECK(t.compared > 1000);
    free(t.list);
    free(t.kept);
}
