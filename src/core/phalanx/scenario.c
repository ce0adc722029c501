/* Phalanx scenario arithmetic and checks against the map: army PV and stacking totals, the
 * deployment areas of [Phalanx Initial Deployment], and the set-up checks.  Pure functions of
 * the loaded data; messages go to a caller's buffer.  And the part of a Phalanx scenario every
 * rule system shares (px_scenario_common). */
#include "scenario.h"

#include <stdio.h>
#include <string.h>

#include "core/scenario.h"

int px_army_count(const struct px_army *a, int type)
{
    for (int i = 0; i < a->nentries; i++)
        if (a->entries[i].type == type)
            return a->entries[i].count;
    return 0;
}

static int type_vp(const struct px_tables *t, const struct px_army *a, int type)
{
    const struct px_unit_type *ut = &t->types[type];
    if (a->darius && ut->command.v == 1)
        return t->darius_vp.v;
    return px_formula_vp(t, ut);
}

int px_army_pv(const struct px_tables *t, const struct px_army *a)
{
    int pv = 0;
    for (int i = 0; i < a->nentries; i++)
        pv += a->entries[i].count * type_vp(t, a, a->entries[i].type);
    return pv;
}

int px_army_pv_printed(const struct px_tables *t, const struct px_army *a)
{
    int pv = px_army_pv(t, a);
    for (int i = 0; i < a->nerrata; i++) {
        const struct px_erratum *e = &a->errata[i];
        pv += e->from.count * type_vp(t, a, e->from.type) - e->to.count * type_vp(t, a, e->to.type);
    }
    return pv;
}

int px_army_stack(const struct px_tables *t, const struct px_army *a)
{
    int n = 0;
    for (int i = 0; i < a->nentries; i++)
        n += a->entries[i].count * t->types[a->entries[i].type].stack.v;
    return n;
}

int px_army_units(const struct px_tables *t, const struct px_army *a)
{
    int n = 0;
    for (int i = 0; i < a->nentries; i++)
        if (!t->types[a->entries[i].type].command.v)
            n += a->entries[i].count;
    return n;
}

static bool near_letters(const struct map *m, const struct px_army *a, hex_id h)
{
    for (int i = 0; i < a->nletters; i++) {
        hex_id c = m->letters[a->letters[i] - 'A'];
        if (c != HEX_NONE && map_distance(c, h) <= a->radius)
            return true;
    }
    return false;
}

bool px_in_deploy_area(const struct px_scenario *s, const struct map *m, int side, hex_id h)
{
    return near_letters(m, &s->army[side], h) && !near_letters(m, &s->army[1 - side], h);
}

bool px_hex_usable(const struct px_scenario *s, const struct map *m, hex_id h)
{
    if (map_hex_at(m, map_cr(h)) == HEX_NONE)
        return false;
    uint8_t w = m->hexes[h].water;
    return s->all_clear || (w != WATER_LAKE && w != WATER_RIVER);
}

int px_deploy_hexes(const struct px_scenario *s, const struct map *m, int side, hex_id *out,
                    int max)
{
    int n = 0;
    for (int row = 1; row <= m->rows; row++)
        for (int col = 1; col <= m->cols; col++) {
            hex_id h = map_id(col, row);
            if (!px_hex_usable(s, m, h) || !px_in_deploy_area(s, m, side, h))
                continue;
            if (out && n < max)
                out[n] = h;
            n++;
        }
    return n;
}

int px_hex_terrains(const struct map_hex *x, bool all_clear, enum px_terrain out[3])
{
    static const uint8_t by_elevation[ELEV_COUNT] = {
        [ELEV_GROUND] = PX_T_CLEAR, [ELEV_SLOPE] = PX_T_SLOPE, [ELEV_HILLTOP] = PX_T_HILLTOP};
    static const uint8_t by_cover[COVER_COUNT] = {
        [COVER_WOODS] = PX_T_WOODS, [COVER_SWAMP] = PX_T_SWAMP, [COVER_VILLAGE] = PX_T_VILLAGE};
    static const uint8_t by_water[WATER_COUNT] = {
        [WATER_STREAM] = PX_T_STREAM, [WATER_FORD] = PX_T_FORD, [WATER_BRIDGE] = PX_T_BRIDGE,
        [WATER_RIVER] = PX_T_LAKE, [WATER_LAKE] = PX_T_LAKE};
    int n = 0;
    out[n++] = x->elevation < ELEV_COUNT && !all_clear ? (enum px_terrain)by_elevation[x->elevation]
                                                       : PX_T_CLEAR;
    if (all_clear)
        return n;
    if (x->cover != COVER_NONE && x->cover < COVER_COUNT)
        out[n++] = (enum px_terrain)by_cover[x->cover];
    if (x->water != WATER_NONE && x->water < WATER_COUNT)
        out[n++] = (enum px_terrain)by_water[x->water];
    return n;
}

/* May a unit of this type stand in the hex: no terrain it never enters, and a road where it
 * enters only by road [Phalanx errata Terrain Effects Chart]. */
static bool may_stand(const struct px_unit_type *ut, const struct map_hex *x, bool all_clear)
{
    enum px_terrain ts[3];
    int n = px_hex_terrains(x, all_clear, ts);
    for (int i = 0; i < n; i++) {
        int e = ut->entry[ts[i]].v;
        if (e == PX_ENTER_NEVER || (e == PX_ENTER_ROAD_ONLY && !x->road))
            return false;
    }
    return true;
}

