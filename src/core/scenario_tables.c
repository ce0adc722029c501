/* The holder of the tables each scenario's games share (scenario_tables.h). */
#include "scenario_tables.h"

#include <stdatomic.h>
#include <stdlib.h>

#include "ruleset.h"

struct scenario_tables {
    atomic_int refs;
    _Atomic(struct shared_block *) slot[RULESET_MAX_SCENARIOS];
};

struct scenario_tables *scenario_tables_new(void)
{
    struct scenario_tables *t = malloc(sizeof *t);
    if (!t)
        return NULL;
    atomic_init(&t->refs, 1);
    for (int i = 0; i < RULESET_MAX_SCENARIOS; i++)
        atomic_init(&t->slot[i], NULL);
    return t;
}

void scenario_tables_hold(struct scenario_tables *t)
{
    if (t)
        atomic_fetch_add_explicit(&t->refs, 1, memory_order_relaxed);
}

void scenario_tables_release(struct scenario_tables *t)
{
    if (!t || atomic_fetch_sub_explicit(&t->refs, 1, memory_order_acq_rel) != 1)
        return;
    for (int i = 0; i < RULESET_MAX_SCENARIOS; i++)
        shared_block_release(atomic_load_explicit(&t->slot[i], memory_order_acquire));
    free(t);
}

struct shared_block *scenario_tables_take(struct scenario_tables *t, int si)
{
    if (!t || si < 0 || si >= RULESET_MAX_SCENARIOS)
        return NULL;
    /* A block in a slot stays there, held, until the holder goes: holding it is safe. */
    struct shared_block *b = atomic_load_explicit(&t->slot[si], memory_order_acquire);
    shared_block_hold(b);
    return b;
}

struct shared_block *scenario_tables_offer(struct scenario_tables *t, int si,
                                           struct shared_block *b)
{
    if (!t || si < 0 || si >= RULESET_MAX_SCENARIOS || !b)
        return b;
    struct shared_block *was = NULL;
    shared_block_hold(b); /* the slot's count, if it takes b */
    if (atomic_compare_exchange_strong_explicit(&t->slot[si], &was, b, memory_order_acq_rel,
                                                memory_order_acquire))
        return b;
    /* Another game's came first: read that one. */
    shared_block_release(b);
    shared_block_release(b);
    shared_block_hold(was);
    return was;
}
