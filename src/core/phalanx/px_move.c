/* Phalanx movement [Phalanx Movement]: `move U HEX-HEX-... [DIR]` and `exit U PATH`, one
 * action per unit a phase.  The path is walked step by step with px_step (px_cost.c); the
 * unit-level rules are here: who may move (command [Phalanx Command Units], contact
 * [Phalanx Combat K], Darius [Phalanx Darius], once a phase [Phalanx Movement F], one unit
 * at a time [Phalanx errata Movement C]), the final facing [Phalanx Facing E], charges
 * [Phalanx Cavalry] and leaving the map by road [Phalanx Tactical Concession]. */
#include <string.h>

#include "px_move.h"

#include "core/rules.h"

const char *const px_dir_name[HEX_DIRS] = {"E", "NE", "NW", "W", "SW", "SE"};

void px_movement_begin(ps_game *g)
{
    struct game_state *st = &g->st;
    st->px.mover = -1;
    for (int u = 0; u < st->nunits; u++) {
        st->px.units[u].flags &= (uint16_t)~(PXF_IN_COMMAND | PXF_TURNED | PXF_MOVE_DONE);
        st->units[u].flags &= (uint16_t)~UF_MOVED;
        st->units[u].mp_spent = 0;
    }
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->where != UNIT_ON_MAP || un->side != st->phasing)
            continue;
        /* [Phalanx Command Units] command units move freely; Type II cavalry needs none. */
        bool in = px_is_command(g, un) ||
                  (px_army(g, un->side)->army_type == 2 && px_is_cavalry(g, un));
        for (int c = 0; c < st->nunits && !in; c++) {
            const struct unit *cu = &st->units[c];
            /* Stacked with or adjacent to a friendly Commander at the start of the phase;
             * a demoralized one keeps its control [Phalanx errata Command Units]. */
            in = cu->where == UNIT_ON_MAP && cu->side == un->side && px_is_command(g, cu) &&
                 map_distance(cu->hex, un->hex) <= 1;
        }
        if (in)
            st->px.units[u].flags |= PXF_IN_COMMAND;
    }
}

void px_begin_acting(ps_game *g, int u)
{
    int prev = g->st.px.mover;
    if (prev >= 0 && prev != u)
        g->st.px.units[prev].flags |= PXF_MOVE_DONE;
    g->st.px.mover = (int16_t)u;
}

ps_status px_move_unit_check(ps_game *g, int u)
{
    const struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_MOVEMENT)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Game Procedure] units move only in the "
                         "Movement Phase");
    if (u < 0 || u >= st->nunits)
        return game_fail(g, PS_EINVAL, "no unit %d", u);
    const struct unit *un = &st->units[u];
    if (un->where != UNIT_ON_MAP)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Movement] unit %d is not on the map", u);
    if (un->side != st->to_act)
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Movement F] no enemy movement in the "
                         "%s' Movement Phase", g->scen.force[st->to_act].name);
    if (un->flags & UF_PANICKED)
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Panic] panicked unit %d flees by "
                         "itself at the start of the Movement Phase", u);
    if (st->px.units[u].flags & PXF_RAMPANT)
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Elephants] rampant Elephant %d moves "
                         "by the dice", u);
    if (un->flags & UF_MOVED)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Movement F] unit %d has moved this phase", u);
    if (st->px.units[u].flags & PXF_MOVE_DONE)
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Movement C] unit %d's movement ended "
                         "when another unit began to move", u);
    return PS_OK;
}

/* [Phalanx Combat K] units in Contact stay; cavalry in contact with non-cavalry only may
 * ride away [Phalanx errata Cavalry]. */
bool px_held_in_contact(const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    if (!(un->flags & UF_CONTACT))
        return false;
    if (!px_is_cavalry(g, un))
        return true;
    for (int i = 0; i < g->st.ncontacts; i++) {
        const struct contact_pair *p = &g->st.contacts[i];
        hex_id other = p->a == un->hex ? p->b : p->b == un->hex ? p->a : HEX_NONE;
        if (other == HEX_NONE)
            continue;
        for (int e = g->st.first_in_hex[other]; e >= 0; e = g->st.units[e].next)
            if (px_is_cavalry(g, &g->st.units[e]))
                return true;
    }
    return false;
}

