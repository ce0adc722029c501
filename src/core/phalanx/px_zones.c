/* Each side's stop zones kept in the game's search memory (px_move.h, struct px_zones_view):
 * the sampler's search and the check of the move drawn asked px_zones_build for the same zones
 * on the same state, each building them from every enemy unit.  A kept view is read again
 * while its enemy units' keys say so (core/unit_keys.h). */
#include <string.h>

#include "px_move.h"

/* What unit e adds to side's zones: nothing for side's own units and units off the map; its
 * hex, facing, whether it is demoralized or panicked (such units have no zones [Phalanx
 * errata Demoralization and Panic]) and whether it is a missile unit [Phalanx errata Movement
 * K].  px_zones_build reads nothing else of the unit, and the map does not change, so equal
 * keys mean equal zones. */
static uint32_t zone_key(const ps_game *g, int e, int side, const void *ctx)
{
    (void)ctx;
    const struct unit *un = &g->st.units[e];
    if (un->side == side || un->where != UNIT_ON_MAP)
        return 0;
    return 1u | (uint32_t)(uint16_t)un->hex << 1 | (uint32_t)(un->facing & 7) << 17 |
           (uint32_t)px_demoralized(g, e) << 20 | (uint32_t)px_is_missile(g, un) << 21;
}

const struct px_zones *px_zones_for(ps_game *g, int side, struct px_zones *local)
{
    struct px_scratch *sc = g->px_scratch;
    if (!sc || (side != 0 && side != 1)) {
        px_zones_build(g, side, local);
        return local;
    }
    struct px_zones_view *v = &sc->zones[side];
    if (!unit_keys_same(g, &v->keys, side, true, zone_key, NULL)) {
        px_zones_build(g, side, &v->z);
        unit_keys_made(g, &v->keys);
    }
    return &v->z;
}

ps_status px_zones_check(ps_game *g)
{
    struct px_scratch *sc = g->px_scratch;
    if (!sc)
        return PS_OK;
    for (int side = 0; side < 2; side++) {
        struct px_zones_view *v = &sc->zones[side];
        if (!unit_keys_same(g, &v->keys, side, false, zone_key, NULL))
            continue; /* the next query makes it again */
        struct px_zones fresh;
        px_zones_build(g, side, &fresh);
        for (int h = 0; h < MAP_MAX_HEXES; h++)
            if (fresh.z[h] != v->z.z[h])
                return game_fail(g, PS_ESTATE, "the Phalanx stop zones kept for side %d are out "
                                 "of date at %04d (kept %d, now %d)", side,
                                 map_ccrr((hex_id)h), v->z.z[h], fresh.z[h]);
    }
    return PS_OK;
}
