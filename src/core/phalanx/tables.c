/* Lookups over the loaded Phalanx charts.  Names of the closed enums live here, one table
 * each, so the loaders and the UI spell them the same way. */
#include "tables.h"

#include <string.h>

static const char *const mark_names[] = {
    [PX_MARK_NONE] = "?", [PX_MARK_R] = "R", [PX_MARK_DV] = "Dv", [PX_MARK_F] = "F",
    [PX_MARK_DS] = "Ds",
};
_Static_assert(sizeof mark_names / sizeof mark_names[0] == PX_MARK_COUNT, "mark names");

static const char *const class_names[] = {
    [PX_CLASS_NONE] = "-", [PX_CLASS_I] = "I",  [PX_CLASS_II] = "II", [PX_CLASS_III] = "III",
    [PX_CLASS_IV] = "IV",  [PX_CLASS_V] = "V", [PX_CLASS_VI] = "VI",
};
_Static_assert(sizeof class_names / sizeof class_names[0] == PX_CLASS_COUNT, "class names");

static const char *const kind_names[] = {
    [PX_KIND_SPEAR] = "spear",     [PX_KIND_SWORD] = "sword",       [PX_KIND_LIGHT] = "light",
    [PX_KIND_MOUNTED] = "mounted", [PX_KIND_ELEPHANT] = "elephant", [PX_KIND_COMMAND] = "command",
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == PX_KIND_COUNT, "kind names");

static const char *const terrain_names[] = {
    [PX_T_CLEAR] = "clear",   [PX_T_SLOPE] = "slope",   [PX_T_HILLTOP] = "hilltop",
    [PX_T_WOODS] = "woods",   [PX_T_SWAMP] = "swamp",   [PX_T_VILLAGE] = "village",
    [PX_T_STREAM] = "stream", [PX_T_FORD] = "ford",     [PX_T_BRIDGE] = "bridge",
    [PX_T_LAKE] = "lake",
};
_Static_assert(sizeof terrain_names / sizeof terrain_names[0] == PX_TERRAIN_COUNT,
               "terrain names");

static const char *const result_names[] = {
    [PX_RES_NONE] = "-", [PX_RES_C] = "C",   [PX_RES_DD] = "DD",  [PX_RES_AD] = "AD",
    [PX_RES_1E] = "1E",  [PX_RES_2E] = "2E", [PX_RES_A1E] = "A1E",
};
_Static_assert(sizeof result_names / sizeof result_names[0] == PX_RESULT_COUNT, "results");

static const char *const level_names[] = {
    [PX_LEVEL_NONE] = "-", [PX_LEVEL_MAR] = "mar", [PX_LEVEL_TAC] = "tac", [PX_LEVEL_DEC] = "dec",
};
_Static_assert(sizeof level_names / sizeof level_names[0] == PX_LEVEL_COUNT, "levels");

static const char *const column_names[] = {
    [PX_COL_NORMAL] = "normal", [PX_COL_UPHILL] = "uphill", [PX_COL_DOWNHILL] = "downhill",
};
_Static_assert(sizeof column_names / sizeof column_names[0] == PX_COLUMN_COUNT, "columns");

static const char *const edge_names[] = {
    [PX_EDGE_N] = "N", [PX_EDGE_E] = "E", [PX_EDGE_S] = "S", [PX_EDGE_W] = "W",
};
_Static_assert(sizeof edge_names / sizeof edge_names[0] == PX_EDGE_COUNT, "edges");

int px_find_type(const struct px_tables *t, const char *code)
{
    for (int i = 0; i < t->ntypes; i++)
        if (strcmp(t->types[i].code, code) == 0)
            return i;
    return -1;
}

int px_command_type(const struct px_tables *t, int n)
{
    for (int i = 0; i < t->ntypes; i++)
        if (t->types[i].command.v == n && n > 0)
            return i;
    return -1;
}

int px_formula_vp(const struct px_tables *t, const struct px_unit_type *ut)
{
    if (ut->command.v)
        return ut->vp.v;
    int sum = ut->mas.v + ut->mds_front.v + ut->fcs.v;
    if (ut->vp_full.v)
        return sum;
    return t->vp_round_up ? (sum + 1) / 2 : sum / 2;
}

int px_crt_column(const struct px_crt *crt, int att, int def)
{
    if (crt->ncols == 0)
        return -1;
    if (def <= 0)
        return crt->ncols - 1;
    int col = -1;
    /* att/def >= a/d  <=>  att*d >= a*def, all positive integers */
    for (int i = 0; i < crt->ncols; i++)
        if ((long)att * crt->def[i].v >= (long)crt->att[i].v * def)
            col = i;
    return col;
}

int px_mult_apply(struct px_mult m, int value)
{
    if (m.kind != PX_MULT_FACTOR || m.den == 0)
        return 0;
    return value * m.num / m.den;
}

int px_edge_from_char(char c)
{
    for (int e = 0; e < PX_EDGE_COUNT; e++)
        if (edge_names[e][0] == c)
            return e;
    return -1;
}

const char *px_mark_name(enum px_mark m)
{
    return (unsigned)m < PX_MARK_COUNT ? mark_names[m] : "?";
}

const char *px_class_name(enum px_class c)
{
    return (unsigned)c < PX_CLASS_COUNT ? class_names[c] : "?";
}

const char *px_kind_name(enum px_kind k)
{
    return (unsigned)k < PX_KIND_COUNT ? kind_names[k] : "?";
}

const char *px_terrain_name(enum px_terrain t)
{
    return (unsigned)t < PX_TERRAIN_COUNT ? terrain_names[t] : "?";
}

const char *px_result_name(enum px_result r)
{
    return (unsigned)r < PX_RESULT_COUNT ? result_names[r] : "?";
}

const char *px_level_name(enum px_level l)
{
    return (unsigned)l < PX_LEVEL_COUNT ? level_names[l] : "?";
}

const char *px_column_name(enum px_column c)
{
    return (unsigned)c < PX_COLUMN_COUNT ? column_names[c] : "?";
}

const char *px_edge_name(enum px_edge e)
{
    return (unsigned)e < PX_EDGE_COUNT ? edge_names[e] : "?";
}
