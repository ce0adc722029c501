/* A scenario checked against its map and charts, and its set-up: the printed deployment areas
 * [11.1], the stacking limit [5.4] and unit compatibility [5.3], [C1.9].  No I/O: every
 * refusal is a false return with a message that names the rule case.
 *
 * Definitions used throughout (docs/rules-as-coded.md explains the choices):
 *   deployment area  of a group "X-r": the map hexes at distance <= r from lettered hex X,
 *                    passable ones only; "X-r and/or Y-r" is the union of both.
 *   overlap          two areas overlap when they share a hex; areas that merely touch are
 *                    fine.  No two areas of a scenario may overlap, of either side.
 *   map edges        a hex is on the W (E) edge when its W (E) neighbour is off the map, on
 *                    the N (S) edge when both its NW and NE (SW and SE) neighbours are.
 *   the stream       hexes whose water is stream or ford.  "South of the stream": the hexes
 *                    reached from the south edge without entering a stream hex; a hex IN the
 *                    stream is neither south nor north of it. */
#ifndef PRESTAGS_CORE_SCENARIO_CHECK_H
#define PRESTAGS_CORE_SCENARIO_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "map.h"
#include "scenario.h"
#include "tables.h"

/* One unit of a set-up.  hex is HEX_NONE for a unit of an entering group [11.1] (it enters
 * from a map edge later).  group: the force's deployment group the unit belongs to. */
struct placement {
    uint8_t side;
    uint8_t type;
    hex_id hex;
    uint8_t group;
};

/* [C1.0] The Chariot unit type (code "CH"). */
bool unit_type_is_chariot(const struct unit_type *ut);
/* [5.42] Leaders do not count for stacking; every other unit does, Chariots included [C1.8]. */
static inline bool unit_type_counts_for_stacking(const struct unit_type *ut)
{
    return ut->leader_level == 0 && ut->cls != CLASS_E;
}
/* [5.3] The rule case that forbids classes a and b in one hex ("[5.32]" ...), or NULL. */
const char *stack_class_conflict(enum unit_class a, enum unit_class b);
/* [5.32]-[5.38] The classes class a may not share a hex with, bit c for class c
 * (stack_class_conflict's answer for every b at once, search_class_conflict_bits compares
 * them); every class for a class out of range.
 * Inline: the tests of where a move may end ask it for every unit of every hex reached. */
static inline unsigned stack_class_conflicts(enum unit_class a)
{
#define CLASS_BIT(c) (1u << (c))
    static const uint8_t bits[] = {
        [CLASS_A] = CLASS_BIT(CLASS_B) | CLASS_BIT(CLASS_C) | CLASS_BIT(CLASS_MF),
        [CLASS_B] = CLASS_BIT(CLASS_A) | CLASS_BIT(CLASS_C) | CLASS_BIT(CLASS_MF),
        [CLASS_C] = CLASS_BIT(CLASS_A) | CLASS_BIT(CLASS_B) | CLASS_BIT(CLASS_FF),
        [CLASS_D] = 0,
        [CLASS_E] = 0,
        [CLASS_FF] = CLASS_BIT(CLASS_C) | CLASS_BIT(CLASS_MF),
        [CLASS_MF] = CLASS_BIT(CLASS_A) | CLASS_BIT(CLASS_B) | CLASS_BIT(CLASS_FF),
    };
#undef CLASS_BIT
    _Static_assert(sizeof bits == CLASS_COUNT && CLASS_COUNT <= 8, "a byte for every class");
    return (unsigned)a < CLASS_COUNT ? bits[a] : 0xffu;
}

/* The printed area of a group: "D-3", "G-5 and/or J-5", "W, N or E edge". */
void scenario_group_name(const struct deploy_group *g, char *buf, size_t buflen);
/* True if the hex may be entered at all (no prohibited terrain on the TEC [9.0]); with the
 * scenario's ignore_elevation, slopes and hilltops count as clear. */
bool scenario_hex_passable(const struct scenario *s, const struct tables *t, const struct map *m,
                           hex_id h);
/* True if the hex lies in the group's deployment area (passability not tested). */
bool scenario_in_area(const struct map *m, const struct deploy_group *g, hex_id h);
/* Sets marks[h] to 1 for every hex h scenario_in_area holds in g's area. */
void scenario_mark_area(const struct map *m, const struct deploy_group *g, uint8_t *marks);
/* True if the hex lies on one of the edges (enum edge bits). */
bool scenario_on_edges(const struct map *m, hex_id h, uint8_t edges);
/* True if a unit leaving the map from hex h counts for the exit condition c [11.4]. */
bool scenario_exit_hex(const struct map *m, const struct victory_cond *c, hex_id h);
/* Marks in[id] = 1 for the hexes of the region (enum region), else 0.  Returns false if the
 * stream does not divide the map (no stream, or north and south meet). */
bool scenario_region(const struct map *m, uint8_t region, uint8_t in[MAP_MAX_HEXES]);

/* The fewest hexes that hold a group's units at the stacking limit [5.4], [5.3], [C1.9]. */
int scenario_group_hexes_needed(const struct tables *t, const struct deploy_group *g,
                                int stacking);

/* Every unit of a force, leaders included, and its Victory Points [11.2]. */
int scenario_force_units(const struct force *f);
int scenario_force_vp(const struct tables *t, const struct force *f);

/* Checks a scenario against the map and charts: letters on the map, areas that hold their
 * groups at the stacking limit, no overlapping areas, entry edges and turns, victory hexes,
 * printed VP equal to the units' VP [11.2].  The first problem goes into err. */
bool scenario_validate(const struct scenario *s, const struct tables *t, const struct map *m,
                       char *err, size_t errlen);
/* The same, saying which part of the scenario the first problem concerns, so that a loader
 * can name its line: the header, a force (its stacking, its Movement Allowances), one of its
 * deployment groups (for an overlap, the later of the two areas), its VP or its victory
 * conditions. */
enum scenario_part { SCEN_PART_SCENARIO, SCEN_PART_FORCE, SCEN_PART_GROUP, SCEN_PART_VP,
                     SCEN_PART_VICTORY };
struct scenario_where {
    enum scenario_part part;
    int side, group;
};
bool scenario_validate_where(const struct scenario *s, const struct tables *t,
                             const struct map *m, char *err, size_t errlen,
                             struct scenario_where *where);

/* Sets up every unit of both forces from a seed: the same seed always gives the same list.
 * Units of entering groups get HEX_NONE.  Each placement passes scenario_check_placement
 * against the ones before it.  Writes at most max placements; *count is how many. */
bool scenario_auto_deploy(const struct scenario *s, const struct tables *t, const struct map *m,
                          uint64_t seed, struct placement *out, int max, int *count, char *err,
                          size_t errlen);

/* Checks one manual set-up placement p against those already made (placed[0..nplaced), both
 * sides): the group has a unit of that type left, the hex is in the group's area and
 * passable, holds no enemy, stays within the stacking limit [5.4] and mixes only compatible
 * units [5.3], [C1.9]. */
bool scenario_check_placement(const struct scenario *s, const struct tables *t,
                              const struct map *m, const struct placement *placed, int nplaced,
                              const struct placement *p, char *err, size_t errlen);

#endif
