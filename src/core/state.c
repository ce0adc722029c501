/* The state hash and the invariant checker.
 *
 * The hash mixes every field that makes the position: units (type, side, where, hex, flags,
 * carrier, MP spent, facing, fire turn, exit hex), the phase and turn, control, losses, a
 * concession [15.0], the panic of an army [13.1], the hexes no unit may retreat from [17.3],
 * the pairs of hexes in contact [18.0], the rule system's own marks (its hash operation) and
 * the dice stream.  The stack order within a hex is
 * part of the position (the top unit shows). */
#include <string.h>

#include "system.h"

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xFF51AFD7ED558CCDull;
    return h ^ (h >> 33);
}

/* The per-hex arrays the hash reads eight bytes at a time. */
_Static_assert(MAP_MAX_HEXES % 64 == 0, "control[] and no_retreat[] in whole words");

/* h mixed with tag | i << 8 | a[i] for every set byte a[i] of a[0 .. n - 1] (n a multiple of
 * eight), read eight bytes at a time: most hexes have no mark. */
static uint64_t mix_set_bytes(uint64_t h, const uint8_t *a, int n, uint64_t tag)
{
    for (int w = 0; w < n; w += 8) {
        uint64_t word;
        memcpy(&word, &a[w], sizeof word);
        if (word == 0)
            continue;
        for (int i = w; i < w + 8; i++)
            if (a[i])
                h = mix(h, tag | (uint64_t)i << 8 | a[i]);
    }
    return h;
}

uint64_t game_hash_mix(uint64_t h, uint64_t v)
{
    return mix(h, v);
}

uint64_t game_hash(const ps_game *g)
{
    const struct game_state *st = &g->st;
    uint64_t h = 0x70726573746167ull; /* "prestag" */
    h = mix(h, (uint64_t)st->nunits);
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        h = mix(h, (uint64_t)un->type | (uint64_t)un->side << 8 | (uint64_t)un->where << 16 |
                       (uint64_t)(uint16_t)un->hex << 24 | (uint64_t)un->flags << 40);
        h = mix(h, (uint64_t)(uint16_t)un->carrier | (uint64_t)(uint16_t)un->fired_pturn << 16 |
                       (uint64_t)(uint32_t)un->mp_spent << 32);
        h = mix(h, (uint64_t)(uint8_t)un->facing | (uint64_t)(uint16_t)un->next << 8 |
                       (uint64_t)un->group << 24 | (uint64_t)(uint16_t)un->exit_hex << 32);
    }
    h = mix_set_bytes(h, st->control, MAP_MAX_HEXES, 0); /* [11.3] */
    h = mix(h, (uint64_t)st->turn | (uint64_t)st->pturn << 16 | (uint64_t)st->phase << 32 |
                   (uint64_t)st->phasing << 40 | (uint64_t)st->to_act << 48 |
                   (uint64_t)st->deploying << 56);
    h = mix(h, (uint64_t)(uint32_t)st->lost_units[0] | (uint64_t)(uint32_t)st->lost_units[1] << 32);
    h = mix(h, (uint64_t)(uint32_t)st->vp[0] | (uint64_t)(uint32_t)st->vp[1] << 32);
    h = mix(h, st->options | (uint64_t)st->conceded << 32);
    /* Mixed only when set, so positions without them keep their hashes. */
    if (st->army_panicked[0] | st->army_panicked[1]) /* [13.1] */
        h = mix(h, 0x70616e6963ull | (uint64_t)st->army_panicked[0] << 40 |
                       (uint64_t)st->army_panicked[1] << 48);
    h = mix_set_bytes(h, st->no_retreat, MAP_MAX_HEXES / 8, 0x7265747265617400ull); /* [17.3] */
    for (int i = 0; i < st->ncontacts; i++) /* [18.0] */
        h = mix(h, 0x636f6e7400000000ull | (uint64_t)(uint16_t)st->contacts[i].a << 16 |
                       (uint16_t)st->contacts[i].b);
    if (st->sim_stage) /* [19.0] the simultaneous sequence: its stage and every plot */
        h = mix(h, 0x706c6f7400000000ull | st->sim_stage);
    for (int u = 0; st->sim_stage && u < st->nunits; u++) {
        const struct plot *p = &st->plots[u];
        if (p->task | p->mark | p->hit)
            h = mix(h, (uint64_t)u | (uint64_t)p->task << 16 | (uint64_t)p->len << 24 |
                           (uint64_t)p->mark << 32 | (uint64_t)p->hit << 40 |
                           (uint64_t)(uint16_t)p->hex << 48);
        if (p->dirs)
            h = mix(h, (uint64_t)u << 32 | p->dirs);
    }
    const struct pending *p = &st->pending;
    h = mix(h, (uint64_t)p->kind | (uint64_t)p->side << 8 | (uint64_t)p->count << 16 |
                   (uint64_t)p->nunits << 24 | (uint64_t)p->nhexes << 32);
    for (int i = 0; i < p->nunits; i++)
        h = mix(h, (uint64_t)(uint16_t)p->units[i]);
    for (int i = 0; i < p->nhexes; i++)
        h = mix(h, (uint64_t)(uint16_t)p->hexes[i]);
    h = mix(h, (uint64_t)p->nattackers | (uint64_t)p->spared << 8);
    for (int i = 0; i < p->nattackers; i++)
        h = mix(h, (uint64_t)(uint16_t)p->attackers[i]);
    h = g->sys->hash(st, h); /* the system's own marks */
    h = mix(h, st->dice.state);
    return mix(h, st->dice.rolls);
}

