/* Contact [18.0]-[18.5] (optional rule PS_OPT_CONTACT).
 *
 * "One side or the other" of an engagement is coded per pair of adjacent hexes
 * (game_state.contacts): a melee attack whose result on a defending hex is "-" engages every
 * hex the attackers attacked from with that hex [18.1], and marks the attacking units and
 * every unit of that hex UF_CONTACT [18.4] (contact_engage, as the die is rolled).  Units
 * marked may not leave their hex nor change their facing [18.2] (movement.c, chariot.c,
 * facing.c, results.c, and the flights and retreats of panic.c, retreat.c, sim_move.c);
 * units that join a later attack on them are engaged the same way when its result is "-"
 * again [18.3].  "Until a decision is reached": a D, 1/2E or E on either hex of a pair, from
 * any combat (fire or melee, either Player-Turn), ends that pair [18.5] (contact_decide, as
 * the results are applied).  A unit stays in contact while its hex is in some pair, so a hex
 * engaged with two enemy hexes stays in contact with the one that was not decided.  The
 * result is the CRT's: a D that a leader takes [10.32] or that units on a slope ignore
 * [14.31] still decides.  Units in contact may still attack and be attacked.
 * Invariant (ps_game_check_invariants): the two hexes of a pair are adjacent, hold units of
 * opposite sides, and each holds a unit in contact. */
#include "contact.h"

#include <string.h>

static bool paired(const struct game_state *st, hex_id h)
{
    for (int i = 0; i < st->ncontacts; i++)
        if (st->contacts[i].a == h || st->contacts[i].b == h)
            return true;
    return false;
}

static void free_hex(ps_game *g, hex_id h)
{
    struct game_state *st = &g->st;
    for (int u = st->first_in_hex[h]; u >= 0; u = st->units[u].next)
        st->units[u].flags &= (uint16_t)~UF_CONTACT;
}

/* Removes pair i; frees the units of a hex left in no pair. */
static void end_pair(ps_game *g, int i)
{
    struct game_state *st = &g->st;
    struct contact_pair p = st->contacts[i];
    memmove(&st->contacts[i], &st->contacts[i + 1],
            (size_t)(st->ncontacts - i - 1) * sizeof st->contacts[0]);
    st->ncontacts--;
    if (!paired(st, p.a))
        free_hex(g, p.a);
    if (!paired(st, p.b))
        free_hex(g, p.b);
}

/* [18.5] A decision on hex h ends its engagements, and its units' contact. */
static void decide(ps_game *g, hex_id h)
{
    struct game_state *st = &g->st;
    bool any = false;
    for (int u = st->first_in_hex[h]; u >= 0; u = st->units[u].next)
        any |= (st->units[u].flags & UF_CONTACT) != 0;
    for (int i = 0; i < st->ncontacts;)
        if (st->contacts[i].a == h || st->contacts[i].b == h) {
            game_event(g, "contact between %s and %s ends [18.5]", hexname(st->contacts[i].a).s,
                       hexname(st->contacts[i].b).s);
            end_pair(g, i);
            any = false;
        } else {
            i++;
        }
    if (any)
        game_event(g, "contact of the units at %s ends [18.5]", hexname(h).s);
    free_hex(g, h);
}

static void engage(ps_game *g, hex_id a, hex_id b)
{
    struct game_state *st = &g->st;
    for (int i = 0; i < st->ncontacts; i++)
        if ((st->contacts[i].a == a && st->contacts[i].b == b) ||
            (st->contacts[i].a == b && st->contacts[i].b == a))
            return;
    /* More engaged pairs than CONTACT_MAX cannot arise on a map (each is a hexside between
     * the armies' fronts); if it did, the units stay marked until their own hex is decided. */
    if (st->ncontacts == CONTACT_MAX)
        return;
    st->contacts[st->ncontacts].a = a;
    st->contacts[st->ncontacts].b = b;
    st->ncontacts++;
}

void contact_decide(ps_game *g, const struct combat *c, const uint8_t *res)
{
    if (!contact_used(g))
        return;
    for (int i = 0; i < c->nhex; i++)
        if (res[i] != CRT_NONE)
            decide(g, c->hex[i]);
}

void contact_engage(ps_game *g, const struct combat *c, const uint8_t *res)
{
    struct game_state *st = &g->st;
    if (!contact_used(g) || c->fire)
        return;
    /* [18.1] "does not result in the elimination, half-elimination or disruption of one side
     * or the other": the result on this hex is "-" (results only ever affect the defender
     * [8.1]). */
    for (int i = 0; i < c->nhex; i++) {
        if (res[i] != CRT_NONE)
            continue;
        hex_id h = c->hex[i];
        for (int u = st->first_in_hex[h]; u >= 0; u = st->units[u].next)
            st->units[u].flags |= UF_CONTACT;
        for (int k = 0; k < c->natt; k++) {
            struct unit *un = &st->units[c->att[k]];
            un->flags |= UF_CONTACT;
            bool first = true;
            for (int j = 0; j < k; j++)
                first &= st->units[c->att[j]].hex != un->hex;
            if (!first)
                continue;
            engage(g, un->hex, h);
            game_event(g, "the units at %s and %s are in contact [18.1]: they may not leave "
                       "their hexes nor change facing [18.2]", hexname(un->hex).s, hexname(h).s);
        }
    }
}

void contact_pair_placed(ps_game *g, int u)
{
    struct game_state *st = &g->st;
    const struct unit *un = &st->units[u];
    if (!contact_used(g) || !(un->flags & UF_CONTACT) || un->where != UNIT_ON_MAP)
        return;
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id nb = map_neighbour(&g->map, un->hex, (enum hex_dir)d);
        if (nb == HEX_NONE || game_hex_side(st, nb) != !un->side ||
            !hex_has_flag(st, nb, UF_CONTACT))
            continue;
        engage(g, nb, un->hex);
    }
}

void contact_tidy(ps_game *g)
{
    struct game_state *st = &g->st;
    if (!contact_used(g))
        return;
    for (int i = 0; i < st->ncontacts;) {
        const struct contact_pair *p = &st->contacts[i];
        int sa = game_hex_side(st, p->a), sb = game_hex_side(st, p->b);
        if (sa < 0 || sb < 0 || sa == sb || !hex_has_flag(st, p->a, UF_CONTACT) ||
            !hex_has_flag(st, p->b, UF_CONTACT)) {
            game_event(g, "contact between %s and %s ends: one side is gone [18.5]",
                       hexname(p->a).s, hexname(p->b).s);
            end_pair(g, i);
        } else
            i++;
    }
}