ps_status px_move_leave_check(ps_game *g, int u)
{
    ps_status s = px_move_unit_check(g, u);
    if (s != PS_OK)
        return s;
    if (px_is_darius(g, u))
        return game_fail(g, PS_EILLEGAL, "[Phalanx Darius] Darius may not be moved from his "
                         "hex");
    if (!(g->st.px.units[u].flags & PXF_IN_COMMAND))
        return game_fail(g, PS_EILLEGAL, "[Phalanx Command Units] unit %d began the Movement "
                         "Phase neither stacked with nor adjacent to a friendly Commander", u);
    if (px_held_in_contact(g, u))
        return game_fail(g, PS_EILLEGAL, "[Phalanx Combat K] unit %d is in Contact and may not "
                         "leave its hex", u);
    return PS_OK;
}

/* [Phalanx Cavalry] a charge runs through clear terrain or road only, no other feature. */
static bool charge_terrain(const ps_game *g, hex_id h)
{
    enum px_terrain ts[3];
    int n = px_hex_terrains(&g->map.hexes[h], g->pxs.all_clear, ts);
    for (int i = 0; i < n; i++)
        if (!g->px.tec.rows[ts[i]].charge.v)
            return false;
    return true;
}

static bool others_in(const ps_game *g, hex_id h, int u)
{
    for (int v = g->st.first_in_hex[h]; v >= 0; v = g->st.units[v].next)
        if (v != u)
            return true;
    return false;
}

/* [Phalanx Cavalry] "nor may different types end a charge on the same hex": a charge may end
 * where only units of its own type stand that ended a charge there this phase. */
static bool charge_end_ok(const ps_game *g, hex_id h, int u)
{
    const struct game_state *st = &g->st;
    for (int v = st->first_in_hex[h]; v >= 0; v = st->units[v].next)
        if (v != u && (st->units[v].type != st->units[u].type || !(st->units[v].flags & UF_MOVED) ||
                       !(st->px.units[v].flags & PXF_CHARGED)))
            return false;
    return true;
}

