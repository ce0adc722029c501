/* `prestags serve [--listen ADDR:PORT] [--db FILE] [--web DIR] [--test-dice]
 * [--sync full|normal] [--ai-threads N]`: the game server (docs/web-api.md).  Its first line on stdout says where
 * it serves; SIGINT and SIGTERM stop it cleanly. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/commands.h"
#include "cli/datadir.h"
#include "server.h"
#include "serve_paths.h"
#include "token.h"
#include "view.h"

static int usage(void)
{
    fprintf(stderr, "usage: prestags serve [--listen ADDR:PORT] [--db FILE] [--web DIR]"
                    " [--sync full|normal] [--test-dice] [--ai-threads N]\n");
    return 2;
}

static bool parse_args(int argc, char **argv, struct server_options *o)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has_value = i + 1 < argc;
        if (strcmp(a, "--listen") == 0 && has_value)
            o->listen = argv[++i];
        else if (strcmp(a, "--db") == 0 && has_value)
            o->db = argv[++i];
        else if (strcmp(a, "--web") == 0 && has_value)
            o->web = argv[++i];
        else if (strcmp(a, "--ai-threads") == 0 && has_value) {
            char *end;
            long n = strtol(argv[++i], &end, 10);
            if (*end || n < 1 || n > 64) {
                fprintf(stderr, "prestags: --ai-threads takes 1 to 64\n");
                return false;
            }
            o->ai_threads = (int)n;
        } else if (strcmp(a, "--sync") == 0 && has_value) {
            const char *v = argv[++i];
            if (strcmp(v, "full") != 0 && strcmp(v, "normal") != 0) {
                fprintf(stderr, "prestags: --sync is full or normal\n");
                return false;
            }
            o->sync_normal = strcmp(v, "normal") == 0;
        } else if (strcmp(a, "--test-dice") == 0)
            o->test_dice = true;
        else {
            fprintf(stderr, "prestags: serve: unknown or incomplete option '%s'\n", a);
            return false;
        }
    }
    return true;
}

static void server_free(struct server *srv)
{
    ai_seats_stop(srv);
    live_free_all(srv);
    store_close(srv->store);
    for (int i = 0; i < 2; i++)
        ps_data_free(srv->systems[i]);
    free(srv->scenarios_json);
    pthread_mutex_destroy(&srv->games_lock);
    pthread_mutex_destroy(&srv->ai_lock);
    pthread_cond_destroy(&srv->ai_wake);
}

int cmd_serve(int argc, char **argv)
{
    char db[1024], web[1024];
    struct server_options opt = {.listen = "127.0.0.1:8080", .ai_threads = 2};
    if (!parse_args(argc, argv, &opt))
        return usage();
    if (!opt.db) {
        char err[256];
        if (!serve_default_db(db, sizeof db, err, sizeof err)) {
            fprintf(stderr, "prestags: %s\n", err);
            return 1;
        }
        opt.db = db;
    }
    if (!opt.web)
        opt.web = serve_default_web(web, sizeof web);
    if (!token_init()) {
        fprintf(stderr, "prestags: the crypto library cannot start\n");
        return 1;
    }

    /* Signals are taken by sigwait below, never by the server's threads. */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    sigaddset(&stop, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);

    struct server srv;
    memset(&srv, 0, sizeof srv);
    srv.opt = opt;
    pthread_mutex_init(&srv.games_lock, NULL);
    pthread_mutex_init(&srv.ai_lock, NULL);
    pthread_cond_init(&srv.ai_wake, NULL);
    atomic_init(&srv.stopping, false);
    srv.systems[0] = datadir_load("chariot");
    srv.systems[1] = datadir_load("phalanx");
    char err[PS_ERR_MAX];
    int rc = 1;
    json_t *scenarios = NULL;
    if (!srv.systems[0] || !srv.systems[1])
        goto out;
    scenarios = view_scenarios(&srv);
    srv.scenarios_json = scenarios ? json_dumps(scenarios, JSON_COMPACT) : NULL;
    json_decref(scenarios);
    if (!srv.scenarios_json) {
        fprintf(stderr, "prestags: out of memory\n");
        goto out;
    }
    if (!store_open(opt.db, !opt.sync_normal, &srv.store, err, sizeof err)) {
        fprintf(stderr, "prestags: %s\n", err);
        goto out;
    }
    if (!ai_seats_start(&srv)) {
        fprintf(stderr, "prestags: cannot start the computer players' threads\n");
        goto out;
    }
    if (!http_start(&srv, err, sizeof err)) {
        fprintf(stderr, "prestags: %s\n", err);
        goto out;
    }
    char host[64];
    snprintf(host, sizeof host, "%.*s", (int)(strrchr(opt.listen, ':') - opt.listen),
             opt.listen);
    printf("prestags: serving http://%s:%d/\n", host, srv.port);
    fflush(stdout);
    fprintf(stderr, "prestags: games in %s, pages from %s\n", opt.db, opt.web);
    sigdelset(&stop, SIGPIPE);
    int sig = 0;
    while (sigwait(&stop, &sig) != 0)
        ;
    fprintf(stderr, "prestags: stopping (%s)\n", sig == SIGINT ? "SIGINT" : "SIGTERM");
    /* Streams and computer players first, so that no request waits on them; then the
     * HTTP front lets the requests in flight finish. */
    pthread_mutex_lock(&srv.games_lock);
    atomic_store(&srv.stopping, true);
    for (int i = 0; i < srv.ngames; i++) {
        pthread_mutex_lock(&srv.games[i]->lock);
        pthread_cond_broadcast(&srv.games[i]->changed);
        pthread_mutex_unlock(&srv.games[i]->lock);
    }
    pthread_mutex_unlock(&srv.games_lock);
    ai_seats_stop(&srv);
    http_stop(&srv);
    rc = 0;
out:
    server_free(&srv);
    return rc;
}
