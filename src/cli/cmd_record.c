/* `prestags replay <record> [--text]` and `prestags record --to-text <record>`: a game record
 * (a save file) stepped through on screen, printed step by step with the state hash, or
 * written out as a battle report a person can read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "datadir.h"
#include "replay.h"
#include "tui/tui.h"

static struct replay *open_record(ps_data **d, const char *path)
{
    *d = datadir_load_for_record(path);
    if (!*d)
        return NULL;
    char err[PS_ERR_MAX];
    struct replay *r = replay_open(*d, path, err, sizeof err);
    if (!r) {
        fprintf(stderr, "prestags: %s\n", err);
        ps_data_free(*d);
        *d = NULL;
    }
    return r;
}

static void print_indented(const char *text, const char *indent)
{
    while (*text) {
        const char *nl = strchr(text, '\n');
        int n = nl ? (int)(nl - text) : (int)strlen(text);
        printf("%s%.*s\n", n ? indent : "", n, text);
        text += n + (nl != NULL);
    }
}

/* Dice forced in a game are marked where they were used: a report never passes them off
 * as rolled (issue 12 B11). */
static void print_forced(const ps_game *g, int i)
{
    char note[512];
    if (replay_forced_note(g, i, note, sizeof note))
        printf("    %s\n", note);
}

/* Every step: the action with its events, and the state hash after it. */
static int replay_text(struct replay *r)
{
    ps_game *g = replay_game(r);
    printf("step 0 hash %016llx\n", (unsigned long long)ps_game_hash(g));
    for (int i = 0; i < replay_length(r); i++) {
        char desc[PS_ACTION_TEXT_MAX + 128], err[PS_ERR_MAX];
        replay_describe(g, replay_action(r, i), desc, sizeof desc);
        int side = replay_actor(r, i);
        if (replay_forward(r, err, sizeof err) != PS_OK) {
            fprintf(stderr, "prestags: %s\n", err);
            return 1;
        }
        printf("step %d %s: %s\n", i + 1, ps_game_side_name(g, side), desc);
        print_indented(ps_game_events(g), "    ");
        print_forced(g, i);
        printf("step %d hash %016llx\n", i + 1, (unsigned long long)ps_game_hash(g));
    }
    return 0;
}

int cmd_replay(int argc, char **argv)
{
    const char *path = NULL;
    bool text = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--text") == 0)
            text = true;
        else if (argv[i][0] != '-' && !path)
            path = argv[i];
        else
            path = NULL, i = argc;
    }
    if (!path) {
        fprintf(stderr, "usage: prestags replay <record> [--text]\n");
        return 2;
    }
    if (!text) {
        ps_data *d = datadir_load_for_record(path);
        if (!d)
            return 1;
        int rc = tui_replay(d, path);
        ps_data_free(d);
        return rc;
    }
    ps_data *d;
    struct replay *r = open_record(&d, path);
    if (!r)
        return 1;
    int rc = replay_text(r);
    replay_free(r);
    ps_data_free(d);
    return rc;
}

static const char *phase_words(const ps_game *g, ps_phase p)
{
    /* [Phalanx Game Procedure] the names of a Phalanx Player-Turn's phases. */
    if (strcmp(ps_game_system(g), "phalanx") == 0) {
        if (p == PS_PHASE_DEFENSIVE_FIRE)
            return "Defensive Fire Phase";
        if (p == PS_PHASE_FIRE)
            return "Offensive Fire Phase";
        if (p == PS_PHASE_MELEE)
            return "Melee Attack Phase";
    }
    static const char *const words[] = {
        [PS_PHASE_DEPLOY] = "Set-up",
        [PS_PHASE_CHARIOT] = "Chariot Phase",
        [PS_PHASE_CHARIOT_DEFENSIVE_FIRE] = "Chariot Defensive Fire",
        [PS_PHASE_FIRE] = "Fire Combat Phase",
        [PS_PHASE_MOVEMENT] = "Movement Phase",
        [PS_PHASE_DEFENSIVE_FIRE] = "Defensive Fire",
        [PS_PHASE_MELEE] = "Melee Combat Phase",
        [PS_PHASE_GAME_OVER] = "The end",
        [PS_PHASE_PLOT] = "Operations Plot Phase",
        [PS_PHASE_FIRE_RESOLUTION] = "Fire Combat Resolution",
        [PS_PHASE_MELEE_RESOLUTION] = "Melee Combat Resolution",
        [PS_PHASE_MOVEMENT_RESOLUTION] = "Movement Resolution",
        [PS_PHASE_DEFENSIVE_FIRE_RESOLUTION] = "Defensive Fire Resolution",
        [PS_PHASE_ALLOCATION] = "Attack Allocation Phase",
    };
    _Static_assert(sizeof words / sizeof words[0] == PS_PHASE_COUNT, "phase words");
    return (unsigned)p < PS_PHASE_COUNT ? words[p] : "?";
}

