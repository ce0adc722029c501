/* Set-up [Phalanx Initial Deployment], [Phalanx How to Set-up the Game]: each army places its
 * units within its radius of its key letters, never within the enemy's radius, the first
 * army before the second, stacking observed (12 points a hex [Phalanx Stacking]) and no unit
 * in terrain its type may not enter [Phalanx errata Terrain Effects Chart].  A placed unit
 * faces the enemy's nearest key letter (`face` may turn it freely during set-up).
 *
 * The automatic set-up (px_auto_deploy) forms the army in ranks across the line between the
 * two armies' key letters: heavy foot in the centre of the rank nearest the enemy, then
 * elephants, light and missile foot, and cavalry on the wings; command units spread along
 * the line.  The seed breaks ties between mirror-image hexes, so the same seed gives the same
 * set-up. */
#include <stdlib.h>
#include <string.h>

#include "px_edge.h"
#include "px_rules.h"

#include "core/rules.h"

static int ccrr(hex_id h)
{
    hex_cr c = map_cr(h);
    return c.col * 100 + c.row;
}

/* The side's key letter nearest to h (the first listed on ties), HEX_NONE if none. */
static hex_id nearest_letter(const ps_game *g, int side, hex_id h)
{
    const struct px_army *a = px_army(g, side);
    hex_id best = HEX_NONE;
    int bd = 0;
    for (int i = 0; i < a->nletters; i++) {
        if (a->letters[i] < 'A' || a->letters[i] > 'Z')
            continue;
        hex_id c = g->map.letters[a->letters[i] - 'A'];
        if (c == HEX_NONE)
            continue;
        int d = map_distance(c, h);
        if (best == HEX_NONE || d < bd) {
            best = c;
            bd = d;
        }
    }
    return best;
}

/* [Phalanx Facing] a unit set up faces the enemy: the hexside whose neighbour is nearest the
 * enemy's nearest key letter, the first of E NE NW W SW SE on ties. */
int px_facing_toward_enemy(const ps_game *g, int side, hex_id h)
{
    hex_id c = nearest_letter(g, !side, h);
    if (c == HEX_NONE || c == h)
        return HEX_E;
    hex_cr at = map_cr(h), to = map_cr(c);
    int best = HEX_E, bd = 1 << 30;
    for (int d = 0; d < HEX_DIRS; d++) {
        int dd = hex_distance(hex_neighbour(at, (enum hex_dir)d), to);
        if (dd < bd) {
            bd = dd;
            best = d;
        }
    }
    return best;
}

/* May a unit of this type and side stand in h now: not a lake or river, no terrain its type
 * may not enter, no enemy, stacking points within the limit. */
static ps_status stand_check(ps_game *g, int side, int type, hex_id h)
{
    const struct px_unit_type *ut = &g->px.types[type];
    if (!px_hex_usable(&g->pxs, &g->map, h))
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Terrain Effects Chart] %04d is lake or "
                         "river: no unit may stand there", ccrr(h));
    const struct map_hex *x = &g->map.hexes[h];
    enum px_terrain ts[3];
    int n = px_hex_terrains(x, g->pxs.all_clear, ts);
    for (int i = 0; i < n; i++) {
        int e = ut->entry[ts[i]].v;
        if (e == PX_ENTER_NEVER)
            return game_fail(g, PS_EILLEGAL, "[Phalanx errata Terrain Effects Chart] %s may never "
                             "enter %s (%04d)", ut->code, px_terrain_name(ts[i]), ccrr(h));
        if (e == PX_ENTER_ROAD_ONLY && !x->road)
            return game_fail(g, PS_EILLEGAL, "[Phalanx errata Terrain Effects Chart] %s enter %s "
                             "only by road, and %04d has none", ut->code,
                             px_terrain_name(ts[i]), ccrr(h));
    }
    int other = game_hex_side(&g->st, h);
    if (other >= 0 && other != side)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Stacking] %04d holds enemy units", ccrr(h));
    int pts = px_stack_points(g, h) + ut->stack.v;
    if (pts > g->px.stacking_limit.v)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Stacking] %04d would hold %d stacking points, "
                         "more than %d", ccrr(h), pts, g->px.stacking_limit.v);
    return PS_OK;
}

/* [Phalanx Initial Deployment] within the radius of one of the side's key letters and never
 * within the enemy's radius of the enemy's. */
