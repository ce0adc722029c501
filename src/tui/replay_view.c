/* `prestags replay <record>` on screen: the map, panel and log of a game, stepped forward
 * and back through the record.  Each step forward logs the action and its events; the
 * status line shows the step and the state hash. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/replay.h"
#include "tui.h"

static void forward(struct ui *ui, struct replay *r)
{
    int i = replay_pos(r);
    if (i >= replay_length(r)) {
        ui_message(ui, true, "the record ends here (step %d)", i);
        return;
    }
    char desc[PS_ACTION_TEXT_MAX + 128], err[PS_ERR_MAX];
    replay_describe(ui->g, replay_action(r, i), desc, sizeof desc);
    if (replay_forward(r, err, sizeof err) != PS_OK) {
        ui_message(ui, true, "%s", err);
        return;
    }
    log_add(&ui->log, LOG_ACTION, "%d. %s: %s", i + 1,
            ps_game_side_name(ui->g, replay_actor(r, i)), desc);
    log_add_lines(&ui->log, LOG_EVENT, "    ", ps_game_events(ui->g));
    log_forced(ui);
    ui->msg[0] = '\0';
    ps_status_info st;
    ps_game_status(ui->g, &st);
    if (replay_pos(r) == replay_length(r) && st.over) { /* the end of the battle: its report */
        char report[2048];
        ps_game_victory_report(ui->g, report, sizeof report);
        log_add_lines(&ui->log, LOG_INFO, "", report);
    }
}

/* Forward to the first step where the phase (whole: false) or the Game-Turn (true) changes. */
static void next_part(struct ui *ui, struct replay *r, bool whole_turn)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    int turn = st.turn, phase = (int)st.phase, side = st.phasing_side;
    if (replay_pos(r) == replay_length(r)) {
        ui_message(ui, true, "the record ends here (step %d)", replay_pos(r));
        return;
    }
    while (replay_pos(r) < replay_length(r)) {
        int before = replay_pos(r);
        forward(ui, r);
        if (replay_pos(r) == before)
            return;
        ps_game_status(ui->g, &st);
        if (st.turn != turn || (!whole_turn && ((int)st.phase != phase || st.phasing_side != side)))
            break;
    }
    ui->legal_valid = false;
}

static void show_report(struct ui *ui)
{
    char report[2048];
    ps_game_victory_report(ui->g, report, sizeof report);
    ui_textbox(ui, " Victory report at this step ", report);
}

static void go_to(struct ui *ui, struct replay *r, int step)
{
    char err[PS_ERR_MAX];
    if (step > replay_length(r)) {
        ui_message(ui, true, "the record ends here (step %d)", replay_length(r));
        return;
    }
    if (step > replay_pos(r)) {
        while (replay_pos(r) < step && replay_pos(r) < replay_length(r)) {
            int before = replay_pos(r);
            forward(ui, r);
            if (replay_pos(r) == before)
                return;
        }
    } else if (replay_goto(r, step, err, sizeof err) != PS_OK) {
        ui_message(ui, true, "%s", err);
        return;
    } else {
        log_add(&ui->log, LOG_INFO, "back to step %d", replay_pos(r));
    }
    ui->legal_valid = false;
}

/* Does the state now match the Game-Turn, and the phase (a prefix of its name: "melee",
 * "move") and the phasing side (a prefix of its name) when given? */
static bool at_turn(const struct ui *ui, int turn, const char *phase, const char *side)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    if (st.turn != turn)
        return false;
    if (phase[0] && strncasecmp(ps_phase_name(st.phase), phase, strlen(phase)) != 0)
        return false;
    return !side[0] ||
           strncasecmp(ps_game_side_name(ui->g, st.phasing_side), side, strlen(side)) == 0;
}

/* t: to the first step of a Game-Turn ("5"), of one of its phases ("5 melee"), of one side's
 * ("5 melee sabines"), searched from the start of the record. */
