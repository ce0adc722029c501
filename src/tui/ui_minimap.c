/* Where the view lies on a map larger than the window (issue 12): a line "view: columns A-B of
 * N, rows C-D of M" under the panel, and, where the panel has the room, a mini-map of the
 * whole battlefield, two columns and three rows of hexes a character: the view's blocks
 * bright, the cursor '@', blocks holding units of the first force 'X', of the second 'o',
 * of both '*'. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

enum { MINI_COLS = 2, MINI_ROWS = 3 };

int ui_minimap_height(const struct ui *ui)
{
    return (ui->rows + MINI_ROWS - 1) / MINI_ROWS + 1;
}

/* Draws in the rows [top, bottom) of the panel column x, width w. */
void ui_draw_minimap(struct ui *ui, int top, int bottom, int x, int w)
{
    int first_col, last_col, first_row, last_row;
    ui_map_view(ui, &first_col, &last_col, &first_row, &last_row);
    if (first_col == 1 && last_col >= ui->cols && first_row == 1 && last_row >= ui->rows)
        return; /* the whole map is in view */
    int mw = (ui->cols + MINI_COLS - 1) / MINI_COLS, mh = ui_minimap_height(ui) - 1;
    char cols[48], rows[48], line[112];
    snprintf(cols, sizeof cols, "columns %d-%d of %d", first_col, last_col, ui->cols);
    snprintf(rows, sizeof rows, "rows %d-%d of %d", first_row, last_row, ui->rows);
    snprintf(line, sizeof line, "view: %s, %s", cols, rows);
    int lines = (int)strlen(line) <= w ? 1 : 2; /* a narrow panel: columns, then rows */
    bool mini = bottom - top >= mh + lines && w >= mw;
    int y = mini ? bottom - mh - lines : bottom - lines;
    if (y < top)
        return;
    attrset(A_BOLD);
    if (lines == 1) {
        mvaddnstr(y, x, line, w);
    } else {
        mvprintw(y, x, "view: %.*s", w > 6 ? w - 6 : 0, cols);
        mvprintw(y + 1, x, "      %.*s", w > 6 ? w - 6 : 0, rows);
    }
    attrset(A_NORMAL);
    y += lines - 1;
    if (!mini)
        return;
    unsigned char *seen = calloc((size_t)mw * (size_t)mh, 1); /* bit 0: side 0, bit 1: side 1 */
    if (!seen)
        return;
    for (int u = 0; u < ps_game_unit_count(ui->g); u++) {
        ps_unit_info info;
        if (ps_game_unit(ui->g, u, &info) != PS_OK || !info.on_map || info.hex <= 0)
            continue;
        int c = (info.hex / 100 - 1) / MINI_COLS, r = (info.hex % 100 - 1) / MINI_ROWS;
        if (c >= 0 && c < mw && r >= 0 && r < mh)
            seen[r * mw + c] |= (unsigned char)(1u << (info.side ? 1 : 0));
    }
    for (int r = 0; r < mh; r++)
        for (int c = 0; c < mw; c++) {
            int col = c * MINI_COLS + 1, row = r * MINI_ROWS + 1;
            bool in_view = col + MINI_COLS - 1 >= first_col && col <= last_col &&
                           row + MINI_ROWS - 1 >= first_row && row <= last_row;
            bool cursor = ui->cur_col >= col && ui->cur_col < col + MINI_COLS &&
                          ui->cur_row >= row && ui->cur_row < row + MINI_ROWS;
            unsigned s = seen[r * mw + c];
            char ch = cursor ? '@' : s == 3 ? '*' : s == 1 ? 'X' : s == 2 ? 'o' : in_view ? ':'
                                                                                          : '.';
            attrset(in_view ? A_BOLD : A_DIM);
            mvaddch(y + 1 + r, x + c, (chtype)ch);
        }
    attrset(A_NORMAL);
    free(seen);
}
