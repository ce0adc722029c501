/* The results of the Combat Results Table [Phalanx Combat Results Table] (reconstruction
 * s.2.3) and the decisions they ask for: DD and AD demoralize the defenders / attackers, 1E and
 * 2E take units of the defender's choice (commanders last [Phalanx errata Explanation of
 * Combat Results]), A1E one of the attacker's, C puts the hexes in Contact [Phalanx Combat K].
 * Any result but C ends the Contact of the hexes it strikes [Phalanx errata Combat K]. */
#include <stdio.h>
#include <string.h>

#include "px_combat.h"

void px_pending_set(ps_game *g, int kind, int side)
{
    memset(&g->st.pending, 0, sizeof g->st.pending);
    g->st.pending.kind = (uint8_t)kind;
    g->st.pending.side = (uint8_t)side;
    g->st.to_act = (uint8_t)side;
}

void px_pending_clear(ps_game *g)
{
    struct game_state *st = &g->st;
    memset(&st->pending, 0, sizeof st->pending);
    st->to_act = st->phase == PS_PHASE_DEFENSIVE_FIRE ? (uint8_t)!st->phasing : st->phasing;
}

int px_offer_action(const ps_action *a, ps_action *out, int max, int n)
{
    if (n < max)
        out[n] = *a;
    return n + 1;
}

/* ---- Contact [Phalanx Combat K], [Phalanx errata Combat K] ---- */

static bool in_pair(const struct game_state *st, hex_id h)
{
    for (int i = 0; i < st->ncontacts; i++)
        if (st->contacts[i].a == h || st->contacts[i].b == h)
            return true;
    return false;
}

void px_contact_make(ps_game *g, hex_id a, hex_id b)
{
    struct game_state *st = &g->st;
    for (int i = 0; i < st->ncontacts; i++)
        if ((st->contacts[i].a == a && st->contacts[i].b == b) ||
            (st->contacts[i].a == b && st->contacts[i].b == a))
            return;
    if (st->ncontacts < CONTACT_MAX)
        st->contacts[st->ncontacts++] = (struct contact_pair){a, b};
}

/* Units in hex h keep UF_CONTACT only while h is in a pair. */
static void contact_refresh(ps_game *g, hex_id h)
{
    struct game_state *st = &g->st;
    if (in_pair(st, h))
        return;
    for (int u = st->first_in_hex[h]; u >= 0; u = st->units[u].next)
        st->units[u].flags &= (uint16_t)~UF_CONTACT;
}

static bool has_contact_unit(const struct game_state *st, hex_id h)
{
    for (int u = st->first_in_hex[h]; u >= 0; u = st->units[u].next)
        if (st->units[u].flags & UF_CONTACT)
            return true;
    return false;
}

void px_contact_tidy(ps_game *g)
{
    struct game_state *st = &g->st;
    for (int i = 0; i < st->ncontacts; i++) {
        hex_id a = st->contacts[i].a, b = st->contacts[i].b;
        int sa = game_hex_side(st, a);
        if (sa >= 0 && game_hex_side(st, b) == !sa && has_contact_unit(st, a) &&
            has_contact_unit(st, b))
            continue;
        /* [Phalanx errata Combat K] a side of the pair is gone (eliminated, withdrawn) */
        px_contact_end(g, has_contact_unit(st, a) && sa >= 0 ? b : a);
        i = -1;
    }
}

void px_contact_end(ps_game *g, hex_id h)
{
    struct game_state *st = &g->st;
    hex_id other[CONTACT_MAX];
    int n = 0, k = 0;
    for (int i = 0; i < st->ncontacts; i++) {
        struct contact_pair p = st->contacts[i];
        if (p.a == h || p.b == h)
            other[n++] = p.a == h ? p.b : p.a;
        else
            st->contacts[k++] = p;
    }
    st->ncontacts = k;
    if (n)
        game_event(g, "the Contact of %04d ends [Phalanx errata Combat K]", px_cr(h));
    contact_refresh(g, h);
    for (int i = 0; i < n; i++)
        contact_refresh(g, other[i]);
}

/* ---- Losses ---- */