uint64_t ps_game_hash(const ps_game *g)
{
    return game_hash(g);
}

/* Rebuilds the per-hex lists from the units and compares them with the cache. */
ps_status ps_game_check_invariants(ps_game *g)
{
    const struct game_state *st = &g->st;
    static const int16_t none = -1;
    int seen_in_lists = 0;
    for (int i = 0; i < MAP_MAX_HEXES; i++) {
        int count = 0;
        for (int u = st->first_in_hex[i]; u != none; u = st->units[u].next) {
            if (u < 0 || u >= st->nunits)
                return game_fail(g, PS_ESTATE, "hex %d lists unit %d, which does not exist",
                                 i, u);
            const struct unit *un = &st->units[u];
            if (un->hex != i || un->where != UNIT_ON_MAP)
                return game_fail(g, PS_ESTATE, "unit %d is listed in a hex it is not in", u);
            if (++count > st->nunits)
                return game_fail(g, PS_ESTATE, "hex list loops");
            seen_in_lists++;
        }
        if (st->first_in_hex[i] != none && !g->map.hexes[i].exists)
            return game_fail(g, PS_ESTATE, "units in a hex that is not on the map");
        if ((st->first_in_hex[i] != none) != (st->held[i / 64] >> (i % 64) & 1))
            return game_fail(g, PS_ESTATE, "hex %d is %s, but marked %s", i,
                             st->first_in_hex[i] != none ? "held" : "empty",
                             st->first_in_hex[i] != none ? "empty" : "held");
    }
    int on_map = 0;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->where == UNIT_ON_MAP) {
            on_map++;
            if (un->hex == HEX_NONE)
                return game_fail(g, PS_ESTATE, "unit %d on the map without a hex", u);
            int side = game_hex_side(st, un->hex);
            if (side != un->side)
                return game_fail(g, PS_ESTATE, "unit %d shares a hex with the enemy [5.23]", u);
            if (st->control[un->hex] != un->side + 1)
                return game_fail(g, PS_ESTATE, "hex of unit %d not controlled by it [11.3]", u);
        } else if (un->hex != HEX_NONE) {
            return game_fail(g, PS_ESTATE, "unit %d off the map but holding a hex", u);
        }
        if (un->carrier >= 0) {
            const struct unit *c = &st->units[un->carrier];
            if (un->carrier >= st->nunits || c->hex != un->hex || c->side != un->side)
                return game_fail(g, PS_ESTATE, "unit %d not with its chariot [C1.0]", u);
        }
    }
    /* Each side's list (game.h, side_units): its units and no other, in index order. */
    for (int side = 0, k[2] = {0, 0}; side < 2; side++) {
        for (int u = 0; u < st->nunits; u++) {
            if (st->units[u].side != side)
                continue;
            if (k[side] >= g->side_count[side] || g->side_units[side][k[side]] != u)
                return game_fail(g, PS_ESTATE, "unit %d missing from its side's list", u);
            k[side]++;
        }
        if (k[side] != g->side_count[side])
            return game_fail(g, PS_ESTATE, "side %d lists %d units, not %d", side,
                             g->side_count[side], k[side]);
    }
    /* [18.0] each engaged pair: two adjacent hexes, opposite sides, each with a unit in
     * contact. */
    if (st->ncontacts < 0 || st->ncontacts > CONTACT_MAX)
        return game_fail(g, PS_ESTATE, "%d contact pairs", st->ncontacts);
    for (int i = 0; i < st->ncontacts; i++) {
        hex_id a = st->contacts[i].a, b = st->contacts[i].b;
        bool ok = a >= 0 && a < MAP_MAX_HEXES && b >= 0 && b < MAP_MAX_HEXES &&
                  map_distance(a, b) == 1 && game_hex_side(st, a) >= 0 &&
                  game_hex_side(st, b) == !game_hex_side(st, a);
        bool ca = false, cb = false;
        for (int u = ok ? st->first_in_hex[a] : -1; u >= 0; u = st->units[u].next)
            ca |= (st->units[u].flags & UF_CONTACT) != 0;
        for (int u = ok ? st->first_in_hex[b] : -1; u >= 0; u = st->units[u].next)
            cb |= (st->units[u].flags & UF_CONTACT) != 0;
        if (!ok || !ca || !cb)
            return game_fail(g, PS_ESTATE, "contact pair %d is not two adjacent enemy hexes "
                             "with units in contact [18.0]", i);
    }
    if (on_map != seen_in_lists)
        return game_fail(g, PS_ESTATE, "%d units on the map but %d in hex lists", on_map,
                         seen_in_lists);
    return g->sys->check_invariants(g); /* losses and the system's own marks */
}
