/* The movement planner's state and the placement scores shared by its two files:
 * ai_place.c (our units as the plan places them, and what a place is worth) and ai_move.c
 * (attacks, leaders, chariots, and playing the plan). */
#ifndef PRESTAGS_AI_MOVE_H
#define PRESTAGS_AI_MOVE_H

#include "ai_plan.h"

/* The risks a plan weighs, kept while what they were worked out from stands: the risk to each
 * hex's planned stack as it is, and to it with a unit added at one of the unit's destinations
 * (every unit weighs each of its places three times, and again for each enemy it could attack
 * from there).  A risk stands while its hex's stack is unchanged (an embarking or debarking
 * unit is linked again, so its hex changes too): a figure worked out at tick t stands while
 * t >= changed[h].  Whether the unit added moves there is kept with its figure. */
struct risk_memo {
    uint32_t tick;              /* moved on by every change */
    uint32_t changed[AI_HEXES]; /* the tick of the last change of the hex's stack */
    uint32_t here_at[AI_HEXES]; /* 0: not worked out */
    int32_t here[AI_HEXES];
    /* Unit u at its destination k (-1: where it stands): slot first[u] + 1 + k. */
    int32_t first[AI_UNITS];
    int32_t nslots;             /* slots in with_at and with */
    uint32_t *with_at;          /* 0: not worked out; the top bit: the unit moving there */
    int32_t *with;
};

/* Which of a unit's destinations a place is, for struct risk_memo: its index in the unit's
 * dests of the plan, -1 where it stands, or PLAN_NO_SLOT (a place of another list). */
enum { PLAN_NO_SLOT = -2 };

struct planner {
    const struct ai_prep *pp;  /* what every plan of the phase starts from */
    ps_game *g;              /* the game as the phase begins (read only) */
    ps_game *c;              /* the clone the plan is played on */
    const struct ai_map *m;
    const struct ai_params *p;
    ai_rng *r;
    struct ai_scratch *s;
    struct ai_view *v;       /* this plan's copy: embarking changes it */
    const struct ai_threat *th;
    struct ai_plan *out;
    long *nodes;
    int side;
    ps_phase phase;
    bool enemy_next;         /* the enemy has a Player-Turn after this one */
    int turns_left;          /* Game-Turns after this one */
    bool leader_rules;       /* some leader of ours has a radius worth keeping */
    int w_place, w_aggr;     /* centi-VP per MP nearer the goal places, the enemy */
    /* Our units as planned: a plan is first made on paper (at[]), then played. */
    int16_t start[AI_UNITS]; /* hex when the phase begins, -1 off the map */
    int16_t at[AI_UNITS];    /* hex as planned, -1 off the map */
    bool exits[AI_UNITS];    /* planned to leave the map [11.4] */
    int16_t head[AI_HEXES];
    int16_t next[AI_UNITS];
    bool fixed[AI_UNITS];    /* its place is settled (an attack, a leader with it) */
    bool done[AI_UNITS];     /* its move has been played (or it stays) */
    int16_t goal_hex[AI_UNITS]; /* attack position, -1 none */
    int16_t target[AI_UNITS];   /* the hex it is to attack, -1 none */
    const struct dests *d;   /* per unit, read when the phase begins */
    uint8_t cmd[AI_HEXES];   /* our leaders (as planned) whose radius covers the hex [10.2] */
    /* Each chariot's rider in v (the lowest-numbered unit not a leader it carries), -1 none:
     * read for every hex a chariot is scored at; made again by plan_riders_made whenever the
     * plan changes a carrier. */
    int16_t rider[AI_UNITS];
    struct risk_memo *memo;  /* NULL: worked out every time */
};

void plan_unlink_unit(struct planner *pl, int u);
void plan_link_unit(struct planner *pl, int u, int h);
int plan_passenger(const struct planner *pl, int ch);
void plan_riders_made(struct planner *pl);
void plan_place(struct planner *pl, int u, int h);
bool plan_fits(const struct planner *pl, int u, int h);
int32_t plan_risk(const struct planner *pl, int u, int h, bool moving, int dest);
bool plan_near_leader(const struct planner *pl, int h);
bool plan_counts_for_exit(const struct planner *pl, int u);
int32_t plan_place_value(const struct planner *pl, int u, int h, bool moving, int dest);
int32_t plan_dest_score(struct planner *pl, int u, int h, int32_t cost, int dest);
struct risk_memo *plan_memo_new(const struct planner *pl);
void plan_memo_free(struct risk_memo *memo);
void plan_read_dests(struct planner *pl, int u, struct dests *out);

#endif
