/* Ranges at a glance (issue 12): the line of sight between two hexes (l), each leader's
 * command radius (r) and the hexes where enemy fire units would stop a move (F), all as the
 * engine judges them (ps_game_line_of_sight, ps_unit_more.leader_radius, ps_game_fire_zone).
 * The overlays mark the map and name, in the panel, the leader or fire unit behind the hex
 * under the cursor. */
#include <stdio.h>
#include <string.h>

#include "tui.h"

static int side_to_act(const struct ui *ui)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    return st.side_to_act == 1 ? 1 : 0;
}

void ui_line_of_sight(struct ui *ui)
{
    int to = ui_cursor_hex(ui), from = ui->los_from;
    ps_unit_info u;
    if (!from && ui->nsel && ps_game_unit(ui->g, ui->sel[0], &u) == PS_OK && u.on_map &&
        u.hex != to)
        from = u.hex;
    if (!from || from == to) {
        ui->los_from = to;
        ui_message(ui, false, "line of sight from %04d: put the cursor on the other hex and "
                   "press l again", to);
        return;
    }
    ui->los_from = 0;
    char why[PS_ERR_MAX];
    ps_status s = ps_game_line_of_sight(ui->g, from, to, why, sizeof why);
    if (s == PS_OK) {
        ui_message(ui, false, "line of sight from %04d to %04d (%d hexes): clear", from, to,
                   ps_hex_distance(from, to));
        log_add(&ui->log, LOG_INFO, "%s", ui->msg);
    } else {
        ui_message(ui, true, "%s", why); /* logged as a refusal */
    }
}

/* Every leader of the side to act on the map (with its radius), and how many hexes lie
 * within one radius or another [10.2]. */
static int mark_radii(struct ui *ui, int side, int *leaders)
{
    int nl = 0, hexes = 0;
    for (int u = 0; u < ps_game_unit_count(ui->g); u++) {
        ps_unit_more m;
        if (ps_game_unit_more(ui->g, u, &m) == PS_OK && m.side == side && m.on_map &&
            m.is_leader)
            nl++;
    }
    for (int r = 1; r <= ui->rows; r++)
        for (int c = 1; c <= ui->cols; c++) {
            int hex = c * 100 + r;
            for (int u = 0; u < ps_game_unit_count(ui->g); u++) {
                ps_unit_more m;
                if (ps_game_unit_more(ui->g, u, &m) != PS_OK || m.side != side || !m.on_map ||
                    !m.is_leader || ps_hex_distance(m.hex, hex) > m.leader_radius)
                    continue;
                ui->mark[(r - 1) * ui->cols + (c - 1)] |= MARK_RADIUS;
                hexes++;
                break;
            }
        }
    *leaders = nl;
    return hexes;
}

static int mark_zones(struct ui *ui, int side)
{
    int hexes = 0;
    for (int r = 1; r <= ui->rows; r++)
        for (int c = 1; c <= ui->cols; c++)
            if (ps_game_fire_zone(ui->g, side, c * 100 + r) >= 0) {
                ui->mark[(r - 1) * ui->cols + (c - 1)] |= MARK_ZONE;
                hexes++;
            }
    return hexes;
}

void ui_overlay_mark(struct ui *ui)
{
    int side = side_to_act(ui), nl;
    if (ui->overlay & OVERLAY_RADIUS)
        mark_radii(ui, side, &nl);
    if (ui->overlay & OVERLAY_ZONE)
        mark_zones(ui, side);
}

void ui_overlay_toggle(struct ui *ui, unsigned which)
{
    ui->overlay ^= which;
    ui->legal_valid = false;
    int side = side_to_act(ui), nl = 0;
    const char *name = ps_game_side_name(ui->g, side);
    if (!(ui->overlay & which)) {
        ui_message(ui, false, "%s hidden", which == OVERLAY_RADIUS ? "command radii"
                                                                    : "enemy fire zones");
        return;
    }
    /* Counted on a scratch mark: the real marks are rebuilt on the next draw. */
    if (which == OVERLAY_RADIUS) {
        int hexes = mark_radii(ui, side, &nl);
        ui_message(ui, false, "command radii [10.2] shown: %d hexes within the radius of the "
                   "%s' %d leader%s on the map (r hides them)", hexes, name, nl,
                   nl == 1 ? "" : "s");
    } else {
        int hexes = mark_zones(ui, side);
        ui_message(ui, false, "enemy fire zones shown: %d hexes where a move of the %s must "
                   "stop [%s] (F hides them)", hexes, name,
                   strcmp(ps_game_system(ui->g), "phalanx") == 0 ? "Phalanx errata Movement K"
                                                                 : "6.41");
    }
}

size_t ui_overlay_text(struct ui *ui, int hex, char *buf, size_t len)
{
    size_t k = 0;
    buf[0] = '\0';
    int side = side_to_act(ui);
    if (ui->overlay & OVERLAY_RADIUS)
        for (int u = 0; u < ps_game_unit_count(ui->g) && k < len; u++) {
            ps_unit_more m;
            ps_unit_info info;
            if (ps_game_unit_more(ui->g, u, &m) != PS_OK || m.side != side || !m.on_map ||
                !m.is_leader || ps_hex_distance(m.hex, hex) > m.leader_radius ||
                ps_game_unit(ui->g, u, &info) != PS_OK)
                continue;
            k += (size_t)snprintf(buf + k, len - k, "radius %d of #%d %s at %04d [10.2]\n",
                                  m.leader_radius, u, info.code, m.hex);
        }
    int z = ui->overlay & OVERLAY_ZONE ? ps_game_fire_zone(ui->g, side, hex) : -1;
    ps_unit_info f;
    if (z >= 0 && k < len && ps_game_unit(ui->g, z, &f) == PS_OK)
        k += (size_t)snprintf(buf + k, len - k, "fire zone of #%d %s at %04d: a move stops "
                              "here\n", z, f.code, f.hex);
    return k < len ? k : len - 1;
}
