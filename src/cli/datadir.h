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
 * has that id (or NULL scenario: Chariot).  Either system may be missing or broken if the
 * other has the scenario; otherwise a system's load error is printed (file:line) and NULL
 * returned.  With both loaded and no such scenario it returns the Chariot data. */
ps_data *datadir_load_for(const char *scenario);
/* Loads the rule system of a save or record (its "scenario" line). */
ps_data *datadir_load_for_record(const char *path);

#endif
