/* The Phalanx charts as loaded from data/phalanx/ (docs/phalanx-data.md): unit types and
 * command units (the counters), the rule constants printed beside them, the Combat Results
 * Table, the Terrain Effects Chart and the Combat Unit Capability Chart.
 *
 * None of the printed charts or counters was found (phalanx-known.md); the data is the
 * reconstruction in phalanx-reconstruction.md, and every value keeps the mark saying where it
 * comes from (rulebook, derived, fitted, designed) so the UI can label it and a player with the
 * printed game can replace it in the data files.  Plain values, no pointers: a game copies them.
 * Integers only: movement costs are fx (core/fixed.h), multipliers are num/den fractions. */
#ifndef PRESTAGS_CORE_PHALANX_TABLES_H
#define PRESTAGS_CORE_PHALANX_TABLES_H

#include <stdbool.h>
#include <stdint.h>

#include "core/fixed.h"

/* Where a value comes from (phalanx-reconstruction.md, "Marks"). */
enum px_mark { PX_MARK_NONE, PX_MARK_R, PX_MARK_DV, PX_MARK_F, PX_MARK_DS, PX_MARK_COUNT };

/* A small value with its mark. */
struct px_num {
    int8_t v;
    uint8_t mark; /* enum px_mark; PX_MARK_NONE only for a value the file did not give */
};

/* [Phalanx The Unit Class System]; command units have no class. */
enum px_class { PX_CLASS_NONE, PX_CLASS_I, PX_CLASS_II, PX_CLASS_III, PX_CLASS_IV, PX_CLASS_V,
                PX_CLASS_VI, PX_CLASS_COUNT };

/* How a unit fights, for the TEC and CUCC columns [DESIGNED]: spear-armed formed foot,
 * sword-armed foot, light and missile foot, horse, elephants, command units. */
enum px_kind { PX_KIND_SPEAR, PX_KIND_SWORD, PX_KIND_LIGHT, PX_KIND_MOUNTED, PX_KIND_ELEPHANT,
               PX_KIND_COMMAND, PX_KIND_COUNT };

/* TEC rows.  A hex combines its elevation row (clear = level ground, slope, hilltop), its cover
 * row (woods, swamp, village) if any and its water row (stream, ford, bridge) if any; roads
 * are hexside features and lakes are never entered. */
enum px_terrain { PX_T_CLEAR, PX_T_SLOPE, PX_T_HILLTOP, PX_T_WOODS, PX_T_SWAMP, PX_T_VILLAGE,
                  PX_T_STREAM, PX_T_FORD, PX_T_BRIDGE, PX_T_LAKE, PX_TERRAIN_COUNT };

/* May a unit type enter a terrain [Phalanx errata Terrain Effects Chart]. */
enum px_enter { PX_ENTER_YES, PX_ENTER_ROAD_ONLY, PX_ENTER_NEVER };

enum { PX_TYPES_MAX = 32, PX_CODE_LEN = 4, PX_NAME_LEN = 32, PX_COMMANDS = 3 };

struct px_unit_type {
    char code[PX_CODE_LEN]; /* "MH" ... "EL"; command units "CM1".."CM3" */
    char name[PX_NAME_LEN];
    uint8_t cls;            /* enum px_class */
    uint8_t kind;           /* enum px_kind */
    uint8_t cls_mark, kind_mark;
    struct px_num mas;      /* Melee Attack Strength */
    struct px_num mds_front, mds_flank;
    struct px_num fcs;      /* Fire Combat Strength, 0 for none */
    struct px_num range;    /* Range Allowance, 0 for none */
    struct px_num ma;       /* Movement Allowance */
    struct px_num stack;    /* Stacking Points */
    struct px_num vp;       /* Victory Points; the loader checks it against the formula */
    struct px_num command;  /* 1..3 for a command unit, else 0 */
    struct px_num bonus;    /* command unit: Combat Strength Bonus 9/6/3 */
    struct px_num charge_length, charge_floor; /* cavalry charge [Phalanx errata Cavalry] */
    struct px_num never_panics;      /* 1: MX, HY, SD [Phalanx Panic 4] */
    struct px_num vp_full;           /* 1: cavalry, VP is the whole sum [Phalanx Victory] */
    struct px_num fire_and_melee;    /* 1: PL, EX may fire and melee the same target */
    struct px_num no_downhill_range; /* 1: PL, JV [Phalanx errata Combat D] */
    struct px_num no_melee_attack;   /* 1: BL never melees offensively [Phalanx Combat] */
    struct px_num entry[PX_TERRAIN_COUNT]; /* enum px_enter */
};

