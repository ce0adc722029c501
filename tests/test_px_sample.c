/* The Phalanx sampler (px_move_sample): one legal action drawn without listing the others is
 * the one ps_game_legal lists at the index drawn, and the count it draws from is the length
 * of that list.  Random games of every Phalanx scenario, checked at every Movement Phase
 * decision for a fifth of the units of the side to act (another fifth at the next). */
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

#include "core/phalanx/px_rules.h"

enum { SAMPLE_LEGAL_MAX = 16384 };

struct fixed_pick {
    int want; /* the index to answer (clamped to n - 1) */
    int n;    /* the count the sampler asked with */
};

static int pick_fixed(void *ctx, int n)
{
    struct fixed_pick *p = ctx;
    p->n = n;
    return p->want < n ? p->want : n - 1;
}

/* Checks the sampler for unit u at three indices; returns how many were compared. */
static int check_unit(ps_game *g, int u, ps_action *buf, uint64_t salt)
{
    int n = ps_game_legal(g, u, buf, SAMPLE_LEGAL_MAX);
    int compared = 0;
    int want[3] = {0, n - 1, n > 0 ? (int)(salt % (uint64_t)n) : 0};
    for (int i = 0; i < 3; i++) {
        struct fixed_pick p = {want[i], -1};
        ps_action a;
        memset(&a, 0, sizeof a);
        int m = px_move_sample(g, u, pick_fixed, &p, &a);
        CHECK_INT(m, n);
        if (n == 0)
            return compared;
        CHECK_INT(p.n, n);
        CHECK(fixture_same_action(&a, &buf[want[i]]));
        compared++;
    }
    return compared;
}

TEST(px_sample_draws_the_listed_action, "[Phalanx Movement] the sampler's action is "
                                        "ps_game_legal's at the index drawn, in every scenario")
{
    ps_action *buf = malloc(SAMPLE_LEGAL_MAX * sizeof *buf);
    CHECK(buf != NULL);
    if (!buf)
        return;
    const ps_data *d = fixture_px_data();
    long compared = 0;
    for (int i = 0; i < ps_data_scenario_count(d); i++) {
        ps_game *g;
        char err[PS_ERR_MAX];
        CHECK(ps_game_new(d, ps_data_scenario_id(d, i), (uint64_t)i + 1, &g, err, sizeof err) ==
              PS_OK);
        ps_game_keep_history(g, false);
        ai_rng r;
        ai_rng_seed(&r, (uint64_t)i + 1);
        for (int step = 0; step < 400; step++) {
            ps_status_info st;
            ps_game_status(g, &st);
            if (st.over)
                break;
            if (st.phase == PS_PHASE_DEPLOY) {
                CHECK(ps_game_auto_deploy(g) == PS_OK);
                continue;
            }
            if (st.phase == PS_PHASE_MOVEMENT && !st.pending)
                for (int u = step % 5; u < ps_game_unit_count(g); u += 5) /* a fifth a time */
                    if (ps_game_may_act(g, u))
                        compared += check_unit(g, u, buf, (uint64_t)step * 7919u + (uint64_t)u);
            ps_action a;
            if (ai_random_choose(g, &r, buf, SAMPLE_LEGAL_MAX, &a) != PS_OK)
                break;
            CHECK(ps_game_play(g, &a) == PS_OK);
        }
        ps_game_free(g);
    }
    CHECK(compared > 1000);
    free(buf);
}
