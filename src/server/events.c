/* Server-Sent Events of a game: every change as it happens, so every browser on the game
 * updates at once.  The stream's thread (one a connection) waits on the game's condition;
 * a comment every 15 s keeps proxies from closing it.  Chat and undo requests go to seats
 * only. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "http.h"

struct stream {
    struct live_game *lg;
    int viewer;
    uint64_t seen;  /* the last push sent */
    bool hello;     /* the first message, sent at once */
};

static ssize_t next_chunk(void *cls, uint64_t pos, char *buf, size_t max)
{
    (void)pos;
    struct stream *s = cls;
    struct live_game *lg = s->lg;
    if (!s->hello) {
        s->hello = true;
        return snprintf(buf, max, "retry: 1000\n: connected\n\n");
    }
    pthread_mutex_lock(&lg->lock);
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 15;
    int rc = 0;
    while (lg->last_push == s->seen && !atomic_load(&lg->srv->stopping) && rc != ETIMEDOUT)
        rc = pthread_cond_timedwait(&lg->changed, &lg->lock, &until);
    ssize_t n = 0;
    if (atomic_load(&lg->srv->stopping)) {
        n = MHD_CONTENT_READER_END_OF_STREAM;
    } else if (lg->last_push == s->seen) {
        n = snprintf(buf, max, ": keep-alive\n\n");
    } else {
        /* Pushes older than the ring are lost: the page refetches its view on any update. */
        if (lg->last_push - s->seen > PUSH_RING)
            s->seen = lg->last_push - PUSH_RING;
        while (s->seen < lg->last_push && n == 0) {
            const struct push_event *p = &lg->ring[s->seen % PUSH_RING];
            s->seen++;
            if (p->seats_only && s->viewer < 0)
                continue;
            int w = snprintf(buf, max, "event: %s\ndata: %s\n\n", p->name, p->data);
            n = w > 0 && (size_t)w < max ? w : 0;
        }
        if (n == 0)
            n = snprintf(buf, max, ": nothing for spectators\n\n");
    }
    pthread_mutex_unlock(&lg->lock);
    return n;
}

static void stream_free(void *cls)
{
    free(cls);
}

enum MHD_Result events_handle(struct request *rq, struct live_game *lg, int viewer)
{
    struct stream *s = calloc(1, sizeof *s);
    if (!s)
        return MHD_NO;
    s->lg = lg;
    s->viewer = viewer;
    pthread_mutex_lock(&lg->lock);
    s->seen = lg->last_push;
    pthread_mutex_unlock(&lg->lock);
    struct MHD_Response *resp =
        MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 4096, next_chunk, s, stream_free);
    if (!resp) {
        free(s);
        return MHD_NO;
    }
    MHD_add_response_header(resp, "Content-Type", "text/event-stream");
    MHD_add_response_header(resp, "Cache-Control", "no-store");
    return http_queue(rq, 200, resp);
}
