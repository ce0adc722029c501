/* Set-up: automatic deployment from a seed, and the check of one manual placement.
 * Invariant: the automatic set-up emits units so that each placement is legal against the
 * ones before it (scenario_check_placement), packs every group into the fewest hexes that
 * scenario_group_hexes_needed counts, and draws every choice from its own splitmix64 stream
 * seeded by the caller: same seed, same list. */
#include "scenario_check.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct rng {
    uint64_t state;
};

/* splitmix64 (Steele, Lea, Flood 2014). */
static uint64_t rng_next(struct rng *r)
{
    uint64_t z = (r->state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

/* Uniform in [0, n) by rejection, so no value is favoured. */
static int rng_below(struct rng *r, int n)
{
    uint64_t bound = (uint64_t)n, limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t x;
    do
        x = rng_next(r);
    while (x >= limit);
    return (int)(x % bound);
}

static bool fail(char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (errlen)
        vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return false;
}

/* ---- automatic deployment ---- */

enum { UNITS_MAX = GROUP_MAX_ENTRIES * UINT8_MAX };

struct deployer {
    const struct scenario *s;
    const struct tables *t;
    const struct map *m;
    struct rng rng;
    struct placement *out;
    int max, count;
    uint8_t used[MAP_MAX_HEXES]; /* hexes holding a unit of any group */
    char *err;
    size_t errlen;
};

/* A hex being filled: the room left under the stacking limit. */
struct slot {
    hex_id hex;
    int16_t room;
};

struct packer {
    struct deployer *d;
    int side, group;
    hex_id cand[MAP_MAX_HEXES]; /* free hexes of the area, shuffled */
    int ncand, next;
    hex_id mine[MAP_MAX_HEXES]; /* hexes this group took, for its leaders */
    int nmine;
};

static bool emit(struct deployer *d, int side, int type, hex_id hex, int group)
{
    if (d->count >= d->max)
        return fail(d->err, d->errlen, "more than %d units to place", d->max);
    struct placement *p = &d->out[d->count++];
    p->side = (uint8_t)side;
    p->type = (uint8_t)type;
    p->hex = hex;
    p->group = (uint8_t)group;
    if (hex != HEX_NONE)
        d->used[hex] = 1;
    return true;
}

static bool take_hex(struct packer *k, hex_id *h)
{
    struct deployer *d = k->d;
    if (k->next >= k->ncand) {
        const struct force *f = &d->s->force[k->side];
        char name[64];
        scenario_group_name(&f->groups[k->group], name, sizeof name);
        return fail(d->err, d->errlen,
                    "[5.4] %s at %s: the area's %d free hexes cannot hold the group at "
                    "stacking %d",
                    f->name, name, k->ncand, f->stacking);
    }
    *h = k->cand[k->next++];
    k->mine[k->nmine++] = *h;
    return true;
}

/* Places units[0..n) of mutually compatible classes, first into the room left in slots,
 * then into fresh hexes that become new slots. */
static bool pack(struct packer *k, const uint8_t *units, int n, struct slot *slots, int *nslots,
                 int first_slot)
{
    int stacking = k->d->s->force[k->side].stacking;
    int si = first_slot;
    for (int i = 0; i < n; i++) {
        while (si < *nslots && slots[si].room == 0)
            si++;
        if (si == *nslots) {
            hex_id h = HEX_NONE; /* set by take_hex (-O3 -flto) */
            if (!take_hex(k, &h))
                return false;
            slots[(*nslots)++] = (struct slot){h, (int16_t)stacking};
        }
        if (!emit(k->d, k->side, units[i], slots[si].hex, k->group))
            return false;
        slots[si].room--;
    }
    return true;
}

/* The units of units[0..n) in class cls (leaders: CLASS_E; any unknown class: CLASS_D). */
static int of_class(const struct tables *t, const uint8_t *units, int n, int cls, uint8_t *out)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        const struct unit_type *ut = &t->types[units[i]];
        int c = unit_type_counts_for_stacking(ut) ? ut->cls : CLASS_E;
        if (c < 0 || c >= CLASS_COUNT)
            c = CLASS_D;
        if (c == cls)
            out[k++] = units[i];
    }
    return k;
}

static void shuffle_units(struct rng *r, uint8_t *u, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = rng_below(r, i + 1);
        uint8_t x = u[i];
        u[i] = u[j];
        u[j] = x;
    }
}

