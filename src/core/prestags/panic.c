/* Panic [13.0]-[13.2], with Chariot's civilian leaders [C2.3] (optional rule "panic").
 *
 *   panic_check  [13.1] called after every combat result and every flight that cost a side
 *                Victory Points: the instant a side's losses (the enemy's Victory Points)
 *                reach its Panic Level, its army panics.  [13.21] that happens once a game:
 *                afterwards no unit of either side ever panics (army_panicked[] records it).
 *   panic_flee   [13.0] GENERAL RULE, when the Phasing Player's Movement Phase begins: the
 *                engine moves each panicked unit away from the enemy, deterministically (the
 *                rule leaves the player no choice worth asking for; the tie-breaks are below
 *                and in docs/rules-as-coded.md).  Panicked units make no other move.
 *   panic_rally  [13.22] at the end of the Phasing Player's Movement Phase.
 * Leaders never panic.  A leader of level "1" or "2" holds (and rallies) the units stacked
 * with it and adjacent to it; a "3" or "4", and a civilian "5" or "6" [C2.3], those stacked
 * with it.  The rest of the panic rule lives where it acts: panicked units may not attack
 * (fire.c, melee.c), defend at one-half (strength.c) and are eliminated by D (results.c). */
#include <stdio.h>
#include <string.h>

#include "movement.h"
#include "prestags_api.h"
#include "simultaneous.h"
#include "units.h"

static bool panic_on(const ps_game *g)
{
    return g->st.options >> PS_OPT_PANIC & 1u;
}

/* [13.0] PROCEDURE, [13.22], [C2.3]: the friendly leader that holds un (or rallies it), or -1.
 * "1"/"2": stacked or adjacent; "3"/"4" and the civilian "5"/"6": stacked. */
static int holding_leader(const ps_game *g, const struct unit *un)
{
    const struct game_state *st = &g->st;
    for (int l = 0; l < st->nunits; l++) {
        const struct unit *ld = &st->units[l];
        if (ld->side != un->side || ld->where != UNIT_ON_MAP || !unit_is_leader(g, ld))
            continue;
        int level = game_type(g, ld)->leader_level;
        int reach = level <= 2 ? 1 : 0;
        if (map_distance(ld->hex, un->hex) <= reach)
            return l;
    }
    return -1;
}

/* Appends " N" to a list of unit numbers for an event line. */
static void list_add(char *buf, size_t len, size_t *pos, int u)
{
    if (*pos >= len)
        return;
    int w = snprintf(buf + *pos, len - *pos, " %d", u);
    if (w > 0)
        *pos += (size_t)w;
}

/* [13.0] PROCEDURE: "The entire army panics at once", but for the units its leaders hold.
 * Only units on the map panic (units not yet entered stand with no leader and near no enemy). */
static void army_panics(ps_game *g, int side)
{
    struct game_state *st = &g->st;
    const struct force *f = &g->scen.force[side];
    st->army_panicked[side] = 1;
    game_event(g, "the %s have lost %d VP, their Panic Level is %d: the army panics [13.1]",
               f->name, st->vp[!side], f->panic_level);
    char panicked[1024], held[1024];
    size_t np = 0, nh = 0;
    panicked[0] = held[0] = '\0';
    int count = 0;
    for (int u = 0; u < st->nunits; u++) {
        struct unit *un = &st->units[u];
        if (un->side != side || un->where != UNIT_ON_MAP || unit_is_leader(g, un))
            continue;
        if (holding_leader(g, un) >= 0) {
            list_add(held, sizeof held, &nh, u);
            continue;
        }
        un->flags |= UF_PANICKED;
        list_add(panicked, sizeof panicked, &np, u);
        count++;
    }
    game_event(g, "%d unit%s panic [13.0]:%s", count, count == 1 ? "" : "s",
               count ? panicked : " none");
    if (nh)
        game_event(g, "held by their leaders [13.0]:%s", held);
}