void px_eliminate(ps_game *g, int u, bool off_map)
{
    struct game_state *st = &g->st;
    struct unit *un = &st->units[u];
    if (un->where != UNIT_ON_MAP)
        return;
    hex_id h = un->hex;
    int vp = px_unit_vp(g, u);
    game_remove_unit(st, u);
    un->where = off_map ? UNIT_EXITED : UNIT_ELIMINATED;
    if (off_map)
        un->exit_hex = h;
    un->flags &= (uint16_t)~UF_CONTACT;
    /* [Phalanx Victory Conditions] the enemy scores it; [Phalanx errata Panic] it counts
     * toward its army's Panic Level. */
    st->vp[!un->side] += vp;
    st->lost_units[un->side]++;
    game_event(g, "%s %d at %04d %s: %d VP to the %s", px_type(g, un)->code, u, px_cr(h),
               off_map ? "leaves the map" : "is eliminated", vp, g->scen.force[!un->side].name);
    if (st->first_in_hex[h] < 0)
        px_contact_end(g, h);
    px_contact_tidy(g);
    px_panic_check(g);
}

/* The `count` weakest of units (least VP, then MDS, then the lowest number) into out. */
static void weakest(const ps_game *g, const int *units, int n, int count, int *out)
{
    int v[PS_ACTION_MAX_UNITS * 2], k = 0;
    for (int i = 0; i < n && k < PS_ACTION_MAX_UNITS * 2; i++)
        v[k++] = units[i];
    for (int i = 1; i < k; i++)
        for (int j = i; j > 0; j--) {
            const struct px_unit_type *a = px_type(g, &g->st.units[v[j - 1]]);
            const struct px_unit_type *b = px_type(g, &g->st.units[v[j]]);
            int ka = a->vp.v * 64 + a->mds_front.v, kb = b->vp.v * 64 + b->mds_front.v;
            if (ka < kb || (ka == kb && v[j - 1] < v[j]))
                break;
            int t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
    for (int i = 0; i < count && i < k; i++)
        out[i] = v[i];
}

/* count of units (one side's, in one hex or the attackers) are lost: commanders only when no
 * combat unit is left [Phalanx errata Explanation of Combat Results], commanders stacked with
 * combat units never by fire (reconstruction s.2.3).  A choice waits (pending LOSE) unless
 * there is none or by_default. */
static void lose(ps_game *g, int side, const int *units, int n, int count, bool fire,
                 bool by_default, hex_id target, const int *att, int natt)
{
    int combat[PS_ACTION_MAX_UNITS], cmd[PS_ACTION_MAX_UNITS], nc = 0, nm = 0;
    for (int i = 0; i < n; i++) {
        if (g->st.units[units[i]].where != UNIT_ON_MAP)
            continue;
        if (px_is_command(g, &g->st.units[units[i]])) {
            if (nm < PS_ACTION_MAX_UNITS)
                cmd[nm++] = units[i];
        } else if (nc < PS_ACTION_MAX_UNITS) {
            combat[nc++] = units[i];
        }
    }
    if (fire && nc > 0)
        nm = 0;
    const int *c = combat;
    int k = nc;
    if (nc < count) {
        for (int i = 0; i < nc; i++)
            px_eliminate(g, combat[i], false);
        count -= nc;
        c = cmd;
        k = nm;
    }
    if (count >= k || by_default) {
        int out[PS_ACTION_MAX_UNITS];
        int m = count < k ? count : k;
        weakest(g, c, k, m, out);
        for (int i = 0; i < m; i++)
            px_eliminate(g, out[i], false);
        return;
    }
    px_pending_set(g, PENDING_LOSE, side);
    struct pending *p = &g->st.pending;
    p->count = (uint8_t)count;
    for (int i = 0; i < k; i++)
        p->units[p->nunits++] = (int16_t)c[i];
    p->nhexes = 1;
    p->hexes[0] = target;
    for (int i = 0; i < natt && i < PS_ACTION_MAX_UNITS; i++)
        p->attackers[p->nattackers++] = (int16_t)att[i];
    game_event(g, "the %s choose %d unit%s to lose (lose U, or end: the weakest) [Phalanx Combat "
               "Results Table]", g->scen.force[side].name, count, count > 1 ? "s" : "");
}

/* The attacking hexes, each once. */
static int att_hexes(const ps_game *g, const int *att, int natt, hex_id *out)
{
    int n = 0;
    for (int i = 0; i < natt; i++) {
        const struct unit *un = &g->st.units[att[i]];
        if (un->where != UNIT_ON_MAP)
            continue;
        int k = 0;
        while (k < n && out[k] != un->hex)
            k++;
        if (k == n)
            out[n++] = un->hex;
    }
    return n;
}

void px_result_apply(ps_game *g, const struct px_assessment *as, const int *att, int natt,
                     int res, bool by_default)
{
    struct game_state *st = &g->st;
    hex_id target = as->target, ah[PX_ATTACK_MAX_UNITS];
    int nah = att_hexes(g, att, natt, ah);
    int def[PS_ACTION_MAX_UNITS], nd = 0, ncombat = 0;
    for (int v = st->first_in_hex[target]; v >= 0 && nd < PS_ACTION_MAX_UNITS; v = st->units[v].next) {
        def[nd++] = v;
        ncombat += !px_is_command(g, &st->units[v]);
    }
    int dside = nd ? st->units[def[0]].side : !as->side;
    switch (res) {
    case PX_RES_C:
        /* [Phalanx errata Combat K] nobody eliminated or demoralized: Contact (melee only). */
        if (as->fire || by_default)
            break;
        for (int i = 0; i < nah; i++)
            px_contact_make(g, ah[i], target);
        for (int i = 0; i < natt; i++)
            st->units[att[i]].flags |= UF_CONTACT;
        for (int i = 0; i < nd; i++)
            st->units[def[i]].flags |= UF_CONTACT;
        game_event(g, "%04d is in Contact with the attacking hexes [Phalanx Combat K]",
                   px_cr(target));
        break;
    case PX_RES_DD:
        px_contact_end(g, target);
        for (int i = 0; i < nd; i++) {
            /* reconstruction s.2.3: commanders stacked with combat units are immune to fire */
            if (as->fire && ncombat && px_is_command(g, &st->units[def[i]]))
                continue;
            px_demoralize(g, def[i]);
        }
        break;
    case PX_RES_AD:
        for (int i = 0; i < nah; i++)
            px_contact_end(g, ah[i]);
        for (int i = 0; i < natt; i++)
            px_demoralize(g, att[i]);
        break;
    case PX_RES_1E:
    case PX_RES_2E:
        px_contact_end(g, target);
        lose(g, dside, def, nd, res == PX_RES_1E ? 1 : 2, as->fire, by_default, target, att, natt);
        break;
    case PX_RES_A1E:
        for (int i = 0; i < nah; i++)
            px_contact_end(g, ah[i]);
        lose(g, as->side, att, natt, 1, false, by_default, target, att, natt);
        break;
    default:
        break;
    }
    if (st->pending.kind == PENDING_NONE)
        px_combat_finish(g, target, att, natt, !as->fire && !by_default);
}

void px_combat_finish(ps_game *g, hex_id target, const int *att, int natt, bool melee)
{
    struct game_state *st = &g->st;
    px_contact_tidy(g);
    /* [Phalanx errata Elephants] every Elephant of the combat runs rampant once it is over. */
    int el[PS_ACTION_MAX_UNITS * 2], ne = 0;
    for (int i = 0; i < natt; i++)
        if (st->units[att[i]].where == UNIT_ON_MAP)
            el[ne++] = att[i];
    for (int v = st->first_in_hex[target]; v >= 0 && ne < PS_ACTION_MAX_UNITS * 2; v = st->units[v].next)
        el[ne++] = v;
    for (int i = 0; i < ne; i++) {
        const struct unit *un = &st->units[el[i]];
        if (un->where == UNIT_ON_MAP && px_type(g, un)->kind == PX_KIND_ELEPHANT &&
            !(st->px.units[el[i]].flags & PXF_RAMPANT))
            px_elephant_fought(g, el[i]);
    }
    /* [Phalanx Manipular Roman Legion 3] the Swordsmen may advance into the emptied hex. */
    if (melee && st->pending.kind == PENDING_NONE && st->first_in_hex[target] < 0) {
        int sd[PS_ACTION_MAX_UNITS], n = 0;
        for (int i = 0; i < natt && n < PS_ACTION_MAX_UNITS; i++)
            if (st->units[att[i]].where == UNIT_ON_MAP && px_manipular_sd(g, att[i]))
                sd[n++] = att[i];
        if (n)
            px_advance_offer(g, sd, n, target, true);
    }
    if (st->pending.kind == PENDING_NONE)
        px_attacks_review(g);
}

/* ---- The decisions ---- */

ps_status px_lose_check(ps_game *g, const ps_action *a)
{
    const struct pending *p = &g->st.pending;
    if (p->kind != PENDING_LOSE)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Combat Results Table] no losses to choose");
    if (a->nunits != p->count)
        return game_fail(g, PS_EILLEGAL, "[Phalanx Combat Results Table] the %s lose %d unit%s",
                         g->scen.force[p->side].name, p->count, p->count > 1 ? "s" : "");
    for (int i = 0; i < a->nunits; i++) {
        bool ok = false;
        for (int k = 0; k < p->nunits; k++)
            ok = ok || p->units[k] == a->units[i];
        for (int j = 0; j < i; j++)
            ok = ok && a->units[j] != a->units[i];
        if (!ok) {
            char list[96] = "";
            for (int k = 0; k < p->nunits && strlen(list) + 8 < sizeof list; k++)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%d", k ? "," : "",
                         p->units[k]);
            return game_fail(g, PS_EILLEGAL, "[Phalanx errata Explanation of Combat Results] "
                             "unit %d may not be lost: the loss is one of %s (named once each; "
                             "command units only when no combat unit is left)", a->units[i],
                             list);
        }
    }
    return PS_OK;
}

