/* Starting and ending curses: one screen from newterm, kept in the ui, so that ending it can
 * free it (delscreen) rather than leave it to the process's exit.  Colours only where the terminal
 * has them and NO_COLOR is not set; every colour has a text or attribute twin. */
#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tui.h"

static void init_colors(struct ui *ui)
{
    const char *no = getenv("NO_COLOR");
    ui->colors = has_colors() && !(no && *no);
    if (!ui->colors)
        return;
    start_color();
    use_default_colors();
    static const struct {
        short pair, fg, bg;
    } pairs[] = {
        {PAIR_SIDE0, COLOR_RED, -1},       {PAIR_SIDE1, COLOR_CYAN, -1},
        {PAIR_WOODS, COLOR_GREEN, -1},     {PAIR_VILLAGE, COLOR_MAGENTA, -1},
        {PAIR_SWAMP, COLOR_CYAN, -1},      {PAIR_SLOPE, COLOR_YELLOW, -1},
        {PAIR_HILL, COLOR_YELLOW, -1},     {PAIR_WATER, COLOR_BLUE, -1},
        {PAIR_CLEAR, -1, -1},              {PAIR_REACH, COLOR_BLACK, COLOR_GREEN},
        {PAIR_TARGET, COLOR_WHITE, COLOR_RED}, {PAIR_PATH, COLOR_BLACK, COLOR_YELLOW},
        {PAIR_STATUS, COLOR_BLACK, COLOR_WHITE}, {PAIR_ERROR, COLOR_RED, -1},
        {PAIR_LETTER, COLOR_WHITE, -1},    {PAIR_ACTION, COLOR_YELLOW, -1},
        {PAIR_RADIUS, COLOR_BLACK, COLOR_CYAN}, {PAIR_ZONE, COLOR_WHITE, COLOR_MAGENTA},
    };
    _Static_assert(sizeof pairs / sizeof pairs[0] == PAIR_COUNT - 1, "colour pairs");
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        init_pair(pairs[i].pair, pairs[i].fg, pairs[i].bg);
}

/* Curses on a pipe or /dev/null draws escape codes nobody sees and reads no key: EOF is
 * ERR, forever, and the key loop would spin on it.  The game needs a person at a terminal;
 * programs have `prestags engine`. */
bool ui_have_terminal(void)
{
    if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO))
        return true;
    fprintf(stderr, "prestags: the terminal game needs a terminal on its input and output "
                    "(programs use `prestags engine`; `replay --text` prints a record)\n");
    return false;
}

bool ui_screen_start(struct ui *ui)
{
    if (!ui_have_terminal())
        return false;
    setlocale(LC_ALL, "");
    const char *cs = nl_langinfo(CODESET);
    ui->utf8 = cs && strcmp(cs, "UTF-8") == 0;
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (!screen) {
        fprintf(stderr, "prestags: cannot open the terminal (TERM=%s)\n",
                getenv("TERM") ? getenv("TERM") : "");
        return false;
    }
    ui->screen = screen;
    set_term(screen);
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    ui_mouse_start();
    set_escdelay(25);
    curs_set(0);
    init_colors(ui);
    return true;
}

void ui_screen_end(struct ui *ui)
{
    if (!ui->screen)
        return;
    endwin();
    delscreen(ui->screen);
    ui->screen = NULL;
}