static bool deploy_area(struct deployer *d, int side, int gi)
{
    static const struct packer zero;
    struct packer k = zero;
    k.d = d;
    k.side = side;
    k.group = gi;
    const struct deploy_group *g = &d->s->force[side].groups[gi];
    uint8_t area[MAP_MAX_HEXES]; /* scenario_in_area's hexes, marked round the area's letters */
    memset(area, 0, sizeof area);
    scenario_mark_area(d->m, g, area);
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
        if (area[h] && !d->used[h] && scenario_hex_passable(d->s, d->t, d->m, h))
            k.cand[k.ncand++] = h;
    for (int i = k.ncand - 1; i > 0; i--) {
        int j = rng_below(&d->rng, i + 1);
        hex_id x = k.cand[i];
        k.cand[i] = k.cand[j];
        k.cand[j] = x;
    }

    /* Every unit of the group in a shuffled order, then taken class by class. */
    uint8_t all[UNITS_MAX], some[UNITS_MAX];
    int nall = 0;
    for (int e = 0; e < g->nentries && e < GROUP_MAX_ENTRIES; e++)
        for (int c = 0; c < g->entries[e].count && nall < UNITS_MAX; c++)
            all[nall++] = g->entries[e].type;
    shuffle_units(&d->rng, all, nall);

    /* [C1.9] Chariots (all of class D, conservatively) alone; leaders join them later. */
    int n = of_class(d->t, all, nall, CLASS_D, some);
    for (int i = 0; i < n; i++) {
        hex_id h = HEX_NONE; /* set by take_hex (-O3 -flto) */
        if (!take_hex(&k, &h) || !emit(d, side, some[i], h, gi))
            return false;
    }
    /* [5.32] A and B in hexes of their own; [5.35] Ff fills their room, then its own hexes;
     * [5.36] C with Mf likewise. */
    struct slot slots[MAP_MAX_HEXES];
    int nslots = 0;
    static const struct {
        uint8_t cls;
        uint8_t from; /* 0: only fresh hexes; 1: the A/B hexes; 2: the C hexes */
    } order[] = {{CLASS_A, 0}, {CLASS_B, 0}, {CLASS_FF, 1}, {CLASS_C, 0}, {CLASS_MF, 2}};
    int c_first = 0;
    for (size_t o = 0; o < sizeof order / sizeof order[0]; o++) {
        if (order[o].cls == CLASS_C)
            c_first = nslots;
        int first = order[o].from == 0 ? nslots : order[o].from == 1 ? 0 : c_first;
        n = of_class(d->t, all, nall, order[o].cls, some);
        if (!pack(&k, some, n, slots, &nslots, first))
            return false;
    }
    /* [5.42] Leaders do not count for stacking and mix with every class [5.38]. */
    n = of_class(d->t, all, nall, CLASS_E, some);
    for (int i = 0; i < n; i++) {
        hex_id h = HEX_NONE; /* set by take_hex (-O3 -flto) */
        if (k.nmine == 0) {
            if (!take_hex(&k, &h))
                return false;
        } else {
            h = k.mine[rng_below(&d->rng, k.nmine)];
        }
        if (!emit(d, side, some[i], h, gi))
            return false;
    }
    return true;
}

bool scenario_auto_deploy(const struct scenario *s, const struct tables *t, const struct map *m,
                          uint64_t seed, struct placement *out, int max, int *count, char *err,
                          size_t errlen)
{
    static const struct deployer zero;
    struct deployer d = zero;
    d.s = s;
    d.t = t;
    d.m = m;
    d.rng.state = seed;
    d.out = out;
    d.max = max;
    d.err = err;
    d.errlen = errlen;
    *count = 0;
    int first = s->deploys_first == 1 ? 1 : 0;
    for (int i = 0; i < 2; i++) {
        int side = i == 0 ? first : 1 - first;
        const struct force *f = &s->force[side];
        if (f->stacking < 1)
            return fail(err, errlen, "[5.4] %s have no stacking limit", f->name);
        for (int g = 0; g < f->ngroups && g < FORCE_MAX_GROUPS; g++) {
            const struct deploy_group *grp = &f->groups[g];
            for (int e = 0; e < grp->nentries && e < GROUP_MAX_ENTRIES; e++)
                if (grp->entries[e].type >= t->ntypes)
                    return fail(err, errlen, "%s: unknown unit type %d", f->name,
                                grp->entries[e].type);
            if (grp->kind == DEPLOY_ENTER) {
                /* [11.1] They enter from the edge later: no hex yet. */
                for (int e = 0; e < grp->nentries && e < GROUP_MAX_ENTRIES; e++)
                    for (int c = 0; c < grp->entries[e].count; c++)
                        if (!emit(&d, side, grp->entries[e].type, HEX_NONE, g))
                            return false;
            } else if (!deploy_area(&d, side, g)) {
                return false;
            }
        }
    }
    *count = d.count;
    return true;
}

/* ---- one manual placement ---- */

