/* The level players' decisions while a Phalanx combat waits (ai_px.h): withdrawal before a
 * melee [Phalanx Withdrawal], [Phalanx errata Withdrawal], and the advance after it.
 *
 * Whether to withdraw is judged the way the search judges plans: both answers are played on
 * copies of the game, once for each face of the die (forced, so every face is weighed
 * equally), and the mean of ai_px_evaluate for our side decides.  So the odds, the units at
 * stake, the Panic Level and the victory levels (ai_px_stakes.c) all count, and a withdrawal
 * that would leave a flank open counts against it. */
#include <string.h>

#include "ai_px.h"

/* What withdrawing must gain over fighting (centi-VP): ground given up is not in the
 * evaluation, so a near tie is fought. */
enum { PX_WITHDRAW_MARGIN = 25 };

static void end_action(ps_action *out)
{
    memset(out, 0, sizeof *out);
    out->kind = PS_ACT_END;
}

/* Every unit that may step back does (one "retreat" each, as the engine lists them); the
 * melee is then fought by any that stay. */
static void withdraw_all(ps_game *c, struct ai_scratch *s)
{
    for (int guard = 0; guard < PS_ACTION_MAX_UNITS * 2; guard++) {
        ps_status_info st;
        ps_game_status(c, &st);
        if (st.pending != 3)
            return;
        int n = ps_game_legal(c, -1, s->buf, s->max);
        if (n > s->max)
            n = s->max;
        ps_action a;
        memset(&a, 0, sizeof a);
        bool found = false;
        for (int i = 0; i < n && !found; i++)
            if (s->buf[i].kind == PS_ACT_RETREAT) {
                a = s->buf[i];
                found = true;
            }
        if (!found || ps_game_play(c, &a) != PS_OK) {
            end_action(&a);
            ps_game_play(c, &a);
            return;
        }
    }
}

/* The mean evaluation for side over the die's faces after fighting or withdrawing. */
static int64_t mean_after(ps_game *g, int side, bool withdraw, struct ai_scratch *s,
                          long *nodes)
{
    ps_crt crt;
    ps_game_crt(g, &crt);
    int faces = crt.die > 0 ? crt.die : 6;
    int64_t sum = 0;
    for (int f = 1; f <= faces; f++) {
        ps_game *c = ai_clone(g);
        if (!c)
            return INT64_MIN / 4;
        ps_game_keep_history(c, false);
        ps_game_force_dice(c, &f, 1);
        if (withdraw) {
            withdraw_all(c, s);
        } else {
            ps_action a;
            end_action(&a);
            ps_game_play(c, &a);
        }
        (*nodes)++;
        sum += ai_px_evaluate(c, side);
        ps_game_free(c);
    }
    return sum / faces;
}

/* The first legal action of a kind, if any. */
static bool first_of(ps_game *g, struct ai_scratch *s, int kind, ps_action *out)
{
    int n = ps_game_legal(g, -1, s->buf, s->max);
    if (n > s->max)
        n = s->max;
    for (int i = 0; i < n; i++)
        if (s->buf[i].kind == kind) {
            *out = s->buf[i];
            return true;
        }
    return false;
}

ps_status ai_px_decide_pending(ps_game *g, struct ai_scratch *s, ps_action *out, long *nodes)
{
    ps_status_info st;
    ps_game_status(g, &st);
    if (st.pending == 3) {
        /* [Phalanx Withdrawal] step back, or "end" to fight. */
        ps_action retreat;
        if (first_of(g, s, PS_ACT_RETREAT, &retreat)) {
            int side = st.side_to_act;
            int64_t fight = mean_after(g, side, false, s, nodes);
            int64_t back = mean_after(g, side, true, s, nodes);
            if (back > fight + PX_WITHDRAW_MARGIN) {
                *out = retreat;
                return PS_OK;
            }
        }
        end_action(out);
        return PS_OK;
    }
    /* Advance where allowed (Roman Swordsmen, or into a hex vacated by withdrawal); losses
     * are the engine's default (the weakest). */
    if (!first_of(g, s, PS_ACT_ADVANCE, out))
        end_action(out);
    return PS_OK;
}

bool ai_px_concession(ps_game *g, struct ai_scratch *s, ps_action *out)
{
    int n = ps_game_legal(g, -1, s->buf, s->max);
    if (n > s->max)
        n = s->max;
    int best_vp = 0;
    bool found = false;
    for (int i = 0; i < n; i++) {
        const ps_action *a = &s->buf[i];
        ps_unit_more m;
        if (a->kind != PS_ACT_EXIT || ps_game_unit_more(g, a->units[0], &m) != PS_OK)
            continue;
        if (!found || m.vp < best_vp) {
            best_vp = m.vp;
            *out = *a;
            found = true;
        }
    }
    return found;
}
