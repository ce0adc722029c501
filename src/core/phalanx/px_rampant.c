/* A rampant Elephant's attack [Phalanx errata Elephants]: "If a rampant elephant unit moves
 * adjacent to any other unit (Enemy or Friendly) it ceases its movement and immediately
 * attacks that unit (comparing the Elephant unit's Melee Attack Strength to the defending
 * unit's appropriate Defense Strength)."  Rolled and applied at once: losses are the weakest
 * units (no choice waits in the middle of a rampage), a C result makes no Contact (the beast
 * moves on next turn), and odds below 1-2 have no effect. */
#include <string.h>

#include "px_combat.h"

void px_rampant_attack(ps_game *g, int elephant, hex_id target)
{
    struct px_assessment as;
    int units[1] = {elephant};
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    ps_status s = px_assess_ex(g, units, 1, target, false, PXAS_RAMPANT, &as);
    memcpy(g->err, saved, sizeof saved);
    if (s != PS_OK)
        return;
    const struct px_crt *crt = &g->px.crt;
    if (as.column < 0) {
        game_event(g, "rampant Elephant %d attacks %04d: %d vs %d is below 1-2, no effect "
                   "[Phalanx errata Elephants]", elephant, px_cr(target), as.att, as.def);
        return;
    }
    game_event(g, "rampant Elephant %d attacks %04d: %d vs %d = %d-%d [Phalanx errata Elephants]",
               elephant, px_cr(target), as.att, as.def, crt->att[as.column].v,
               crt->def[as.column].v);
    int roll = game_roll(g);
    int res = roll >= 1 && roll <= PX_CRT_MAX_ROWS ? as.result[roll - 1] : PX_RES_NONE;
    game_event(g, "die %d: %s [Phalanx Combat Results Table]", roll,
               px_result_name((enum px_result)res));
    px_result_apply(g, &as, units, 1, res, true);
}