static ps_status area_check(ps_game *g, int side, hex_id h)
{
    if (px_in_deploy_area(&g->pxs, &g->map, side, h))
        return PS_OK;
    const struct px_army *own = px_army(g, side), *en = px_army(g, !side);
    hex_id ce = nearest_letter(g, !side, h);
    if (ce != HEX_NONE && map_distance(ce, h) <= en->radius)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Initial Deployment] %04d is within %d hexes of "
                         "the %s' key letter %c: no unit may deploy within the enemy's radius",
                         ccrr(h), en->radius, en->name, g->map.hexes[ce].letter);
    return game_fail(g, PS_EILLEGAL, "[Phalanx Initial Deployment] %04d is more than %d hexes from "
                     "the %s' key letter%s %.*s", ccrr(h), own->radius, own->name,
                     own->nletters > 1 ? "s" : "", own->nletters, own->letters);
}

ps_status px_deploy_check(ps_game *g, const ps_action *a)
{
    const struct game_state *st = &g->st;
    struct unit *un = NULL; /* set by rules_unit (-O3 -flto) */
    if (st->phase != PS_PHASE_DEPLOY)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Initial Deployment] units are deployed only "
                         "during set-up");
    if (a->nunits != 1 || a->nhexes != 1)
        return game_fail(g, PS_EINVAL, "deploy takes one unit and one hex");
    ps_status s = rules_unit(g, a->units[0], &un);
    if (s != PS_OK)
        return s;
    if (un->side != st->deploying)
        return game_fail(g, PS_EILLEGAL, "[Phalanx How to Set-up the Game] unit %d belongs to "
                         "the %s, who do not deploy now", a->units[0],
                         g->scen.force[un->side].name);
    if (un->where != UNIT_WAITING)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Initial Deployment] unit %d is already set up",
                         a->units[0]);
    hex_id h = rules_hex(g, a->hexes[0]);
    if (h == HEX_NONE)
        return game_fail(g, PS_EINVAL, "%04d is not a hex of the map", a->hexes[0]);
    s = area_check(g, un->side, h);
    return s != PS_OK ? s : stand_check(g, un->side, un->type, h);
}

void px_deploy_apply(ps_game *g, const ps_action *a)
{
    int u = a->units[0];
    hex_id h = rules_hex(g, a->hexes[0]);
    game_put_unit(&g->st, u, h);
    g->st.units[u].facing = (int8_t)px_facing_toward_enemy(g, g->st.units[u].side, h);
}

static void deploy_action(ps_action *out, int u, hex_id h)
{
    memset(out, 0, sizeof *out);
    out->kind = PS_ACT_DEPLOY;
    out->nunits = 1;
    out->units[0] = (int16_t)u;
    out->nhexes = 1;
    out->hexes[0] = (int16_t)ccrr(h);
}

/* Quiet checks: listing legal actions leaves the last error as it was (and formats none of
 * the refusals nobody reads). */
static bool may_deploy(ps_game *g, int u, hex_id h)
{
    bool probing = g->probing;
    g->probing = true;
    const struct unit *un = &g->st.units[u];
    bool ok = px_in_deploy_area(&g->pxs, &g->map, un->side, h) &&
              stand_check(g, un->side, un->type, h) == PS_OK;
    g->probing = probing;
    return ok;
}

int px_deploy_legal(ps_game *g, int only, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if ((only >= 0 && u != only) || un->side != st->deploying || un->where != UNIT_WAITING)
            continue;
        for (int row = 1; row <= g->map.rows; row++)
            for (int col = 1; col <= g->map.cols; col++) {
                hex_id h = map_id(col, row);
                if (!g->map.hexes[h].exists || !may_deploy(g, u, h))
                    continue;
                if (n < max)
                    deploy_action(&out[n], u, h);
                n++;
            }
    }
    return n;
}

/* [Phalanx Combat K] a unit placed in Contact is engaged with each adjacent enemy hex whose
 * units are in Contact. */
static void engage_placed(ps_game *g, hex_id h, int side)
{
    struct game_state *st = &g->st;
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id nb = map_neighbour(&g->map, h, (enum hex_dir)d);
        if (nb == HEX_NONE || game_hex_side(st, nb) != !side)
            continue;
        bool contact = false, known = false;
        for (int v = st->first_in_hex[nb]; v >= 0; v = st->units[v].next)
            contact |= (st->units[v].flags & UF_CONTACT) != 0;
        for (int i = 0; i < st->ncontacts; i++)
            known |= (st->contacts[i].a == nb && st->contacts[i].b == h) ||
                     (st->contacts[i].a == h && st->contacts[i].b == nb);
        if (!contact || known || st->ncontacts >= CONTACT_MAX)
            continue;
        st->contacts[st->ncontacts].a = nb;
        st->contacts[st->ncontacts].b = h;
        st->ncontacts++;
    }
}

