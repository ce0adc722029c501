/* Scenario checks against the map and charts.  Invariant: nothing here changes a scenario,
 * a map or the charts; every answer comes from the values passed in (no globals), and every
 * refusal names the rule case.  Set-up (automatic and manual) is in scenario_deploy.c. */
#include "scenario_check.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

bool unit_type_is_chariot(const struct unit_type *ut)
{
    return strcmp(ut->code, "CH") == 0;
}

/* [5.32] non-fire classes A, B, C never mix; [5.34] Ff and Mf never mix; [5.35] Ff joins only
 * A or B; [5.36] Mf joins only C; [5.37], [5.38] D and E mix with everything. */
static const char *const class_conflicts[CLASS_COUNT][CLASS_COUNT] = {
    [CLASS_A] = {[CLASS_B] = "[5.32]", [CLASS_C] = "[5.32]", [CLASS_MF] = "[5.36]"},
    [CLASS_B] = {[CLASS_A] = "[5.32]", [CLASS_C] = "[5.32]", [CLASS_MF] = "[5.36]"},
    [CLASS_C] = {[CLASS_A] = "[5.32]", [CLASS_B] = "[5.32]", [CLASS_FF] = "[5.35]"},
    [CLASS_D] = {0},
    [CLASS_E] = {0},
    [CLASS_FF] = {[CLASS_C] = "[5.35]", [CLASS_MF] = "[5.34]"},
    [CLASS_MF] = {[CLASS_A] = "[5.36]", [CLASS_B] = "[5.36]", [CLASS_FF] = "[5.34]"},
};
_Static_assert(sizeof class_conflicts / sizeof class_conflicts[0] == CLASS_COUNT,
               "one row per class");

const char *stack_class_conflict(enum unit_class a, enum unit_class b)
{
    if ((unsigned)a >= CLASS_COUNT || (unsigned)b >= CLASS_COUNT)
        return "[5.3]";
    return class_conflicts[a][b];
}

/* Edge bits in the order they are printed in names. */
static const struct {
    uint8_t bit;
    char letter;
} edge_names[] = {{EDGE_N, 'N'}, {EDGE_E, 'E'}, {EDGE_S, 'S'}, {EDGE_W, 'W'}};

void scenario_group_name(const struct deploy_group *g, char *buf, size_t buflen)
{
    if (buflen == 0)
        return;
    if (g->kind == DEPLOY_AREA) {
        if (g->nletters == 2)
            snprintf(buf, buflen, "%c-%d and/or %c-%d", g->letters[0], g->radius,
                     g->letters[1], g->radius);
        else
            snprintf(buf, buflen, "%c-%d", g->nletters ? g->letters[0] : '?', g->radius);
        return;
    }
    char names[4];
    int n = 0;
    for (size_t i = 0; i < sizeof edge_names / sizeof edge_names[0]; i++)
        if (g->edges & edge_names[i].bit)
            names[n++] = edge_names[i].letter;
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && len < buflen; i++) {
        const char *sep = i == 0 ? "" : i == n - 1 ? " or " : ", ";
        int w = snprintf(buf + len, buflen - len, "%s%c", sep, names[i]);
        if (w < 0)
            return;
        len += (size_t)w;
    }
    if (len < buflen)
        snprintf(buf + len, buflen - len, "%s", n ? " edge" : "no edge");
}

static bool on_map(const struct map *m, hex_id h)
{
    return h >= 0 && h < MAP_MAX_HEXES && map_hex_at(m, map_cr(h)) == h;
}

/* A TEC feature forbids entry [9.0]; river and lake do even where the chart has no row. */
static bool feature_prohibited(const struct tables *t, enum tec_feature f)
{
    if (t->tec[f].present)
        return t->tec[f].prohibited;
    return f == TEC_RIVER || f == TEC_LAKE;
}

