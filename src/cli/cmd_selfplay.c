/* `prestags selfplay A B [games N] [scenario ID]`: N games per scenario between players A and
 * B with sides swapped every game and seeds fixed, so a run is reproducible.  Prints each
 * scenario's wins, losses and draws, A's score with a 95% confidence interval, and the
 * scenario's balance (how often its first side won); the last line reads
 *   selfplay: <A> vs <B> games <n> score <pct>% ci <low>-<high>%
 * (A's score, draws counting half). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai.h"
#include "commands.h"
#include "datadir.h"

struct tally {
    long games, a_wins, b_wins, draws, side0_wins;
};

/* Wilson score interval for a proportion, in percent. */
static void interval(double score, long n, double *lo, double *hi)
{
    const double z = 1.96;
    if (n == 0) {
        *lo = 0;
        *hi = 100;
        return;
    }
    double p = score / (double)n, d = 1 + z * z / (double)n;
    double centre = (p + z * z / (2.0 * (double)n)) / d;
    double half = z * sqrt(p * (1 - p) / (double)n + z * z / (4.0 * (double)n * (double)n)) / d;
    *lo = 100 * (centre - half < 0 ? 0 : centre - half);
    *hi = 100 * (centre + half > 1 ? 1 : centre + half);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The slowest Player-Turn of a player: the time its own decisions took from the start of
 * one of its Player-Turns to the next Player-Turn (stderr only: clocks vary). */
struct slowest {
    double secs;
    char where[64];
};

/* Plays one game; returns the winner's side, -1 for a draw, -2 on an error. */
static int play_game(ps_data *d, const char *id, uint64_t seed, ai_player *side_player[2],
                     struct slowest slow[2])
{
    ps_game *g;
    char err[PS_ERR_MAX];
    if (ps_game_new(d, id, seed, &g, err, sizeof err) != PS_OK) {
        fprintf(stderr, "selfplay: %s\n", err);
        return -2;
    }
    ps_game_keep_history(g, false);
    int result = -2, turn = 0, phasing = -1;
    double spent = 0;
    for (long steps = 0; steps < 10000000; steps++) {
        ps_status_info st;
        ps_game_status(g, &st);
        if (st.phasing_side != phasing || st.turn != turn || st.over) {
            if (phasing >= 0 && spent > slow[phasing].secs) {
                slow[phasing].secs = spent;
                snprintf(slow[phasing].where, sizeof slow[phasing].where,
                         "%s seed %llu Game-Turn %d", id, (unsigned long long)seed, turn);
            }
            phasing = st.phasing_side;
            turn = st.turn;
            spent = 0;
        }
        if (st.over) {
            result = st.winner;
            break;
        }
        double t0 = now();
        ps_status s = ai_player_act(side_player[st.side_to_act], g);
        if (st.side_to_act == st.phasing_side)
            spent += now() - t0;
        if (s != PS_OK) {
            fprintf(stderr, "selfplay: %s seed %llu: %s refused (status %d, turn %d %s): %s\n",
                    id, (unsigned long long)seed, ai_player_name(side_player[st.side_to_act]),
                    (int)s, st.turn, ps_phase_name(st.phase), ps_game_error(g));
            break;
        }
    }
    ps_game_free(g);
    return result;
}

static void print_row(const char *label, const struct tally *t)
{
    double score = (double)t->a_wins + 0.5 * (double)t->draws, lo, hi;
    interval(score, t->games, &lo, &hi);
    printf("%-14s games %4ld  A %4ld  B %4ld  draws %4ld  A score %5.1f%% (%4.1f-%5.1f%%)  "
           "first side wins %5.1f%%\n",
           label, t->games, t->a_wins, t->b_wins, t->draws,
           t->games ? 100 * score / (double)t->games : 0.0, lo, hi,
           t->games ? 100.0 * (double)t->side0_wins / (double)t->games : 0.0);
}

int cmd_selfplay(int argc, char **argv)
{
    long games = 10;
    const char *only = NULL, *system = "chariot";
    bool ok = argc >= 3;
    for (int i = 3; ok && i < argc; i += 2) {
        if (i + 1 >= argc)
            ok = false;
        else if (strcmp(argv[i], "games") == 0)
            ok = (games = strtol(argv[i + 1], NULL, 10)) > 0;
        else if (strcmp(argv[i], "scenario") == 0)
            only = argv[i + 1];
        else if (strcmp(argv[i], "system") == 0)
            ok = strcmp(system = argv[i + 1], "chariot") == 0 || strcmp(system, "phalanx") == 0;
        else
            ok = false;
    }
    if (!ok) {
        fprintf(stderr, "usage: prestags selfplay <A> <B> [games N] [scenario ID] "
                        "[system chariot|phalanx]\n"
                        "players: %s\n", ai_player_names());
        return 2;
    }
    ai_player *a = ai_player_new(argv[1], 1), *b = ai_player_new(argv[2], 2);
    ps_data *d = only ? datadir_load_for(only) : datadir_load(system);
    if (!a || !b || !d) {
        if (!a || !b)
            fprintf(stderr, "selfplay: unknown player (players: %s)\n", ai_player_names());
        ai_player_free(a);
        ai_player_free(b);
        ps_data_free(d);
        return 2;
    }
    if (only && ps_data_find_scenario(d, only) < 0) {
        fprintf(stderr, "prestags: no scenario '%s'\n", only);
        ai_player_free(a);
        ai_player_free(b);
        ps_data_free(d);
        return 1;
    }
    struct tally total = {0};
    int status = 0;
    double t_start = now();
    struct slowest slow[2] = {{0, ""}, {0, ""}}; /* of A, of B */
    for (int s = 0; s < ps_data_scenario_count(d) && !status; s++) {
        const char *id = ps_data_scenario_id(d, s);
        if (only && strcmp(only, id) != 0)
            continue;
        struct tally t = {0};
        for (long i = 0; i < games; i++) {
            /* A takes the first side in even games, the second in odd ones. */
            int a_side = (int)(i % 2);
            ai_player *sides[2];
            sides[a_side] = a;
            sides[!a_side] = b;
            struct slowest by_side[2] = {{0, ""}, {0, ""}};
            int w = play_game(d, id, (uint64_t)(i / 2 + 1), sides, by_side);
            for (int k = 0; k < 2; k++) {
                struct slowest *who = &slow[k == a_side ? 0 : 1];
                if (by_side[k].secs > who->secs)
                    *who = by_side[k];
            }
            if (w == -2) {
                status = 1;
                break;
            }
            t.games++;
            if (w < 0)
                t.draws++;
            else if (w == a_side)
                t.a_wins++;
            else
                t.b_wins++;
            if (w == 0)
                t.side0_wins++;
            /* Progress on stderr: long runs show where they are (the results stay on
             * stdout, and do not depend on the clock). */
            fprintf(stderr, "selfplay: %s game %ld/%ld %s (A %ld B %ld draws %ld) %.0f s\n", id,
                    i + 1, games, w < 0 ? "draw" : w == a_side ? "A wins" : "B wins", t.a_wins,
                    t.b_wins, t.draws, now() - t_start);
        }
        print_row(id, &t);
        fflush(stdout);
        total.games += t.games;
        total.a_wins += t.a_wins;
        total.b_wins += t.b_wins;
        total.draws += t.draws;
        total.side0_wins += t.side0_wins;
    }
    for (int k = 0; k < 2; k++)
        fprintf(stderr, "selfplay: %s (%s) slowest Player-Turn %.2f s (%s)\n", argv[1 + k],
                k ? "B" : "A", slow[k].secs, slow[k].where);
    print_row("overall", &total);
    double score = (double)total.a_wins + 0.5 * (double)total.draws, lo, hi;
    interval(score, total.games, &lo, &hi);
    printf("selfplay: %s vs %s games %ld score %.1f%% ci %.1f-%.1f%%\n", argv[1], argv[2],
           total.games, total.games ? 100 * score / (double)total.games : 0.0, lo, hi);
    ai_player_free(a);
    ai_player_free(b);
    ps_data_free(d);
    return status;
}
