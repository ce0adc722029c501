/* The Phalanx Combat Results Table, Terrain Effects Chart and Combat Unit Capability Chart
 * (docs/phalanx-data.md: crt.txt, tec.txt, cucc.txt).  Each file is a small table; every cell
 * is checked as it is read and completeness at the end, naming the line concerned. */
#include <string.h>

#include "phalanx_parse.h"
#include "phalanx_tables_load.h"

/* ---- Combat Results Table ---- */

struct cloader {
    struct px_reader p;
    struct px_crt *crt;
    int line_die, line_columns, line_row[PX_CRT_MAX_ROWS + 1];
};

/* "3-1" or "1-2": one side 1, both 1..99. */
static bool parse_odds(const char *w, int8_t *att, int8_t *def)
{
    char a[8];
    const char *dash = strchr(w, '-');
    size_t n = dash ? (size_t)(dash - w) : 0;
    long x, y;
    if (!dash || n == 0 || n >= sizeof a)
        return false;
    memcpy(a, w, n);
    a[n] = '\0';
    if (!word_int(a, 1, 99, &x) || !word_int(dash + 1, 1, 99, &y) || (x != 1 && y != 1))
        return false;
    *att = (int8_t)x;
    *def = (int8_t)y;
    return true;
}

static bool crt_columns(struct cloader *L)
{
    struct px_reader *p = &L->p;
    struct px_crt *crt = L->crt;
    if (!px_once(p, &L->line_columns, "'columns'"))
        return false;
    if (p->nvalues < 2 || p->nvalues - 1 > PX_CRT_MAX_COLS)
        return px_fail(p, "'columns' needs 1 to %d odds columns", PX_CRT_MAX_COLS);
    for (int i = 1; i < p->nvalues; i++) {
        char base[16];
        uint8_t mark;
        int c = crt->ncols;
        if (!px_marked(p, i, base, sizeof base, &mark))
            return false;
        if (!parse_odds(base, &crt->att[c].v, &crt->def[c].v))
            return px_fail(p, "bad odds column '%s' (like 3-1 or 1-2)", base);
        crt->att[c].mark = crt->def[c].mark = mark;
        /* rising: att[c]/def[c] > att[c-1]/def[c-1] */
        if (c > 0 && crt->att[c].v * crt->def[c - 1].v <= crt->att[c - 1].v * crt->def[c].v)
            return px_fail(p, "odds columns must rise: '%s'", base);
        crt->ncols++;
    }
    return true;
}

static bool crt_row(struct cloader *L)
{
    struct px_reader *p = &L->p;
    struct px_crt *crt = L->crt;
    long roll;
    if (!L->line_die || !L->line_columns)
        return px_fail(p, "'row' before 'die' and 'columns'");
    if (!word_int(px_word(p, 1), 1, crt->die.v, &roll))
        return px_fail(p, "bad die roll '%s' (1-%d)", px_word(p, 1), crt->die.v);
    if (p->nvalues - 2 != crt->ncols)
        return px_fail(p, "row %ld has %d results, want one for each of the %d columns", roll,
                       p->nvalues - 2, crt->ncols);
    if (!px_once(p, &L->line_row[roll], "this row"))
        return false;
    for (int c = 0; c < crt->ncols; c++) {
        char base[8];
        if (!px_marked(p, c + 2, base, sizeof base, &crt->mark[roll - 1][c]))
            return false;
        int r = px_enum_index(base, px_result_str, PX_RESULT_COUNT);
        if (r < 0)
            return px_fail(p, "bad result '%s' (-, C, DD, AD, 1E, 2E, A1E)", base);
        crt->result[roll - 1][c] = (uint8_t)r;
    }
    return true;
}

bool px_crt_load_text(struct px_crt *crt, const char *text, size_t len, const char *filename,
                      char *err, size_t errlen)
{
    static const struct cloader zero;
    struct cloader L = zero;
    bool failed;
    L.crt = crt;
    memset(crt, 0, sizeof *crt);
    px_reader_init(&L.p, text, len, filename, err, errlen);
    while (px_next(&L.p, true, &failed)) {
        const char *k = px_word(&L.p, 0);
        bool ok;
        if (strcmp(k, "die") == 0)
            ok = px_once(&L.p, &L.line_die, "'die'") && px_args(&L.p, 1, "the sides of the die") &&
                 px_marked_int(&L.p, 1, 2, PX_CRT_MAX_ROWS, false, 0, &crt->die, "die");
        else if (strcmp(k, "columns") == 0)
            ok = crt_columns(&L);
        else if (strcmp(k, "row") == 0)
            ok = crt_row(&L);
        else
            ok = px_fail(&L.p, "unknown keyword '%s'", k);
        if (!ok)
            return false;
    }
    if (failed)
        return false;
    if (L.p.r.lineno == 0)
        L.p.r.lineno = 1;
    if (!L.line_die || !L.line_columns)
        return px_fail(&L.p, "missing '%s' line", L.line_die ? "columns" : "die");
    for (int roll = 1; roll <= crt->die.v; roll++)
        if (!L.line_row[roll])
            return px_fail(&L.p, "missing 'row %d'", roll);
    return true;
}

