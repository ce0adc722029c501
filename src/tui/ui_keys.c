/* What each key does in a game (ui_help.c lists them for the player).  No key is ignored
 * silently: an unknown one says so on the message line. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/replay.h"
#include "tui.h"

static void move_cursor(struct ui *ui, int dc, int dr)
{
    int c = ui->cur_col + dc, r = ui->cur_row + dr;
    c = c < 1 ? 1 : c > ui->cols ? ui->cols : c;
    r = r < 1 ? 1 : r > ui->rows ? ui->rows : r;
    ui->cur_col = c;
    ui->cur_row = r;
    ui->focus = 0;
}

bool ui_cursor_key(struct ui *ui, int ch)
{
    bool right;
    switch (ch) {
    case KEY_MOUSE: /* a viewer's click only moves the cursor; ui_key acts on it */
        ui_mouse_event(ui, &right);
        return true;
    case KEY_LEFT:
        move_cursor(ui, -1, 0);
        return true;
    case KEY_RIGHT:
        move_cursor(ui, 1, 0);
        return true;
    case KEY_UP:
        move_cursor(ui, 0, -1);
        return true;
    case KEY_DOWN:
        move_cursor(ui, 0, 1);
        return true;
    case KEY_SLEFT:
        move_cursor(ui, -5, 0);
        return true;
    case KEY_SRIGHT:
        move_cursor(ui, 5, 0);
        return true;
    case KEY_SR:
        move_cursor(ui, 0, -5);
        return true;
    case KEY_SF:
        move_cursor(ui, 0, 5);
        return true;
    case KEY_HOME:
        move_cursor(ui, -ui->cols, 0);
        return true;
    case KEY_END:
        move_cursor(ui, ui->cols, 0);
        return true;
    case '\t':
        ui->focus++;
        return true;
    case KEY_BTAB:
        ui->focus = ui->focus > 0 ? ui->focus - 1 : 0;
        return true;
    case KEY_PPAGE:
        ui->log.scroll += ui->log_h > 3 ? ui->log_h - 2 : 1;
        return true;
    case KEY_NPAGE:
        ui->log.scroll -= ui->log_h > 3 ? ui->log_h - 2 : 1;
        if (ui->log.scroll < 0)
            ui->log.scroll = 0;
        return true;
    case KEY_RESIZE:
        return true;
    case 'g': {
        char text[16] = "";
        if (ui_prompt(ui, "Go to hex (CCRR):", text, sizeof text) && text[0]) {
            char *end;
            long v = strtol(text, &end, 10);
            if (*end || v < 101 || v > 9999)
                ui_message(ui, true, "'%s' is not a hex (CCRR, e.g. 1012)", text);
            else
                ui_goto_hex(ui, (int)v);
        }
        return true;
    }
    case '?':
        ui_help(ui);
        return true;
    case 'L':
        ui_legend(ui);
        return true;
    case 'R':
        ui_roster(ui);
        return true;
    case 'l':
        ui_line_of_sight(ui);
        return true;
    case 'r':
        ui_overlay_toggle(ui, OVERLAY_RADIUS);
        return true;
    case 'F':
        ui_overlay_toggle(ui, OVERLAY_ZONE);
        return true;
    case 'z':
        ui->compact = !ui->compact;
        ui_message(ui, false, "%s map: %s", ui->compact ? "compact" : "full",
                   ui->compact ? "two characters a hex, unit codes (markers in the panel); "
                                 "z again for the full map"
                               : "four characters a hex");
        return true;
    default:
        return false;
    }
}

/* The unit the panel marks in the stack under the cursor, or -1. */
static int focused_unit(struct ui *ui)
{
    int units[64];
    int n = ui_hex_units(ui, ui_cursor_hex(ui), units, 64);
    if (n == 0)
        return -1;
    if (ui->focus >= n)
        ui->focus = 0;
    return units[ui->focus];
}

static void trace_path(struct ui *ui)
{
    if (ui->nsel == 0) {
        ui_message(ui, true, "select the units to move first, then trace their path with t");
        return;
    }
    if (ui->npath == PS_ACTION_MAX_HEXES) {
        ui_message(ui, true, "a path has at most %d hexes", PS_ACTION_MAX_HEXES);
        return;
    }
    ui->path[ui->npath++] = (int16_t)ui_cursor_hex(ui);
    ui->legal_valid = false;
}

static void toggle_target(struct ui *ui)
{
    int hex = ui_cursor_hex(ui);
    for (int i = 0; i < ui->ntargets; i++)
        if (ui->targets[i] == hex) {
            ui->targets[i] = ui->targets[--ui->ntargets];
            ui->legal_valid = false;
            return;
        }
    if (ui->ntargets == 2) {
        ui_message(ui, true, "[7.22] a melee attack is on at most two hexes here; x unmarks one");
        return;
    }
    ui->targets[ui->ntargets++] = (int16_t)hex;
    ui->legal_valid = false;
}

static void escape(struct ui *ui)
{
    if (ui->npath)
        ui->npath = 0;
    else if (ui->ntargets)
        ui->ntargets = 0;
    else
        ui->nsel = 0;
    ui->legal_valid = false;
    ui->msg[0] = '\0';
}

