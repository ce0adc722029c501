/* The players of the terminal game: people, and computers from the src/ai registry. */
#include "player.h"

#include <stdio.h>
#include <string.h>

static ps_status computer_act(struct player *p, ps_game *g)
{
    return ai_player_act(p->ai, g);
}

bool player_init(struct player *p, const char *kind, uint64_t seed)
{
    memset(p, 0, sizeof *p);
    if (strlen(kind) >= sizeof p->kind)
        return false;
    snprintf(p->kind, sizeof p->kind, "%s", kind);
    if (strcmp(kind, "human") == 0) {
        p->human = true;
        return true;
    }
    p->ai = ai_player_new(strcmp(kind, "computer") == 0 ? PLAYER_DEFAULT_COMPUTER : kind, seed);
    p->act = computer_act;
    return p->ai != NULL;
}

void player_free(struct player *p)
{
    ai_player_free(p->ai);
    p->ai = NULL;
}

bool players_parse(struct player p[2], const char *list, uint64_t seed, char *err, size_t len)
{
    char a[32], b[32];
    const char *comma = strchr(list, ',');
    if (!comma || (size_t)(comma - list) >= sizeof a || strlen(comma + 1) >= sizeof b) {
        snprintf(err, len, "--players takes two players, first force first, e.g. human,computer");
        return false;
    }
    memcpy(a, list, (size_t)(comma - list));
    a[comma - list] = '\0';
    snprintf(b, sizeof b, "%s", comma + 1);
    /* Each computer side gets its own stream, both from the one seed. */
    const char *bad = !player_init(&p[0], a, seed * 2 + 1) ? a : NULL;
    if (!bad && !player_init(&p[1], b, seed * 2 + 2))
        bad = b;
    if (bad) {
        player_free(&p[0]);
        player_free(&p[1]);
        snprintf(err, len, "unknown player '%s' (human, computer, or one of: %s)", bad,
                 ai_player_names());
        return false;
    }
    return true;
}
