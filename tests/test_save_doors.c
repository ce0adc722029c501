/* Saves and records at their doors (issue 11): forced dice kept across a save (D10), the
 * header read alone to pick a rule system (D3), an empty record (D12). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "fixture.h"

static const char *load_text(const char *text, ps_game **out)
{
    static char err[PS_ERR_MAX];
    *out = NULL;
    if (ps_game_load_record(fixture_data(), text, strlen(text), "t.sav", out, err,
                            sizeof err) != PS_OK)
        return err;
    return "ok";
}

TEST(test_save_keeps_queued_forced_dice, "[D10] forced dice not yet rolled survive save and load")
{
    ps_game *g = fixture_deployed("rome", 3);
    int dice[2] = {6, 2};
    CHECK_INT(ps_game_force_dice(g, dice, 2), PS_OK);
    size_t len;
    char *text = ps_game_record_text(g, &len);
    CHECK(text && strstr(text, "\ndice 6 2\nend\n") != NULL);
    ps_game *h;
    CHECK_STR(load_text(text ? text : "", &h), "ok");
    if (h) {
        CHECK_INT(ps_game_forced_dice_left(h), 2);
        CHECK(ps_game_hash(h) == ps_game_hash(g));
        size_t len2;
        char *again = ps_game_record_text(h, &len2);
        CHECK(again && len2 == len && memcmp(again, text, len) == 0);
        free(again);
        ps_game_free(h);
    }
    free(text);
    ps_game_free(g);
}

TEST(test_save_dice_line_refusals, "[D10] the dice line: last before end, dice of the game")
{
    static const char head[] = "prestags-save 1\nscenario rome\nseed 1\nstart clear\n";
    const char *cases[][2] = {
        {"dice 3\ndice 4\nend\n", "t.sav:6: only 'end' may follow the 'dice' line"},
        {"dice 7\nend\n", "t.sav:5: a die roll is 1 to 6, not 7"},
        {"dice x\nend\n", "t.sav:5: bad die roll 'x'"},
        {"dice\nend\n", "t.sav:5: a 'dice' line lists at least one die"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[256];
        snprintf(text, sizeof text, "%s%s", head, cases[i][0]);
        ps_game *h;
        CHECK_STR(load_text(text, &h), cases[i][1]);
        ps_game_free(h);
    }
}

static const char *scenario_of(const char *content)
{
    static char out[PS_ERR_MAX + 80];
    char path[] = "/tmp/prestags-test-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return "mkstemp failed";
    if (write(fd, content, strlen(content)) != (ssize_t)strlen(content))
        snprintf(out, sizeof out, "write failed");
    close(fd);
    char id[64], err[PS_ERR_MAX];
    ps_status st = ps_record_scenario(path, id, sizeof id, err, sizeof err);
    unlink(path);
    /* Messages name the file; keep what follows its name. */
    snprintf(out, sizeof out, "%d %s", (int)st,
             st == PS_OK ? id : err + strlen(path));
    return out;
}

TEST(test_record_scenario_header, "[D3] a record's scenario is read from its header alone")
{
    CHECK_STR(scenario_of("# c\nprestags-save 1\nscenario cannae\nseed 1\nstart new\naction x\n"),
              "0 cannae");
    CHECK_STR(scenario_of(""), "3 : empty file, not a game record");
    CHECK_STR(scenario_of("# only a comment\n"), "3 :1: the record ends before its 'prestags-save' line");
    CHECK_STR(scenario_of("prestags-save 1\nseed 1\n"), "3 :2: expected 'scenario <value>'");
    CHECK_STR(scenario_of("prestags-save 1\nscenario rome\n"),
              "3 :2: the record ends before its 'seed' line");
    char id[64], err[PS_ERR_MAX];
    CHECK_INT(ps_record_scenario("/dev/zero", id, sizeof id, err, sizeof err), PS_EIO);
    CHECK_STR(err, "/dev/zero: not a regular file");
    CHECK_INT(ps_record_scenario("/tmp", id, sizeof id, err, sizeof err), PS_EIO);
    CHECK_STR(err, "/tmp: is a directory, not a file");
}
