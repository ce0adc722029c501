/* Victory [Phalanx Victory Conditions] and the Tactical Concession [Phalanx Tactical
 * Concession].
 *
 * Each side scores the Victory Points of the enemy units it destroys (st->vp[side]): (MAS +
 * MDS-front + FCS) / 2, the whole sum for cavalry, 10 for a command unit, 30 for Darius.  The
 * side with more points is the victor; the ratio of the points sets the level (Marginal more
 * than 1:1, Tactical at least 2:1, Decisive at least 3:1: g->px.levels), and a level whose
 * limit on the victor's own losses (40, 30, 25% of his army's Victory Point Value, computed
 * from its units [phalanx-reconstruction 1.7]) is exceeded drops to the next lower one, until
 * one holds or none is left.  The victor wins if the level reaches his army's minimum ("Vic");
 * otherwise the game is a draw.  A concession grants the opponent at least a Tactical
 * Victory, which is a win only if that reaches the opponent's minimum. */
#include <string.h>

#include "px_info.h"

#include "core/textbuf.h"

int px_unit_vp(const ps_game *g, int u)
{
    if (px_is_darius(g, u)) /* [Phalanx Darius] */
        return g->px.darius_vp.v;
    return px_formula_vp(&g->px, px_type(g, &g->st.units[u]));
}

struct px_outcome {
    int leader;    /* the side with more VP, -1 if equal */
    int by_ratio;  /* the level the ratio reaches (enum px_level) */
    int level;     /* after the loss limits and a concession */
    int winner;    /* -1 draw */
    int conceded;  /* the side that conceded, -1 none */
    int pv[2];     /* each army's Victory Point Value, computed from its units */
};

/* Does w's score against l's reach level lv by the ratio? */
static bool ratio_reaches(const struct px_victory_level *lv, int w, int l)
{
    long a = lv->att.v, d = lv->def.v;
    return lv->strict ? (long)w * d > (long)l * a : (long)w * d >= (long)l * a;
}

/* Do side's own losses exceed the level's limit? */
static bool losses_exceed(const ps_game *g, const struct px_outcome *o, int side, int level)
{
    long lost = g->st.vp[!side];
    return lost * 100 > (long)g->px.levels[level].max_loss_pct.v * o->pv[side];
}

static void outcome(const ps_game *g, struct px_outcome *o)
{
    const struct game_state *st = &g->st;
    memset(o, 0, sizeof *o);
    for (int s = 0; s < 2; s++)
        o->pv[s] = px_army_pv(&g->px, px_army(g, s));
    o->conceded = st->conceded ? st->conceded - 1 : -1;
    o->leader = st->vp[0] > st->vp[1] ? 0 : st->vp[1] > st->vp[0] ? 1 : -1;
    o->winner = -1;
    if (o->leader >= 0) {
        int w = o->leader;
        for (int lv = PX_LEVEL_DEC; lv >= PX_LEVEL_MAR && !o->by_ratio; lv--)
            if (ratio_reaches(&g->px.levels[lv], st->vp[w], st->vp[!w]))
                o->by_ratio = lv;
        o->level = o->by_ratio;
        while (o->level > PX_LEVEL_NONE && losses_exceed(g, o, w, o->level))
            o->level--;
    }
    int victor = o->leader;
    if (o->conceded >= 0) { /* [Phalanx Tactical Concession] */
        victor = !o->conceded;
        if (o->leader != victor)
            o->level = PX_LEVEL_NONE;
        if (o->level < PX_LEVEL_TAC)
            o->level = PX_LEVEL_TAC;
    }
    if (victor >= 0 && o->level > PX_LEVEL_NONE && o->level >= px_army(g, victor)->min_level)
        o->winner = victor;
}

void px_victory_evaluate(const ps_game *g, ps_status_info *out)
{
    struct px_outcome o;
    outcome(g, &o);
    out->winner = o.winner;
    out->level = o.winner >= 0 ? o.level : 0;
}

static const char *const level_words[PX_LEVEL_COUNT] = {"no", "Marginal", "Tactical",
                                                        "Decisive"};

static void put_ratio(struct textbuf *t, int w, int l)
{
    if (l == 0)
        textbuf_put(t, w ? "%d to 0 (no losses against them)" : "0 to 0", w);
    else
        textbuf_put(t, "%d to %d = %d.%02d to 1", w, l, w / l, w * 100 / l % 100);
}

