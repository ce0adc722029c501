/* Texts of a Phalanx game: the canonical position dump (stable field order, one unit a line,
 * for diff and golden tests), the scenario in words [Phalanx How to Set-up the Game], and the
 * Terrain Effects Chart rows of a hex [Phalanx errata Terrain Effects Chart]. */
#include <stdio.h>

#include "px_info.h"

#include "core/textbuf.h"

static const char *const dir_names[HEX_DIRS] = {"E", "NE", "NW", "W", "SW", "SE"};
static const char *const where_names[] = {"waiting", "map", "eliminated", "exited"};
static const char *const level_words[PX_LEVEL_COUNT] = {"none", "Marginal", "Tactical",
                                                        "Decisive"};

static const struct {
    unsigned bit;
    const char *name;
} px_flag_names[] = {
    {PXF_RAMPANT, "rampant"},       {PXF_FOUGHT, "fought"},
    {PXF_MOVE_DONE, "move-done"},   {PXF_IN_COMMAND, "in-command"},
    {PXF_FIRED, "fired"},           {PXF_MELEED, "meleed"},
    {PXF_RALLIED, "rallied"},       {PXF_ADVANCED, "advanced"},
    {PXF_WITHDREW, "withdrew"},
};

static void put_hex(struct textbuf *o, const char *before, hex_id h)
{
    char s[5];
    map_format_hex(h, s);
    textbuf_put(o, "%s%s", before, s);
}

static void put_unit(struct textbuf *o, const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    const struct px_unit *p = &g->st.px.units[u];
    textbuf_put(o, "unit %d side %d %s ", u, un->side, px_type(g, un)->code);
    if (un->where == UNIT_ON_MAP) {
        put_hex(o, "", un->hex);
        textbuf_put(o, " facing %s", un->facing >= 0 && un->facing < HEX_DIRS
                                         ? dir_names[un->facing] : "?");
    } else {
        textbuf_put(o, "%s", un->where < 4 ? where_names[un->where] : "?");
    }
    if (p->flags & PXF_DEMORALIZED)
        textbuf_put(o, " demoralized until %d", p->dd_end);
    if (un->flags & UF_PANICKED)
        textbuf_put(o, " panicked flee %s", px_edge_name((enum px_edge)p->flee_edge));
    if (un->flags & UF_CONTACT)
        textbuf_put(o, " contact");
    if (un->flags & UF_MOVED)
        textbuf_put(o, " moved");
    if (un->flags & UF_FLED)
        textbuf_put(o, " fled");
    for (size_t f = 0; f < sizeof px_flag_names / sizeof px_flag_names[0]; f++)
        if (p->flags & px_flag_names[f].bit)
            textbuf_put(o, " %s", px_flag_names[f].name);
    if (p->flags & PXF_CHARGED)
        textbuf_put(o, " charge %d %s", p->charge_len,
                    p->charge_dir >= 0 && p->charge_dir < HEX_DIRS ? dir_names[p->charge_dir] : "?");
    if (un->where == UNIT_EXITED && un->exit_hex != HEX_NONE)
        put_hex(o, " from ", un->exit_hex);
    if (un->mp_spent)
        textbuf_put(o, " mp-spent %d/%d", un->mp_spent, FX_ONE);
    textbuf_put(o, "\n");
}

