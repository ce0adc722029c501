/* An agreed early end of a Phalanx game [Phalanx How to Set-up the Game]: "All games are
 * twelve Game-Turns in length (Players may decide to end the game sooner)": offer, accept or
 * end (play on), and the judgement of the moment (src/core/phalanx/px_agree.c). */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fixture.h"
#include "core/game.h"

/* Cannae, Game-Turn 1, the Carthaginians' Movement Phase: an MH of each side far apart, the
 * Carthaginian one (0) with its commander (1). */
static ps_game *two_units(void)
{
    ps_game *g = fixture_empty("cannae");
    CHECK(ps_game_place(g, 0, "MH", 530, 0) >= 0);
    CHECK(ps_game_place(g, 0, "CM1", 530, 0) >= 0);
    CHECK(ps_game_place(g, 1, "MH", 1315, 0) >= 0);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 1), PS_OK);
    return g;
}

TEST(px_agree_end, "[Phalanx How to Set-up the Game] Players may decide to end the game "
                   "sooner: an offer accepted ends it at once, judged as at the end of "
                   "Game-Turn 12")
{
    ps_game *g = two_units();
    g->st.vp[0] = 20; /* the Romans lost 20 of 176 (11%), the Carthaginians 60: 3 to 1 */
    g->st.vp[1] = 60;
    PLAY(g, "offer");
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.pending, 4);
    CHECK_INT(st.side_to_act, 1); /* the Romans answer */
    CHECK(!st.over);
    PLAY(g, "accept");
    ps_game_status(g, &st);
    CHECK(st.over);
    CHECK_INT(st.turn, 1);
    CHECK_INT(st.winner, 1);
    CHECK_INT(st.level, 3); /* Decisive, as the same points give after Game-Turn 12 */
    CHECK_INT(ps_game_winner_now(g), 1);
    char buf[2048];
    ps_game_victory_report(g, buf, sizeof buf);
    CHECK(strstr(buf, "game over: Game-Turn 1 of 12\nthe players agreed to end the game sooner: "
                      "judged as at the end of Game-Turn 12 [Phalanx How to Set-up the Game]\n"
                      "result: the Romans win a Decisive Victory\n") != NULL);
    CHECK_INT(ps_game_play_text(g, "end"), PS_ESTATE); /* over */
    ps_game_free(g);

    /* Equal points: a draw, as after Game-Turn 12. */
    g = two_units();
    PLAY(g, "offer");
    PLAY(g, "accept");
    ps_game_status(g, &st);
    CHECK(st.over);
    CHECK_INT(st.winner, -1);
    ps_game_free(g);
}

TEST(px_agree_decline, "[Phalanx How to Set-up the Game] an offer to end the game declined "
                       "with end: play goes on where it stood, the offering side to act")
{
    ps_game *g = two_units();
    uint64_t before = ps_game_hash(g);
    PLAY(g, "offer");
    CHECK(ps_game_hash(g) != before);
    PLAY(g, "end"); /* the Romans play on */
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.pending, 0);
    CHECK_INT(st.side_to_act, 0);
    CHECK_INT(st.phase, PS_PHASE_MOVEMENT);
    CHECK(ps_game_hash(g) == before);
    ps_action moves[64];
    CHECK(ps_game_legal(g, 0, moves, 64) > 0); /* the Carthaginians' Movement Phase goes on */
    CHECK_INT(ps_game_play(g, &moves[0]), PS_OK);
    ps_game_free(g);
}

TEST(px_agree_refusals, "[Phalanx How to Set-up the Game] while an offer waits only its answer "
                        "may be made; accept without an offer is refused; Chariot refuses both "
                        "[15.2]")
{
    ps_game *g = two_units();
    CHECK_INT(ps_game_play_text(g, "accept"), PS_EILLEGAL);
    CHECK(strstr(ps_game_error(g), "[Phalanx How to Set-up the Game] no offer to end the game "
                                   "waits for an answer") != NULL);
    CHECK_INT(ps_game_play_text(g, "offer 3"), PS_EINVAL); /* the notation: no arguments */
    PLAY(g, "offer");
    CHECK_INT(ps_game_play_text(g, "face 2 W"), PS_EILLEGAL);
    CHECK(strstr(ps_game_error(g), "the Romans must first answer the offer to end the game "
                                   "(accept, or end to play on)") != NULL);
    CHECK_INT(ps_game_play_text(g, "offer"), PS_EILLEGAL);
    CHECK_INT(ps_game_play_text(g, "lose 2"), PS_EILLEGAL);
    CHECK(strstr(ps_game_error(g), "must first answer the offer") != NULL);
    ps_action legal[8];
    int n = ps_game_legal(g, -1, legal, 8);
    CHECK_INT(n, 2);
    CHECK_INT(legal[0].kind, PS_ACT_ACCEPT);
    CHECK_INT(legal[1].kind, PS_ACT_END);
    CHECK_INT(ps_game_legal(g, 1, legal, 8), 0);
    ps_game_free(g);

    g = fixture_empty("kadesh");
    CHECK_INT(ps_game_play_text(g, "offer"), PS_EILLEGAL);
    CHECK(strstr(ps_game_error(g), "[15.2]") != NULL);
    CHECK_INT(ps_game_play_text(g, "accept"), PS_EILLEGAL);
    ps_game_free(g);
}

TEST(px_agree_record, "[Phalanx How to Set-up the Game] the agreement is in the game record: "
                      "the notation, a replay of the record and undo keep it")
{
    ps_action a;
    char err[PS_ERR_MAX], text[PS_ACTION_TEXT_MAX];
    CHECK_INT(ps_action_parse("offer", &a, err, sizeof err), PS_OK);
    CHECK_INT(a.kind, PS_ACT_OFFER);
    ps_action_format(&a, text, sizeof text);
    CHECK_STR(text, "offer");
    CHECK_INT(ps_action_parse("accept", &a, err, sizeof err), PS_OK);
    CHECK_INT(a.kind, PS_ACT_ACCEPT);
    ps_action_format(&a, text, sizeof text);
    CHECK_STR(text, "accept");

    ps_game *g = two_units();
    uint64_t start = ps_game_hash(g);
    PLAY(g, "offer");
    uint64_t offered = ps_game_hash(g);
    PLAY(g, "accept");
    uint64_t over = ps_game_hash(g);
    size_t len;
    char *rec = ps_game_record_text(g, &len);
    CHECK(rec != NULL);
    CHECK(strstr(rec, "\naction offer\naction accept\n") != NULL);
    ps_game *r = NULL;
    CHECK_INT(ps_game_load_record(fixture_px_data(), rec, len, "agree.sav", &r, err, sizeof err),
              PS_OK);
    free(rec);
    if (r) {
        CHECK(ps_game_hash(r) == over);
        ps_status_info st;
        ps_game_status(r, &st);
        CHECK(st.over);
        ps_game_free(r);
    }
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK(ps_game_hash(g) == offered);
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK(ps_game_hash(g) == start);
    ps_game_free(g);
}
