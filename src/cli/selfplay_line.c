/* Keys in a fixed order (JSON_PRESERVE_ORDER) and no floating point, so the same game gives
 * the same bytes on every machine.  The engine is named twice: by the library's version
 * (ps_version) and by the bench signature, which catches a change made without a new
 * version. */
#include <jansson.h>

#include "selfplay_line.h"

char *sp_result_line(const struct sp_line_info *in, const struct sp_result *r)
{
    const char *by_side[2] = {r->a_side == 0 ? in->a : in->b, r->a_side == 0 ? in->b : in->a};
    json_t *j = json_pack(
        "{s:s, s:s, s:s, s:s, s:I, s:I, s:[s,s], s:[s,s], s:[I,I], s:i, s:i, s:i, s:i, "
        "s:[i,i], s:i, s:[i,i]}",
        "engine", ps_version(), "bench", in->bench, "system", in->system, "scenario",
        in->scenario, "game", (json_int_t)r->game, "seed", (json_int_t)r->seed, "sides",
        in->side[0], in->side[1], "players", by_side[0], by_side[1], "player_seeds",
        (json_int_t)r->player_seed[0], (json_int_t)r->player_seed[1], "a", r->a_side, "first",
        r->first, "winner", r->winner, "level", r->level, "vp", r->vp[0], r->vp[1], "turns",
        r->turns, "lost", r->lost[0], r->lost[1]);
    if (!j)
        return NULL;
    char *s = json_dumps(j, JSON_COMPACT | JSON_PRESERVE_ORDER);
    json_decref(j);
    return s;
}
