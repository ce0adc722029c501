/* Movement planning internals shared by ai_prep.c (what every plan of a phase starts from)
 * and ai_move.c (one plan).  The search of levels 2 and 3 makes many plans of one phase from
 * one preparation: the view, the threat maps, every unit's legal destinations and who goes
 * after whom are the same for all of them. */
#ifndef PRESTAGS_AI_PLAN_H
#define PRESTAGS_AI_PLAN_H

#include "ai_int.h"

enum { MAX_DEST = 1024, MAX_AIMS = 48 };
/* An aim's sources: its objective hex, or the six hexes next to an enemy stack. */
enum { AIM_SOURCES_MAX = 6 };

/* A unit's legal destinations this phase (from the engine's legal moves). */
struct dests {
    int n;
    int16_t hex[MAX_DEST];   /* -2: an exit [11.4] */
    int32_t cost[MAX_DEST];  /* MP of the path, fixed point */
};

struct ai_prep {
    ps_game *g;               /* the game as the phase begins */
    const struct ai_map *m;
    int side;
    ps_phase phase;
    bool enemy_next;          /* the enemy has a Player-Turn after this one */
    int turns_left;           /* Game-Turns after this one */
    bool leader_rules;        /* some leader of ours has a radius worth keeping */
    struct ai_view v;
    struct ai_threat th;
    int order[AI_UNITS];      /* the units that may move, the front first */
    int n;
    int16_t start[AI_UNITS];  /* hex when the phase begins, -1 off the map */
    struct dests d[AI_UNITS];
    /* Who goes after whom: a field of MP per aim (an objective hex to hold, or the hexes
     * next to an enemy stack), and each unit's aim (-1 none).  An aim's MP at a hex is the
     * least of its sources' fields (the map's, ai_map_fields), read when asked: a plan asks
     * at a few hundred hexes, fewer than a whole field has (ai_aim_distance).  aim_field
     * holds an aim's whole field only when the map could not keep its sources'. */
    int16_t aim[AI_UNITS];
    bool aim_objective[MAX_AIMS];
    int naims;
    const int32_t *aim_src[MAX_AIMS][AIM_SOURCES_MAX];
    uint8_t aim_nsrc[MAX_AIMS];
    int32_t aim_field[MAX_AIMS][AI_HEXES];
};

/* MP from h to aim f's nearest source (AI_FAR: none reached). */
static inline int32_t ai_aim_distance(const struct ai_prep *pp, int f, int h)
{
    int32_t d = AI_FAR;
    for (int i = 0; i < pp->aim_nsrc[f]; i++)
        d = pp->aim_src[f][i][h] < d ? pp->aim_src[f][i][h] : d;
    return d;
}

#endif
