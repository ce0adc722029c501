/* A selfplay result as one line of JSON Lines: what `prestags balance` reads, and what runs on
 * many machines merge by concatenation. */
#ifndef PRESTAGS_CLI_SELFPLAY_LINE_H
#define PRESTAGS_CLI_SELFPLAY_LINE_H

#include "selfplay_game.h"

/* What a line says besides the result: the engine, the scenario and the players. */
struct sp_line_info {
    const char *bench;   /* the bench signature, 16 hex digits */
    const char *system, *scenario;
    const char *side[2]; /* the sides' names */
    const char *a, *b;   /* the players' names */
};

/* The line (with no newline), malloc'd; NULL if out of memory. */
char *sp_result_line(const struct sp_line_info *in, const struct sp_result *r);

#endif
