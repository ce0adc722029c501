/* The victory report: who won, at what level [11.2], and why, condition by condition with the
 * value each was judged on.  While the game goes on it says only where play stands.
 *
 * Layout (one fact a line; the CLI's status gives it 1024 bytes, a test checks the longest):
 *   game over: Game-Turn T of L
 *   [the X conceded [15.0]] [the X have no units left on the map and none to come]
 *   result: the X win a <Level> Victory | result: draw, neither/both ...
 *   [level: <Level>: why]
 *   <side>: conditions met|not met, then "  printed: ..." and one line per measured value
 *   Victory Points [11.2]: <side> n, <side> m */
#include <string.h>

#include "prestags_rules.h"
#include "core/textbuf.h"
#include "prestags_api.h"
#include "victory.h"

static const char *const level_names[] = {
    [LEVEL_NONE] = "no",
    [LEVEL_MARGINAL] = "Marginal",
    [LEVEL_SUBSTANTIVE] = "Substantive",
    [LEVEL_DECISIVE] = "Decisive",
};
_Static_assert(sizeof level_names / sizeof level_names[0] == LEVEL_DECISIVE + 1, "levels");

/* Why a ratio gives its level, from the winner's side. */
static const char *const ratio_words[] = {
    [LEVEL_NONE] = "not more than 1 to 1",
    [LEVEL_MARGINAL] = "more than 1 to 1, less than 2 to 1 [11.21]",
    [LEVEL_SUBSTANTIVE] = "2 to 1 or better, less than 3 to 1 [11.22]",
    [LEVEL_DECISIVE] = "3 to 1 or better [11.23]",
};
_Static_assert(sizeof ratio_words / sizeof ratio_words[0] == LEVEL_DECISIVE + 1, "ratios");

static const char *side_name(const ps_game *g, int side)
{
    return g->scen.force[side].name;
}

/* "E (2220)" for a lettered hex, else "3523". */
static void put_hex(struct textbuf *o, const ps_game *g, hex_id h)
{
    char id[5];
    map_format_hex(h, id);
    if (g->map.hexes[h].letter)
        textbuf_put(o, "%c (%s)", g->map.hexes[h].letter, id);
    else
        textbuf_put(o, "%s", id);
}

/* "S or W edge", "W, N or E edge" (in the order N E S W). */
static void put_edges(struct textbuf *o, uint8_t edges)
{
    static const struct {
        uint8_t bit;
        char name;
    } order[] = {{EDGE_N, 'N'}, {EDGE_E, 'E'}, {EDGE_S, 'S'}, {EDGE_W, 'W'}};
    int total = 0, done = 0;
    for (int i = 0; i < 4; i++)
        total += (edges & order[i].bit) != 0;
    for (int i = 0; i < 4; i++) {
        if (!(edges & order[i].bit))
            continue;
        done++;
        textbuf_put(o, "%s%c", done == 1 ? "" : done == total ? " or " : ", ", order[i].name);
    }
    textbuf_put(o, " edge");
}

static void put_control(struct textbuf *o, const ps_game *g, const struct victory_cond *c)
{
    for (int i = 0; i < c->nhexes; i++) {
        hex_id h = c->hexes[i];
        int who = victory_controller(g, h);
        textbuf_put(o, "  control of ");
        put_hex(o, g, h);
        if (who < 0)
            textbuf_put(o, ": nobody (never occupied [11.3])\n");
        else if (game_hex_side(&g->st, h) < 0)
            textbuf_put(o, ": the %s (last occupant [11.3])\n", side_name(g, who));
        else
            textbuf_put(o, ": the %s\n", side_name(g, who));
    }
}

