/* The battlefield as plain text: four characters a hex, even rows shifted half a hex east as
 * on the printed map.  Used by `prestags show`, the protocol's `show` and text replays. */
#ifndef PRESTAGS_CLI_TEXTMAP_H
#define PRESTAGS_CLI_TEXTMAP_H

#include <stdio.h>

#include "prestags.h"

void textmap_print(FILE *f, const ps_game *g);
void textmap_legend(FILE *f, const ps_game *g);

#endif