void panic_check(ps_game *g, int defender)
{
    struct game_state *st = &g->st;
    /* [13.21] "Once the instant of panic has passed, no more units (of either side) ever
     * panic"; [13.13] "The other side may never panic then or thereafter". */
    if (!panic_on(g) || st->army_panicked[0] || st->army_panicked[1])
        return;
    /* [20.2] "All combat in the same Phase is considered simultaneous": under the
     * simultaneous sequence the losses of a resolution phase are one instant, judged once all
     * its results are applied (sim_run), so [13.13] weighs both armies' whole losses. */
    if (sim_active(g) && st->sim_stage == SIM_APPLY)
        return;
    bool reached[2];
    int over[2];
    for (int s = 0; s < 2; s++) {
        int level = g->scen.force[s].panic_level; /* 0: no Panic Level ("PL -", Rome) */
        over[s] = st->vp[!s] - level;
        reached[s] = level > 0 && over[s] >= 0;
    }
    if (!reached[0] && !reached[1])
        return;
    int side = reached[0] ? 0 : 1;
    if (reached[0] && reached[1]) {
        /* [13.13] both at once: the side further over panics; [13.12] both exactly (or, not
         * printed, equally far over): the Defender in the action. */
        if (over[0] != over[1])
            side = over[0] > over[1] ? 0 : 1;
        else
            side = defender == 0 || defender == 1 ? defender : st->phasing;
    }
    army_panics(g, side);
}

/* ---- flight [13.0] GENERAL RULE ---------------------------------------------------------- */

enum { FLEE_STOP = 1, FLEE_ONE_HEX = 2 };

struct flight {
    /* Per map hex: hexes to the nearest enemy unit on the map (-1 not a hex); the map's hexes
     * nearest first, which orders the search (a flight only ever steps one further away). */
    int16_t dist[MAP_MAX_HEXES];
    hex_id order[MAP_MAX_HEXES];
    int n;
    /* One unit's search: MP to reach each hex (-1 not reached), the hex before it, flags. */
    fx cost[MAP_MAX_HEXES];
    hex_id prev[MAP_MAX_HEXES];
    uint8_t state[MAP_MAX_HEXES];
};

/* Distances to the nearest enemy unit; false when no enemy unit is on the map (nothing to
 * flee from). */
static bool flight_init(const ps_game *g, int side, struct flight *f)
{
    const struct game_state *st = &g->st;
    hex_id enemy[GAME_MAX_UNITS];
    int ne = 0;
    for (int h = 0; h < MAP_MAX_HEXES; h++)
        if (st->first_in_hex[h] >= 0 && game_hex_side(st, (hex_id)h) == !side)
            enemy[ne++] = (hex_id)h;
    if (ne == 0)
        return false;
    int count[MAP_MAX_COLS + MAP_MAX_ROWS + 2];
    memset(count, 0, sizeof count);
    int maxd = 0;
    for (int h = 0; h < MAP_MAX_HEXES; h++) {
        f->dist[h] = -1;
        if (!g->map.hexes[h].exists)
            continue;
        int d = MAP_MAX_COLS + MAP_MAX_ROWS;
        for (int i = 0; i < ne; i++) {
            int k = map_distance((hex_id)h, enemy[i]);
            if (k < d)
                d = k;
        }
        f->dist[h] = (int16_t)d;
        count[d]++;
        if (d > maxd)
            maxd = d;
    }
    /* Counting sort by distance, hex id within a distance. */
    int start[MAP_MAX_COLS + MAP_MAX_ROWS + 2];
    int pos = 0;
    for (int d = 0; d <= maxd; d++) {
        start[d] = pos;
        pos += count[d];
    }
    f->n = pos;
    for (int h = 0; h < MAP_MAX_HEXES; h++)
        if (f->dist[h] >= 0)
            f->order[start[f->dist[h]]++] = (hex_id)h;
    return true;
}

/* Every hex the unit can reach by stepping from hex to hex, each further from the enemy than
 * the last, within its allowance (the one-hex move [5.15] too); a Chariot stops in a stream
 * hex [C1.5].  Such a path never enters an enemy hex nor a hex next to an enemy unit (the
 * first hex entered is at least two from every enemy unit), so never one next to an enemy
 * fire unit. */
