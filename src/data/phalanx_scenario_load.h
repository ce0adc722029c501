/* The Phalanx scenario file loader (format: docs/phalanx-data.md, "Scenario files"). */
#ifndef PRESTAGS_DATA_PHALANX_SCENARIO_LOAD_H
#define PRESTAGS_DATA_PHALANX_SCENARIO_LOAD_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"
#include "core/phalanx/scenario.h"
#include "core/phalanx/tables.h"

/* Parses a scenario file held in text[0..len) into *s, resolving unit codes against t and key
 * letters against m.  When filename ends in ".txt" its base name must equal the scenario id.
 * Strict: on failure returns false with "file:line: what is wrong" in err, and *s is then
 * unspecified.  It checks the form of the file; px_scenario_check checks the set-up against
 * the map. */
bool px_scenario_load_text(struct px_scenario *s, const struct px_tables *t, const struct map *m,
                           const char *text, size_t len, const char *filename, char *err,
                           size_t errlen);
/* px_scenario_load_text, then px_scenario_check, whose refusal is given the line of the part
 * of the army it concerns ('command', 'deploy', else the 'army' line).  What every load of the
 * data runs. */
bool px_scenario_load_checked(struct px_scenario *s, const struct px_tables *t,
                              const struct map *m, const char *text, size_t len,
                              const char *filename, char *err, size_t errlen);

#endif
