/* Dialogs drawn over the screen: a one-line prompt, a yes/no confirmation, a menu with a
 * type-to-filter line, and a scrolling text box.  Each redraws the whole screen under it on
 * every key, so a resize in the middle of a dialog is handled like any other. */
#include <curses.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

static bool is_enter(int ch)
{
    return ch == '\n' || ch == '\r' || ch == KEY_ENTER;
}

static bool is_backspace(int ch)
{
    return ch == KEY_BACKSPACE || ch == 127 || ch == 8;
}

static void draw_box(int y, int x, int h, int w, const char *title)
{
    attrset(A_NORMAL);
    for (int i = 0; i < h; i++)
        mvhline(y + i, x, ' ', w);
    mvaddch(y, x, ACS_ULCORNER);
    mvaddch(y, x + w - 1, ACS_URCORNER);
    mvaddch(y + h - 1, x, ACS_LLCORNER);
    mvaddch(y + h - 1, x + w - 1, ACS_LRCORNER);
    mvhline(y, x + 1, ACS_HLINE, w - 2);
    mvhline(y + h - 1, x + 1, ACS_HLINE, w - 2);
    mvvline(y + 1, x, ACS_VLINE, h - 2);
    mvvline(y + 1, x + w - 1, ACS_VLINE, h - 2);
    attrset(A_BOLD);
    mvaddnstr(y, x + 2, title, w - 4);
    attrset(A_NORMAL);
}

int ui_getch(struct ui *ui)
{
    return ui->next_key ? ui->next_key(ui) : getch();
}

bool ui_prompt(struct ui *ui, const char *question, char *buf, size_t len)
{
    size_t n = strlen(buf);
    ui->msg[0] = '\0';
    timeout(-1); /* a dialog waits for the person, whoever is to act */
    for (;;) {
        ui_draw(ui);
        move(ui->msg_y, 0);
        clrtoeol();
        attrset(A_BOLD);
        mvaddnstr(ui->msg_y, 0, question, COLS);
        attrset(A_NORMAL);
        int x = (int)strlen(question) + 1;
        mvaddnstr(ui->msg_y, x, buf, COLS - x - 1);
        curs_set(1);
        refresh();
        int ch = ui_getch(ui);
        curs_set(0);
        if (is_enter(ch))
            return true;
        if (ch == 27)
            return false;
        if (is_backspace(ch)) {
            if (n)
                buf[--n] = '\0';
        } else if (ch == 21) { /* Ctrl-U, as in a shell: clears the line */
            buf[n = 0] = '\0';
        } else if (ch >= 32 && ch < 127 && n + 1 < len) {
            buf[n++] = (char)ch;
            buf[n] = '\0';
        }
    }
}

/* The indentation a wrapped line continues at: under the text of a "  key   meaning" line
 * (after its first run of two or more spaces, if that comes early), else its own. */
static int hanging_indent(const char *line, int len, int w)
{
    int i = 0;
    while (i < len && line[i] == ' ')
        i++;
    int lead = i;
    while (i < len && line[i] != ' ')
        i++;
    int gap = i;
    while (i < len && line[i] == ' ')
        i++;
    int hang = i - gap >= 2 && i < len && i <= 24 ? i : lead;
    return hang < w / 2 ? hang : 0;
}

static bool push_line(char ***lines, int *n, int *cap, int indent, const char *s, int len)
{
    if (*n == *cap) {
        char **more = realloc(*lines, (size_t)*cap * 2 * sizeof **lines);
        if (!more)
            return false;
        *lines = more;
        *cap *= 2;
    }
    char *l = malloc((size_t)(indent + len) + 1);
    if (!l)
        return false;
    memset(l, ' ', (size_t)indent);
    memcpy(l + indent, s, (size_t)len);
    l[indent + len] = '\0';
    (*lines)[(*n)++] = l;
    return true;
}

/* Lines of a text, each at most w characters: longer ones are wrapped at the last space that
 * fits (in its second half), so that no word is cut, and continue under the text of their
 * first line (hanging_indent); a word longer than that is cut. */
