/* A scenario as the rulebook prints it [11.1]: two forces with their units, Victory Points and
 * Panic Level, deployment (a lettered hex and a radius, or entry from map edges), stacking
 * limit, game length, who deploys and who moves first, terrain modifications, special rules,
 * and the victory conditions in a small vocabulary that covers every printed scenario. */
#ifndef PRESTAGS_CORE_SCENARIO_H
#define PRESTAGS_CORE_SCENARIO_H

#include <stdbool.h>
#include <stdint.h>

#include "map.h"
#include "tables.h"

enum {
    SCEN_ID_LEN = 24,
    SCEN_NAME_LEN = 48,
    SCEN_TEXT_LEN = 384,
    FORCE_MAX_GROUPS = 4,
    GROUP_MAX_ENTRIES = 16,
    FORCE_MAX_OVERRIDES = 4,
    SIDE_MAX_CONDS = 4,
    COND_MAX_HEXES = 16,
};

/* Map edges as a bitmask. */
enum edge { EDGE_N = 1, EDGE_E = 2, EDGE_S = 4, EDGE_W = 8 };

struct force_entry {
    uint8_t type;  /* index into tables.types */
    uint8_t count;
};

enum deploy_kind {
    DEPLOY_AREA,  /* set up within radius of one of the letters */
    DEPLOY_ENTER, /* enter the map from the edges during the given Game-Turns */
};

struct deploy_group {
    uint8_t kind;          /* enum deploy_kind */
    char letters[2];       /* AREA: one or two lettered hexes ("G-5 and/or J-5") */
    int nletters;
    int radius;            /* AREA: hexes from the letter, inclusive */
    uint8_t edges;         /* ENTER: enum edge bits */
    int first_turn, last_turn; /* ENTER: the Game-Turns in which units may enter */
    int nentries;
    struct force_entry entries[GROUP_MAX_ENTRIES];
};

struct ma_override {
    uint8_t type;
    int8_t ma;
};

struct force {
    char name[32];
    int vp_printed;        /* as printed; a test recomputes it from the units [11.2] */
    int panic_level;       /* 0 where the scenario gives none ("PL —") [13.0] */
    int stacking;          /* units per hex [5.4] */
    bool mounted_exempt;   /* "Mt.Ex." [10.22] */
    int ngroups;
    struct deploy_group groups[FORCE_MAX_GROUPS];
    int noverrides;
    struct ma_override overrides[FORCE_MAX_OVERRIDES]; /* special rules, e.g. Babylon's CH */
};

/* Victory conditions [11.0].  A side's conditions must all hold at the end of the game; the
 * game is a draw when neither side's hold, or both. */
enum cond_kind {
    COND_CONTROL,        /* control every listed hex [11.3] */
    COND_KEEP_OUT,       /* the enemy has fewer than n units in the region */
    COND_ELIMINATE,      /* enemy units lost >= ratio * own units lost, and >= n */
    COND_DESTROY,        /* enemy units lost >= n while own units lost <= m */
    COND_EXIT,           /* at least n units exited through the exit zone [11.4] */
    COND_PREVENT,        /* the enemy's conditions do not all hold */
};

enum region { REGION_SOUTH_OF_STREAM, REGION_NORTH_OF_STREAM };

struct victory_cond {
    uint8_t kind;          /* enum cond_kind */
    int nhexes;
    hex_id hexes[COND_MAX_HEXES]; /* CONTROL */
    uint8_t region;        /* KEEP_OUT: enum region */
    int n, m, ratio;
    uint8_t exit_edges;    /* EXIT: enum edge bits */
    hex_id exit_corner;    /* EXIT: HEX_NONE, or only edge hexes within exit_radius of it */
    int exit_radius;
    bool no_chariots;      /* count only non-Chariot units (class D and E never count [11.25]) */
};

struct side_victory {
    int nconds;
    struct victory_cond conds[SIDE_MAX_CONDS];
    char text[SCEN_TEXT_LEN]; /* the printed condition, for the victory report */
};

struct scenario {
    char id[SCEN_ID_LEN];      /* file name without .txt, e.g. "kadesh" */
    char name[SCEN_NAME_LEN];  /* "Kadesh" */
    char date[SCEN_ID_LEN];    /* "1294 BC" */
    char rule[8];              /* the rulebook section, "5.4" */
    int game_length;           /* Game-Turns */
    struct force force[2];     /* force[0] is printed first */
    int deploys_first;         /* 0 or 1 */
    int moves_first;           /* 0 or 1 */
    bool ignore_elevation;     /* Rome: ignore all Slope and Hilltop hexes */
    bool no_leader_rules;      /* Rome: every unit is within a Movement Control Radius */
    bool no_optional_rules;    /* Rome: do not use any Optional Rules */
    struct side_victory victory[2];
    char draw[SCEN_TEXT_LEN];  /* the printed draw sentence, if the scenario has one [11.0] */
};

#endif
