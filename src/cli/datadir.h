/* Where the shipped data lives, and loading a rule system from it. */
#ifndef PRESTAGS_CLI_DATADIR_H
#define PRESTAGS_CLI_DATADIR_H

#include <stddef.h>

#include "prestags.h"

/* The data directory: $PRESTAGS_DATA, else data/ beside the program's build directory
 * (build/prestags -> data/), else ./data. */
const char *datadir_root(char *buf, size_t len);

/* Loads data/<system> ("chariot"); prints the error to stderr and returns NULL on failure. */
ps_data *datadir_load(const char *system);
/* Loads the rule system that has the scenario: data/chariot, or data/phalanx when only it
 * has that id (or NULL scenario: Chariot).  When a system whose data is broken may be the one,
 * prints its file:line error and returns NULL; when neither has the scenario, returns
 * Chariot's data, whose "no scenario" error follows. */
ps_data *datadir_load_for(const char *scenario);
/* The same, printing nothing: NULL for any failure. */
ps_data *datadir_load_quiet_for(const char *scenario);
/* Loads the rule system of a save or record (its "scenario" line); prints why and returns
 * NULL when the record cannot be read (not a regular file, too large, a bad header). */
ps_data *datadir_load_for_record(const char *path);

#endif
