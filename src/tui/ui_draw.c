/* The whole screen, redrawn from the game on every key (so a resize needs nothing more):
 *   line 0        status: battle, Game-Turn of game length, phase, who acts, VP, stacking
 *   map | panel   the hex map and the panel of the hex under the cursor
 *   log           the message log
 *   message line  the last refusal (with its rule) or notice
 *   hint line     the keys that matter now */
#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli/replay.h"
#include "tui.h"

enum { MIN_COLS = 80, MIN_LINES = 24 };

/* [Phalanx Game Procedure] the five phases of a Phalanx Player-Turn. */
static const char *phalanx_title(ps_phase p)
{
    switch (p) {
    case PS_PHASE_MOVEMENT:
        return "Movement Phase [Phalanx Movement]";
    case PS_PHASE_ALLOCATION:
        return "Attack Allocation Phase [Phalanx Game Procedure]";
    case PS_PHASE_DEFENSIVE_FIRE:
        return "Defensive Fire Phase [Phalanx Combat E]";
    case PS_PHASE_FIRE:
        return "Offensive Fire Phase [Phalanx Combat F]";
    case PS_PHASE_MELEE:
        return "Melee Attack Phase [Phalanx Game Procedure]";
    case PS_PHASE_DEPLOY:
        return "Set-up [Phalanx Initial Deployment]";
    default:
        return NULL;
    }
}

const char *ui_phase_title(const ps_game *g, ps_phase p)
{
    const char *px = strcmp(ps_game_system(g), "phalanx") == 0 ? phalanx_title(p) : NULL;
    if (px)
        return px;
    static const char *const titles[] = {
        [PS_PHASE_DEPLOY] = "Set-up [11.1]",
        [PS_PHASE_CHARIOT] = "Chariot Phase [C1.2]",
        [PS_PHASE_CHARIOT_DEFENSIVE_FIRE] = "Chariot Defensive Fire [C1.5]",
        [PS_PHASE_FIRE] = "Fire Combat Phase [6.0]",
        [PS_PHASE_MOVEMENT] = "Movement Phase [5.0]",
        [PS_PHASE_DEFENSIVE_FIRE] = "Defensive Fire [6.4]",
        [PS_PHASE_MELEE] = "Melee Combat Phase [7.0]",
        [PS_PHASE_GAME_OVER] = "Game over",
        [PS_PHASE_PLOT] = "Operations Plot Phase [19.1]",
        [PS_PHASE_FIRE_RESOLUTION] = "Fire Combat Resolution [19.1]",
        [PS_PHASE_MELEE_RESOLUTION] = "Melee Combat Resolution [19.1]",
        [PS_PHASE_MOVEMENT_RESOLUTION] = "Movement Resolution [22.0]",
        [PS_PHASE_DEFENSIVE_FIRE_RESOLUTION] = "Defensive Fire Resolution [19.1]",
        [PS_PHASE_ALLOCATION] = "Attack Allocation Phase",
    };
    _Static_assert(sizeof titles / sizeof titles[0] == PS_PHASE_COUNT, "phase titles");
    return (unsigned)p < PS_PHASE_COUNT ? titles[p] : "?";
}

void ui_message(struct ui *ui, bool error, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ui->msg, sizeof ui->msg, fmt, ap);
    va_end(ap);
    ui->msg_error = error;
    if (error)
        log_add(&ui->log, LOG_REFUSED, "refused: %s", ui->msg);
}

/* Breaks text into at most max lines of at most width characters, at the separators sep
 * (" | " between the status line's fields, two spaces between the hint line's keys), so that
 * a narrow terminal shows every field whole on a second line rather than cutting the last
 * ones.  start[i], len[i]: line i; returns the count. */
static int wrap_fields(const char *text, const char *sep, int width, int *start, int *len,
                       int max)
{
    int n = 0, at = 0, total = (int)strlen(text);
    size_t seplen = strlen(sep);
    while (at < total && n < max) {
        while (n > 0 && text[at] == ' ')
            at++;
        int take = total - at;
        if (take > width && n + 1 < max) {
            take = width;
            for (int i = width; i > 0; i--)
                if (strncmp(text + at + i, sep, seplen) == 0) {
                    take = i;
                    break;
                }
        }
        start[n] = at;
        len[n++] = take;
        at += take;
        if (strncmp(text + at, sep, seplen) == 0 && at < total)
            at += (int)seplen;
    }
    return n;
}

static void status_text(struct ui *ui, char *buf, size_t size);
static const char *hint(struct ui *ui);

static void layout(struct ui *ui)
{
    ui->too_small = COLS < MIN_COLS || LINES < MIN_LINES;
    int start[2], len[2];
    char status[512];
    status_text(ui, status, sizeof status);
    ui->status_h = wrap_fields(status, " | ", COLS, start, len, 2);
    ui->hint_h = wrap_fields(hint(ui), "  ", COLS, start, len, 2);
    ui->log_h = LINES / 5 > 5 ? LINES / 5 : 5;
    ui->log_y = LINES - 1 - ui->hint_h - ui->log_h;
    ui->msg_y = LINES - 1 - ui->hint_h;
    ui->map_y = ui->status_h;
    ui->map_h = ui->log_y - ui->map_y;
    ui->panel_w = COLS / 3 < 48 ? COLS / 3 : 48;
    ui->panel_x = COLS - ui->panel_w;
    ui->map_w = ui->panel_x - 1;
}