bool scenario_hex_passable(const struct scenario *s, const struct tables *t, const struct map *m,
                           hex_id h)
{
    if (!on_map(m, h))
        return false;
    const struct map_hex *x = &m->hexes[h];
    static const uint8_t cover_feature[COVER_COUNT] = {
        [COVER_NONE] = TEC_CLEAR, [COVER_WOODS] = TEC_WOODS,
        [COVER_VILLAGE] = TEC_VILLAGE, [COVER_SWAMP] = TEC_SWAMP,
    };
    static const uint8_t water_feature[WATER_COUNT] = {
        [WATER_NONE] = TEC_CLEAR,   [WATER_STREAM] = TEC_STREAM, [WATER_FORD] = TEC_FORD,
        [WATER_BRIDGE] = TEC_BRIDGE, [WATER_RIVER] = TEC_RIVER,  [WATER_LAKE] = TEC_LAKE,
    };
    if (x->cover < COVER_COUNT && feature_prohibited(t, cover_feature[x->cover]))
        return false;
    if (x->water < WATER_COUNT && feature_prohibited(t, water_feature[x->water]))
        return false;
    /* Rome: "Ignore all Slope and Hilltop hexes" [4.0]: they are clear. */
    if (!s->ignore_elevation) {
        if (x->elevation == ELEV_SLOPE && feature_prohibited(t, TEC_SLOPE))
            return false;
        if (x->elevation == ELEV_HILLTOP && feature_prohibited(t, TEC_HILLTOP))
            return false;
    }
    return true;
}

bool scenario_in_area(const struct map *m, const struct deploy_group *g, hex_id h)
{
    if (g->kind != DEPLOY_AREA || !on_map(m, h))
        return false;
    for (int i = 0; i < g->nletters && i < 2; i++) {
        char c = g->letters[i];
        if (c < 'A' || c > 'Z')
            continue;
        hex_id l = m->letters[c - 'A'];
        if (l != HEX_NONE && map_distance(l, h) <= g->radius)
            return true;
    }
    return false;
}

void scenario_mark_area(const struct map *m, const struct deploy_group *g, uint8_t *marks)
{
    if (g->kind != DEPLOY_AREA)
        return;
    for (int i = 0; i < g->nletters && i < 2; i++) {
        char c = g->letters[i];
        if (c < 'A' || c > 'Z')
            continue;
        hex_id l = m->letters[c - 'A'];
        if (l != HEX_NONE && g->radius >= 0)
            map_mark_within(m, l, g->radius, marks);
    }
}

static bool off_map(const struct map *m, hex_id h, enum hex_dir d)
{
    return map_neighbour(m, h, d) == HEX_NONE;
}

bool scenario_on_edges(const struct map *m, hex_id h, uint8_t edges)
{
    if (!on_map(m, h))
        return false;
    if ((edges & EDGE_N) && off_map(m, h, HEX_NW) && off_map(m, h, HEX_NE))
        return true;
    if ((edges & EDGE_S) && off_map(m, h, HEX_SW) && off_map(m, h, HEX_SE))
        return true;
    if ((edges & EDGE_E) && off_map(m, h, HEX_E))
        return true;
    if ((edges & EDGE_W) && off_map(m, h, HEX_W))
        return true;
    return false;
}

bool scenario_exit_hex(const struct map *m, const struct victory_cond *c, hex_id h)
{
    if (c->kind != COND_EXIT || !scenario_on_edges(m, h, c->exit_edges))
        return false;
    return c->exit_corner == HEX_NONE || map_distance(h, c->exit_corner) <= c->exit_radius;
}

static bool is_stream(const struct map_hex *x)
{
    return x->water == WATER_STREAM || x->water == WATER_FORD;
}

/* Hexes reached from the edge without entering the stream (breadth-first). */
static void fill_from_edge(const struct map *m, uint8_t edge, uint8_t in[MAP_MAX_HEXES])
{
    hex_id queue[MAP_MAX_HEXES];
    int head = 0, tail = 0;
    memset(in, 0, MAP_MAX_HEXES);
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
        if (on_map(m, h) && !is_stream(&m->hexes[h]) && scenario_on_edges(m, h, edge)) {
            in[h] = 1;
            queue[tail++] = h;
        }
    while (head < tail) {
        hex_id h = queue[head++];
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id n = map_neighbour(m, h, (enum hex_dir)d);
            if (n != HEX_NONE && !in[n] && !is_stream(&m->hexes[n])) {
                in[n] = 1;
                queue[tail++] = n;
            }
        }
    }
}

bool scenario_region(const struct map *m, uint8_t region, uint8_t in[MAP_MAX_HEXES])
{
    uint8_t other[MAP_MAX_HEXES];
    bool south = region == REGION_SOUTH_OF_STREAM;
    fill_from_edge(m, south ? EDGE_S : EDGE_N, in);
    fill_from_edge(m, south ? EDGE_N : EDGE_S, other);
    bool any_stream = false;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        if (in[h] && other[h])
            return false;
        if (on_map(m, h) && is_stream(&m->hexes[h]))
            any_stream = true;
    }
    return any_stream;
}

