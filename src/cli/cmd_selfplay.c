/* `prestags selfplay A B [games N] [scenario ID[,ID...]] [system chariot|phalanx|all]
 * [--jobs N] [--from K] [--jsonl FILE]`: N games per scenario between players A and B, sides
 * swapped every game, each game's seeds following from its index alone (selfplay_game.c), so
 * a run gives the same results byte for byte whatever the number of jobs or MPI ranks.  Prints each
 * scenario's wins, losses and draws, A's score with a 95% confidence interval, and the
 * scenario's balance (how often its first side won); the last line reads
 *   selfplay: <A> vs <B> games <n> score <pct>% ci <low>-<high>%
 * (A's score, draws counting half).  --jsonl writes one line per game (selfplay_line.c) for
 * `prestags balance`; --from K plays games K..K+N-1, so runs on several machines share no
 * game.  Progress and timings go to stderr: stdout and the file never depend on the clock. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/ai.h"
#include "bench_work.h"
#include "commands.h"
#include "datadir.h"
#include "numbers.h"
#include "selfplay.h"
#include "selfplay_line.h"
#include "selfplay_pool.h"
#include "wilson.h"

enum { MAX_SCENARIOS = 64, MAX_JOBS = 256 };

struct tally {
    long games, a_wins, b_wins, draws, first_wins;
};

struct scen {
    const ps_data *d;
    const char *system, *id;
    char side[2][64];
};

struct run {
    const char *a, *b;
    struct scen scen[MAX_SCENARIOS];
    int nscen;
    long games, from, ntasks;
    char bench[17];
    FILE *jsonl;
    const struct sp_net *net;
    /* rank 0: results by task until every earlier one is written */
    struct sp_result *res;
    bool *have;
    long written;
    int status;
    struct tally t, total;
    double t_start, t_progress;
    double slowest[2]; /* of A, of B */
    char slowest_where[2][96];
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void print_row(const char *label, const struct tally *t)
{
    double score = (double)t->a_wins + 0.5 * (double)t->draws, lo, hi;
    wilson_interval(score, t->games, &lo, &hi);
    printf("%-14s games %4ld  A %4ld  B %4ld  draws %4ld  A score %5.1f%% (%4.1f-%5.1f%%)  "
           "first side wins %5.1f%%\n",
           label, t->games, t->a_wins, t->b_wins, t->draws,
           t->games ? 100 * score / (double)t->games : 0.0, lo, hi,
           t->games ? 100.0 * (double)t->first_wins / (double)t->games : 0.0);
}

static int play_task(long task, struct sp_result *out, void *ctx)
{
    const struct run *run = ctx;
    const struct scen *s = &run->scen[task / run->games];
    int status = sp_play_game(s->d, s->id, run->from + task % run->games, run->a, run->b, out);
    out->task = task;
    out->scenario = (int)(task / run->games);
    return status;
}

static void progress(struct run *run, bool last)
{
    double t = now();
    if (!last && t - run->t_progress < 2)
        return;
    run->t_progress = t;
    double rate = (double)run->written / (t - run->t_start > 0 ? t - run->t_start : 1);
    long left = rate > 0 ? (long)((double)(run->ntasks - run->written) / rate) : 0;
    fprintf(stderr, "selfplay: %ld/%ld games, %.2f games/s, %ld min %02ld s left\n",
            run->written, run->ntasks, rate, left / 60, left % 60);
}

/* Rank 0 writes a result once it is the next in the run's order. */
static void write_result(struct run *run, const struct sp_result *r)
{
    const struct scen *s = &run->scen[r->scenario];
    for (int k = 0; k < 2; k++) {
        int who = k == r->a_side ? 0 : 1;
        if (r->slowest[k] > run->slowest[who]) {
            run->slowest[who] = r->slowest[k];
            snprintf(run->slowest_where[who], sizeof run->slowest_where[who],
                     "%s game %ld Game-Turn %d", s->id, r->game, r->slowest_turn[k]);
        }
    }
    if (run->jsonl) {
        struct sp_line_info in = {run->bench, s->system, s->id, {s->side[0], s->side[1]},
                                  run->a, run->b};
        char *line = sp_result_line(&in, r);
        if (!line || fprintf(run->jsonl, "%s\n", line) < 0)
            run->status = 1;
        free(line);
    }
    struct tally *t = &run->t;
    t->games++;
    if (r->winner < 0)
        t->draws++;
    else if (r->winner == r->a_side)
        t->a_wins++;
    else
        t->b_wins++;
    if (r->winner >= 0 && r->winner == r->first)
        t->first_wins++;
    run->written++;
    if (t->games == run->games) {
        print_row(s->id, t);
        fflush(stdout);
        if (run->jsonl)
            fflush(run->jsonl);
        run->total.games += t->games;
        run->total.a_wins += t->a_wins;
        run->total.b_wins += t->b_wins;
        run->total.draws += t->draws;
        run->total.first_wins += t->first_wins;
        *t = (struct tally){0};
    }
    progress(run, run->written == run->ntasks);
}

