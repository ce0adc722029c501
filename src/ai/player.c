/* The registry of computer players: one struct, a choose function per kind. */
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "player_kinds.h"

static const struct player_kind *const kinds[] = {
    &player_random,
    &player_level1,
    &player_level2,
    &player_level3,
};

struct ai_player {
    const struct player_kind *kind;
    struct player_ctx ctx;
};

ai_player *ai_player_new(const char *name, uint64_t seed)
{
    if (strcmp(name, "computer") == 0 || strcmp(name, "default") == 0)
        name = AI_DEFAULT_LEVEL;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (strcmp(kinds[i]->name, name) == 0) {
            ai_player *p = calloc(1, sizeof *p);
            if (!p)
                return NULL;
            p->kind = kinds[i];
            ai_rng_seed(&p->ctx.rng, seed);
            p->ctx.buf_max = PLAYER_BUF_MAX;
            p->ctx.buf = malloc(PLAYER_BUF_MAX * sizeof *p->ctx.buf);
            if (!p->ctx.buf || (p->kind->init && !p->kind->init(&p->ctx))) {
                free(p->ctx.buf);
                free(p);
                return NULL;
            }
            return p;
        }
    return NULL;
}

void ai_player_free(ai_player *p)
{
    if (!p)
        return;
    if (p->kind->release)
        p->kind->release(&p->ctx);
    free(p->ctx.buf);
    free(p);
}

const char *ai_player_name(const ai_player *p)
{
    return p->kind->name;
}

const char *ai_player_names(void)
{
    return "random level1 level2 level3";
}

long ai_player_nodes(const ai_player *p)
{
    return p->ctx.nodes;
}

ps_status ai_player_choose(ai_player *p, ps_game *g, ps_action *out, bool *auto_deploy)
{
    ps_status_info st;
    ps_game_status(g, &st);
    *auto_deploy = false;
    if (st.over)
        return PS_ESTATE;
    /* Set-up: the kind's own, or the seeded automatic deployment (always in Phalanx, whose
     * automatic set-up draws up the lines facing the enemy). */
    if (st.phase == PS_PHASE_DEPLOY &&
        (!p->kind->deploys || strcmp(ps_game_system(g), "phalanx") == 0)) {
        *auto_deploy = true;
        return PS_OK;
    }
    return p->kind->choose(&p->ctx, g, out);
}

ps_status ai_player_act(ai_player *p, ps_game *g)
{
    ps_action a;
    bool auto_deploy;
    ps_status s = ai_player_choose(p, g, &a, &auto_deploy);
    if (s != PS_OK)
        return s;
    return auto_deploy ? ps_game_auto_deploy(g) : ps_game_play(g, &a);
}
