/* Helpers for the movement and chariot tests: building positions, trying actions, counting
 * legal actions.  Each helper reports a failure at the caller's line. */
#ifndef PRESTAGS_TESTS_MOVETEST_H
#define PRESTAGS_TESTS_MOVETEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fixture.h"
#include "prestags.h"

enum { MT_LEGAL_MAX = 40000 };

static inline int mt_place_at(ps_game *g, int side, const char *code, int hex, unsigned status,
                              const char *file, int line)
{
    int u = ps_game_place(g, side, code, hex, status);
    if (u < 0)
        test_fail_str(file, line, "ps_game_place", ps_game_error(g), "a unit");
    return u;
}
#define PLACE(g, side, code, hex) mt_place_at((g), (side), (code), (hex), 0, __FILE__, __LINE__)
#define PLACE_S(g, side, code, hex, status) \
    mt_place_at((g), (side), (code), (hex), (status), __FILE__, __LINE__)

#define SET_PHASE(g, phase, side, turn) \
    CHECK_INT(ps_game_set_phase((g), (phase), (side), (turn)), PS_OK)

/* "ok" if the action is legal now, else the refusal (the action is not played). */
static inline const char *mt_try(ps_game *g, const char *text)
{
    ps_action a;
    static char err[PS_ERR_MAX];
    if (ps_action_parse(text, &a, err, sizeof err) != PS_OK)
        return err;
    return ps_game_check(g, &a) == PS_OK ? "ok" : ps_game_error(g);
}
#define REFUSED(g, text, want) CHECK_STR(mt_try((g), (text)), (want))

/* Plays an action that must be legal, then checks the invariants. */
#define PLAYI(g, text)                                          \
    do {                                                        \
        PLAY((g), (text));                                      \
        CHECK_INT(ps_game_check_invariants(g), PS_OK);          \
    } while (0)

static inline ps_unit_info mt_unit(const ps_game *g, int u)
{
    ps_unit_info info;
    memset(&info, 0, sizeof info);
    ps_game_unit(g, u, &info);
    return info;
}
/* The hex of unit u as CCRR, 0 if not on the map. */
#define HEX_OF(g, u) (mt_unit((g), (u)).hex)

/* Legal actions now of unit u (all units when u < 0) of one kind (-1: every kind). */
static inline int mt_legal_count(ps_game *g, int u, int kind)
{
    ps_action *buf = malloc(MT_LEGAL_MAX * sizeof *buf);
    if (!buf)
        return -1;
    int n = ps_game_legal(g, u, buf, MT_LEGAL_MAX);
    int count = 0;
    for (int i = 0; i < n && i < MT_LEGAL_MAX; i++)
        if (kind < 0 || buf[i].kind == kind)
            count++;
    free(buf);
    return n > MT_LEGAL_MAX ? -1 : count;
}

/* True if the action text is among the legal actions of unit u. */
static inline int mt_is_legal(ps_game *g, int u, const char *text)
{
    ps_action *buf = malloc(MT_LEGAL_MAX * sizeof *buf);
    if (!buf)
        return 0;
    int n = ps_game_legal(g, u, buf, MT_LEGAL_MAX);
    int found = 0;
    char t[PS_ACTION_TEXT_MAX];
    for (int i = 0; i < n && i < MT_LEGAL_MAX && !found; i++) {
        ps_action_format(&buf[i], t, sizeof t);
        found = strcmp(t, text) == 0;
    }
    free(buf);
    return found;
}

/* Plays "end" until the game stands in the phase of side's Player-Turn of that Game-Turn. */
static inline void mt_end_until(ps_game *g, ps_phase phase, int side, int turn, const char *file,
                                int line)
{
    for (int i = 0; i < 500; i++) {
        ps_status_info st;
        ps_game_status(g, &st);
        if (st.phase == phase && st.phasing_side == side && st.turn == turn)
            return;
        if (st.over || ps_game_play_text(g, "end") != PS_OK)
            break;
    }
    test_fail_str(file, line, "mt_end_until", ps_game_error(g), ps_phase_name(phase));
}
#define END_UNTIL(g, phase, side, turn) mt_end_until((g), (phase), (side), (turn), __FILE__, __LINE__)

/* The last action's events contain text. */
#define EVENTS_HAVE(g, text) CHECK_STR(strstr(ps_game_events(g), (text)) ? (text) : ps_game_events(g), (text))

#endif