static int split_lines(const char *text, int w, char ***out)
{
    int cap = 16, n = 0;
    char **lines = malloc((size_t)cap * sizeof *lines);
    for (const char *p = text; lines && *p;) {
        const char *nl = strchr(p, '\n');
        int len = nl ? (int)(nl - p) : (int)strlen(p);
        int hang = hanging_indent(p, len, w), indent = 0;
        const char *q = p;
        int left = len;
        bool ok = true;
        do {
            int room = w - indent, take = left > room ? room : left, skip = 0;
            if (left > room)
                for (int i = room; i > room / 2; i--)
                    if (q[i] == ' ') {
                        take = i;
                        skip = 1;
                        break;
                    }
            ok = push_line(&lines, &n, &cap, indent, q, take);
            q += take + skip;
            left -= take + skip;
            indent = hang;
        } while (ok && left > 0);
        if (!ok)
            break;
        p += len + (nl != NULL);
    }
    *out = lines;
    return n;
}

static void free_lines(char **lines, int n)
{
    for (int i = 0; i < n; i++)
        free(lines[i]);
    free(lines);
}

/* The dialog's box over the screen, its text from line *top (kept in range); sets *body (the
 * lines shown) and *n (the lines in all).  A terminal below the least size gets, under its
 * "needs at least" message rather than over it, the text's first line and the keys. */
static void draw_text_dialog(struct ui *ui, const char *title, const char *text,
                             const char *footer, int *top, int *body, int *n)
{
    if (ui->too_small) {
        int first = (int)strcspn(text, "\n");
        mvaddnstr(4, 0, text, first < COLS ? first : COLS);
        attrset(A_BOLD);
        mvaddnstr(5, 0, footer, COLS);
        attrset(A_NORMAL);
        *body = *n = 1;
        return;
    }
    int w = COLS - 8 > 100 ? 100 : COLS - 8;
    char **lines;
    *n = split_lines(text, w - 4, &lines);
    int h = *n + 4 > LINES - 2 ? LINES - 2 : *n + 4;
    if (h < 5)
        h = 5;
    *body = h - 4;
    if (*top > *n - *body)
        *top = *n - *body > 0 ? *n - *body : 0;
    int y = (LINES - h) / 2, x = (COLS - w) / 2;
    draw_box(y, x, h, w, title);
    for (int i = 0; i < *body && *top + i < *n; i++)
        mvaddnstr(y + 1 + i, x + 2, lines[*top + i], w - 4);
    attrset(A_BOLD);
    mvaddnstr(y + h - 2, x + 2, footer, w - 4);
    if (*n > *body)
        mvprintw(y + h - 1, x + w - 24, " lines %d-%d of %d ", *top + 1,
                 *top + *body < *n ? *top + *body : *n, *n);
    attrset(A_NORMAL);
    free_lines(lines, *n);
}

/* Shows text in a box with a footer; returns the key that closed it (one of keys). */
static int text_dialog(struct ui *ui, const char *title, const char *text, const char *footer,
                       const char *keys)
{
    int top = 0, result;
    const char *keys_before = ui->dialog_keys;
    ui->dialog_keys = footer;
    timeout(-1);
    for (;;) {
        ui_draw(ui);
        int body, n;
        draw_text_dialog(ui, title, text, footer, &top, &body, &n);
        refresh();
        int ch = ui_getch(ui);
        if (is_enter(ch) && strchr(keys, '\n')) {
            result = '\n';
            break;
        }
        if (ch > 0 && ch < 256 && strchr(keys, ch)) {
            result = ch;
            break;
        }
        if (ch == KEY_DOWN)
            top++;
        else if (ch == KEY_UP && top > 0)
            top--;
        else if (ch == KEY_NPAGE)
            top += body;
        else if (ch == KEY_PPAGE)
            top = top > body ? top - body : 0;
        else if (ch == KEY_HOME)
            top = 0;
        else if (ch == KEY_END)
            top = n;
    }
    ui->dialog_keys = keys_before;
    return result;
}

