/* The Terrain Effects Chart in combat [Phalanx errata Terrain Effects Chart]: columns by
 * elevation, a hex's multipliers combined, its Fire Protection Strength; and which hexes a
 * unit fronts on for melee, manipular Swordsmen included. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "px_combat.h"

void px_fmul(struct px_frac *f, struct px_mult m)
{
    f->num *= m.num;
    f->den *= m.den;
}

void px_say(char *buf, size_t len, const char *fmt, ...)
{
    if (!buf || len == 0)
        return; /* no text wanted */
    size_t n = strlen(buf);
    if (n + 1 >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + n, len - n, fmt, ap);
    va_end(ap);
}

int px_level(const ps_game *g, hex_id h)
{
    return g->pxs.all_clear ? ELEV_GROUND : g->map.hexes[h].elevation;
}

/* [Phalanx errata Terrain Effects Chart] the column of a unit in hex `mine` against an
 * opponent at level `theirs`: Uphill if lower, Downhill if higher, and slope against slope
 * both Uphill. */
enum px_column px_column_of(const ps_game *g, hex_id mine, int theirs)
{
    int a = px_level(g, mine);
    if (a == ELEV_SLOPE && theirs == ELEV_SLOPE)
        return PX_COL_UPHILL;
    return a < theirs ? PX_COL_UPHILL : a > theirs ? PX_COL_DOWNHILL : PX_COL_NORMAL;
}

/* The TEC factor of hex h for a unit of this kind, several rows combined as tec.combine says
 * [Phalanx errata Terrain Effects Chart]; false (and the terrain in why) if it is "P". */
bool px_tec_factor(const ps_game *g, hex_id h, enum px_tec_which w, enum px_column col, int kind,
                          struct px_frac *out, char *why, size_t len)
{
    const struct px_tec *tec = &g->px.tec;
    enum px_terrain ts[3];
    int n = px_hex_terrains(&g->map.hexes[h], g->pxs.all_clear, ts);
    struct px_frac all = {1, 1}, low = {1, 1};
    struct px_mult best = {PX_MULT_NA, 1, 1, false, 0};
    int best_t = -1;
    for (int i = 0; i < n; i++) {
        const struct px_tec_row *row = &tec->rows[ts[i]];
        struct px_mult m = w == PXW_DEF ? row->defence[col][kind]
                           : w == PXW_ATT ? row->attack[col][kind] : row->fire[col];
        /* [Phalanx errata Terrain Effects Chart] "they may fire from road hexes in such
         * terrain in which case their Fire Combat Strength is halved." */
        if (w == PXW_FIRE && m.kind == PX_MULT_PROHIBITED && g->map.hexes[h].road &&
            row->fire_on_road.kind == PX_MULT_FACTOR)
            m = row->fire_on_road;
        if (m.kind == PX_MULT_PROHIBITED) {
            if (why)
                snprintf(why, len, "%s", px_terrain_name(ts[i]));
            return false;
        }
        if (m.kind != PX_MULT_FACTOR || m.num == m.den)
            continue;
        px_fmul(&all, m);
        if (m.num < m.den) {
            px_fmul(&low, m);
            px_say(why, len, ", %s x%d/%d", px_terrain_name(ts[i]), m.num, m.den);
        } else if (best_t < 0 || m.num * best.den > best.num * m.den) {
            best = m;
            best_t = ts[i];
        }
    }
    if (tec->combine == PX_COMBINE_MULTIPLY) {
        *out = all;
    } else {
        *out = low;
        if (best_t >= 0)
            px_fmul(out, best);
    }
    if (best_t >= 0)
        px_say(why, len, ", %s%s x%d%s%.0d", px_terrain_name((enum px_terrain)best_t),
               col == PX_COL_NORMAL ? "" : col == PX_COL_UPHILL ? " uphill" : " downhill",
               best.num, best.den > 1 ? "/" : "", best.den > 1 ? best.den : 0);
    return true;
}

bool px_manipular_sd(const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    return px_army(g, un->side)->manipular && strcmp(px_type(g, un)->code, "SD") == 0;
}

bool px_melee_front(const ps_game *g, int u, hex_id h)
{
    const struct unit *un = &g->st.units[u];
    int d = px_dir_between(un->hex, h);
    if (d < 0)
        return false;
    /* [Phalanx Manipular Roman Legion 1] every side but the one "directly to the rear". */
    if (px_manipular_sd(g, u))
        return d != (int)hex_opposite((enum hex_dir)un->facing);
    return px_front_dir(un->facing, d);
}

int px_fps(const ps_game *g, hex_id h)
{
    enum px_terrain ts[3];
    int n = px_hex_terrains(&g->map.hexes[h], g->pxs.all_clear, ts), fps = 0;
    for (int i = 0; i < n; i++)
        if (g->px.tec.rows[ts[i]].fps.v > fps)
            fps = g->px.tec.rows[ts[i]].fps.v;
    int cap = g->px.tec.fps_max.v; /* [Phalanx errata Terrain Effects Chart] at most 4 */
    return cap > 0 && fps > cap ? cap : fps;
}

int px_column_of_odds(const ps_game *g, int att, int def)
{
    for (int i = 0; i < g->px.crt.ncols; i++)
        if (g->px.crt.att[i].v == att && g->px.crt.def[i].v == def)
            return i;
    return g->px.crt.ncols;
}

