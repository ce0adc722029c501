/* The fire and melee tasks of a plot in the simultaneous sequence [19.0]-[21.1], for the level
 * players: every unit that can melee an adjacent enemy hex (ML) or fire at one in range (OF)
 * is considered, the targets taken best first at the odds the units plotted on them together
 * would have (estimated from the Combat Results Table; the real odds are those of the moment
 * the plot is carried out [20.2]); fire units left over guard with Defensive Fire (DF) when
 * an enemy is near.  The units given a task stay where they are; the rest move (ai_move.c). */
#include <stdlib.h>
#include <string.h>

#include "ai_plan.h"

enum { PLOT_TARGETS = 128, PLOT_DIS = 35 };

struct plot_target {
    int16_t hex;
    bool fire;
    int n;
    int16_t unit[PS_ACTION_MAX_UNITS];
    ps_action act[PS_ACTION_MAX_UNITS]; /* each unit's legal plot on this target */
};

static int32_t target_worth(const struct ai_prep *pp, const struct plot_target *t, int k)
{
    const struct ai_view *v = &pp->v;
    const struct ai_map *m = pp->m;
    int h = t->hex;
    int32_t att = 0;
    for (int i = 0; i < k; i++) {
        const ps_unit_more *u = &v->u[t->unit[i]];
        att += (t->fire ? u->fire : u->melee) * AI_FX;
    }
    int32_t def = t->fire ? m->comb[h].fire_protection * AI_FX : ai_hex_defence(v, h);
    int col = ai_crt_column(&m->crt, att, def);
    if (col < 0)
        return 0;
    bool plus = false;
    for (int i = v->head[h]; i >= 0; i = v->next[i])
        plus |= (v->u[i].status & PS_UNIT_DISRUPTED) != 0;
    const uint8_t *count = ai_crt_faces(m, col, plus);
    int32_t ev = 0;
    for (int r = 1; r < PS_RESULT_COUNT; r++)
        if (count[r])
            ev += count[r] * ai_result_value(v, h, r, t->fire, PLOT_DIS);
    return ev / m->crt.die;
}

int ai_plot_combat(const struct ai_prep *pp, struct ai_scratch *s, ps_action *out, int max,
                   bool *fixed, long *nodes)
{
    const struct ai_view *v = &pp->v;
    struct plot_target *t = calloc(PLOT_TARGETS, sizeof *t);
    bool *used = calloc(AI_UNITS, sizeof *used);
    int nt = 0, nout = 0;
    if (!t || !used)
        goto out;
    /* The targets each unit may be plotted against, from the engine's legal plots. */
    for (int u = 0; u < v->nunits; u++) {
        if (v->u[u].side != pp->side || !v->u[u].on_map)
            continue;
        int n = ps_game_legal(pp->g, u, s->buf, s->max);
        (*nodes)++;
        for (int i = 0; i < n && i < s->max; i++) {
            const ps_action *a = &s->buf[i];
            if (a->kind != PS_ACT_PLOT || (a->task != PS_TASK_ML && a->task != PS_TASK_OF) ||
                a->nhexes != 1)
                continue;
            int h = ai_hex(a->hexes[0]);
            bool fire = a->task == PS_TASK_OF;
            int k = 0;
            while (k < nt && !(t[k].hex == h && t[k].fire == fire))
                k++;
            if (k == nt) {
                if (nt == PLOT_TARGETS)
                    continue;
                t[nt].hex = (int16_t)h;
                t[nt].fire = fire;
                nt++;
            }
            if (t[k].n < PS_ACTION_MAX_UNITS) {
                t[k].unit[t[k].n] = (int16_t)u;
                t[k].act[t[k].n] = *a;
                t[k].n++;
            }
        }
    }
    /* The best target first, with the units still free, strongest first. */
    for (;;) {
        int best = -1, best_k = 0;
        int32_t best_ev = 40;
        for (int k = 0; k < nt; k++) {
            struct plot_target *x = &t[k];
            int m = 0;
            for (int i = 0; i < x->n; i++)
                if (!used[x->unit[i]]) {
                    int16_t uu = x->unit[i];
                    ps_action aa = x->act[i];
                    x->unit[i] = x->unit[m];
                    x->act[i] = x->act[m];
                    x->unit[m] = uu;
                    x->act[m] = aa;
                    m++;
                }
            for (int i = 1; i < m; i++)
                for (int j = i; j > 0; j--) {
                    const ps_unit_more *a = &v->u[x->unit[j - 1]], *b = &v->u[x->unit[j]];
                    int sa = x->fire ? a->fire : a->melee, sb = x->fire ? b->fire : b->melee;
                    if (sa >= sb)
                        break;
                    int16_t uu = x->unit[j];
                    ps_action aa = x->act[j];
                    x->unit[j] = x->unit[j - 1];
                    x->act[j] = x->act[j - 1];
                    x->unit[j - 1] = uu;
                    x->act[j - 1] = aa;
                }
            for (int n = 1; n <= m; n++) {
                int32_t ev = target_worth(pp, x, n) - 10 * n;
                if (ev > best_ev) {
                    best_ev = ev;
                    best = k;
                    best_k = n;
                }
            }
        }
        if (best < 0)
            break;
        for (int i = 0; i < best_k && nout < max; i++) {
            used[t[best].unit[i]] = true;
            fixed[t[best].unit[i]] = true;
            out[nout++] = t[best].act[i];
        }
        t[best].n = 0;
    }
    /* Fire units that neither fire nor move guard with Defensive Fire when an enemy is near
     * [19.1] E. */
    for (int u = 0; u < v->nunits && nout < max; u++) {
        const ps_unit_more *x = &v->u[u];
        if (x->side != pp->side || !x->on_map || !x->is_fire || used[u] ||
            pp->th.enemy_near[ai_hex(x->hex)] > 4 * AI_FX)
            continue;
        memset(&out[nout], 0, sizeof out[nout]);
        out[nout].kind = PS_ACT_PLOT;
        out[nout].task = PS_TASK_DF;
        out[nout].nunits = 1;
        out[nout].units[0] = (int16_t)u;
        fixed[u] = true;
        nout++;
    }
out:
    free(t);
    free(used);
    return nout;
}
