/* One selfplay game from its index.  The slowest Player-Turn is measured here because only
 * the loop that plays the game sees where a Player-Turn starts and ends. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "ai/ai.h"
#include "selfplay_game.h"

uint64_t sp_game_seed(long index, bool paired)
{
    return (uint64_t)(paired ? index / 2 + 1 : index + 1);
}

int sp_a_side(long index)
{
    return (int)(index % 2);
}

uint64_t sp_player_seed(long index, bool paired, int side)
{
    return sp_game_seed(index, paired) * 2 + (uint64_t)side;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int sp_play_game(const ps_data *d, const char *id, long index, const char *a, const char *b,
                 struct sp_result *out)
{
    bool paired = strcmp(a, b) != 0;
    *out = (struct sp_result){.game = index, .seed = sp_game_seed(index, paired),
                              .a_side = sp_a_side(index), .winner = -1, .status = 1};
    ai_player *side[2] = {NULL, NULL};
    for (int k = 0; k < 2; k++) {
        out->player_seed[k] = sp_player_seed(index, paired, k);
        side[k] = ai_player_new(k == out->a_side ? a : b, out->player_seed[k]);
    }
    ps_game *g = NULL;
    char err[PS_ERR_MAX];
    if (!side[0] || !side[1]) {
        fprintf(stderr, "selfplay: unknown player (players: %s)\n", ai_player_names());
        goto done;
    }
    if (ps_game_new(d, id, out->seed, &g, err, sizeof err) != PS_OK) {
        fprintf(stderr, "selfplay: %s\n", err);
        goto done;
    }
    ps_game_keep_history(g, false);
    out->first = ps_game_first_player(g);
    int turn = 0, phasing = -1;
    double spent = 0;
    for (long steps = 0; steps < 10000000; steps++) {
        ps_status_info st;
        ps_game_status(g, &st);
        if (st.phasing_side != phasing || st.turn != turn || st.over) {
            if (phasing >= 0 && spent > out->slowest[phasing]) {
                out->slowest[phasing] = spent;
                out->slowest_turn[phasing] = turn;
            }
            phasing = st.phasing_side;
            turn = st.turn;
            spent = 0;
        }
        if (st.over) {
            out->winner = st.winner;
            out->level = st.level;
            out->turns = st.turn;
            for (int k = 0; k < 2; k++) {
                out->vp[k] = st.vp[k];
                out->lost[k] = st.units_lost[k];
            }
            out->status = 0;
            break;
        }
        double t0 = now();
        ps_status s = ai_player_act(side[st.side_to_act], g);
        if (st.side_to_act == st.phasing_side)
            spent += now() - t0;
        if (s != PS_OK) {
            fprintf(stderr, "selfplay: %s game %ld: %s refused (status %d, turn %d %s): %s\n",
                    id, index, ai_player_name(side[st.side_to_act]), (int)s, st.turn,
                    ps_phase_name(st.phase), ps_game_error(g));
            break;
        }
    }
done:
    ps_game_free(g);
    ai_player_free(side[0]);
    ai_player_free(side[1]);
    return out->status;
}
