/* The bench workload:
 *   1. legal-action generation over fixed positions (Kadesh, set up from fixed seeds);
 *   2. complete random games of Kadesh, the largest battle, from seeds 1..N (and the memory
 *      the undo history holds after the first, played again with its history kept);
 *   3. the computer players: level 1 plays both sides of Kadesh for its first Game-Turns
 *      (every decision), then level 2 makes the next decisions of the side to act; the
 *      positions they evaluate (their node counts) and the final hash go into the signature;
 *   4. complete random games of Cannae, the Phalanx battle, from seeds 1..N.
 * The signature mixes every count and final state hash. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai.h"
#include "bench_work.h"
#include "datadir.h"

enum { BENCH_LEGAL_MAX = 20000, BENCH_LEGAL_REPEAT = 20 };
/* The computer players' share: games, Game-Turns of level 1 on both sides, then decisions of
 * level 2 (a Movement Phase plan is one search). */
enum { BENCH_AI_GAMES = 2, BENCH_AI_TURNS = 2, BENCH_AI_DECISIONS = 40 };

/* The process's CPU time: the machine's other work does not count against the engine (the
 * bench is one thread). */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    return h * 0xFF51AFD7ED558CCDull;
}

static ps_game *new_game(const ps_data *d, const char *id, uint64_t seed)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    if (ps_game_new(d, id, seed, &g, err, sizeof err) != PS_OK) {
        fprintf(stderr, "bench: %s\n", err);
        return NULL;
    }
    ps_game_keep_history(g, false);
    ps_game_set_quiet(g, true); /* the bench reads no events: none are formatted */
    return g;
}

static ps_game *kadesh(const ps_data *d, uint64_t seed)
{
    return new_game(d, "kadesh", seed);
}

/* Complete random games of a scenario from seeds 1..games: their actions and final hashes go
 * into the signature.  Returns the actions played, -1 on failure. */
static long random_games(const ps_data *d, const char *id, long games, ps_action *buf,
                         uint64_t *sig)
{
    long actions = 0;
    for (long i = 1; i <= games; i++) {
        ps_game *g = new_game(d, id, (uint64_t)i);
        if (!g)
            return -1;
        ai_rng r;
        ai_rng_seed(&r, (uint64_t)i * 7919u);
        long n = ai_random_game(g, &r, buf, BENCH_LEGAL_MAX, NULL);
        if (n < 0) {
            fprintf(stderr, "bench: %s game %ld: %s\n", id, i, ps_game_error(g));
            ps_game_free(g);
            return -1;
        }
        actions += n;
        *sig = mix(mix(*sig, (uint64_t)n), ps_game_hash(g));
        ps_game_free(g);
    }
    return actions;
}

int bench_run(long games, struct bench_figures *f)
{
    memset(f, 0, sizeof *f);
    ps_data *d = datadir_load("chariot");
    ps_action *buf = malloc(BENCH_LEGAL_MAX * sizeof *buf);
    if (!d || !buf) {
        free(buf);
        ps_data_free(d);
        return 1;
    }
    uint64_t sig = 0;
    int status = 0;

    /* 1. Legal actions in the opening positions of the first few random games. */
    double t0 = now();
    for (uint64_t seed = 1; seed <= 4 && !status; seed++) {
        ps_game *g = kadesh(d, seed);
        ai_rng r;
        ai_rng_seed(&r, seed);
        for (int step = 0; g && step < 40; step++) {
            ps_status_info st;
            ps_game_status(g, &st);
            if (st.over)
                break;
            if (st.phase == PS_PHASE_DEPLOY) {
                ps_game_auto_deploy(g);
                continue;
            }
            for (int k = 0; k < BENCH_LEGAL_REPEAT; k++)
                f->generated += ps_game_legal(g, -1, buf, BENCH_LEGAL_MAX);
            sig = mix(sig, (uint64_t)ps_game_legal(g, -1, buf, BENCH_LEGAL_MAX));
            ps_action a;
            if (ai_random_choose(g, &r, buf, BENCH_LEGAL_MAX, &a) != PS_OK ||
                ps_game_play(g, &a) != PS_OK)
                break;
        }
        if (!g)
            status = 1;
        ps_game_free(g);
    }
    f->t_legal = now() - t0;

    /* 2. Complete random games of Kadesh. */
    t0 = now();
    f->actions = status ? 0 : random_games(d, "kadesh", games, buf, &sig);
    if (f->actions < 0)
        status = 1;
    f->t_games = now() - t0;

    /* 2b. The undo history's memory after a complete random game of Kadesh (seed 1), kept as
     * ps_game_play keeps it by default: not timed, not in the signature. */
    if (!status) {
        ps_game *g = kadesh(d, 1);
        ai_rng r;
        ai_rng_seed(&r, 7919u);
        if (g) {
            ps_game_keep_history(g, true);
            if (ai_random_game(g, &r, buf, BENCH_LEGAL_MAX, NULL) < 0)
                status = 1;
            f->hist_actions = ps_game_undo_depth(g);
            f->hist_bytes = ps_game_history_bytes(g);
        } else {
            status = 1;
        }
        ps_game_free(g);
    }

    /* 3. The computer players' decisions from fixed positions. */
    for (uint64_t seed = 1; seed <= BENCH_AI_GAMES && !status; seed++) {
        ps_game *g = kadesh(d, seed);
        ai_player *one[2] = {ai_player_new("level1", seed), ai_player_new("level1", seed + 100)};
        ai_player *two = ai_player_new("level2", seed + 200);
        if (!g || !one[0] || !one[1] || !two) {
            status = 1;
        } else {
            double t1 = now();
            for (int step = 0; step < 100000; step++) {
                ps_status_info st;
                ps_game_status(g, &st);
                if (st.over || st.turn > BENCH_AI_TURNS)
                    break;
                if (ai_player_act(one[st.side_to_act], g) != PS_OK) {
                    fprintf(stderr, "bench: level1: %s\n", ps_game_error(g));
                    status = 1;
                    break;
                }
                f->ai_decisions[0]++;
            }
            f->t_ai[0] += now() - t1;
            t1 = now();
            for (int k = 0; k < BENCH_AI_DECISIONS && !status; k++) {
                ps_status_info st;
                ps_game_status(g, &st);
                if (st.over)
                    break;
                if (ai_player_act(two, g) != PS_OK) {
                    fprintf(stderr, "bench: level2: %s\n", ps_game_error(g));
                    status = 1;
                    break;
                }
                f->ai_decisions[1]++;
            }
            f->t_ai[1] += now() - t1;
            f->ai_nodes[0] += ai_player_nodes(one[0]) + ai_player_nodes(one[1]);
            f->ai_nodes[1] += ai_player_nodes(two);
            sig = mix(mix(mix(sig, (uint64_t)ai_player_nodes(one[0])),
                          (uint64_t)ai_player_nodes(one[1])),
                      (uint64_t)ai_player_nodes(two));
            sig = mix(sig, ps_game_hash(g));
        }
        ai_player_free(one[0]);
        ai_player_free(one[1]);
        ai_player_free(two);
        ps_game_free(g);
    }

    /* 4. Complete random games of Cannae (Phalanx). */
    ps_data *px = datadir_load("phalanx");
    if (!px)
        status = 1;
    t0 = now();
    f->px_actions = status ? 0 : random_games(px, "cannae", games, buf, &sig);
    if (f->px_actions < 0)
        status = 1;
    f->t_px = now() - t0;
    ps_data_free(px);

    f->signature = sig;
    free(buf);
    ps_data_free(d);
    return status;
}
