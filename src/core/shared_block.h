/* Read-only data a game shares with its clones (a rule system's tables made from the map):
 * a block whose first member is a struct shared_block, counting the games that hold it.  A
 * clone holds its game's block; the last game freed frees it.  The count is atomic, so a game
 * and its clones may be freed from different threads. */
#ifndef PRESTAGS_CORE_SHARED_BLOCK_H
#define PRESTAGS_CORE_SHARED_BLOCK_H

#include <stdatomic.h>
#include <stdlib.h>

struct shared_block {
    atomic_int refs;
};

/* A block just made, held by its maker. */
static inline void shared_block_made(struct shared_block *b)
{
    atomic_init(&b->refs, 1);
}

static inline void shared_block_hold(struct shared_block *b)
{
    if (b)
        atomic_fetch_add_explicit(&b->refs, 1, memory_order_relaxed);
}

/* Frees the block (allocated with malloc, the struct shared_block first) when the last holder
 * lets it go. */
static inline void shared_block_release(struct shared_block *b)
{
    if (b && atomic_fetch_sub_explicit(&b->refs, 1, memory_order_acq_rel) == 1)
        free(b);
}

#endif
