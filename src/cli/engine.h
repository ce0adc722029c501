/* The engine protocol session (docs/protocol.md), reusable by the fuzz harness. */
#ifndef PRESTAGS_CLI_ENGINE_H
#define PRESTAGS_CLI_ENGINE_H

#include <stdbool.h>
#include <stdio.h>

#include "prestags.h"

struct session {
    ps_data *data; /* Chariot */
    ps_data *px;   /* Phalanx, or NULL */
    char px_err[PS_ERR_MAX]; /* why px is NULL */
    ps_game *game;
    FILE *out;
    bool quit;
};

/* Runs one protocol line and writes its answer (nothing for a blank or comment line). */
void engine_run_line(struct session *s, char *line);
/* Runs every line of in until its end or 'quit': the engine's own loop (one answer per line,
 * docs/protocol.md), for the program and the fuzz harness alike. */
void engine_run_stream(struct session *s, FILE *in);

#endif
