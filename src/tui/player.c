/* The players of the terminal game.  The computer is the random legal player of
 * src/ai/ai.h for now, with its own seeded stream; it sets up with the seeded automatic
 * deployment. */
#include "player.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PLAYER_LEGAL_MAX = 8192 };

static ps_status random_choose(struct player *p, ps_game *g, struct player_move *out)
{
    ps_status_info st;
    ps_game_status(g, &st);
    memset(out, 0, sizeof *out);
    if (st.phase == PS_PHASE_DEPLOY) {
        out->auto_deploy = true;
        return PS_OK;
    }
    return ai_random_choose(g, &p->rng, p->buf, p->max, &out->action);
}

bool player_init(struct player *p, const char *kind, uint64_t seed)
{
    memset(p, 0, sizeof *p);
    if (strcmp(kind, "human") == 0) {
        p->human = true;
    } else if (strcmp(kind, "computer") == 0) {
        p->choose = random_choose;
        ai_rng_seed(&p->rng, seed);
        p->buf = malloc(PLAYER_LEGAL_MAX * sizeof *p->buf);
        if (!p->buf)
            return false;
        p->max = PLAYER_LEGAL_MAX;
    } else {
        return false;
    }
    snprintf(p->kind, sizeof p->kind, "%s", kind);
    return true;
}

void player_free(struct player *p)
{
    free(p->buf);
    p->buf = NULL;
}

bool players_parse(struct player p[2], const char *list, uint64_t seed, char *err, size_t len)
{
    char a[32], b[32];
    const char *comma = strchr(list, ',');
    if (!comma || (size_t)(comma - list) >= sizeof a || strlen(comma + 1) >= sizeof b) {
        snprintf(err, len, "--players takes two of human/computer, e.g. human,computer");
        return false;
    }
    memcpy(a, list, (size_t)(comma - list));
    a[comma - list] = '\0';
    snprintf(b, sizeof b, "%s", comma + 1);
    /* Each computer side gets its own stream, both from the one seed. */
    if (!player_init(&p[0], a, seed * 2 + 1)) {
        snprintf(err, len, "unknown player '%s' (human or computer)", a);
        return false;
    }
    if (!player_init(&p[1], b, seed * 2 + 2)) {
        player_free(&p[0]);
        snprintf(err, len, "unknown player '%s' (human or computer)", b);
        return false;
    }
    return true;
}

void players_format(const struct player p[2], char *buf, size_t len)
{
    snprintf(buf, len, "%s,%s", p[0].kind, p[1].kind);
}