bool ui_confirm(struct ui *ui, const char *title, const char *text)
{
    int ch = text_dialog(ui, title, text, "y / Enter: yes    n / Esc: no", "yYnN\n\033");
    return ch == 'y' || ch == 'Y' || ch == '\n';
}

/* The odds box: l shows the legend (what the results mean) and comes back to the question. */
bool ui_confirm_attack(struct ui *ui, const char *title, const char *text)
{
    for (;;) {
        int ch = text_dialog(ui, title, text, "y / Enter: yes    n / Esc: no    l: legend",
                             "yYnNlL\n\033");
        if (ch == 'l' || ch == 'L') {
            ui_legend(ui);
            continue;
        }
        return ch == 'y' || ch == 'Y' || ch == '\n';
    }
}

void ui_textbox(struct ui *ui, const char *title, const char *text)
{
    text_dialog(ui, title, text, "q / Esc / Enter: close    arrows, PgUp/PgDn: scroll",
                "qQ \n\033");
}

int ui_menu(struct ui *ui, const char *title, char **items, int n)
{
    char filter[64] = "";
    size_t flen = 0;
    int *shown = malloc((size_t)(n > 0 ? n : 1) * sizeof *shown);
    if (!shown)
        return -1;
    int at = 0, top = 0, result = -1;
    /* The hint line under the menu names the menu's keys, not the game's: a `c` pressed
     * because the game's hint said so would be typed into the filter. */
    const char *keys_before = ui->dialog_keys;
    ui->dialog_keys = "Menu: type to filter  Backspace unfilter  arrows  Enter choose  "
                      "Esc close";
    timeout(-1);
    for (;;) {
        int ns = 0;
        for (int i = 0; i < n; i++)
            if (!flen || strstr(items[i], filter))
                shown[ns++] = i;
        if (at >= ns)
            at = ns ? ns - 1 : 0;
        ui_draw(ui);
        int w = COLS - 8 > 110 ? 110 : COLS - 8;
        if (w < 24)
            w = 24;
        int h = ns + 5 > LINES - 2 ? LINES - 2 : ns + 5;
        if (h < 7)
            h = 7;
        int body = h - 5;
        if (at < top)
            top = at;
        if (at >= top + body)
            top = at - body + 1;
        int y = (LINES - h) / 2, x = (COLS - w) / 2;
        draw_box(y, x, h, w, title);
        for (int i = 0; i < body && top + i < ns; i++) {
            attrset(top + i == at ? A_REVERSE : A_NORMAL);
            mvprintw(y + 1 + i, x + 2, "%-*.*s", w - 4, w - 4, items[shown[top + i]]);
        }
        attrset(A_NORMAL);
        if (ns == 0)
            mvaddnstr(y + 1, x + 2, "(nothing matches the filter)", w - 4);
        mvprintw(y + h - 3, x + 2, "filter: %s_", filter);
        attrset(A_BOLD);
        mvprintw(y + h - 2, x + 2, "%d of %d  Enter: choose  Esc: cancel  type to filter", ns, n);
        attrset(A_NORMAL);
        refresh();
        int ch = ui_getch(ui);
        if (is_enter(ch)) {
            if (ns) {
                result = shown[at];
                break;
            }
        } else if (ch == 27) {
            break;
        } else if (ch == KEY_DOWN) {
            at = at + 1 < ns ? at + 1 : at;
        } else if (ch == KEY_UP) {
            at = at > 0 ? at - 1 : 0;
        } else if (ch == KEY_NPAGE) {
            at = at + body < ns ? at + body : (ns ? ns - 1 : 0);
        } else if (ch == KEY_PPAGE) {
            at = at > body ? at - body : 0;
        } else if (ch == KEY_HOME) {
            at = 0;
        } else if (ch == KEY_END) {
            at = ns ? ns - 1 : 0;
        } else if (is_backspace(ch)) {
            if (flen)
                filter[--flen] = '\0';
        } else if (ch >= 32 && ch < 127 && flen + 1 < sizeof filter) {
            filter[flen++] = (char)ch;
            filter[flen] = '\0';
            at = 0;
        }
    }
    free(shown);
    ui->dialog_keys = keys_before;
    return result;
}
