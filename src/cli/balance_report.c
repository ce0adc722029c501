/* The balance report in Markdown: a summary of every scenario and pair of players, then a
 * section each.  Every figure is a count or a ratio of counts printed with fixed precision,
 * so the same games give the same report byte for byte. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "balance.h"
#include "wilson.h"

/* Outside this band of first-side wins a scenario is flagged as unbalanced. */
enum { FAIR_LO = 35, FAIR_HI = 65 };

static double pct(long k, long n)
{
    return n ? 100.0 * (double)k / (double)n : 0.0;
}

/* A chart's file name: system, scenario and players, in characters safe in any path. */
static void chart_name(const struct bal_group *g, char *buf, size_t len)
{
    snprintf(buf, len, "%s-%s-%s-%s.svg", g->any->system, g->any->scenario, g->a, g->b);
    for (char *p = buf; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '-' || *p == '.' || *p == '_'))
            *p = '_';
}

static const char *first_side(const struct bal_group *g)
{
    return g->first < 0 ? "(varies)" : g->any->side[g->first];
}

static void summary(FILE *f, const struct bal_report *r)
{
    fputs("## Summary\n\n", f);
    fputs("![The first side's wins in every scenario with their Wilson 95% intervals; 35-65% "
          "shaded](balance/summary.svg)\n\n", f);
    fputs("| scenario | system | players (A vs B) | games | first side | first side wins | "
          "Wilson 95% | second side wins | draws | balance |\n"
          "|---|---|---|---:|---|---:|---|---:|---:|---|\n", f);
    int flagged = 0;
    for (size_t i = 0; i < r->n; i++) {
        const struct bal_group *g = &r->grp[i];
        double lo, hi, p = pct(g->first_wins, g->games);
        wilson_interval((double)g->first_wins, g->games, &lo, &hi);
        long second = g->games - g->first_wins - g->draws;
        bool out = p < FAIR_LO || p > FAIR_HI;
        flagged += out;
        fprintf(f, "| %s | %s | %s vs %s | %ld | %s | %.1f%% | %.1f-%.1f%% | %.1f%% | %.1f%% | %s |\n",
                g->any->scenario, g->any->system, g->a, g->b, g->games, first_side(g), p, lo, hi,
                pct(second, g->games), pct(g->draws, g->games),
                out ? "**outside 35-65%**" : "within");
    }
    fprintf(f, "\n%d of %zu outside %d-%d%% first-side wins.\n\n", flagged, r->n, FAIR_LO,
            FAIR_HI);
}

static void spread(FILE *f, const char *label, const int *v, long n)
{
    long long sum = 0;
    for (long i = 0; i < n; i++)
        sum += v[i];
    fprintf(f, "| %s | %d | %d | %d | %d | %d | %.1f |\n", label, n ? v[0] : 0,
            bal_quantile(v, n, 1, 4), bal_quantile(v, n, 1, 2), bal_quantile(v, n, 3, 4),
            n ? v[n - 1] : 0, n ? (double)sum / (double)n : 0.0);
}

static void section(FILE *f, const struct bal_group *g)
{
    const struct bal_game *any = g->any;
    char chart[512];
    chart_name(g, chart, sizeof chart);
    fprintf(f, "## %s (%s): %s vs %s\n\n", any->scenario, any->system, g->a, g->b);
    fprintf(f, "![%s: wins, victory levels, Victory Points and Game-Turns](balance/%s)\n\n",
            any->scenario, chart);
    fprintf(f, "%ld games; first side: %s.\n\n", g->games, first_side(g));
    fprintf(f, "| | won | rate | Wilson 95%% | %s | %s | %s |\n|---|---:|---:|---|---:|---:|---:|\n",
            bal_level_name(any->system, 1), bal_level_name(any->system, 2),
            bal_level_name(any->system, 3));
    for (int k = 0; k < 3; k++) {
        long won = k < 2 ? g->wins[k] : g->draws;
        double lo, hi;
        wilson_interval((double)won, g->games, &lo, &hi);
        fprintf(f, "| %s | %ld | %.1f%% | %.1f-%.1f%% |", k < 2 ? any->side[k] : "draws", won,
                pct(won, g->games), lo, hi);
        if (k < 2)
            fprintf(f, " %ld | %ld | %ld |\n", g->level[k][1], g->level[k][2], g->level[k][3]);
        else
            fputs(" | | |\n", f);
    }
    double lo, hi;
    wilson_interval(g->a_score2 / 2.0, g->games, &lo, &hi);
    fprintf(f, "\n%s (A) scores %.1f%% (Wilson 95%% %.1f-%.1f%%), draws counting half.\n\n",
            g->a, g->games ? 50.0 * (double)g->a_score2 / (double)g->games : 0.0, lo, hi);
    fputs("| | least | lower quartile | median | upper quartile | most | mean |\n"
          "|---|---:|---:|---:|---:|---:|---:|\n", f);
    char label[BAL_NAME_MAX + 8];
    for (int k = 0; k < 2; k++) {
        snprintf(label, sizeof label, "%s VP", any->side[k]);
        spread(f, label, g->vp[k], g->games);
    }
    spread(f, "Game-Turns", g->turns, g->games);
    fputs("\n", f);
}

static int make_dir(const char *path)
{
    if (mkdir(path, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "balance: %s: %s\n", path, strerror(errno));
        return 1;
    }
    return 0;
}

static int copy_intro(FILE *out, const char *path)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(stderr, "balance: %s: %s\n", path, strerror(errno));
        return 1;
    }
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        fwrite(buf, 1, n, out);
    fclose(in);
    fputs("\n", out);
    return 0;
}

int bal_write_report(const struct bal_report *r, const char *dir, const char *intro)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/balance", dir);
    if (make_dir(dir) || make_dir(path))
        return 1;
    snprintf(path, sizeof path, "%s/balance.md", dir);
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "balance: %s: %s\n", path, strerror(errno));
        return 1;
    }
    int status = 0;
    fputs("# Scenario balance\n\n", f);
    if (intro)
        status |= copy_intro(f, intro);
    long games = 0;
    for (size_t i = 0; i < r->n; i++)
        games += r->grp[i].games;
    if (r->n)
        fprintf(f, "%ld games of engine %s (bench signature %s), %zu scenarios and pairs of "
                   "players. Rates are of all games, draws included; intervals are Wilson 95%% "
                   "score intervals; quartiles are by nearest rank.\n\n",
                games, r->grp[0].any->engine, r->grp[0].any->bench, r->n);
    summary(f, r);
    for (size_t i = 0; i < r->n; i++)
        section(f, &r->grp[i]);
    if (fclose(f) != 0) {
        fprintf(stderr, "balance: %s: cannot write\n", path);
        status = 1;
    }
    snprintf(path, sizeof path, "%s/balance/summary.svg", dir);
    status |= bal_svg_summary(r, path);
    for (size_t i = 0; i < r->n; i++) {
        char chart[512];
        chart_name(&r->grp[i], chart, sizeof chart);
        snprintf(path, sizeof path, "%s/balance/%s", dir, chart);
        if (bal_svg_group(&r->grp[i], path)) {
            fprintf(stderr, "balance: %s: cannot write\n", path);
            status = 1;
        }
    }
    return status;
}
