/* The server tests' client (client.h). */
#include "client.h"

#include "../check.h"

#include <curl/curl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *program(void)
{
    const char *p = getenv("PRESTAGS");
    return p ? p : "build/prestags";
}

bool served_start(struct served *s, bool reuse)
{
    if (!reuse) {
        snprintf(s->dir, sizeof s->dir, "/tmp/prestags-serve-XXXXXX");
        if (!mkdtemp(s->dir))
            return false;
        snprintf(s->db, sizeof s->db, "%s/games.sqlite", s->dir);
        char web[300];
        snprintf(web, sizeof web, "%s/web", s->dir);
        if (mkdir(web, 0700) != 0)
            return false;
        const char *files[][2] = {{"index.html", "<!doctype html><title>lobby</title>"},
                                  {"game.html", "<!doctype html><title>battle</title>"},
                                  {"app.js", "export const x = 1;\n"},
                                  {".secret.js", "hidden"}};
        for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
            char path[400];
            snprintf(path, sizeof path, "%s/%s", web, files[i][0]);
            FILE *f = fopen(path, "w");
            if (!f)
                return false;
            fputs(files[i][1], f);
            fclose(f);
        }
        char outside[300];
        snprintf(outside, sizeof outside, "%s/outside.html", s->dir);
        FILE *f = fopen(outside, "w");
        if (f) {
            fputs("outside the web directory", f);
            fclose(f);
        }
    }
    int out[2];
    if (pipe(out) != 0)
        return false;
    s->pid = fork();
    if (s->pid < 0)
        return false;
    if (s->pid == 0) {
        char web[300];
        snprintf(web, sizeof web, "%s/web", s->dir);
        char log[300];
        snprintf(log, sizeof log, "%s/server.log", s->dir);
        FILE *err = fopen(log, "a");
        if (err)
            dup2(fileno(err), 2);
        dup2(out[1], 1);
        close(out[0]);
        close(out[1]);
        execl(program(), program(), "serve", "--listen", "127.0.0.1:0", "--db", s->db, "--web",
              web, "--test-dice", (char *)NULL);
        _exit(127);
    }
    close(out[1]);
    FILE *f = fdopen(out[0], "r");
    char line[256] = "";
    bool ok = f && fgets(line, sizeof line, f) &&
              sscanf(line, "prestags: serving http://127.0.0.1:%d/", &s->port) == 1;
    if (f)
        fclose(f);
    return ok;
}

int served_stop(struct served *s, int sig)
{
    if (s->pid <= 0)
        return -1;
    kill(s->pid, sig);
    int status = 0;
    waitpid(s->pid, &status, 0);
    s->pid = 0;
    return status;
}

void served_done(struct served *s)
{
    bool running = s->pid > 0;
    int status = served_stop(s, SIGTERM);
    /* A clean exit, or the server's log (a sanitizer's report, say) fails the test. */
    if (running && (!WIFEXITED(status) || WEXITSTATUS(status) != 0)) {
        char log[300], line[1024];
        snprintf(log, sizeof log, "%s/server.log", s->dir);
        FILE *f = fopen(log, "r");
        while (f && fgets(line, sizeof line, f))
            fprintf(stderr, "  server: %s", line);
        if (f)
            fclose(f);
        test_fail(__FILE__, __LINE__, "the server did not exit cleanly on SIGTERM");
    }
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", s->dir);
    if (system(cmd) != 0)
        fprintf(stderr, "  could not remove %s\n", s->dir);
}

static size_t collect(char *data, size_t size, size_t n, void *ctx)
{
    struct reply *r = ctx;
    size_t len = size * n;
    char *body = realloc(r->body, r->len + len + 1);
    if (!body)
        return 0;
    memcpy(body + r->len, data, len);
    r->body = body;
    r->len += len;
    r->body[r->len] = '\0';
    return len;
}

static size_t collect_header(char *data, size_t size, size_t n, void *ctx)
{
    struct reply *r = ctx;
    size_t len = size * n, have = strlen(r->headers);
    if (have + len < sizeof r->headers) {
        memcpy(r->headers + have, data, len);
        r->headers[have + len] = '\0';
    }
    return len;
}

