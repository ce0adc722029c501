/* Where the server keeps its database and finds its pages by default. */
#ifndef PRESTAGS_SERVER_SERVE_PATHS_H
#define PRESTAGS_SERVER_SERVE_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* $XDG_DATA_HOME/prestags/games.sqlite, else ~/.local/share/prestags/games.sqlite; creates
 * the directory.  False with the reason when there is no home or it cannot be made. */
bool serve_default_db(char *buf, size_t len, char *err, size_t errlen);
/* web/ beside the data directory (the source tree's, or an installed share/prestags/web). */
const char *serve_default_web(char *buf, size_t len);

#endif