/* Victory levels [Phalanx Victory Conditions]. */
enum px_level { PX_LEVEL_NONE, PX_LEVEL_MAR, PX_LEVEL_TAC, PX_LEVEL_DEC, PX_LEVEL_COUNT };

struct px_victory_level {
    bool strict;           /* ratio must be MORE than att:def (Marginal), else at least */
    struct px_num att, def; /* the loss ratio, e.g. 2:1 */
    struct px_num max_loss_pct; /* the victor's own losses may not exceed this % of his PV */
};

/* The odds at which a defender may withdraw: below att-def, or at most att-def (inclusive)
 * [Phalanx Withdrawal], [Phalanx errata Withdrawal]. */
struct px_withdrawal {
    bool inclusive;
    struct px_num att, def;
};

/* Map edges, for the Turn Record Chart. */
enum px_edge { PX_EDGE_N, PX_EDGE_E, PX_EDGE_S, PX_EDGE_W, PX_EDGE_COUNT };

/* Combat results; the reconstruction's codes [Phalanx Combat Results Table]. */
enum px_result { PX_RES_NONE, PX_RES_C, PX_RES_DD, PX_RES_AD, PX_RES_1E, PX_RES_2E, PX_RES_A1E,
                 PX_RESULT_COUNT };

enum { PX_CRT_MAX_COLS = 12, PX_CRT_MAX_ROWS = 12 };

struct px_crt {
    struct px_num die;             /* sides of the die; rows 1..die */
    int ncols;
    struct px_num att[PX_CRT_MAX_COLS], def[PX_CRT_MAX_COLS]; /* column odds att-def, rising */
    uint8_t result[PX_CRT_MAX_ROWS][PX_CRT_MAX_COLS];         /* [roll-1][col] enum px_result */
    uint8_t mark[PX_CRT_MAX_ROWS][PX_CRT_MAX_COLS];
};

/* A strength multiplier: num/den (the fraction of each product lost), or prohibited
 * ("P": may not attack from there), or not applicable ("-"). */
enum px_mult_kind { PX_MULT_NA, PX_MULT_FACTOR, PX_MULT_PROHIBITED };

struct px_mult {
    uint8_t kind;       /* enum px_mult_kind */
    uint8_t num, den;
    bool front_only;    /* CUCC: applies only to a frontal attack; x1 on a flank */
    uint8_t mark;
};

/* Columns of the TEC strength sections, named from the side whose strength is computed:
 * Uphill = that unit is lower (or slope against slope), Downhill = it is higher [Phalanx
 * errata Terrain Effects Chart]. */
enum px_column { PX_COL_NORMAL, PX_COL_UPHILL, PX_COL_DOWNHILL, PX_COLUMN_COUNT };

struct px_tec_row {
    bool present;
    bool prohibited;            /* never entered (lake) */
    uint8_t prohibited_mark;
    fx move;                    /* MP to enter */
    uint8_t move_mark;
    fx move_from_non_stream;    /* ford: from a non-stream hex; 0 if the row has none */
    uint8_t move_from_non_stream_mark;
    struct px_num charge;       /* 1: cavalry may charge through [Phalanx Cavalry] */
    struct px_num fps;          /* Fire Protection Strength, 0 for none */
    struct px_mult defence[PX_COLUMN_COUNT][PX_KIND_COUNT]; /* x MDS of units in the hex */
    struct px_mult attack[PX_COLUMN_COUNT][PX_KIND_COUNT];  /* x MAS of units in the hex */
    struct px_mult fire[PX_COLUMN_COUNT];                   /* x FCS of units in the hex */
    struct px_mult fire_on_road; /* x FCS on a road hex where fire is otherwise P */
    struct px_num range_bonus;   /* range + when firing downhill from the hex */
    struct px_num fire_over;     /* 1: may fire over intervening units and obstacles */
};

