/* Phalanx's rules as one of core/system.h's rule systems: the table the generic engine calls
 * through for a Phalanx game, and the few operations that are only glue: the game's own
 * charts and scenario, the armies' units, the phases a position may be built in, the marks
 * the state hash mixes.  Everything else lives in the file of its rule. */
#include <string.h>

#include "core/ruleset.h"
#include "core/system.h"
#include "px_info.h"
#include "px_rules.h"
#include "px_sight.h"

/* The charts and the scenario of the Phalanx rules, and their die for game_roll. */
static void px_adopt(ps_game *g, const ps_data *d, int scenario)
{
    g->px = d->px;
    g->pxs = d->pxscen[scenario];
    g->tables.crt.die_sides = d->px.crt.die.v; /* game_roll's die [Phalanx Combat] */
}

static void px_reset(ps_game *g)
{
    g->st.px.mover = -1;
    for (int u = 0; u < GAME_MAX_UNITS; u++)
        g->st.px.units[u].flee_edge = -1;
}

static void px_unit_added(ps_game *g, int u)
{
    memset(&g->st.px.units[u], 0, sizeof g->st.px.units[u]);
    g->st.px.units[u].flee_edge = -1;
}

/* [Phalanx How to Set-up the Game] the army's units, then its command units. */
static bool px_add_units(ps_game *g)
{
    for (int side = 0; side < 2; side++) {
        const struct px_army *a = &g->pxs.army[side];
        for (int e = 0; e < a->nentries; e++)
            for (int k = 0; k < a->entries[e].count; k++)
                if (game_add_unit(g, side, a->entries[e].type, 0) < 0)
                    return false;
    }
    return true;
}

static ps_status px_phase_allowed(ps_game *g, ps_phase phase)
{
    if (phase != PS_PHASE_DEPLOY && phase != PS_PHASE_GAME_OVER &&
        phase != PS_PHASE_MOVEMENT && phase != PS_PHASE_ALLOCATION &&
        phase != PS_PHASE_DEFENSIVE_FIRE && phase != PS_PHASE_FIRE && phase != PS_PHASE_MELEE)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Game Procedure] a Player-Turn is Movement, "
                         "Allocation, Defensive Fire, Offensive Fire (fire) and Melee");
    return PS_OK;
}

static void px_set_phase(ps_game *g, ps_phase phase, int side)
{
    game_set_phase_sides(g, phase, side);
    if (phase == PS_PHASE_MOVEMENT)
        px_movement_begin(g);
}

static ps_status px_option_allowed(ps_game *g, ps_option o, bool on)
{
    (void)o;
    if (on)
        return game_fail(g, PS_EILLEGAL, "[12.0] the optional rules are PRESTAGS's; Phalanx has "
                         "none (its facing, contact and withdrawal rules always apply)");
    return PS_OK;
}

/* No option is ever on in a Phalanx game: turning one off changes nothing. */
static void px_option_changed(ps_game *g, ps_option o, bool on)
{
    (void)g;
    (void)o;
    (void)on;
}

static uint64_t mix(uint64_t h, uint64_t v)
{
    return game_hash_mix(h, v);
}

/* A Phalanx game's marks (px_state.h), mixed only where they differ from a new unit's (as
 * they always have been, so the hashes of saved games stay as they were). */
static uint64_t px_hash(const struct game_state *st, uint64_t h)
{
    const struct px_state *px = &st->px;
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

/* [Phalanx Victory Conditions] count losses and hold no hexes: no goal names a hex. */
static int px_goal_hexes(const ps_game *g, int side, int goal, int *out, int max)
{
    (void)g;
    (void)side;
    (void)goal;
    (void)out;
    (void)max;
    return 0;
}

/* No half allowance: a demoralized unit's Movement Allowance is halved already. */
static int px_reach(const ps_game *g, int u, bool half, int *hexes, int32_t *cost, int max)
{
    (void)half;
    return px_game_unit_reach(g, u, hexes, cost, max);
}

/* ps_game_move_ends: Phalanx moves end in a facing too; ps_game_legal lists them. */
static int px_move_ends(ps_game *g, int u, int *hexes, int32_t *costs, bool *exits, int max)
{
    (void)g;
    (void)u;
    (void)hexes;
    (void)costs;
    (void)exits;
    (void)max;
    return -1;
}

/* ps_game_legal_sample: a unit's moves and turns drawn from the search (px_move_sample), the
 * rest listed. */
static int px_legal_sample(ps_game *g, int u, int (*pick)(void *ctx, int n), void *ctx,
                           ps_action *out)
{
    int n = g->st.pending.kind == PENDING_NONE ? px_move_sample(g, u, pick, ctx, out) : -1;
    return n >= 0 ? n : rules_legal_sample_listed(g, u, pick, ctx, out);
}

/* Who may act: every unit of the side to act on the map or waiting to enter (never wrong; the
 * Phalanx search is not refined by phase). */
static bool px_may_act(const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    return un->side == g->st.to_act && (un->where == UNIT_ON_MAP || un->where == UNIT_WAITING);
}

static int px_actors(const ps_game *g, int *out, int max)
{
    int n = 0;
    for (int u = 0; u < g->st.nunits; u++)
        if (px_may_act(g, u)) {
            if (n < max)
                out[n] = u;
            n++;
        }
    return n;
}

const struct rule_system phalanx_system = {
    .name = "phalanx",
    .adopt = px_adopt,
    .reset = px_reset,
    .unit_added = px_unit_added,
    .add_units = px_add_units,
    .built_phase = PS_PHASE_MOVEMENT, /* a built position starts in the first Player-Turn */
    .start = px_start,
    .check = px_check,
    .apply = px_apply,
    .legal = px_legal,
    .move_ends = px_move_ends,
    .legal_sample = px_legal_sample,
    .end_phase = px_end_phase,
    .place = px_place,
    .phase_allowed = px_phase_allowed,
    .set_phase = px_set_phase,
    .option_allowed = px_option_allowed,
    .option_changed = px_option_changed,
    .auto_deploy = px_auto_deploy,
    .hash = px_hash,
    .check_invariants = px_check_invariants,
    .victory_evaluate = px_victory_evaluate,
    .victory_report = px_victory_report,
    .winner_now = px_game_winner_now,
    .goals = px_game_goals,
    .goal_hexes = px_goal_hexes,
    .panic = px_game_panic,
    .unit = px_game_unit,
    .unit_more = px_game_unit_more,
    .unit_facing = px_game_unit_facing,
    .unit_reach = px_reach,
    .hex = px_game_hex,
    .hex_combat = px_game_hex_combat,
    .hex_effects = px_game_hex_effects,
    .move_cost = px_game_move_cost,
    .line_of_sight = px_line_of_sight,
    .may_act = px_may_act,
    .actors = px_actors,
    .fire_zone = px_fire_zone,
    .stacking_limit = px_game_stacking_limit,
    .stack_ok = px_game_stack_ok,
    .odds_text = px_odds_text,
    .odds_info = px_odds_info,
    .odds_staged = px_odds_staged,
    .crt = px_game_crt,
    .position = px_game_position,
    .scenario_text = px_game_scenario_text,
};
