/* `prestags play [scenario] [options]` and `prestags resume [record] [options]`: a whole
 * battle in the terminal (docs/play.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/datadir.h"
#include "cli/numbers.h"
#include "tui.h"

/* Rome [4.0] is the smallest battle: 31 units, 10 Game-Turns, no leaders, no optional rules. */
#define DEFAULT_SCENARIO "rome"

struct play_args {
    const char *scenario; /* play: the scenario; resume: a record, or NULL for the journal */
    const char *players;
    uint64_t seed;
    bool have_seed;
    int delay_ms;         /* -1: default */
    bool journal;
    bool list;            /* resume --list */
    int prune;            /* resume --prune N: keep the N newest kept journals; -1 none */
    bool stop_empty;      /* --stop-empty: wait for e in phases with nothing to do */
    const char *options[PS_OPT_COUNT];
    int noptions;
};

static bool parse_args(int argc, char **argv, bool resume, struct play_args *a)
{
    memset(a, 0, sizeof *a);
    a->delay_ms = -1;
    a->prune = -1;
    a->journal = true;
    for (int i = 1; i < argc; i++) {
        const char *w = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(w, "--players") == 0 && v) {
            a->players = v;
            i++;
        } else if (strcmp(w, "--seed") == 0 && v && !resume) {
            if (!parse_u64(v, &a->seed)) {
                fprintf(stderr, "prestags: --seed %s: " SEED_RANGE "\n", v);
                return false;
            }
            a->have_seed = true;
            i++;
        } else if (strcmp(w, "--delay") == 0 && v) {
            uint64_t ms;
            if (!parse_u64(v, &ms) || ms > 10000)
                return false;
            a->delay_ms = (int)ms;
            i++;
        } else if (strcmp(w, "--option") == 0 && v && !resume && a->noptions < PS_OPT_COUNT) {
            a->options[a->noptions++] = v;
            i++;
        } else if (strcmp(w, "--no-journal") == 0) {
            a->journal = false;
        } else if (strcmp(w, "--list") == 0 && resume) {
            a->list = true;
        } else if (strcmp(w, "--prune") == 0 && v && resume) {
            uint64_t keep;
            if (!parse_u64(v, &keep) || keep > 100000) {
                fprintf(stderr, "prestags: --prune %s: the number of kept games to keep, 0 to "
                                "100000\n", v);
                return false;
            }
            a->prune = (int)keep;
            i++;
        } else if (strcmp(w, "--stop-empty") == 0) {
            a->stop_empty = true;
        } else if (w[0] != '-' && !a->scenario) {
            a->scenario = w;
        } else {
            return false;
        }
    }
    return true;
}

static int usage(bool resume)
{
    if (resume)
        fprintf(stderr, "usage: prestags resume [record] [--players human,computer] "
                        "[--delay MS] [--no-journal] [--stop-empty]\n"
                        "       prestags resume --list   (the unfinished games kept)\n"
                        "       prestags resume --prune N   (remove all but the N newest)\n");
    else
        fprintf(stderr, "usage: prestags play [scenario] [--players human,computer] [--seed N] "
                        "[--option NAME]... [--delay MS] [--no-journal] [--stop-empty]\n"
                        "  players: for each side, first force first: human, computer (the "
                        "default computer player, %s), or a computer player (%s)\n",
                AI_DEFAULT_LEVEL, ai_player_names());
    return 2;
}

/* So many kept games and the log suggests pruning them. */
enum { KEPT_HINT = 10 };

/* Runs the game with the players and journal set up; frees everything.  continuing: the game
 * is the journal's own (resume without a record); otherwise an unfinished game in the journal
 * is kept aside before this one takes its place.  from: the record resumed (NULL for a new
 * game): a kept journal leaves the pile once the journal holds its game. */