/* ---- the kinds header shared by the TEC and the CUCC ---- */

static bool kinds_header(struct px_reader *p, int *line)
{
    if (!px_once(p, line, "'columns'"))
        return false;
    bool ok = p->nvalues - 1 == PX_KIND_COUNT;
    for (int k = 0; ok && k < PX_KIND_COUNT; k++)
        ok = strcmp(px_word(p, k + 1), px_kind_name((enum px_kind)k)) == 0;
    if (!ok)
        return px_fail(p, "'columns' must read: spear sword light mounted elephant command");
    return true;
}

/* ---- Terrain Effects Chart ---- */

struct tloader {
    struct px_reader p;
    struct px_tec *tec;
    int line_columns, line_road, line_fps_max, line_road_bound, line_combine;
    int line_move[PX_TERRAIN_COUNT], line_fps[PX_TERRAIN_COUNT], line_fire[PX_TERRAIN_COUNT];
    int line_range[PX_TERRAIN_COUNT];
    int line_def[PX_TERRAIN_COUNT][PX_COLUMN_COUNT], line_att[PX_TERRAIN_COUNT][PX_COLUMN_COUNT];
};

static int terrain_word(struct tloader *L, int i)
{
    int t = px_enum_index(px_word(&L->p, i), px_terrain_str, PX_TERRAIN_COUNT);
    if (t < 0)
        px_fail(&L->p, "unknown terrain '%s'", px_word(&L->p, i));
    return t;
}

/* move <terrain> <MP>|prohibited [from-non-stream <MP>] [charge] */
static bool tec_move(struct tloader *L)
{
    struct px_reader *p = &L->p;
    int t = p->nvalues >= 3 ? terrain_word(L, 1) : -1;
    if (p->nvalues < 3)
        return px_fail(p, "'move' needs: terrain MP [from-non-stream MP] [charge]");
    if (t < 0 || !px_once(p, &L->line_move[t], "this terrain's 'move'"))
        return false;
    struct px_tec_row *row = &L->tec->rows[t];
    char base[16];
    if (strncmp(px_word(p, 2), "prohibited", 10) == 0) {
        if (!px_marked(p, 2, base, sizeof base, &row->prohibited_mark) ||
            strcmp(base, "prohibited") != 0)
            return px_fail(p, "bad movement cost '%s'", px_word(p, 2));
        row->prohibited = true;
        return p->nvalues == 3 || px_fail(p, "a prohibited terrain has no other movement entry");
    }
    if (!px_marked_mp(p, 2, &row->move, &row->move_mark))
        return false;
    for (int i = 3; i < p->nvalues; i++) {
        if (strcmp(px_word(p, i), "from-non-stream") == 0 && i + 1 < p->nvalues &&
            !row->move_from_non_stream) {
            if (!px_marked_mp(p, ++i, &row->move_from_non_stream,
                              &row->move_from_non_stream_mark))
                return false;
            continue;
        }
        if (!px_marked(p, i, base, sizeof base, &row->charge.mark))
            return false;
        if (strcmp(base, "charge") != 0 || row->charge.v)
            return px_fail(p, "unexpected '%s' (from-non-stream MP, charge)", px_word(p, i));
        row->charge.v = 1;
    }
    return true;
}

/* defence|attack <terrain> <column> <one multiplier per kind> */
static bool tec_strength(struct tloader *L, bool defence)
{
    struct px_reader *p = &L->p;
    if (!L->line_columns)
        return px_fail(p, "'%s' before 'columns'", px_word(p, 0));
    if (p->nvalues != 3 + PX_KIND_COUNT)
        return px_fail(p, "'%s' needs: terrain column and %d multipliers", px_word(p, 0),
                       PX_KIND_COUNT);
    int t = terrain_word(L, 1);
    if (t < 0)
        return false;
    int col = px_enum_index(px_word(p, 2), px_column_str, PX_COLUMN_COUNT);
    if (col < 0)
        return px_fail(p, "bad column '%s' (normal, uphill, downhill)", px_word(p, 2));
    int *line = defence ? &L->line_def[t][col] : &L->line_att[t][col];
    if (!px_once(p, line, "this terrain and column"))
        return false;
    struct px_mult *cells = defence ? L->tec->rows[t].defence[col] : L->tec->rows[t].attack[col];
    for (int k = 0; k < PX_KIND_COUNT; k++)
        if (!px_marked_mult(p, 3 + k, defence ? PX_ALLOW_NA : PX_ALLOW_NA | PX_ALLOW_P,
                            &cells[k]))
            return false;
    return true;
}

