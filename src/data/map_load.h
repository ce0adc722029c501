/* The map file loader (format: docs/data-formats.md, "Map files"). */
#ifndef PRESTAGS_DATA_MAP_LOAD_H
#define PRESTAGS_DATA_MAP_LOAD_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"

/* Parses a map file held in text[0..len) into *m.  filename names the text in messages.
 * On failure returns false with "file:line: what is wrong" in err; *m is then unspecified. */
bool map_load_text(struct map *m, const char *text, size_t len, const char *filename, char *err,
                   size_t errlen);

#endif