static void flight_search(const ps_game *g, struct flight *f, const struct mover *m)
{
    for (int i = 0; i < f->n; i++) {
        f->cost[f->order[i]] = -1;
        f->state[f->order[i]] = 0;
        f->prev[f->order[i]] = HEX_NONE;
    }
    f->cost[m->start] = 0;
    for (int i = 0; i < f->n; i++) {
        hex_id h = f->order[i];
        if (f->cost[h] < 0 || (f->state[h] & FLEE_STOP))
            continue;
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id n = map_neighbour(&g->map, h, (enum hex_dir)d);
            if (n == HEX_NONE || f->dist[n] <= f->dist[h])
                continue;
            fx step = terrain_entry_cost(g, h, n);
            if (step < 0)
                continue; /* prohibited terrain */
            fx c = f->cost[h] + step;
            uint8_t mark = m->chariot && terrain_stops_chariot(g, n) ? FLEE_STOP : 0;
            if (c > m->avail) {
                /* [5.15], [10.24] the one-hex move: the neighbours of the start only ever
                 * come straight from it (a distance changes by one a hex). */
                if (h != m->start || !m->one_hex)
                    continue;
                mark = FLEE_STOP | FLEE_ONE_HEX;
            }
            if (f->cost[n] >= 0 && f->cost[n] <= c)
                continue;
            f->cost[n] = c;
            f->prev[n] = h;
            f->state[n] = mark;
        }
    }
}

static bool better(const struct flight *f, hex_id a, hex_id b, bool by_distance)
{
    if (b == HEX_NONE)
        return true;
    if (by_distance && f->dist[a] != f->dist[b])
        return f->dist[a] > f->dist[b];
    if (f->cost[a] != f->cost[b])
        return f->cost[a] < f->cost[b];
    return hex_ccrr(a) < hex_ccrr(b);
}

/* The path to dest as text, "1512-1513-1514". */
static void path_text(const struct flight *f, hex_id dest, char *buf, size_t len)
{
    hex_id path[MAP_MAX_COLS + MAP_MAX_ROWS + 2];
    int n = 0;
    for (hex_id h = dest; h != HEX_NONE && n < (int)(sizeof path / sizeof path[0]); h = f->prev[h])
        path[n++] = h;
    size_t pos = 0;
    buf[0] = '\0';
    for (int i = n - 1; i >= 0 && pos < len; i--) {
        int w = snprintf(buf + pos, len - pos, "%s%04d", i == n - 1 ? "" : "-", hex_ccrr(path[i]));
        if (w > 0)
            pos += (size_t)w;
    }
}

/* [13.0] "counted for Victory Points as if their loss had occurred in regular combat. They
 * cannot return."  A Chariot takes what it carries with it. */
static void flee_off_map(ps_game *g, int u, hex_id from)
{
    struct game_state *st = &g->st;
    int aboard[PS_ACTION_MAX_UNITS];
    int k = unit_is_chariot(g, &st->units[u])
                ? chariot_passengers(g, u, aboard, PS_ACTION_MAX_UNITS) : 0;
    if (k > PS_ACTION_MAX_UNITS)
        k = PS_ACTION_MAX_UNITS;
    int list[PS_ACTION_MAX_UNITS + 1];
    list[0] = u;
    memcpy(list + 1, aboard, (size_t)k * sizeof aboard[0]);
    for (int i = 0; i <= k; i++) {
        struct unit *un = &st->units[list[i]];
        const struct unit_type *ut = game_type(g, un);
        int vp = unit_vp(g, un);
        game_remove_unit(st, list[i]);
        un->where = UNIT_EXITED;
        un->exit_hex = from;
        un->carrier = -1;
        un->flags |= UF_FLED | UF_MOVED;
        /* [11.2] the enemy scores it; [11.25] classes D and E are not counted as units. */
        st->vp[!un->side] += vp;
        if (ut->cls != CLASS_D && ut->cls != CLASS_E)
            st->lost_units[un->side]++;
        game_event(g, "unit %d %s flees off the map from %04d [13.0]: %d VP to the %s", list[i],
                   ut->code, hex_ccrr(from), vp, g->scen.force[!un->side].name);
    }
}

