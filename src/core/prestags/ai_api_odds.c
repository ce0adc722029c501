/* The odds of an attack as numbers, for computer players: ps_game_odds_info (an attack now)
 * and ps_game_odds_what_if (an attack from hexes the attackers do not stand in yet).  Both
 * read combat_assess, the one pure function of combat [6.2], [7.3], [8.0]; nothing here
 * computes a strength of its own.
 *
 * Invariant: ps_game_odds_what_if leaves the game as it found it (the state is copied and put
 * back whole), so a player's "what if" never changes, or reveals, anything. */
#include <string.h>

#include "combat.h"
#include "core/phalanx/px_rules.h"
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

ps_status ps_game_odds_info(ps_game *g, const ps_action *a, ps_odds *out)
{
    if (g->phalanx)
        return px_odds_info(g, a, out); /* phalanx/px_odds.c */
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

/* Puts the attackers where the question places them and makes it side's combat phase. */
static ps_status stage(ps_game *g, int side, const ps_action *a, const int *from)
{
    struct game_state *st = &g->st;
    if (side != 0 && side != 1)
        return game_fail(g, PS_EINVAL, "side is 0 or 1");
    for (int i = 0; from && i < a->nunits; i++) {
        if (!from[i])
            continue;
        int u = a->units[i];
        if (u < 0 || u >= st->nunits)
            return game_fail(g, PS_EINVAL, "no unit %d", u);
        hex_id h = rules_hex(g, from[i]);
        if (h == HEX_NONE)
            return game_fail(g, PS_EINVAL, "%04d is not a hex of the map", from[i]);
        int other = game_hex_side(st, h);
        if (other >= 0 && other != st->units[u].side)
            return game_fail(g, PS_EILLEGAL, "[5.23] %04d holds enemy units", from[i]);
        if (st->units[u].where == UNIT_ON_MAP)
            game_remove_unit(st, u);
        st->units[u].carrier = -1;
        game_put_unit(st, u, h);
    }
    /* The question is about the next attack of that phase: nobody has attacked or been
     * attacked in it yet.  For the enemy of the side now phasing, it is its next Player-Turn. */
    if (side != st->phasing)
        st->pturn++;
    st->phase = (uint8_t)(a->kind == PS_ACT_FIRE ? PS_PHASE_FIRE : PS_PHASE_MELEE);
    st->phasing = (uint8_t)side;
    st->to_act = (uint8_t)side;
    st->pending.kind = PENDING_NONE;
    for (int u = 0; u < st->nunits; u++)
        st->units[u].flags &= (uint16_t)~(UF_ATTACKED | UF_DEFENDED);
    return PS_OK;
}

ps_status ps_game_odds_what_if(ps_game *g, int side, const ps_action *a, const int *from,
                               ps_odds *out)
{
    if (a->kind != PS_ACT_FIRE && a->kind != PS_ACT_MELEE)
        return game_fail(g, PS_EINVAL, "not a fire or melee action");
    struct game_state saved = g->st;
    ps_status s = stage(g, side, a, from);
    if (s != PS_OK) {
        g->st = saved;
        return s;
    }
    if (g->phalanx) {
        /* [Phalanx Game Procedure] the question is an allocation: side's Attack Allocation
         * Phase, nothing allocated yet, nobody attacked this Player-Turn. */
        g->st.phase = PS_PHASE_ALLOCATION;
        g->st.px.nattacks = 0;
        for (int u = 0; u < g->st.nunits; u++)
            g->st.px.units[u].flags &= (uint16_t)~(PXF_FIRED | PXF_MELEED);
        s = px_odds_info(g, a, out);
        g->st = saved;
        return s;
    }
    struct combat c;
    char why[PS_ERR_MAX];
    s = combat_assess(g, a, &c, NULL, why, sizeof why);
    g->st = saved;
    if (s != PS_OK)
        return game_fail(g, s, "%s", why);
    fill_odds(g, &c, out);
    return PS_OK;
}

/* [Phalanx Combat Results Table] the reconstruction's table, its results as ps_result. */
static void px_crt(const ps_game *g, ps_crt *out)
{
    static const uint8_t as_ps[PX_RESULT_COUNT] = {
        [PX_RES_NONE] = PS_RESULT_NONE, [PX_RES_C] = PS_RESULT_C,   [PX_RES_DD] = PS_RESULT_DD,
        [PX_RES_AD] = PS_RESULT_AD,     [PX_RES_1E] = PS_RESULT_1E, [PX_RES_2E] = PS_RESULT_2E,
        [PX_RES_A1E] = PS_RESULT_A1E};
    const struct px_crt *t = &g->px.crt;
    _Static_assert((int)PS_CRT_MAX_COLS >= (int)PX_CRT_MAX_COLS, "ps_crt holds every column");
    memset(out, 0, sizeof *out);
    out->ncols = t->ncols;
    out->die = t->die.v;
    out->min_roll = 1;
    out->max_roll = t->die.v < PS_CRT_MAX_ROWS ? t->die.v : PS_CRT_MAX_ROWS;
    for (int c = 0; c < t->ncols; c++) {
        out->col_att[c] = t->att[c].v;
        out->col_def[c] = t->def[c].v;
        for (int r = 0; r < out->max_roll; r++)
            out->result[r][c] = t->result[r][c] < PX_RESULT_COUNT ? as_ps[t->result[r][c]] : 0;
    }
}

void ps_game_crt(const ps_game *g, ps_crt *out)
{
    if (g->phalanx) {
        px_crt(g, out);
        return;
    }
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
