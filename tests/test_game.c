/* The game core: action notation, the sequence of play, undo, history, saves. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "check.h"
#include "fixture.h"

static const char *roundtrip(const char *text)
{
    static char out[PS_ERR_MAX + 16];
    ps_action a;
    char err[PS_ERR_MAX];
    if (ps_action_parse(text, &a, err, sizeof err) != PS_OK) {
        snprintf(out, sizeof out, "refused: %s", err);
        return out;
    }
    ps_action_format(&a, out, sizeof out);
    return out;
}

TEST(test_notation_roundtrip, "[protocol] action notation: every kind reads back as written")
{
    const char *ok[] = {
        "end", "deploy 3 1015", "move 3 1016-1017-1117", "move 3+4 1016",
        "exit 5 0134-0135", "fire 1,2,3 1520", "melee 4 1521,1522", "advance 4,5 1521",
        "embark 7 8", "debark 7 1416", "lose 9,10",
    };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
        CHECK_STR(roundtrip(ok[i]), ok[i]);
    CHECK_STR(roundtrip("  move   3   1016-1017 "), "move 3 1016-1017");
    CHECK_STR(roundtrip("move 3 0905"), "move 3 0905");
}

TEST(test_notation_refusals, "[protocol] action notation: malformed actions are refused")
{
    CHECK_STR(roundtrip(""), "refused: empty action");
    CHECK_STR(roundtrip("jump 3 1015"),
              "refused: unknown action 'jump' (end deploy move exit fire melee advance embark "
              "debark lose)");
    CHECK_STR(roundtrip("deploy 3"), "refused: 'deploy' takes 2 arguments");
    CHECK_STR(roundtrip("end now"), "refused: 'end' takes 0 arguments");
    CHECK_STR(roundtrip("move 3 1016--1017"), "refused: bad hex list '1016--1017' (hexes are CCRR)");
    CHECK_STR(roundtrip("move 3 1000"), "refused: bad hex list '1000' (hexes are CCRR)");
    CHECK_STR(roundtrip("fire 1+2 1520"), "refused: bad unit list '1+2'");
    CHECK_STR(roundtrip("melee x 1520"), "refused: bad unit list 'x'");
    CHECK_STR(roundtrip("deploy 3 1015 1016"), "refused: 'deploy' takes 2 arguments");
}

/* Ends phases until the phase or side changes, returning the new phase's name. */
static const char *next_phase(ps_game *g, int *side)
{
    PLAY(g, "end");
    ps_status_info st;
    ps_game_status(g, &st);
    *side = st.side_to_act;
    return ps_phase_name(st.phase);
}

TEST(test_sequence_of_play, "[4.2] sequence of play: phases, Player-Turns and the Turn Record")
{
    /* Bubastis: Upper Egyptians (0) deploy and move first, 15 Game-Turns. */
    ps_game *g = fixture_deployed("bubastis", 1);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.turn, 1);
    CHECK_STR(ps_phase_name(st.phase), "chariot");
    CHECK_INT(st.phasing_side, 0);
    int side;
    const char *expect[][2] = {
        {"chariot-defensive-fire", "1"}, {"fire", "0"}, {"movement", "0"},
        {"defensive-fire", "1"},         {"melee", "0"}, {"chariot", "1"},
        {"chariot-defensive-fire", "0"}, {"fire", "1"}, {"movement", "1"},
        {"defensive-fire", "0"},         {"melee", "1"}, {"chariot", "0"},
    };
    for (size_t i = 0; i < sizeof expect / sizeof expect[0]; i++) {
        CHECK_STR(next_phase(g, &side), expect[i][0]);
        CHECK_INT(side, expect[i][1][0] - '0');
    }
    ps_game_status(g, &st);
    CHECK_INT(st.turn, 2);
    /* Play out the remaining 14 Game-Turns: the game ends after the 15th. */
    for (int i = 0; i < 14 * 12; i++)
        PLAY(g, "end");
    ps_game_status(g, &st);
    CHECK(st.over);
    CHECK_INT(st.turn, 15);
    CHECK_INT(ps_game_play_text(g, "end"), PS_ESTATE);
    CHECK_STR(ps_game_error(g), "the game is over");
    ps_game_free(g);
}

