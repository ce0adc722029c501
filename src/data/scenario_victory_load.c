/* Victory condition lines of scenario files [11.0] (docs/data-formats.md, "Scenario
 * files").  Each line adds one condition to the current force, or fails with file:line. */
#include <string.h>

#include "core/hex.h"
#include "scenario_parse.h"

/* ---- victory conditions [11.0] ---- */

/* A lettered hex ("D") or a hex number ("2828"). */
static bool parse_target(struct loader *L, const char *w, hex_id *out)
{
    if (strlen(w) == 1 && w[0] >= 'A' && w[0] <= 'Z') {
        *out = L->m->letters[w[0] - 'A'];
        if (*out == HEX_NONE)
            return sl_fail(L, "letter %c is not on the map", w[0]);
        return true;
    }
    bool digits = strlen(w) == 4;
    for (int i = 0; digits && i < 4; i++)
        digits = w[i] >= '0' && w[i] <= '9';
    if (!digits)
        return sl_fail(L, "bad hex '%s' (a letter or CCRR)", w);
    *out = map_parse_hex(L->m, w);
    if (*out == HEX_NONE)
        return sl_fail(L, "hex %s is not on the map", w);
    return true;
}

static bool add_hex(struct loader *L, struct victory_cond *c, hex_id h)
{
    char id[5];
    map_format_hex(h, id);
    for (int i = 0; i < c->nhexes; i++)
        if (c->hexes[i] == h)
            return sl_fail(L, "hex %s listed twice", id);
    if (c->nhexes == COND_MAX_HEXES)
        return sl_fail(L, "more than %d hexes to control", COND_MAX_HEXES);
    c->hexes[c->nhexes++] = h;
    return true;
}

/* control X... : letters, hex numbers, or "villages" (every village hex of the map). */
static bool v_control(struct loader *L, struct victory_cond *c)
{
    c->kind = COND_CONTROL;
    if (L->r.nwords < 3)
        return sl_fail(L, "'victory control' needs hexes: letters, CCRR or villages");
    for (int i = 2; i < L->r.nwords; i++) {
        if (strcmp(sl_word(L, i), "villages") == 0) {
            int found = 0;
            for (int row = 1; row <= L->m->rows; row++)
                for (int col = 1; col <= L->m->cols; col++) {
                    hex_id h = map_hex_at(L->m, (hex_cr){col, row});
                    if (h != HEX_NONE && L->m->hexes[h].cover == COVER_VILLAGE) {
                        if (!add_hex(L, c, h))
                            return false;
                        found++;
                    }
                }
            if (!found)
                return sl_fail(L, "the map has no village hex");
            continue;
        }
        hex_id h;
        if (!parse_target(L, sl_word(L, i), &h) || !add_hex(L, c, h))
            return false;
    }
    return true;
}

/* control-line X Y: every hex of the straight line from X to Y, both included. */
static bool v_control_line(struct loader *L, struct victory_cond *c)
{
    c->kind = COND_CONTROL;
    hex_id a, b;
    if (L->r.nwords != 4)
        return sl_fail(L, "'victory control-line' needs two hexes, e.g. G J");
    if (!parse_target(L, sl_word(L, 2), &a) || !parse_target(L, sl_word(L, 3), &b))
        return false;
    if (a == b)
        return sl_fail(L, "a line needs two different hexes");
    hex_line_step steps[COND_MAX_HEXES];
    int n = hex_line(map_cr(a), map_cr(b), steps, COND_MAX_HEXES);
    if (n > COND_MAX_HEXES)
        return sl_fail(L, "the line from %s to %s has %d hexes, more than %d", sl_word(L, 2),
                    sl_word(L, 3), n, COND_MAX_HEXES);
    for (int i = 0; i < n; i++) {
        hex_id h = map_hex_at(L->m, steps[i].hex[0]);
        if (steps[i].count != 1)
            return sl_fail(L, "the line from %s to %s runs along a hexside: name its hexes with "
                           "'victory control'",
                        sl_word(L, 2), sl_word(L, 3));
        if (h == HEX_NONE)
            return sl_fail(L, "the line from %s to %s leaves the map", sl_word(L, 2), sl_word(L, 3));
        if (!add_hex(L, c, h))
            return false;
    }
    return true;
}

static bool count_arg(struct loader *L, int i, long lo, long hi, int *out)
{
    long v;
    if (i >= L->r.nwords)
        return sl_fail(L, "'victory %s' is missing a number", sl_word(L, 1));
    if (!word_int(sl_word(L, i), lo, hi, &v))
        return sl_fail(L, "bad number '%s' (%ld-%ld)", sl_word(L, i), lo, hi);
    *out = (int)v;
    return true;
}

static bool keyword_arg(struct loader *L, int i, const char *want)
{
    if (i >= L->r.nwords || strcmp(sl_word(L, i), want) != 0)
        return sl_fail(L, "'victory %s' expects '%s' as word %d", sl_word(L, 1), want, i + 1);
    return true;
}

/* Words from i on: "non-chariot" or nothing. */
static bool tail_non_chariot(struct loader *L, struct victory_cond *c, int i)
{
    if (i < L->r.nwords && strcmp(sl_word(L, i), "non-chariot") == 0) {
        c->no_chariots = true;
        i++;
    }
    if (i < L->r.nwords)
        return sl_fail(L, "unexpected '%s' in 'victory %s'", sl_word(L, i), sl_word(L, 1));
    return true;
}

