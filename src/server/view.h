/* What the server sends: the JSON of docs/web-api.md, built from the engine's public API
 * (jansson).  Nothing here changes a game. */
#ifndef PRESTAGS_SERVER_VIEW_H
#define PRESTAGS_SERVER_VIEW_H

#include <jansson.h>

#include "server.h"

/* GET /api/scenarios: both systems' scenarios, with sides, forces and options. */
json_t *view_scenarios(struct server *srv);
/* GET /api/maps/SYSTEM: every hex with its terrain and neighbours; NULL for no such system. */
json_t *view_map(struct server *srv, const char *system);
/* GET /api/games/ID: the game as the viewer (a side, or -1 for a spectator) may see it.  The
 * caller holds lg->lock. */
json_t *view_game(struct live_game *lg, int viewer);
/* GET /api/games/ID?at=SEQ: the view of g, lg replayed to its action seq.  The caller holds
 * lg->lock. */
json_t *view_game_at(struct live_game *lg, ps_game *g, int seq, int viewer);
/* A line of the lobby's "my games".  The caller holds lg->lock. */
json_t *view_summary(struct live_game *lg);
/* GET /api/games/ID/legal: the legal actions now (of unit u, or all when u < 0) and, for a
 * unit, the hexes it could reach with their cost.  The caller holds lg->lock. */
json_t *view_legal(struct live_game *lg, int u);
/* POST /api/games/ID/odds: the odds of a fire or melee action; NULL with the reason in
 * ps_game_error when it is not legal now.  The caller holds lg->lock. */
json_t *view_odds(struct live_game *lg, const ps_action *a);

/* An action's events, one a line, as a list of strings. */
json_t *view_events(const char *events);

#endif
