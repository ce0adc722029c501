/* The map file loader.  The format is documented in docs/data-formats.md ("Map files"); this
 * loader trusts nothing in the file: every line is checked, and the first problem is reported
 * as "file:line: what is wrong".  Hexside features are stored on both hexes of the hexside, so
 * a map that loads is always symmetric. */
#include "map_load.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "textfile.h"

/* One grid character: a hex's elevation [14.0], cover, and impassable water. */
struct terrain_code {
    char code;
    const char *name;
    uint8_t elevation, cover, water;
};

static const struct terrain_code terrain_codes[] = {
    {.code = '.', .name = "clear", .elevation = ELEV_GROUND, .cover = COVER_NONE},
    {.code = 'W', .name = "woods", .elevation = ELEV_GROUND, .cover = COVER_WOODS},
    {.code = 'V', .name = "village", .elevation = ELEV_GROUND, .cover = COVER_VILLAGE},
    {.code = 'S', .name = "slope", .elevation = ELEV_SLOPE, .cover = COVER_NONE},
    {.code = 'H', .name = "hilltop", .elevation = ELEV_HILLTOP, .cover = COVER_NONE},
    {.code = 'M', .name = "swamp", .elevation = ELEV_GROUND, .cover = COVER_SWAMP},
    {.code = 'L', .name = "lake", .elevation = ELEV_GROUND, .water = WATER_LAKE},
    {.code = 'R', .name = "river", .elevation = ELEV_GROUND, .water = WATER_RIVER},
    {.code = 'w', .name = "wooded slope", .elevation = ELEV_SLOPE, .cover = COVER_WOODS},
    {.code = 't', .name = "wooded hilltop", .elevation = ELEV_HILLTOP, .cover = COVER_WOODS},
    {.code = 'v', .name = "hilltop village", .elevation = ELEV_HILLTOP, .cover = COVER_VILLAGE},
};
_Static_assert(sizeof terrain_codes / sizeof terrain_codes[0] == 11, "one entry per grid code");

struct loader {
    struct line_reader r;
    struct map *m;
    char *err;
    size_t errlen;
    bool have_name, have_source, have_size, have_grid;
    int row_line[MAP_MAX_ROWS + 1]; /* file line of each grid row, for checks made at the end */
};

__attribute__((format(printf, 2, 3))) static bool fail(struct loader *L, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    line_error(&L->r, L->err, L->errlen, "%s", msg);
    return false;
}

/* line_next_raw/line_next_words flag three kinds of bad line; say which. */
static bool fail_bad_line(struct loader *L)
{
    for (size_t i = 0; i < L->r.len; i++)
        if ((unsigned char)L->r.line[i] < 0x20 && L->r.line[i] != '\t')
            return fail(L, "control character in line");
    if (L->r.len >= LINE_MAX_LEN)
        return fail(L, "line is longer than %d characters", LINE_MAX_LEN);
    return fail(L, "more than %d words on a line", LINE_MAX_WORDS);
}

/* A character for a message: itself if printable ASCII, else its byte value. */
static const char *show_char(char c, char buf[8])
{
    unsigned char u = (unsigned char)c;
    if (u > 0x20 && u < 0x7f)
        snprintf(buf, 8, "'%c'", c);
    else
        snprintf(buf, 8, "0x%02x", u);
    return buf;
}

static const struct terrain_code *terrain_of(char c)
{
    for (size_t i = 0; i < sizeof terrain_codes / sizeof terrain_codes[0]; i++)
        if (terrain_codes[i].code == c)
            return &terrain_codes[i];
    return NULL;
}

static const char *hex_name(hex_id id, char buf[5])
{
    map_format_hex(id, buf);
    return buf;
}

/* One grid row: 2 characters a hex, even rows indented one character (they sit half a hex
 * east).  A cell past the end of the line or with a blank terrain character is no hex. */
