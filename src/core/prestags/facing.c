/* Facing [16.0]-[16.33]: geometry, the default facing, the turns a path costs, and the face
 * action "face U DIR" [16.11].
 *
 * The front half-plane: with hex centres at x = 2*CC (+1 on even rows: they sit half a hex
 * east), y = RR, the direction of hexside d has, up to one common positive factor, the dot
 * products below with an offset (dx, dy) (y grows southward, a row is 1.5 hex radii high and
 * half a column sqrt(3)/2 of one; both scale out).  A hex is in front of a unit facing d when
 * the product is positive, on the boundary (the line through the two corners where front and
 * flank hexsides meet) when it is 0.  No neighbour lies on the boundary. */
#include "facing.h"

#include <string.h>

#include "contact.h"
#include "units.h"

static const char *const dir_names[HEX_DIRS] = {"E", "NE", "NW", "W", "SW", "SE"};

const char *facing_name(int dir)
{
    return dir >= 0 && dir < HEX_DIRS ? dir_names[dir] : "?";
}

int facing_dir(hex_id a, hex_id b)
{
    if (a == HEX_NONE || b == HEX_NONE)
        return -1;
    return hex_direction_to(map_cr(a), map_cr(b));
}

static int centre_x(hex_cr h)
{
    return 2 * h.col + (h.row % 2 == 0 ? 1 : 0);
}

/* The dot product of hexside d's direction with (dx, dy), up to a positive factor. */
static long dir_dot(int d, long dx, long dy)
{
    switch ((enum hex_dir)d) {
    case HEX_E:
        return 2 * dx;
    case HEX_NE:
        return dx - 3 * dy;
    case HEX_NW:
        return -dx - 3 * dy;
    case HEX_W:
        return -2 * dx;
    case HEX_SW:
        return -dx + 3 * dy;
    case HEX_SE:
        return dx + 3 * dy;
    case HEX_DIRS:
        break;
    }
    return 0;
}

bool facing_fronts_on(const struct unit *un, hex_id h)
{
    int d = facing_dir(un->hex, h);
    return d >= 0 && facing_front(un->facing, d);
}

bool facing_fire_front(const struct unit *un, hex_id target)
{
    hex_cr a = map_cr(un->hex), b = map_cr(target);
    return dir_dot(un->facing, centre_x(b) - centre_x(a), b.row - a.row) >= 0;
}

/* The enemy's deployment, as a sum of points and their count: each lettered hex of its
 * deployment areas, the middle of each of its entry edges. */
static int enemy_centre(const ps_game *g, int side, long *sx, long *sy)
{
    const struct force *f = &g->scen.force[!side];
    const struct map *m = &g->map;
    int n = 0;
    *sx = *sy = 0;
    for (int i = 0; i < f->ngroups && i < FORCE_MAX_GROUPS; i++) {
        const struct deploy_group *grp = &f->groups[i];
        if (grp->kind == DEPLOY_AREA) {
            for (int k = 0; k < grp->nletters && k < 2; k++) {
                int letter = grp->letters[k] - 'A';
                if (letter < 0 || letter >= 26 || m->letters[letter] == HEX_NONE)
                    continue;
                hex_cr c = map_cr(m->letters[letter]);
                *sx += centre_x(c);
                *sy += c.row;
                n++;
            }
            continue;
        }
        static const struct {
            uint8_t edge;
            int col2, row2; /* the point, in halves of the map's width and height */
        } mids[] = {{EDGE_N, 1, 0}, {EDGE_E, 2, 1}, {EDGE_S, 1, 2}, {EDGE_W, 0, 1}};
        for (size_t k = 0; k < sizeof mids / sizeof mids[0]; k++) {
            if (!(grp->edges & mids[k].edge))
                continue;
            hex_cr c = {mids[k].col2 == 0 ? 1 : mids[k].col2 * m->cols / 2,
                        mids[k].row2 == 0 ? 1 : mids[k].row2 * m->rows / 2};
            *sx += centre_x(c);
            *sy += c.row;
            n++;
        }
    }
    return n;
}