static void flee_to(ps_game *g, const struct flight *f, const struct mover *m, hex_id dest)
{
    struct game_state *st = &g->st;
    struct unit *un = &st->units[m->u];
    int aboard[PS_ACTION_MAX_UNITS];
    int k = m->chariot ? chariot_passengers(g, m->u, aboard, PS_ACTION_MAX_UNITS) : 0;
    if (k > PS_ACTION_MAX_UNITS)
        k = PS_ACTION_MAX_UNITS;
    char path[6 * (MAP_MAX_COLS + MAP_MAX_ROWS + 2)], spent[16], held[16];
    path_text(f, dest, path, sizeof path);
    mp_format(f->cost[dest], spent, sizeof spent);
    mp_format(m->avail, held, sizeof held);
    game_event(g, "unit %d %s, panicked, flees %s (%s of %s MP%s): %d hexes from the nearest "
               "enemy [13.0]", m->u, game_type(g, un)->code, path, spent, held,
               (f->state[dest] & FLEE_ONE_HEX) ? ", the one-hex move [5.15]" : "",
               f->dist[dest]);
    game_remove_unit(st, m->u);
    game_put_unit(st, m->u, dest);
    un->flags |= UF_MOVED;
    for (int i = k - 1; i >= 0; i--) { /* bottom first: the stack keeps its order */
        game_remove_unit(st, aboard[i]);
        game_put_unit(st, aboard[i], dest);
        st->units[aboard[i]].flags |= UF_MOVED;
    }
    if (m->chariot) {
        if (f->state[dest] & FLEE_ONE_HEX)
            un->mp_spent = un->mp_spent > unit_ma(g, un) ? un->mp_spent : unit_ma(g, un);
        else
            un->mp_spent += f->cost[dest];
        if (terrain_stops_chariot(g, dest))
            un->flags |= UF_HALTED; /* [C1.5] */
    }
}

/* One panicked unit's flight: off the map if it can (leaving takes one MP [11.42]), the
 * cheapest way, then the lowest hex number; else to the reachable hex farthest from the
 * enemy where it may stand (stacking as at the end of the phase [5.4], [C1.9]), the cheapest,
 * then the lowest hex number; else it stays. */
static void flee_one(ps_game *g, struct flight *f, const struct mover *m)
{
    const struct game_state *st = &g->st;
    int side = st->units[m->u].side;
    flight_search(g, f, m);
    hex_id off = HEX_NONE, dest = HEX_NONE;
    struct stack_entry arrive[PS_ACTION_MAX_UNITS + 1];
    int na = stack_add_with_passengers(g, m->u, arrive, 0, PS_ACTION_MAX_UNITS + 1);
    if (na > PS_ACTION_MAX_UNITS + 1)
        na = PS_ACTION_MAX_UNITS + 1;
    for (int i = 0; i < f->n; i++) {
        hex_id h = f->order[i];
        if (f->cost[h] < 0)
            continue;
        if (!(f->state[h] & FLEE_STOP) && f->cost[h] + FX_ONE <= m->avail &&
            map_on_edge(&g->map, h) && better(f, h, off, false))
            off = h;
        struct stack_problem why;
        if (h != m->start && better(f, h, dest, true) &&
            stack_hex_ok(g, h, side, arrive, na, true, &why))
            dest = h;
    }
    const char *code = game_type(g, &st->units[m->u])->code;
    if (off != HEX_NONE) {
        if (off != m->start) {
            char path[6 * (MAP_MAX_COLS + MAP_MAX_ROWS + 2)];
            path_text(f, off, path, sizeof path);
            game_event(g, "unit %d %s, panicked, flees %s", m->u, code, path);
        }
        flee_off_map(g, m->u, off);
        return;
    }
    if (dest == HEX_NONE) {
        game_event(g, "unit %d %s, panicked, cannot get further from the enemy and stays in "
                   "%04d [13.0]", m->u, code, hex_ccrr(m->start));
        return;
    }
    flee_to(g, f, m, dest);
}

