/* Read access for front ends and computer players: status, units, hexes, options. */
#include <stdio.h>
#include <string.h>

#include "prestags/simultaneous.h"
#include "prestags/units.h"
#include "rules.h"
#include "ruleset.h"
#include "phalanx/px_info.h"

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
    if (on && g->phalanx)
        return game_fail(g, PS_EILLEGAL, "[12.0] the optional rules are PRESTAGS's; Phalanx has "
                         "none (its facing, contact and withdrawal rules always apply)");
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
    if (o == PS_OPT_FACING) /* [16.0] units already placed face the enemy (or 0 again) */
        for (int u = 0; u < g->st.nunits; u++) {
            facing_place(g, u);
            if (!on)
                g->st.units[u].facing = 0;
        }
    if (o == PS_OPT_SIMULTANEOUS) /* [19.1] play begins with a plot, or no longer does */
        sim_option_changed(g);
    if (o == PS_OPT_CONTACT) { /* [18.0] units placed in contact are engaged */
        g->st.ncontacts = 0;
        for (int u = 0; u < g->st.nunits; u++)
            contact_pair_placed(g, u);
    }
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
    if (out->over && g->phalanx)
        px_victory_evaluate(g, out); /* [Phalanx Victory Conditions] */
    else if (out->over)
        victory_evaluate(g, out);
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
    return g->phalanx ? "phalanx" : "chariot";
}

int ps_game_unit_count(const ps_game *g)
{
    return g->st.nunits;
}

/* The printed melee value: ".", "[3]" or "3" (values up to 99). */
static void melee_text(const struct unit_type *ut, char out[8])
{
    char *p = out;
    if (ut->melee_kind == MELEE_DOT) {
        *p++ = '.';
    } else {
        if (ut->melee_kind == MELEE_BRACKET)
            *p++ = '[';
        if (ut->melee >= 10)
            *p++ = (char)('0' + ut->melee / 10 % 10);
        *p++ = (char)('0' + ut->melee % 10);
        if (ut->melee_kind == MELEE_BRACKET)
            *p++ = ']';
    }
    *p = '\0';
}

ps_status ps_game_unit(const ps_game *g, int u, ps_unit_info *out)
{
    if (g->phalanx)
        return px_game_unit(g, u, out);
    if (u < 0 || u >= g->st.nunits)
        return PS_EINVAL;
    const struct unit *un = &g->st.units[u];
    const struct unit_type *ut = game_type(g, un);
    memset(out, 0, sizeof *out);
    /* Plain copies: computer players call this for every unit, every decision. */
    _Static_assert(sizeof out->code == sizeof ut->code, "unit code sizes");
    _Static_assert(sizeof out->name == sizeof ut->name, "unit name sizes");
    memcpy(out->code, ut->code, sizeof out->code);
    memcpy(out->name, ut->name, sizeof out->name);
    const char *cls = unit_class_name((enum unit_class)ut->cls);
    out->cls[0] = cls[0];
    out->cls[1] = cls[1];
    out->cls[2] = '\0';
    out->side = un->side;
    if (un->hex != HEX_NONE) {
        hex_cr h = map_cr(un->hex);
        out->hex = h.col * 100 + h.row;
    }
    out->on_map = un->where == UNIT_ON_MAP;
    out->eliminated = un->where == UNIT_ELIMINATED;
    out->exited = un->where == UNIT_EXITED;
    out->waiting = un->where == UNIT_WAITING;
    out->melee = ut->melee;
    melee_text(ut, out->melee_text);
    out->fire = ut->fire;
    out->range = ut->range;
    out->ma = unit_ma(g, un) / FX_ONE;
    out->leader_level = ut->leader_level;
    out->status = un->flags & (PS_UNIT_DISRUPTED | PS_UNIT_PANICKED | PS_UNIT_CONTACT);
    out->carrier = un->carrier;
    return PS_OK;
}

void ps_game_map_size(const ps_game *g, int *cols, int *rows)
{
    *cols = g->map.cols;
    *rows = g->map.rows;
}

/* Describes a hex's terrain as "slope+woods+stream". */
static void terrain_text(const struct map_hex *mh, char *buf, size_t len)
{
    static const char *const elev[] = {"clear", "slope", "hilltop"};
    static const char *const cover[] = {"", "woods", "village", "swamp"};
    static const char *const water[] = {"", "stream", "ford", "bridge", "river", "lake"};
    const char *base = elev[mh->elevation];
    if (mh->elevation == ELEV_GROUND && mh->cover != COVER_NONE)
        base = "";
    snprintf(buf, len, "%s%s%s%s%s%s%s", base, *base && mh->cover ? "+" : "",
             cover[mh->cover], (*base || mh->cover) && mh->water ? "+" : "", water[mh->water],
             mh->road ? "+" : "", mh->road ? "road" : "");
}

ps_status ps_game_hex(const ps_game *g, int ccrr, ps_hex_info *out)
{
    if (g->phalanx)
        return px_game_hex(g, ccrr, out);
    memset(out, 0, sizeof *out);
    out->control = -1;
    hex_cr h = {ccrr / 100, ccrr % 100};
    hex_id id = map_hex_at(&g->map, h);
    if (id == HEX_NONE)
        return PS_EINVAL;
    const struct map_hex *mh = &g->map.hexes[id];
    out->exists = true;
    terrain_text(mh, out->terrain, sizeof out->terrain);
    out->letter = mh->letter;
    out->elevation = mh->elevation;
    out->stream = mh->water == WATER_STREAM || mh->water == WATER_FORD ||
                  mh->water == WATER_BRIDGE;
    out->road = mh->road;
    out->impassable = mh->water == WATER_RIVER || mh->water == WATER_LAKE;
    out->control = g->st.control[id] ? g->st.control[id] - 1 : -1;
    return PS_OK;
}

int ps_game_units_at(const ps_game *g, int ccrr, int *out, int max)
{
    hex_cr h = {ccrr / 100, ccrr % 100};
    hex_id id = map_hex_at(&g->map, h);
    return id == HEX_NONE ? 0 : game_units_in(&g->st, id, out, max);
}
