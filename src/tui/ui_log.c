/* The message log: every action played, with the events it caused (dice, odds column,
 * modifiers, results, phase changes), and every refusal with its rule.  A ring of the last
 * LOG_MAX lines; PgUp/PgDn scroll it back. */
#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

bool log_init(struct log *l)
{
    memset(l, 0, sizeof *l);
    l->lines = calloc(LOG_MAX, sizeof *l->lines);
    return l->lines != NULL;
}

void log_free(struct log *l)
{
    free(l->lines);
    l->lines = NULL;
}

static void log_put(struct log *l, int kind, const char *text, size_t n)
{
    struct log_line *line = &l->lines[(l->head + l->count) % LOG_MAX];
    if (l->count < LOG_MAX)
        l->count++;
    else
        l->head = (l->head + 1) % LOG_MAX;
    if (n >= sizeof line->text)
        n = sizeof line->text - 1;
    memcpy(line->text, text, n);
    line->text[n] = '\0';
    line->kind = kind;
    l->scroll = 0;
}

void log_add(struct log *l, int kind, const char *fmt, ...)
{
    char buf[LOG_LINE];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    log_add_lines(l, kind, "", buf);
}

void log_add_lines(struct log *l, int kind, const char *prefix, const char *text)
{
    while (*text) {
        const char *nl = strchr(text, '\n');
        size_t n = nl ? (size_t)(nl - text) : strlen(text);
        char buf[LOG_LINE];
        int m = snprintf(buf, sizeof buf, "%s%.*s", prefix, (int)n, text);
        log_put(l, kind, buf, m < 0 ? 0 : (size_t)m);
        text += n + (nl != NULL);
    }
}

void ui_draw_log(struct ui *ui)
{
    struct log *l = &ui->log;
    int w = COLS;
    attron(A_BOLD);
    mvhline(ui->log_y, 0, ACS_HLINE, w);
    mvprintw(ui->log_y, 2, " Log%s ", l->scroll ? " (scrolled back: PgDn)" : "");
    attroff(A_BOLD);
    int h = ui->log_h - 1;
    if (l->scroll > l->count - h)
        l->scroll = l->count - h > 0 ? l->count - h : 0;
    int last = l->count - 1 - l->scroll;
    for (int i = 0; i < h; i++) {
        int idx = last - (h - 1 - i);
        if (idx < 0)
            continue;
        const struct log_line *line = &l->lines[(l->head + idx) % LOG_MAX];
        int attr = line->kind == LOG_REFUSED ? (ui->colors ? COLOR_PAIR(PAIR_ERROR) : 0) | A_BOLD
                 : line->kind == LOG_ACTION  ? A_BOLD
                 : line->kind == LOG_INFO    ? (ui->colors ? COLOR_PAIR(PAIR_ACTION) : 0)
                                             : 0;
        attron(attr);
        mvaddnstr(ui->log_y + 1 + i, 1, line->text, w - 2);
        attroff(attr);
    }
}
