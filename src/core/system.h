/* A rule system: one table of operations per family of rules (Chariot's PRESTAGS rules in
 * prestags/, Phalanx's in phalanx/), chosen once when a game is created from its data
 * (system_registry.c) and reached through g->sys.  The generic engine (the files of src/core) calls
 * through the table and never asks which system a game plays; each system fills the table from
 * its own folder (prestags/system.c, phalanx/px_system.c) and depends on the generic engine
 * alone, never on the other system.  docs/architecture.md says how a third one is added.
 *
 * Every operation is required.  Each takes the game; what it answers is the public API's
 * (include/prestags.h) answer of the same name, for a game of that system. */
#ifndef PRESTAGS_CORE_SYSTEM_H
#define PRESTAGS_CORE_SYSTEM_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"

struct rule_system {
    const char *name; /* ps_data_system and ps_game_system: "chariot", "phalanx" */

    /* Creating a game (game.c). */
    void (*adopt)(ps_game *g, const ps_data *d, int scenario); /* the system's own data */
    void (*reset)(ps_game *g);             /* a new state (zeroed, dice seeded) */
    void (*unit_added)(ps_game *g, int u); /* game_add_unit made unit u */
    bool (*add_units)(ps_game *g);         /* the scenario's units; false: more than fit */
    ps_phase built_phase;                  /* where ps_game_new_empty's position starts */
    void (*start)(ps_game *g);             /* set-up, or play if nothing is set up */

    /* Play (play.c, phase.c): rules_check after the generic refusals, rules_apply,
     * rules_legal, game_end_phase. */
    ps_status (*check)(ps_game *g, const ps_action *a);
    void (*apply)(ps_game *g, const ps_action *a);
    int (*legal)(ps_game *g, int u, ps_action *out, int max);
    /* ps_game_move_ends (legal_sample.c), unit u valid: -1 when not answered this way. */
    int (*move_ends)(ps_game *g, int u, int *hexes, int32_t *costs, bool *exits, int max);
    /* ps_game_legal_sample (legal_sample.c): one of legal(g, u, ...)'s actions drawn by
     * pick, as include/prestags.h says; rules_legal_sample_listed lists and picks once. */
    int (*legal_sample)(ps_game *g, int u, int (*pick)(void *ctx, int n), void *ctx,
                        ps_action *out);
    void (*end_phase)(ps_game *g);
    /* ps_game_may_act and ps_game_actors (actors.c), the game not over: false only when unit u
     * (a valid index) certainly has no legal action now; the list of the others.  may_act is
     * asked only of the side to act's units on the map or waiting (ps_game_may_act answers
     * the rest). */
    bool (*may_act)(const ps_game *g, int u);
    int (*actors)(const ps_game *g, int *out, int max);

    /* Building positions and choosing options before play (setup.c, info.c). */
    int (*place)(ps_game *g, int side, const char *code, int ccrr, unsigned status);
    ps_status (*phase_allowed)(ps_game *g, ps_phase phase);  /* may setphase go there? */
    void (*set_phase)(ps_game *g, ps_phase phase, int side); /* phase and turn are set */
    ps_status (*option_allowed)(ps_game *g, ps_option o, bool on);
    void (*option_changed)(ps_game *g, ps_option o, bool on); /* the bit is set */
    ps_status (*auto_deploy)(ps_game *g);

    /* The state hash's part for the system's own marks (state.c; game_hash_mix mixes), and
     * the system's invariants after the generic ones passed. */
    uint64_t (*hash)(const struct game_state *st, uint64_t h);
    ps_status (*check_invariants)(ps_game *g);

    /* The read API. */
    void (*victory_evaluate)(const ps_game *g, ps_status_info *out); /* the game is over */
    void (*victory_report)(const ps_game *g, char *buf, size_t buflen);
    int (*winner_now)(const ps_game *g);
    int (*goals)(const ps_game *g, int side, ps_goal *out, int max);
    int (*goal_hexes)(const ps_game *g, int side, int goal, int *out, int max);
    ps_status (*panic)(const ps_game *g, int side, ps_panic_info *out); /* side is 0 or 1 */
    ps_status (*unit)(const ps_game *g, int u, ps_unit_info *out);
    ps_status (*unit_more)(const ps_game *g, int u, ps_unit_more *out);
    int (*unit_facing)(const ps_game *g, int u);
    int (*unit_reach)(const ps_game *g, int u, bool half, int *hexes, int32_t *cost, int max);
    ps_status (*hex)(const ps_game *g, int ccrr, ps_hex_info *out);
    ps_status (*hex_combat)(const ps_game *g, int hex, ps_hex_combat *out);
    size_t (*hex_effects)(const ps_game *g, int hex, char *buf, size_t buflen);
    int32_t (*move_cost)(const ps_game *g, int from, int to);
    /* ps_game_line_of_sight and ps_game_fire_zone (ranges.c), hexes checked on the map. */
    ps_status (*line_of_sight)(const ps_game *g, hex_id from, hex_id to, char *why, size_t len);
    int (*fire_zone)(const ps_game *g, int side, hex_id h);
    int (*stacking_limit)(const ps_game *g, int side);
    bool (*stack_ok)(const ps_game *g, int hex, int side, const int *arrive, int n);
    size_t (*odds_text)(ps_game *g, const ps_action *a, char *buf, size_t buflen);
    ps_status (*odds_info)(ps_game *g, const ps_action *a, ps_odds *out);
    /* ps_game_odds_what_if: the attackers stand where asked, in side's combat phase
     * (odds_api.c); the caller puts the state back afterwards. */
    ps_status (*odds_staged)(ps_game *g, const ps_action *a, ps_odds *out);
    void (*crt)(const ps_game *g, ps_crt *out);
    size_t (*position)(const ps_game *g, char *buf, size_t buflen);
    size_t (*scenario_text)(const ps_game *g, char *buf, size_t buflen);
};

/* The system of that name, and the system a loaded data set's games play (system_registry.c),
 * or NULL. */
const struct rule_system *rule_system_find(const char *name);
const struct rule_system *rule_system_of(const ps_data *d);

/* Helpers the generic engine offers every system. */
/* A legal_sample that lists every action (rules_legal) and picks one (legal_sample.c). */
int rules_legal_sample_listed(ps_game *g, int u, int (*pick)(void *ctx, int n), void *ctx,
                              ps_action *out);
/* One step of the state hash (state.c). */
uint64_t game_hash_mix(uint64_t h, uint64_t v);
/* setphase's sides (setup.c): in set-up, side deploys and acts; else side is phasing and acts,
 * or its enemy in a Defensive Fire Phase [6.42]. */
void game_set_phase_sides(ps_game *g, ps_phase phase, int side);

#endif
