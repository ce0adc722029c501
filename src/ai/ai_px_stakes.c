/* What a Phalanx battle is fought for, as the level players weigh it (ai_px.h): each army's
 * least victory level, the level it reaches now, its Panic Level, and the Tactical Concession.
 *
 * Everything comes from the public answers: ps_game_goals' PS_GOAL_VP (the least level that
 * wins, the army's Victory Point Value, VP scored and lost, the level reached now after the
 * loss limits [Phalanx Victory Conditions]) and ps_game_panic (the Panic Level [Phalanx errata
 * Panic]).  The judgement is in centi-VP, integers only, like the rest of the evaluation. */
#include <string.h>

#include "ai_px.h"

enum { PX_TAC = 2, PX_DEC = 3 };

void ai_px_stakes_read(const ps_game *g, struct ai_px_stakes *k)
{
    memset(k, 0, sizeof *k);
    ps_status_info st;
    ps_game_status(g, &st);
    k->turn = st.turn;
    k->length = st.game_length > 0 ? st.game_length : 1;
    k->over = st.over;
    k->winner = st.winner;
    k->first = ps_game_first_player(g);
    for (int s = 0; s < 2; s++) {
        k->scored[s] = st.vp[s];
        ps_goal goals[PS_GOAL_MAX];
        int n = ps_game_goals(g, s, goals, PS_GOAL_MAX);
        for (int i = 0; i < n && i < PS_GOAL_MAX; i++)
            if (goals[i].kind == PS_GOAL_VP) {
                k->need[s] = goals[i].n;
                k->pv[s] = goals[i].m;
                k->level[s] = goals[i].ratio;
                k->wins[s] = goals[i].held;
            }
        ps_panic_info pi;
        if (ps_game_panic(g, s, &pi) == PS_OK) {
            k->panic_level[s] = pi.level;
            k->panicked[s] = pi.panicked;
        }
    }
}

/* One army's stake in centi-VP, for that army: its panic, its losses near the Panic Level,
 * and whether it would win were the game to end now (worth more as the end nears). */
static int64_t side_stake(const struct ai_px_stakes *k, int s)
{
    int lost = k->scored[!s], left = k->pv[s] - lost;
    int64_t v = 0;
    if (k->panicked[s]) {
        /* [Phalanx errata Panic] the army flees to the edge: much of what is left is lost. */
        v -= 1500 + 40 * (int64_t)(left > 0 ? left : 0);
    } else if (k->panic_level[s] > 0) {
        /* The last quarter before the Panic Level: each VP lost there costs double. */
        int near = lost - k->panic_level[s] * 3 / 4;
        if (near > 0)
            v -= 100 * (int64_t)near;
    }
    if (k->wins[s])
        v += 1500 + 3500 * (int64_t)k->turn / k->length;
    else if (k->level[s] > 0)
        v += 300 * (int64_t)k->level[s] / (k->need[s] > 0 ? k->need[s] : 1);
    return v;
}

int64_t ai_px_stakes_value(const struct ai_px_stakes *k, int side)
{
    if (k->over)
        return k->winner < 0 ? 0 : k->winner == side ? 20000 : -20000;
    return side_stake(k, side) - side_stake(k, !side);
}

/* The battle is lost (or, with the lower thresholds, going that way) for side: see
 * ai_px_battle_lost.  pct: the share of the Panic Level lost; lead10: the enemy's lead in VP
 * scored, in tenths (20: two to one). */
static bool losing(const struct ai_px_stakes *k, int side, int pct, int lead10)
{
    int e = !side;
    if (k->over || k->need[e] <= 0 || k->wins[side] || k->panicked[e])
        return false;
    /* [Phalanx Tactical Concession] the concession grants the enemy a Tactical Victory, or the
     * higher one he has reached: worth making only where that falls short of what he needs. */
    int granted = k->level[e] > PX_TAC ? k->level[e] : PX_TAC;
    if (granted >= k->need[e])
        return false;
    /* No enemy Player-Turn is left after ours: nothing more can be lost. */
    if (k->turn >= k->length && k->first == e)
        return false;
    int lost = k->scored[e], won = k->scored[side];
    if (k->panicked[side])
        return lost > won;
    /* The army is near its Panic Level while the enemy leads. */
    return k->panic_level[side] > 0 && lost * 100 >= k->panic_level[side] * pct &&
           lost * 10 >= won * lead10;
}

bool ai_px_battle_lost(const struct ai_px_stakes *k, int side)
{
    return losing(k, side, 80, 20);
}

bool ai_px_battle_failing(const struct ai_px_stakes *k, int side)
{
    return losing(k, side, 60, 15);
}
