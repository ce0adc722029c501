/* Grouping and counting.  Games are sorted by system, scenario, players and index first, so
 * the report is the same whatever order the files were given or the runs made in, and a game
 * that is there twice sits next to its double. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "balance.h"

const char *bal_level_name(const char *system, int level)
{
    static const char *const chariot[BAL_LEVELS] = {"none", "Marginal", "Substantive",
                                                    "Decisive"};
    static const char *const phalanx[BAL_LEVELS] = {"none", "Marginal", "Tactical", "Decisive"};
    if (level < 0 || level >= BAL_LEVELS)
        return "?";
    return strcmp(system, "phalanx") == 0 ? phalanx[level] : chariot[level];
}

static const char *player_a(const struct bal_game *g)
{
    return g->player[g->a];
}

static const char *player_b(const struct bal_game *g)
{
    return g->player[!g->a];
}

/* The order of groups: Chariot's scenarios, then Phalanx's, each by id, then the players. */
static int cmp_group(const struct bal_game *x, const struct bal_game *y)
{
    int c = strcmp(x->system, y->system);
    if (!c)
        c = strcmp(x->scenario, y->scenario);
    if (!c)
        c = strcmp(player_a(x), player_a(y));
    if (!c)
        c = strcmp(player_b(x), player_b(y));
    return c;
}

static int cmp_game(const void *p, const void *q)
{
    const struct bal_game *x = p, *y = q;
    int c = cmp_group(x, y);
    if (!c)
        c = x->game < y->game ? -1 : x->game > y->game;
    if (!c) /* the file order, so the message names the second one */
        c = strcmp(x->where, y->where);
    return c;
}

bool bal_check_unique(struct bal_set *set, char *err, size_t errlen)
{
    qsort(set->g, set->n, sizeof *set->g, cmp_game);
    for (size_t i = 1; i < set->n; i++)
        if (cmp_group(&set->g[i - 1], &set->g[i]) == 0 && set->g[i - 1].game == set->g[i].game) {
            bool same = strcmp(set->g[i].where, set->g[i - 1].where) == 0;
            snprintf(err, errlen, "%s: game %lld of %s (%s vs %s) is there twice%s%s",
                     set->g[i].where, set->g[i].game, set->g[i].scenario, player_a(&set->g[i]),
                     player_b(&set->g[i]), same ? ": a file given twice" : ", also at ",
                     same ? "" : set->g[i - 1].where);
            return false;
        }
    return true;
}

static int cmp_int(const void *p, const void *q)
{
    int x = *(const int *)p, y = *(const int *)q;
    return x < y ? -1 : x > y;
}

int bal_quantile(const int *sorted, long n, int num, int den)
{
    long k = (n * num + den - 1) / den; /* ceil(n * num / den) */
    return n ? sorted[k > 0 ? k - 1 : 0] : 0;
}

static bool fill(struct bal_group *gr, const struct bal_game *g, size_t n)
{
    gr->any = g;
    snprintf(gr->a, sizeof gr->a, "%s", player_a(g));
    snprintf(gr->b, sizeof gr->b, "%s", player_b(g));
    gr->games = (long)n;
    gr->first = g->first;
    for (int k = 0; k < 2; k++)
        gr->vp[k] = malloc(n * sizeof(int));
    gr->turns = malloc(n * sizeof(int));
    if (!gr->vp[0] || !gr->vp[1] || !gr->turns)
        return false;
    for (size_t i = 0; i < n; i++) {
        const struct bal_game *x = &g[i];
        if (x->winner < 0) {
            gr->draws++;
            gr->a_score2++;
        } else {
            gr->wins[x->winner]++;
            gr->level[x->winner][x->level]++;
            if (x->winner == x->a)
                gr->a_score2 += 2;
            if (x->winner == x->first)
                gr->first_wins++;
        }
        if (x->first != gr->first)
            gr->first = -1;
        gr->vp[0][i] = x->vp[0];
        gr->vp[1][i] = x->vp[1];
        gr->turns[i] = x->turns;
    }
    for (int k = 0; k < 2; k++)
        qsort(gr->vp[k], n, sizeof(int), cmp_int);
    qsort(gr->turns, n, sizeof(int), cmp_int);
    return true;
}

bool bal_group_all(struct bal_set *set, struct bal_report *out)
{
    *out = (struct bal_report){0};
    qsort(set->g, set->n, sizeof *set->g, cmp_game);
    size_t groups = 0;
    for (size_t i = 0; i < set->n; i++)
        groups += i == 0 || cmp_group(&set->g[i - 1], &set->g[i]) != 0;
    out->grp = calloc(groups ? groups : 1, sizeof *out->grp);
    if (!out->grp)
        return false;
    for (size_t i = 0, start = 0; i <= set->n; i++) {
        if (i == start)
            continue;
        if (i < set->n && cmp_group(&set->g[start], &set->g[i]) == 0)
            continue;
        if (!fill(&out->grp[out->n++], &set->g[start], i - start))
            return false;
        start = i;
    }
    return true;
}

void bal_report_free(struct bal_report *r)
{
    for (size_t i = 0; i < r->n; i++) {
        free(r->grp[i].vp[0]);
        free(r->grp[i].vp[1]);
        free(r->grp[i].turns);
    }
    free(r->grp);
    *r = (struct bal_report){0};
}
