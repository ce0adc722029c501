/* Loaders for the Phalanx charts (format: docs/phalanx-data.md): units.txt, crt.txt, tec.txt
 * and cucc.txt of data/phalanx/, each filling its part of a struct px_tables.  Strict: on
 * failure each returns false with "file:line: what is wrong" in err, and that part of the
 * tables is then unspecified. */
#ifndef PRESTAGS_DATA_PHALANX_TABLES_LOAD_H
#define PRESTAGS_DATA_PHALANX_TABLES_LOAD_H

#include <stdbool.h>
#include <stddef.h>

#include "core/phalanx/tables.h"

/* Unit types, command units, per-type rules and rule constants. */
bool px_units_load_text(struct px_tables *t, const char *text, size_t len, const char *filename,
                        char *err, size_t errlen);
/* The Combat Results Table. */
bool px_crt_load_text(struct px_crt *crt, const char *text, size_t len, const char *filename,
                      char *err, size_t errlen);
/* The Terrain Effects Chart. */
bool px_tec_load_text(struct px_tec *tec, const char *text, size_t len, const char *filename,
                      char *err, size_t errlen);
/* The Combat Unit Capability Chart: cucc[attacker kind][defender kind]. */
bool px_cucc_load_text(struct px_mult cucc[PX_KIND_COUNT][PX_KIND_COUNT], const char *text,
                       size_t len, const char *filename, char *err, size_t errlen);

/* Reads and loads all four from dir (e.g. "data/phalanx"); *t is zeroed first. */
bool px_tables_load_dir(struct px_tables *t, const char *dir, char *err, size_t errlen);

#endif
