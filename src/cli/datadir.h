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

#endif