/* fire <terrain> <normal> <uphill> <downhill> [on-road <multiplier>] */
static bool tec_fire(struct tloader *L)
{
    struct px_reader *p = &L->p;
    if (p->nvalues != 5 && !(p->nvalues == 7 && strcmp(px_word(p, 5), "on-road") == 0))
        return px_fail(p, "'fire' needs: terrain normal uphill downhill [on-road multiplier]");
    int t = terrain_word(L, 1);
    if (t < 0 || !px_once(p, &L->line_fire[t], "this terrain's 'fire'"))
        return false;
    struct px_tec_row *row = &L->tec->rows[t];
    for (int c = 0; c < PX_COLUMN_COUNT; c++)
        if (!px_marked_mult(p, 2 + c, PX_ALLOW_NA | PX_ALLOW_P, &row->fire[c]))
            return false;
    return p->nvalues == 5 || px_marked_mult(p, 6, 0, &row->fire_on_road);
}

/* range <terrain> <bonus> [fire-over] */
static bool tec_range(struct tloader *L)
{
    struct px_reader *p = &L->p;
    if (p->nvalues != 3 && p->nvalues != 4)
        return px_fail(p, "'range' needs: terrain bonus [fire-over]");
    int t = terrain_word(L, 1);
    if (t < 0 || !px_once(p, &L->line_range[t], "this terrain's 'range'"))
        return false;
    struct px_tec_row *row = &L->tec->rows[t];
    if (!px_marked_int(p, 2, 0, 9, false, 0, &row->range_bonus, "range bonus"))
        return false;
    if (p->nvalues == 4) {
        char base[16];
        if (!px_marked(p, 3, base, sizeof base, &row->fire_over.mark))
            return false;
        if (strcmp(base, "fire-over") != 0)
            return px_fail(p, "unexpected '%s' (fire-over)", base);
        row->fire_over.v = 1;
    }
    return true;
}

static bool tec_line(struct tloader *L)
{
    struct px_reader *p = &L->p;
    struct px_tec *tec = L->tec;
    const char *k = px_word(p, 0);
    char base[16];
    if (strcmp(k, "columns") == 0)
        return kinds_header(p, &L->line_columns);
    if (strcmp(k, "move") == 0)
        return tec_move(L);
    if (strcmp(k, "road") == 0)
        return px_once(p, &L->line_road, "'road'") && px_args(p, 1, "an MP cost") &&
               px_marked_mp(p, 1, &tec->road_move, &tec->road_move_mark);
    if (strcmp(k, "fps") == 0) {
        if (!px_args(p, 2, "terrain and Fire Protection Strength (or -)"))
            return false;
        int t = terrain_word(L, 1);
        return t >= 0 && px_once(p, &L->line_fps[t], "this terrain's 'fps'") &&
               px_marked_int(p, 2, 1, 9, true, 0, &tec->rows[t].fps, "fire protection");
    }
    if (strcmp(k, "fps-max") == 0)
        return px_once(p, &L->line_fps_max, "'fps-max'") && px_args(p, 1, "a number") &&
               px_marked_int(p, 1, 1, 9, false, 0, &tec->fps_max, "fps-max");
    if (strcmp(k, "defence") == 0 || strcmp(k, "attack") == 0)
        return tec_strength(L, k[0] == 'd');
    if (strcmp(k, "road-bound-defence") == 0)
        return px_once(p, &L->line_road_bound, "'road-bound-defence'") &&
               px_args(p, 1, "a multiplier") &&
               px_marked_mult(p, 1, 0, &tec->road_bound_defence);
    if (strcmp(k, "fire") == 0)
        return tec_fire(L);
    if (strcmp(k, "range") == 0)
        return tec_range(L);
    if (strcmp(k, "combine") == 0) {
        if (!px_once(p, &L->line_combine, "'combine'") || !px_args(p, 1, "best or multiply") ||
            !px_marked(p, 1, base, sizeof base, &tec->combine_mark))
            return false;
        if (strcmp(base, "best") != 0 && strcmp(base, "multiply") != 0)
            return px_fail(p, "'combine' takes best or multiply, not '%s'", base);
        tec->combine = base[0] == 'b' ? PX_COMBINE_BEST : PX_COMBINE_MULTIPLY;
        return true;
    }
    return px_fail(p, "unknown keyword '%s'", k);
}