int facing_toward_enemy(const ps_game *g, int side, hex_id h)
{
    long sx, sy;
    int n = enemy_centre(g, side, &sx, &sy);
    if (n == 0 || h == HEX_NONE)
        return HEX_E;
    hex_cr c = map_cr(h);
    long dx = sx - (long)n * centre_x(c), dy = sy - (long)n * c.row;
    int best = HEX_E;
    for (int d = 1; d < HEX_DIRS; d++)
        if (dir_dot(d, dx, dy) > dir_dot(best, dx, dy))
            best = d;
    return best;
}

fx facing_path(int facing, hex_id start, const hex_id *hexes, int n, fx *turn, int *final)
{
    fx total = 0;
    int f = facing;
    hex_id prev = start;
    for (int i = 0; i < n; i++) {
        fx t = 0;
        int d = prev == HEX_NONE ? -1 : facing_dir(prev, hexes[i]);
        if (prev == HEX_NONE) {
            f = FACING_FREE; /* entering from off the map: no hexside of the map crossed */
        } else if (d >= 0) {
            if (!facing_front(f, d))
                t = FX_ONE; /* [16.11] a turn in place, up to 180 degrees, for 1 MP */
            f = d;          /* [16.1] reoriented to face the hex entered */
        }
        if (turn)
            turn[i] = t;
        total += t;
        prev = hexes[i];
    }
    if (final)
        *final = f;
    return total;
}

void facing_place(ps_game *g, int u)
{
    struct unit *un = &g->st.units[u];
    if (facing_used(g) && un->where == UNIT_ON_MAP)
        un->facing = (int8_t)facing_toward_enemy(g, un->side, un->hex);
}

int facing_settle(const ps_game *g, int side, hex_id h, int final)
{
    return final == FACING_FREE ? facing_toward_enemy(g, side, h) : final;
}

/* ---- the face action [16.11] ---- */

static bool movement_phase(const struct game_state *st)
{
    return st->phase == PS_PHASE_CHARIOT || st->phase == PS_PHASE_MOVEMENT;
}

/* MP the unit may still spend in this phase: its allowance (half outside command [10.23])
 * less what it spent (a Chariot's for the Player-Turn [C1.4]). */
static fx mp_left(const ps_game *g, const struct unit *un)
{
    fx allowance = unit_ma(g, un);
    if (!(un->flags & UF_IN_COMMAND))
        allowance = fx_half(allowance);
    fx left = allowance - un->mp_spent;
    return left > 0 ? left : 0;
}

/* Why unit u may not change its facing now (quiet: no message), or PS_OK. */
static ps_status may_face(ps_game *g, int u, bool quiet)
{
    const struct game_state *st = &g->st;
#define REFUSE(...) return quiet ? PS_EILLEGAL : game_fail(g, PS_EILLEGAL, __VA_ARGS__)
    if (!facing_used(g))
        REFUSE("[16.0] facing is an optional rule not in use in this game");
    if (u < 0 || u >= st->nunits)
        return quiet ? PS_EINVAL : game_fail(g, PS_EINVAL, "no unit %d", u);
    const struct unit *un = &st->units[u];
    if (un->where != UNIT_ON_MAP)
        REFUSE("[16.0] unit %d is not on the map", u);
    if (st->phase == PS_PHASE_DEPLOY) {
        if (un->side != st->deploying)
            REFUSE("[11.1] unit %d belongs to the %s, who do not deploy now", u,
                   g->scen.force[un->side].name);
        return PS_OK;
    }
    if (!movement_phase(st))
        REFUSE("[16.11] a change of facing costs a Movement Point: units turn in their "
               "Movement Phase (chariots also in the Chariot Phase) or at set-up");
    if (un->side != st->phasing)
        REFUSE("[5.21] unit %d belongs to the %s; only the %s move now", u,
               g->scen.force[un->side].name, g->scen.force[st->phasing].name);
    if (un->carrier >= 0)
        REFUSE("[C1.0] unit %d is carried by chariot %d and turns with it", u, un->carrier);
    if (st->phase == PS_PHASE_CHARIOT && !unit_is_chariot(g, un))
        REFUSE("[C1.0] only chariots move in the Chariot Phase, and unit %d is %s", u,
               game_type(g, un)->code);
    if (un->flags & UF_DISRUPTED)
        REFUSE("[8.2] unit %d is disrupted and may not move", u);
    if ((st->options >> PS_OPT_PANIC & 1u) && (un->flags & UF_PANICKED))
        REFUSE("[13.0] unit %d is panicked: it moves only in its flight from the enemy", u);
    if (un->flags & UF_MOVE_DONE)
        REFUSE("[C1.0] units have debarked from chariot %d, so it has finished moving in this "
               "phase", u);
    if (un->flags & UF_HALTED)
        REFUSE("[C1.5] chariot %d entered a stream hex and may not move again in this "
               "Player-Turn", u);
    if (contact_holds(g, un))
        REFUSE("[18.2] unit %d is in contact and may not change its facing", u);
    if (unit_is_chariot(g, un)) {
        int aboard[PS_ACTION_MAX_UNITS];
        int k = chariot_passengers(g, u, aboard, PS_ACTION_MAX_UNITS);
        for (int i = 0; i < k && i < PS_ACTION_MAX_UNITS; i++)
            if (contact_holds(g, &st->units[aboard[i]]))
                REFUSE("[18.2] unit %d aboard chariot %d is in contact and may not change its "
                       "facing", aboard[i], u);
    }
    if (mp_left(g, un) < FX_ONE) {
        char left[16];
        mp_format(mp_left(g, un), left, sizeof left);
        REFUSE("[16.11] unit %d has %s MP left; a change of facing costs 1", u, left);
    }
#undef REFUSE
    return PS_OK;
}

