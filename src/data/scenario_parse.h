/* Shared by the two halves of the scenario loader (scenario_load.c: file, header and
 * forces; scenario_victory_load.c: victory conditions).  Not a public interface. */
#ifndef PRESTAGS_DATA_SCENARIO_PARSE_H
#define PRESTAGS_DATA_SCENARIO_PARSE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/map.h"
#include "core/scenario.h"
#include "core/tables.h"
#include "textfile.h"

enum order { ORDER_UNSET, ORDER_FIRST, ORDER_SECOND };

struct loader {
    struct line_reader r;
    struct scenario *s;
    const struct tables *t;
    const struct map *m;
    char *err;
    size_t errlen;
    int nforces;
    /* line numbers of the fields given, 0 while absent */
    int line_id, line_name, line_date, line_rule, line_length, line_draw;
    int line_elevation, line_no_leader, line_no_optional;
    int line_force[2], line_vp[2], line_panic[2], line_stacking[2], line_mounted[2];
    int line_deploys[2], line_moves[2], line_text[2], line_victory[2];
    int line_group[2][FORCE_MAX_GROUPS];
    int line_ma[2][FORCE_MAX_OVERRIDES];
    uint8_t deploys[2], moves[2]; /* enum order */
};

/* "file:line: message" for the line being read; always returns false. */
bool sl_fail(struct loader *L, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Word i of the line being read (0 is the keyword). */
const char *sl_word(const struct loader *L, int i);
/* EDGE_N .. EDGE_W for "N" .. "W", else 0. */
int sl_edge_bit(const char *w);
/* A "victory ..." line of the current force [11.0]. */
bool sl_victory(struct loader *L);
/* True if the side's only conditions are "prevent". */
bool sl_only_prevent(const struct side_victory *sv);

#endif