size_t px_game_position(const ps_game *g, char *buf, size_t buflen)
{
    const struct game_state *st = &g->st;
    struct textbuf o;
    textbuf_init(&o, buf, buflen);
    textbuf_put(&o, "scenario %s\nsystem phalanx\n", g->scen.id);
    textbuf_put(&o, "turn %d of %d\n", st->turn, g->scen.game_length);
    textbuf_put(&o, "phase %s\n", ps_phase_name((ps_phase)st->phase));
    textbuf_put(&o, "phasing %d %s\n", st->phasing, g->scen.force[st->phasing].name);
    textbuf_put(&o, "to-act %d %s\n", st->to_act, g->scen.force[st->to_act].name);
    if (st->phase == PS_PHASE_DEPLOY)
        textbuf_put(&o, "deploying %d\n", st->deploying);
    textbuf_put(&o, "player-turns %d clock %d\n", st->pturn, px_clock(st));
    for (int s = 0; s < 2; s++)
        textbuf_put(&o, "side %d %s vp %d lost %d%s\n", s, g->scen.force[s].name, st->vp[s],
                    st->lost_units[s], st->army_panicked[s] ? " panicked" : "");
    textbuf_put(&o, "dice %u\n", st->dice.rolls);
    if (st->pending.kind != PENDING_NONE) {
        const struct pending *p = &st->pending;
        static const char *const kinds[] = {"none", "lose", "advance", "retreat", "end-offer"};
        textbuf_put(&o, "pending %s side %d count %d units", p->kind < 5 ? kinds[p->kind] : "?",
                    p->side, p->count);
        for (int i = 0; i < p->nunits; i++)
            textbuf_put(&o, " %d", p->units[i]);
        for (int i = 0; i < p->nhexes && i < 2; i++)
            put_hex(&o, i ? "," : " hexes ", p->hexes[i]);
        textbuf_put(&o, "\n");
    }
    if (st->conceded)
        textbuf_put(&o, "conceded %d\n", st->conceded - 1);
    if (st->px.agreed_end) /* [Phalanx How to Set-up the Game] */
        textbuf_put(&o, "agreed-end\n");
    if (st->px.mover >= 0)
        textbuf_put(&o, "mover %d\n", st->px.mover);
    for (int s = 0; s < 2; s++)
        if (st->px.darius_gone[s])
            textbuf_put(&o, "darius-gone %d\n", s);
    if (st->ncontacts) { /* [Phalanx Combat K] */
        textbuf_put(&o, "contacts");
        for (int i = 0; i < st->ncontacts; i++) {
            put_hex(&o, " ", st->contacts[i].a);
            put_hex(&o, "-", st->contacts[i].b);
        }
        textbuf_put(&o, "\n");
    }
    static const char *const states[] = {"allocated", "done", "cancelled"};
    for (int i = 0; i < st->px.nattacks; i++) { /* [Phalanx Game Procedure] (2) */
        const struct px_attack *a = &st->px.attacks[i];
        textbuf_put(&o, "attack %d %s", i, a->fire ? "fire" : "melee");
        put_hex(&o, " on ", a->target);
        textbuf_put(&o, " %s units", a->state < 3 ? states[a->state] : "?");
        for (int k = 0; k < a->nunits; k++)
            textbuf_put(&o, "%s%d", k ? "," : " ", a->units[k]);
        textbuf_put(&o, "\n");
    }
    for (int u = 0; u < st->nunits; u++)
        put_unit(&o, g, u);
    for (int i = 0; i < MAP_MAX_HEXES; i++) { /* stacks, top first */
        int u = st->first_in_hex[i];
        if (u < 0 || st->units[u].next < 0)
            continue;
        put_hex(&o, "stack ", (hex_id)i);
        textbuf_put(&o, " points %d", px_stack_points(g, (hex_id)i));
        for (; u >= 0; u = st->units[u].next)
            textbuf_put(&o, " %d", u);
        textbuf_put(&o, "\n");
    }
    textbuf_put(&o, "hash %016llx\n", (unsigned long long)game_hash(g));
    return o.pos;
}

static const char *source_word(int source)
{
    return source == PX_SRC_ERRATA ? "errata" : source == PX_SRC_DESIGNED ? "chosen" : "printed";
}

