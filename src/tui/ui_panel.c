/* The panel beside the map: the hex under the cursor (terrain with its effects, letter,
 * control), every unit in it with its values and markers, then the selection and what it
 * can do, and the units still to set up or enter. */
#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/replay.h"
#include "tui.h"

struct pen {
    struct ui *ui;
    int y, x, w, bottom;
};

static void put(struct pen *p, int attr, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void put(struct pen *p, int attr, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    /* Wrap long lines, continuing indented. */
    const char *s = buf;
    bool first = true;
    while (*s && p->y < p->bottom) {
        int indent = first ? 0 : 4;
        int room = p->w - indent;
        int n = (int)strlen(s);
        if (n > room) {
            n = room;
            for (int i = room; i > room / 2; i--)
                if (s[i] == ' ') {
                    n = i;
                    break;
                }
        }
        attrset(attr);
        mvaddnstr(p->y++, p->x + indent, s, n);
        attrset(A_NORMAL);
        s += n;
        while (*s == ' ')
            s++;
        first = false;
    }
    if (!*buf && p->y < p->bottom)
        p->y++;
}

static const char *const facing_names[] = {"E", "NE", "NW", "W", "SW", "SE"};

static void put_unit(struct pen *p, int u, bool focus)
{
    const struct ui *ui = p->ui;
    ps_unit_info info;
    if (ps_game_unit(ui->g, u, &info) != PS_OK)
        return;
    int side_attr = ui->colors ? COLOR_PAIR(info.side ? PAIR_SIDE1 : PAIR_SIDE0) : 0;
    put(p, (focus ? A_REVERSE : 0) | A_BOLD | side_attr, "%s#%d %s %s (%s)", focus ? ">" : " ",
        u, info.code, info.name, ps_game_side_name(ui->g, info.side));
    /* Values, then markers.  A Phalanx unit attacks and defends with different strengths and
     * counts stacking points [Phalanx Combat], [Phalanx Stacking]: its values take two lines
     * of the narrow panel. */
    ps_unit_more more;
    bool phalanx = strcmp(ps_game_system(ui->g), "phalanx") == 0 &&
                   ps_game_unit_more(ui->g, u, &more) == PS_OK;
    char vals[160];
    int n = 0;
    if (phalanx)
        put(p, 0, "    class %s  MAS %s  MDS %d front, %d flank", info.cls, info.melee_text,
            more.mds_front, more.mds_flank);
    else
        n = snprintf(vals, sizeof vals, "class %s  melee %s  ", info.cls, info.melee_text);
    if (info.fire)
        n += snprintf(vals + n, sizeof vals - (size_t)n, "fire %d range %d  ", info.fire, info.range);
    if (info.leader_level)
        n += snprintf(vals + n, sizeof vals - (size_t)n, "leader %d  ", info.leader_level);
    n += snprintf(vals + n, sizeof vals - (size_t)n, "MA %d", info.ma);
    if (phalanx)
        snprintf(vals + n, sizeof vals - (size_t)n, "  %d stacking point%s", more.stack_points,
                 more.stack_points == 1 ? "" : "s");
    put(p, 0, "    %s", vals);
    char marks[160] = "";
    size_t m = 0;
    if (info.status & PS_UNIT_DISRUPTED)
        m += (size_t)snprintf(marks + m, sizeof marks - m, " DISRUPTED");
    if (info.status & PS_UNIT_PANICKED)
        m += (size_t)snprintf(marks + m, sizeof marks - m, " PANICKED");
    if (info.status & PS_UNIT_CONTACT)
        m += (size_t)snprintf(marks + m, sizeof marks - m, " CONTACT");
    if (info.carrier >= 0)
        m += (size_t)snprintf(marks + m, sizeof marks - m, " on chariot #%d", info.carrier);
    int dir = ps_game_unit_facing(ui->g, u);
    if (dir >= 0)
        m += (size_t)snprintf(marks + m, sizeof marks - m, " facing %s", facing_names[dir]);
    if (ui_selected(ui, u))
        snprintf(marks + m, sizeof marks - m, " [selected]");
    if (marks[0])
        put(p, A_BOLD, "   %s", marks);
}

static void put_hex(struct pen *p)
{
    struct ui *ui = p->ui;
    int hex = ui_cursor_hex(ui);
    ps_hex_info h;
    if (ps_game_hex(ui->g, hex, &h) != PS_OK || !h.exists) {
        put(p, A_BOLD, "Hex %04d: off the map", hex);
        return;
    }
    char letter[16] = "";
    if (h.letter)
        snprintf(letter, sizeof letter, "  letter %c", h.letter);
    put(p, A_BOLD, "Hex %04d  %s%s", hex, h.terrain, letter);
    /* Control by the last occupant is PRESTAGS's [11.3]; Phalanx has no such rule. */
    bool phalanx = strcmp(ps_game_system(ui->g), "phalanx") == 0;
    if (h.control >= 0 && !phalanx)
        put(p, 0, "controlled by the %s [11.3]", ps_game_side_name(ui->g, h.control));
    char fx[512];
    ps_game_hex_effects(ui->g, hex, fx, sizeof fx);
    for (char *line = fx; *line;) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        put(p, A_DIM, " %s", line);
        line = nl ? nl + 1 : line + strlen(line);
    }
    char ov[1024];
    ui_overlay_text(ui, hex, ov, sizeof ov);
    for (char *line = ov; *line;) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        put(p, A_BOLD, "%s", line);
        line = nl ? nl + 1 : line + strlen(line);
    }
    int units[64];
    int n = ui_hex_units(ui, hex, units, 64);
    if (n == 0)
        return;
    ps_unit_info top;
    int side = ps_game_unit(ui->g, units[0], &top) == PS_OK ? top.side : 0;
    if (ui->focus >= n)
        ui->focus = 0;
    if (phalanx)
        put(p, A_BOLD, "Stack of %d (%d stacking points a hex [Phalanx Stacking])", n,
            ps_game_stacking_limit(ui->g, side));
    else
        put(p, A_BOLD, "Stack of %d (limit %d, leaders free [5.4])", n,
            ps_game_stacking_limit(ui->g, side));
    for (int i = 0; i < n; i++)
        put_unit(p, units[i], i == ui->focus);
}