TEST(test_undo_restores_state, "[protocol] undo restores the exact state and hash")
{
    ps_game *g = fixture_deployed("rome", 4);
    uint64_t before = ps_game_hash(g);
    int depth = ps_game_undo_depth(g);
    PLAY(g, "end");
    PLAY(g, "end");
    CHECK(ps_game_hash(g) != before);
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK_INT(ps_game_undo_depth(g), depth);
    CHECK(ps_game_hash(g) == before);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    ps_game_free(g);
}

TEST(test_save_load_roundtrip, "[protocol] a save replays to the same state")
{
    ps_game *g = fixture_deployed("kadesh", 9);
    PLAY(g, "end");
    char path[] = "/tmp/prestags-test-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    close(fd);
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_save(g, path, err, sizeof err), PS_OK);
    ps_game *h = NULL;
    CHECK_INT(ps_game_load(fixture_data(), path, &h, err, sizeof err), PS_OK);
    if (h) {
        CHECK(ps_game_hash(h) == ps_game_hash(g));
        CHECK_INT(ps_game_undo_depth(h), ps_game_undo_depth(g));
        ps_game_free(h);
    }
    unlink(path);
    ps_game_free(g);
}

TEST(test_save_load_refusals, "[protocol] a damaged save is refused with file:line")
{
    const char *cases[][2] = {
        {"prestags-save 2\n", "t.sav:1: unknown save format 2 (this program reads 1)"},
        {"# a game\nsave 1\n", "t.sav:2: expected 'prestags-save <value>'"},
        {"prestags-save 1\nscenario rome\nseed 1\nstart new\n",
         "t.sav:4: the record ends without 'end' (truncated?)"},
        {"prestags-save 1\nscenario rome\nseed 1\nstart new\naction fly 1\nend\n",
         "t.sav:5: unknown action 'fly' (end deploy move exit fire melee advance embark debark "
         "lose)"},
        {"prestags-save 1\nscenario nosuch\nseed 1\nstart new\nend\n",
         "t.sav:4: no scenario 'nosuch' (see 'scenarios')"},
        {"prestags-save 1\nscenario rome\nseed x\nstart new\nend\n", "t.sav:4: bad seed"},
        {"prestags-save 1\nscenario rome\nseed 1\nstart new\naction end\nend\n",
         "t.sav:5: [11.1] the Romans still have units to set up"},
        {"prestags-save 1\nscenario rome\nseed 1\nstart new\nend\nmore\n", "t.sav:6: text after 'end'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[] = "/tmp/prestags-test-XXXXXX";
        int fd = mkstemp(path);
        CHECK(fd >= 0);
        FILE *f = fdopen(fd, "w");
        fputs(cases[i][0], f);
        fclose(f);
        ps_game *h = NULL;
        char err[PS_ERR_MAX];
        CHECK_INT(ps_game_load(fixture_data(), path, &h, err, sizeof err), PS_EDATA);
        /* The message names the file; compare what follows the directory. */
        char want[PS_ERR_MAX];
        snprintf(want, sizeof want, "%s%s", path, cases[i][1] + 5);
        CHECK_STR(err, want);
        CHECK(h == NULL);
        unlink(path);
    }
}

TEST(test_forced_dice_refusal, "[protocol] forced dice must be faces of the die")
{
    ps_game *g = fixture_empty("rome");
    int bad[] = {0};
    CHECK_INT(ps_game_force_dice(g, bad, 1), PS_EINVAL);
    CHECK_STR(ps_game_error(g), "a die roll is 1 to 6, not 0");
    int good[] = {1, 6};
    CHECK_INT(ps_game_force_dice(g, good, 2), PS_OK);
    CHECK_INT(ps_game_forced_dice_left(g), 2);
    ps_game_free(g);
}
