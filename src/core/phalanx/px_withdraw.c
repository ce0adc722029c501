/* Withdrawal before combat [Phalanx Withdrawal], [Phalanx errata Withdrawal] and the advances
 * into a vacated hex: after a withdrawal [Phalanx Withdrawal] and the manipular Swordsmen's
 * [Phalanx Manipular Roman Legion 3].
 *
 * A melee attack about to be resolved below 3-1 ("not Melee attacked at 3-1 or greater"; or
 * at 3-1 too, the rulebook's "3:1 odds or less", when the data's `withdrawal` says so) lets each defender that is not Class I and defends with MDS-front step one hex straight
 * back: no MP, no facing change, within stacking and terrain it may enter (pending RETREAT,
 * "retreat U,U HEX"; "end" fights). */
#include <string.h>

#include "px_combat.h"
#include "px_move.h"

#include "core/rules.h"

static hex_id back_hex(const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    return map_neighbour(&g->map, un->hex, hex_opposite((enum hex_dir)un->facing));
}

/* May u step back now (its flank aside)?  Refusal in g->err. */
static ps_status can_step_back(ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    hex_id to = back_hex(g, u);
    char why[160];
    if (to == HEX_NONE || px_enter_cost_why(g, u, un->hex, to, why, sizeof why) < 0)
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Withdrawal] %d cannot move directly "
                         "backward from %04d", u, px_cr(un->hex));
    int other = game_hex_side(&g->st, to);
    if (other >= 0 && other != un->side)
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Withdrawal] %04d behind %d holds enemy "
                         "units", px_cr(to), u);
    if (!px_stack_ok(g, to, &u, 1))
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Withdrawal] %d may not withdraw into "
                         "%04d: stacking limit", u, px_cr(to));
    return PS_OK;
}

bool px_withdraw_offer(ps_game *g, int ai, const struct px_assessment *as)
{
    /* [Phalanx errata Withdrawal] only when not attacked at 3-1 or greater; the rulebook's
     * "3:1 odds or less" [Phalanx Withdrawal] is the data's other choice. */
    const struct px_withdrawal *wd = &g->px.withdrawal;
    int limit = px_column_of_odds(g, wd->att.v, wd->def.v);
    if (as->column > limit || (as->column == limit && !wd->inclusive))
        return false;
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    int may[PS_ACTION_MAX_UNITS], n = 0;
    for (int i = 0; i < as->nshares && n < PS_ACTION_MAX_UNITS; i++) {
        const struct px_share *s = &as->shares[i];
        /* [Phalanx Withdrawal] not Class I, not defending with MDS-flank */
        if (s->attacker || s->flank || px_type(g, &g->st.units[s->unit])->cls == PX_CLASS_I)
            continue;
        if (can_step_back(g, s->unit) == PS_OK)
            may[n++] = s->unit;
    }
    memcpy(g->err, saved, sizeof saved);
    if (n == 0)
        return false;
    const struct px_attack *a = &g->st.px.attacks[ai];
    int side = g->st.units[may[0]].side;
    px_pending_set(g, PENDING_RETREAT, side);
    struct pending *p = &g->st.pending;
    for (int i = 0; i < n; i++)
        p->units[p->nunits++] = (int16_t)may[i];
    p->nhexes = 1;
    p->hexes[0] = as->target;
    for (int i = 0; i < a->nunits && i < PS_ACTION_MAX_UNITS; i++)
        p->attackers[p->nattackers++] = a->units[i];
    game_event(g, "melee on %04d at %d vs %d: the %s may withdraw first (retreat U HEX, or end to "
               "fight) [Phalanx Withdrawal]", px_cr(as->target), as->att, as->def,
               g->scen.force[side].name);
    return true;
}

void px_withdraw_decline(ps_game *g)
{
    hex_id target = g->st.pending.hexes[0];
    int side = !g->st.pending.side;
    px_pending_clear(g);
    int ai = px_attack_find(g, target, false, side);
    if (ai >= 0)
        px_melee_resolve(g, ai);
}