int px_place(ps_game *g, int side, const char *code, int ccrr_value, unsigned status)
{
    int type = px_find_type(&g->px, code);
    if (type < 0) {
        game_fail(g, PS_EINVAL, "no unit type '%s'", code);
        return -1;
    }
    hex_id h = rules_hex(g, ccrr_value);
    if (h == HEX_NONE) {
        game_fail(g, PS_EINVAL, "%04d is not a hex of the map", ccrr_value);
        return -1;
    }
    if (status & ~(unsigned)(PS_UNIT_DISRUPTED | PS_UNIT_PANICKED | PS_UNIT_CONTACT)) {
        game_fail(g, PS_EINVAL, "unknown status bits");
        return -1;
    }
    if ((status & PS_UNIT_PANICKED) && g->px.types[type].command.v) {
        game_fail(g, PS_EILLEGAL, "[Phalanx errata Command Units] command units never panic");
        return -1;
    }
    if (stand_check(g, side, type, h) != PS_OK)
        return -1;
    int u = game_add_unit(g, side, type, 0);
    if (u < 0) {
        game_fail(g, PS_EINVAL, "more than %d units", GAME_MAX_UNITS);
        return -1;
    }
    if (!game_setup_note(g, "place %d %s %04d %u", side, code, ccrr_value, status)) {
        g->st.nunits--;
        game_fail(g, PS_EINVAL, "too many placements to record");
        return -1;
    }
    struct unit *un = &g->st.units[u];
    struct px_unit *p = px_unit(g, u);
    un->flags = (uint16_t)(status & (PS_UNIT_PANICKED | PS_UNIT_CONTACT));
    game_put_unit(&g->st, u, h);
    un->facing = (int8_t)px_facing_toward_enemy(g, side, h);
    if (status & PS_UNIT_DISRUPTED) { /* [Phalanx errata Demoralization and Panic] */
        p->flags |= PXF_DEMORALIZED;
        p->dd_end = (int16_t)(px_clock(&g->st) + 16);
    }
    if (status & PS_UNIT_PANICKED) /* [Phalanx errata Panic] flees to the nearest edge */
        p->flee_edge = (int8_t)px_nearest_edge(&g->map, h);
    if (status & PS_UNIT_CONTACT)
        engage_placed(g, h, side);
    /* A position built in a Movement Phase: command is judged with this unit there
     * [Phalanx Command Units]. */
    if (g->st.phase == PS_PHASE_MOVEMENT)
        px_movement_begin(g);
    return u;
}

/* ---- The automatic set-up ---- */

/* Formation groups, placed in this order. */
enum { GRP_HEAVY, GRP_ELEPHANT, GRP_LIGHT, GRP_CAVALRY, GRP_COMMAND, GRP_COUNT };

static int unit_group(const ps_game *g, const struct unit *un)
{
    const struct px_unit_type *t = px_type(g, un);
    if (t->command.v)
        return GRP_COMMAND;
    if (px_is_cavalry(g, un))
        return GRP_CAVALRY;
    if (t->cls == PX_CLASS_VI)
        return GRP_ELEPHANT;
    if (t->kind == PX_KIND_SPEAR || t->kind == PX_KIND_SWORD)
        return GRP_HEAVY;
    return GRP_LIGHT;
}

/* A hex's place in the formation: rank toward the enemy, then distance from the axis. */
struct slot {
    hex_id h;
    long rank, lateral, signed_lateral;
    uint64_t tie;
};

static uint64_t mix64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    return x ^ (x >> 33);
}

static long isqrt(long v)
{
    long r = 0;
    while ((r + 1) * (r + 1) <= v)
        r++;
    return r;
}

/* Twice the sum of the centres of an army's key letters, in half-hex-width x and row y (a
 * row is sqrt(3) half-widths high: dot products weigh y by 3). */
static void letters_centre(const ps_game *g, int side, long *x, long *y)
{
    const struct px_army *a = px_army(g, side);
    int n = 0;
    *x = *y = 0;
    for (int i = 0; i < a->nletters; i++) {
        hex_id c = g->map.letters[a->letters[i] - 'A'];
        hex_cr cr = map_cr(c);
        *x += 2 * cr.col + (cr.row % 2 == 0);
        *y += cr.row;
        n++;
    }
    if (n == 1) {
        *x *= 2;
        *y *= 2;
    }
}

static int by_slot(const void *pa, const void *pb)
{
    const struct slot *a = pa, *b = pb;
    if (a->rank != b->rank)
        return a->rank > b->rank ? -1 : 1;
    if (a->lateral != b->lateral)
        return a->lateral < b->lateral ? -1 : 1;
    return a->tie < b->tie ? -1 : a->tie > b->tie;
}

static int by_signed_lateral(const void *pa, const void *pb)
{
    const struct slot *a = pa, *b = pb;
    if (a->signed_lateral != b->signed_lateral)
        return a->signed_lateral < b->signed_lateral ? -1 : 1;
    return by_slot(pa, pb);
}