static int run(const ps_data *d, ps_game *g, const char *players, uint64_t ai_seed,
               int delay_ms, bool journal, bool continuing, bool stop_empty,
               const char *note, const char *from)
{
    char taken[PS_ERR_MAX] = "";
    char kept[1400] = "";
    struct ui ui;
    if (!ui_init(&ui, d, g)) {
        fprintf(stderr, "prestags: out of memory\n");
        ps_game_free(g);
        return 1;
    }
    char err[PS_ERR_MAX];
    if (!players_parse(ui.players, players, ai_seed, err, sizeof err)) {
        fprintf(stderr, "prestags: %s\n", err);
        ui_free(&ui);
        ps_game_free(g);
        return 2;
    }
    ui.have_players = true;
    ui.ai_seed = ai_seed;
    if (delay_ms >= 0)
        ui.delay_ms = delay_ms;
    ui.auto_pass = !stop_empty;
    if (journal && (!journal_open(&ui.journal, err, sizeof err) ||
                    !journal_lock(&ui.journal, err, sizeof err))) {
        fprintf(stderr, "prestags: journal: %s\n", err);
        ui_free(&ui);
        ps_game_free(g);
        return 1;
    }
    /* No terminal: stop before the journal is written (another game's lock said first). */
    if (!ui_have_terminal()) {
        ui_free(&ui);
        ps_game_free(g);
        return 1;
    }
    if (journal) {
        if (!continuing && !journal_keep_previous(&ui.journal, kept, sizeof kept, err,
                                                  sizeof err)) {
            fprintf(stderr, "prestags: journal: %s\n", err);
            ui_free(&ui);
            ps_game_free(g);
            return 1;
        }
        struct journal_side side;
        memset(&side, 0, sizeof side);
        snprintf(side.players, sizeof side.players, "%s", players);
        side.ai_seed = ai_seed;
        side.delay_ms = ui.delay_ms;
        /* The record first: a kill between the two writes must not pair these players with
         * the game journalled before. */
        if (!journal_save(&ui.journal, g, err, sizeof err) ||
            !journal_save_side(&ui.journal, &side, err, sizeof err)) {
            fprintf(stderr, "prestags: journal: %s\n", err);
            ui_free(&ui);
            ps_game_free(g);
            return 1;
        }
        ui.journal_on = true;
        if (from && !journal_take(&ui.journal, from, taken, sizeof taken))
            fprintf(stderr, "prestags: journal: %s (the kept copy stays)\n", taken);
    }
    if (!ui_screen_start(&ui)) {
        ui_free(&ui);
        ps_game_free(g);
        return 1;
    }
    log_add(&ui.log, LOG_INFO, "%s", note);
    if (ui.journal_on)
        log_add(&ui.log, LOG_INFO, "journal: %s (prestags resume continues it)", ui.journal.game);
    if (kept[0])
        log_add(&ui.log, LOG_INFO, "the unfinished game journalled before is kept as %s "
                "(prestags resume --list)", kept);
    int nkept = ui.journal_on ? journal_count(&ui.journal) : 0;
    if (nkept > KEPT_HINT)
        log_add(&ui.log, LOG_INFO, "%d unfinished games are kept: prestags resume --prune %d "
                "removes all but the %d newest", nkept, KEPT_HINT, KEPT_HINT);
    const char *dice = getenv("PRESTAGS_DICE");
    if (dice && *dice)
        ui_force_dice_text(&ui, dice);
    ui_changed(&ui);
    /* Start where the side to act has a unit, else (set-up) where its next unit may go. */
    ps_status_info st;
    ps_game_status(g, &st);
    bool placed = false;
    for (int u = 0; u < ps_game_unit_count(g) && !placed; u++) {
        ps_unit_info info;
        if (ps_game_unit(g, u, &info) == PS_OK && info.on_map && info.side == st.side_to_act) {
            ui.cur_col = info.hex / 100;
            ui.cur_row = info.hex % 100;
            placed = true;
        }
    }
    if (!placed && ui.nsel) {
        ui_draw(&ui); /* the layout first: centring needs the map's size on screen */
        ui_goto_first_destination(&ui);
    }
    int rc = ui_run(&ui);
    ui_screen_end(&ui);
    ps_game_free(ui.g);
    ui_free(&ui);
    return rc;
}

int cmd_play_game(int argc, char **argv)
{
    struct play_args a;
    if (!parse_args(argc, argv, false, &a))
        return usage(false);
    const char *scenario = a.scenario ? a.scenario : DEFAULT_SCENARIO;
    uint64_t seed = a.have_seed ? a.seed : (uint64_t)time(NULL);
    ps_data *d = datadir_load_for(scenario);
    if (!d)
        return 1;
    ps_game *g;
    char err[PS_ERR_MAX];
    if (ps_game_new(d, scenario, seed, &g, err, sizeof err) != PS_OK) {
        fprintf(stderr, "prestags: %s\n", err);
        ps_data_free(d);
        return 1;
    }
    for (int i = 0; i < a.noptions; i++) {
        int o = ps_option_find(a.options[i]);
        if (o < 0 || ps_game_set_option(g, (ps_option)o, true) != PS_OK) {
            fprintf(stderr, "prestags: option %s: %s\n", a.options[i],
                    o < 0 ? "no such optional rule" : ps_game_error(g));
            ps_game_free(g);
            ps_data_free(d);
            return 2;
        }
    }
    char note[256];
    snprintf(note, sizeof note, "new game: %s, seed %llu, players %s", scenario,
             (unsigned long long)seed, a.players ? a.players : "human,computer");
    int rc = run(d, g, a.players ? a.players : "human,computer", seed, a.delay_ms, a.journal,
                 false, a.stop_empty, note, NULL);
    ps_data_free(d);
    return rc;
}