/* How several terrain multipliers of one hex combine [DESIGNED]: BEST takes the largest
 * factor above 1 and every factor below 1; MULTIPLY takes them all. */
enum px_combine { PX_COMBINE_BEST, PX_COMBINE_MULTIPLY };

struct px_tec {
    struct px_tec_row rows[PX_TERRAIN_COUNT];
    fx road_move;               /* entering a road hex through a road hexside */
    uint8_t road_move_mark;
    struct px_mult road_bound_defence; /* road-only unit attacked on a road in that terrain */
    struct px_num fps_max;      /* a hex's FPS never exceeds this */
    uint8_t combine;            /* enum px_combine */
    uint8_t combine_mark;
};

struct px_tables {
    int ntypes;
    struct px_unit_type types[PX_TYPES_MAX]; /* combat units, then CM1..CM3 */
    struct px_num stacking_limit;   /* per hex */
    uint8_t vp_round_up, vp_round_mark; /* VP halves rounded up (1) or down (0) */
    struct px_num command_radius;   /* bonus reaches units this many hexes away */
    struct px_num darius_vp;
    struct px_num alexander_shift;  /* CRT columns */
    struct px_victory_level levels[PX_LEVEL_COUNT]; /* [PX_LEVEL_MAR..DEC] */
    struct px_num game_turns;       /* Turn Record Chart: 12 by the errata */
    struct px_num turn_record_edge; /* enum px_edge; a rampant elephant rolling 1 goes there */
    struct px_withdrawal withdrawal;
    struct px_crt crt;
    struct px_tec tec;
    struct px_mult cucc[PX_KIND_COUNT][PX_KIND_COUNT]; /* [attacker kind][defender kind] */
};

/* Index of the unit type with this code, or -1. */
int px_find_type(const struct px_tables *t, const char *code);
/* Index of command unit n (1..3), or -1. */
int px_command_type(const struct px_tables *t, int n);
/* [Phalanx Victory Conditions] VP of a type by the formula: (MAS + MDS-front + FCS) / 2,
 * rounded as the tables say, the whole sum for vp_full types; a command unit's own value. */
int px_formula_vp(const struct px_tables *t, const struct px_unit_type *ut);
/* The CRT column for attack strength att against defence def: the highest column whose odds
 * att/def reaches (odds round down, for the defender), -1 below the first column ("non-viable"
 * [Phalanx Game Procedure]), the last column above it.  def <= 0 gives the last column. */
int px_crt_column(const struct px_crt *crt, int att, int def);
/* value times the multiplier, fraction lost; 0 for P or "-". */
int px_mult_apply(struct px_mult m, int value);
/* The edge a map-edge letter names ('N', 'E', 'S', 'W'), or -1. */
int px_edge_from_char(char c);

const char *px_mark_name(enum px_mark m);       /* "R", "Dv", "F", "Ds" */
const char *px_class_name(enum px_class c);     /* "-", "I" .. "VI" */
const char *px_kind_name(enum px_kind k);       /* "spear" .. "command" */
const char *px_terrain_name(enum px_terrain t); /* "clear" .. "lake" */
const char *px_result_name(enum px_result r);   /* "-", "C", "DD", "AD", "1E", "2E", "A1E" */
const char *px_level_name(enum px_level l);     /* "-", "mar", "tac", "dec" */
const char *px_column_name(enum px_column c);   /* "normal", "uphill", "downhill" */
const char *px_edge_name(enum px_edge e);       /* "N", "E", "S", "W" */

#endif
