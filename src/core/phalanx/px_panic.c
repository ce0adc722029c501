/* Demoralization and Panic [Phalanx errata Demoralization and Panic], [Phalanx errata Panic].
 *
 * A DD result demoralizes a unit until the end of the same phase in the next Game-Turn: its
 * px_clock then reads dd_end = now + 16, and px_recover, run at the end of every
 * phase, lifts it.  An army whose losses (the enemy's Victory Points) reach its Panic Level
 * panics once a game: every unit not exempt gets UF_PANICKED and the map edge it was nearest
 * to at that instant (px_edge.h); its Elephants run rampant instead.  Flight is px_flight.c,
 * rallying px_rally.c, Darius px_darius.c. */
#include <stdio.h>
#include <string.h>

#include "px_edge.h"
#include "px_info.h"
#include "px_rules.h"

enum { PX_PANIC_RANGE = 10 }; /* [Phalanx errata Panic] 3: "more than ten hexes distant" */

static int ccrr(hex_id h)
{
    hex_cr c = map_cr(h);
    return c.col * 100 + c.row;
}

void px_demoralize(ps_game *g, int u)
{
    struct unit *un = &g->st.units[u];
    struct px_unit *p = px_unit(g, u);
    if (un->where != UNIT_ON_MAP)
        return;
    /* [Phalanx errata Panic] "Panicked units which receive a "DD" combat result are
     * eliminated." */
    if (un->flags & UF_PANICKED) {
        game_event(g, "%s %d at %04d is panicked and receives DD: eliminated [Phalanx errata "
                   "Panic]", px_type(g, un)->code, u, ccrr(un->hex));
        px_eliminate(g, u, false);
        return;
    }
    /* [Phalanx errata Demoralization and Panic] "until the end of the same Phase (in which the
     * unit was demoralized) in the following Game-Turn"; a second DD starts the time again. */
    p->flags |= PXF_DEMORALIZED;
    p->dd_end = (int16_t)(px_clock(&g->st) + 16);
    game_event(g, "%s %d at %04d is demoralized until the end of this phase of Game-Turn %d "
               "[Phalanx errata Demoralization and Panic]", px_type(g, un)->code, u,
               ccrr(un->hex), g->st.turn + 1);
}

void px_recover(ps_game *g)
{
    int now = px_clock(&g->st);
    for (int u = 0; u < g->st.nunits; u++) {
        struct px_unit *p = px_unit(g, u);
        if (!(p->flags & PXF_DEMORALIZED) || p->dd_end > now)
            continue;
        p->flags &= (uint16_t)~PXF_DEMORALIZED;
        p->dd_end = 0;
        const struct unit *un = &g->st.units[u];
        if (un->where == UNIT_ON_MAP)
            game_event(g, "%s %d at %04d recovers from demoralization [Phalanx errata "
                       "Demoralization and Panic]", px_type(g, un)->code, u, ccrr(un->hex));
    }
}

void px_panic_check(ps_game *g)
{
    struct game_state *st = &g->st;
    /* [Phalanx errata Panic] "Panic may occur only once per army per game ... once one army
     * panics, the opposing army can panic if their cumulative losses also reach" theirs. */
    for (int s = 0; s < 2; s++) {
        int pl = px_army(g, s)->pl.value;
        if (st->army_panicked[s] || pl <= 0 || st->vp[!s] < pl)
            continue;
        game_event(g, "the %s have lost %d VP, their Panic Level is %d [Phalanx errata Panic]",
                   g->scen.force[s].name, st->vp[!s], pl);
        px_panic(g, s);
    }
}

ps_status px_game_panic(const ps_game *g, int side, ps_panic_info *out)
{
    /* [Phalanx errata Panic] every army has its Panic Level (0: none printed). */
    out->level = px_army(g, side)->pl.value;
    out->enemy_vp = g->st.vp[!side];
    out->panicked = g->st.army_panicked[side] != 0;
    return PS_OK;
}

/* Is a friendly command unit in hex h or next to it? */
static bool near_command(const ps_game *g, int side, hex_id h)
{
    for (int d = -1; d < HEX_DIRS; d++) {
        hex_id x = d < 0 ? h : map_neighbour(&g->map, h, (enum hex_dir)d);
        if (x == HEX_NONE)
            continue;
        for (int v = g->st.first_in_hex[x]; v >= 0; v = g->st.units[v].next)
            if (g->st.units[v].side == side && px_is_command(g, &g->st.units[v]))
                return true;
    }
    return false;
}

/* Is every enemy unit more than ten hexes away? */
static bool far_from_enemy(const ps_game *g, int side, hex_id h)
{
    for (int v = 0; v < g->st.nunits; v++) {
        const struct unit *e = &g->st.units[v];
        if (e->side != side && e->where == UNIT_ON_MAP && map_distance(h, e->hex) <= PX_PANIC_RANGE)
            return false;
    }
    return true;
}

/* Appends " N" to a list of unit numbers. */
static void list_add(char *buf, size_t len, int u)
{
    size_t n = strlen(buf);
    if (n + 8 < len)
        snprintf(buf + n, len - n, " %d", u);
}

void px_panic(ps_game *g, int side)
{
    struct game_state *st = &g->st;
    if (st->army_panicked[side])
        return; /* [Phalanx errata Panic] "only once per army per game" */
    st->army_panicked[side] = 1;
    char fled[1024] = "", held[1024] = "", wild[256] = "";
    int nfled = 0;
    for (int u = 0; u < st->nunits; u++) {
        struct unit *un = &st->units[u];
        struct px_unit *p = px_unit(g, u);
        const struct px_unit_type *t = px_type(g, un);
        if (un->side != side || un->where != UNIT_ON_MAP)
            continue;
        if (t->kind == PX_KIND_ELEPHANT) {
            /* [Phalanx errata Elephants] Note: "all Elephant units in that army immediately
             * run rampant" -- instead of panicking; their first rampage is at the start of
             * their next friendly Movement Phase (docs/rules-as-coded.md). */
            if (!(p->flags & PXF_RAMPANT))
                list_add(wild, sizeof wild, u);
            p->flags |= PXF_RAMPANT;
            continue;
        }
        /* [Phalanx errata Panic] 1. command units [Phalanx errata Command Units "never
         * panic"]; 4. never_panics types (MX HY SD); 2. stacked with or adjacent to a
         * command unit; 3. more than ten hexes from the nearest enemy unit. */
        if (px_is_command(g, un) || t->never_panics.v || near_command(g, side, un->hex) ||
            far_from_enemy(g, side, un->hex)) {
            list_add(held, sizeof held, u);
            continue;
        }
        un->flags |= UF_PANICKED;
        p->flee_edge = (int8_t)px_nearest_edge(&g->map, un->hex);
        nfled++;
        list_add(fled, sizeof fled, u);
        size_t n = strlen(fled);
        snprintf(fled + n, sizeof fled - n, "->%s", px_edge_name((enum px_edge)p->flee_edge));
    }
    game_event(g, "the army of the %s panics: %d units panic [Phalanx errata Panic]:%s",
               g->scen.force[side].name, nfled, fled);
    if (held[0])
        game_event(g, "not panicked [Phalanx errata Panic]:%s", held);
    if (wild[0])
        game_event(g, "Elephants run rampant [Phalanx errata Elephants]:%s", wild);
}
