/* The charts of a rule system, loaded from data files: unit types (counters), leaders, the
 * Combat Results Table and the Terrain Effects Chart.  Plain values with no pointers, so a
 * game can copy them. */
#ifndef PRESTAGS_CORE_TABLES_H
#define PRESTAGS_CORE_TABLES_H

#include <stdbool.h>
#include <stdint.h>

#include "fixed.h"

enum unit_class { CLASS_A, CLASS_B, CLASS_C, CLASS_D, CLASS_E, CLASS_FF, CLASS_MF, CLASS_COUNT };

/* How the printed melee value reads [3.36], [3.37]. */
enum melee_kind { MELEE_PLAIN, MELEE_DOT, MELEE_BRACKET };

enum { UNIT_TYPES_MAX = 32, CODE_LEN = 4, TYPE_NAME_LEN = 32 };

struct unit_type {
    char code[CODE_LEN];       /* "MI", "CH", ...; leaders "L1".."L6" */
    char name[TYPE_NAME_LEN];
    uint8_t cls;               /* enum unit_class */
    uint8_t melee_kind;        /* enum melee_kind */
    int8_t melee;              /* printed melee strength (0 for a dot) */
    int8_t fire;               /* fire strength, 0 if not a fire unit */
    int8_t range;              /* range allowance, 0 if not a fire unit */
    int8_t ma;                 /* movement allowance */
    int8_t leader_level;       /* 1..6 for leaders, else 0 */
    int8_t bonus;              /* leader combat bonus [10.1] */
    int8_t radius;             /* leader movement control radius [10.2] */
};

/* Combat results [8.1]. */
enum crt_result { CRT_NONE, CRT_D, CRT_HALF_E, CRT_E, CRT_RESULT_COUNT };

enum { CRT_MAX_COLS = 12, CRT_MAX_ROWS = 8 };

/* A CRT column is the odds att:def with one side 1 (1-2, 1-1, 2-1 ...). */
struct crt_column {
    int8_t att, def;
};

struct crt {
    int ncols;
    struct crt_column cols[CRT_MAX_COLS]; /* lowest odds first */
    int min_roll, max_roll;               /* printed rows, e.g. 1..7 (7 only via +1 [8.2]) */
    int die_sides;                        /* the die rolled, e.g. 6 */
    uint8_t result[CRT_MAX_ROWS][CRT_MAX_COLS]; /* [roll - min_roll][column] */
};

/* Terrain Effects Chart [9.0]: one row per terrain feature. */
enum tec_feature {
    TEC_CLEAR, TEC_ROAD, TEC_SLOPE, TEC_HILLTOP, TEC_VILLAGE, TEC_WOODS, TEC_SWAMP,
    TEC_RIVER, TEC_STREAM, TEC_FORD, TEC_BRIDGE, TEC_LAKE, TEC_FEATURE_COUNT
};

/* Multiplier on a melee strength in the hex. */
enum tec_melee { TEC_MELEE_NORMAL, TEC_MELEE_HALVED, TEC_MELEE_DOUBLED };

struct tec_row {
    bool present;           /* given in the data file */
    bool prohibited;        /* may not be entered */
    bool as_other;          /* movement and fire protection are those of the hex's other terrain */
    fx move_cost;           /* MP to enter */
    int8_t fire_protection; /* Fire Protection Strength; 0 where the chart has none */
    bool blocks_los;        /* [6.32], [6.36] */
    bool no_ff_fire;        /* Ff units may not fire from the hex [6.33] */
    bool no_mf_fire;        /* Mf units may not fire from the hex */
    uint8_t melee_attacker; /* enum tec_melee, for a unit attacking from the hex */
    uint8_t melee_defender; /* enum tec_melee, for units defending in the hex */
};

/* Chariot's optional charts [C3.1], [C3.2], as loaded (`range-effect`, `capability` lines). */
enum { RANGE_EFFECT_MAX = 4 };

/* [C3.1] A fire unit's Fire Strength at range 1..RANGE_EFFECT_MAX hexes.  present: the chart
 * has a line for the type (a fire unit without one fires at its printed strength, as SK do);
 * strength[d - 1] is -1 where the chart has none ("-": beyond its range). */
struct range_effect {
    bool present;
    fx strength[RANGE_EFFECT_MAX];
};

struct tables {
    int ntypes;
    struct unit_type types[UNIT_TYPES_MAX];
    struct crt crt;
    struct tec_row tec[TEC_FEATURE_COUNT];
    struct range_effect range_effect[UNIT_TYPES_MAX]; /* [C3.1], by unit type */
    /* [C3.2] The factor on a defending unit's Melee Defense Strength, by [defender type]
     * [attacker type]; 0 where the chart has no entry ("engage at normal Combat Strengths"). */
    fx capability[UNIT_TYPES_MAX][UNIT_TYPES_MAX];
};

/* Index of the unit type with this code, or -1. */
int tables_find_type(const struct tables *t, const char *code);
/* Index of the leader type of this level (1..6), or -1. */
int tables_leader_type(const struct tables *t, int level);
/* [11.2] Victory Points of one unit: half the melee strength rounded up, a dot counting as 1,
 * plus the fire strength; every leader is worth 1 (see chariot-charts.md, VP check). */
int unit_type_vp(const struct unit_type *ut);
/* Name of a class, "A" .. "Mf". */
const char *unit_class_name(enum unit_class c);
/* Name of a TEC feature, "clear" .. "lake". */
const char *tec_feature_name(enum tec_feature f);
/* Short code of a CRT result: "-", "D", "1/2E", "E". */
const char *crt_result_name(enum crt_result r);

#endif
