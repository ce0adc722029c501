/* A view a rule system keeps between actions (Chariot's view of the enemy, move_scratch.c;
 * Phalanx's stop zones, px_zones.c) that is a function of one key per enemy unit: it stays
 * valid while every enemy unit's key is what it was when the view was made and the side lists
 * are the ones it was made with (the game bumps side_lists_made whenever it writes them).
 * Each system says what goes in a unit's key; the validity is worked out here, once. */
#ifndef PRESTAGS_CORE_UNIT_KEYS_H
#define PRESTAGS_CORE_UNIT_KEYS_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"

struct unit_keys {
    bool valid;
    int nunits;
    unsigned lists;               /* the game's side_lists_made when the keys were read */
    unsigned long builds;         /* times the view was made (the tests see it reused) */
    uint32_t key[GAME_MAX_UNITS]; /* each unit's key then; 0 for the side's own */
};

/* What unit u adds to side's view: 0 for side's own units and units off the map. */
typedef uint32_t unit_key_fn(const ps_game *g, int u, int side, const void *ctx);

/* Whether side's view is still valid by its keys; with update, the keys are made the current
 * ones.  Only the enemy's units have keys other than 0, so when the two lists hold every unit
 * only the enemy's list is read; otherwise (units of no side 0 or 1) every unit is, and the
 * view is never valid: a safe fallback.  Inline: it is asked on every movement query. */
static inline bool unit_keys_same(const ps_game *g, struct unit_keys *k, int side, bool update,
                                  unit_key_fn *key, const void *ctx)
{
    const struct game_state *st = &g->st;
    bool listed = g->side_count[0] + g->side_count[1] == st->nunits;
    bool same = k->valid && k->nunits == st->nunits && listed && k->lists == g->side_lists_made;
    const int16_t *list = g->side_units[!side];
    int n = listed ? g->side_count[!side] : st->nunits;
    for (int i = 0; i < n && (same || update); i++) {
        int u = listed ? list[i] : i;
        uint32_t now = key(g, u, side, ctx);
        if (now != k->key[u]) {
            if (update)
                k->key[u] = now;
            same = false;
        }
    }
    if (update)
        k->lists = g->side_lists_made;
    return same;
}

/* The view was made again from the current keys (read by unit_keys_same with update). */
static inline void unit_keys_made(const ps_game *g, struct unit_keys *k)
{
    k->nunits = g->st.nunits;
    k->valid = true;
    k->builds++;
}

#endif
