/* splitmix64: small, fast, and good enough for a die; the state is one integer, so undo and
 * copies of a game carry the stream with them. */
#include "dice.h"

void dice_seed(struct dice *d, uint64_t seed)
{
    d->state = seed;
    d->rolls = 0;
}

uint64_t dice_next(struct dice *d)
{
    uint64_t z = (d->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int dice_roll(struct dice *d, int sides)
{
    /* Rejection sampling keeps every face equally likely. */
    uint64_t limit = UINT64_MAX - UINT64_MAX % (uint64_t)sides;
    uint64_t v;
    do
        v = dice_next(d);
    while (v >= limit);
    d->rolls++;
    return (int)(v % (uint64_t)sides) + 1;
}

bool dice_queue_push(struct dice_queue *q, int roll)
{
    if (q->count == DICE_QUEUE_MAX)
        return false;
    q->rolls[(q->head + q->count) % DICE_QUEUE_MAX] = (uint8_t)roll;
    q->count++;
    return true;
}

bool dice_queue_pop(struct dice_queue *q, int *roll)
{
    if (q->count == 0)
        return false;
    *roll = q->rolls[q->head];
    q->head = (q->head + 1) % DICE_QUEUE_MAX;
    q->count--;
    return true;
}