/* keep-out REGION N [non-chariot] */
static bool v_keep_out(struct loader *L, struct victory_cond *c)
{
    c->kind = COND_KEEP_OUT;
    if (L->r.nwords < 4)
        return sl_fail(L, "'victory keep-out' needs: south-of-stream|north-of-stream count");
    if (strcmp(sl_word(L, 2), "south-of-stream") == 0)
        c->region = REGION_SOUTH_OF_STREAM;
    else if (strcmp(sl_word(L, 2), "north-of-stream") == 0)
        c->region = REGION_NORTH_OF_STREAM;
    else
        return sl_fail(L, "unknown region '%s' (south-of-stream, north-of-stream)", sl_word(L, 2));
    return count_arg(L, 3, 1, 999, &c->n) && tail_non_chariot(L, c, 4);
}

/* eliminate ratio R min N */
static bool v_eliminate(struct loader *L, struct victory_cond *c)
{
    c->kind = COND_ELIMINATE;
    return keyword_arg(L, 2, "ratio") && count_arg(L, 3, 1, 9, &c->ratio) &&
           keyword_arg(L, 4, "min") && count_arg(L, 5, 0, 999, &c->n) &&
           tail_non_chariot(L, c, 6);
}

/* destroy N lose-at-most M */
static bool v_destroy(struct loader *L, struct victory_cond *c)
{
    c->kind = COND_DESTROY;
    return count_arg(L, 2, 1, 999, &c->n) && keyword_arg(L, 3, "lose-at-most") &&
           count_arg(L, 4, 0, 999, &c->m) && tail_non_chariot(L, c, 5);
}

/* exit N edge E... [corner CCRR radius R] [non-chariot] */
static bool v_exit(struct loader *L, struct victory_cond *c)
{
    c->kind = COND_EXIT;
    c->exit_corner = HEX_NONE;
    if (!count_arg(L, 2, 1, 999, &c->n) || !keyword_arg(L, 3, "edge"))
        return false;
    int i = 4;
    for (; i < L->r.nwords; i++) {
        int bit = sl_edge_bit(sl_word(L, i));
        if (!bit)
            break;
        if (c->exit_edges & bit)
            return sl_fail(L, "edge %s given twice", sl_word(L, i));
        c->exit_edges |= (uint8_t)bit;
    }
    if (!c->exit_edges)
        return sl_fail(L, "'victory exit' needs at least one edge (N, E, S, W)");
    if (i < L->r.nwords && strcmp(sl_word(L, i), "corner") == 0) {
        if (i + 1 >= L->r.nwords)
            return sl_fail(L, "'corner' needs a hex");
        if (!parse_target(L, sl_word(L, i + 1), &c->exit_corner))
            return false;
        if (!keyword_arg(L, i + 2, "radius"))
            return false;
        long r;
        if (i + 3 >= L->r.nwords)
            return sl_fail(L, "'radius' needs a number of hexes");
        if (!word_int(sl_word(L, i + 3), 0, 35, &r))
            return sl_fail(L, "bad radius '%s' (0-35 hexes)", sl_word(L, i + 3));
        c->exit_radius = (int)r;
        i += 4;
    }
    return tail_non_chariot(L, c, i);
}

static bool v_prevent(struct loader *L, struct victory_cond *c)
{
    c->kind = COND_PREVENT;
    if (L->r.nwords != 2)
        return sl_fail(L, "'victory prevent' takes nothing more");
    return true;
}

bool sl_only_prevent(const struct side_victory *sv)
{
    for (int i = 0; i < sv->nconds; i++)
        if (sv->conds[i].kind != COND_PREVENT)
            return false;
    return sv->nconds > 0;
}

bool sl_victory(struct loader *L)
{
    static const struct {
        const char *word;
        bool (*parse)(struct loader *L, struct victory_cond *c);
    } kinds[] = {{"control", v_control},   {"control-line", v_control_line},
                 {"keep-out", v_keep_out}, {"eliminate", v_eliminate},
                 {"destroy", v_destroy},   {"exit", v_exit},
                 {"prevent", v_prevent}};
    int side = L->nforces - 1;
    struct side_victory *sv = &L->s->victory[side];
    if (L->r.nwords < 2)
        return sl_fail(L, "'victory' needs a condition: control, control-line, keep-out, "
                       "eliminate, destroy, exit or prevent");
    size_t k = 0;
    while (k < sizeof kinds / sizeof kinds[0] && strcmp(kinds[k].word, sl_word(L, 1)) != 0)
        k++;
    if (k == sizeof kinds / sizeof kinds[0])
        return sl_fail(L, "unknown victory condition '%s'", sl_word(L, 1));
    if (sv->nconds == SIDE_MAX_CONDS)
        return sl_fail(L, "more than %d victory conditions for one force", SIDE_MAX_CONDS);
    bool prevent = kinds[k].parse == v_prevent;
    if (sv->nconds > 0 && (prevent || sl_only_prevent(sv)))
        return sl_fail(L, "'prevent' stands alone: no other condition may join it");
    struct victory_cond c;
    memset(&c, 0, sizeof c);
    c.exit_corner = HEX_NONE;
    if (!kinds[k].parse(L, &c))
        return false;
    sv->conds[sv->nconds++] = c;
    if (!L->line_victory[side])
        L->line_victory[side] = L->r.lineno;
    return true;
}

