/* The user's prestags directory (userdir.h). */
#include "userdir.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* mkdir -p */
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

bool userdir_open(char *buf, size_t len, char *err, size_t errlen)
{
    const char *home = getenv("PRESTAGS_HOME");
    const char *xdg = getenv("XDG_DATA_HOME");
    const char *h = getenv("HOME");
    if (home && *home)
        snprintf(buf, len, "%s", home);
    else if (xdg && xdg[0] == '/')
        snprintf(buf, len, "%s/prestags", xdg);
    else if (h && *h)
        snprintf(buf, len, "%s/.local/share/prestags", h);
    else {
        snprintf(err, errlen, "neither PRESTAGS_HOME, XDG_DATA_HOME nor HOME is set: nowhere "
                              "to keep games");
        return false;
    }
    if (!make_dirs(buf)) {
        snprintf(err, errlen, "%s: %s", buf, strerror(errno));
        return false;
    }
    return true;
}
