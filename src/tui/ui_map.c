/* The scrolling hex map.  Each hex is a cell of four characters, rows with an even number
 * shifted half a hex (two characters) east as on the printed map:
 *   1st  the terrain: . clear  = road  W woods  V village  M swamp  s slope  H hilltop
 *        ~ stream  f ford  b bridge  R river  L lake (with facing [16.0] on, an occupied
 *        hex shows the top unit's facing instead)
 *   2-3  the top unit's code, upper case for the first force and lower case for the second;
 *        in an empty hex the hex's letter, or a second terrain mark (~ stream, = road)
 *   4th  a marker: d disrupted, p panicked, * target of an allocated attack, a allocated
 *        attacker (Phalanx), c contact, else the number of units stacked
 * Colours repeat what the letters say (force, terrain) and add the highlights: reachable
 * hexes green, attackable hexes red, a traced path yellow; without colours they are
 * underlined and bold.  The cursor is in reverse video. */
#include <curses.h>
#include <string.h>

#include "tui.h"

struct look {
    char glyph;
    int attr;
};

static struct look terrain_look(const struct ui *ui, const ps_hex_info *h)
{
    struct look l = {'.', 0};
    int pair = PAIR_CLEAR;
    const char *t = h->terrain;
    if (h->impassable) {
        l.glyph = strstr(t, "river") ? 'R' : 'L';
        pair = PAIR_WATER;
    } else if (strstr(t, "woods")) {
        l.glyph = 'W';
        pair = PAIR_WOODS;
    } else if (strstr(t, "village")) {
        l.glyph = 'V';
        pair = PAIR_VILLAGE;
    } else if (strstr(t, "swamp")) {
        l.glyph = 'M';
        pair = PAIR_SWAMP;
    } else if (h->elevation == 2) {
        l.glyph = 'H';
        pair = PAIR_HILL;
        l.attr = A_BOLD;
    } else if (h->elevation == 1) {
        l.glyph = 's';
        pair = PAIR_SLOPE;
    } else if (strstr(t, "ford")) {
        l.glyph = 'f';
        pair = PAIR_WATER;
    } else if (strstr(t, "bridge")) {
        l.glyph = 'b';
        pair = PAIR_WATER;
    } else if (h->stream) {
        l.glyph = '~';
        pair = PAIR_WATER;
    } else if (h->road) {
        l.glyph = '=';
    }
    if (ui->colors)
        l.attr |= COLOR_PAIR(pair);
    return l;
}

/* Facing arrows: E NE NW W SW SE. */
static const char *facing_glyph(const struct ui *ui, int dir)
{
    static const char *const utf8[] = {"\u2192", "\u2197", "\u2196", "\u2190", "\u2199", "\u2198"};
    static const char *const ascii[] = {">", "/", "\\", "<", "{", "}"};
    return ui->utf8 ? utf8[dir] : ascii[dir];
}

/* The unit a stack shows: a fighting unit rather than a leader riding on top of it. */
static int shown_unit(const ps_game *g, const int *units, int n)
{
    for (int i = 0; i < n; i++) {
        ps_unit_info u;
        if (ps_game_unit(g, units[i], &u) == PS_OK && !u.leader_level)
            return units[i];
    }
    return units[0];
}

static int mark_attr(const struct ui *ui, unsigned char m)
{
    if (ui->colors) {
        if (m & (MARK_PATH | MARK_SELECTED))
            return COLOR_PAIR(PAIR_PATH) | A_BOLD;
        if (m & (MARK_TARGET | MARK_CHOSEN))
            return COLOR_PAIR(PAIR_TARGET) | A_BOLD;
        if (m & MARK_REACH)
            return COLOR_PAIR(PAIR_REACH);
        if (m & MARK_ZONE)
            return COLOR_PAIR(PAIR_ZONE);
        if (m & MARK_RADIUS)
            return COLOR_PAIR(PAIR_RADIUS);
        return -1;
    }
    if (m & (MARK_PATH | MARK_SELECTED))
        return A_STANDOUT | A_UNDERLINE;
    if (m & (MARK_TARGET | MARK_CHOSEN))
        return A_BOLD | A_UNDERLINE;
    if (m & MARK_REACH)
        return A_UNDERLINE;
    if (m & (MARK_ZONE | MARK_RADIUS))
        return A_DIM | A_UNDERLINE;
    return -1;
}

