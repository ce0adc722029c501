/* The terminal game: one struct ui holds everything the screen and the keys need (no
 * globals beyond those ncurses keeps itself).  The engine is reached only through
 * include/prestags.h; the screen is redrawn whole from the game on every key, so a resize
 * needs nothing but a redraw.
 *
 *   ui_main.c     the key loop of a game, computer turns, the end of the game
 *   ui_keys.c     what each key does
 *   ui_act.c      playing actions: refusals, the log, the journal, undo to the last die
 *   ui_pass.c     phases with nothing to do, passed by themselves
 *   ui_alloc.c    the attacks allocated in a Phalanx Player-Turn
 *   ui_path.c     the path a refused move is asked along, so that the refusal names the rule
 *   ui_group.c    group moves: a stack or group along one path, the units entering by a hex
 *   ui_ranges.c   line of sight, leaders' command radii, enemy fire zones
 *   ui_cost.c     the Movement Points each move or turn of a menu costs
 *   ui_select.c   selection, and the legal actions of the selection (highlights)
 *   ui_draw.c     layout, status line, message and hint lines
 *   ui_map.c      the scrolling hex map
 *   ui_minimap.c  where the view lies on a larger map: a line and a mini-map
 *   ui_panel.c    the panel of the hex under the cursor
 *   ui_log.c      the message log
 *   ui_dialog.c   prompt, confirmation, menu, text box
 *   ui_help.c     the help screen
 *   ui_legend.c   the legend: combat results, unit classes, strengths, markers
 *   ui_roster.c   the rosters: every unit of each side, the dead pile, the optional rules
 *   ui_mouse.c    clicks on the map
 *   ui_screen.c   starting and ending curses, colours
 *   replay_view.c stepping through a game record on screen */
#ifndef PRESTAGS_TUI_TUI_H
#define PRESTAGS_TUI_TUI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "journal.h"
#include "player.h"
#include "prestags.h"

struct replay;

/* The message log: a ring of lines. */
enum log_kind { LOG_INFO, LOG_ACTION, LOG_EVENT, LOG_REFUSED };
enum { LOG_MAX = 4000, LOG_LINE = 256 };
struct log_line {
    char text[LOG_LINE];
    int kind; /* enum log_kind */
};
struct log {
    struct log_line *lines; /* LOG_MAX of them */
    int head, count;
    int scroll; /* lines scrolled back from the newest */
};

/* Per-hex highlight bits. */
enum { UI_ALLOC_MAX = 64 };

enum { MARK_REACH = 1, MARK_TARGET = 2, MARK_PATH = 4, MARK_SELECTED = 8, MARK_CHOSEN = 16,
       MARK_RADIUS = 32, MARK_ZONE = 64 };
enum { OVERLAY_RADIUS = 1, OVERLAY_ZONE = 2 };

/* Colour pairs. */
enum {
    PAIR_SIDE0 = 1, PAIR_SIDE1, PAIR_WOODS, PAIR_VILLAGE, PAIR_SWAMP, PAIR_SLOPE, PAIR_HILL,
    PAIR_WATER, PAIR_CLEAR, PAIR_REACH, PAIR_TARGET, PAIR_PATH, PAIR_STATUS, PAIR_ERROR,
    PAIR_LETTER, PAIR_ACTION, PAIR_RADIUS, PAIR_ZONE, PAIR_COUNT
};

struct ui {
    void *screen;             /* the curses SCREEN, while it is open */
    const ps_data *data;      /* the rule system of the game */
    ps_data *own_data;        /* data loaded with o for a record of the other system, or NULL */
    ps_game *g;
    struct player players[2];
    bool have_players;        /* false in the replay viewer */
    struct replay *replay;    /* the replay viewer's record, else NULL */
    struct journal journal;
    bool journal_on;
    uint64_t ai_seed;
    int delay_ms;             /* pause before each computer action */
    bool paused;
    bool auto_pass;           /* phases whose only legal action is `end` pass by themselves */

    int cols, rows;           /* map size */
    int cur_col, cur_row;     /* the cursor hex */
    int top_row, left_col;    /* first row and column shown */
    bool compact;             /* z: two characters a hex, the whole map in view */
    int focus;                /* which unit of the stack under the cursor the panel marks */

