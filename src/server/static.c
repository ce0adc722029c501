/* Static files of the browser game, from the --web directory alone: a path is a run of
 * [A-Za-z0-9._-] names with no name starting with a dot, so no path escapes it. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "http.h"

static const struct {
    const char *ext, *type;
} types[] = {
    {".html", "text/html; charset=utf-8"}, {".js", "text/javascript; charset=utf-8"},
    {".mjs", "text/javascript; charset=utf-8"}, {".css", "text/css; charset=utf-8"},
    {".svg", "image/svg+xml"}, {".png", "image/png"}, {".ico", "image/x-icon"},
    {".json", "application/json"}, {".txt", "text/plain; charset=utf-8"},
    {".woff2", "font/woff2"},
};

static const char *type_of(const char *path)
{
    const char *dot = strrchr(path, '.');
    for (size_t i = 0; dot && i < sizeof types / sizeof types[0]; i++)
        if (strcmp(dot, types[i].ext) == 0)
            return types[i].type;
    return NULL;
}

static bool safe_path(const char *p)
{
    if (*p != '/' || strlen(p) > 200)
        return false;
    for (const char *c = p; *c; c++) {
        bool ok = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
                  (*c >= '0' && *c <= '9') || *c == '.' || *c == '_' || *c == '-' || *c == '/';
        if (!ok || (*c == '/' && (c[1] == '.' || c[1] == '/')))
            return false;
    }
    return true;
}

/* "/game/12" is the battle page. */
static bool is_game_page(const char *url)
{
    if (strncmp(url, "/game/", 6) != 0 || !url[6])
        return false;
    for (const char *c = url + 6; *c; c++)
        if (*c < '0' || *c > '9')
            return false;
    return true;
}

enum MHD_Result static_handle(struct request *rq)
{
    if (strcmp(rq->method, "GET") != 0 && strcmp(rq->method, "HEAD") != 0)
        return http_error(rq, 405, "%s: only GET here", rq->url);
    const char *url = rq->url;
    if (strcmp(url, "/") == 0)
        url = "/index.html";
    else if (is_game_page(url))
        url = "/game.html";
    const char *type = type_of(url);
    if (!safe_path(url) || !type)
        return http_error(rq, 404, "no file %s", rq->url);
    char path[1024];
    if (snprintf(path, sizeof path, "%s%s", rq->srv->opt.web, url) >= (int)sizeof path)
        return http_error(rq, 404, "no file %s", rq->url);
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    struct stat sb;
    if (fd < 0 || fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
        if (fd >= 0)
            close(fd);
        return http_error(rq, 404, "no file %s", rq->url);
    }
    struct MHD_Response *resp = MHD_create_response_from_fd((uint64_t)sb.st_size, fd);
    if (!resp) {
        close(fd);
        return MHD_NO;
    }
    MHD_add_response_header(resp, "Content-Type", type);
    MHD_add_response_header(resp, "Cache-Control", "no-cache");
    return http_queue(rq, 200, resp);
}
