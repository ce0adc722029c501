/* Playing actions from the screen.  Every action goes through ui_play: a refusal shows the
 * engine's reason (which names the rule) on the message line and in the log; a success logs
 * the action and every event it caused, and journals the game.  Undo never takes back a die
 * roll. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/datadir.h"
#include "cli/replay.h"
#include "tui.h"

static const char *ui_side_name(const struct ui *ui, int side)
{
    return ps_game_side_name(ui->g, side);
}

bool ui_side_human(const struct ui *ui, int side)
{
    return !ui->have_players || side < 0 || side > 1 || ui->players[side].human;
}

static void ui_journal(struct ui *ui)
{
    if (!ui->journal_on)
        return;
    char err[PS_ERR_MAX];
    if (!journal_save(&ui->journal, ui->g, err, sizeof err)) {
        ui_message(ui, true, "the journal cannot be written (%s): journalling is off", err);
        ui->journal_on = false;
    }
}

/* In set-up, a person's next unit to place is selected for them. */
static void select_next_deploy(struct ui *ui)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    if (st.phase != PS_PHASE_DEPLOY || !ui_side_human(ui, st.side_to_act) || ui->replay)
        return;
    ps_action one;
    if (ps_game_legal(ui->g, -1, &one, 1) > 0 && one.kind == PS_ACT_DEPLOY) {
        ui->sel[0] = one.units[0];
        ui->nsel = 1;
    }
}

void ui_changed(struct ui *ui)
{
    ui->alloc_valid = false;
    ui_select_clear(ui);
    select_next_deploy(ui);
    ui_journal(ui);
}

/* Forced dice are marked after the events of the action that used them (B11). */
void log_forced(struct ui *ui)
{
    char note[512];
    if (replay_forced_note(ui->g, ps_game_undo_depth(ui->g) - 1, note, sizeof note))
        log_add(&ui->log, LOG_REFUSED, "    %s", note);
}

static void log_played(struct ui *ui, int side, const char *desc)
{
    log_add(&ui->log, LOG_ACTION, "%s%s: %s", ui_side_name(ui, side),
            ui_side_human(ui, side) ? "" : " (computer)", desc);
    log_add_lines(&ui->log, LOG_EVENT, "    ", ps_game_events(ui->g));
    log_forced(ui);
}

void ui_played(struct ui *ui, int side, int before)
{
    int n = ps_game_undo_depth(ui->g) - before;
    char desc[PS_ACTION_TEXT_MAX + 128];
    ps_action a;
    if (n == 1 && ps_game_history_action(ui->g, before, &a) == PS_OK)
        replay_describe(ui->g, &a, desc, sizeof desc);
    else
        snprintf(desc, sizeof desc, "%s (%d actions)",
                 n > 1 && ps_game_history_action(ui->g, before, &a) == PS_OK &&
                         a.kind == PS_ACT_DEPLOY
                     ? "automatic set-up"
                     : "several actions",
                 n);
    ui->msg[0] = '\0';
    log_played(ui, side, desc);
    ui_changed(ui);
}

bool ui_play(struct ui *ui, const ps_action *a)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    char desc[PS_ACTION_TEXT_MAX + 128];
    replay_describe(ui->g, a, desc, sizeof desc);
    if (ps_game_play(ui->g, a) != PS_OK) {
        char text[PS_ACTION_TEXT_MAX];
        ps_action_format(a, text, sizeof text);
        ui_message(ui, true, "%s: %s", text, ps_game_error(ui->g));
        return false;
    }
    ui->msg[0] = '\0';
    log_played(ui, st.side_to_act, desc);
    ui_changed(ui);
    return true;
}

bool ui_auto_deploy(struct ui *ui)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    int before = ps_game_undo_depth(ui->g);
    if (ps_game_auto_deploy(ui->g) != PS_OK) {
        ui_message(ui, true, "automatic set-up: %s", ps_game_error(ui->g));
        ui_changed(ui);
        return false;
    }
    ui_played(ui, st.side_to_act, before);
    return true;
}