    int sel[PS_ACTION_MAX_UNITS]; /* selected units */
    int nsel;
    int16_t path[PS_ACTION_MAX_HEXES]; /* a path traced hex by hex */
    int npath;
    int16_t targets[2];       /* hexes marked as melee targets */
    int ntargets;

    ps_action *legal;         /* the legal actions of the selection (or all, if none) */
    int nlegal, legal_cap;
    bool legal_valid;
    ps_action alloc[UI_ALLOC_MAX]; /* Phalanx: attacks allocated and not yet made */
    int nalloc;
    bool alloc_valid;
    bool decision;            /* a combat result waits for the human's lose/advance choice */
    unsigned char *mark;      /* cols * rows highlight bits */

    struct log log;
    char msg[PS_ERR_MAX + 128]; /* the message line: the last refusal or notice */
    bool msg_error;
    bool colors, utf8;
    bool quit;
    bool over_seen;           /* the end of the game has been announced */
    int decision_offered;     /* undo depth + 1 at which a decision menu was last offered */
    int group_from, group_to; /* undo depths around the last group move (u takes it whole) */
    int group_entry;          /* w: the edge hex the selection was chosen to enter by, or 0 */
    int los_from;             /* l: the hex a line of sight is checked from, 0 none */
    unsigned overlay;         /* r, F: the command radii and enemy fire zones shown */

    const char *dialog_keys;  /* while a dialog is open, the hint line names its keys */
    /* Where keys come from: NULL reads the terminal (getch); a harness that drives the game
     * without a person (fuzz/fuzz_tui.c) gives its own, with key_source for its state. */
    int (*next_key)(struct ui *ui);
    void *key_source;

    /* Layout, computed on every draw. */
    int map_y, map_h, map_w, panel_x, panel_w, log_y, log_h;
    int status_h, hint_h, msg_y; /* the status and hint lines take two rows where one is short */
    bool too_small;
};

/* ui_screen.c */
bool ui_have_terminal(void);         /* false (with a message on stderr) if stdin or stdout is not one */
bool ui_screen_start(struct ui *ui); /* false (with a message on stderr) if no terminal */
void ui_screen_end(struct ui *ui);
/* ui_main.c */
bool ui_init(struct ui *ui, const ps_data *d, ps_game *g);
void ui_free(struct ui *ui);
void ui_set_game(struct ui *ui, ps_game *g); /* replaces the game (frees the old one) */
int ui_run(struct ui *ui);
/* ui_keys.c */
void ui_key(struct ui *ui, int ch);
bool ui_cursor_key(struct ui *ui, int ch); /* arrows and friends; true if handled */
/* ui_act.c */
bool ui_play(struct ui *ui, const ps_action *a);
void ui_played(struct ui *ui, int side, int before); /* logs what side played since undo depth before */
bool ui_auto_deploy(struct ui *ui);
void ui_changed(struct ui *ui);            /* after any change of the game */
void ui_undo(struct ui *ui);
void ui_save(struct ui *ui);
void ui_load(struct ui *ui);
void ui_force_dice(struct ui *ui);
bool ui_force_dice_text(struct ui *ui, const char *text);
void ui_attack(struct ui *ui, int kind);   /* PS_ACT_FIRE or PS_ACT_MELEE */
void ui_enter(struct ui *ui);
void ui_choose(struct ui *ui);
bool ui_side_human(const struct ui *ui, int side);
/* ui_pass.c */
bool ui_pass_due(struct ui *ui);   /* a person's phase whose only legal action is `end` */
bool ui_pass_empty(struct ui *ui); /* plays that `end`, with a log line; true if it did */
/* ui_alloc.c */
void ui_alloc_update(struct ui *ui);
int ui_alloc_at(struct ui *ui, int hex); /* 1: target of an allocated attack; 2: an attacker's hex */
/* ui_path.c: the cheapest path by terrain from the unit (or its entry hexes) to target */
int ui_probe_path(struct ui *ui, int unit, int target, int16_t *out, int max);
/* ... for a unit of side entering by the edge hex entry (the path starts there). */
int ui_probe_path_entering(struct ui *ui, int side, int entry, int target, int16_t *out,
                           int max);
