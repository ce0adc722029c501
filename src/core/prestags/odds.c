/* The odds of a fire or melee action, without rolling [6.2], [7.3], [8.0]: the body of the
 * protocol's "odds" answer.  Everything comes from combat_assess, the same function the
 * resolver rolls on:
 *
 *   melee 3,4 -> 1016
 *   attack 8
 *     unit 3 MS at 1015: 3
 *     ...
 *   defence 4
 *     unit 7 MS at 1016: 3, in woods doubled [7.6] = 6
 *   odds 8 vs 4 = 2-1 [7.32]
 *   1016: +1, it holds a disrupted unit [8.2]
 *   1016: die 1 -, 2 -, 3 D, 4 D, 5 D, 6 D
 *   1016: - 2/6, D 4/6
 *
 * Probabilities are counts of the die's faces, so no fraction is ever rounded. */
#include "combat.h"
#include "simultaneous.h"

#include "core/textbuf.h"
#include "prestags_api.h"

size_t prestags_odds_text(ps_game *g, const ps_action *a, char *buf, size_t buflen)
{
    struct combat c;
    struct combat_explain ex;
    char why[PS_ERR_MAX];
    struct sim_ctx cx = sim_odds_enter(g); /* [19.1] E: Defensive Fire targets */
    ps_status s = combat_assess(g, a, &c, &ex, why, sizeof why);
    sim_ctx_leave(g, cx);
    if (s != PS_OK) {
        game_fail(g, s, "%s", why);
        return 0;
    }
    /* A caller asking for the length only passes no buffer: count into a scratch byte. */
    char scratch[1];
    if (!buf || !buflen) {
        buf = scratch;
        buflen = sizeof scratch;
    }
    struct textbuf o;
    textbuf_init(&o, buf, buflen);
    textbuf_put(&o, "%s ", c.fire ? "fire" : "melee");
    for (int i = 0; i < c.natt; i++)
        textbuf_put(&o, "%s%d", i ? "," : "", c.att[i]);
    textbuf_put(&o, " ->");
    for (int i = 0; i < c.nhex; i++)
        textbuf_put(&o, "%s%s", i ? "," : " ", hexname(c.hex[i]).s);
    textbuf_put(&o, "\n");
    for (int i = 0; i < ex.n; i++)
        textbuf_put(&o, "%s\n", ex.line[i]);
    char att[24], def[24];
    fx_format(c.att_strength, att);
    fx_format(c.def_strength, def);
    const struct crt *t = &g->tables.crt;
    const struct crt_column *col = &t->cols[c.column];
    const struct crt_column *top = &t->cols[t->ncols - 1];
    bool capped = (int64_t)c.att_strength * top->def > (int64_t)c.def_strength * top->att &&
                  c.column == t->ncols - 1;
    textbuf_put(&o, "odds %s vs %s = %d-%d [7.32]%s\n", att, def, col->att, col->def,
                capped ? " (above the last column: treated as the last [8.1])" : "");
    for (int i = 0; i < c.nhex; i++) {
        if (c.plus[i])
            textbuf_put(&o, "%s: +1, it holds a disrupted unit [8.2]%s\n", hexname(c.hex[i]).s,
                        c.nhex > 1 ? " [8.24]" : "");
        textbuf_put(&o, "%s: die", hexname(c.hex[i]).s);
        for (int f = 1; f <= c.faces; f++)
            textbuf_put(&o, "%s %d %s", f > 1 ? "," : "", f,
                        crt_result_name((enum crt_result)c.result[f - 1][i]));
        textbuf_put(&o, "\n");
        int count[CRT_RESULT_COUNT] = {0};
        for (int f = 1; f <= c.faces; f++)
            count[c.result[f - 1][i]]++;
        textbuf_put(&o, "%s:", hexname(c.hex[i]).s);
        bool first = true;
        for (int r = 0; r < CRT_RESULT_COUNT; r++)
            if (count[r]) {
                textbuf_put(&o, "%s %s %d/%d", first ? "" : ",",
                            crt_result_name((enum crt_result)r), count[r], c.faces);
                first = false;
            }
        textbuf_put(&o, "\n");
    }
    return o.pos;
}
