/* The HTTP front of the server (libmicrohttpd, a thread a connection, so that a
 * Server-Sent Events stream may wait on its game).  Bodies are gathered up to HTTP_BODY_MAX
 * (413 past it); headers are bounded by the connection's memory limit (431 from the
 * library). */
#include "http.h"

#include <arpa/inet.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct upload {
    char *body;
    size_t len, cap;
    bool too_large;
};

const char *http_arg(const struct request *rq, const char *name)
{
    return MHD_lookup_connection_value(rq->conn, MHD_GET_ARGUMENT_KIND, name);
}

const char *http_token(const struct request *rq)
{
    const char *auth = MHD_lookup_connection_value(rq->conn, MHD_HEADER_KIND, "Authorization");
    if (auth && strncasecmp(auth, "Bearer ", 7) == 0)
        return auth + 7;
    return http_arg(rq, "token");
}

enum MHD_Result http_queue(const struct request *rq, unsigned status, struct MHD_Response *resp)
{
    MHD_add_response_header(resp, "Content-Security-Policy",
                            "default-src 'self'; img-src 'self' data: blob:; "
                            "frame-ancestors 'none'; base-uri 'none'; form-action 'self'");
    MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(resp, "X-Frame-Options", "DENY");
    MHD_add_response_header(resp, "Referrer-Policy", "no-referrer");
    /* The scenarios and maps change only with the program; everything else of the API is
     * the game now. */
    if (strcmp(rq->url, "/api/scenarios") == 0 || strncmp(rq->url, "/api/maps/", 10) == 0)
        MHD_add_response_header(resp, "Cache-Control", "max-age=3600");
    else if (strncmp(rq->url, "/api/", 5) == 0)
        MHD_add_response_header(resp, "Cache-Control", "no-store");
    enum MHD_Result r = MHD_queue_response(rq->conn, status, resp);
    MHD_destroy_response(resp);
    return r;
}

enum MHD_Result http_text(const struct request *rq, unsigned status, const char *type,
                          char *text, size_t len)
{
    struct MHD_Response *resp =
        MHD_create_response_from_buffer(len, text, MHD_RESPMEM_MUST_FREE);
    if (!resp) {
        free(text);
        return MHD_NO;
    }
    MHD_add_response_header(resp, "Content-Type", type);
    return http_queue(rq, status, resp);
}

enum MHD_Result http_json(const struct request *rq, unsigned status, json_t *body)
{
    char *text = body ? json_dumps(body, JSON_COMPACT) : NULL;
    json_decref(body);
    if (!text)
        return http_error(rq, 500, "out of memory");
    return http_text(rq, status, "application/json", text, strlen(text));
}

enum MHD_Result http_error(const struct request *rq, unsigned status, const char *fmt, ...)
{
    char msg[PS_ERR_MAX + 128];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    json_t *body = json_pack("{s:s}", "error", msg);
    char *text = body ? json_dumps(body, JSON_COMPACT) : NULL;
    json_decref(body);
    if (!text)
        return MHD_NO;
    struct MHD_Response *resp =
        MHD_create_response_from_buffer(strlen(text), text, MHD_RESPMEM_MUST_FREE);
    if (!resp) {
        free(text);
        return MHD_NO;
    }
    MHD_add_response_header(resp, "Content-Type", "application/json");
    return http_queue(rq, status, resp);
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *conn, const char *url,
                                  const char *method, const char *version,
                                  const char *upload_data, size_t *upload_data_size,
                                  void **con_cls)
{
    (void)version;
    struct upload *up = *con_cls;
    if (!up) {
        up = calloc(1, sizeof *up);
        if (!up)
            return MHD_NO;
        *con_cls = up;
        return MHD_YES;
    }
    if (*upload_data_size) {
        size_t n = *upload_data_size;
        *upload_data_size = 0;
        if (up->too_large || up->len + n > HTTP_BODY_MAX) {
            up->too_large = true;
            return MHD_YES;
        }
        if (up->len + n + 1 > up->cap) {
            size_t cap = up->cap ? up->cap : 1024;
            while (cap < up->len + n + 1)
                cap *= 2;
            char *body = realloc(up->body, cap);
            if (!body)
                return MHD_NO;
            up->body = body;
            up->cap = cap;
        }
        memcpy(up->body + up->len, upload_data, n);
        up->len += n;
        up->body[up->len] = '\0';
        return MHD_YES;
    }
    struct request rq = {.srv = cls, .conn = conn, .method = method, .url = url,
                         .body = up->body ? up->body : "", .len = up->len};
    if (up->too_large)
        return http_error(&rq, 413, "the body is larger than %d bytes", HTTP_BODY_MAX);
    if (strncmp(url, "/api/", 5) == 0)
        return api_handle(&rq);
    return static_handle(&rq);
}

