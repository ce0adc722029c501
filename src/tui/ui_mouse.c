/* The mouse, where the terminal reports it: a left click on the map puts the cursor on the
 * hex and does what Enter does there (select the unit, move or set up the selection); a
 * right click puts it there and attacks it with the selection (fire, or melee in a melee
 * phase), the odds first as with f and m.  A click elsewhere is ignored.  Every click has its
 * key: the keys stay complete. */
#include <curses.h>

#include "tui.h"

void ui_mouse_start(void)
{
    mousemask(BUTTON1_PRESSED | BUTTON3_PRESSED, NULL);
    mouseinterval(0); /* a press acts at once: no wait to tell a click from a double one */
}

/* The hex under screen cell (y, x), or 0: the inverse of ui_draw_map's layout. */
static int hex_at(const struct ui *ui, int y, int x)
{
    int w = ui->compact ? 2 : 4;
    int r = ui->top_row + (y - ui->map_y - 2);
    if (y < ui->map_y + 2 || y >= ui->log_y || x >= ui->map_w || r < 1 || r > ui->rows)
        return 0;
    int x0 = 3 + (r % 2 == 0 ? w / 2 : 0);
    if (x < x0)
        return 0;
    int c = ui->left_col + (x - x0) / w;
    return c >= 1 && c <= ui->cols ? c * 100 + r : 0;
}

int ui_mouse_event(struct ui *ui, bool *right)
{
    MEVENT ev;
    if (getmouse(&ev) != OK)
        return 0;
    int hex = hex_at(ui, ev.y, ev.x);
    if (!hex)
        return 0;
    ui->cur_col = hex / 100;
    ui->cur_row = hex % 100;
    ui->focus = 0;
    *right = (ev.bstate & BUTTON3_PRESSED) != 0;
    return hex;
}
