/* Default paths of the server (serve_paths.h). */
#include "serve_paths.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/datadir.h"

/* mkdir -p, mode 0700 for what it makes. */
static bool make_dirs(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        bool ok = mkdir(path, 0700) == 0 || errno == EEXIST;
        *p = '/';
        if (!ok)
            return false;
    }
    return mkdir(path, 0700) == 0 || errno == EEXIST;
}

bool serve_default_db(char *buf, size_t len, char *err, size_t errlen)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    char dir[900];
    if (xdg && xdg[0] == '/')
        snprintf(dir, sizeof dir, "%s/prestags", xdg);
    else if (home && *home)
        snprintf(dir, sizeof dir, "%s/.local/share/prestags", home);
    else {
        snprintf(err, errlen, "no XDG_DATA_HOME or HOME for the database: give --db FILE");
        return false;
    }
    if (!make_dirs(dir)) {
        snprintf(err, errlen, "%s: %s", dir, strerror(errno));
        return false;
    }
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
