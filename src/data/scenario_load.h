/* The scenario file loader (format: docs/data-formats.md, "Scenario files"). */
#ifndef PRESTAGS_DATA_SCENARIO_LOAD_H
#define PRESTAGS_DATA_SCENARIO_LOAD_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"
#include "core/scenario.h"
#include "core/tables.h"

/* Parses a scenario file held in text[0..len) into *s, resolving unit codes against t and
 * lettered hexes against m.  filename names the text in messages; when it ends in ".txt" its
 * base name must equal the file's scenario id.  Strict: on failure returns false with
 * "file:line: what is wrong" in err, and *s is then unspecified.  It checks the form of the
 * file; scenario_validate (core/scenario_check.h) checks the scenario against the map. */
bool scenario_load_text(struct scenario *s, const struct tables *t, const struct map *m,
                        const char *text, size_t len, const char *filename, char *err,
                        size_t errlen);
/* scenario_load_text, then scenario_validate against the map and charts, whose refusal is
 * given the line of the part it concerns: "file:line: [rule] reason".  What every load of the
 * data runs. */
bool scenario_load_checked(struct scenario *s, const struct tables *t, const struct map *m,
                           const char *text, size_t len, const char *filename, char *err,
                           size_t errlen);

#endif
