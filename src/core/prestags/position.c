/* The canonical text dump of a Chariot position: stable field order, one unit a line, so two
 * dumps can be compared with diff.  Used by the protocol's `position` and by golden tests. */
#include <stdio.h>

#include "core/textbuf.h"
#include "prestags_api.h"
#include "simultaneous.h"

static const char *const where_names[] = {"waiting", "map", "eliminated", "exited"};

static const struct {
    unsigned bit;
    const char *name;
} flag_names[] = {
    {UF_DISRUPTED, "disrupted"}, {UF_DISRUPTED_NOW, "disrupted-now"},
    {UF_PANICKED, "panicked"},   {UF_CONTACT, "contact"},
    {UF_MOVED, "moved"},         {UF_ATTACKED, "attacked"},
    {UF_DEFENDED, "defended"},   {UF_FIRED, "fired"},
    {UF_MELEED, "meleed"},       {UF_ADVANCED, "advanced"},
    {UF_FLED, "fled"},
};

size_t prestags_game_position(const ps_game *g, char *buf, size_t buflen)
{
    const struct game_state *st = &g->st;
    struct textbuf o;
    textbuf_init(&o, buf, buflen);
    textbuf_put(&o, "scenario %s\n", g->scen.id);
    textbuf_put(&o, "turn %d of %d\n", st->turn, g->scen.game_length);
    textbuf_put(&o, "phase %s\n", ps_phase_name((ps_phase)st->phase));
    textbuf_put(&o, "phasing %d %s\n", st->phasing, g->scen.force[st->phasing].name);
    textbuf_put(&o, "to-act %d %s\n", st->to_act, g->scen.force[st->to_act].name);
    if (st->phase == PS_PHASE_DEPLOY)
        textbuf_put(&o, "deploying %d\n", st->deploying);
    textbuf_put(&o, "player-turns %d\n", st->pturn);
    textbuf_put(&o, "options");
    for (int i = 0; i < PS_OPT_COUNT; i++)
        if (st->options >> i & 1u)
            textbuf_put(&o, " %s", ps_option_name((ps_option)i));
    textbuf_put(&o, "\n");
    for (int s = 0; s < 2; s++)
        textbuf_put(&o, "side %d %s vp %d lost %d\n", s, g->scen.force[s].name, st->vp[s],
            st->lost_units[s]);
    textbuf_put(&o, "dice %u\n", st->dice.rolls);
    if (st->pending.kind != PENDING_NONE) {
        const struct pending *p = &st->pending;
        textbuf_put(&o, "pending %s side %d",
                    p->kind == PENDING_LOSE      ? "lose"
                    : p->kind == PENDING_RETREAT ? "retreat"
                                                 : "advance",
                    p->side);
        if (p->kind == PENDING_LOSE)
            textbuf_put(&o, " count %d", p->count);
        textbuf_put(&o, " units");
        for (int i = 0; i < p->nunits; i++)
            textbuf_put(&o, " %d", p->units[i]);
        for (int i = 0; i < p->nhexes; i++) {
            char hex[5];
            map_format_hex(p->hexes[i], hex);
            textbuf_put(&o, "%s%s", i ? "," : " hexes ", hex);
        }
        textbuf_put(&o, "\n");
    }
    if (st->conceded)
        textbuf_put(&o, "conceded %d\n", st->conceded - 1);
    if (st->ncontacts) { /* [18.0] engaged pairs of hexes */
        textbuf_put(&o, "contacts");
        for (int i = 0; i < st->ncontacts; i++) {
            char a[5], b[5];
            map_format_hex(st->contacts[i].a, a);
            map_format_hex(st->contacts[i].b, b);
            textbuf_put(&o, " %s-%s", a, b);
        }
        textbuf_put(&o, "\n");
    }
    for (int s = 0; s < 2; s++) /* [13.1] */
        if (st->army_panicked[s])
            textbuf_put(&o, "panic %d %s\n", s, g->scen.force[s].name);
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        char hex[5];
        map_format_hex(un->hex, hex);
        textbuf_put(&o, "unit %d side %d %s %s", u, un->side, game_type(g, un)->code,
            un->where == UNIT_ON_MAP ? hex : where_names[un->where]);
        for (size_t f = 0; f < sizeof flag_names / sizeof flag_names[0]; f++)
            if (un->flags & flag_names[f].bit)
                textbuf_put(&o, " %s", flag_names[f].name);
        if (un->carrier >= 0)
            textbuf_put(&o, " on %d", un->carrier);
        if (un->where == UNIT_EXITED && un->exit_hex != HEX_NONE) {
            char from[5];
            map_format_hex(un->exit_hex, from);
            textbuf_put(&o, " from %s", from);
        }
        if (un->mp_spent)
            textbuf_put(&o, " mp-spent %d/%d", un->mp_spent, FX_ONE);
        if (un->fired_pturn >= 0)
            textbuf_put(&o, " fired-in %d", un->fired_pturn);
        static const char *const dirs[HEX_DIRS] = {"E", "NE", "NW", "W", "SW", "SE"};
        if ((st->options >> PS_OPT_FACING & 1u) && un->where == UNIT_ON_MAP) /* [16.0] */
            textbuf_put(&o, " facing %s",
                        un->facing >= 0 && un->facing < HEX_DIRS ? dirs[un->facing] : "?");
        textbuf_put(&o, "\n");
    }
    /* Stacks of two or more, top first: the order is part of the position. */
    for (int i = 0; i < MAP_MAX_HEXES; i++) {
        int u = st->first_in_hex[i];
        if (u < 0 || st->units[u].next < 0)
            continue;
        char hex[5];
        map_format_hex((hex_id)i, hex);
        textbuf_put(&o, "stack %s", hex);
        for (; u >= 0; u = st->units[u].next)
            textbuf_put(&o, " %d", u);
        textbuf_put(&o, "\n");
    }
    textbuf_put(&o, "control");
    for (int i = 0; i < MAP_MAX_HEXES; i++)
        if (st->control[i]) {
            char hex[5];
            map_format_hex((hex_id)i, hex);
            textbuf_put(&o, " %s:%d", hex, st->control[i] - 1);
        }
    textbuf_put(&o, "\n");
    sim_position_lines(g, &o); /* [20.1] the plotting side's own plots only */
    textbuf_put(&o, "hash %016llx\n", (unsigned long long)game_hash(g));
    return o.pos;
}