/* The compact map (z) draws two characters a hex: an occupied hex its top unit's code (the
 * side in its case and colour), an empty one its terrain and letter; markers, facing and
 * stack counts are left to the panel. */
static int cell_width(const struct ui *ui)
{
    return ui->compact ? 2 : 4;
}

static void draw_cell(struct ui *ui, int y, int x, int col, int row)
{
    int ccrr = col * 100 + row;
    ps_hex_info h;
    if (ps_game_hex(ui->g, ccrr, &h) != PS_OK || !h.exists)
        return;
    struct look t = terrain_look(ui, &h);
    char text[4] = {t.glyph, ' ', ' ', ' '};
    int attr[4] = {t.attr, 0, 0, 0};
    const char *facing = NULL;
    int units[64];
    int n = ui_hex_units(ui, ccrr, units, 64);
    if (n > 0) {
        int shown = shown_unit(ui->g, units, n);
        ps_unit_info u;
        ps_game_unit(ui->g, shown, &u);
        for (int i = 0; i < 2; i++) {
            char c = u.code[i] ? u.code[i] : ' ';
            text[1 + i] = (char)(u.side ? (c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c)
                                        : (c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c));
            attr[1 + i] = A_BOLD | (ui->colors ? COLOR_PAIR(u.side ? PAIR_SIDE1 : PAIR_SIDE0) : 0);
        }
        unsigned status = 0;
        for (int i = 0; i < n; i++) {
            ps_unit_info o;
            if (ps_game_unit(ui->g, units[i], &o) == PS_OK)
                status |= o.status;
        }
        int alloc = ui_alloc_at(ui, ccrr);
        text[3] = status & PS_UNIT_DISRUPTED ? 'd'
                : status & PS_UNIT_PANICKED  ? 'p'
                : alloc & 1                  ? '*'
                : alloc & 2                  ? 'a'
                : status & PS_UNIT_CONTACT   ? 'c'
                : n > 9                      ? '+'
                : n > 1                      ? (char)('0' + n)
                                             : ' ';
        attr[3] = status || alloc ? A_BOLD | (ui->colors ? COLOR_PAIR(PAIR_ERROR) : 0) : 0;
        int dir = ps_game_unit_facing(ui->g, shown);
        if (dir >= 0)
            facing = facing_glyph(ui, dir);
    } else if (h.letter) {
        text[1] = h.letter;
        attr[1] = A_BOLD | (ui->colors ? COLOR_PAIR(PAIR_LETTER) : 0);
    } else if (h.stream && t.glyph != '~') {
        text[1] = '~';
        attr[1] = ui->colors ? COLOR_PAIR(PAIR_WATER) : 0;
    } else if (h.road && t.glyph != '=') {
        text[1] = '=';
    }
    unsigned char m = ui->mark[(row - 1) * ui->cols + (col - 1)];
    int over = mark_attr(ui, m);
    bool cursor = col == ui->cur_col && row == ui->cur_row;
    int first = ui->compact && n > 0 ? 1 : 0, last = ui->compact ? first + 1 : 3;
    for (int i = first; i <= last; i++) {
        int a = attr[i];
        if (over >= 0)
            a = ui->colors ? (int)(((unsigned)a & ~(unsigned)A_COLOR) | (unsigned)over) : a | over;
        if (cursor)
            a |= A_REVERSE;
        attrset(a);
        if (i == 0 && facing)
            mvaddstr(y, x, facing);
        else
            mvaddch(y, x + i - first, (chtype)(unsigned char)text[i]);
    }
    attrset(A_NORMAL);
}