/* Undo: back over actions that rolled no dice until a person is to act. */
void ui_undo(struct ui *ui)
{
    if (ui_group_undo(ui))
        return;
    ps_game *g = ui->g;
    int depth = ps_game_undo_depth(g);
    if (depth == 0) {
        ui_message(ui, true, "nothing to undo");
        return;
    }
    ps_action *undone = malloc((size_t)depth * sizeof *undone);
    if (!undone) {
        ui_message(ui, true, "out of memory");
        return;
    }
    int count = 0, dice[64];
    bool ok = false, die = false, computer = false;
    while (count < depth) {
        int i = depth - 1 - count;
        if (ps_game_history_dice(g, i, dice, 64) > 0) {
            die = true;
            break;
        }
        ps_game_history_action(g, i, &undone[count]);
        ps_game_undo(g);
        count++;
        ps_status_info st;
        ps_game_status(g, &st);
        computer = computer || !ui_side_human(ui, st.side_to_act);
        /* A phase passed by itself is no place to stop: it would pass again at once. */
        if (ui_side_human(ui, st.side_to_act) && !ui_pass_due(ui)) {
            ok = true;
            break;
        }
    }
    if (!ok) {
        /* Put back what was taken: those actions rolled no dice, so they replay exactly. */
        for (int k = count - 1; k >= 0; k--)
            ps_game_play(g, &undone[k]);
        char text[PS_ACTION_TEXT_MAX] = "";
        ps_action last;
        if (die && ps_game_history_action(g, depth - 1 - count, &last) == PS_OK)
            ps_action_format(&last, text, sizeof text);
        if (die && !computer)
            ui_message(ui, true, "cannot undo '%s': it rolled dice, and a die roll stands", text);
        else if (die)
            ui_message(ui, true, "cannot undo: the computer's '%s' rolled dice since your last "
                       "action, and a die roll stands", text);
        else
            ui_message(ui, true, "cannot undo: no action of a person to go back to");
        ui->legal_valid = false;
    } else {
        char text[PS_ACTION_TEXT_MAX];
        ps_action_format(&undone[count - 1], text, sizeof text);
        log_add(&ui->log, LOG_INFO, "undo: took back %d action%s, back to before '%s'", count,
                count == 1 ? "" : "s", text);
        ui_message(ui, false, "undone: %s%s", text, count > 1 ? " (and the computer's replies)" : "");
        ui_changed(ui);
    }
    free(undone);
}

void ui_save(struct ui *ui)
{
    char path[1024];
    snprintf(path, sizeof path, "%s.sav", ps_game_scenario_id(ui->g));
    if (!ui_prompt(ui, "Save the game record to (Ctrl-U clears):", path, sizeof path) ||
        !path[0]) {
        ui_message(ui, false, "not saved");
        return;
    }
    char question[1200];
    snprintf(question, sizeof question, "%s exists. Replace it with this game?", path);
    if (access(path, F_OK) == 0 && !ui_confirm(ui, " Save ", question)) {
        ui_message(ui, false, "not saved: %s is kept", path);
        return;
    }
    char err[PS_ERR_MAX];
    if (ps_game_save(ui->g, path, err, sizeof err) != PS_OK) {
        ui_message(ui, true, "save: %s", err);
        return;
    }
    ui_message(ui, false, "saved to %s", path);
    log_add(&ui->log, LOG_INFO, "saved to %s", path);
}

/* Before o replaces the game: the journal of this one, if unfinished, is kept as
 * journal-<scenario>-<time>.sav with its players (as when a new game starts), and the journal
 * gets the players again for the loaded game.  False (nothing is loaded) if it cannot be
 * kept: the journal must not be overwritten. */
static bool keep_journal(struct ui *ui)
{
    if (!ui->journal_on)
        return true;
    char kept[1200], err[PS_ERR_MAX];
    if (!journal_keep_previous(&ui->journal, kept, sizeof kept, err, sizeof err)) {
        ui_message(ui, true, "not loaded: the journal of this game cannot be kept: %s", err);
        return false;
    }
    if (kept[0])
        log_add(&ui->log, LOG_INFO, "this game's journal is kept as %s (prestags resume --list)",
                kept);
    struct journal_side side;
    memset(&side, 0, sizeof side);
    snprintf(side.players, sizeof side.players, "%s,%s", ui->players[0].kind,
             ui->players[1].kind);
    side.ai_seed = ui->ai_seed;
    side.delay_ms = ui->delay_ms;
    if (!journal_save_side(&ui->journal, &side, err, sizeof err))
        ui_message(ui, true, "the journal's players cannot be written (%s)", err);
    return true;
}

/* o: a record of either rule system (its own data set is loaded: a Cannae record in a Rome
 * game is a Phalanx game), in place of this game once the player says so. */