static void on_completed(void *cls, struct MHD_Connection *conn, void **con_cls,
                         enum MHD_RequestTerminationCode toe)
{
    (void)cls;
    (void)conn;
    (void)toe;
    struct upload *up = *con_cls;
    if (up) {
        free(up->body);
        free(up);
        *con_cls = NULL;
    }
}

/* URLs are decoded as usual, except that an encoded NUL stays "%00": a path holding it then
 * matches no file, rather than being cut short at it. */
static size_t unescape(void *cls, struct MHD_Connection *conn, char *s)
{
    (void)cls;
    (void)conn;
    char *out = s;
    for (const char *in = s; *in;) {
        unsigned v;
        if (in[0] == '%' && in[1] && in[2] && sscanf(in + 1, "%2x", &v) == 1 && v != 0 &&
            strchr("0123456789abcdefABCDEF", in[1]) && strchr("0123456789abcdefABCDEF", in[2])) {
            *out++ = (char)v;
            in += 3;
        } else {
            *out++ = *in++;
        }
    }
    *out = '\0';
    return (size_t)(out - s);
}

/* "ADDR:PORT" (ADDR an IPv4 address) into a socket address. */
static bool parse_listen(const char *listen, struct sockaddr_in *sa, char *err, size_t errlen)
{
    char host[64];
    const char *colon = strrchr(listen, ':');
    char *end;
    long port = colon ? strtol(colon + 1, &end, 10) : -1;
    if (!colon || (size_t)(colon - listen) >= sizeof host || colon == listen || *end ||
        colon[1] == '\0' || port < 0 || port > 65535) {
        snprintf(err, errlen, "--listen %s: expected ADDR:PORT, e.g. 127.0.0.1:8080", listen);
        return false;
    }
    memcpy(host, listen, (size_t)(colon - listen));
    host[colon - listen] = '\0';
    memset(sa, 0, sizeof *sa);
    sa->sin_family = AF_INET;
    sa->sin_port = htons((uint16_t)port);
    if (strcmp(host, "localhost") == 0)
        snprintf(host, sizeof host, "127.0.0.1");
    if (inet_pton(AF_INET, host, &sa->sin_addr) != 1) {
        snprintf(err, errlen, "--listen %s: '%s' is not an IPv4 address", listen, host);
        return false;
    }
    return true;
}

bool http_start(struct server *srv, char *err, size_t errlen)
{
    struct sockaddr_in sa;
    if (!parse_listen(srv->opt.listen, &sa, err, errlen))
        return false;
    srv->daemon = MHD_start_daemon(
        MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD, 0, NULL, NULL,
        on_request, srv, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa,
        MHD_OPTION_NOTIFY_COMPLETED, on_completed, srv, MHD_OPTION_CONNECTION_MEMORY_LIMIT,
        (size_t)32 * 1024, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)60,
        MHD_OPTION_CONNECTION_LIMIT, (unsigned)1000, MHD_OPTION_UNESCAPE_CALLBACK, unescape,
        srv, MHD_OPTION_END);
    if (!srv->daemon) {
        snprintf(err, errlen, "cannot listen on %s (in use, or not an address of this machine)",
                 srv->opt.listen);
        return false;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(srv->daemon,
                                                           MHD_DAEMON_INFO_BIND_PORT);
    srv->port = info ? info->port : ntohs(sa.sin_port);
    return true;
}

void http_stop(struct server *srv)
{
    if (srv->daemon)
        MHD_stop_daemon(srv->daemon);
    srv->daemon = NULL;
}