/* Several units selected and no action of them all: the engine's reason, asked of the first
 * unit's first move made with all of them ("[Phalanx Movement C] each unit is moved
 * separately"), so that "0 legal" is never left unexplained. */
static void put_why_not_together(struct pen *p)
{
    struct ui *ui = p->ui;
    ps_action *acts;
    int n = ui_legal_all(ui, ui->sel[0], &acts);
    for (int i = 0; i < n; i++) {
        ps_action probe = acts[i];
        if (probe.kind != PS_ACT_MOVE)
            continue;
        probe.nunits = (uint8_t)ui->nsel;
        for (int k = 0; k < ui->nsel; k++)
            probe.units[k] = (int16_t)ui->sel[k];
        if (ps_game_check(ui->g, &probe) != PS_OK)
            put(p, 0, "  together: %s (G: one after the other)", ps_game_error(ui->g));
        break;
    }
    free(acts);
}

static void put_selection(struct pen *p)
{
    struct ui *ui = p->ui;
    if (ui->nsel == 0)
        return;
    char buf[256];
    size_t pos = 0;
    for (int i = 0; i < ui->nsel && pos < sizeof buf; i++) {
        ps_unit_info u;
        ps_game_unit(ui->g, ui->sel[i], &u);
        pos += (size_t)snprintf(buf + pos, sizeof buf - pos, " #%d %s", ui->sel[i], u.code);
    }
    put(p, 0, "%s", "");
    put(p, A_BOLD, "Selected:%s", buf);
    ui_legal_update(ui);
    int reach = 0, target = 0;
    for (int i = 0; i < ui->cols * ui->rows; i++) {
        reach += (ui->mark[i] & MARK_REACH) != 0;
        target += (ui->mark[i] & MARK_TARGET) != 0;
    }
    put(p, 0, "  %d legal: %d hex%s to go to, %d to attack", ui->nlegal, reach,
        reach == 1 ? "" : "es", target);
    if (ui->nsel > 1 && ui->nlegal == 0)
        put_why_not_together(p);
    if (ui->npath) {
        char path[PS_ACTION_MAX_HEXES * 5 + 1];
        size_t k = 0;
        for (int i = 0; i < ui->npath; i++)
            k += (size_t)snprintf(path + k, sizeof path - k, "%s%04d", i ? "-" : "", ui->path[i]);
        put(p, 0, "  Path: %s (Enter moves, Backspace)", path);
    }
    if (ui->ntargets == 1)
        put(p, 0, "  Melee target: %04d (x unmarks)", ui->targets[0]);
    else if (ui->ntargets == 2)
        put(p, 0, "  Melee targets: %04d,%04d (x unmarks)", ui->targets[0], ui->targets[1]);
}

/* [Phalanx Game Procedure] the attacks allocated and not yet made, those on the cursor hex
 * marked. */
static void put_allocations(struct pen *p)
{
    struct ui *ui = p->ui;
    ui_alloc_update(ui);
    if (ui->nalloc == 0)
        return;
    int hex = ui_cursor_hex(ui);
    put(p, 0, "%s", "");
    put(p, A_BOLD, "Allocated (%d) [Phalanx Game Procedure]:", ui->nalloc);
    for (int i = 0; i < ui->nalloc; i++) {
        const ps_action *a = &ui->alloc[i];
        bool here = false;
        for (int h = 0; h < a->nhexes; h++)
            here = here || a->hexes[h] == hex;
        char text[PS_ACTION_TEXT_MAX + 128];
        replay_describe(ui->g, a, text, sizeof text);
        put(p, here ? A_BOLD : 0, "%s%s", here ? "* " : "  ", text);
    }
}

static void put_waiting(struct pen *p)
{
    struct ui *ui = p->ui;
    ps_status_info st;
    ps_game_status(ui->g, &st);
    int waiting = 0;
    for (int u = 0; u < ps_game_unit_count(ui->g); u++) {
        ps_unit_info info;
        if (ps_game_unit(ui->g, u, &info) == PS_OK && info.waiting && info.side == st.side_to_act)
            waiting++;
    }
    if (waiting) {
        put(p, 0, "%s", "");
        put(p, 0, "%s: %d unit%s off the map (d picks one)", ps_game_side_name(ui->g, st.side_to_act),
            waiting, waiting == 1 ? "" : "s");
    }
    int forced = ps_game_forced_dice_left(ui->g);
    if (forced)
        put(p, 0, "Forced dice queued: %d", forced);
}

void ui_draw_panel(struct ui *ui)
{
    struct pen p = {ui, ui->map_y, ui->panel_x + 1, ui->panel_w - 2, ui->log_y};
    attrset(A_DIM);
    mvvline(ui->map_y, ui->panel_x, ACS_VLINE, ui->log_y - ui->map_y);
    attrset(A_NORMAL);
    put_hex(&p);
    if (!ui->replay) {
        put_selection(&p);
        put_allocations(&p);
        put_waiting(&p);
    }
    ui_draw_minimap(ui, p.y, p.bottom, p.x, p.w);
}
