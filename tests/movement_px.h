/* Helpers of the Phalanx movement tests (test_px_movement.c, test_px_perft.c): positions on the
 * Cannae map, actions tried or played, a unit's MP, hex and facing. */
#ifndef PRESTAGS_TESTS_MOVEMENT_PX_H
#define PRESTAGS_TESTS_MOVEMENT_PX_H

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "fixture.h"

#include "core/game.h"
#include "core/phalanx/px_rules.h"

enum { E, NE, NW, W, SW, SE };

static inline ps_game *pos(void)
{
    return fixture_empty("cannae");
}

static inline int put(ps_game *g, int side, const char *code, int hex, int facing)
{
    int u = ps_game_place(g, side, code, hex, 0);
    if (u < 0) {
        fprintf(stderr, "  place %s %04d: %s\n", code, hex, ps_game_error(g));
        CHECK(u >= 0);
        return -1;
    }
    CHECK_INT(ps_game_set_facing(g, u, facing), PS_OK);
    return u;
}

/* A unit with a commander stacked with it, so that it is in command. */
static inline int put_led(ps_game *g, int side, const char *code, int hex, int facing)
{
    int u = put(g, side, code, hex, facing);
    put(g, side, side ? "CM2" : "CM1", hex, facing);
    return u;
}

static inline void movement(ps_game *g, int side)
{
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, side, 1), PS_OK);
}

/* "ok" or the refusal. */
static inline const char *try(ps_game *g, const char *text)
{
    ps_action a;
    char err[PS_ERR_MAX];
    if (ps_action_parse(text, &a, err, sizeof err) != PS_OK)
        return "parse";
    return ps_game_check(g, &a) == PS_OK ? "ok" : ps_game_error(g);
}

static inline bool refused_by(ps_game *g, const char *text, const char *rule)
{
    const char *r = try(g, text);
    bool ok = strncmp(r, rule, strlen(rule)) == 0;
    if (!ok)
        fprintf(stderr, "  '%s': %s (wanted %s)\n", text, r, rule);
    return ok;
}

static inline int mp(ps_game *g, int u) /* in half MP */
{
    return g->st.units[u].mp_spent * 2 / FX_ONE;
}

static inline int where(ps_game *g, int u)
{
    hex_cr c = map_cr(g->st.units[u].hex);
    return c.col * 100 + c.row;
}

static inline int facing(ps_game *g, int u)
{
    return g->st.units[u].facing;
}

#endif
