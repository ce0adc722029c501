/* Victory [11.0]: evaluated at the end of the game. */
#include "game.h"
#include "textbuf.h"

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

size_t ps_game_odds(ps_game *g, const ps_action *a, char *buf, size_t buflen)
{
    (void)a, (void)buf, (void)buflen;
    game_fail(g, PS_EILLEGAL, "[6.0] [7.0] combat is not in this build yet");
    return 0;
}