ps_status px_retreat_check(ps_game *g, const ps_action *a)
{
    const struct pending *p = &g->st.pending;
    if (p->kind != PENDING_RETREAT)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Withdrawal] no melee attack waits for a "
                         "withdrawal");
    if (a->nunits < 1 || a->nhexes != 1)
        return game_fail(g, PS_EINVAL, "retreat names units and one hex");
    hex_id to = rules_hex(g, a->hexes[0]);
    int units[PS_ACTION_MAX_UNITS];
    for (int i = 0; i < a->nunits; i++) {
        int u = a->units[i];
        bool ok = false;
        for (int k = 0; k < p->nunits; k++)
            ok = ok || p->units[k] == u;
        for (int j = 0; j < i; j++)
            ok = ok && units[j] != u;
        if (!ok)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Withdrawal] unit %d may not withdraw "
                             "(Class I units and units defending with their flank never do)", u);
        if (back_hex(g, u) != to)
            return game_fail(g, PS_EILLEGAL, "[Phalanx errata Withdrawal] %d withdraws only "
                             "directly backward, to %04d", u, px_cr(back_hex(g, u)));
        ps_status s = can_step_back(g, u);
        if (s != PS_OK)
            return s;
        units[i] = u;
    }
    if (!px_stack_ok(g, to, units, a->nunits))
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Withdrawal] they may not withdraw "
                         "into %04d together: stacking limit", px_cr(to));
    return PS_OK;
}

void px_retreat_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    struct pending *p = &st->pending;
    hex_id to = rules_hex(g, a->hexes[0]), from = p->hexes[0];
    for (int i = 0; i < a->nunits; i++) {
        int u = a->units[i];
        game_remove_unit(st, u);
        game_put_unit(st, u, to);
        st->px.units[u].flags |= PXF_WITHDREW;
        st->units[u].flags &= (uint16_t)~UF_CONTACT; /* the rule supersedes Contact */
        game_event(g, "%s %d withdraws from %04d to %04d [Phalanx Withdrawal]",
                   px_type(g, &st->units[u])->code, u, px_cr(from), px_cr(to));
        int k = 0;
        for (int j = 0; j < p->nunits; j++)
            if (p->units[j] != u)
                p->units[k++] = p->units[j];
        p->nunits = (uint8_t)k;
    }
    if (st->first_in_hex[from] < 0)
        px_contact_end(g, from);
    px_contact_tidy(g);
    px_darius_check(g); /* [Phalanx errata Darius] "after any Enemy unit moves adjacent" */
    /* Others may still withdraw (another facing); otherwise the melee goes on. */
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    int k = 0;
    for (int j = 0; j < p->nunits; j++)
        if (can_step_back(g, p->units[j]) == PS_OK)
            p->units[k++] = p->units[j];
    p->nunits = (uint8_t)k;
    memcpy(g->err, saved, sizeof saved);
    if (k == 0)
        px_withdraw_decline(g);
}

int px_retreat_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    const struct pending *p = &g->st.pending;
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = PS_ACT_RETREAT;
    a.nhexes = 1;
    for (int i = 0; i < p->nunits; i++) {
        if (u >= 0 && p->units[i] != u)
            continue;
        a.nunits = 1;
        a.units[0] = p->units[i];
        a.hexes[0] = (int16_t)px_cr(back_hex(g, p->units[i]));
        n = px_offer_action(&a, out, max, n);
    }
    return n;
}

/* ---- Advances ---- */

