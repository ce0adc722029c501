/* The odds of an attack in a Chariot game as numbers, for computer players: ps_game_odds_info
 * (an attack now) and ps_game_odds_what_if (an attack from hexes the attackers do not stand in
 * yet, staged by core/odds_api.c), and the CRT.  Both read combat_assess, the one pure function
 * of combat [6.2], [7.3], [8.0]; nothing here computes a strength of its own. */
#include <string.h>

#include "combat.h"
#include "prestags_api.h"
#include "simultaneous.h"

static void fill_odds(const ps_game *g, const struct combat *c, ps_odds *out)
{
    memset(out, 0, sizeof *out);
    out->fire = c->fire;
    out->side = c->side;
    out->att_strength = c->att_strength;
    out->def_strength = c->def_strength;
    out->column = c->column;
    out->col_att = g->tables.crt.cols[c->column].att;
    out->col_def = g->tables.crt.cols[c->column].def;
    out->flank = c->flank;
    out->faces = c->faces < PS_ODDS_MAX_FACES ? c->faces : PS_ODDS_MAX_FACES;
    out->nhexes = c->nhex;
    for (int i = 0; i < c->nhex && i < PS_ODDS_MAX_HEXES; i++) {
        hex_cr cr = map_cr(c->hex[i]);
        out->hexes[i] = cr.col * 100 + cr.row;
        out->plus[i] = c->plus[i];
        for (int f = 0; f < out->faces; f++) {
            uint8_t r = c->result[f][i];
            out->result[f][i] = r;
            if (r < PS_RESULT_COUNT)
                out->count[i][r]++;
        }
    }
}

_Static_assert((int)COMBAT_MAX_HEXES == (int)PS_ODDS_MAX_HEXES, "every defending hex in ps_odds");

ps_status prestags_odds_info(ps_game *g, const ps_action *a, ps_odds *out)
{
    struct combat c;
    char why[PS_ERR_MAX];
    struct sim_ctx cx = sim_odds_enter(g); /* [19.1] E: Defensive Fire targets */
    ps_status s = combat_assess(g, a, &c, NULL, why, sizeof why);
    sim_ctx_leave(g, cx);
    if (s != PS_OK)
        return game_fail(g, s, "%s", why);
    fill_odds(g, &c, out);
    return PS_OK;
}

/* ps_game_odds_what_if (core/odds_api.c) has put the attackers where the question places them,
 * in side's combat phase; it puts the state back afterwards. */
ps_status prestags_odds_staged(ps_game *g, const ps_action *a, ps_odds *out)
{
    struct combat c;
    char why[PS_ERR_MAX];
    ps_status s = combat_assess(g, a, &c, NULL, why, sizeof why);
    if (s != PS_OK)
        return game_fail(g, s, "%s", why);
    fill_odds(g, &c, out);
    return PS_OK;
}

void prestags_game_crt(const ps_game *g, ps_crt *out)
{
    const struct crt *t = &g->tables.crt;
    memset(out, 0, sizeof *out);
    _Static_assert((int)PS_CRT_MAX_COLS >= (int)CRT_MAX_COLS && (int)PS_CRT_MAX_ROWS >= (int)CRT_MAX_ROWS,
                   "ps_crt holds the whole table");
    out->ncols = t->ncols;
    for (int c = 0; c < t->ncols; c++) {
        out->col_att[c] = t->cols[c].att;
        out->col_def[c] = t->cols[c].def;
    }
    out->min_roll = t->min_roll;
    out->max_roll = t->max_roll;
    out->die = t->die_sides;
    for (int r = 0; r <= t->max_roll - t->min_roll && r < CRT_MAX_ROWS; r++)
        for (int c = 0; c < t->ncols; c++)
            out->result[r][c] = t->result[r][c];
}
