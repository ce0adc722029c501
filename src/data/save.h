/* Saves and game records (docs/data-formats.md, "Save files"). */
#ifndef PRESTAGS_DATA_SAVE_H
#define PRESTAGS_DATA_SAVE_H

#include <stddef.h>

#include "prestags.h"

/* ps_game_load on text already in memory; name is used in "name:line: message" errors. */
ps_status save_load_text(const ps_data *d, const char *text, size_t len, const char *name,
                         ps_game **out, char *err, size_t errlen);

#endif
