/* The report's charts, drawn as plain SVG (no plotting tool to install, and text a diff can
 * read).  Coordinates are printed with one decimal so the same numbers give the same bytes. */
#include <stdio.h>
#include <string.h>

#include "balance.h"
#include "wilson.h"

static const char *const side_colour[2] = {"#3b6ea8", "#b8483a"};
static const char *const draw_colour = "#8c8c8c";

/* Text for SVG: the five characters XML reserves escaped. */
static void text(FILE *f, double x, double y, const char *anchor, int size, const char *s)
{
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"%d\">", x, y, anchor,
            size);
    for (; *s; s++)
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&apos;", f); break;
        default: fputc(*s, f);
        }
    fputs("</text>\n", f);
}

static void begin(FILE *f, int w, int h, const char *title)
{
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n", w, h, w, h);
    fputs("<title>", f);
    for (const char *s = title; *s; s++)
        if (*s == '&' || *s == '<')
            fputs(*s == '&' ? "&amp;" : "&lt;", f);
        else
            fputc(*s, f);
    fputs("</title>\n", f);
    fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", w, h);
}

struct bar {
    char label[24];
    double value, lo, hi; /* lo < 0: no interval */
    const char *colour;
};

/* A bar chart in the box (x, y, w, h): values from 0 to ymax, labels under the bars. */
static void bars(FILE *f, double x, double y, double w, double h, const char *title,
                 const struct bar *b, int n, double ymax, const char *unit)
{
    double top = y + 28, bottom = y + h - 24, left = x + 34, right = x + w - 8;
    text(f, x + w / 2, y + 16, "middle", 13, title);
    for (int k = 0; k <= 2; k++) {
        double v = ymax * k / 2, py = bottom - (bottom - top) * k / 2;
        char t[32];
        snprintf(t, sizeof t, "%.0f%s", v, unit);
        text(f, left - 4, py + 4, "end", 10, t);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
                left, py, right, py);
    }
    double slot = (right - left) / (n > 0 ? n : 1), bw = slot * 0.7;
    for (int i = 0; i < n; i++) {
        double cx = left + slot * (i + 0.5);
        double v = b[i].value > ymax ? ymax : b[i].value;
        double py = bottom - (bottom - top) * (ymax > 0 ? v / ymax : 0);
        fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>\n",
                cx - bw / 2, py, bw, bottom - py, b[i].colour);
        if (b[i].lo >= 0) {
            double plo = bottom - (bottom - top) * b[i].lo / ymax;
            double phi = bottom - (bottom - top) * b[i].hi / ymax;
            fprintf(f, "<path d=\"M%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f\" "
                       "stroke=\"black\" fill=\"none\"/>\n",
                    cx, plo, phi, cx - 4, plo, cx + 4, cx - 4, phi, cx + 4);
        }
        text(f, cx, bottom + 14, "middle", 10, b[i].label);
    }
    fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"black\"/>\n", left,
            bottom, right, bottom);
}

/* Box plots of the two sides' VP: minimum, quartiles, median, maximum (nearest rank). */
static void boxes(FILE *f, double x, double y, double w, double h, const struct bal_group *g)
{
    double top = y + 28, bottom = y + h - 24, left = x + 34, right = x + w - 8;
    int ymax = 1;
    for (int k = 0; k < 2; k++)
        if (g->games && g->vp[k][g->games - 1] > ymax)
            ymax = g->vp[k][g->games - 1];
    text(f, x + w / 2, y + 16, "middle", 13, "Victory Points");
    for (int k = 0; k <= 2; k++) {
        double py = bottom - (bottom - top) * k / 2;
        char t[32];
        snprintf(t, sizeof t, "%.0f", ymax * k / 2.0);
        text(f, left - 4, py + 4, "end", 10, t);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
                left, py, right, py);
    }
#define PY(v) (bottom - (bottom - top) * (double)(v) / ymax)
    double slot = (right - left) / 2, bw = slot * 0.4;
    for (int k = 0; k < 2; k++) {
        const int *v = g->vp[k];
        long n = g->games;
        double cx = left + slot * (k + 0.5);
        int lo = n ? v[0] : 0, hi = n ? v[n - 1] : 0, q1 = bal_quantile(v, n, 1, 4),
            med = bal_quantile(v, n, 1, 2), q3 = bal_quantile(v, n, 3, 4);
        fprintf(f, "<path d=\"M%.1f %.1fV%.1fM%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f\" "
                   "stroke=\"black\" fill=\"none\"/>\n",
                cx, PY(lo), PY(q1), cx, PY(q3), PY(hi), cx - bw / 4, PY(lo), cx + bw / 4,
                cx - bw / 4, PY(hi), cx + bw / 4);
        fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" "
                   "stroke=\"black\"/>\n",
                cx - bw / 2, PY(q3), bw, PY(q1) - PY(q3), side_colour[k]);
        fprintf(f, "<path d=\"M%.1f %.1fH%.1f\" stroke=\"white\" stroke-width=\"2\"/>\n",
                cx - bw / 2, PY(med), cx + bw / 2);
        text(f, cx, bottom + 14, "middle", 10, g->any->side[k]);
    }