static ps_status walk_path(ps_game *g, const ps_action *a, struct px_walk *w)
{
    int u = a->units[0];
    const struct unit *un = &g->st.units[u];
    bool exiting = a->kind == PS_ACT_EXIT;
    struct px_zones local;
    const struct px_zones *z = px_zones_for(g, un->side, &local);
    int first = a->nhexes > 0 && rules_hex(g, a->hexes[0]) == un->hex ? 1 : 0;
    if (a->nhexes - first == 0 && !exiting)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Movement] a move enters at least one hex");
    memset(w, 0, sizeof *w);
    hex_id h = un->hex;
    int f = un->facing, rule = px_turn_rule_now(g, u), stop = 0;
    fx spent = un->mp_spent, ma = px_ma(g, u);
    bool road = false;
    char why[200];
    for (int i = first; i < a->nhexes; i++) {
        hex_id to = rules_hex(g, a->hexes[i]);
        if (to == HEX_NONE)
            return game_fail(g, PS_EINVAL, "%04d is not a hex of the map", a->hexes[i]);
        int d = px_dir_between(h, to);
        if (d < 0)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Movement] %04d is not next to %04d",
                             a->hexes[i], px_ccrr(h));
        if (stop & PX_ZONE_MISSILE)
            return game_fail(g, PS_EILLEGAL, "[Phalanx errata Movement K] the move ends in %04d, "
                             "next to the front of an enemy missile unit", px_ccrr(h));
        if (stop)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Cross River Attack] the move ends in "
                             "%04d, controlled across the stream", px_ccrr(h));
        struct px_step st;
        if (!px_step(g, u, z, h, f, rule, spent, d, &st, why, sizeof why))
            return game_fail(g, PS_EILLEGAL, "%s", why);
        w->hex[w->n] = to;
        w->dir[w->n] = (int8_t)d;
        w->charge_ok[w->n] = charge_terrain(g, to) && !others_in(g, to, u);
        w->n++;
        h = to, f = d, spent = st.spent, rule = PX_TURN_FRONT, road = st.road;
        stop = z->z[to] & (st.stop ? (PX_ZONE_MISSILE | PX_ZONE_RIVER) : 0);
    }
    if (w->n > 0) /* the last hex of the run: see charge_end_ok */
        w->charge_ok[w->n - 1] = charge_terrain(g, h) && charge_end_ok(g, h, u);
    if (a->task) {
        int fin = a->task - 1;
        if (exiting)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Tactical Concession] a unit leaving the "
                             "map takes no final facing");
        if (fin != f && !px_front_dir(f, fin)) {
            /* [Phalanx Facing E] past 60 degrees at the end costs 1 MP [Phalanx Facing G]; a
             * stopped unit moves no further, so only the free turn is left to it. */
            if (stop)
                return game_fail(g, PS_EILLEGAL, "%s a unit stopped in %04d may turn only 60 "
                                 "degrees on arrival", stop & PX_ZONE_MISSILE
                                 ? "[Phalanx errata Movement K]" : "[Phalanx Cross River Attack]",
                                 px_ccrr(h));
            spent += FX_ONE;
            if (spent > ma)
                return game_fail(g, PS_EILLEGAL, "[Phalanx Facing E] no MP left to turn more "
                                 "than 60 degrees from the direction of march");
        }
        f = fin;
    }
    if (exiting) {
        const struct map_hex *x = &g->map.hexes[h];
        if (stop)
            return game_fail(g, PS_EILLEGAL, "%s the move ends in %04d", stop & PX_ZONE_MISSILE
                             ? "[Phalanx errata Movement K]" : "[Phalanx Cross River Attack]",
                             px_ccrr(h));
        if (!x->road || !map_on_edge(&g->map, h) || (w->n > 0 && !road))
            return game_fail(g, PS_EILLEGAL, "[Phalanx Tactical Concession] units leave the map "
                             "only by way of road hexes: along a road to a road hex on the "
                             "map edge (%04d is not)", px_ccrr(h));
        fx c = px_exit_cost(g, h, f, w->n ? PX_TURN_FRONT : rule, spent);
        if (c < 0 || c > ma)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Tactical Concession] leaving the map "
                             "costs 1 MP (more to turn) and unit %d has not enough", u);
        spent = c;
    }
    w->dest = h;
    w->facing = f;
    w->spent = spent;
    return PS_OK;
}

/* Where a check walks: the game's kept walk while ps_game_play may keep one (game.h,
 * memo_state) and the game has its search memory (made by the first movement query: a game
 * that only plays is not given one for this), else the caller's. */
static struct px_walk *walk_space(ps_game *g, struct px_walk *local)
{
    if (g->memo_state != MEMO_ARMED || !g->px_scratch)
        return local;
    return &g->px_scratch->memo_walk;
}

ps_status px_move_check(ps_game *g, const ps_action *a)
{
    if (a->nunits != 1)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Movement C] each unit is moved separately");
    ps_status s = px_move_leave_check(g, a->units[0]);
    if (s != PS_OK)
        return s;
    struct px_walk local, *w = walk_space(g, &local);
    s = walk_path(g, a, w);
    if (s == PS_OK && w != &local) {
        g->memo_state = MEMO_KEPT; /* for px_move_apply of this same action */
        g->memo_for = a;
    }
    return s;
}

/* A cavalry unit left a hex where it was in Contact: pairs with nobody left in contact
 * there end, and units no longer in any pair leave Contact [Phalanx errata Cavalry]. */