static bool parse_row(struct loader *L, int row)
{
    struct map *m = L->m;
    const char *s = L->r.line;
    size_t n = L->r.len;
    size_t indent = row % 2 == 0 ? 1 : 0;
    char id[5], c1[8];
    int count = 0;

    if (memchr(s, '\t', n))
        return fail(L, "tab in grid row %02d (cells are two characters; use spaces)", row);
    if (indent && n > 0 && s[0] != ' ')
        return fail(L, "grid row %02d is even and must start with a one-space indent", row);
    for (int col = 1; col <= m->cols; col++) {
        size_t p = indent + 2 * (size_t)(col - 1);
        char t = p < n ? s[p] : ' ';
        char w = p + 1 < n ? s[p + 1] : ' ';
        hex_id h = map_id(col, row);
        hex_name(h, id);
        if (t == ' ') {
            if (w != ' ')
                return fail(L, "hex %s: water mark %s without a terrain character", id,
                            show_char(w, c1));
            continue;
        }
        const struct terrain_code *tc = terrain_of(t);
        if (!tc)
            return fail(L, "hex %s: unknown terrain %s", id, show_char(t, c1));
        uint8_t water = tc->water;
        switch (w) {
        case ' ': break;
        case '~': water = WATER_STREAM; break;
        case 'f': water = WATER_FORD; break;
        case 'b': water = WATER_BRIDGE; break;
        default:
            if (w >= 'A' && w <= 'Z')
                return fail(L, "hex %s: %s is not a water mark (lettered hexes go on 'letter' "
                               "lines)", id, show_char(w, c1));
            return fail(L, "hex %s: unknown water mark %s (want ~, f, b or a space)", id,
                        show_char(w, c1));
        }
        if (tc->water != WATER_NONE && w != ' ')
            return fail(L, "hex %s: a %s hex cannot also be a stream, ford or bridge", id,
                        tc->name);
        struct map_hex *x = &m->hexes[h];
        x->exists = 1;
        x->elevation = tc->elevation;
        x->cover = tc->cover;
        x->water = water;
        count++;
    }
    for (size_t p = indent + 2 * (size_t)m->cols; p < n; p++)
        if (s[p] != ' ')
            return fail(L, "grid row %02d is wider than %d hexes", row, m->cols);
    if (count == 0)
        return fail(L, "grid row %02d has no hexes", row);
    m->hex_count += count;
    return true;
}

static bool is_end_line(const char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    if (strncmp(s, "end", 3) != 0)
        return false;
    for (s += 3; *s == ' ' || *s == '\t'; s++)
        ;
    return *s == '\0' || *s == '#';
}

static bool read_grid(struct loader *L)
{
    int rows = L->m->rows;
    bool bad;
    for (int row = 1; row <= rows; row++) {
        if (!line_next_raw(&L->r, &bad))
            return fail(L, "file ends after %d of %d grid rows", row - 1, rows);
        if (bad)
            return fail_bad_line(L);
        if (is_end_line(L->r.line))
            return fail(L, "'end' after %d of %d grid rows", row - 1, rows);
        L->row_line[row] = L->r.lineno;
        if (!parse_row(L, row))
            return false;
    }
    if (!line_next_words(&L->r, &bad))
        return fail(L, "grid is not closed by 'end'");
    if (bad)
        return fail_bad_line(L);
    if (L->r.nwords != 1 || strcmp(L->r.words[0], "end") != 0)
        return fail(L, "expected 'end' after the last grid row (%02d)", rows);
    return true;
}

/* A hex id word: four digits naming a hex of the map. */
static bool word_hex(struct loader *L, const char *word, hex_id *out)
{
    size_t n = strlen(word);
    bool digits = n == 4;
    for (size_t i = 0; digits && i < n; i++)
        digits = word[i] >= '0' && word[i] <= '9';
    if (!digits)
        return fail(L, "bad hex id '%s' (want four digits CCRR)", word);
    *out = map_parse_hex(L->m, word);
    if (*out == HEX_NONE)
        return fail(L, "hex %s is not on the map", word);
    return true;
}

