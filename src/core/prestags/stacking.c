/* Who may share a hex: unit compatibility [5.3], the scenario's stacking limit [5.4] (leaders
 * not counted [5.42], Chariots counted [C1.8]) and Chariots alone but for the units they
 * carry and leaders [C1.9].
 *
 * When these are judged (docs/rules-as-coded.md, [5.4]): a unit may pass through any friendly
 * hex [5.26]; where a move, an entry or a debarkation ends only the classes [5.32], [5.34]
 * (STACK_AT_MOVE_END); the limit and [C1.9] at the end of the Chariot and Movement Phases,
 * for every hex of the moving side (and in the legal lists, so that none leads to a phase
 * that cannot end).  Units aboard a Chariot are not counted for the limit (the Chariot is). */
#include <limits.h>

#include "core/scenario_check.h"
#include "movement.h"
#include "units.h"

enum { STACK_MAX = 64 };

int stack_add_with_passengers(const ps_game *g, int u, struct stack_entry *list, int n,
                              int max)
{
    const struct game_state *st = &g->st;
    if (n < max) {
        list[n].u = (int16_t)u;
        list[n].carrier = st->units[u].carrier;
    }
    n++;
    if (!unit_is_chariot(g, &st->units[u]))
        return n;
    int aboard[STACK_MAX];
    int k = chariot_passengers(g, u, aboard, STACK_MAX);
    for (int i = 0; i < k && i < STACK_MAX; i++) {
        if (n < max) {
            list[n].u = (int16_t)aboard[i];
            list[n].carrier = (int16_t)u;
        }
        n++;
    }
    return n;
}

static bool listed(const struct stack_entry *list, int n, int u)
{
    for (int i = 0; i < n; i++)
        if (list[i].u == u)
            return true;
    return false;
}

bool stack_hex_ok(const ps_game *g, hex_id hex, int side, const struct stack_entry *arrive,
                  int narrive, bool phase_end, struct stack_problem *why)
{
    return stack_hex_ok_when(g, hex, side, arrive, narrive,
                             phase_end ? STACK_AT_PHASE_END : STACK_LISTING, why);
}

bool stack_hex_ok_when(const ps_game *g, hex_id hex, int side, const struct stack_entry *arrive,
                       int narrive, enum stack_when when, struct stack_problem *why)
{
    const struct game_state *st = &g->st;
    struct stack_entry all[STACK_MAX];
    int n = 0;
    for (int i = 0; i < narrive && n < STACK_MAX; i++)
        all[n++] = arrive[i];
    for (int u = st->first_in_hex[hex]; u >= 0 && n < STACK_MAX; u = st->units[u].next)
        if (!listed(arrive, narrive, u)) {
            all[n].u = (int16_t)u;
            all[n].carrier = st->units[u].carrier;
            n++;
        }
    why->rule = NULL;
    why->a = why->b = -1;
    why->count = 0;
    /* [C1.9] a Chariot shares its hex only with the units it carries and leaders, "at the
     * end of a given Friendly Chariot or Movement Phase". */
    for (int i = 0; i < n && when != STACK_AT_MOVE_END; i++) {
        if (!unit_is_chariot(g, &st->units[all[i].u]))
            continue;
        for (int j = 0; j < n; j++) {
            if (j == i || all[j].carrier == all[i].u ||
                unit_is_leader(g, &st->units[all[j].u]))
                continue;
            why->rule = "[C1.9]";
            why->a = all[i].u;
            why->b = all[j].u;
            return false;
        }
    }
    /* [5.3] compatibility. */
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            const char *rule = stack_class_conflict(
                (enum unit_class)game_type(g, &st->units[all[i].u])->cls,
                (enum unit_class)game_type(g, &st->units[all[j].u])->cls);
            if (rule) {
                why->rule = rule;
                why->a = all[i].u;
                why->b = all[j].u;
                return false;
            }
        }
    /* [5.4] the limit; leaders are not counted [5.42], Chariots are [C1.8] ("Chariots
     * themselves do count"), the unit a Chariot carries is not: it rides on a counted unit, and
     * [C1.3], [C1.9] have riders aboard at the end of a phase whatever the limit. */
    int count = 0;
    for (int i = 0; i < n; i++)
        if (unit_type_counts_for_stacking(game_type(g, &st->units[all[i].u])) &&
            all[i].carrier < 0)
            count++;
    /* [5.26] "Stacking limitations do not apply during the Movement Phase". */
    if (count > g->scen.force[side].stacking && when != STACK_AT_MOVE_END) {
        why->rule = "[5.4]";
        why->count = count;
        return false;
    }
    return true;
}

ps_status stack_fail(ps_game *g, hex_id hex, int side, const struct stack_problem *why,
                     bool phase_end)
{
    char h[5];
    map_format_hex(hex, h);
    const struct unit *a = why->a >= 0 ? &g->st.units[why->a] : NULL;
    const struct unit *b = why->b >= 0 ? &g->st.units[why->b] : NULL;
    if (why->rule[1] == 'C')
        return game_fail(g, PS_EILLEGAL,
                         "%s %s: chariot %d may share its hex only with the unit it carries "
                         "and leaders, not with unit %d %s",
                         why->rule, h, why->a, why->b, game_type(g, b)->code);
    if (a && b)
        return game_fail(g, PS_EILLEGAL, "%s %s: %s and %s units may not share a hex",
                         why->rule, h, game_type(g, a)->code, game_type(g, b)->code);
    return game_fail(g, PS_EILLEGAL, "%s %s %s %d units; the %s' stacking limit is %d",
                     why->rule, h, phase_end ? "holds" : "would hold", why->count,
                     g->scen.force[side].name, g->scen.force[side].stacking);
}

