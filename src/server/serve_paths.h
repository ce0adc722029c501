/* Where the server keeps its database and finds its pages by default. */
#ifndef PRESTAGS_SERVER_SERVE_PATHS_H
#define PRESTAGS_SERVER_SERVE_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* games.sqlite in the user's prestags directory (cli/userdir.h: $PRESTAGS_HOME, else
 * $XDG_DATA_HOME/prestags, else ~/.local/share/prestags), made if missing. */
bool serve_default_db(char *buf, size_t len, char *err, size_t errlen);
/* web/ beside the data directory (the source tree's, or an installed share/prestags/web). */
const char *serve_default_web(char *buf, size_t len);

#endif
