/* The help screen: every key (docs/play.md says the same). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

/* In parts: one string literal may not pass 4095 characters (C99). */
static const char *const help_parts[] = {
    "The map\n"
           "  arrows          move the cursor one hex (Up/Down keep the column: the next row's\n"
           "                  hex is always a neighbour)\n"
           "  Shift+arrows    move the cursor five hexes      Home/End  first/last column\n"
           "  g               go to a hex (type CCRR)\n"
           "  Tab / Shift+Tab which unit of the stack under the cursor the panel marks\n"
           "  n               the next of your units with a legal action\n"
           "  PgUp / PgDn     scroll the message log\n"
           "  mouse           left click: Enter on that hex; right click: attack it\n"
           "  z               compact map: two characters a hex (unit code, or terrain and\n"
           "                  letter): the whole map of a battle at 160 columns\n"
           "  l               line of sight: from the selected unit (or l on a first hex)\n"
           "                  to the cursor hex; what blocks it, with its rule\n"
           "  r               show / hide the command radius of each leader of the side to act\n"
           "  F               show / hide the enemy fire zones: where a move must stop\n"
           "                  (a map larger than the window: its view and a mini-map in the panel)\n"
           "\n",
    "Giving orders (the side to act)\n"
           "  Space           select / unselect the marked unit (several make a stack or an attack)\n"
           "  a               select every unit of yours in the cursor's hex\n"
           "  d               pick a unit that is off the map (to set up, or to enter)\n"
           "  Enter           nothing selected: select the marked unit; else move / set up /\n"
           "                  advance / debark / embark the selection to the cursor hex, along\n"
           "                  the legal path (a menu when there are several)\n"
           "  t               trace a path: add the cursor hex to it; Enter moves along it\n"
           "  G               group move: every selected unit, one after the other, along one\n"
           "                  path to the cursor hex (all or none; u takes the group back)\n"
           "  w               select the units waiting to enter by the cursor's edge hex:\n"
           "                  one type (a hexful [5.4]) or all, from a menu; then G or Enter\n"
           "  Backspace       take the last hex off the traced path\n"
           "  f               fire the selected units at the cursor hex: the odds first, then y\n"
           "  x               mark / unmark the cursor hex as a melee target (two at most)\n"
           "  m               melee with the selected units against the marked targets (or the\n"
           "                  cursor hex): the odds first, then y\n"
           "  c               choose from every legal action now (of the selection, if any):\n"
           "                  defensive fire, lose, advance, embark, debark, concede,\n"
           "                  offer (Phalanx: to end the game now; the other side accepts) ...\n"
           "  e               end the phase (in a decision on a combat result: take the default)\n"
           "  A               automatic set-up of the rest of your units\n"
           "  E               phases where `end` is the only legal action: pass them by\n"
           "                  themselves (the default, with a log line) / wait for e\n"
           "  Esc             drop the traced path, then the targets, then the selection\n"
           "  u               undo the last action, back to the last die roll (dice stand)\n"
           "\n",
    "The game\n"
           "  v               the scenario, its victory conditions and the victory report\n"
           "  s               save the game record to a file      o  load a game record\n"
           "  D               force the next dice (tests and teaching): e.g. 3 4\n"
           "  p               pause / resume the computer   .  one computer action while paused\n"
           "  + / -           the computer plays faster / slower\n"
           "  ?               this help (the legend follows the keys)\n"
           "  L               the legend: combat results, unit classes, strengths, markers\n"
           "  R               the rosters: every unit of each side, the dead pile, losses,\n"
           "                  the optional rules in force\n"
           "  q               quit (asks first)\n"
           "\n"
           "Replay (prestags replay <record>)\n"
           "  n / Space / Enter  next step     p / Backspace  one step back\n"
           "  < / >              first / last step     s  go to step N     q  quit\n"
           "  ] / }              next phase / next Game-Turn\n"
           "  t                  go to a Game-Turn, and a phase and side: 3, 3 melee romans\n"
           "  v                  the victory report as it stands at this step\n"
           "\n"
           "The map shows each hex as four characters: terrain (. clear, = road, W woods,\n"
           "V village, M swamp, s slope, H hilltop, ~ stream, f ford, b bridge, R river,\n"
           "L lake), then the top unit's code (upper case: first force, lower case: second\n"
           "force) or the hex's letter, then a marker (d disrupted, p panicked, * target and\n"
           "a attackers of an allocated Phalanx attack, c contact, or the number of units in\n"
           "the stack).  Highlights: where the selection may go\n"
           "(green / underlined), what it may attack (red / bold underlined), the traced path\n"
           "and the selected units (yellow / standout).  With the facing rule on, the first\n"
           "character of an occupied hex shows the top unit's facing.\n"
           "\n"
           "Every action is journalled: `prestags resume` continues after a crash or a closed\n"
           "terminal.\n",
};

/* The keys, then the legend of the game's rule system: one page to scroll. */
void ui_help(struct ui *ui)
{
    const char *legend = ui_legend_text(ui->g);
    size_t n = strlen(legend) + 16;
    for (size_t i = 0; i < sizeof help_parts / sizeof help_parts[0]; i++)
        n += strlen(help_parts[i]);
    char *text = malloc(n);
    if (!text) {
        ui_textbox(ui, "Keys", help_parts[0]);
        return;
    }
    text[0] = '\0';
    for (size_t i = 0; i < sizeof help_parts / sizeof help_parts[0]; i++)
        strcat(text, help_parts[i]);
    strcat(text, "\n");
    strcat(text, legend);
    ui_textbox(ui, "Keys", text);
    free(text);
}
