/* Group moves (issue 12): a stack or a chosen group moved along one path (G), and every unit
 * waiting to enter by an edge hex selected at once (w).  The engine lists and judges one-unit
 * moves; a group move is the sequence of one-unit moves along the same path, in the order
 * the units were selected, each one judged by the engine.
 *
 * All or nothing, as a wargamer moving a stack expects: the whole sequence is first played
 * on a clone of the game, and the first unit that cannot follow refuses the whole group with
 * the engine's reason (its rule number) and the unit named; nothing moves.  Only then is the
 * sequence played on the game, and u takes it back whole (moves roll no dice). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

/* The path and final facing (task) of the group: the traced path, else the first selected
 * unit's first legal one-unit move to the cursor hex, else the cheapest path by terrain (the
 * engine then names what forbids it).  Returns the path's length, 0 if there is none. */
static int group_path(struct ui *ui, int16_t *path, uint8_t *task)
{
    *task = 0;
    if (ui->npath) {
        memcpy(path, ui->path, (size_t)ui->npath * sizeof path[0]);
        return ui->npath;
    }
    int hex = ui_cursor_hex(ui);
    ps_action *acts;
    int n = ui_legal_all(ui, ui->sel[0], &acts), len = 0;
    /* Units chosen with w enter by the hex they were chosen at, where they can. */
    for (int pass = ui->group_entry ? 0 : 1; pass < 2 && !len; pass++)
        for (int i = 0; i < n && !len; i++)
            if (acts[i].kind == PS_ACT_MOVE && acts[i].nunits == 1 &&
                ui_action_dest(ui->g, &acts[i]) == hex &&
                (pass == 1 || acts[i].hexes[0] == ui->group_entry)) {
                len = acts[i].nhexes;
                memcpy(path, acts[i].hexes, (size_t)len * sizeof path[0]);
                *task = acts[i].task;
            }
    free(acts);
    ps_unit_info u;
    if (!len && ui->group_entry && ps_game_unit(ui->g, ui->sel[0], &u) == PS_OK && u.waiting)
        len = ui_probe_path_entering(ui, u.side, ui->group_entry, hex, path,
                                     PS_ACTION_MAX_HEXES);
    if (!len)
        len = ui_probe_path(ui, ui->sel[0], hex, path, PS_ACTION_MAX_HEXES);
    return len > 0 ? len : 0;
}

void ui_group_move(struct ui *ui)
{
    if (ui->nsel == 0) {
        ui_message(ui, true, "select the units of the group first (Space, a for a stack, w for "
                   "the units entering by an edge hex), then G at their destination");
        return;
    }
    int16_t path[PS_ACTION_MAX_HEXES];
    uint8_t task;
    int len = group_path(ui, path, &task);
    if (len == 0) {
        ui_message(ui, true, "group move: no path from unit %d to %04d", ui->sel[0],
                   ui_cursor_hex(ui));
        return;
    }
    int units[PS_ACTION_MAX_UNITS], nunits = ui->nsel;
    memcpy(units, ui->sel, (size_t)nunits * sizeof units[0]);
    ps_action acts[PS_ACTION_MAX_UNITS];
    for (int i = 0; i < nunits; i++) {
        memset(&acts[i], 0, sizeof acts[i]);
        acts[i].kind = PS_ACT_MOVE;
        acts[i].nunits = 1;
        acts[i].units[0] = (int16_t)units[i];
        acts[i].nhexes = (uint8_t)len;
        acts[i].task = task;
        memcpy(acts[i].hexes, path, (size_t)len * sizeof path[0]);
    }
    /* First the whole group on a clone: the first unit that cannot follow refuses it all. */
    ps_game *trial = ps_game_clone(ui->g);
    if (!trial) {
        ui_message(ui, true, "group move: out of memory");
        return;
    }
    for (int i = 0; i < nunits; i++)
        if (ps_game_play(trial, &acts[i]) != PS_OK) {
            char text[PS_ACTION_TEXT_MAX];
            ps_action_format(&acts[i], text, sizeof text);
            ps_unit_info u;
            ps_game_unit(ui->g, units[i], &u);
            ui_message(ui, true, "group of %d not moved: unit %d (%s), %d of the group, cannot "
                       "follow: %s: %s", nunits, units[i], u.code, i + 1, text,
                       ps_game_error(trial));
            ps_game_free(trial);
            return;
        }
    ps_game_free(trial);
    int before = ps_game_undo_depth(ui->g);
    for (int i = 0; i < nunits; i++)
        if (!ui_play(ui, &acts[i]))
            return; /* cannot happen: the clone played it; the refusal is shown */
    ui->group_from = before;
    ui->group_to = ps_game_undo_depth(ui->g);
    ui_message(ui, false, "group of %d moved to %04d, one unit at a time (u takes it back "
               "whole)", nunits, path[len - 1]);
}