void ui_load(struct ui *ui)
{
    char path[1024] = "";
    if (!ui_prompt(ui, "Load the game record from:", path, sizeof path) || !path[0]) {
        ui_message(ui, false, "nothing loaded");
        return;
    }
    char err[PS_ERR_MAX];
    ps_data *d = datadir_load_for_record(path);
    if (!d) {
        ui_message(ui, true, "load: %s: the data of its rule system do not load", path);
        return;
    }
    ps_game *g;
    if (ps_game_load(d, path, &g, err, sizeof err) != PS_OK) {
        ui_message(ui, true, "load: %s", err);
        ps_data_free(d);
        return;
    }
    char question[1400];
    snprintf(question, sizeof question,
             "Load %s (%s, %s, %d actions) in place of this game?\n\n%s",
             path, ps_game_scenario_id(g), ps_game_system(g), ps_game_undo_depth(g),
             ui->journal_on ? "This game's journal is kept, unless it is over or has no "
                              "action (prestags resume --list)."
                            : "This game is not journalled: it is lost unless it was saved (s).");
    if (!ui_confirm(ui, " Load ", question)) {
        ps_game_free(g);
        ps_data_free(d);
        ui_message(ui, false, "nothing loaded");
        return;
    }
    if (!keep_journal(ui)) {
        ps_game_free(g);
        ps_data_free(d);
        return;
    }
    ui->data = d;
    ui_set_game(ui, g);
    ps_data_free(ui->own_data); /* the data of a game loaded before, no longer in use */
    ui->own_data = d;
    log_add(&ui->log, LOG_INFO, "loaded %s (%s, %d actions)", path, ps_game_scenario_id(g),
            ps_game_undo_depth(g));
    ui_message(ui, false, "loaded %s", path);
    ui_changed(ui);
}

bool ui_force_dice_text(struct ui *ui, const char *text)
{
    int rolls[64], n = 0;
    const char *p = text;
    while (*p) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p) {
            if (*p == ' ' || *p == ',') {
                p++;
                continue;
            }
            ui_message(ui, true, "forced dice: '%s' is not a list of die rolls", text);
            return false;
        }
        if (n == 64) {
            ui_message(ui, true, "forced dice: at most 64 at a time");
            return false;
        }
        rolls[n++] = v < -1000 || v > 1000 ? 0 : (int)v;
        p = end;
    }
    if (ps_game_force_dice(ui->g, rolls, n) != PS_OK) {
        ui_message(ui, true, "forced dice: %s", ps_game_error(ui->g));
        return false;
    }
    ui_message(ui, false, "forced dice queued: %s (%d waiting)", text,
               ps_game_forced_dice_left(ui->g));
    log_add(&ui->log, LOG_INFO, "forced dice queued: %s", text);
    return true;
}

void ui_force_dice(struct ui *ui)
{
    char text[256] = "";
    if (ui_prompt(ui, "Force the next dice (e.g. 3 4):", text, sizeof text) && text[0])
        ui_force_dice_text(ui, text);
}

static bool ui_play_checked(struct ui *ui, const ps_action *a)
{
    if (a->kind != PS_ACT_FIRE && a->kind != PS_ACT_MELEE)
        return ui_play(ui, a);
    char text[PS_ACTION_TEXT_MAX];
    ps_action_format(a, text, sizeof text);
    char odds[4096];
    if (ps_game_odds(ui->g, a, odds, sizeof odds) == 0) {
        ui_message(ui, true, "%s: %s", text, ps_game_error(ui->g));
        return false;
    }
    ps_status_info st;
    ps_game_status(ui->g, &st);
    char body[4400];
    /* [Phalanx Game Procedure] (2) allocation rolls nothing: the attack is made, and its die
     * rolled, in the Offensive Fire or Melee Phase. */
    snprintf(body, sizeof body, "%s\n\n%s", odds,
             st.phase == PS_PHASE_ALLOCATION
                 ? "Allocate this attack? No die is rolled now: it is made in the Offensive "
                   "Fire or Melee Phase [Phalanx Game Procedure]."
                 : "Resolve this attack?");
    char title[PS_ACTION_TEXT_MAX + 16];
    snprintf(title, sizeof title, " Odds: %s ", text);
    if (!ui_confirm_attack(ui, title, body)) {
        ui_message(ui, false, "attack not made: %s", text);
        return false;
    }
    return ui_play(ui, a);
}

void ui_attack(struct ui *ui, int kind)
{
    if (ui->nsel == 0) {
        ui_message(ui, true, "select the %s units first (Space on each)",
                   kind == PS_ACT_FIRE ? "firing" : "attacking");
        return;
    }
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = (uint8_t)kind;
    a.nunits = (uint8_t)ui->nsel;
    for (int i = 0; i < ui->nsel; i++)
        a.units[i] = (int16_t)ui->sel[i];
    if (kind == PS_ACT_MELEE && ui->ntargets) {
        a.nhexes = (uint8_t)ui->ntargets;
        for (int i = 0; i < ui->ntargets; i++)
            a.hexes[i] = ui->targets[i];
    } else {
        a.nhexes = 1;
        a.hexes[0] = (int16_t)ui_cursor_hex(ui);
    }
    ui_play_checked(ui, &a);
}