static void fail_on(struct run *run, const struct sp_result *r)
{
    if (r->status) {
        fprintf(stderr, "selfplay: a game failed; the run stops\n");
        run->net->abort(1);
    }
}

/* Rank 0: keeps a result (its own or another rank's), then writes every one now in order. */
static void keep(struct run *run, const struct sp_result *r)
{
    if (run->net)
        fail_on(run, r);
    run->res[r->task] = *r;
    run->have[r->task] = true;
    while (run->written < run->ntasks && run->have[run->written])
        write_result(run, &run->res[run->written]);
}

static void take_result(const struct sp_result *r, void *ctx)
{
    struct run *run = ctx;
    if (run->net && run->net->rank > 0)
        run->net->send(r);
    else if (run->net)
        keep(run, r);
    else
        write_result(run, r);
}

static void drain(void *ctx)
{
    struct run *run = ctx;
    struct sp_result r;
    if (run->net && run->net->rank == 0)
        while (run->net->poll(&r))
            keep(run, &r);
}

/* Is the id the first len characters of p (an item of a comma-separated list)? */
static bool same_id(const char *id, const char *p, size_t len)
{
    return strlen(id) == len && strncmp(id, p, len) == 0;
}

static bool in_list(const char *list, const char *id)
{
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, ",");
        if (same_id(id, p, len))
            return true;
        p += len + (p[len] == ',');
    }
    return false;
}

static bool listed(const struct scen *scen, int n, const char *p, size_t len)
{
    for (int i = 0; i < n; i++)
        if (same_id(scen[i].id, p, len))
            return true;
    return false;
}

/* The scenarios of the run in the data's order: the listed ones (only), or all a system's. */
static bool add_system(struct run *run, ps_data *d, const char *system, const char *only)
{
    for (int s = 0; s < ps_data_scenario_count(d); s++) {
        const char *id = ps_data_scenario_id(d, s);
        if (only && !in_list(only, id))
            continue;
        if (run->nscen == MAX_SCENARIOS)
            return false;
        struct scen *sc = &run->scen[run->nscen++];
        sc->d = d;
        sc->system = system;
        sc->id = id;
        ps_game *g;
        char err[PS_ERR_MAX];
        if (ps_game_new(d, id, 1, &g, err, sizeof err) != PS_OK) {
            fprintf(stderr, "selfplay: %s\n", err);
            return false;
        }
        for (int k = 0; k < 2; k++)
            snprintf(sc->side[k], sizeof sc->side[k], "%s", ps_game_side_name(g, k));
        ps_game_free(g);
    }
    return true;
}

static int usage(void)
{
    fprintf(stderr, "usage: prestags selfplay <A> <B> [games N] [scenario ID[,ID...]] "
                    "[system chariot|phalanx|all] [--jobs N] [--from K] [--jsonl FILE]\n"
                    "players: %s\n", ai_player_names());
    return 2;
}