/* A menu of the side to act's units that are off the map (to set up, or to enter). */
static void pick_waiting(struct ui *ui)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    int n = ps_game_unit_count(ui->g), k = 0;
    int *units = malloc((size_t)n * sizeof *units);
    char **items = malloc((size_t)n * sizeof *items);
    for (int u = 0; units && items && u < n; u++) {
        ps_unit_info info;
        if (ps_game_unit(ui->g, u, &info) != PS_OK || !info.waiting || info.side != st.side_to_act)
            continue;
        ps_action one;
        int legal = ps_game_legal(ui->g, u, &one, 1);
        char buf[128];
        snprintf(buf, sizeof buf, "#%-3d %-2s %-24s %d legal action%s", u, info.code, info.name,
                 legal, legal == 1 ? "" : "s");
        items[k] = strdup(buf);
        if (!items[k])
            break;
        units[k++] = u;
    }
    if (k == 0) {
        ui_message(ui, true, "the %s have no units off the map",
                   ps_game_side_name(ui->g, st.side_to_act));
    } else {
        int pick = ui_menu(ui, " Units off the map ", items, k);
        if (pick >= 0) {
            ui_select_clear(ui);
            ui_select_toggle(ui, units[pick]);
            ui_goto_first_destination(ui); /* show where it may go */
        }
    }
    for (int i = 0; i < k; i++)
        free(items[i]);
    free(items);
    free(units);
}

static void show_victory(struct ui *ui)
{
    size_t need = ps_game_scenario_text(ui->g, NULL, 0) + 1;
    char report[2048];
    ps_game_victory_report(ui->g, report, sizeof report);
    char *text = malloc(need + sizeof report + 64);
    if (!text)
        return;
    ps_game_scenario_text(ui->g, text, need);
    strcat(text, "\nNow:\n");
    strcat(text, report);
    ui_textbox(ui, " Scenario and victory ", text);
    free(text);
}

static void end_phase(struct ui *ui)
{
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = PS_ACT_END;
    ui_play(ui, &a);
}

/* Keys that give no orders: allowed while the computer is to act. */
static bool watching_key(int ch)
{
    return ch > 0 && ch < 256 && strchr("qusoDvp+-\033", ch);
}

/* A click on the map: Enter there (left), or an attack on it (right). */
static void mouse(struct ui *ui, ps_status_info *st)
{
    bool right;
    if (!ui_mouse_event(ui, &right))
        return;
    if (!st->over && !ui_side_human(ui, st->side_to_act))
        return; /* the computer is to act: the click only moved the cursor */
    if (!right)
        ui_enter(ui);
    else
        ui_attack(ui, st->phase == PS_PHASE_MELEE ? PS_ACT_MELEE : PS_ACT_FIRE);
}

void ui_key(struct ui *ui, int ch)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    if (ch == KEY_MOUSE) {
        mouse(ui, &st);
        return;
    }
    if (ui_cursor_key(ui, ch))
        return;
    if (!st.over && !ui_side_human(ui, st.side_to_act) && !watching_key(ch)) {
        ui_message(ui, true, "the %s (computer) are to act: p pauses, . plays one action",
                   ps_game_side_name(ui->g, st.side_to_act));
        return;
    }
    int u;
    switch (ch) {
    case 'q':
        if (ui_confirm(ui, " Quit ", "Quit prestags?\n\nThe game is journalled: `prestags "
                                     "resume` continues it where you leave it."))
            ui->quit = true;
        break;
    case ' ':
        if ((u = focused_unit(ui)) < 0)
            ui_message(ui, true, "no unit in %04d", ui_cursor_hex(ui));
        else
            ui_select_toggle(ui, u);
        break;
    case 'a':
        ui_select_stack(ui);
        break;
    case 27:
        escape(ui);
        break;
    case '\n':
    case '\r':
    case KEY_ENTER:
        ui_enter(ui);
        break;
    case 't':
        trace_path(ui);
        break;
    case 'G':
        ui_group_move(ui);
        break;
    case 'w':
        ui_select_entering(ui);
        break;
    case KEY_BACKSPACE:
    case 127:
    case 8:
        if (ui->npath) {
            ui->npath--;
            ui->legal_valid = false;
        } else {
            ui_message(ui, true, "no traced path to shorten");
        }
        break;
    case 'x':
        toggle_target(ui);
        break;
    case 'f':
        ui_attack(ui, PS_ACT_FIRE);
        break;
    case 'm':
        ui_attack(ui, PS_ACT_MELEE);
        break;
    case 'e':
        end_phase(ui);
        break;
    case 'c':
        ui_choose(ui);
        break;
    case 'd':
        pick_waiting(ui);
        break;
    case 'A':
        ui_auto_deploy(ui);
        break;
    case 'E':
        ui->auto_pass = !ui->auto_pass;
        ui_message(ui, false, "phases with nothing to do (only `end` legal): %s",
                   ui->auto_pass ? "passed by themselves" : "wait for e");
        break;
    case 'n':
        ui_next_unit(ui);
        break;
    case 'u':
        ui_undo(ui);
        break;
    case 's':
        ui_save(ui);
        break;
    case 'o':
        ui_load(ui);
        break;
    case 'D':
        ui_force_dice(ui);
        break;
    case 'v':
        show_victory(ui);
        break;
    case 'p':
        ui->paused = !ui->paused;
        ui_message(ui, false, "computer %s", ui->paused ? "paused (p resumes, . one action)"
                                                        : "resumed");
        break;
    case '+':
        ui->delay_ms /= 2;
        ui_message(ui, false, "computer delay %d ms", ui->delay_ms);
        break;
    case '-':
        ui->delay_ms = ui->delay_ms ? (ui->delay_ms * 2 > 5000 ? 5000 : ui->delay_ms * 2) : 50;
        ui_message(ui, false, "computer delay %d ms", ui->delay_ms);
        break;
    default:
        if (ch >= 32 && ch < 127)
            ui_message(ui, true, "no key '%c' (? lists the keys)", ch);
        else
            ui_message(ui, true, "no such key (? lists the keys)");
        break;
    }
}
