/* Each hex is a cell of four characters: terrain, then the top unit's code (upper case for the
 * first force, lower case for the second) and the stack size, or else the hex's letter or a
 * stream mark.  Column numbers run across the top, row numbers down both sides. */
#include "textmap.h"

#include <ctype.h>
#include <string.h>

static char terrain_glyph(const ps_hex_info *h)
{
    if (h->impassable)
        return strstr(h->terrain, "river") ? 'R' : 'L';
    if (strstr(h->terrain, "woods"))
        return 'W';
    if (strstr(h->terrain, "village"))
        return 'V';
    if (strstr(h->terrain, "swamp"))
        return 'M';
    if (h->elevation == 2)
        return 'H';
    if (h->elevation == 1)
        return 's';
    return '.';
}

static void cell(const ps_game *g, int col, int row, char out[5])
{
    int ccrr = col * 100 + row;
    ps_hex_info h;
    memcpy(out, "    ", 5);
    if (ps_game_hex(g, ccrr, &h) != PS_OK)
        return;
    out[0] = terrain_glyph(&h);
    int units[64];
    int n = ps_game_units_at(g, ccrr, units, 64);
    if (n > 0) {
        /* Show a fighting unit rather than the leader riding on top of it. */
        ps_unit_info u;
        int shown = 0;
        for (int i = n < 64 ? n - 1 : 63; i >= 0; i--) {
            ps_game_unit(g, units[i], &u);
            if (!u.leader_level)
                shown = i;
        }
        ps_game_unit(g, units[shown], &u);
        for (int i = 0; i < 2; i++) {
            char c = u.code[i] ? u.code[i] : ' ';
            out[1 + i] = (char)(u.side ? tolower((unsigned char)c) : c);
        }
        out[3] = n > 9 ? '+' : n > 1 ? (char)('0' + n) : ' ';
        return;
    }
    if (h.letter)
        out[1] = h.letter;
    else if (h.stream)
        out[1] = '~';
}

static void column_header(FILE *f, int cols, int digit)
{
    fprintf(f, "    ");
    for (int c = 1; c <= cols; c++)
        fprintf(f, "%c   ", digit ? '0' + c % 10 : (c >= 10 ? '0' + c / 10 : ' '));
    fprintf(f, "\n");
}

void textmap_print(FILE *f, const ps_game *g)
{
    int cols, rows;
    ps_game_map_size(g, &cols, &rows);
    column_header(f, cols, 0);
    column_header(f, cols, 1);
    for (int r = 1; r <= rows; r++) {
        fprintf(f, "%02d  %s", r, r % 2 == 0 ? "  " : "");
        for (int c = 1; c <= cols; c++) {
            char out[5];
            cell(g, c, r, out);
            fputs(out, f);
        }
        /* A space after an even row's last hex, whose 4th character may be a stack count:
         * ".ax3 20", not ".ax320" (issue 12 B12); odd rows keep the labels aligned. */
        fprintf(f, "%s%02d\n", r % 2 == 0 ? " " : "   ", r);
    }
}

void textmap_legend(FILE *f, const ps_game *g)
{
    fprintf(f, "Hexes are CCRR: column across the top, row down the side.\n"
               "Terrain: . clear  W woods  V village  M swamp  s slope  H hilltop  L lake  "
               "R river\n"
               "Second character: a lettered hex (A-Q), ~ a stream hex, or the top unit's "
               "code,\n"
               "  upper case for the %s, lower case for the %s; a digit after it: units in "
               "the stack.\n",
            ps_game_side_name(g, 0), ps_game_side_name(g, 1));
}
