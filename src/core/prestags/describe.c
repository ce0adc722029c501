/* A Chariot scenario in words: each force's order of battle, Victory Points, Panic Level,
 * stacking limit and deployment, the game length, special rules and the victory conditions. */
#include <stdio.h>

#include "core/scenario_check.h"
#include "core/textbuf.h"
#include "prestags_api.h"

static void put_group(struct textbuf *o, const ps_game *g, const struct deploy_group *grp)
{
    char area[64];
    scenario_group_name(grp, area, sizeof area);
    textbuf_put(o, "    %s %s", grp->kind == DEPLOY_AREA ? "deploy" : "enter", area);
    /* [11.1] the entry window: the Game-Turns in which the group may enter */
    if (grp->kind == DEPLOY_ENTER && grp->first_turn == grp->last_turn)
        textbuf_put(o, " on Game-Turn %d", grp->first_turn);
    else if (grp->kind == DEPLOY_ENTER)
        textbuf_put(o, " on Game-Turns %d-%d", grp->first_turn, grp->last_turn);
    textbuf_put(o, ":");
    for (int e = 0; e < grp->nentries; e++) {
        const struct unit_type *ut = &g->tables.types[grp->entries[e].type];
        textbuf_put(o, "%s %d %s", e ? "," : "", grp->entries[e].count, ut->code);
    }
    textbuf_put(o, "\n");
}

size_t prestags_game_scenario_text(const ps_game *g, char *buf, size_t buflen)
{
    const struct scenario *s = &g->scen;
    struct textbuf o;
    textbuf_init(&o, buf, buflen);
    /* the scenario's section with its name: [Kadesh 5.4] is not the stacking rule [5.4] */
    textbuf_put(&o, "%s (%s) [%s %s], %d Game-Turns\n", s->name, s->date, s->name, s->rule,
                s->game_length);
    for (int side = 0; side < 2; side++) {
        const struct force *f = &s->force[side];
        textbuf_put(&o, "\n%s%s%s: %d units, VP %d", f->name,
            s->deploys_first == side ? ", deploys first" : "",
            s->moves_first == side ? ", moves first" : "", scenario_force_units(f),
            f->vp_printed);
        if (f->panic_level)
            textbuf_put(&o, ", Panic Level %d", f->panic_level);
        else
            textbuf_put(&o, ", no Panic Level");
        textbuf_put(&o, ", stacking %d%s\n", f->stacking, f->mounted_exempt ? ", Mt.Ex." : "");
        for (int gi = 0; gi < f->ngroups; gi++)
            put_group(&o, g, &f->groups[gi]);
        for (int i = 0; i < f->noverrides; i++)
            textbuf_put(&o, "    special: %s have a Movement Allowance of %d\n",
                g->tables.types[f->overrides[i].type].code, f->overrides[i].ma);
    }
    textbuf_put(&o, "\nVictory:\n");
    for (int side = 0; side < 2; side++)
        textbuf_put(&o, "  %s: %s\n", s->force[side].name, s->victory[side].text);
    if (s->draw[0])
        textbuf_put(&o, "  Draw: %s\n", s->draw);
    if (s->ignore_elevation)
        textbuf_put(&o, "Terrain: ignore all Slope and Hilltop hexes.\n");
    if (s->no_leader_rules)
        textbuf_put(&o, "Special: no Leader rules; every unit is within a Movement Control Radius.\n");
    if (s->no_optional_rules)
        textbuf_put(&o, "Special: no Optional Rules.\n");
    return o.pos;
}