#undef PY
    fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"black\"/>\n", left,
            bottom, right, bottom);
}

static double pct(long k, long n)
{
    return n ? 100.0 * (double)k / (double)n : 0.0;
}

int bal_svg_group(const struct bal_group *g, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return 1;
    char title[256];
    snprintf(title, sizeof title, "%s: %s vs %s, %ld games", g->any->scenario, g->a, g->b,
             g->games);
    begin(f, 1000, 240, title);

    struct bar b[8];
    int n = 0;
    for (int k = 0; k < 3; k++) {
        long won = k < 2 ? g->wins[k] : g->draws;
        double lo, hi;
        wilson_interval((double)won, g->games, &lo, &hi);
        b[n] = (struct bar){"", pct(won, g->games), lo, hi,
                            k < 2 ? side_colour[k] : draw_colour};
        snprintf(b[n].label, sizeof b[n].label, "%.23s", k < 2 ? g->any->side[k] : "draws");
        n++;
    }
    bars(f, 0, 0, 250, 240, "Won (Wilson 95%)", b, n, 100, "%");

    /* Victory levels: each side's Marginal, second level and Decisive wins (in its colour, by
     * initial), then draws. */
    n = 0;
    double most = 0;
    for (int k = 0; k < 2; k++)
        for (int l = 1; l < BAL_LEVELS; l++) {
            b[n] = (struct bar){"", pct(g->level[k][l], g->games), -1, -1, side_colour[k]};
            snprintf(b[n].label, sizeof b[n].label, "%.1s", bal_level_name(g->any->system, l));
            most = b[n].value > most ? b[n].value : most;
            n++;
        }
    b[n] = (struct bar){"draw", pct(g->draws, g->games), -1, -1, draw_colour};
    most = b[n].value > most ? b[n].value : most;
    n++;
    bars(f, 250, 0, 250, 240, "Victory levels", b, n, most > 50 ? 100 : 50, "%");

    boxes(f, 500, 0, 250, 240, g);

    /* Game-Turns played: one bar per length from the shortest game to the longest. */
    struct bar t[40];
    int lo = g->games ? g->turns[0] : 1, hi = g->games ? g->turns[g->games - 1] : 1;
    if (hi - lo >= (int)(sizeof t / sizeof t[0]))
        lo = hi - (int)(sizeof t / sizeof t[0]) + 1;
    n = 0;
    most = 0;
    for (int turn = lo; turn <= hi; turn++) {
        long c = 0;
        for (long i = 0; i < g->games; i++)
            c += g->turns[i] == turn;
        t[n] = (struct bar){"", pct(c, g->games), -1, -1, "#6a8f5a"};
        snprintf(t[n].label, sizeof t[n].label, "%d", turn);
        most = t[n].value > most ? t[n].value : most;
        n++;
    }
    bars(f, 750, 0, 250, 240, "Game-Turns played", t, n, most > 50 ? 100 : 50, "%");
    fputs("</svg>\n", f);
    return fclose(f) != 0;
}

int bal_svg_summary(const struct bal_report *r, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return 1;
    int rows = (int)r->n, w = 760, h = 40 + 18 * rows + 30;
    double left = 260, right = w - 20, top = 30, bottom = top + 18 * rows;
    begin(f, w, h, "The first side's wins in every scenario, with Wilson 95% intervals");
    text(f, (left + right) / 2, 18, "middle", 13, "First side wins (Wilson 95%); 35-65% shaded");
#define PX(v) (left + (right - left) * (v) / 100.0)
    fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#e6f0e0\"/>\n",
            PX(35), top, PX(65) - PX(35), bottom - top);
    for (int k = 0; k <= 4; k++) {
        char t[16];
        snprintf(t, sizeof t, "%d%%", 25 * k);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ccc\"/>\n",
                PX(25 * k), top, PX(25 * k), bottom);
        text(f, PX(25 * k), bottom + 14, "middle", 10, t);
    }
    for (int i = 0; i < rows; i++) {
        const struct bal_group *g = &r->grp[i];
        double y = top + 18 * i + 9, lo, hi, p = pct(g->first_wins, g->games);
        wilson_interval((double)g->first_wins, g->games, &lo, &hi);
        char label[200];
        snprintf(label, sizeof label, "%s (%s vs %s)", g->any->scenario, g->a, g->b);
        text(f, left - 6, y + 4, "end", 11, label);
        fprintf(f, "<path d=\"M%.1f %.1fH%.1f\" stroke=\"black\"/>\n", PX(lo), y, PX(hi));
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"/>\n", PX(p), y,
                p < 35 || p > 65 ? "#b8483a" : "#3b6ea8");
    }
#undef PX
    fputs("</svg>\n", f);
    return fclose(f) != 0;
}