static int visible_rows(const struct ui *ui)
{
    return ui->map_h - 2 > 1 ? ui->map_h - 2 : 1;
}

static int visible_cols(const struct ui *ui)
{
    int w = cell_width(ui);
    int n = (ui->map_w - 3 - w / 2) / w;
    return n > 1 ? n : 1;
}

void ui_scroll_to_cursor(struct ui *ui)
{
    int vr = visible_rows(ui), vc = visible_cols(ui);
    if (ui->cur_row < ui->top_row)
        ui->top_row = ui->cur_row;
    if (ui->cur_row >= ui->top_row + vr)
        ui->top_row = ui->cur_row - vr + 1;
    if (ui->cur_col < ui->left_col)
        ui->left_col = ui->cur_col;
    if (ui->cur_col >= ui->left_col + vc)
        ui->left_col = ui->cur_col - vc + 1;
    /* Show as much map as fits. */
    if (ui->top_row > ui->rows - vr + 1)
        ui->top_row = ui->rows - vr + 1;
    if (ui->left_col > ui->cols - vc + 1)
        ui->left_col = ui->cols - vc + 1;
    if (ui->top_row < 1)
        ui->top_row = 1;
    if (ui->left_col < 1)
        ui->left_col = 1;
}

/* A jump (g, n, d) to a hex out of view centres it, with the map around it in sight;
 * stepping with the arrows only scrolls as far as it must. */
void ui_center_cursor(struct ui *ui)
{
    int vr = visible_rows(ui), vc = visible_cols(ui);
    if (ui->cur_row >= ui->top_row && ui->cur_row < ui->top_row + vr &&
        ui->cur_col >= ui->left_col && ui->cur_col < ui->left_col + vc)
        return;
    ui->top_row = ui->cur_row - vr / 2;
    ui->left_col = ui->cur_col - vc / 2;
    ui_scroll_to_cursor(ui);
}

void ui_map_view(const struct ui *ui, int *first_col, int *last_col, int *first_row,
                 int *last_row)
{
    int vr = visible_rows(ui), vc = visible_cols(ui);
    *first_col = ui->left_col;
    *last_col = ui->left_col + vc - 1 < ui->cols ? ui->left_col + vc - 1 : ui->cols;
    *first_row = ui->top_row;
    *last_row = ui->top_row + vr - 1 < ui->rows ? ui->top_row + vr - 1 : ui->rows;
}

void ui_draw_map(struct ui *ui)
{
    ui_scroll_to_cursor(ui);
    int vr = visible_rows(ui), vc = visible_cols(ui), w = cell_width(ui);
    int y0 = ui->map_y;
    for (int c = ui->left_col; c < ui->left_col + vc && c <= ui->cols; c++) {
        int x = 3 + (c - ui->left_col) * w + w / 4;
        int a = c == ui->cur_col ? A_BOLD | A_REVERSE : A_DIM;
        attrset(a);
        mvaddch(y0, x, c >= 10 ? (chtype)('0' + c / 10) : ' ');
        mvaddch(y0 + 1, x, (chtype)('0' + c % 10));
    }
    attrset(A_NORMAL);
    for (int r = ui->top_row; r < ui->top_row + vr && r <= ui->rows; r++) {
        int y = y0 + 2 + (r - ui->top_row);
        attrset(r == ui->cur_row ? A_BOLD | A_REVERSE : A_DIM);
        mvprintw(y, 0, "%02d", r);
        attrset(A_NORMAL);
        for (int c = ui->left_col; c < ui->left_col + vc && c <= ui->cols; c++)
            draw_cell(ui, y, 3 + (r % 2 == 0 ? w / 2 : 0) + (c - ui->left_col) * w, c, r);
    }
    /* Scroll marks where more map lies beyond the edge of the view. */
    attrset(A_BOLD);
    if (ui->left_col > 1)
        mvaddstr(y0, 0, "<<");
    if (ui->left_col + vc <= ui->cols)
        mvaddstr(y0, ui->map_w - 2, ">>");
    attrset(A_NORMAL);
}