/* The direction from a to b, or -1 after reporting that they are not adjacent. */
static int side_between(struct loader *L, const char *what, hex_id a, hex_id b)
{
    int d = hex_direction_to(map_cr(a), map_cr(b));
    if (d < 0) {
        char x[5], y[5];
        fail(L, "%s %s-%s: the hexes are not adjacent", what, hex_name(a, x), hex_name(b, y));
    }
    return d;
}

static bool do_name(struct loader *L)
{
    if (L->have_name)
        return fail(L, "name given twice");
    if (L->r.nwords < 2)
        return fail(L, "name needs a text: name <text>");
    char *out = L->m->name;
    size_t cap = sizeof L->m->name, n = 0;
    for (int i = 1; i < L->r.nwords; i++) {
        size_t w = strlen(L->r.words[i]);
        if (n + (i > 1) + w >= cap)
            return fail(L, "name is longer than %zu characters", cap - 1);
        if (i > 1)
            out[n++] = ' ';
        memcpy(out + n, L->r.words[i], w);
        n += w;
        out[n] = '\0';
    }
    L->have_name = true;
    return true;
}

static bool do_size(struct loader *L)
{
    long cols, rows;
    if (L->have_size)
        return fail(L, "size given twice");
    if (L->r.nwords != 3)
        return fail(L, "size takes two numbers: size <cols> <rows>");
    if (!word_int(L->r.words[1], 1, MAP_MAX_COLS, &cols))
        return fail(L, "size: columns '%s' is not a number from 1 to %d", L->r.words[1],
                    MAP_MAX_COLS);
    if (!word_int(L->r.words[2], 1, MAP_MAX_ROWS, &rows))
        return fail(L, "size: rows '%s' is not a number from 1 to %d", L->r.words[2],
                    MAP_MAX_ROWS);
    L->m->cols = (int)cols;
    L->m->rows = (int)rows;
    L->have_size = true;
    return true;
}

static bool do_letter(struct loader *L)
{
    hex_id h;
    char id[5];
    if (L->r.nwords != 3)
        return fail(L, "letter takes a letter and a hex: letter <A-Z> <CCRR>");
    const char *w = L->r.words[1];
    if (w[0] < 'A' || w[0] > 'Z' || w[1] != '\0')
        return fail(L, "letter '%s' is not one capital letter A-Z", w);
    if (!word_hex(L, L->r.words[2], &h))
        return false;
    if (L->m->letters[w[0] - 'A'] != HEX_NONE)
        return fail(L, "letter %c given twice (already at %s)", w[0],
                    hex_name(L->m->letters[w[0] - 'A'], id));
    if (L->m->hexes[h].letter)
        return fail(L, "hex %s already has letter %c", hex_name(h, id), L->m->hexes[h].letter);
    L->m->letters[w[0] - 'A'] = h;
    L->m->hexes[h].letter = w[0];
    return true;
}

/* [5.62], [6.37] a slope-splash hexside lies between a slope hex and a hilltop hex. */
static bool do_splash(struct loader *L)
{
    hex_id s, t;
    char x[5], y[5];
    if (L->r.nwords != 3)
        return fail(L, "splash takes two hexes: splash <slope hex> <hilltop hex>");
    if (!word_hex(L, L->r.words[1], &s) || !word_hex(L, L->r.words[2], &t))
        return false;
    int d = side_between(L, "splash", s, t);
    if (d < 0)
        return false;
    if (L->m->hexes[s].elevation != ELEV_SLOPE)
        return fail(L, "splash %s-%s: %s is not a slope hex", hex_name(s, x), hex_name(t, y), x);
    if (L->m->hexes[t].elevation != ELEV_HILLTOP)
        return fail(L, "splash %s-%s: %s is not a hilltop hex", hex_name(s, x), hex_name(t, y),
                    y);
    if (L->m->hexes[s].splash_sides & (1u << d))
        return fail(L, "splash %s-%s given twice", hex_name(s, x), hex_name(t, y));
    L->m->hexes[s].splash_sides |= (uint8_t)(1u << d);
    L->m->hexes[t].splash_sides |= (uint8_t)(1u << hex_opposite((enum hex_dir)d));
    return true;
}

