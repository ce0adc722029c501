/* Victory [11.0]: each side's printed conditions measured from the position, the winner and
 * the level of victory [11.2], and whether the game can end before its last Game-Turn.
 *
 * Invariants: nothing here changes the game; every count comes from the unit list and the
 * control marks (never from a cache), so a position built unit by unit is judged the same
 * as one reached by play.  Integers only. */
#include <string.h>

#include "prestags_rules.h"
#include "core/scenario_check.h"
#include "victory.h"

/* [11.21]-[11.23] own:enemy > 1:1 Marginal, >= 2:1 Substantive, >= 3:1 Decisive.  A side with
 * Victory Points against none has the best ratio there is; 0:0 is not more than 1:1. */
int victory_vp_level(int own, int enemy)
{
    if (own <= enemy)
        return LEVEL_NONE;
    if (own >= 3 * enemy)
        return LEVEL_DECISIVE;
    if (own >= 2 * enemy)
        return LEVEL_SUBSTANTIVE;
    return LEVEL_MARGINAL;
}

/* [11.3] "Control is awarded the Player whose unit occupies the required hex.  If there is no
 * unit in the hex, it is controlled by the Player whose unit occupied the hex last.  If the hex
 * has never been occupied, neither side controls it." */
int victory_controller(const ps_game *g, hex_id h)
{
    int side = game_hex_side(&g->st, h);
    if (side >= 0)
        return side;
    return g->st.control[h] != CONTROL_NONE ? g->st.control[h] - 1 : -1;
}

/* May a waiting unit of this group still come onto the map?  Set-up is not over, or the
 * group's entry window [11.1] still holds a Movement Phase of the side. */
static bool still_to_come(const ps_game *g, int side, const struct deploy_group *grp)
{
    const struct game_state *st = &g->st;
    if (st->phase == PS_PHASE_GAME_OVER)
        return false;
    if (st->phase == PS_PHASE_DEPLOY || grp->kind == DEPLOY_AREA)
        return true;
    if (st->turn != grp->last_turn)
        return st->turn < grp->last_turn;
    /* The last Game-Turn of the window: the side enters in its own Movement Phase, which is
     * still to come if it is now phasing before melee, or moves second and the first
     * Player-Turn is under way.  [19.1] With the simultaneous sequence: before the Game-Turn's
     * Movement Resolution. */
    if (st->options >> PS_OPT_SIMULTANEOUS & 1u)
        return st->phase == PS_PHASE_PLOT || st->phase == PS_PHASE_FIRE_RESOLUTION ||
               st->phase == PS_PHASE_MELEE_RESOLUTION;
    if (side == st->phasing)
        return st->phase <= PS_PHASE_MOVEMENT;
    return st->phasing == g->scen.moves_first;
}

bool victory_side_gone(const ps_game *g, int side)
{
    const struct game_state *st = &g->st;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->side != side)
            continue;
        if (un->where == UNIT_ON_MAP)
            return false;
        if (un->where == UNIT_WAITING &&
            still_to_come(g, side, &g->scen.force[side].groups[un->group]))
            return false;
    }
    return true;
}

/* [11.25] Class D and E units never count in numbers of units; "non-Chariot" leaves out
 * Chariots, which are Class D already. */
static bool unit_counts(const ps_game *g, const struct unit *un, bool no_chariots)
{
    const struct unit_type *ut = game_type(g, un);
    if (ut->cls == CLASS_D || ut->cls == CLASS_E)
        return false;
    return !(no_chariots && unit_type_is_chariot(ut));
}

/* Eliminated, or fled off the map in panic: "counted for Victory Points as if their loss had
 * occurred in regular combat" [13.0]. */
static bool unit_lost(const struct unit *un)
{
    return un->where == UNIT_ELIMINATED ||
           (un->where == UNIT_EXITED && (un->flags & UF_FLED));
}