int scenario_force_units(const struct force *f)
{
    int n = 0;
    for (int g = 0; g < f->ngroups && g < FORCE_MAX_GROUPS; g++)
        for (int e = 0; e < f->groups[g].nentries && e < GROUP_MAX_ENTRIES; e++)
            n += f->groups[g].entries[e].count;
    return n;
}

int scenario_force_vp(const struct tables *t, const struct force *f)
{
    int vp = 0;
    for (int g = 0; g < f->ngroups && g < FORCE_MAX_GROUPS; g++)
        for (int e = 0; e < f->groups[g].nentries && e < GROUP_MAX_ENTRIES; e++) {
            const struct force_entry *fe = &f->groups[g].entries[e];
            if (fe->type < t->ntypes)
                vp += fe->count * unit_type_vp(&t->types[fe->type]);
        }
    return vp;
}

/* ---- validation ---- */

struct vctx {
    const struct scenario *s;
    const struct tables *t;
    const struct map *m;
    char *err;
    size_t errlen;
    struct scenario_where *where; /* the part being checked: what a refusal concerns */
};

static void at(struct vctx *v, enum scenario_part part, int side, int group)
{
    v->where->part = part;
    v->where->side = side;
    v->where->group = group;
}

static bool vfail(struct vctx *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static bool vfail(struct vctx *v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (v->errlen)
        vsnprintf(v->err, v->errlen, fmt, ap);
    va_end(ap);
    return false;
}

/* Hexes of a group's area that a unit may stand in. */
static bool area_hex(const struct vctx *v, const struct deploy_group *g, hex_id h)
{
    return scenario_in_area(v->m, g, h) && scenario_hex_passable(v->s, v->t, v->m, h);
}

/* Chariots (class D) each alone [C1.9]; A and B apart [5.32] with Ff filling their spare
 * room [5.35]; C with Mf likewise [5.36]; leaders anywhere [5.42].  Exact: no set-up of the
 * group uses fewer hexes. */
int scenario_group_hexes_needed(const struct tables *t, const struct deploy_group *g,
                                int stacking)
{
    int n[CLASS_COUNT] = {0};
    for (int e = 0; e < g->nentries && e < GROUP_MAX_ENTRIES; e++) {
        const struct force_entry *fe = &g->entries[e];
        if (fe->type >= t->ntypes)
            continue;
        const struct unit_type *ut = &t->types[fe->type];
        n[unit_type_counts_for_stacking(ut) ? ut->cls : CLASS_E] += fe->count;
    }
    int s = stacking < 1 ? 1 : stacking;
    int ha = (n[CLASS_A] + s - 1) / s, hb = (n[CLASS_B] + s - 1) / s;
    int ff_left = n[CLASS_FF] - (ha * s - n[CLASS_A]) - (hb * s - n[CLASS_B]);
    int hff = ff_left > 0 ? (ff_left + s - 1) / s : 0;
    int hc = (n[CLASS_C] + s - 1) / s;
    int mf_left = n[CLASS_MF] - (hc * s - n[CLASS_C]);
    int hmf = mf_left > 0 ? (mf_left + s - 1) / s : 0;
    int total = n[CLASS_D] + ha + hb + hff + hc + hmf;
    if (total == 0 && n[CLASS_E] > 0)
        total = 1;
    return total;
}

static bool check_group(struct vctx *v, int side, int gi)
{
    const struct force *f = &v->s->force[side];
    const struct deploy_group *g = &f->groups[gi];
    char gname[64];
    scenario_group_name(g, gname, sizeof gname);
    if (g->nentries < 1 || g->nentries > GROUP_MAX_ENTRIES)
        return vfail(v, "[11.1] %s at %s: no units", f->name, gname);
    for (int e = 0; e < g->nentries; e++)
        if (g->entries[e].type >= v->t->ntypes || g->entries[e].count == 0)
            return vfail(v, "[11.1] %s at %s: bad unit entry %d", f->name, gname, e + 1);
    if (g->kind == DEPLOY_ENTER) {
        if ((g->edges & (EDGE_N | EDGE_E | EDGE_S | EDGE_W)) == 0)
            return vfail(v, "[11.1] %s enter from no map edge", f->name);
        if (g->first_turn < 1 || g->last_turn < g->first_turn ||
            g->last_turn > v->s->game_length)
            return vfail(v, "[11.1] %s enter on Game-Turns %d-%d, outside the game's 1-%d",
                         f->name, g->first_turn, g->last_turn, v->s->game_length);
        for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
            if (scenario_on_edges(v->m, h, g->edges) &&
                scenario_hex_passable(v->s, v->t, v->m, h))
                return true;
        return vfail(v, "[11.1] %s enter from the %s, which has no passable hex", f->name, gname);
    }
    if (g->kind != DEPLOY_AREA)
        return vfail(v, "[11.1] %s: unknown deployment kind %d", f->name, g->kind);
    if (g->nletters < 1 || g->nletters > 2 || g->radius < 0)
        return vfail(v, "[11.1] %s: bad deployment area %s", f->name, gname);
    for (int i = 0; i < g->nletters; i++) {
        char c = g->letters[i];
        if (c < 'A' || c > 'Z' || v->m->letters[c - 'A'] == HEX_NONE)
            return vfail(v, "[11.1] %s deploy at %s, but letter %c is not on the map", f->name,
                         gname, c);
    }
    int room = 0;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
        room += area_hex(v, g, h);
    int need = scenario_group_hexes_needed(v->t, g, f->stacking);
    if (need > room)
        return vfail(v,
                     "[5.4] %s at %s: %d passable hexes, but the group needs %d at stacking %d "
                     "(Chariots alone [C1.9], classes apart [5.3])",
                     f->name, gname, room, need, f->stacking);
    return true;
}

/* [11.1] No two deployment areas share a hex; the message lists the shared hexes. */
static bool check_overlaps(struct vctx *v)
{
    const struct scenario *s = v->s;
    for (int a = 0; a < 2 * FORCE_MAX_GROUPS; a++) {
        int sa = a / FORCE_MAX_GROUPS, ga = a % FORCE_MAX_GROUPS;
        if (ga >= s->force[sa].ngroups || s->force[sa].groups[ga].kind != DEPLOY_AREA)
            continue;
        for (int b = a + 1; b < 2 * FORCE_MAX_GROUPS; b++) {
            int sb = b / FORCE_MAX_GROUPS, gb = b % FORCE_MAX_GROUPS;
            if (gb >= s->force[sb].ngroups || s->force[sb].groups[gb].kind != DEPLOY_AREA)
                continue;
            const struct deploy_group *x = &s->force[sa].groups[ga];
            const struct deploy_group *y = &s->force[sb].groups[gb];
            char list[128] = "";
            size_t len = 0;
            int shared = 0;
            for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
                if (!area_hex(v, x, h) || !area_hex(v, y, h))
                    continue;
                if (shared < 8) {
                    char id[5];
                    map_format_hex(h, id);
                    len += (size_t)snprintf(list + len, sizeof list - len, " %s", id);
                }
                shared++;
            }
            if (shared == 0)
                continue;
            at(v, SCEN_PART_GROUP, sb, gb); /* the later area is the one that overlaps */
            char nx[64], ny[64];
            scenario_group_name(x, nx, sizeof nx);
            scenario_group_name(y, ny, sizeof ny);
            return vfail(v, "[11.1] deployment areas overlap: %s %s and %s %s share %d hex%s:%s%s",
                         s->force[sa].name, nx, s->force[sb].name, ny, shared,
                         shared == 1 ? "" : "es", list, shared > 8 ? " ..." : "");
        }
    }
    return true;
}

