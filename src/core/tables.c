/* Lookups over the loaded charts. */
#include "tables.h"

#include <string.h>

static const char *const class_names[] = {
    [CLASS_A] = "A", [CLASS_B] = "B", [CLASS_C] = "C", [CLASS_D] = "D",
    [CLASS_E] = "E", [CLASS_FF] = "Ff", [CLASS_MF] = "Mf",
};
_Static_assert(sizeof class_names / sizeof class_names[0] == CLASS_COUNT, "class names");

static const char *const feature_names[] = {
    [TEC_CLEAR] = "clear",     [TEC_ROAD] = "road",   [TEC_SLOPE] = "slope",
    [TEC_HILLTOP] = "hilltop", [TEC_VILLAGE] = "village", [TEC_WOODS] = "woods",
    [TEC_SWAMP] = "swamp",     [TEC_RIVER] = "river", [TEC_STREAM] = "stream",
    [TEC_FORD] = "ford",       [TEC_BRIDGE] = "bridge", [TEC_LAKE] = "lake",
};
_Static_assert(sizeof feature_names / sizeof feature_names[0] == TEC_FEATURE_COUNT,
               "feature names");

static const char *const result_names[] = {
    [CRT_NONE] = "-", [CRT_D] = "D", [CRT_HALF_E] = "1/2E", [CRT_E] = "E",
};
_Static_assert(sizeof result_names / sizeof result_names[0] == CRT_RESULT_COUNT, "results");

int tables_find_type(const struct tables *t, const char *code)
{
    for (int i = 0; i < t->ntypes; i++)
        if (strcmp(t->types[i].code, code) == 0)
            return i;
    return -1;
}

int tables_leader_type(const struct tables *t, int level)
{
    for (int i = 0; i < t->ntypes; i++)
        if (t->types[i].leader_level == level)
            return i;
    return -1;
}

int unit_type_vp(const struct unit_type *ut)
{
    if (ut->leader_level)
        return 1;
    int melee = ut->melee_kind == MELEE_DOT ? 1 : ut->melee;
    return (melee + 1) / 2 + ut->fire;
}

const char *unit_class_name(enum unit_class c)
{
    return (unsigned)c < CLASS_COUNT ? class_names[c] : "?";
}

const char *tec_feature_name(enum tec_feature f)
{
    return (unsigned)f < TEC_FEATURE_COUNT ? feature_names[f] : "?";
}

const char *crt_result_name(enum crt_result r)
{
    return (unsigned)r < CRT_RESULT_COUNT ? result_names[r] : "?";
}