static int describe_all(struct ui *ui, const ps_action *acts, int n, char ***out)
{
    char **items = malloc((size_t)(n > 0 ? n : 1) * sizeof *items);
    int k = 0;
    ps_game *trial = ps_game_clone(ui->g); /* each move's cost in MP, played and taken back */
    if (trial)
        ps_game_keep_history(trial, true); /* a clone keeps none of its own */
    for (int i = 0; items && i < n; i++) {
        char buf[PS_ACTION_TEXT_MAX + 160];
        replay_describe(ui->g, &acts[i], buf, sizeof buf - 40);
        size_t at = strlen(buf);
        ui_cost_note(trial, &acts[i], buf + at, sizeof buf - at);
        items[k] = strdup(buf);
        if (!items[k])
            break;
        k++;
    }
    ps_game_free(trial);
    *out = items;
    return k;
}

static void free_items(char **items, int n)
{
    for (int i = 0; i < n; i++)
        free(items[i]);
    free(items);
}

/* A menu of actions; plays the chosen one.  Returns false when none was played. */
static bool choose_and_play(struct ui *ui, const char *title, const ps_action *acts, int n)
{
    char **items;
    int k = describe_all(ui, acts, n, &items);
    int pick = ui_menu(ui, title, items, k);
    free_items(items, k);
    if (pick < 0) {
        ui_message(ui, false, "nothing chosen");
        return false;
    }
    return ui_play_checked(ui, &acts[pick]);
}

void ui_enter(struct ui *ui)
{
    int hex = ui_cursor_hex(ui);
    if (ui->nsel == 0) {
        int units[64];
        int n = ui_hex_units(ui, hex, units, 64);
        if (n == 0) {
            ui_message(ui, true, "no unit in %04d to select (d picks a unit off the map)", hex);
            return;
        }
        ui_select_toggle(ui, units[ui->focus < n ? ui->focus : 0]);
        return;
    }
    ps_action a;
    memset(&a, 0, sizeof a);
    a.nunits = (uint8_t)ui->nsel;
    for (int i = 0; i < ui->nsel; i++)
        a.units[i] = (int16_t)ui->sel[i];
    if (ui->npath) {
        a.kind = PS_ACT_MOVE;
        a.nhexes = (uint8_t)ui->npath;
        memcpy(a.hexes, ui->path, (size_t)ui->npath * sizeof a.hexes[0]);
        ui_play(ui, &a);
        return;
    }
    ui_legal_update(ui);
    ps_action *cand = malloc((size_t)(ui->nlegal > 0 ? ui->nlegal : 1) * sizeof *cand);
    int nc = 0;
    for (int i = 0; cand && i < ui->nlegal; i++) {
        const ps_action *l = &ui->legal[i];
        if (l->kind != PS_ACT_FIRE && l->kind != PS_ACT_MELEE && l->kind != PS_ACT_LOSE &&
            ui_action_dest(ui->g, l) == hex)
            cand[nc++] = *l;
    }
    if (nc == 1) {
        ui_play(ui, &cand[0]);
    } else if (nc > 1) {
        char title[64];
        snprintf(title, sizeof title, " %d ways to %04d ", nc, hex);
        choose_and_play(ui, title, cand, nc);
    } else {
        /* Nothing legal ends here: ask the engine anyway, so that its refusal names the rule. */
        ps_status_info st;
        ps_game_status(ui->g, &st);
        a.nhexes = 1;
        a.hexes[0] = (int16_t)hex;
        if (st.phase == PS_PHASE_DEPLOY) {
            a.kind = PS_ACT_DEPLOY;
            a.nunits = 1;
        } else if (ui->decision) {
            a.kind = PS_ACT_ADVANCE;
        } else {
            a.kind = PS_ACT_MOVE;
            int n = ui_probe_path(ui, ui->sel[0], hex, a.hexes, PS_ACTION_MAX_HEXES);
            if (n > 0)
                a.nhexes = (uint8_t)n;
        }
        ui_play(ui, &a);
    }
    free(cand);
}

void ui_choose(struct ui *ui)
{
    ps_action *acts;
    int unit = ui->nsel ? ui->sel[0] : -1;
    int n = ui_legal_all(ui, unit, &acts);
    if (n == 0) {
        ps_status_info st;
        ps_game_status(ui->g, &st);
        if (st.over)
            ui_message(ui, true, "the game is over: no action is legal");
        else if (unit >= 0)
            ui_message(ui, true, "unit %d has no legal action now", unit);
        else
            ui_message(ui, true, "no legal action now");
        free(acts);
        return;
    }
    char title[96];
    ps_status_info st;
    ps_game_status(ui->g, &st);
    if (ui->decision && st.pending == 4) /* [Phalanx How to Set-up the Game] */
        snprintf(title, sizeof title, " End the game now? accept, or end: play on ");
    else if (ui->decision)
        snprintf(title, sizeof title, " Decide on the combat result (%d choices) ", n);
    else if (unit >= 0)
        snprintf(title, sizeof title, " Legal actions of unit %d (%d) ", unit, n);
    else
        snprintf(title, sizeof title, " Legal actions now (%d) ", n);
    choose_and_play(ui, title, acts, n);
    free(acts);
}