int cmd_resume(int argc, char **argv)
{
    struct play_args a;
    if (!parse_args(argc, argv, true, &a))
        return usage(true);
    char err[PS_ERR_MAX];
    struct journal j;
    if (!journal_open(&j, err, sizeof err)) {
        fprintf(stderr, "prestags: journal: %s\n", err);
        return 1;
    }
    if (a.list || a.prune >= 0) {
        if (a.scenario || a.players || a.delay_ms >= 0 || !a.journal || (a.list && a.prune >= 0))
            return usage(true);
        if (a.list) {
            if (journal_list(&j, stdout) == 0)
                printf("no unfinished game kept in %s\n", j.dir);
            return 0;
        }
        /* The player's word: only the kept games, never the journal itself. */
        int removed = journal_prune(&j, a.prune, stdout, err, sizeof err);
        if (removed < 0) {
            fprintf(stderr, "prestags: journal: %s\n", err);
            return 1;
        }
        printf("%d kept game%s removed, %d kept in %s\n", removed, removed == 1 ? "" : "s",
               journal_count(&j), j.dir);
        return 0;
    }
    const char *path = a.scenario ? a.scenario : j.game;
    char id[64];
    if (!a.scenario && ps_record_scenario(path, id, sizeof id, err, sizeof err) != PS_OK) {
        fprintf(stderr, "prestags: no game to resume: %s\n", err);
        if (journal_list(&j, stderr) > 0)
            fprintf(stderr, "prestags: unfinished games kept: resume one with "
                            "'prestags resume <record>'\n");
        return 1;
    }
    ps_data *d = datadir_load_for_record(path);
    if (!d)
        return 1;
    ps_game *g;
    if (ps_game_load(d, path, &g, err, sizeof err) != PS_OK) {
        if (!a.scenario)
            fprintf(stderr, "prestags: no game to resume: %s\n", err);
        else
            fprintf(stderr, "prestags: %s\n", err);
        ps_data_free(d);
        return 1;
    }
    struct journal_side side;
    memset(&side, 0, sizeof side);
    snprintf(side.players, sizeof side.players, "human,computer");
    side.delay_ms = -1;
    /* The players: the journal's side file, or a kept journal's beside its record. */
    char side_path[1400];
    snprintf(side_path, sizeof side_path, "%s", j.players);
    size_t n = strlen(path);
    if (a.scenario && n > 4 && strcmp(path + n - 4, ".sav") == 0)
        snprintf(side_path, sizeof side_path, "%.*s.players", (int)(n - 4), path);
    if (!a.players && (!a.scenario || access(side_path, F_OK) == 0)) {
        struct journal_side read;
        struct player check[2];
        memset(check, 0, sizeof check);
        if (!journal_load_side(side_path, &read, err, sizeof err)) {
            fprintf(stderr, "prestags: %s (playing human,computer)\n", err);
        } else if (!players_parse(check, read.players, 0, err, sizeof err)) {
            fprintf(stderr, "prestags: %s: %s (playing human,computer)\n", side_path, err);
        } else {
            player_free(&check[0]);
            player_free(&check[1]);
            side = read;
        }
    }
    const char *players = a.players ? a.players : side.players;
    char note[1400];
    snprintf(note, sizeof note, "resumed %s: %s after %d actions, players %s", path,
             ps_game_scenario_id(g), ps_game_undo_depth(g), players);
    /* A fresh stream for the computer, but a reproducible one. */
    uint64_t ai_seed = side.ai_seed + (uint64_t)ps_game_undo_depth(g);
    int rc = run(d, g, players, ai_seed, a.delay_ms >= 0 ? a.delay_ms : side.delay_ms,
                 a.journal, !a.scenario, a.stop_empty, note, a.scenario);
    ps_data_free(d);
    return rc;
}
