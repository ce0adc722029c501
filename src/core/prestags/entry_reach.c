/* The kept reaches of units entering the map [11.1] (struct entry_reach, movement.h): an
 * entering unit's search starts from every hex of its edges and settles hundreds of hexes,
 * and each unit of a type entering from the same edges, in the same position of the enemy,
 * reaches the same hexes by the same paths.  What a search reads is the mover's edges,
 * Movement Points, Chariot stop [C1.5] and one-hex move [5.15], the map's tables and the
 * side's view of the enemy (reach.c): a kept reach serves while all of these are the same.
 * Friendly units never bar a path [5.26]; where a move may end is worked out afresh from the
 * reach (find_targets). */
#include <string.h>

#include "movement.h"

/* Whether c is the side's kept view of the enemy, which its build count names. */
static bool kept_view(const struct move_scratch *sc, const struct move_ctx *c)
{
    return c->side >= 0 && c->side < 2 && c->hexes == sc->zones[c->side].hexes;
}

static bool same_search(const struct entry_reach *e, const struct move_scratch *sc,
                        const struct move_ctx *c, const struct mover *m)
{
    return e->last_used && e->edges == m->edges && e->avail == m->avail &&
           e->chariot == m->chariot && e->one_hex == m->one_hex && e->side == c->side &&
           e->view_builds == sc->zones[c->side].keys.builds;
}

bool entry_reach_recall(struct move_scratch *sc, const struct move_ctx *c, const struct mover *m)
{
    if (!m->entering || !kept_view(sc, c))
        return false;
    for (int i = 0; i < ENTRY_REACHES; i++) {
        struct entry_reach *e = &sc->entry[i];
        if (!same_search(e, sc, c, m))
            continue;
        reach_recall(&sc->r, c, e->rec, e->n, e->lens);
        e->last_used = ++sc->entry_clock;
        return true;
    }
    return false;
}

void entry_reach_keep(struct move_scratch *sc, const struct move_ctx *c, const struct mover *m)
{
    if (!m->entering || !kept_view(sc, c))
        return;
    struct entry_reach *e = &sc->entry[0];
    for (int i = 1; i < ENTRY_REACHES; i++)
        if (sc->entry[i].last_used < e->last_used)
            e = &sc->entry[i];
    e->edges = m->edges;
    e->side = (uint8_t)c->side;
    e->chariot = m->chariot;
    e->one_hex = m->one_hex;
    e->avail = m->avail;
    e->view_builds = sc->zones[c->side].keys.builds;
    e->last_used = ++sc->entry_clock;
    e->lens = sc->r.lens;
    e->n = reach_record(&sc->r, e->rec);
}