static int count_lost(const ps_game *g, int side, bool no_chariots)
{
    int n = 0;
    for (int u = 0; u < g->st.nunits; u++) {
        const struct unit *un = &g->st.units[u];
        if (un->side == side && unit_lost(un) && unit_counts(g, un, no_chariots))
            n++;
    }
    return n;
}

static void measure_control(const ps_game *g, int side, const struct victory_cond *c,
                            struct cond_result *r)
{
    r->value = 0;
    for (int i = 0; i < c->nhexes; i++)
        if (victory_controller(g, c->hexes[i]) == side)
            r->value++;
    r->held = r->value == c->nhexes;
}

/* The enemy has fewer than n counted units in the region.  A unit in a stream hex is in
 * neither region (docs/rules-as-coded.md, [11.0] "South of the stream"). */
static void measure_keep_out(const ps_game *g, int side, const struct victory_cond *c,
                             struct cond_result *r)
{
    uint8_t in[MAP_MAX_HEXES];
    (void)scenario_region(&g->map, c->region, in); /* checked when the scenario loaded */
    r->value = 0;
    for (int u = 0; u < g->st.nunits; u++) {
        const struct unit *un = &g->st.units[u];
        if (un->side != side && un->where == UNIT_ON_MAP && in[un->hex] &&
            unit_counts(g, un, c->no_chariots))
            r->value++;
    }
    r->held = r->value < c->n;
}

/* [11.4] Units that left the map, and from where; a unit that fled [13.0] is a loss. */
static void measure_exit(const ps_game *g, int side, const struct victory_cond *c,
                         struct cond_result *r)
{
    r->value = r->elsewhere = 0;
    for (int u = 0; u < g->st.nunits; u++) {
        const struct unit *un = &g->st.units[u];
        if (un->side != side || un->where != UNIT_EXITED || (un->flags & UF_FLED) ||
            !unit_counts(g, un, c->no_chariots))
            continue;
        if (scenario_exit_hex(&g->map, c, un->exit_hex))
            r->value++;
        else
            r->elsewhere++;
    }
    r->held = r->value >= c->n;
}

/* One condition of side's other than "prevent". */
static void measure_cond(const ps_game *g, int side, const struct victory_cond *c,
                         struct cond_result *r)
{
    memset(r, 0, sizeof *r);
    switch ((enum cond_kind)c->kind) {
    case COND_CONTROL:
        measure_control(g, side, c, r);
        break;
    case COND_KEEP_OUT:
        measure_keep_out(g, side, c, r);
        break;
    case COND_ELIMINATE:
        /* "eliminate twice as many ... as they themselves lose ... with a minimum of" n */
        r->value = count_lost(g, !side, c->no_chariots);
        r->own = count_lost(g, side, c->no_chariots);
        r->need = c->ratio * r->own;
        r->held = r->value >= r->need && r->value >= c->n;
        break;
    case COND_DESTROY:
        /* "destroy n or more ... while losing m or fewer of their own" */
        r->value = count_lost(g, !side, c->no_chariots);
        r->own = count_lost(g, side, c->no_chariots);
        r->held = r->value >= c->n && r->own <= c->m;
        break;
    case COND_EXIT:
        measure_exit(g, side, c, r);
        break;
    case COND_PREVENT:
        break;
    }
}