static void after_lose(ps_game *g)
{
    struct pending p = g->st.pending;
    int att[PS_ACTION_MAX_UNITS];
    for (int i = 0; i < p.nattackers; i++)
        att[i] = p.attackers[i];
    px_pending_clear(g);
    px_combat_finish(g, p.hexes[0], att, p.nattackers, g->st.phase == PS_PHASE_MELEE);
}

void px_lose_apply(ps_game *g, const ps_action *a)
{
    for (int i = 0; i < a->nunits; i++)
        px_eliminate(g, a->units[i], false);
    after_lose(g);
}

ps_status px_pending_end_check(ps_game *g)
{
    (void)g;
    return PS_OK; /* every decision has its default */
}

void px_pending_end_apply(ps_game *g)
{
    struct pending *p = &g->st.pending;
    switch (p->kind) {
    case PENDING_LOSE: {
        int units[PS_ACTION_MAX_UNITS], out[PS_ACTION_MAX_UNITS];
        for (int i = 0; i < p->nunits; i++)
            units[i] = p->units[i];
        weakest(g, units, p->nunits, p->count, out);
        for (int i = 0; i < p->count; i++)
            px_eliminate(g, out[i], false);
        after_lose(g);
        return;
    }
    case PENDING_ADVANCE:
        game_event(g, "no advance");
        px_pending_clear(g);
        px_attacks_review(g);
        return;
    case PENDING_RETREAT:
        px_withdraw_decline(g);
        return;
    case PENDING_END_OFFER: /* [Phalanx How to Set-up the Game] */
        px_offer_decline(g);
        return;
    default:
        px_pending_clear(g);
        return;
    }
}

int px_pending_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    const struct pending *p = &g->st.pending;
    if (p->kind == PENDING_RETREAT)
        return px_retreat_legal(g, u, out, max, n);
    if (p->kind == PENDING_ADVANCE)
        return px_advance_legal(g, u, out, max, n);
    if (p->kind == PENDING_END_OFFER)
        return px_offer_legal(g, u, out, max, n);
    if (p->kind != PENDING_LOSE)
        return n;
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = PS_ACT_LOSE;
    a.nunits = p->count;
    for (int i = 0; i < p->nunits; i++)
        for (int j = p->count > 1 ? i + 1 : i; j < p->nunits; j++) {
            a.units[0] = p->units[i];
            a.units[1] = p->units[j];
            if (u < 0 || a.units[0] == u || (p->count > 1 && a.units[1] == u))
                n = px_offer_action(&a, out, max, n);
            if (p->count == 1)
                break;
        }
    return n;
}