static int group_count(const struct deploy_group *g, int type)
{
    int n = 0;
    for (int e = 0; e < g->nentries && e < GROUP_MAX_ENTRIES; e++)
        if (g->entries[e].type == type)
            n += g->entries[e].count;
    return n;
}

/* A group's area or edges as the refusals name it ("C-8"), formatted only for a refusal: a
 * placement is checked for every hex a list offers. */
struct area_text {
    char s[64];
};

static struct area_text area_name(const struct deploy_group *g)
{
    struct area_text t;
    scenario_group_name(g, t.s, sizeof t.s);
    return t;
}

bool scenario_check_placement(const struct scenario *s, const struct tables *t,
                              const struct map *m, const struct placement *placed, int nplaced,
                              const struct placement *p, char *err, size_t errlen)
{
    if (p->side > 1)
        return fail(err, errlen, "no side %d", p->side);
    const struct force *f = &s->force[p->side];
    if (p->group >= f->ngroups || p->group >= FORCE_MAX_GROUPS)
        return fail(err, errlen, "[11.1] the %s have no deployment group %d", f->name,
                    p->group + 1);
    if (p->type >= t->ntypes)
        return fail(err, errlen, "no unit type %d", p->type);
    const struct deploy_group *g = &f->groups[p->group];
    const struct unit_type *ut = &t->types[p->type];

    int have = group_count(g, p->type), done = 0;
    if (have == 0)
        return fail(err, errlen, "[11.1] the %s at %s have no %s", f->name, area_name(g).s,
                    ut->code);
    for (int i = 0; i < nplaced; i++)
        done += placed[i].side == p->side && placed[i].group == p->group &&
                placed[i].type == p->type;
    if (done >= have)
        return fail(err, errlen, "[11.1] all %d %s of the %s at %s are already placed", have,
                    ut->code, f->name, area_name(g).s);

    if (g->kind == DEPLOY_ENTER) {
        if (p->hex != HEX_NONE)
            return fail(err, errlen,
                        "[11.1] the %s enter from the %s: they are not set up on the map",
                        f->name, area_name(g).s);
        return true;
    }
    if (p->hex == HEX_NONE)
        return fail(err, errlen, "[11.1] the %s set up at %s: a hex is needed", f->name,
                    area_name(g).s);
    char hx[5];
    map_format_hex(p->hex, hx);
    if (map_hex_at(m, map_cr(p->hex)) != p->hex)
        return fail(err, errlen, "hex %s is not on the map", hx);
    if (!scenario_in_area(m, g, p->hex))
        return fail(err, errlen, "[11.1] %s is outside deployment area %s of the %s", hx,
                    area_name(g).s, f->name);
    if (!scenario_hex_passable(s, t, m, p->hex))
        return fail(err, errlen, "[9.0] %s is prohibited terrain", hx);

    int stacked = 0, chariot = -1, other = -1;
    for (int i = 0; i < nplaced; i++) {
        const struct placement *q = &placed[i];
        if (q->hex != p->hex || q->type >= t->ntypes)
            continue;
        if (q->side != p->side)
            return fail(err, errlen, "[5.23] %s holds enemy units", hx);
        const struct unit_type *qt = &t->types[q->type];
        if (!unit_type_counts_for_stacking(qt))
            continue;
        stacked++;
        if (unit_type_is_chariot(qt))
            chariot = q->type;
        else if (other < 0 || stack_class_conflict(ut->cls, qt->cls))
            other = q->type;
    }
    if (!unit_type_counts_for_stacking(ut))
        return true; /* [5.38] leaders mix with every class; [5.42] nor count */
    if (stacked >= f->stacking)
        return fail(err, errlen,
                    "[5.4] %s already holds %d unit%s: the %s stacking limit is %d (leaders "
                    "do not count [5.42])",
                    hx, stacked, stacked == 1 ? "" : "s", f->name, f->stacking);
    if (unit_type_is_chariot(ut) && stacked > 0)
        return fail(err, errlen,
                    "[C1.9] a Chariot may share a hex only with Leaders and the unit it "
                    "carries: %s holds %s",
                    hx, t->types[other >= 0 ? other : chariot].code);
    if (chariot >= 0)
        return fail(err, errlen,
                    "[C1.9] %s holds a Chariot: only Leaders and the unit it carries may "
                    "share its hex",
                    hx);
    if (other >= 0) {
        const struct unit_type *ot = &t->types[other];
        const char *rule = stack_class_conflict(ut->cls, ot->cls);
        if (rule)
            return fail(err, errlen, "%s %s (class %s) may not share %s with %s (class %s)",
                        rule, ut->code, unit_class_name(ut->cls), hx, ot->code,
                        unit_class_name(ot->cls));
    }
    return true;
}