void victory_measure(const ps_game *g, struct victory_outcome *o)
{
    const struct game_state *st = &g->st;
    memset(o, 0, sizeof *o);
    bool own_hold[2];
    for (int s = 0; s < 2; s++) {
        const struct side_victory *sv = &g->scen.victory[s];
        own_hold[s] = true;
        for (int i = 0; i < sv->nconds && i < SIDE_MAX_CONDS; i++)
            if (sv->conds[i].kind != COND_PREVENT) {
                measure_cond(g, s, &sv->conds[i], &o->cond[s][i]);
                own_hold[s] = own_hold[s] && o->cond[s][i].held;
            }
        o->lost[s] = count_lost(g, s, false);
        o->vp_level[s] = victory_vp_level(st->vp[s], st->vp[!s]);
    }
    /* "prevent": the enemy's own conditions do not all hold. */
    for (int s = 0; s < 2; s++) {
        const struct side_victory *sv = &g->scen.victory[s];
        o->held[s] = own_hold[s];
        for (int i = 0; i < sv->nconds && i < SIDE_MAX_CONDS; i++)
            if (sv->conds[i].kind == COND_PREVENT) {
                o->cond[s][i].value = own_hold[!s];
                o->cond[s][i].held = !own_hold[!s];
                o->held[s] = o->held[s] && o->cond[s][i].held;
            }
    }
    o->conceded = st->conceded != 0 ? st->conceded - 1 : -1;
    o->winner = -1;
    o->level = LEVEL_NONE;
    if (o->conceded >= 0) {
        /* [15.1] the conceding side cannot win; the other wins at least a Substantive
         * Victory, more if its Victory Points give more. */
        o->winner = !o->conceded;
        o->level = o->vp_level[o->winner] > LEVEL_SUBSTANTIVE ? o->vp_level[o->winner]
                                                              : LEVEL_SUBSTANTIVE;
    } else if (o->held[0] != o->held[1]) {
        /* Exactly one side's conditions hold.  Neither or both: a draw, as Megiddo [5.3]
         * and Thymbra [5.9] print it, applied to every scenario. */
        o->winner = o->held[0] ? 0 : 1;
        /* [11.24] a win by the printed conditions is at least a Marginal Victory. */
        o->level = o->vp_level[o->winner] > LEVEL_MARGINAL ? o->vp_level[o->winner]
                                                           : LEVEL_MARGINAL;
    }
}

void victory_evaluate(const ps_game *g, ps_status_info *out)
{
    struct victory_outcome o;
    victory_measure(g, &o);
    out->winner = o.winner;
    out->level = o.level;
}

/* ---- ending early ---- */

static bool side_frozen(const ps_game *g, int side, int alive);

/* Can this condition of side's still change, when only `alive` has units to play with (-1:
 * neither)?  Nothing can attack, so losses and Victory Points are fixed; units that left the
 * map never return [11.41]; a hex held by the only side left stays its. */
static bool cond_frozen(const ps_game *g, int side, const struct victory_cond *c, int alive)
{
    if (alive < 0)
        return true;
    switch ((enum cond_kind)c->kind) {
    case COND_CONTROL:
        for (int i = 0; i < c->nhexes; i++)
            if (victory_controller(g, c->hexes[i]) != alive)
                return false;
        return true;
    case COND_KEEP_OUT:
        return (!side) != alive; /* counts the enemy's units on the map */
    case COND_ELIMINATE:
    case COND_DESTROY:
        return true;
    case COND_EXIT:
        return side != alive;
    case COND_PREVENT:
        return side_frozen(g, !side, alive);
    }
    return false;
}

/* The side's own conditions ("prevent" aside) can no longer change. */
static bool side_frozen(const ps_game *g, int side, int alive)
{
    const struct side_victory *sv = &g->scen.victory[side];
    for (int i = 0; i < sv->nconds && i < SIDE_MAX_CONDS; i++)
        if (sv->conds[i].kind != COND_PREVENT && !cond_frozen(g, side, &sv->conds[i], alive))
            return false;
    return true;
}

/* The game ends early when a side has no units on the map and none to come, and either the
 * result can no longer change or the side still on the map wins now (it could only spoil its
 * own win by playing on).  A side that is gone but would win now (Armageddon: Judeans
 * destroyed, Egyptians not yet off the map) leaves its enemy the remaining turns. */
bool victory_game_decided(const ps_game *g)
{
    if (g->st.conceded != 0)
        return true;
    bool gone[2] = {victory_side_gone(g, 0), victory_side_gone(g, 1)};
    if (!gone[0] && !gone[1])
        return false;
    int alive = gone[0] && gone[1] ? -1 : gone[0] ? 1 : 0;
    if (side_frozen(g, 0, alive) && side_frozen(g, 1, alive))
        return true;
    struct victory_outcome o;
    victory_measure(g, &o);
    return o.winner == alive;
}