static void report_header(const ps_data *d, ps_game *g, const char *path)
{
    int si = ps_data_find_scenario(d, ps_game_scenario_id(g));
    printf("Battle report: %s [%s], %s\n", si >= 0 ? ps_data_scenario_name(d, si) : "?",
           si >= 0 ? ps_data_scenario_rule(d, si) : "?", si >= 0 ? ps_data_scenario_date(d, si) : "");
    printf("Record: %s\n", path);
    printf("Sides: %s (first force) against %s\n", ps_game_side_name(g, 0),
           ps_game_side_name(g, 1));
    printf("Optional rules:");
    int on = 0;
    for (int o = 0; o < PS_OPT_COUNT; o++)
        if (ps_game_option(g, (ps_option)o)) {
            printf(" %s", ps_option_name((ps_option)o));
            on++;
        }
    printf("%s\n\n", on ? "" : " none");
    size_t need = ps_game_scenario_text(g, NULL, 0) + 1;
    char *text = malloc(need);
    if (text) {
        ps_game_scenario_text(g, text, need);
        print_indented(text, "  ");
        free(text);
    }
}

static int battle_report(const ps_data *d, struct replay *r, const char *path)
{
    ps_game *g = replay_game(r);
    report_header(d, g, path);
    int turn = -1, phase = -1, phasing = -1;
    for (int i = 0; i < replay_length(r); i++) {
        ps_status_info st;
        ps_game_status(g, &st);
        if (st.turn != turn && st.phase != PS_PHASE_DEPLOY) {
            printf("\n== Game-Turn %d of %d ==\n", st.turn, st.game_length);
            turn = st.turn;
            phase = -1;
        }
        if ((int)st.phase != phase || st.phasing_side != phasing) {
            if (st.phase == PS_PHASE_DEPLOY)
                printf("\n== %s ==\n", phase_words(g, st.phase));
            else
                printf("\n-- %s: %s --\n", ps_game_side_name(g, st.phasing_side),
                       phase_words(g, st.phase));
            phase = (int)st.phase;
            phasing = st.phasing_side;
        }
        char desc[PS_ACTION_TEXT_MAX + 128], err[PS_ERR_MAX];
        replay_describe(g, replay_action(r, i), desc, sizeof desc);
        if (replay_forward(r, err, sizeof err) != PS_OK) {
            fprintf(stderr, "prestags: %s\n", err);
            return 1;
        }
        printf("%s: %s\n", ps_game_side_name(g, replay_actor(r, i)), desc);
        print_indented(ps_game_events(g), "    ");
        print_forced(g, i);
    }
    ps_status_info st;
    ps_game_status(g, &st);
    printf("\n== Result ==\n");
    printf("%s %d VP (%d units lost), %s %d VP (%d units lost)\n", ps_game_side_name(g, 0),
           st.vp[0], st.units_lost[0], ps_game_side_name(g, 1), st.vp[1], st.units_lost[1]);
    char report[4096];
    ps_game_victory_report(g, report, sizeof report);
    fputs(report, stdout);
    return 0;
}

int cmd_record(int argc, char **argv)
{
    if (argc != 3 || strcmp(argv[1], "--to-text") != 0) {
        fprintf(stderr, "usage: prestags record --to-text <record>\n");
        return 2;
    }
    ps_data *d;
    struct replay *r = open_record(&d, argv[2]);
    if (!r)
        return 1;
    int rc = battle_report(d, r, argv[2]);
    replay_free(r);
    ps_data_free(d);
    return rc;
}