static bool restricted(const struct px_unit_type *ut)
{
    for (int i = 0; i < PX_TERRAIN_COUNT; i++)
        if (ut->entry[i].v != PX_ENTER_YES)
            return true;
    return false;
}

static void area_name(const struct px_army *a, char out[8])
{
    snprintf(out, 8, "%.*s-%d", a->nletters, a->letters, a->radius);
}

static bool check_area(const struct px_scenario *s, const struct px_tables *t,
                       const struct map *m, int side, char *msg, size_t msglen)
{
    const struct px_army *a = &s->army[side];
    char area[8];
    area_name(a, area);
    for (int i = 0; i < a->nletters; i++)
        if (a->letters[i] < 'A' || a->letters[i] > 'Z' || m->letters[a->letters[i] - 'A'] == HEX_NONE) {
            snprintf(msg, msglen, "[Phalanx Initial Deployment] %s: key letter %c is not on the map",
                     a->name, a->letters[i]);
            return false;
        }
    int hexes = px_deploy_hexes(s, m, side, NULL, 0), need = px_army_stack(t, a);
    if (need > hexes * t->stacking_limit.v) {
        snprintf(msg, msglen, "[Phalanx Stacking] %s: %d stacking points do not fit in the %d "
                 "hexes of %s at %d a hex", a->name, need, hexes, area, t->stacking_limit.v);
        return false;
    }
    for (int e = 0; e < a->nentries; e++) {
        const struct px_unit_type *ut = &t->types[a->entries[e].type];
        if (!restricted(ut))
            continue;
        int ok = 0;
        for (int row = 1; row <= m->rows; row++)
            for (int col = 1; col <= m->cols; col++) {
                hex_id h = map_id(col, row);
                ok += px_hex_usable(s, m, h) && px_in_deploy_area(s, m, side, h) &&
                      may_stand(ut, &m->hexes[h], s->all_clear);
            }
        need = a->entries[e].count * ut->stack.v;
        if (need > ok * t->stacking_limit.v) {
            snprintf(msg, msglen, "[Phalanx errata Terrain Effects Chart] %s: %d %s do not fit "
                     "in the %d hexes of %s they may enter", a->name, a->entries[e].count,
                     ut->code, ok, area);
            return false;
        }
    }
    return true;
}

static bool has_type(const struct px_tables *t, const struct px_army *a, const char *code)
{
    int type = px_find_type(t, code);
    return type >= 0 && px_army_count(a, type) > 0;
}

bool px_army_check(const struct px_scenario *s, const struct px_tables *t, const struct map *m,
                   int side, char *msg, size_t msglen, enum px_army_part *part)
{
    const struct px_army *a = &s->army[side];
    int cm1 = px_command_type(t, 1);
    bool has_cm1 = cm1 >= 0 && px_army_count(a, cm1) > 0;
    bool has_cm = has_cm1 || has_type(t, a, "CM2") || has_type(t, a, "CM3");
    *part = PX_PART_COMMAND;
    if (!has_cm) {
        snprintf(msg, msglen, "[Phalanx Command Units] %s have no command unit", a->name);
        return false;
    }
    *part = PX_PART_ARMY;
    if ((a->alexander || a->darius) && !has_cm1) {
        snprintf(msg, msglen, "[Phalanx %s] %s: the rule needs command unit 1",
                 a->alexander ? "Alexander" : "Darius", a->name);
        return false;
    }
    if (a->manipular && !has_type(t, a, "SD")) {
        snprintf(msg, msglen, "[Phalanx Manipular Roman Legion] %s have no Roman Swordsmen",
                 a->name);
        return false;
    }
    *part = PX_PART_DEPLOY;
    return check_area(s, t, m, side, msg, msglen);
}

bool px_scenario_check(const struct px_scenario *s, const struct px_tables *t,
                       const struct map *m, char *msg, size_t msglen)
{
    enum px_army_part part;
    for (int side = 0; side < 2; side++)
        if (!px_army_check(s, t, m, side, msg, msglen, &part))
            return false;
    return true;
}

void px_scenario_common(const struct px_scenario *ps, const struct px_tables *t,
                        struct scenario *out)
{
    memset(out, 0, sizeof *out);
    snprintf(out->id, sizeof out->id, "%s", ps->id);
    snprintf(out->name, sizeof out->name, "%s", ps->name);
    snprintf(out->date, sizeof out->date, "%s", ps->date);
    snprintf(out->rule, sizeof out->rule, "phalanx"); /* listed as "[phalanx]" */
    out->game_length = t->game_turns.v; /* [Phalanx errata Turn Record Chart] */
    out->deploys_first = ps->first;     /* [Phalanx How to Set-up the Game] */
    out->moves_first = ps->first;
    for (int side = 0; side < 2; side++) {
        const struct px_army *a = &ps->army[side];
        struct force *f = &out->force[side];
        snprintf(f->name, sizeof f->name, "%s", a->name);
        f->vp_printed = a->pv.value;
        f->panic_level = a->pl.value;
        f->ngroups = 1; /* every unit deploys by the key letters [Phalanx Initial Deployment] */
        f->groups[0].kind = DEPLOY_AREA;
        f->groups[0].nletters = a->nletters;
        for (int i = 0; i < a->nletters; i++)
            f->groups[0].letters[i] = a->letters[i];
        f->groups[0].radius = a->radius;
    }
}