/* [5.51] a road path: each consecutive pair of hexes shares a road hexside. */
static bool do_road(struct loader *L)
{
    hex_id prev = HEX_NONE;
    char x[5], y[5];
    if (L->r.nwords < 3)
        return fail(L, "road needs at least two hexes: road <CCRR> <CCRR> ...");
    for (int i = 1; i < L->r.nwords; i++) {
        hex_id h;
        if (!word_hex(L, L->r.words[i], &h))
            return false;
        uint8_t water = L->m->hexes[h].water;
        if (water == WATER_LAKE || water == WATER_RIVER)
            return fail(L, "road enters %s, a %s hex", hex_name(h, x),
                        water == WATER_LAKE ? "lake" : "river");
        if (prev != HEX_NONE) {
            int d = side_between(L, "road", prev, h);
            if (d < 0)
                return false;
            if (L->m->hexes[prev].road_sides & (1u << d))
                return fail(L, "road hexside %s-%s given twice", hex_name(prev, x),
                            hex_name(h, y));
            L->m->hexes[prev].road_sides |= (uint8_t)(1u << d);
            L->m->hexes[h].road_sides |= (uint8_t)(1u << hex_opposite((enum hex_dir)d));
        }
        L->m->hexes[h].road = 1;
        prev = h;
    }
    return true;
}

static bool directive(struct loader *L)
{
    const char *w = L->r.words[0];
    if (strcmp(w, "name") == 0)
        return do_name(L);
    if (strcmp(w, "source") == 0) {
        if (L->r.nwords < 2)
            return fail(L, "source needs a text: source <text>");
        L->have_source = true;
        return true;
    }
    if (strcmp(w, "size") == 0)
        return do_size(L);
    if (strcmp(w, "grid") == 0) {
        if (L->have_grid)
            return fail(L, "grid given twice");
        if (!L->have_size)
            return fail(L, "grid before size");
        if (L->r.nwords != 1)
            return fail(L, "grid takes no arguments; its rows follow on the next lines");
        L->have_grid = true;
        return read_grid(L);
    }
    bool needs_grid = strcmp(w, "letter") == 0 || strcmp(w, "splash") == 0 ||
                      strcmp(w, "road") == 0;
    if (!needs_grid)
        return fail(L, "unknown directive '%s'", w);
    if (!L->have_grid)
        return fail(L, "%s before grid", w);
    if (w[0] == 'l')
        return do_letter(L);
    if (w[0] == 's')
        return do_splash(L);
    return do_road(L);
}

/* Checks that need the whole file. */
static bool finish(struct loader *L)
{
    if (L->r.lineno == 0)
        L->r.lineno = 1;
    if (!L->have_name)
        return fail(L, "missing 'name' line");
    if (!L->have_source)
        return fail(L, "missing 'source' line (say where the map data comes from)");
    if (!L->have_size)
        return fail(L, "missing 'size' line");
    if (!L->have_grid)
        return fail(L, "missing 'grid'");
    const struct map *m = L->m;
    for (int row = 1; row <= m->rows; row++)
        for (int col = 1; col <= m->cols; col++) {
            hex_id h = map_id(col, row);
            if (m->hexes[h].water == WATER_BRIDGE && !m->hexes[h].road) {
                char id[5];
                L->r.lineno = L->row_line[row];
                return fail(L, "hex %s: bridge with no road through it", hex_name(h, id));
            }
        }
    return true;
}

bool map_load_text(struct map *m, const char *text, size_t len, const char *filename, char *err,
                   size_t errlen)
{
    struct loader L;
    bool bad;

    memset(&L, 0, sizeof L);
    map_clear(m);
    line_reader_init(&L.r, text, len, filename);
    L.m = m;
    L.err = err;
    L.errlen = errlen;
    while (line_next_words(&L.r, &bad)) {
        if (bad)
            return fail_bad_line(&L);
        if (!directive(&L))
            return false;
    }
    return finish(&L);
}
