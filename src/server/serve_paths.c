/* Default paths of the server (serve_paths.h). */
#include "serve_paths.h"

#include <stdio.h>
#include <sys/stat.h>

#include "cli/datadir.h"
#include "cli/userdir.h"

bool serve_default_db(char *buf, size_t len, char *err, size_t errlen)
{
    char dir[900];
    if (!userdir_open(dir, sizeof dir, err, errlen))
        return false;
    snprintf(buf, len, "%s/games.sqlite", dir);
    return true;
}

const char *serve_default_web(char *buf, size_t len)
{
    char root[1024];
    datadir_root(root, sizeof root);
    /* Installed: share/prestags/web beside the rule systems; in the source tree: web/ beside
     * data/. */
    struct stat sb;
    snprintf(buf, len, "%s/web", root);
    if (stat(buf, &sb) == 0 && S_ISDIR(sb.st_mode))
        return buf;
    snprintf(buf, len, "%s/../web", root);
    return buf;
}