static void status_text(struct ui *ui, char *buf, size_t size)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    const char *id = ps_game_scenario_id(ui->g);
    int si = ps_data_find_scenario(ui->data, id);
    int n;
    if (ui->replay)
        n = snprintf(buf, size, " REPLAY step %d of %d | %s | Game-Turn %d of %d | %s",
                     replay_pos(ui->replay), replay_length(ui->replay),
                     si >= 0 ? ps_data_scenario_name(ui->data, si) : id, st.turn,
                     st.game_length, ui_phase_title(ui->g, st.phase));
    else
        n = snprintf(buf, size, " %s | Game-Turn %d of %d | %s",
                     si >= 0 ? ps_data_scenario_name(ui->data, si) : id, st.turn,
                     st.game_length, ui_phase_title(ui->g, st.phase));
    if (!st.over)
        n += snprintf(buf + n, size - (size_t)n, " | to act: %s%s",
                      ps_game_side_name(ui->g, st.side_to_act),
                      ui->have_players ? (ui_side_human(ui, st.side_to_act) ? " (human)"
                                                                           : " (computer)")
                                       : "");
    n += snprintf(buf + n, size - (size_t)n, " | VP %s %d, %s %d | stacking %d/%d",
                  ps_game_side_name(ui->g, 0), st.vp[0], ps_game_side_name(ui->g, 1), st.vp[1],
                  ps_game_stacking_limit(ui->g, 0), ps_game_stacking_limit(ui->g, 1));
    if (ui->replay)
        snprintf(buf + n, size - (size_t)n, " | hash %016llx",
                 (unsigned long long)ps_game_hash(ui->g));
    else
        snprintf(buf + n, size - (size_t)n, " | undo %d", ps_game_undo_depth(ui->g));
}

/* Text over whole lines from row y, wrapped as layout counted it. */
static void draw_wrapped(int y, const char *text, const char *sep, int lines, int attr)
{
    int start[2], len[2];
    int n = wrap_fields(text, sep, COLS, start, len, lines);
    attrset(attr);
    for (int i = 0; i < lines; i++) {
        mvhline(y + i, 0, ' ', COLS);
        if (i < n)
            mvaddnstr(y + i, i ? 1 : 0, text + start[i], len[i] < COLS - 1 ? len[i] : COLS - 1);
    }
    attrset(A_NORMAL);
}

static void draw_status(struct ui *ui)
{
    char buf[512];
    status_text(ui, buf, sizeof buf);
    draw_wrapped(0, buf, " | ", ui->status_h, ui->colors ? COLOR_PAIR(PAIR_STATUS) : A_REVERSE);
}

static const char *hint(struct ui *ui)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    if (ui->dialog_keys)
        return ui->dialog_keys;
    if (ui->replay)
        return "Replay: n/Space next step  p/Backspace back  ] next phase  } next Game-Turn  "
               "< first  > last  s go to step  t Game-Turn  v victory report  ? help  q quit";
    if (st.over)
        return "Game over: v victory report  s save  o load  ? help  q quit";
    if (!ui_side_human(ui, st.side_to_act))
        return ui->paused ? "Computer paused: p resume  . one action  u undo  s save  ? help  q quit"
                          : "Computer to act: p pause  +/- faster/slower  ? help  q quit";
    if (ui->decision)
        return "Decision on a combat result: c the menu of choices (lose/advance)  "
               "e take the default  u undo  ? help";
    switch (st.phase) {
    case PS_PHASE_DEPLOY:
        return "Set-up: arrows move  Enter place selected unit  d pick unit  A auto-deploy all  "
               "e end set-up  u undo  ? help";
    case PS_PHASE_CHARIOT:
    case PS_PHASE_MOVEMENT:
        if (strcmp(ps_game_system(ui->g), "phalanx") == 0) /* [Phalanx Movement C] */
            return "Move (one unit at a time): Space select  Enter move to cursor  t trace path"
                   "  c choose  G group move  n next unit  e end phase  u undo  ? help";
        return "Move: Space select  a stack  Enter move to cursor  t trace  G group move  "
               "w edge units  c choose  n next  d off-map unit  e end phase  u undo  ? help";
    case PS_PHASE_FIRE:
    case PS_PHASE_CHARIOT_DEFENSIVE_FIRE:
    case PS_PHASE_DEFENSIVE_FIRE:
        return "Fire: Space select fire units  f fire at cursor (odds first)  c choose  "
               "n next unit  e end phase (no more fire)  u undo  ? help";
    case PS_PHASE_MELEE:
        if (strcmp(ps_game_system(ui->g), "phalanx") == 0)
            return "Melee: Space select the allocated attackers  m melee at cursor (odds first)  "
                   "c choose  e end phase  u undo  ? help";
        return "Melee: Space select attackers  x mark 2nd target  m melee at cursor (odds first)"
               "  c choose  e end phase  u undo  ? help";
    case PS_PHASE_ALLOCATION:
        return "Allocate: Space select attackers  f fire / m melee at cursor (odds first)  "
               "c choose  e end allocation  u undo  ? help";
    default:
        return "? help  q quit";
    }
}

void ui_draw(struct ui *ui)
{
    erase();
    layout(ui);
    if (ui->too_small) {
        mvprintw(0, 0, "prestags needs at least %dx%d;", MIN_COLS, MIN_LINES);
        mvprintw(1, 0, "this terminal is %dx%d.", COLS, LINES);
        mvprintw(2, 0, "Enlarge it, or press q to quit.");
        refresh();
        return;
    }
    ui_legal_update(ui);
    draw_status(ui);
    ui_draw_map(ui);
    ui_draw_panel(ui);
    ui_draw_log(ui);
    if (ui->msg[0]) {
        attrset(ui->msg_error ? A_BOLD | (ui->colors ? COLOR_PAIR(PAIR_ERROR) : 0) : A_BOLD);
        mvaddnstr(ui->msg_y, 0, ui->msg, COLS);
        attrset(A_NORMAL);
    }
    draw_wrapped(ui->msg_y + 1, hint(ui), "  ", ui->hint_h, A_DIM | A_REVERSE);
    refresh();
}