static void put_cond(struct textbuf *o, const ps_game *g, int side, const struct victory_cond *c,
                     const struct cond_result *r)
{
    const char *us = side_name(g, side), *them = side_name(g, !side);
    const char *kind = c->no_chariots ? "non-Chariot units" : "units";
    switch ((enum cond_kind)c->kind) {
    case COND_CONTROL:
        put_control(o, g, c);
        break;
    case COND_KEEP_OUT:
        textbuf_put(o, "  %s of the %s %s of the stream: %d (must be fewer than %d)\n", kind,
                    them, c->region == REGION_SOUTH_OF_STREAM ? "south" : "north", r->value,
                    c->n);
        break;
    case COND_ELIMINATE:
        textbuf_put(o, "  units lost by the %s: %d (must be at least %d x %d lost by the %s "
                       "= %d, and at least %d)\n",
                    them, r->value, c->ratio, r->own, us, r->need, c->n);
        break;
    case COND_DESTROY:
        textbuf_put(o, "  units lost by the %s: %d (must be at least %d); by the %s: %d (must "
                       "be at most %d)\n",
                    them, r->value, c->n, us, r->own, c->m);
        break;
    case COND_EXIT:
        textbuf_put(o, "  %s of the %s off the map from the ", kind, us);
        put_edges(o, c->exit_edges);
        if (c->exit_corner != HEX_NONE) {
            textbuf_put(o, " within %d hexes of ", c->exit_radius);
            put_hex(o, g, c->exit_corner);
        }
        textbuf_put(o, ": %d (must be at least %d)", r->value, c->n);
        if (r->elsewhere)
            textbuf_put(o, "; %d more left elsewhere", r->elsewhere);
        textbuf_put(o, "\n");
        break;
    case COND_PREVENT: {
        size_t n = strlen(them);
        textbuf_put(o, "  the %s%s conditions: %s\n", them,
                    n && them[n - 1] == 's' ? "'" : "'s", r->value ? "met" : "not met");
        break;
    }
    }
}

static void put_level(struct textbuf *o, const ps_game *g, const struct victory_outcome *v)
{
    int w = v->winner, vl = v->vp_level[w];
    int own = g->st.vp[w], enemy = g->st.vp[!w];
    textbuf_put(o, "level: %s: ", level_names[v->level]);
    if (vl == v->level)
        textbuf_put(o, "Victory Points %d to %d are %s\n", own, enemy, ratio_words[vl]);
    else if (v->conceded >= 0)
        textbuf_put(o, "the %s conceded, so at least Substantive [15.1] (Victory Points %d to "
                       "%d)\n",
                    side_name(g, v->conceded), own, enemy);
    else
        textbuf_put(o, "the least for a win [11.24] (Victory Points %d to %d, not more than 1 "
                       "to 1)\n",
                    own, enemy);
}

void prestags_victory_report(const ps_game *g, char *buf, size_t buflen)
{
    const struct game_state *st = &g->st;
    struct textbuf o;
    textbuf_init(&o, buf, buflen);
    if (st->phase != PS_PHASE_GAME_OVER) {
        textbuf_put(&o, "game in progress: Game-Turn %d of %d\n", st->turn, g->scen.game_length);
        return;
    }
    struct victory_outcome v;
    victory_measure(g, &v);
    textbuf_put(&o, "game over: Game-Turn %d of %d\n", st->turn, g->scen.game_length);
    if (v.conceded >= 0)
        textbuf_put(&o, "the %s conceded [15.0]\n", side_name(g, v.conceded));
    for (int s = 0; s < 2 && v.conceded < 0; s++)
        if (victory_side_gone(g, s))
            textbuf_put(&o, "the %s have no units left on the map and none to come\n",
                        side_name(g, s));
    if (v.winner >= 0) {
        textbuf_put(&o, "result: the %s win a %s Victory\n", side_name(g, v.winner),
                    level_names[v.level]);
        put_level(&o, g, &v);
    } else {
        textbuf_put(&o, "result: draw, %s\n", v.held[0] ? "both sides' conditions are met"
                                                        : "neither side's conditions are met");
    }
    for (int s = 0; s < 2; s++) {
        const struct side_victory *sv = &g->scen.victory[s];
        textbuf_put(&o, "%s%s: conditions %s\n", side_name(g, s),
                    v.conceded == s ? " (conceded)" : "", v.held[s] ? "met" : "not met");
        textbuf_put(&o, "  printed: %s\n", sv->text);
        for (int i = 0; i < sv->nconds && i < SIDE_MAX_CONDS; i++)
            put_cond(&o, g, s, &sv->conds[i], &v.cond[s][i]);
    }
    textbuf_put(&o, "Victory Points [11.2]: %s %d, %s %d\n", side_name(g, 0), st->vp[0],
                side_name(g, 1), st->vp[1]);
}
