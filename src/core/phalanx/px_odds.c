/* The odds of a Phalanx attack for people and computer players: ps_game_odds (text),
 * ps_game_odds_info and ps_game_odds_what_if (numbers), both from px_assess, the function the
 * resolver rolls on; and the CRT (ps_game_crt).
 *
 *   melee 3,4 -> 1116
 *   attack 21
 *     unit 3 PH at 1115: MAS 4 = 4
 *     command bonus 9 [Phalanx Command Units]
 *   defence 12
 *     unit 7 PH at 1116 front: MDS-front 4 = 4
 *   odds 21 vs 12 = 1-1 [Phalanx Combat]
 *   die 1 1E, 2 DD, 3 C, 4 C, 5 AD, 6 A1E
 *   1E 1/6, DD 1/6, C 2/6, AD 1/6, A1E 1/6 */
#include <string.h>

#include "px_combat.h"
#include "px_info.h"

#include "core/textbuf.h"

size_t px_assessment_text(const ps_game *g, const struct px_assessment *a, char *buf,
                          size_t buflen)
{
    char scratch[1];
    if (!buf || !buflen) {
        buf = scratch;
        buflen = sizeof scratch;
    }
    struct textbuf o;
    textbuf_init(&o, buf, buflen);
    textbuf_put(&o, "%s ", a->fire ? "fire" : "melee");
    int k = 0;
    for (int i = 0; i < a->nshares; i++)
        if (a->shares[i].attacker)
            textbuf_put(&o, "%s%d", k++ ? "," : "", a->shares[i].unit);
    textbuf_put(&o, " -> %04d\nattack %d\n", px_cr(a->target), a->att);
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1 && a->fire) {
            textbuf_put(&o, "defence %d: Fire Protection Strength of %04d [Phalanx Combat I]\n",
                        a->def, px_cr(a->target));
            break;
        }
        if (pass == 1)
            textbuf_put(&o, "defence %d\n", a->def);
        for (int i = 0; i < a->nshares; i++) {
            const struct px_share *s = &a->shares[i];
            if (s->attacker != (pass == 0))
                continue;
            const struct unit *un = &g->st.units[s->unit];
            textbuf_put(&o, "  unit %d %s at %04d%s: %s = %d\n", s->unit, px_type(g, un)->code,
                        px_cr(un->hex), pass == 0 ? "" : s->flank ? " flank" : " front", s->why,
                        s->value);
        }
        int bonus = pass == 0 ? a->att_bonus : a->def_bonus;
        if (bonus)
            textbuf_put(&o, "  command bonus %d [Phalanx Command Units]\n", bonus);
    }
    const struct px_crt *crt = &g->px.crt;
    if (a->column < 0) {
        textbuf_put(&o, "odds %d vs %d: below 1-2, non-viable [Phalanx Game Procedure]\n", a->att,
                    a->def);
        return o.pos;
    }
    textbuf_put(&o, "odds %d vs %d = %d-%d [Phalanx Combat]\n", a->att, a->def,
                crt->att[a->column].v, crt->def[a->column].v);
    if (a->shift)
        textbuf_put(&o, "Alexander %+d column%s [Phalanx Alexander]\n", a->shift,
                    a->shift == 1 || a->shift == -1 ? "" : "s");
    int count[PX_RESULT_COUNT] = {0}, die = crt->die.v;
    textbuf_put(&o, "die");
    for (int f = 0; f < die && f < PX_CRT_MAX_ROWS; f++) {
        textbuf_put(&o, "%s %d %s", f ? "," : "", f + 1,
                    px_result_name((enum px_result)a->result[f]));
        count[a->result[f]]++;
    }
    textbuf_put(&o, "\n");
    k = 0;
    for (int r = 0; r < PX_RESULT_COUNT; r++)
        if (count[r])
            textbuf_put(&o, "%s%s %d/%d", k++ ? ", " : "", px_result_name((enum px_result)r),
                        count[r], die);
    textbuf_put(&o, "\n");
    return o.pos;
}

size_t px_odds_text(ps_game *g, const ps_action *a, char *buf, size_t buflen)
{
    struct px_assessment as;
    if (a->kind != PS_ACT_FIRE && a->kind != PS_ACT_MELEE) {
        game_fail(g, PS_EINVAL, "not a fire or melee action");
        return 0;
    }
    g->explaining = true; /* each share's reckoning, for the text */
    ps_status s = px_action_assess(g, a, &as);
    g->explaining = false;
    return s == PS_OK ? px_assessment_text(g, &as, buf, buflen) : 0;
}

ps_status px_odds_info(ps_game *g, const ps_action *a, ps_odds *out)
{
    static const uint8_t map[PX_RESULT_COUNT] = {
        [PX_RES_NONE] = PS_RESULT_NONE, [PX_RES_C] = PS_RESULT_C,   [PX_RES_DD] = PS_RESULT_DD,
        [PX_RES_AD] = PS_RESULT_AD,     [PX_RES_1E] = PS_RESULT_1E, [PX_RES_2E] = PS_RESULT_2E,
        [PX_RES_A1E] = PS_RESULT_A1E};
    _Static_assert(PX_RESULT_COUNT == 7, "every Phalanx result mapped");
    struct px_assessment as;
    if (a->kind != PS_ACT_FIRE && a->kind != PS_ACT_MELEE)
        return game_fail(g, PS_EINVAL, "not a fire or melee action");
    ps_status s = px_action_assess(g, a, &as);
    if (s != PS_OK)
        return s;
    const struct px_crt *crt = &g->px.crt;
    memset(out, 0, sizeof *out);
    out->fire = as.fire;
    out->side = as.side;
    out->att_strength = as.att * 256;
    out->def_strength = as.def * 256;
    out->column = as.column;
    out->col_att = crt->att[as.column].v;
    out->col_def = crt->def[as.column].v;
    for (int i = 0; i < as.nshares; i++)
        out->flank = out->flank || (!as.shares[i].attacker && as.shares[i].flank);
    out->faces = crt->die.v < PS_ODDS_MAX_FACES ? crt->die.v : PS_ODDS_MAX_FACES;
    out->nhexes = 1;
    out->hexes[0] = px_cr(as.target);
    for (int f = 0; f < out->faces; f++) {
        uint8_t r = map[as.result[f]];
        out->result[f][0] = r;
        out->count[0][r]++;
    }
    return PS_OK;
}

/* [Phalanx Combat Results Table] the reconstruction's table, its results as ps_result. */
void px_game_crt(const ps_game *g, ps_crt *out)
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

/* ps_game_odds_what_if (core/odds_api.c) has put the attackers where the question places them;
 * it puts the state back afterwards.  [Phalanx Game Procedure] the question is an
 * allocation: side's Attack Allocation Phase, nothing allocated yet, nobody attacked this
 * Player-Turn. */
ps_status px_odds_staged(ps_game *g, const ps_action *a, ps_odds *out)
{
    g->st.phase = PS_PHASE_ALLOCATION;
    g->st.px.nattacks = 0;
    for (int u = 0; u < g->st.nunits; u++)
        g->st.px.units[u].flags &= (uint16_t)~(PXF_FIRED | PXF_MELEED);
    return px_odds_info(g, a, out);
}