void px_victory_report(const ps_game *g, char *buf, size_t buflen)
{
    const struct game_state *st = &g->st;
    struct textbuf t;
    textbuf_init(&t, buf, buflen);
    struct px_outcome o;
    outcome(g, &o);
    if (st->phase == PS_PHASE_GAME_OVER)
        textbuf_put(&t, "game over: Game-Turn %d of %d\n", st->turn, g->scen.game_length);
    else
        textbuf_put(&t, "game in progress: Game-Turn %d of %d; were it to end now:\n", st->turn,
                    g->scen.game_length);
    if (st->px.agreed_end) /* [Phalanx How to Set-up the Game] px_agree.c */
        textbuf_put(&t, "the players agreed to end the game sooner: judged as at the end of "
                    "Game-Turn %d [Phalanx How to Set-up the Game]\n", g->scen.game_length);
    if (o.conceded >= 0)
        textbuf_put(&t, "the %s conceded: the %s have at least a Tactical Victory [Phalanx "
                    "Tactical Concession]\n", g->scen.force[o.conceded].name,
                    g->scen.force[!o.conceded].name);
    if (o.winner >= 0)
        textbuf_put(&t, "result: the %s win a %s Victory\n", g->scen.force[o.winner].name,
                    level_words[o.level]);
    else if (o.leader < 0 && o.conceded < 0)
        textbuf_put(&t, "result: draw, Victory Points are equal\n");
    else {
        int v = o.conceded >= 0 ? !o.conceded : o.leader;
        textbuf_put(&t, "result: draw, the %s reach %s Victory but need at least %s [Phalanx "
                    "How to Set-up the Game]\n", g->scen.force[v].name, level_words[o.level],
                    level_words[px_army(g, v)->min_level]);
    }
    if (o.leader >= 0) {
        textbuf_put(&t, "ratio: ");
        put_ratio(&t, st->vp[o.leader], st->vp[!o.leader]);
        textbuf_put(&t, ", %s Victory by the ratio", level_words[o.by_ratio]);
        if (o.level < o.by_ratio && o.conceded < 0)
            textbuf_put(&t, ", reduced to %s by the %s' own losses", level_words[o.level],
                        g->scen.force[o.leader].name);
        textbuf_put(&t, "\n");
    }
    for (int s = 0; s < 2; s++) {
        int lost = st->vp[!s], pv = o.pv[s];
        textbuf_put(&t, "%s: scored %d VP; lost %d VP of PV %d (%d%%); least victory to win %s\n",
                    g->scen.force[s].name, st->vp[s], lost, pv, pv ? lost * 100 / pv : 0,
                    level_words[px_army(g, s)->min_level]);
    }
    textbuf_put(&t, "loss limits: Marginal %d%%, Tactical %d%%, Decisive %d%% of the victor's PV\n",
                g->px.levels[PX_LEVEL_MAR].max_loss_pct.v, g->px.levels[PX_LEVEL_TAC].max_loss_pct.v,
                g->px.levels[PX_LEVEL_DEC].max_loss_pct.v);
}

/* [Phalanx Tactical Concession] "a Player may move his forces off the map ... This must be done
 * by way of road hexes, and is accomplished by the ordinary movement rules": a concession is
 * an `exit` action by a road exit, px_move.c; never a bare declaration. */
ps_status px_concede_check(ps_game *g, const ps_action *a)
{
    if (a->nunits || a->nhexes)
        return game_fail(g, PS_EINVAL, "concede takes no units or hexes");
    if (g->st.conceded)
        return game_fail(g, PS_ESTATE, "[Phalanx Tactical Concession] the %s have already "
                         "conceded", g->scen.force[g->st.conceded - 1].name);
    return game_fail(g, PS_EILLEGAL, "[Phalanx Tactical Concession] a concession \"must be done "
                     "by way of road hexes\": move a unit off the map by a road exit in a "
                     "friendly Movement Phase (exit U PATH)");
}

void px_concede_apply(ps_game *g, const ps_action *a)
{
    (void)g;
    (void)a; /* refused by px_concede_check */
}

int px_victory_level_now(const ps_game *g, int side, bool *wins)
{
    struct px_outcome o;
    outcome(g, &o);
    int victor = o.conceded >= 0 ? !o.conceded : o.leader;
    if (wins)
        *wins = o.winner == side;
    return victor == side ? o.level : PX_LEVEL_NONE;
}
