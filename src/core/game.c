/* Creating, copying and freeing games; the occupancy cache; dice; errors. */
#include "game.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ruleset.h"
#include "system.h"

ps_status game_fail(ps_game *g, ps_status status, const char *fmt, ...)
{
    if (g->probing)
        return status;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
    return status;
}

const char *ps_game_error(const ps_game *g)
{
    return g->err;
}

void game_event(ps_game *g, const char *fmt, ...)
{
    size_t room = sizeof g->events - g->events_len;
    if (room < 2 || g->quiet)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(g->events + g->events_len, room - 1, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    g->events_len += (size_t)n < room - 1 ? (size_t)n : room - 2;
    g->events[g->events_len++] = '\n';
    g->events[g->events_len] = '\0';
}

bool game_setup_note(ps_game *g, const char *fmt, ...)
{
    size_t room = sizeof g->setup - g->setup_len;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(g->setup + g->setup_len, room, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n + 1 >= room) {
        g->setup[g->setup_len] = '\0';
        return false;
    }
    g->setup_len += (size_t)n;
    g->setup[g->setup_len++] = '\n';
    g->setup[g->setup_len] = '\0';
    return true;
}

const char *ps_game_events(const ps_game *g)
{
    return g->events;
}

void ps_game_set_quiet(ps_game *g, bool quiet)
{
    g->quiet = quiet;
}

void game_put_unit(struct game_state *st, int u, hex_id hex)
{
    struct unit *un = &st->units[u];
    un->hex = hex;
    un->where = UNIT_ON_MAP;
    /* New arrivals go on top of the stack; the list order is part of the state. */
    un->next = st->first_in_hex[hex];
    st->first_in_hex[hex] = (int16_t)u;
    st->held[hex / 64] |= 1ull << (hex % 64);
    st->control[hex] = (uint8_t)(un->side + 1);
}

void game_remove_unit(struct game_state *st, int u)
{
    struct unit *un = &st->units[u];
    if (un->hex == HEX_NONE)
        return;
    int16_t *link = &st->first_in_hex[un->hex];
    while (*link != u)
        link = &st->units[*link].next;
    *link = un->next;
    if (st->first_in_hex[un->hex] < 0)
        st->held[un->hex / 64] &= ~(1ull << (un->hex % 64));
    un->next = -1;
    un->hex = HEX_NONE;
}

int game_units_in(const struct game_state *st, hex_id hex, int *out, int max)
{
    int n = 0;
    for (int u = st->first_in_hex[hex]; u >= 0; u = st->units[u].next) {
        if (n < max)
            out[n] = u;
        n++;
    }
    return n;
}

bool game_next_to_enemy(const ps_game *g, hex_id h, int side)
{
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id x = map_neighbour(&g->map, h, (enum hex_dir)d);
        if (x != HEX_NONE && game_hex_side(&g->st, x) == !side)
            return true;
    }
    return false;
}

int game_add_unit(ps_game *g, int side, int type, int group)
{
    struct game_state *st = &g->st;
    if (st->nunits == GAME_MAX_UNITS)
        return -1;
    int u = st->nunits++;
    struct unit *un = &st->units[u];
    memset(un, 0, sizeof *un);
    un->type = (uint8_t)type;
    un->side = (uint8_t)side;
    un->where = UNIT_WAITING;
    un->group = (uint8_t)group;
    un->hex = HEX_NONE;
    un->exit_hex = HEX_NONE;
    un->next = -1;
    un->carrier = -1;
    un->fired_pturn = -100;
    if (side == 0 || side == 1)
        g->side_units[side][g->side_count[side]++] = (int16_t)u;
    g->side_lists_made++;
    g->sys->unit_added(g, u);
    return u;
}

void game_list_sides(ps_game *g)
{
    g->side_count[0] = g->side_count[1] = 0;
    g->side_lists_made++;
    for (int u = 0; u < g->st.nunits; u++) {
        int side = g->st.units[u].side;
        if (side == 0 || side == 1)
            g->side_units[side][g->side_count[side]++] = (int16_t)u;
    }
}

/* Notes a roll in the record of the action being played. */
static void record_roll(struct history *h, int roll, bool forced)
{
    if (!h->keep || h->count == 0)
        return;
    if (h->nrolls == h->rolls_cap) {
        int cap = h->rolls_cap ? h->rolls_cap * 2 : 256;
        uint8_t *r = realloc(h->rolls, (size_t)cap);
        if (!r)
            return; /* the record loses a die; play goes on */
        h->rolls = r;
        h->rolls_cap = cap;
    }
    h->rolls[h->nrolls++] = (uint8_t)(roll | (forced ? ROLL_FORCED : 0));
}

int game_roll(ps_game *g)
{
    int roll;
    if (dice_queue_pop(&g->forced, &roll)) {
        g->st.dice.rolls++;
        record_roll(&g->hist, roll, true);
        return roll;
    }
    roll = dice_roll(&g->st.dice, g->tables.crt.die_sides);
    record_roll(&g->hist, roll, false);
    return roll;
}

/* [Rome] "Ignore all Slope and Hilltop hexes on the mapsheet": they become ground level. */
static void apply_terrain_modifications(struct map *m, const struct scenario *s)
{
    if (!s->ignore_elevation)
        return;
    for (int i = 0; i < MAP_MAX_HEXES; i++) {
        m->hexes[i].elevation = ELEV_GROUND;
        m->hexes[i].splash_sides = 0;
    }
}

