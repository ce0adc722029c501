/* Helpers shared by the combat tests (test_fire.c, test_los.c, test_melee.c, test_results.c):
 * positions built on the Kadesh map (side 0 Hittites, stacking 3; side 1 Egyptians, stacking
 * 2), with direct access to the state for what the public API cannot set (a unit that moved,
 * fired, or rides a chariot). */
#ifndef PRESTAGS_TESTS_COMBAT_UTIL_H
#define PRESTAGS_TESTS_COMBAT_UTIL_H

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "core/game.h"
#include "fixture.h"

static inline int put_unit(ps_game *g, int side, const char *code, int hex)
{
    int u = ps_game_place(g, side, code, hex, 0);
    if (u < 0)
        fprintf(stderr, "  place %d %s %04d: %s\n", side, code, hex, ps_game_error(g));
    CHECK(u >= 0);
    return u;
}

static inline hex_id hex_of(int ccrr)
{
    return map_id(ccrr / 100, ccrr % 100);
}

static inline void set_flag(ps_game *g, int u, unsigned flag)
{
    g->st.units[u].flags |= (uint16_t)flag;
}

static inline bool has_flag(const ps_game *g, int u, unsigned flag)
{
    return (g->st.units[u].flags & flag) == flag;
}

static inline bool on_map(const ps_game *g, int u)
{
    return g->st.units[u].where == UNIT_ON_MAP;
}

static inline bool eliminated(const ps_game *g, int u)
{
    return g->st.units[u].where == UNIT_ELIMINATED;
}

static inline const char *type_of(const ps_game *g, int u)
{
    return g->tables.types[g->st.units[u].type].code;
}

/* The odds answer, or "refused: <reason>". */
static inline const char *odds_text(ps_game *g, const char *action)
{
    static char buf[8192];
    ps_action a;
    char err[PS_ERR_MAX];
    if (ps_action_parse(action, &a, err, sizeof err) != PS_OK) {
        snprintf(buf, sizeof buf, "bad action: %s", err);
        return buf;
    }
    if (ps_game_odds(g, &a, buf, sizeof buf) == 0)
        snprintf(buf, sizeof buf, "refused: %s", ps_game_error(g));
    return buf;
}

/* The refusal of an action that must be illegal ("legal" if it is not refused). */
static inline const char *refusal(ps_game *g, const char *action)
{
    static char buf[PS_ERR_MAX + 32];
    ps_action a;
    char err[PS_ERR_MAX];
    if (ps_action_parse(action, &a, err, sizeof err) != PS_OK) {
        snprintf(buf, sizeof buf, "bad action: %s", err);
        return buf;
    }
    if (ps_game_check(g, &a) == PS_OK)
        return "legal";
    snprintf(buf, sizeof buf, "%s", ps_game_error(g));
    return buf;
}

/* True if text contains want; prints both when it does not. */
static inline bool has_text(const char *text, const char *want)
{
    if (strstr(text, want))
        return true;
    fprintf(stderr, "  missing \"%s\" in:\n%s\n", want, text);
    return false;
}

/* Plays an action with these dice forced first. */
static inline void play_with(ps_game *g, const char *action, int die)
{
    CHECK_INT(ps_game_force_dice(g, &die, 1), PS_OK);
    PLAY(g, action);
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
}

/* Plays a decision or other action that must be legal, then checks the invariants. */
static inline void play_ok(ps_game *g, const char *action)
{
    PLAY(g, action);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
}

/* Counts legal actions of a kind. */
static inline int count_legal(ps_game *g, int unit, int kind)
{
    ps_action acts[512];
    int n = ps_game_legal(g, unit, acts, 512);
    int k = 0;
    for (int i = 0; i < n && i < 512; i++)
        k += acts[i].kind == kind;
    return k;
}

/* Is this action text among the legal actions? */
static inline bool is_legal_listed(ps_game *g, const char *text)
{
    ps_action acts[512];
    int n = ps_game_legal(g, -1, acts, 512);
    for (int i = 0; i < n && i < 512; i++) {
        char buf[PS_ACTION_TEXT_MAX];
        ps_action_format(&acts[i], buf, sizeof buf);
        if (strcmp(buf, text) == 0)
            return true;
    }
    return false;
}

#endif