static int formation_slots(const ps_game *g, int side, struct slot *out)
{
    long ox, oy, ex, ey;
    letters_centre(g, side, &ox, &oy);
    letters_centre(g, !side, &ex, &ey);
    long ax = ex - ox, ay = ey - oy, len = isqrt(ax * ax + 3 * ay * ay);
    if (len == 0)
        len = 1;
    int n = 0;
    for (int row = 1; row <= g->map.rows; row++)
        for (int col = 1; col <= g->map.cols; col++) {
            hex_id h = map_id(col, row);
            if (!px_hex_usable(&g->pxs, &g->map, h) ||
                !px_in_deploy_area(&g->pxs, &g->map, side, h))
                continue;
            long dx = 2 * (2 * col + (row % 2 == 0)) - ox, dy = 2 * row - oy;
            long fwd = dx * ax + 3 * dy * ay, side_off = dx * ay - dy * ax;
            long unit = 4 * len; /* one hex along the axis */
            struct slot *s = &out[n++];
            s->h = h;
            s->rank = fwd >= 0 ? fwd / unit : -((-fwd + unit - 1) / unit);
            s->signed_lateral = side_off;
            s->lateral = side_off < 0 ? -side_off : side_off;
            s->tie = mix64(g->seed ^ (uint64_t)(uint16_t)h * 0x9e3779b97f4a7c15ull);
        }
    qsort(out, (size_t)n, sizeof out[0], by_slot);
    return n;
}

/* Only units of the same formation group share a hex, unless there is no other room. */
static bool hex_fits_group(const ps_game *g, hex_id h, int grp)
{
    for (int v = g->st.first_in_hex[h]; v >= 0; v = g->st.units[v].next)
        if (unit_group(g, &g->st.units[v]) != grp)
            return false;
    return true;
}

static ps_status place_at(ps_game *g, int u, hex_id h)
{
    ps_action a;
    deploy_action(&a, u, h);
    return ps_game_play(g, &a);
}

static ps_status place_combat_unit(ps_game *g, int u, const struct slot *slots, int n)
{
    int grp = unit_group(g, &g->st.units[u]);
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++)
            if ((pass || hex_fits_group(g, slots[i].h, grp)) && may_deploy(g, u, slots[i].h))
                return place_at(g, u, slots[i].h);
    return game_fail(g, PS_EILLEGAL, "[Phalanx Initial Deployment] no room left to set up "
                     "unit %d", u);
}

ps_status px_auto_deploy(ps_game *g)
{
    struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_DEPLOY)
        return game_fail(g, PS_ESTATE, "[Phalanx Initial Deployment] set-up is over");
    int side = st->deploying;
    struct slot *slots = malloc(sizeof *slots * MAP_MAX_HEXES);
    if (!slots)
        return game_fail(g, PS_ENOMEM, "out of memory");
    int n = formation_slots(g, side, slots);
    ps_status s = PS_OK;
    int ncm = 0, cms[PX_COMMANDS * 4];
    for (int grp = 0; grp < GRP_COMMAND && s == PS_OK; grp++)
        for (int u = 0; u < st->nunits && s == PS_OK; u++) {
            const struct unit *un = &st->units[u];
            if (un->side != side || un->where != UNIT_WAITING || unit_group(g, un) != grp)
                continue;
            s = place_combat_unit(g, u, slots, n);
        }
    for (int u = 0; u < st->nunits && s == PS_OK; u++)
        if (st->units[u].side == side && st->units[u].where == UNIT_WAITING &&
            (int)(sizeof cms / sizeof cms[0]) > ncm)
            cms[ncm++] = u;
    /* Command units (no stacking points) spread along the line, left to right. */
    int used = 0;
    for (int i = 0; i < n; i++)
        if (st->first_in_hex[slots[i].h] >= 0)
            slots[used++] = slots[i];
    qsort(slots, (size_t)used, sizeof slots[0], by_signed_lateral);
    for (int j = 0; j < ncm && s == PS_OK; j++) {
        int k = used ? (2 * j + 1) * used / (2 * ncm) : 0;
        if (used && may_deploy(g, cms[j], slots[k].h))
            s = place_at(g, cms[j], slots[k].h);
    }
    for (int u = 0; u < st->nunits && s == PS_OK; u++) /* anything left: first legal hex */
        if (st->units[u].side == side && st->units[u].where == UNIT_WAITING) {
            ps_action legal;
            if (px_deploy_legal(g, u, &legal, 1, 0) < 1)
                s = game_fail(g, PS_EILLEGAL, "[Phalanx Initial Deployment] no room left to "
                              "set up unit %d", u);
            else
                s = ps_game_play(g, &legal);
        }
    free(slots);
    if (s != PS_OK)
        return s;
    ps_action end;
    memset(&end, 0, sizeof end);
    end.kind = PS_ACT_END;
    return ps_game_play(g, &end);
}
