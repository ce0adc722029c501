/* The HTTP side of the server: a request as the API handlers see it, and the responses they
 * give (libmicrohttpd). */
#ifndef PRESTAGS_SERVER_HTTP_H
#define PRESTAGS_SERVER_HTTP_H

#include <jansson.h>
#include <microhttpd.h>
#include <stdbool.h>
#include <stddef.h>

#include "server.h"

enum { HTTP_BODY_MAX = 64 * 1024 };

struct request {
    struct server *srv;
    struct MHD_Connection *conn;
    const char *method;
    const char *url;
    char *body;          /* NUL-terminated */
    size_t len;
};

/* Query argument or header, NULL if absent. */
const char *http_arg(const struct request *rq, const char *name);
/* The bearer token of the request: the Authorization header, else ?token=. */
const char *http_token(const struct request *rq);

/* Responses: each queues the response and returns MHD's result. */
enum MHD_Result http_json(const struct request *rq, unsigned status, json_t *body);
enum MHD_Result http_error(const struct request *rq, unsigned status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
enum MHD_Result http_text(const struct request *rq, unsigned status, const char *type,
                          char *text, size_t len); /* takes text (malloc'd) */
/* Queues a response with the server's headers (security, no caching of the API). */
enum MHD_Result http_queue(const struct request *rq, unsigned status,
                           struct MHD_Response *resp);

/* The API (api.c): answers a request under /api/. */
enum MHD_Result api_handle(struct request *rq);
/* Server-Sent Events of one game (events.c). */
enum MHD_Result events_handle(struct request *rq, struct live_game *lg, int viewer);
/* Static files under --web (static.c). */
enum MHD_Result static_handle(struct request *rq);

#endif