static void go_to_turn(struct ui *ui, struct replay *r)
{
    char text[96] = "", phase[40] = "", side[40] = "", err[PS_ERR_MAX];
    if (!ui_prompt(ui, "Go to Game-Turn [phase [side]] (e.g. 3, 3 melee, 3 melee romans):",
                   text, sizeof text) || !text[0])
        return;
    int turn, n = sscanf(text, "%d %39s %39s", &turn, phase, side);
    if (n < 1 || turn < 0) {
        ui_message(ui, true, "'%s' is not a Game-Turn (a number, then a phase and a side if "
                   "you like)", text);
        return;
    }
    int from = replay_pos(r);
    if (replay_goto(r, 0, err, sizeof err) != PS_OK) {
        ui_message(ui, true, "%s", err);
        return;
    }
    while (!at_turn(ui, turn, phase, side) && replay_pos(r) < replay_length(r))
        if (replay_forward(r, err, sizeof err) != PS_OK) {
            ui_message(ui, true, "%s", err);
            break;
        }
    ui->legal_valid = false;
    if (!at_turn(ui, turn, phase, side)) {
        replay_goto(r, from, err, sizeof err);
        ui_message(ui, true, "the record has no %s (step %d kept)", text, from);
        return;
    }
    ps_status_info st;
    ps_game_status(ui->g, &st);
    log_add(&ui->log, LOG_INFO, "Game-Turn %d, %s of the %s: step %d", st.turn,
            ui_phase_title(ui->g, st.phase), ps_game_side_name(ui->g, st.phasing_side),
            replay_pos(r));
    ui_message(ui, false, "Game-Turn %d, %s: step %d", st.turn, ui_phase_title(ui->g, st.phase),
               replay_pos(r));
    if (replay_pos(r) == replay_length(r) && st.over) { /* the end of the battle: its report */
        char report[2048];
        ps_game_victory_report(ui->g, report, sizeof report);
        log_add_lines(&ui->log, LOG_INFO, "", report);
    }
}

static void replay_key(struct ui *ui, struct replay *r, int ch)
{
    switch (ch) {
    case 'n':
    case ' ':
    case '\n':
    case '\r':
    case KEY_ENTER:
        go_to(ui, r, replay_pos(r) + 1);
        break;
    case 'p':
    case KEY_BACKSPACE:
    case 127:
    case 8:
        if (replay_pos(r) == 0)
            ui_message(ui, true, "this is the start of the record");
        else
            go_to(ui, r, replay_pos(r) - 1);
        break;
    case '<':
        go_to(ui, r, 0);
        break;
    case '>':
        go_to(ui, r, replay_length(r));
        break;
    case 's': {
        char text[32] = "";
        if (ui_prompt(ui, "Go to step:", text, sizeof text) && text[0]) {
            char *end;
            long v = strtol(text, &end, 10);
            if (*end || v < 0 || v > replay_length(r))
                ui_message(ui, true, "a step is 0 to %d", replay_length(r));
            else
                go_to(ui, r, (int)v);
        }
        break;
    }
    case ']':
        next_part(ui, r, false);
        break;
    case '}':
        next_part(ui, r, true);
        break;
    case 't':
        go_to_turn(ui, r);
        break;
    case 'v':
        show_report(ui);
        break;
    case 'q':
        ui->quit = true;
        break;
    default:
        ui_message(ui, true, "no key here (n next, p back, ] next phase, } next Game-Turn, < first, "
                   "> last, s step, t Game-Turn, v victory report, ? help)");
        break;
    }
}

int tui_replay(const ps_data *d, const char *path)
{
    char err[PS_ERR_MAX];
    struct replay *r = replay_open(d, path, err, sizeof err);
    if (!r) {
        fprintf(stderr, "prestags: %s\n", err);
        return 1;
    }
    struct ui ui;
    if (!ui_init(&ui, d, replay_game(r))) {
        replay_free(r);
        return 1;
    }
    ui.replay = r;
    if (!ui_screen_start(&ui)) {
        ui_free(&ui);
        replay_free(r);
        return 1;
    }
    log_add(&ui.log, LOG_INFO, "replay of %s: %d actions (n next, p back, ? keys)", path,
            replay_length(r));
    while (!ui.quit) {
        ui_draw(&ui);
        int ch = getch();
        if (!ui_cursor_key(&ui, ch))
            replay_key(&ui, r, ch);
    }
    ui_screen_end(&ui);
    ui_free(&ui);
    replay_free(r);
    return 0;
}
