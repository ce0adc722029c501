/* The key loop of a game.  When a person is to act the loop waits for a key; when a computer
 * is, it waits delay_ms for one (so the game can be watched, paused and quit) and otherwise
 * lets the computer's choose function play.  A combat result that waits for a person's
 * decision opens the menu of legal actions by itself; the end of the game is announced with
 * the victory report. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

bool ui_init(struct ui *ui, const ps_data *d, ps_game *g)
{
    memset(ui, 0, sizeof *ui);
    ui->data = d;
    ui->g = g;
    ui->delay_ms = 300;
    ui->auto_pass = true;
    ps_game_map_size(g, &ui->cols, &ui->rows);
    ui->mark = calloc((size_t)ui->cols * (size_t)ui->rows, 1);
    if (!ui->mark || !log_init(&ui->log)) {
        free(ui->mark);
        return false;
    }
    ui->cur_col = (ui->cols + 1) / 2;
    ui->cur_row = (ui->rows + 1) / 2;
    ui->top_row = ui->left_col = 1;
    return true;
}

void ui_free(struct ui *ui)
{
    /* Only ever set by o, in a running game, which the caller frees before this. */
    ps_data_free(ui->own_data);
    ui->own_data = NULL;
    free(ui->legal);
    free(ui->mark);
    log_free(&ui->log);
    if (ui->have_players) {
        player_free(&ui->players[0]);
        player_free(&ui->players[1]);
    }
    ui->legal = NULL;
    ui->mark = NULL;
}

void ui_set_game(struct ui *ui, ps_game *g)
{
    ps_game_free(ui->g);
    ui->g = g;
    ui->group_from = ui->group_to = ui->los_from = 0;
    int cols, rows;
    ps_game_map_size(g, &cols, &rows);
    if (cols * rows > ui->cols * ui->rows) {
        unsigned char *m = realloc(ui->mark, (size_t)cols * (size_t)rows);
        if (m)
            ui->mark = m;
    }
    ui->cols = cols;
    ui->rows = rows;
    ui->over_seen = false;
    ui->alloc_valid = false;
    ui->decision_offered = 0;
    ui_select_clear(ui);
}

static void computer_step(struct ui *ui)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    struct player *p = &ui->players[st.side_to_act];
    int before = ps_game_undo_depth(ui->g);
    if (p->act(p, ui->g) != PS_OK) {
        ui_message(ui, true, "the computer (%s) has no action: %s",
                   ps_game_side_name(ui->g, st.side_to_act), ps_game_error(ui->g));
        ui->paused = true;
        return;
    }
    ui_played(ui, st.side_to_act, before);
}

static void announce_end(struct ui *ui)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    if (!st.over || ui->over_seen)
        return;
    ui->over_seen = true;
    char report[2048];
    ps_game_victory_report(ui->g, report, sizeof report);
    log_add_lines(&ui->log, LOG_INFO, "", report);
    ui_textbox(ui, " The battle is over ", report);
}

static void offer_decision(struct ui *ui)
{
    ui_legal_update(ui);
    int key = ps_game_undo_depth(ui->g) + 1;
    if (!ui->decision || ui->decision_offered == key)
        return;
    ui->decision_offered = key;
    ui_choose(ui);
}

int ui_run(struct ui *ui)
{
    int lost = 0; /* keys read as ERR in a row while waiting for a person: input is gone */
    while (!ui->quit) {
        announce_end(ui);
        if (ui_pass_empty(ui))
            continue;
        offer_decision(ui);
        ui_draw(ui);
        ps_status_info st;
        ps_game_status(ui->g, &st);
        bool computer = !st.over && !ui_side_human(ui, st.side_to_act);
        timeout(computer && !ui->paused ? ui->delay_ms : -1);
        int ch = ui_getch(ui);
        if (ch == ERR) {
            if (computer && !ui->paused)
                computer_step(ui);
            else if (++lost >= 100)
                ui->quit = true; /* the game is journalled: `prestags resume` continues it */
            continue;
        }
        lost = 0;
        if (ui->too_small && ch != 'q' && ch != KEY_RESIZE)
            continue;
        if (ch != KEY_RESIZE)
            ui->msg[0] = '\0'; /* a message stands until the next key */
        if (ch == '.' && computer)
            computer_step(ui);
        else if (ch == '.')
            ui_message(ui, true, "'.' plays one computer action; a person is to act now");
        else
            ui_key(ui, ch);
    }
    return 0;
}
