/* Loader for a rule system's charts file (units, leaders, CRT, TEC). */
#ifndef PRESTAGS_DATA_TABLES_LOAD_H
#define PRESTAGS_DATA_TABLES_LOAD_H

#include <stdbool.h>
#include <stddef.h>

#include "core/tables.h"

/* Parses the text of a charts file; on failure writes "file:line: what is wrong". */
bool tables_load_text(struct tables *t, const char *text, size_t len, const char *filename,
                      char *err, size_t errlen);

#endif