static bool has_win_condition(const struct side_victory *sv)
{
    for (int i = 0; i < sv->nconds && i < SIDE_MAX_CONDS; i++)
        if (sv->conds[i].kind != COND_PREVENT)
            return true;
    return false;
}

static bool check_victory(struct vctx *v, int side)
{
    const struct side_victory *sv = &v->s->victory[side];
    const char *name = v->s->force[side].name;
    if (sv->nconds < 1 || sv->nconds > SIDE_MAX_CONDS)
        return vfail(v, "[11.0] %s have no victory condition", name);
    for (int i = 0; i < sv->nconds; i++) {
        const struct victory_cond *c = &sv->conds[i];
        switch (c->kind) {
        case COND_CONTROL:
            if (c->nhexes < 1 || c->nhexes > COND_MAX_HEXES)
                return vfail(v, "[11.3] %s: no hex to control", name);
            for (int k = 0; k < c->nhexes; k++)
                if (!on_map(v->m, c->hexes[k]))
                    return vfail(v, "[11.3] %s: a hex to control is not on the map", name);
            break;
        case COND_KEEP_OUT: {
            uint8_t in[MAP_MAX_HEXES];
            if (c->region > REGION_NORTH_OF_STREAM || !scenario_region(v->m, c->region, in))
                return vfail(v, "[11.0] %s: the stream does not divide the map into north "
                                "and south", name);
            if (c->n < 1)
                return vfail(v, "[11.0] %s: bad unit count %d", name, c->n);
            break;
        }
        case COND_ELIMINATE:
            if (c->ratio < 1 || c->n < 0)
                return vfail(v, "[11.0] %s: bad elimination ratio %d", name, c->ratio);
            break;
        case COND_DESTROY:
            if (c->n < 1 || c->m < 0)
                return vfail(v, "[11.0] %s: bad destruction counts %d, %d", name, c->n, c->m);
            break;
        case COND_EXIT: {
            if (c->n < 1 || (c->exit_edges & (EDGE_N | EDGE_E | EDGE_S | EDGE_W)) == 0)
                return vfail(v, "[11.4] %s: no exit edge or count", name);
            if (c->exit_corner != HEX_NONE && !on_map(v->m, c->exit_corner))
                return vfail(v, "[11.4] %s: the exit corner is not on the map", name);
            bool any = false;
            for (hex_id h = 0; h < MAP_MAX_HEXES && !any; h++)
                any = scenario_exit_hex(v->m, c, h);
            if (!any)
                return vfail(v, "[11.4] %s: no map hex lies in the exit zone", name);
            break;
        }
        case COND_PREVENT:
            if (!has_win_condition(&v->s->victory[1 - side]))
                return vfail(v, "[11.0] %s must prevent the enemy's conditions, but the enemy "
                                "has none", name);
            break;
        default:
            return vfail(v, "[11.0] %s: unknown victory condition %d", name, c->kind);
        }
    }
    return true;
}