static void put_army(struct textbuf *o, const ps_game *g, int side)
{
    const struct px_army *a = px_army(g, side);
    const struct px_army *en = px_army(g, !side);
    textbuf_put(o, "\n%s (%s counters)%s: Type %s army\n", a->name, side ? "second" : "Green",
                g->pxs.first == side ? ", deploys and moves first" : "",
                a->army_type == 2 ? "II" : "I");
    textbuf_put(o, "  units:");
    for (int e = 0, k = 0; e < a->nentries; e++) {
        const struct px_unit_type *t = &g->px.types[a->entries[e].type];
        if (!t->command.v)
            textbuf_put(o, "%s %d %s", k++ ? "," : "", a->entries[e].count, t->code);
    }
    textbuf_put(o, " (%d units, %d stacking points)\n  command units:",
                px_army_units(&g->px, a), px_army_stack(&g->px, a));
    for (int e = 0; e < a->nentries; e++) {
        const struct px_unit_type *t = &g->px.types[a->entries[e].type];
        if (t->command.v)
            textbuf_put(o, " %d (bonus %d)", t->command.v, t->bonus.v);
    }
    textbuf_put(o, "\n");
    for (int i = 0; i < a->nerrata; i++) {
        const struct px_erratum *e = &a->errata[i];
        textbuf_put(o, "  errata: %d %s read %d %s\n", e->from.count,
                    g->px.types[e->from.type].code, e->to.count, g->px.types[e->to.type].code);
    }
    textbuf_put(o, "  PV %d computed from the units [Phalanx Victory Conditions] (published %d, "
                "%s", px_army_pv(&g->px, a), a->pv.value, source_word(a->pv.source));
    if (a->pv.source != PX_SRC_PRINTED)
        textbuf_put(o, "; printed %d", a->pv.printed);
    textbuf_put(o, ")\n  PL %d (%s", a->pl.value, source_word(a->pl.source));
    /* [Phalanx errata The Scenario Chart] a chosen value shows the errata's as transcribed */
    if (a->pl.source == PX_SRC_DESIGNED && a->pl.errata)
        textbuf_put(o, "; errata as transcribed %d", a->pl.errata);
    if (a->pl.source != PX_SRC_PRINTED)
        textbuf_put(o, "; printed %d", a->pl.printed);
    textbuf_put(o, ") [Phalanx Panic]\n  deploy: within %d hexes of %.*s, never within %d of "
                "the %s' %.*s [Phalanx Initial Deployment]\n", a->radius, a->nletters,
                a->letters, en->radius, en->name, en->nletters, en->letters);
    textbuf_put(o, "  victory: at least %s to win\n", level_words[a->min_level]);
    if (a->alexander)
        textbuf_put(o, "  special: command unit 1 is Alexander [Phalanx Alexander]\n");
    if (a->darius)
        textbuf_put(o, "  special: command unit 1 is Darius, worth %d VP [Phalanx Darius]\n",
                    g->px.darius_vp.v);
    if (a->manipular)
        textbuf_put(o, "  special: Manipular Roman Legion%s\n",
                    a->manipular_by_errata ? " (by the errata)" : "");
}

size_t px_game_scenario_text(const ps_game *g, char *buf, size_t buflen)
{
    struct textbuf o;
    textbuf_init(&o, buf, buflen);
    textbuf_put(&o, "[phalanx] %s (%s), %d Game-Turns\n", g->pxs.name, g->pxs.date,
                g->scen.game_length);
    for (int s = 0; s < 2; s++)
        put_army(&o, g, s);
    textbuf_put(&o, "\nVictory [Phalanx Victory Conditions]: by the ratio of Victory Points "
                "scored, the victor's own losses at most\n");
    for (int lv = PX_LEVEL_MAR; lv < PX_LEVEL_COUNT; lv++) {
        const struct px_victory_level *v = &g->px.levels[lv];
        textbuf_put(&o, "  %s: %s %d to %d, losses at most %d%% of own PV\n", level_words[lv],
                    v->strict ? "more than" : "at least", v->att.v, v->def.v,
                    v->max_loss_pct.v);
    }
    textbuf_put(&o, "Stacking: %d points a hex [Phalanx Stacking]\n", g->px.stacking_limit.v);
    if (g->pxs.all_clear)
        textbuf_put(&o, "Terrain: treat all terrain as clear (the roads remain: 1/2 MP along "
                        "them, road exits for a concession).\n");
    return o.pos;
}