int selfplay_main(int argc, char **argv, const struct sp_net *net)
{
    static struct run run; /* large; one per process */
    run = (struct run){.games = 10, .net = net};
    const char *only = NULL, *system = "chariot", *jsonl = NULL;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    /* Under MPI a rank is a core: threads would oversubscribe it. */
    long jobs = net ? 1 : cores < 1 ? 1 : cores > MAX_JOBS ? MAX_JOBS : cores;
    bool ok = argc >= 3;
    for (int i = 3; ok && i < argc; i += 2) {
        const char *k = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v)
            ok = false;
        else if (strcmp(k, "games") == 0)
            ok = parse_long(v, 1, 100000000, &run.games);
        else if (strcmp(k, "scenario") == 0)
            only = v;
        else if (strcmp(k, "system") == 0)
            ok = strcmp(system = v, "chariot") == 0 || strcmp(system, "phalanx") == 0 ||
                 strcmp(system, "all") == 0;
        else if (strcmp(k, "--jobs") == 0 || strcmp(k, "-j") == 0)
            ok = parse_long(v, 1, MAX_JOBS, &jobs);
        else if (strcmp(k, "--from") == 0)
            ok = parse_long(v, 0, 1000000000000L, &run.from);
        else if (strcmp(k, "--jsonl") == 0)
            jsonl = v;
        else
            ok = false;
    }
    if (!ok)
        return usage();
    run.a = argv[1];
    run.b = argv[2];
    ai_player *pa = ai_player_new(run.a, 1), *pb = ai_player_new(run.b, 2);
    bool known = pa && pb;
    ai_player_free(pa);
    ai_player_free(pb);
    if (!known) {
        fprintf(stderr, "selfplay: unknown player (players: %s)\n", ai_player_names());
        return 2;
    }
    /* Both systems when scenarios are named: a list may hold Chariot's and Phalanx's. */
    bool all = only || strcmp(system, "all") == 0;
    const char *sys[2] = {all ? "chariot" : system, all ? "phalanx" : NULL};
    ps_data *data[2] = {NULL, NULL};
    for (int k = 0; ok && k < 2 && sys[k]; k++)
        ok = (data[k] = datadir_load(sys[k])) != NULL && add_system(&run, data[k], sys[k], only);
    for (const char *p = only; ok && p && *p;) {
        size_t len = strcspn(p, ",");
        if (!listed(run.scen, run.nscen, p, len)) {
            fprintf(stderr, "selfplay: no scenario '%.*s' (see 'scenarios')\n", (int)len, p);
            ok = false;
        }
        p += len + (p[len] == ',');
    }
    bool writer = !net || net->rank == 0;
    if (ok && writer && jsonl && !(run.jsonl = fopen(jsonl, "w"))) {
        fprintf(stderr, "selfplay: %s: cannot write\n", jsonl);
        ok = false;
    }
    if (!ok) {
        /* Data that does not load, a scenario that is not there: playing nothing and exiting
         * 0 would read as a clean run. */
        ps_data_free(data[0]);
        ps_data_free(data[1]);
        if (net)
            net->abort(1);
        return 1;
    }
    run.ntasks = run.games * run.nscen;
    int size = net ? net->size : 1, rank = net ? net->rank : 0;
    long *tasks = malloc((size_t)(run.ntasks / size + 1) * sizeof *tasks), mine = 0;
    if (writer) {
        run.res = malloc((size_t)run.ntasks * sizeof *run.res);
        run.have = calloc((size_t)run.ntasks, sizeof *run.have);
    }
    if (!tasks || (writer && (!run.res || !run.have))) {
        fprintf(stderr, "selfplay: out of memory\n");
        if (net)
            net->abort(1);
        return 1;
    }
    for (long t = rank; t < run.ntasks; t += size)
        tasks[mine++] = t;
    run.t_start = now();
    if (writer && run.jsonl) {
        /* The signature of `prestags bench`, so that a line names the engine that made it. */
        struct bench_figures f;
        if (bench_run(BENCH_DEFAULT_GAMES, &f) != 0) {
            if (net)
                net->abort(1);
            return 1;
        }
        snprintf(run.bench, sizeof run.bench, "%016llx", (unsigned long long)f.signature);
        fprintf(stderr, "selfplay: bench signature %s (%.1f s)\n", run.bench,
                now() - run.t_start);
    }
    run.t_start = run.t_progress = now(); /* games/s: of the games alone */
    fprintf(stderr, "selfplay: %ld games, %ld jobs%s\n", mine, jobs,
            net ? (rank ? " on this rank" : " on rank 0") : "");
    struct sp_pool_ops ops = {play_task, take_result, drain};
    int status = sp_pool_run(tasks, mine, (int)jobs, &ops, &run);
    if (net && status) {
        if (rank > 0) {
            struct sp_result failed = {.status = 1};
            net->send(&failed);
        }
        fprintf(stderr, "selfplay: a game failed on rank %d\n", rank);
        net->abort(1);
    }
    if (net && rank == 0)
        while (run.written < run.ntasks) {
            struct sp_result r;
            net->recv(&r);
            keep(&run, &r);
        }
    if (writer) {
        for (int k = 0; k < 2; k++)
            fprintf(stderr, "selfplay: %s (%s) slowest Player-Turn %.2f s (%s)\n",
                    k ? run.b : run.a, k ? "B" : "A", run.slowest[k], run.slowest_where[k]);
        print_row("overall", &run.total);
        double score = (double)run.total.a_wins + 0.5 * (double)run.total.draws, lo, hi;
        wilson_interval(score, run.total.games, &lo, &hi);
        printf("selfplay: %s vs %s games %ld score %.1f%% ci %.1f-%.1f%%\n", run.a, run.b,
               run.total.games, run.total.games ? 100 * score / (double)run.total.games : 0.0,
               lo, hi);
        if (run.jsonl && fclose(run.jsonl) != 0)
            run.status = 1;
        if (status || run.status)
            status = 1;
    }
    free(tasks);
    free(run.res);
    free(run.have);
    ps_data_free(data[0]);
    ps_data_free(data[1]);
    return status;
}

int cmd_selfplay(int argc, char **argv)
{
    return selfplay_main(argc, argv, NULL);
}