static bool tec_finish(struct tloader *L)
{
    struct px_reader *p = &L->p;
    const struct px_tec *tec = L->tec;
    if (p->r.lineno == 0)
        p->r.lineno = 1;
    const struct {
        int line;
        const char *word;
    } need[] = {{L->line_columns, "columns"}, {L->line_road, "road"}, {L->line_fps_max, "fps-max"},
                {L->line_road_bound, "road-bound-defence"}, {L->line_combine, "combine"}};
    for (size_t i = 0; i < sizeof need / sizeof need[0]; i++)
        if (!need[i].line)
            return px_fail(p, "missing '%s' line", need[i].word);
    for (int t = 0; t < PX_TERRAIN_COUNT; t++) {
        const char *name = px_terrain_name((enum px_terrain)t);
        if (!L->line_move[t])
            return px_fail(p, "missing 'move %s' line", name);
        bool prohibited = tec->rows[t].prohibited;
        int lines[2 + 2 * PX_COLUMN_COUNT] = {L->line_fps[t], L->line_fire[t]};
        for (int c = 0; c < PX_COLUMN_COUNT; c++) {
            lines[2 + c] = L->line_def[t][c];
            lines[2 + PX_COLUMN_COUNT + c] = L->line_att[t][c];
        }
        for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
            static const char *const what[] = {"fps", "fire", "defence", "attack"};
            const char *w = what[i < 2 ? i : 2 + (i - 2) / PX_COLUMN_COUNT];
            if (prohibited && i > 0 && lines[i])
                return px_fail_at(p, lines[i], "%s is prohibited: it has no '%s' line", name, w);
            if (!prohibited && !lines[i])
                return px_fail(p, "missing '%s %s%s%s' line", w, name, i < 2 ? "" : " ",
                               i < 2 ? "" : px_column_name((enum px_column)((i - 2) % 3)));
        }
        if (tec->rows[t].fps.v > tec->fps_max.v)
            return px_fail_at(p, L->line_fps[t], "fps %d of %s is above fps-max %d",
                              tec->rows[t].fps.v, name, tec->fps_max.v);
    }
    return true;
}

bool px_tec_load_text(struct px_tec *tec, const char *text, size_t len, const char *filename,
                      char *err, size_t errlen)
{
    static const struct tloader zero;
    struct tloader L = zero;
    bool failed;
    L.tec = tec;
    memset(tec, 0, sizeof *tec);
    px_reader_init(&L.p, text, len, filename, err, errlen);
    while (px_next(&L.p, true, &failed))
        if (!tec_line(&L))
            return false;
    return !failed && tec_finish(&L);
}

/* ---- Combat Unit Capability Chart ---- */

bool px_cucc_load_text(struct px_mult cucc[PX_KIND_COUNT][PX_KIND_COUNT], const char *text,
                       size_t len, const char *filename, char *err, size_t errlen)
{
    struct px_reader p;
    int line_columns = 0, line_row[PX_KIND_COUNT] = {0};
    bool failed;
    memset(cucc, 0, sizeof(struct px_mult) * PX_KIND_COUNT * PX_KIND_COUNT);
    px_reader_init(&p, text, len, filename, err, errlen);
    while (px_next(&p, true, &failed)) {
        const char *k = px_word(&p, 0);
        if (strcmp(k, "columns") == 0) {
            if (!kinds_header(&p, &line_columns))
                return false;
            continue;
        }
        if (strcmp(k, "cucc") != 0)
            return px_fail(&p, "unknown keyword '%s'", k);
        if (!line_columns)
            return px_fail(&p, "'cucc' before 'columns'");
        if (p.nvalues != 2 + PX_KIND_COUNT)
            return px_fail(&p, "'cucc' needs: the attacker's kind and %d multipliers",
                           PX_KIND_COUNT);
        int a = px_enum_index(px_word(&p, 1), px_kind_str, PX_KIND_COUNT);
        if (a < 0)
            return px_fail(&p, "unknown kind '%s'", px_word(&p, 1));
        if (!px_once(&p, &line_row[a], "this attacker's row"))
            return false;
        for (int d = 0; d < PX_KIND_COUNT; d++)
            if (!px_marked_mult(&p, 2 + d, PX_ALLOW_FRONT, &cucc[a][d]))
                return false;
    }
    if (failed)
        return false;
    if (p.r.lineno == 0)
        p.r.lineno = 1;
    if (!line_columns)
        return px_fail(&p, "missing 'columns' line");
    for (int a = 0; a < PX_KIND_COUNT; a++)
        if (!line_row[a])
            return px_fail(&p, "missing 'cucc %s' line", px_kind_name((enum px_kind)a));
    return true;
}
