/* Combat odds without rolling [6.2], [7.3], [8.0] (being written). */
#include "core/rules.h"

size_t ps_game_odds(ps_game *g, const ps_action *a, char *buf, size_t buflen)
{
    (void)a, (void)buf, (void)buflen;
    game_fail(g, PS_EILLEGAL, "[6.0] [7.0] combat is not in this build yet");
    return 0;
}