bool scenario_validate(const struct scenario *s, const struct tables *t, const struct map *m,
                       char *err, size_t errlen)
{
    struct scenario_where where;
    return scenario_validate_where(s, t, m, err, errlen, &where);
}

bool scenario_validate_where(const struct scenario *s, const struct tables *t,
                             const struct map *m, char *err, size_t errlen,
                             struct scenario_where *where)
{
    struct vctx v = {s, t, m, err, errlen, where};
    at(&v, SCEN_PART_SCENARIO, 0, 0);
    if (s->game_length < 1)
        return vfail(&v, "[11.1] %s: no game length", s->id);
    if (s->deploys_first < 0 || s->deploys_first > 1 || s->moves_first < 0 ||
        s->moves_first > 1)
        return vfail(&v, "[11.1] %s: who deploys and moves first is not side 0 or 1", s->id);
    for (int side = 0; side < 2; side++) {
        const struct force *f = &s->force[side];
        at(&v, SCEN_PART_FORCE, side, 0);
        if (f->stacking < 1)
            return vfail(&v, "[5.4] %s have no stacking limit", f->name);
        if (f->ngroups < 1 || f->ngroups > FORCE_MAX_GROUPS)
            return vfail(&v, "[11.1] %s have no deployment", f->name);
        for (int g = 0; g < f->ngroups; g++) {
            at(&v, SCEN_PART_GROUP, side, g);
            if (!check_group(&v, side, g))
                return false;
        }
        at(&v, SCEN_PART_FORCE, side, 0);
        for (int o = 0; o < f->noverrides && o < FORCE_MAX_OVERRIDES; o++) {
            bool found = false;
            for (int g = 0; g < f->ngroups; g++)
                for (int e = 0; e < f->groups[g].nentries; e++)
                    found |= f->groups[g].entries[e].type == f->overrides[o].type;
            if (!found || f->overrides[o].ma < 1)
                return vfail(&v, "[11.1] %s: Movement Allowance given for a unit type the "
                                 "force does not have", f->name);
        }
        int vp = scenario_force_vp(t, f);
        at(&v, SCEN_PART_VP, side, 0);
        if (vp != f->vp_printed)
            return vfail(&v, "[11.2] %s: printed VP %d, but the units are worth %d", f->name,
                         f->vp_printed, vp);
        at(&v, SCEN_PART_VICTORY, side, 0);
        if (!check_victory(&v, side))
            return false;
    }
    at(&v, SCEN_PART_VICTORY, 1, 0);
    if (!has_win_condition(&s->victory[0]) && !has_win_condition(&s->victory[1]))
        return vfail(&v, "[11.0] %s: both forces only prevent: nobody can win", s->id);
    return check_overlaps(&v);
}
