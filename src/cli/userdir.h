/* The user's prestags directory, where the journal and the server's database live. */
#ifndef PRESTAGS_CLI_USERDIR_H
#define PRESTAGS_CLI_USERDIR_H

#include <stdbool.h>
#include <stddef.h>

/* $PRESTAGS_HOME, else $XDG_DATA_HOME/prestags (an absolute one: the XDG base directory
 * specification ignores a relative value), else ~/.local/share/prestags; made if missing
 * (mode 0700 for what it makes).  False with the reason in err. */
bool userdir_open(char *buf, size_t len, char *err, size_t errlen);

#endif