bool px_advance_offer(ps_game *g, const int *units, int n, hex_id target, bool manipular)
{
    struct game_state *st = &g->st;
    int may[PS_ACTION_MAX_UNITS], k = 0;
    for (int i = 0; i < n && k < PS_ACTION_MAX_UNITS; i++) {
        const struct unit *un = &st->units[units[i]];
        /* [Phalanx Combat K] units still in Contact with another hex stay */
        if (un->where == UNIT_ON_MAP && map_distance(un->hex, target) == 1 &&
            !px_demoralized(g, units[i]) && !(un->flags & UF_CONTACT) &&
            px_enter_cost_why(g, units[i], un->hex, target, NULL, 0) >= 0)
            may[k++] = units[i];
    }
    if (k == 0)
        return false;
    px_pending_set(g, PENDING_ADVANCE, st->units[may[0]].side);
    struct pending *p = &st->pending;
    for (int i = 0; i < k; i++)
        p->units[p->nunits++] = (int16_t)may[i];
    p->nhexes = 1;
    p->hexes[0] = target;
    game_event(g, "the %s may advance into %04d (advance U HEX, or end) [Phalanx %s]",
               g->scen.force[p->side].name, px_cr(target),
               manipular ? "Manipular Roman Legion 3" : "Withdrawal");
    return true;
}

ps_status px_advance_check(ps_game *g, const ps_action *a)
{
    const struct pending *p = &g->st.pending;
    if (p->kind != PENDING_ADVANCE)
        return game_fail(g, PS_EILLEGAL, "[Phalanx errata Manipular Roman Legion] no advance "
                         "after combat waits");
    if (a->nunits < 1 || a->nhexes != 1 || rules_hex(g, a->hexes[0]) != p->hexes[0])
        return game_fail(g, PS_EILLEGAL, "[Phalanx Withdrawal] the advance is into the vacated "
                         "hex %04d only", px_cr(p->hexes[0]));
    int units[PS_ACTION_MAX_UNITS];
    for (int i = 0; i < a->nunits; i++) {
        bool ok = false;
        for (int k = 0; k < p->nunits; k++)
            ok = ok || p->units[k] == a->units[i];
        for (int j = 0; j < i; j++)
            ok = ok && units[j] != a->units[i];
        if (!ok)
            return game_fail(g, PS_EILLEGAL, "[Phalanx Withdrawal] unit %d may not advance",
                             a->units[i]);
        units[i] = a->units[i];
    }
    if (!px_stack_ok(g, p->hexes[0], units, a->nunits))
        return game_fail(g, PS_EILLEGAL, "[Phalanx Stacking] they do not fit in %04d",
                         px_cr(p->hexes[0]));
    return PS_OK;
}

void px_advance_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    hex_id to = st->pending.hexes[0];
    for (int i = 0; i < a->nunits; i++) {
        int u = a->units[i];
        game_remove_unit(st, u);
        game_put_unit(st, u, to); /* facing unchanged [Phalanx errata Manipular Roman Legion] */
        st->px.units[u].flags |= PXF_ADVANCED;
        game_event(g, "%s %d advances into %04d", px_type(g, &st->units[u])->code, u, px_cr(to));
    }
    px_pending_clear(g);
    px_darius_check(g); /* [Phalanx errata Darius] "after any Enemy unit moves adjacent" */
    px_attacks_review(g);
}

int px_advance_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    const struct pending *p = &g->st.pending;
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = PS_ACT_ADVANCE;
    a.nhexes = 1;
    a.hexes[0] = (int16_t)px_cr(p->hexes[0]);
    for (int i = 0; i < p->nunits; i++) {
        if (u >= 0 && p->units[i] != u)
            continue;
        a.nunits = 1;
        a.units[0] = p->units[i];
        if (px_advance_check(g, &a) == PS_OK)
            n = px_offer_action(&a, out, max, n);
    }
    if (u < 0 && p->nunits > 1) {
        a.nunits = p->nunits;
        for (int i = 0; i < p->nunits; i++)
            a.units[i] = p->units[i];
        if (px_advance_check(g, &a) == PS_OK)
            n = px_offer_action(&a, out, max, n);
    }
    memcpy(g->err, saved, sizeof saved);
    return n;
}