bool ui_group_undo(struct ui *ui)
{
    int depth = ps_game_undo_depth(ui->g);
    if (ui->group_to <= ui->group_from || depth != ui->group_to)
        return false;
    int n = ui->group_to - ui->group_from, dice[8];
    for (int i = ui->group_from; i < ui->group_to; i++)
        if (ps_game_history_dice(ui->g, i, dice, 8) > 0)
            return false; /* a die roll stands: the ordinary undo says so */
    for (int i = 0; i < n; i++)
        ps_game_undo(ui->g);
    ui->group_to = ui->group_from = 0;
    log_add(&ui->log, LOG_INFO, "undo: took back the group move (%d actions)", n);
    ui_message(ui, false, "undone: the group move of %d units", n);
    ui_changed(ui);
    return true;
}

/* Does unit u have a legal move entering the map by hex? */
static bool enters_by(struct ui *ui, int u, int hex)
{
    ps_action *acts;
    int n = ui_legal_all(ui, u, &acts);
    bool yes = false;
    for (int i = 0; i < n && !yes; i++)
        yes = acts[i].kind == PS_ACT_MOVE && acts[i].nhexes > 0 && acts[i].hexes[0] == hex;
    free(acts);
    return yes;
}

/* w: the units of the side to act that may enter by the cursor hex; where they are of several
 * types, a menu picks all of them (16 at most) or one type (stacking classes [5.3] rarely let
 * every type share a hex), as many of it as one hex holds. */
void ui_select_entering(struct ui *ui)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    int hex = ui_cursor_hex(ui), waiting = 0, n = 0, count = ps_game_unit_count(ui->g);
    int *can = malloc((size_t)(count > 0 ? count : 1) * sizeof *can);
    if (!can)
        return;
    char codes[PS_ACTION_MAX_UNITS * 4][4], names[PS_ACTION_MAX_UNITS * 4][32];
    int per[PS_ACTION_MAX_UNITS * 4], ncodes = 0;
    for (int u = 0; u < count; u++) {
        ps_unit_info info;
        if (ps_game_unit(ui->g, u, &info) != PS_OK || !info.waiting ||
            info.side != st.side_to_act)
            continue;
        waiting++;
        if (!enters_by(ui, u, hex))
            continue;
        can[n++] = u;
        int c = 0;
        while (c < ncodes && strcmp(codes[c], info.code) != 0)
            c++;
        if (c == ncodes && ncodes < PS_ACTION_MAX_UNITS * 4) {
            snprintf(codes[ncodes], sizeof codes[0], "%s", info.code);
            snprintf(names[ncodes], sizeof names[0], "%s", info.name);
            per[ncodes++] = 0;
        }
        if (c < ncodes)
            per[c]++;
    }
    ui_select_clear(ui);
    if (n == 0) {
        ui_message(ui, true, "no unit of the %s may enter by %04d now (%d off the map)",
                   ps_game_side_name(ui->g, st.side_to_act), hex, waiting);
        free(can);
        return;
    }
    int pick = 0; /* 0: all; else the type codes[pick - 1] */
    if (ncodes > 1) {
        char *items[PS_ACTION_MAX_UNITS * 4 + 1], buf[PS_ACTION_MAX_UNITS * 4 + 1][64];
        snprintf(buf[0], sizeof buf[0], "all %d units", n);
        items[0] = buf[0];
        for (int c = 0; c < ncodes; c++) {
            snprintf(buf[c + 1], sizeof buf[0], "%2d %-2s  %s", per[c], codes[c], names[c]);
            items[c + 1] = buf[c + 1];
        }
        char title[64];
        snprintf(title, sizeof title, " Enter by %04d: which units ", hex);
        pick = ui_menu(ui, title, items, ncodes + 1);
        if (pick < 0) {
            ui_message(ui, false, "nothing selected");
            free(can);
            return;
        }
    }
    /* One type: as many as one hex holds at the end of the phase (the stacking limit binds
     * then [5.26]): units, leaders free [5.4]; Phalanx, stacking points [Phalanx Stacking]. */
    bool phalanx = strcmp(ps_game_system(ui->g), "phalanx") == 0;
    int limit = ps_game_stacking_limit(ui->g, st.side_to_act), used = 0, more = 0;
    ui->group_entry = hex;
    for (int i = 0; i < n; i++) {
        ps_unit_info info;
        ps_unit_more m;
        ps_game_unit(ui->g, can[i], &info);
        if (pick > 0 && strcmp(info.code, codes[pick - 1]) != 0)
            continue;
        int cost = ps_game_unit_more(ui->g, can[i], &m) != PS_OK ? 1
                   : phalanx                                     ? m.stack_points
                   : m.is_leader                                 ? 0
                                                                 : 1;
        if (ui->nsel == PS_ACTION_MAX_UNITS || (pick > 0 && used + cost > limit)) {
            more++;
            continue;
        }
        used += cost;
        ui->sel[ui->nsel++] = can[i];
    }
    free(can);
    char why[96] = "";
    if (more && pick > 0)
        snprintf(why, sizeof why, " (one hex's worth, stacking limit %d %s; w again for more)",
                 limit, phalanx ? "[Phalanx Stacking]" : "[5.4]");
    else if (more)
        snprintf(why, sizeof why, " (16 at most; w again for more)");
    ui_message(ui, false, "%d unit%s entering by %04d selected%s: G moves them along one path "
               "to the cursor hex", ui->nsel, ui->nsel == 1 ? "" : "s", hex, why);
}
