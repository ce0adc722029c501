/* The state hash and the invariant checker.
 *
 * The hash mixes every field that makes the position: units (type, side, where, hex, flags,
 * carrier, MP spent, facing, fire turn, exit hex), the phase and turn, control, losses, a
 * concession [15.0], the panic of an army [13.1], the hexes no unit may retreat from [17.3],
 * the pairs of hexes in contact [18.0] and the dice stream.  The stack order within a hex is
 * part of the position (the top unit shows). */
#include <string.h>

#include "game.h"
#include "prestags/simultaneous.h"
#include "phalanx/px_info.h"

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xFF51AFD7ED558CCDull;
    return h ^ (h >> 33);
}

/* A Phalanx game's marks (phalanx/px_state.h), mixed only where they differ from a new
 * unit's, so PRESTAGS positions keep their hashes. */
static uint64_t px_hash(uint64_t h, const struct px_state *px)
{
    for (int u = 0; u < PX_MAX_UNITS; u++) {
        const struct px_unit *p = &px->units[u];
        if (p->flags || p->dd_end || p->flee_edge != -1 || p->charge_len || p->charge_dir)
            h = mix(h, (uint64_t)u | (uint64_t)p->flags << 16 | (uint64_t)(uint16_t)p->dd_end << 32 |
                           (uint64_t)(uint8_t)p->flee_edge << 48 |
                           (uint64_t)(uint8_t)p->charge_len << 56);
        if (p->charge_dir)
            h = mix(h, (uint64_t)u << 8 | (uint8_t)p->charge_dir);
    }
    for (int i = 0; i < px->nattacks; i++) {
        const struct px_attack *a = &px->attacks[i];
        h = mix(h, 0x6174746b00000000ull | (uint64_t)a->fire | (uint64_t)a->state << 8 |
                       (uint64_t)a->nunits << 16 | (uint64_t)(uint16_t)a->target << 32);
        for (int k = 0; k < a->nunits; k++)
            h = mix(h, (uint64_t)(uint16_t)a->units[k]);
    }
    if (px->mover != -1 || px->darius_gone[0] || px->darius_gone[1] || px->agreed_end)
        h = mix(h, (uint64_t)(uint16_t)px->mover | (uint64_t)px->darius_gone[0] << 16 |
                       (uint64_t)px->darius_gone[1] << 24 | (uint64_t)px->agreed_end << 32);
    return h;
}

uint64_t game_hash(const struct game_state *st)
{
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
    for (int i = 0; i < MAP_MAX_HEXES; i++)
        if (st->control[i])
            h = mix(h, (uint64_t)i << 8 | st->control[i]);
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
    for (int i = 0; i < MAP_MAX_HEXES / 8; i++) /* [17.3] */
        if (st->no_retreat[i])
            h = mix(h, 0x7265747265617400ull | (uint64_t)i << 8 | st->no_retreat[i]);
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
    h = px_hash(h, &st->px);
    h = mix(h, st->dice.state);
    return mix(h, st->dice.rolls);
}

uint64_t ps_game_hash(const ps_game *g)
{
    return game_hash(&g->st);
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
    }
    int on_map = 0;
    int lost[2] = {0, 0};
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
        if (!g->phalanx && (un->where == UNIT_ELIMINATED || un->where == UNIT_EXITED)) {
            const struct unit_type *ut = game_type(g, un);
            /* [11.25] class D and E units are not counted in numbers of units; [13.0] units
             * that fled off the map in panic are lost, units that left in pursuit of a
             * victory condition [11.4] are not. */
            bool lost_unit = un->where == UNIT_ELIMINATED || (un->flags & UF_FLED);
            if (ut->cls != CLASS_D && ut->cls != CLASS_E && lost_unit)
                lost[un->side]++;
        }
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
    if (g->phalanx) /* losses, stacking points, facing (phalanx/px_info.c) */
        return px_check_invariants(g);
    for (int s = 0; s < 2; s++)
        if (lost[s] != st->lost_units[s])
            return game_fail(g, PS_ESTATE, "side %d lost %d units but the count says %d", s,
                             lost[s], st->lost_units[s]);
    return sim_check_invariants(g); /* [19.0] (prestags/simultaneous.c) */
}