static void put_mult(struct textbuf *o, const char *what, struct px_mult m)
{
    if (m.kind == PX_MULT_PROHIBITED)
        textbuf_put(o, ", %s P", what);
    else if (m.kind == PX_MULT_FACTOR && m.num != m.den)
        textbuf_put(o, m.den == 1 ? ", %s x%d" : ", %s x%d/%d", what, m.num, m.den);
}

static void put_fx(struct textbuf *o, fx v)
{
    int num = v % FX_ONE, den = FX_ONE;
    while (num && num % 2 == 0 && den % 2 == 0) {
        num /= 2;
        den /= 2;
    }
    if (!num)
        textbuf_put(o, "%d", v / FX_ONE);
    else if (v < FX_ONE)
        textbuf_put(o, "%d/%d", num, den);
    else
        textbuf_put(o, "%d %d/%d", v / FX_ONE, num, den);
}

/* One TEC row: MP, Fire Protection, the normal column's multipliers by kind, the unit types
 * restricted there. */
static void put_row(struct textbuf *o, const ps_game *g, enum px_terrain t)
{
    const struct px_tec_row *r = &g->px.tec.rows[t];
    textbuf_put(o, "%s: ", px_terrain_name(t));
    if (r->prohibited) {
        textbuf_put(o, "prohibited\n");
        return;
    }
    put_fx(o, r->move);
    textbuf_put(o, " MP");
    if (r->move_from_non_stream) {
        textbuf_put(o, " (");
        put_fx(o, r->move_from_non_stream);
        textbuf_put(o, " from a non-stream hex)");
    }
    if (r->fps.v)
        textbuf_put(o, ", FPS %d", r->fps.v);
    for (int k = 0; k < PX_KIND_COUNT; k++) {
        char what[40];
        snprintf(what, sizeof what, "%s MDS", px_kind_name((enum px_kind)k));
        put_mult(o, what, r->defence[PX_COL_NORMAL][k]);
        snprintf(what, sizeof what, "%s MAS", px_kind_name((enum px_kind)k));
        put_mult(o, what, r->attack[PX_COL_NORMAL][k]);
    }
    put_mult(o, "FCS", r->fire[PX_COL_NORMAL]);
    for (int e = PX_ENTER_ROAD_ONLY; e <= PX_ENTER_NEVER; e++) {
        int n = 0;
        for (int i = 0; i < g->px.ntypes; i++)
            if (g->px.types[i].entry[t].v == e)
                textbuf_put(o, "%s%s", n++ ? " " : e == PX_ENTER_NEVER ? ", never " : ", road only ",
                            g->px.types[i].code);
    }
    textbuf_put(o, "\n");
}

size_t px_game_hex_effects(const ps_game *g, int hex, char *buf, size_t buflen)
{
    hex_cr h = {hex / 100, hex % 100};
    hex_id id = map_hex_at(&g->map, h);
    if (buflen)
        buf[0] = '\0';
    if (id == HEX_NONE)
        return 0;
    struct textbuf o;
    textbuf_init(&o, buf, buflen);
    enum px_terrain ts[3];
    int n = px_hex_terrains(&g->map.hexes[id], g->pxs.all_clear, ts);
    for (int i = 0; i < n; i++)
        if (i > 0 || ts[0] != PX_T_CLEAR || n == 1) /* level ground under cover or water */
            put_row(&o, g, ts[i]);
    const struct map_hex *mh = &g->map.hexes[id];
    if (mh->road) { /* [Phalanx Scenarios] roads remain under "treat all terrain as clear" */
        textbuf_put(&o, "road: ");
        put_fx(&o, g->px.tec.road_move);
        textbuf_put(&o, " MP through a road hexside");
        put_mult(&o, "road-bound MDS", g->px.tec.road_bound_defence);
        textbuf_put(&o, "\n");
    }
    return o.pos;
}