void px_contact_release(ps_game *g, hex_id from)
{
    struct game_state *st = &g->st;
    for (int v = st->first_in_hex[from]; v >= 0; v = st->units[v].next)
        if (st->units[v].flags & UF_CONTACT)
            return;
    hex_id freed[CONTACT_MAX];
    int k = 0, nfreed = 0;
    for (int i = 0; i < st->ncontacts; i++) {
        const struct contact_pair *p = &st->contacts[i];
        if (p->a == from || p->b == from)
            freed[nfreed++] = p->a == from ? p->b : p->a;
        else
            st->contacts[k++] = *p;
    }
    st->ncontacts = k;
    for (int j = 0; j < nfreed; j++) {
        bool paired = false;
        for (int i = 0; i < k; i++)
            paired = paired || st->contacts[i].a == freed[j] || st->contacts[i].b == freed[j];
        for (int v = st->first_in_hex[freed[j]]; v >= 0 && !paired; v = st->units[v].next)
            st->units[v].flags &= (uint16_t)~UF_CONTACT;
    }
}

/* [Phalanx Cavalry], [Phalanx errata Cavalry]: the straight run that ended the move. */
static void record_charge(ps_game *g, int u, const struct px_walk *w)
{
    struct px_unit *p = px_unit(g, u);
    p->flags &= (uint16_t)~PXF_CHARGED;
    p->charge_len = 0;
    p->charge_dir = 0;
    if (!px_is_cavalry(g, &g->st.units[u]) || w->n == 0)
        return;
    int dir = w->dir[w->n - 1], len = 0;
    for (int i = w->n - 1; i >= 0 && w->dir[i] == dir && w->charge_ok[i]; i--)
        len++;
    /* "may never change their facing in the hex in which their charge ends" */
    if (w->facing != dir)
        len = 0;
    if (len > 0) {
        p->flags |= PXF_CHARGED;
        p->charge_len = (int8_t)len;
        p->charge_dir = (int8_t)dir;
        game_event(g, "unit %d charges %d hex%s toward %s", u, len, len == 1 ? "" : "es",
                   px_dir_name[dir]);
    }
}

void px_move_apply(ps_game *g, const ps_action *a)
{
    /* The walk px_move_check made in this ps_game_play, on this state; walked again when the
     * apply comes without that check (undo's replay). */
    struct px_walk local, *w = &local;
    int u = a->units[0];
    if (g->memo_state == MEMO_KEPT && g->memo_for == a && g->px_scratch)
        w = &g->px_scratch->memo_walk;
    else if (walk_path(g, a, &local) != PS_OK)
        return;
    g->memo_state = MEMO_OFF;
    struct unit *un = &g->st.units[u];
    hex_id from = un->hex;
    char mp[24];
    px_begin_acting(g, u);
    un->mp_spent = w->spent;
    un->flags |= UF_MOVED;
    bool contact = un->flags & UF_CONTACT;
    un->flags &= (uint16_t)~UF_CONTACT;
    /* [Phalanx errata Darius] "effected immediately after any Enemy unit moves adjacent":
     * checked in each hex entered; the move itself goes on. */
    game_remove_unit(&g->st, u);
    int passed = a->kind == PS_ACT_EXIT ? w->n : w->n - 1; /* the hexes before the last */
    for (int i = 0; i < passed; i++)
        px_darius_pass(g, u, w->hex[i]);
    if (a->kind == PS_ACT_EXIT) {
        /* [Phalanx Tactical Concession] off the map by road: not a loss; the side concedes. */
        un->where = UNIT_EXITED;
        un->exit_hex = w->dest;
        g->st.conceded = (uint8_t)(un->side + 1);
        game_event(g, "unit %d leaves the map from %04d: the %s make a Tactical Concession", u,
                   px_ccrr(w->dest), g->scen.force[un->side].name);
    } else {
        game_put_unit(&g->st, u, w->dest);
        un->facing = (int8_t)w->facing;
        if (game_events_wanted(g)) /* the MP as text only when the event is kept */
            game_event(g, "unit %d moves to %04d facing %s, %s MP spent", u, px_ccrr(w->dest),
                       px_dir_name[w->facing], px_mp_text(w->spent, mp));
        record_charge(g, u, w);
        px_darius_check(g);
    }
    if (contact)
        px_contact_release(g, from);
}
