/* Read access for front ends and computer players: status, units, hexes, options. */
#include <string.h>

#include "system.h"

static const char *const option_names[] = {
    [PS_OPT_PANIC] = "panic",
    [PS_OPT_ELEVATION] = "elevation",
    [PS_OPT_CONCESSION] = "concession",
    [PS_OPT_FACING] = "facing",
    [PS_OPT_RETREAT] = "retreat",
    [PS_OPT_CONTACT] = "contact",
    [PS_OPT_SIMULTANEOUS] = "simultaneous",
    [PS_OPT_RANGE_EFFECTS] = "range-effects",
    [PS_OPT_CAPABILITY] = "capability",
};
_Static_assert(sizeof option_names / sizeof option_names[0] == PS_OPT_COUNT, "option names");

const char *ps_option_name(ps_option o)
{
    return (unsigned)o < PS_OPT_COUNT ? option_names[o] : "?";
}

int ps_option_find(const char *name)
{
    for (int i = 0; i < PS_OPT_COUNT; i++)
        if (strcmp(name, option_names[i]) == 0)
            return i;
    return -1;
}

ps_status ps_game_set_option(ps_game *g, ps_option o, bool on)
{
    if ((unsigned)o >= PS_OPT_COUNT)
        return game_fail(g, PS_ENOTFOUND, "no such option");
    ps_status s = g->sys->option_allowed(g, o, on);
    if (s != PS_OK)
        return s;
    /* [15.0] "At any time, in any scenario": Tactical Concession may be chosen even where a
     * scenario forbids "any Optional Rules" (Rome); every other option is refused there. */
    if (on && g->scen.no_optional_rules && o != PS_OPT_CONCESSION)
        return game_fail(g, PS_EILLEGAL, "[%s %s] do not use any Optional Rules",
                         g->scen.name, g->scen.rule);
    if (g->hist.count > 0)
        return game_fail(g, PS_ESTATE, "[12.0] optional rules are chosen before play begins");
    if (!game_setup_note(g, "option %s %s", option_names[o], on ? "on" : "off"))
        return game_fail(g, PS_EINVAL, "too many set-up steps to record");
    if (on)
        g->st.options |= 1u << o;
    else
        g->st.options &= ~(1u << o);
    g->sys->option_changed(g, o, on);
    return PS_OK;
}

bool ps_game_option(const ps_game *g, ps_option o)
{
    return (unsigned)o < PS_OPT_COUNT && (g->st.options >> o & 1u);
}

void ps_game_status(const ps_game *g, ps_status_info *out)
{
    const struct game_state *st = &g->st;
    memset(out, 0, sizeof *out);
    out->turn = st->turn;
    out->game_length = g->scen.game_length;
    out->phase = (ps_phase)st->phase;
    out->side_to_act = st->to_act;
    out->phasing_side = st->phasing;
    out->vp[0] = st->vp[0];
    out->vp[1] = st->vp[1];
    out->units_lost[0] = st->lost_units[0];
    out->units_lost[1] = st->lost_units[1];
    out->pending = st->pending.kind == PENDING_LOSE      ? 1
                   : st->pending.kind == PENDING_ADVANCE ? 2
                   : st->pending.kind == PENDING_RETREAT ? 3 /* [17.0] */
                   : st->pending.kind == PENDING_END_OFFER ? 4
                                                         : 0;
    out->over = st->phase == PS_PHASE_GAME_OVER;
    out->winner = -1;
    if (out->over)
        g->sys->victory_evaluate(g, out);
}

const char *ps_game_side_name(const ps_game *g, int side)
{
    return (side == 0 || side == 1) ? g->scen.force[side].name : "?";
}

const char *ps_game_scenario_id(const ps_game *g)
{
    return g->scen.id;
}

const char *ps_game_system(const ps_game *g)
{
    return g->sys->name;
}

int ps_game_unit_count(const ps_game *g)
{
    return g->st.nunits;
}

ps_status ps_game_unit(const ps_game *g, int u, ps_unit_info *out)
{
    return g->sys->unit(g, u, out);
}

void ps_game_map_size(const ps_game *g, int *cols, int *rows)
{
    *cols = g->map.cols;
    *rows = g->map.rows;
}

ps_status ps_game_hex(const ps_game *g, int ccrr, ps_hex_info *out)
{
    return g->sys->hex(g, ccrr, out);
}

int ps_game_units_at(const ps_game *g, int ccrr, int *out, int max)
{
    hex_cr h = {ccrr / 100, ccrr % 100};
    hex_id id = map_hex_at(&g->map, h);
    return id == HEX_NONE ? 0 : game_units_in(&g->st, id, out, max);
}
