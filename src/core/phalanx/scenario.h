/* A Phalanx scenario as the Scenario Chart prints it, with the July 1974 errata applied
 * [Phalanx How to Set-up the Game], [Phalanx errata The Scenario Chart]: two armies (the first
 * uses the Green counters), each with its units and command units, army Type I or II, Victory
 * Point Value and Panic Level, deployment key letters and radius, the least victory level it
 * needs to win, who deploys and moves first, and the special rules.  The published PV and PL
 * keep their provenance (printed, errata, or chosen in docs/phalanx-as-coded.md). */
#ifndef PRESTAGS_CORE_PHALANX_SCENARIO_H
#define PRESTAGS_CORE_PHALANX_SCENARIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/map.h"
#include "tables.h"

enum {
    PX_SCEN_ID_LEN = 24,
    PX_SCEN_NAME_LEN = 32,
    PX_ARMY_NAME_LEN = 32,
    PX_ARMY_MAX_ENTRIES = 24,
    PX_ARMY_MAX_ERRATA = 4,
    PX_ARMY_MAX_LETTERS = 2,
};

struct px_entry {
    uint8_t type;  /* index into px_tables.types */
    uint8_t count;
};

/* An erratum to the army's composition: the chart printed `from`, the errata read `to`
 * ("Granicus: Persian: change 10 LC to 8 LC"). */
struct px_erratum {
    struct px_entry from, to;
};

/* Where a published figure comes from. */
enum px_source { PX_SRC_PRINTED, PX_SRC_ERRATA, PX_SRC_DESIGNED };

struct px_figure {
    int value;      /* the value used */
    uint8_t source; /* enum px_source */
    int printed;    /* the printed value (= value when source is PRINTED) */
    int errata;     /* the errata's value, 0 if it gave none */
};

struct px_army {
    char name[PX_ARMY_NAME_LEN];
    int nentries;
    struct px_entry entries[PX_ARMY_MAX_ENTRIES]; /* combat units, then command units */
    int nerrata;
    struct px_erratum errata[PX_ARMY_MAX_ERRATA];
    bool printed_sl;       /* the chart printed its slingers "SL" */
    int army_type;         /* 1 or 2 [Phalanx Command Units] */
    struct px_figure pv;   /* published Victory Point Value; px_army_pv computes the real one */
    struct px_figure pl;   /* Panic Level */
    int nletters;
    char letters[PX_ARMY_MAX_LETTERS]; /* key letters: "AB-2" is two centres */
    int radius;
    uint8_t min_level;     /* enum px_level: the least victory that wins */
    bool alexander;        /* command unit 1 is Alexander [Phalanx Alexander] */
    bool darius;           /* command unit 1 is Darius [Phalanx Darius] */
    bool manipular;        /* Manipular Roman Legion rule */
    bool manipular_by_errata; /* ... applied by the errata (Magnesia) */
};

struct px_scenario {
    char id[PX_SCEN_ID_LEN];     /* file name without .txt */
    char name[PX_SCEN_NAME_LEN];
    char date[PX_SCEN_ID_LEN];   /* "490 BC" */
    bool all_clear;              /* Arbela: treat all terrain as clear */
    int first;                   /* the army that deploys and moves first, 0 or 1 */
    struct px_army army[2];      /* army[0] is listed first and uses the Green counters */
};

/* Count of units of a type in the army, 0 if none. */
int px_army_count(const struct px_army *a, int type);
/* [Phalanx Victory Conditions] The army's Victory Point Value computed from its units: each
 * unit's VP, 10 per command unit, Darius per darius-vp. */
int px_army_pv(const struct px_tables *t, const struct px_army *a);
/* The same for the army as printed, before the errata's unit changes. */
int px_army_pv_printed(const struct px_tables *t, const struct px_army *a);
/* Stacking points of all the army's units; combat units (command units excluded). */
int px_army_stack(const struct px_tables *t, const struct px_army *a);
int px_army_units(const struct px_tables *t, const struct px_army *a);

/* The TEC rows of a map hex into out: its elevation row (clear for level ground), then its
 * cover row and its water row if it has them (a river or lake hex gives "lake"); with
 * all_clear (Arbela) just "clear".  Returns how many (1..3). */
int px_hex_terrains(const struct map_hex *x, bool all_clear, enum px_terrain out[3]);

/* [Phalanx Initial Deployment] True if the map hex lies in the side's deployment area: within
 * the radius of one of its key letters and not within the enemy's radius of any of the enemy's
 * key letters. */
bool px_in_deploy_area(const struct px_scenario *s, const struct map *m, int side, hex_id h);
/* True if the tables let units stand in the hex at set-up: not a lake, unless the scenario
 * treats all terrain as clear. */
bool px_hex_usable(const struct px_scenario *s, const struct map *m, hex_id h);
/* Hexes of the side's deployment area that are usable; writes at most max ids into out (out
 * may be NULL) and returns the count. */
int px_deploy_hexes(const struct px_scenario *s, const struct map *m, int side, hex_id *out,
                    int max);

/* Checks a loaded scenario against the map and tables: key letters on the map; each army's
 * area holds its stacking points at the stacking limit, and every type that may not enter
 * some terrain (Elephants: swamp) fits in the hexes it may enter; Alexander and Darius need
 * command unit 1, the Manipular rule needs Roman Swordsmen.  Returns false with a message
 * naming the rule. */
bool px_scenario_check(const struct px_scenario *s, const struct px_tables *t,
                       const struct map *m, char *msg, size_t msglen);
/* The same for one army, saying which part of it a refusal concerns (its command units, its
 * special rules, its deployment), so that a loader can name the line. */
enum px_army_part { PX_PART_COMMAND, PX_PART_ARMY, PX_PART_DEPLOY };
bool px_army_check(const struct px_scenario *s, const struct px_tables *t, const struct map *m,
                   int side, char *msg, size_t msglen, enum px_army_part *part);

/* Fills what every rule system shares of a Phalanx scenario (core/scenario.h): id, name, date,
 * the armies' names, the Game-Turns, who deploys and moves first, the deployment key letters
 * (scenario.c). */
struct scenario;
void px_scenario_common(const struct px_scenario *ps, const struct px_tables *t,
                        struct scenario *out);

#endif