static void game_reset(ps_game *g, uint64_t seed)
{
    struct game_state *st = &g->st;
    memset(st, 0, sizeof *st);
    g->side_count[0] = g->side_count[1] = 0;
    g->side_lists_made++;
    for (int i = 0; i < MAP_MAX_HEXES; i++)
        st->first_in_hex[i] = -1;
    dice_seed(&st->dice, seed);
    st->turn = 1;
    st->phase = PS_PHASE_DEPLOY;
    st->deploying = (uint8_t)g->scen.deploys_first;
    st->to_act = st->deploying;
    st->phasing = (uint8_t)g->scen.moves_first;
    g->seed = seed;
    g->hist.keep = true;
    g->sys->reset(g);
}

static ps_status game_alloc(const ps_data *d, const char *scenario_id, uint64_t seed,
                            ps_game **out, char *err, size_t errlen)
{
    int si = ps_data_find_scenario(d, scenario_id);
    if (si < 0) {
        snprintf(err, errlen, "no scenario '%s' (see 'scenarios')", scenario_id);
        return PS_ENOTFOUND;
    }
    const struct rule_system *sys = rule_system_of(d);
    if (!sys) {
        snprintf(err, errlen, "no rule system '%s'", ps_data_system(d));
        return PS_EDATA;
    }
    ps_game *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(err, errlen, "out of memory");
        return PS_ENOMEM;
    }
    g->sys = sys;
    g->map = d->map;
    g->tables = d->tables;
    g->scen = d->scen[si];
    g->shared_tables = d->shared_tables;
    scenario_tables_hold(g->shared_tables);
    g->scenario_index = si;
    sys->adopt(g, d, si);
    apply_terrain_modifications(&g->map, &g->scen);
    game_reset(g, seed);
    *out = g;
    return PS_OK;
}

ps_status ps_game_new_empty(const ps_data *d, const char *scenario_id, uint64_t seed,
                            ps_game **out, char *err, size_t errlen)
{
    ps_status s = game_alloc(d, scenario_id, seed, out, err, errlen);
    if (s == PS_OK) {
        /* A built position starts in the first Player-Turn, not in set-up. */
        (*out)->st.phase = (uint8_t)(*out)->sys->built_phase;
        (*out)->st.to_act = (*out)->st.phasing;
        (*out)->built = true;
    }
    return s;
}

ps_status ps_game_new(const ps_data *d, const char *scenario_id, uint64_t seed, ps_game **out,
                      char *err, size_t errlen)
{
    ps_status s = game_alloc(d, scenario_id, seed, out, err, errlen);
    if (s != PS_OK)
        return s;
    ps_game *g = *out;
    if (!g->sys->add_units(g)) {
        snprintf(err, errlen, "%s: more than %d units", scenario_id, GAME_MAX_UNITS);
        ps_game_free(g);
        *out = NULL;
        return PS_EDATA;
    }
    game_start(g);
    return PS_OK;
}

ps_game *ps_game_clone(const ps_game *g)
{
    ps_game *c = malloc(sizeof *c);
    if (!c)
        return NULL;
    *c = *g;
    /* The clone starts with no history of its own: it is for searching, not for undo. */
    memset(&c->hist, 0, sizeof c->hist);
    c->hist.keep = false;
    c->scratch = NULL;
    c->px_scratch = NULL;
    shared_block_hold(c->map_tables); /* the map's tables: the clone's map is the same */
    scenario_tables_hold(c->shared_tables);
    c->memo_state = MEMO_OFF;
    c->memo_for = NULL;
    c->memo_plan = NULL;
    return c;
}

void ps_game_reseed(ps_game *g, uint64_t seed)
{
    uint32_t rolls = g->st.dice.rolls;
    dice_seed(&g->st.dice, seed);
    g->st.dice.rolls = rolls;
    g->forced.count = 0;
}

void ps_game_free(ps_game *g)
{
    if (!g)
        return;
    free(g->hist.states);
    free(g->hist.actions);
    free(g->hist.roll_start);
    free(g->hist.rolls);
    free(g->scratch);
    free(g->px_scratch);
    shared_block_release(g->map_tables);
    scenario_tables_release(g->shared_tables);
    free(g->memo_plan);
    free(g);
}

ps_status ps_game_force_dice(ps_game *g, const int *rolls, int n)
{
    for (int i = 0; i < n; i++)
        if (rolls[i] < 1 || rolls[i] > g->tables.crt.die_sides)
            return game_fail(g, PS_EINVAL, "a die roll is 1 to %d, not %d",
                             g->tables.crt.die_sides, rolls[i]);
    if (g->forced.count + n > DICE_QUEUE_MAX)
        return game_fail(g, PS_EINVAL, "at most %d forced rolls may wait", DICE_QUEUE_MAX);
    for (int i = 0; i < n; i++)
        dice_queue_push(&g->forced, rolls[i]);
    return PS_OK;
}

int ps_game_forced_dice_left(const ps_game *g)
{
    return g->forced.count;
}

_Static_assert((int)PS_FORCED_DICE_MAX == (int)DICE_QUEUE_MAX, "the published queue size");

int ps_game_take_forced_dice(ps_game *g, int *rolls, int max)
{
    int n = g->forced.count, roll;
    for (int i = 0; dice_queue_pop(&g->forced, &roll); i++)
        if (rolls && i < max)
            rolls[i] = roll;
    return n;
}
