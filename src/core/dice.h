/* The game's own seeded random stream, and a queue of forced rolls (tests force dice; a
 * replay feeds back a record's dice).  No globals: each game owns both. */
#ifndef PRESTAGS_CORE_DICE_H
#define PRESTAGS_CORE_DICE_H

#include <stdbool.h>
#include <stdint.h>

struct dice {
    uint64_t state;
    uint32_t rolls; /* rolls made so far in the game */
};

enum { DICE_QUEUE_MAX = 256 };

struct dice_queue {
    int head, count;
    uint8_t rolls[DICE_QUEUE_MAX];
};

void dice_seed(struct dice *d, uint64_t seed);
/* A uniform roll in 1..sides from the stream. */
int dice_roll(struct dice *d, int sides);
/* A uniform 64-bit draw (for deterministic choices such as automatic deployment). */
uint64_t dice_next(struct dice *d);

bool dice_queue_push(struct dice_queue *q, int roll);
bool dice_queue_pop(struct dice_queue *q, int *roll);

#endif
