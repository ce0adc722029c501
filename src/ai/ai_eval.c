/* Static evaluation (stub). */
#include "ai_int.h"

int32_t ai_evaluate(ps_game *g, const struct ai_map *m, int side)
{
    (void)g;
    (void)m;
    (void)side;
    return 0;
}