/* [5.4] "At the end of the Player's Movement Phase", and [C1.9] at the end of the Chariot
 * Phase: every hex of the Phasing Player. */
ps_status movement_end_check(ps_game *g)
{
    const struct game_state *st = &g->st;
    int side = st->phasing;
    if (side != 0 && side != 1)
        return PS_OK;
    /* A unit alone in its hex breaks none of the three rules while the limit is 1 or more:
     * only the hexes holding two or more are judged. */
    bool alone_ok = g->scen.force[side].stacking >= 1;
    const int16_t *list = g->side_units[side]; /* the side's units (game.h) */
    for (int i = 0; i < g->side_count[side]; i++) {
        int u = list[i];
        const struct unit *un = &st->units[u];
        if (un->where != UNIT_ON_MAP || st->first_in_hex[un->hex] != u ||
            (alone_ok && un->next < 0))
            continue;
        struct stack_problem why;
        if (!stack_hex_ok(g, un->hex, side, NULL, 0, true, &why))
            return stack_fail(g, un->hex, side, &why, true);
    }
    return PS_OK;
}

/* ---- the hexes where one stack's move may end (find_targets) ---- */

/* [C1.9] what a Chariot allows in its hex: itself (unless a leader) and the non-leaders it
 * carries, counted among units; any other non-leader breaks it. */
static int chariot_allows(const ps_game *g, int c, const struct stack_entry *units, int n)
{
    int allowed = !unit_is_leader(g, &g->st.units[c]);
    for (int j = 0; j < n; j++)
        allowed += units[j].carrier == c && !unit_is_leader(g, &g->st.units[units[j].u]);
    return allowed;
}

bool stack_arrival_make(const ps_game *g, const struct stack_entry *arrive, int narrive,
                        struct stack_arrival *a)
{
    if (narrive > STACK_ARRIVAL_MAX)
        return false;
    const struct game_state *st = &g->st;
    a->n = narrive;
    a->conflicts = 0;
    a->clash = false;
    a->nonleaders = a->counted = 0;
    a->chariot_room = INT_MAX;
    for (int i = 0; i < narrive; i++) {
        const struct unit *un = &st->units[arrive[i].u];
        const struct unit_type *ut = game_type(g, un);
        a->unit[i] = arrive[i];
        a->cls[i] = (uint8_t)ut->cls;
        a->conflicts |= stack_class_conflicts((enum unit_class)ut->cls);
        for (int j = 0; j < i; j++)
            a->clash |= stack_class_conflict((enum unit_class)a->cls[j],
                                             (enum unit_class)ut->cls) != NULL;
        a->nonleaders += !unit_is_leader(g, un);
        a->counted += unit_type_counts_for_stacking(ut) && arrive[i].carrier < 0;
    }
    for (int i = 0; i < narrive; i++)
        if (unit_is_chariot(g, &st->units[arrive[i].u])) {
            int room = chariot_allows(g, arrive[i].u, arrive, narrive);
            if (room < a->chariot_room)
                a->chariot_room = room;
        }
    return true;
}

bool stack_arrival_ok(const ps_game *g, hex_id hex, int side, const struct stack_arrival *a)
{
    const struct game_state *st = &g->st;
    struct stack_entry here[STACK_ARRIVAL_MAX];
    int nh = 0, nonleaders = a->nonleaders, counted = a->counted;
    /* [5.3] the classes the arriving units, then the units there before each, may not meet
     * (the table is symmetric: stack_class_conflicts) */
    unsigned barred = a->conflicts;
    bool chariots = false;
    for (int u = st->first_in_hex[hex]; u >= 0; u = st->units[u].next) {
        if (nh == STACK_ARRIVAL_MAX) {
            struct stack_problem why;
            return stack_hex_ok(g, hex, side, a->unit, a->n, false, &why);
        }
        const struct unit *un = &st->units[u];
        const struct unit_type *ut = game_type(g, un);
        unsigned cls = (unsigned)ut->cls;
        if (cls >= CLASS_COUNT ? a->n + nh > 0 : barred >> cls & 1u)
            return false; /* out of range: [5.3] with anything, as stack_class_conflict says */
        barred |= stack_class_conflicts((enum unit_class)cls);
        nonleaders += !unit_is_leader(g, un);
        counted += unit_type_counts_for_stacking(ut) && un->carrier < 0;
        chariots |= unit_is_chariot(g, un);
        here[nh++] = (struct stack_entry){(int16_t)u, un->carrier};
    }
    /* [C1.9] the Chariots arriving, then those there */
    if (a->clash || nonleaders > a->chariot_room)
        return false;
    for (int j = 0; j < nh && chariots; j++)
        if (unit_is_chariot(g, &st->units[here[j].u]) &&
            nonleaders > chariot_allows(g, here[j].u, here, nh))
            return false;
    /* [5.4] */
    return counted <= g->scen.force[side].stacking;
}