/* ui_group.c */
void ui_group_move(struct ui *ui);      /* G: the selection, one unit at a time, along one path */
bool ui_group_undo(struct ui *ui);      /* u right after a group move: true if it took it back */
void ui_select_entering(struct ui *ui); /* w: the units that may enter by the cursor hex */
/* ui_cost.c: "  (2 MP, 1 left)" for a move or turn, played on trial and taken back */
size_t ui_cost_note(ps_game *trial, const ps_action *a, char *buf, size_t len);
/* ui_ranges.c */
void ui_line_of_sight(struct ui *ui);   /* l */
void ui_overlay_toggle(struct ui *ui, unsigned which); /* r: OVERLAY_RADIUS, F: OVERLAY_ZONE */
void ui_overlay_mark(struct ui *ui);    /* adds the overlays' bits to ui->mark */
/* The overlays' lines about hex (its leaders' radii, the fire zone on it); returns length. */
size_t ui_overlay_text(struct ui *ui, int hex, char *buf, size_t len);
/* ui_select.c */
int ui_cursor_hex(const struct ui *ui);
void ui_select_clear(struct ui *ui);
bool ui_selected(const struct ui *ui, int u);
void ui_select_toggle(struct ui *ui, int u);
void ui_select_stack(struct ui *ui);
void ui_legal_update(struct ui *ui);
int ui_legal_all(struct ui *ui, int unit, ps_action **out); /* caller frees */
int ui_action_dest(const ps_game *g, const ps_action *a); /* CCRR the action ends at, or 0 */
void ui_goto_hex(struct ui *ui, int hex);
void ui_goto_first_destination(struct ui *ui);
void ui_next_unit(struct ui *ui);
int ui_hex_units(const struct ui *ui, int hex, int *out, int max);
/* ui_draw.c */
void ui_draw(struct ui *ui);
const char *ui_phase_title(const ps_game *g, ps_phase p); /* "Movement Phase [5.0]" */
void ui_message(struct ui *ui, bool error, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* ui_map.c */
void ui_draw_map(struct ui *ui);
void ui_scroll_to_cursor(struct ui *ui);
void ui_center_cursor(struct ui *ui); /* a hex jumped to out of view: centred */
/* The columns and rows of hexes in view (after ui_draw_map has scrolled to the cursor). */
void ui_map_view(const struct ui *ui, int *first_col, int *last_col, int *first_row,
                 int *last_row);
/* ui_minimap.c: the view's place on the map, under the panel's text (rows [top, bottom)). */
int ui_minimap_height(const struct ui *ui);
void ui_draw_minimap(struct ui *ui, int top, int bottom, int x, int w);
/* ui_panel.c */
void ui_draw_panel(struct ui *ui);
/* ui_log.c */
bool log_init(struct log *l);
void log_free(struct log *l);
void log_add(struct log *l, int kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void log_add_lines(struct log *l, int kind, const char *prefix, const char *text);
void log_forced(struct ui *ui); /* "forced dice: ..." if the last action used forced dice */
void ui_draw_log(struct ui *ui);
/* ui_dialog.c */
int ui_getch(struct ui *ui); /* the next key: getch(), or ui->next_key */
bool ui_prompt(struct ui *ui, const char *question, char *buf, size_t len);
bool ui_confirm(struct ui *ui, const char *title, const char *text);
bool ui_confirm_attack(struct ui *ui, const char *title, const char *text); /* l: the legend */
int ui_menu(struct ui *ui, const char *title, char **items, int n);
void ui_textbox(struct ui *ui, const char *title, const char *text);
/* ui_help.c */
void ui_help(struct ui *ui);
/* ui_legend.c */
const char *ui_legend_text(const ps_game *g);
void ui_legend(struct ui *ui);
/* ui_mouse.c */
void ui_mouse_start(void);
int ui_mouse_event(struct ui *ui, bool *right); /* the hex clicked (cursor moved there), or 0 */
/* ui_roster.c */
void ui_roster(struct ui *ui);

/* Entry points of the program's commands (src/tui/cmd_play.c, replay_view.c). */
int tui_replay(const ps_data *d, const char *path);

#endif