/* The allowance a unit would move with now (movement.c's mover_init, which refuses panicked
 * units): its MA, halved outside command [10.23], less what a Chariot spent [C1.4]. */
static bool flight_mover(const ps_game *g, int u, struct mover *m)
{
    const struct unit *un = &g->st.units[u];
    memset(m, 0, sizeof *m);
    m->u = u;
    m->chariot = unit_is_chariot(g, un);
    m->start = un->hex;
    if (un->where != UNIT_ON_MAP || un->carrier >= 0 || (un->flags & UF_DISRUPTED) ||
        (m->chariot && (un->flags & UF_HALTED)))
        return false; /* carried units flee with their Chariot; [8.2], [C1.5] */
    /* [18.2] (optional contact) units in contact may not break off, not even in panic (nor a
     * Chariot carrying one away). */
    if (g->st.options >> PS_OPT_CONTACT & 1u) {
        int aboard[PS_ACTION_MAX_UNITS];
        int k = m->chariot ? chariot_passengers(g, u, aboard, PS_ACTION_MAX_UNITS) : 0;
        bool engaged = (un->flags & UF_CONTACT) != 0;
        for (int i = 0; i < k && i < PS_ACTION_MAX_UNITS; i++)
            engaged |= (g->st.units[aboard[i]].flags & UF_CONTACT) != 0;
        if (engaged)
            return false;
    }
    m->allowance = unit_ma(g, un);
    if (!(un->flags & UF_IN_COMMAND))
        m->allowance = fx_half(m->allowance);
    m->avail = m->allowance;
    m->one_hex = true;
    if (m->chariot) {
        m->avail = m->allowance - un->mp_spent;
        if (m->avail < 0)
            m->avail = 0;
        m->one_hex = un->mp_spent == 0;
    }
    return true;
}

void panic_flee(ps_game *g)
{
    struct game_state *st = &g->st;
    if (!panic_on(g) || st->phase != PS_PHASE_MOVEMENT)
        return;
    int side = st->phasing;
    bool any = false;
    for (int u = 0; u < st->nunits && !any; u++)
        any = st->units[u].side == side && st->units[u].where == UNIT_ON_MAP &&
              (st->units[u].flags & UF_PANICKED);
    if (!any)
        return;
    struct flight f;
    if (!flight_init(g, side, &f)) {
        game_event(g, "no enemy unit is on the map: the panicked %s stay [13.0]",
                   g->scen.force[side].name);
        return;
    }
    bool lost = false;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->side != side || un->where != UNIT_ON_MAP || !(un->flags & UF_PANICKED))
            continue;
        struct mover m;
        if (!flight_mover(g, u, &m)) {
            if (un->carrier < 0)
                game_event(g, "unit %d %s, panicked, may not move and stays in %04d [13.0]", u,
                           game_type(g, un)->code, hex_ccrr(un->hex));
            continue;
        }
        flee_one(g, &f, &m);
        lost |= un->where == UNIT_EXITED;
    }
    if (lost)
        panic_check(g, side); /* [13.11] fled units count as losses */
}

void panic_rally(ps_game *g)
{
    struct game_state *st = &g->st;
    if (!panic_on(g))
        return;
    for (int u = 0; u < st->nunits; u++) {
        struct unit *un = &st->units[u];
        if (un->side != st->phasing || un->where != UNIT_ON_MAP || !(un->flags & UF_PANICKED))
            continue;
        int l = holding_leader(g, un);
        if (l < 0)
            continue;
        un->flags &= (uint16_t)~UF_PANICKED;
        game_event(g, "unit %d %s at %04d is rallied by leader %d %s [13.22]", u,
                   game_type(g, un)->code, hex_ccrr(un->hex), l, game_type(g, &st->units[l])->code);
    }
}

ps_status prestags_game_panic(const ps_game *g, int side, ps_panic_info *out)
{
    /* [13.0] an optional rule: no Panic Level unless it is in force. */
    out->level = panic_on(g) ? g->scen.force[side].panic_level : 0;
    out->enemy_vp = g->st.vp[!side];
    out->panicked = g->st.army_panicked[side] != 0;
    return PS_OK;
}
