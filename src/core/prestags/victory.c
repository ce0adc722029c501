/* Victory [11.0]: evaluated at the end of the game (being written). */
#include "core/rules.h"
#include "core/textbuf.h"

void victory_evaluate(const ps_game *g, ps_status_info *out)
{
    (void)g;
    out->winner = -1;
    out->level = 0;
}

void ps_game_victory_report(const ps_game *g, char *buf, size_t buflen)
{
    struct textbuf o;
    textbuf_init(&o, buf, buflen);
    if (g->st.phase != PS_PHASE_GAME_OVER)
        textbuf_put(&o, "game in progress: Game-Turn %d of %d\n", g->st.turn,
                    g->scen.game_length);
    else
        textbuf_put(&o, "game over\n");
}