ps_status face_check(ps_game *g, const ps_action *a)
{
    if (a->nunits != 1 || a->nhexes != 1)
        return game_fail(g, PS_EINVAL, "face takes a unit and a direction");
    ps_status s = may_face(g, a->units[0], false);
    if (s != PS_OK)
        return s;
    int dir = a->hexes[0];
    if (dir < 0 || dir >= HEX_DIRS)
        return game_fail(g, PS_EINVAL, "a facing is E, NE, NW, W, SW or SE");
    if (g->st.units[a->units[0]].facing == dir)
        return game_fail(g, PS_EILLEGAL, "[16.11] unit %d already faces %s", a->units[0],
                         facing_name(dir));
    return PS_OK;
}

void face_apply(ps_game *g, const ps_action *a)
{
    struct game_state *st = &g->st;
    int u = a->units[0], dir = a->hexes[0];
    struct unit *un = &st->units[u];
    int was = un->facing;
    un->facing = (int8_t)dir;
    if (st->phase == PS_PHASE_DEPLOY) {
        game_event(g, "unit %d %s at %04d faces %s (set-up)", u, game_type(g, un)->code,
                   hex_ccrr(un->hex), facing_name(dir));
        return;
    }
    un->mp_spent += FX_ONE;
    /* [C1.0] what a chariot carries turns with it. */
    int aboard[PS_ACTION_MAX_UNITS];
    int k = unit_is_chariot(g, un) ? chariot_passengers(g, u, aboard, PS_ACTION_MAX_UNITS) : 0;
    for (int i = 0; i < k && i < PS_ACTION_MAX_UNITS; i++)
        st->units[aboard[i]].facing = (int8_t)dir;
    game_event(g, "unit %d %s at %04d turns from %s to %s (1 MP [16.11])", u,
               game_type(g, un)->code, hex_ccrr(un->hex), facing_name(was), facing_name(dir));
}

/* Every other facing of every unit that may turn now.  Not listed at set-up, where turning is
 * free (a player could turn forever); "face" is accepted there all the same. */
int face_legal(ps_game *g, int only, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    if (!facing_used(g) || !movement_phase(st) || st->pending.kind != PENDING_NONE)
        return n;
    for (int u = 0; u < st->nunits; u++) {
        if ((only >= 0 && u != only) || st->units[u].side != st->phasing ||
            may_face(g, u, true) != PS_OK)
            continue;
        for (int d = 0; d < HEX_DIRS; d++) {
            if (d == st->units[u].facing)
                continue;
            if (n < max) {
                ps_action *a = &out[n];
                memset(a, 0, sizeof *a);
                a->kind = PS_ACT_FACE;
                a->nunits = 1;
                a->units[0] = (int16_t)u;
                a->nhexes = 1;
                a->hexes[0] = (int16_t)d;
            }
            n++;
        }
    }
    return n;
}
