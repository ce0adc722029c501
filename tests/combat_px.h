/* Helpers of the Phalanx combat tests (test_px_combat.c, test_px_results.c): positions built
 * on an empty scenario in the clear ground of columns 26-29, rows 9-17 of the mapsheet. */
#ifndef PRESTAGS_TESTS_COMBAT_PX_H
#define PRESTAGS_TESTS_COMBAT_PX_H

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "core/phalanx/px_rules.h"
#include "fixture.h"

enum { E_, NE_, NW_, W_, SW_, SE_ };

static inline int px_put(ps_game *g, int side, const char *code, int ccrr, int facing)
{
    int u = ps_game_place(g, side, code, ccrr, 0);
    if (u < 0) {
        fprintf(stderr, "  place %s %04d: %s\n", code, ccrr, ps_game_error(g));
        CHECK(u >= 0);
        return 0;
    }
    CHECK_INT(ps_game_set_facing(g, u, facing), PS_OK);
    return u;
}

/* A cavalry unit whose move ended in a straight charge of len hexes toward dir. */
static inline void px_charged(ps_game *g, int u, int len, int dir)
{
    struct px_unit *p = px_unit(g, u);
    p->flags |= PXF_CHARGED;
    p->charge_len = (int8_t)len;
    p->charge_dir = (int8_t)dir;
}

static inline void px_demoralized_now(ps_game *g, int u)
{
    px_unit(g, u)->flags |= PXF_DEMORALIZED;
    px_unit(g, u)->dd_end = (int16_t)(px_clock(&g->st) + 16);
}

/* The odds of an action now: PS_OK and out, or the refusal. */
static inline ps_status px_odds_of(ps_game *g, const char *text, ps_odds *out)
{
    ps_action a;
    char err[128];
    if (ps_action_parse(text, &a, err, sizeof err) != PS_OK)
        return PS_EINVAL;
    return ps_game_odds_info(g, &a, out);
}

static inline ps_status px_try(ps_game *g, const char *text)
{
    ps_action a;
    char err[128];
    if (ps_action_parse(text, &a, err, sizeof err) != PS_OK)
        return PS_EINVAL;
    return ps_game_check(g, &a);
}

static inline void px_dice(ps_game *g, int d)
{
    CHECK_INT(ps_game_force_dice(g, &d, 1), PS_OK);
}

/* Ends Allocation and Defensive Fire (if it does not pass by itself). */
static inline void px_to_melee(ps_game *g)
{
    PLAY(g, "end");
    ps_status_info st;
    ps_game_status(g, &st);
    if (st.phase == PS_PHASE_DEFENSIVE_FIRE)
        PLAY(g, "end");
}

/* Allocates, ends Allocation and Defensive Fire (if any), and makes the attack with die d. */
static inline void px_fight(ps_game *g, const char *attack, int d)
{
    PLAY(g, attack);
    PLAY(g, "end");
    ps_status_info st;
    ps_game_status(g, &st);
    if (st.phase == PS_PHASE_DEFENSIVE_FIRE)
        PLAY(g, "end");
    px_dice(g, d);
    PLAY(g, attack);
}

static inline bool px_has_event(const ps_game *g, const char *text)
{
    return strstr(ps_game_events(g), text) != NULL;
}

#endif