bool http(const struct served *s, const char *method, const char *path, const char *token,
          const char *body, struct reply *r)
{
    memset(r, 0, sizeof *r);
    CURL *c = curl_easy_init();
    if (!c)
        return false;
    char url[2048];
    char *auth = NULL;
    snprintf(url, sizeof url, "http://127.0.0.1:%d%s", s->port, path);
    struct curl_slist *headers = NULL;
    if (token) {
        size_t len = strlen(token) + 32;
        auth = malloc(len);
        snprintf(auth, len, "Authorization: Bearer %s", token);
        headers = curl_slist_append(headers, auth);
    }
    headers = curl_slist_append(headers, "Content-Type: application/json");
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_PATH_AS_IS, 1L);
    curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, method);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, r);
    curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, collect_header);
    curl_easy_setopt(c, CURLOPT_HEADERDATA, r);
    curl_easy_setopt(c, CURLOPT_TIMEOUT, 60L);
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    if (body) {
        curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
        curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE, (long)strlen(body));
    }
    CURLcode rc = curl_easy_perform(c);
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &r->status);
    curl_slist_free_all(headers);
    curl_easy_cleanup(c);
    free(auth);
    if (!r->body)
        r->body = calloc(1, 1);
    r->json = r->len ? json_loads(r->body, 0, NULL) : NULL;
    return rc == CURLE_OK;
}

void reply_free(struct reply *r)
{
    free(r->body);
    json_decref(r->json);
    memset(r, 0, sizeof *r);
}

long long create_game(const struct served *s, const char *body, char tokens[2][33])
{
    struct reply r;
    long long id = -1;
    tokens[0][0] = tokens[1][0] = '\0';
    if (http(s, "POST", "/api/games", NULL, body, &r) && r.status == 201 && r.json) {
        id = json_integer_value(json_object_get(r.json, "id"));
        json_t *seats = json_object_get(r.json, "seats");
        for (int side = 0; side < 2; side++) {
            const char *t = json_string_value(
                json_object_get(json_array_get(seats, (size_t)side), "token"));
            snprintf(tokens[side], 33, "%s", t ? t : "");
        }
    }
    reply_free(&r);
    return id;
}

json_t *get_view(const struct served *s, long long id, const char *token)
{
    char path[64];
    snprintf(path, sizeof path, "/api/games/%lld", id);
    struct reply r;
    json_t *v = NULL;
    if (http(s, "GET", path, token, NULL, &r) && r.status == 200)
        v = json_incref(r.json);
    reply_free(&r);
    return v;
}

long play(const struct served *s, long long id, const char *token, const char *action)
{
    char path[64];
    snprintf(path, sizeof path, "/api/games/%lld/actions", id);
    json_t *b = json_pack("{s:s}", "action", action);
    char *body = json_dumps(b, JSON_COMPACT);
    struct reply r;
    long status = http(s, "POST", path, token, body, &r) ? r.status : -1;
    reply_free(&r);
    free(body);
    json_decref(b);
    return status;
}

json_t *legal_all(const struct served *s, long long id, const char *token)
{
    char path[64];
    snprintf(path, sizeof path, "/api/games/%lld/legal", id);
    struct reply r;
    json_t *list = NULL;
    if (http(s, "GET", path, token, NULL, &r) && r.status == 200)
        list = json_incref(json_object_get(r.json, "actions"));
    reply_free(&r);
    return list;
}

void engine_hash_of_record(const char *record, char out[17])
{
    char path[] = "/tmp/prestags-record-XXXXXX";
    int fd = mkstemp(path);
    out[0] = '\0';
    if (fd < 0)
        return;
    FILE *f = fdopen(fd, "w");
    fputs(record, f);
    fclose(f);
    char cmd[512];
    snprintf(cmd, sizeof cmd, "printf 'load %s\\nposition\\n' | %s engine", path, program());
    FILE *p = popen(cmd, "r");
    char line[4096];
    while (p && fgets(line, sizeof line, p))
        if (strncmp(line, "hash ", 5) == 0)
            sscanf(line + 5, "%16s", out);
    if (p)
        pclose(p);
    unlink(path);
}

const char *token_to_act(json_t *view, char tokens[2][33])
{
    json_int_t side = json_integer_value(json_object_get(json_object_get(view, "status"),
                                                         "side_to_act"));
    return tokens[side == 1];
}

json_t *play_until(const struct served *s, long long id, char tokens[2][33], unsigned *seed,
                   int steps, bool (*stop)(json_t *view, void *ctx), void *ctx)
{
    for (int i = 0; i <= steps; i++) {
        json_t *v = get_view(s, id, NULL);
        if (!v)
            return NULL;
        if (stop && stop(v, ctx))
            return v;
        if (json_is_true(json_object_get(json_object_get(v, "status"), "over")) || i == steps) {
            json_decref(v);
            return NULL;
        }
        const char *token = token_to_act(v, tokens);
        json_t *legal = legal_all(s, id, token);
        json_decref(v);
        size_t n = json_array_size(legal);
        if (n == 0) {
            json_decref(legal);
            return NULL;
        }
        *seed = *seed * 1103515245u + 12345u;
        const char *action = json_string_value(json_array_get(legal, (*seed >> 8) % n));
        long st = play(s, id, token, action);
        json_decref(legal);
        if (st != 200)
            return NULL;
    }
    return NULL;
}

void sleep_ms(int ms)
{
    struct timespec ts = {.tv_sec = ms / 1000, .tv_nsec = (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}
