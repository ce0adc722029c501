/* One selfplay game, played from its index alone: the dice seed and each player's seed follow
 * from the index, so a game comes out the same whichever thread, process or machine plays it,
 * and in whatever order. */
#ifndef PRESTAGS_CLI_SELFPLAY_GAME_H
#define PRESTAGS_CLI_SELFPLAY_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "prestags.h"

/* A game's outcome: plain numbers, no pointers, so that it travels between MPI ranks as it
 * is (every rank runs the same program). */
struct sp_result {
    long task;                /* its place in the run (the order results are written in) */
    int scenario;             /* index in the run's scenario list */
    long game;                /* index of the game in its scenario, from 0 */
    uint64_t seed;            /* the dice */
    uint64_t player_seed[2];  /* by side */
    int a_side;               /* the side player A plays */
    int first;                /* the side whose Player-Turn comes first [4.2] */
    int winner, level;        /* -1 a draw; 0 none .. 3 decisive [11.2] */
    int vp[2], lost[2], turns;
    int status;               /* 0, or 1: a game that could not be played to its end */
    /* stderr only (clocks vary): each side's slowest Player-Turn and its Game-Turn. */
    double slowest[2];
    int slowest_turn[2];
};

/* The seeds of game `index`.  Sides are swapped every game.  Between two different players
 * (paired) each pair of games shares its dice, so the swap measures the players and not the
 * dice; between a player and itself the swapped game would repeat the first move for move
 * (level 1 draws on its stream only to break ties), so every game has dice of its own. */
uint64_t sp_game_seed(long index, bool paired);
int sp_a_side(long index);
uint64_t sp_player_seed(long index, bool paired, int side);

/* Plays game `index` of a scenario between players named a and b; fills out (with its task,
 * scenario and game fields left to the caller); 0, or 1 with the reason on stderr. */
int sp_play_game(const ps_data *d, const char *id, long index, const char *a, const char *b,
                 struct sp_result *out);

#endif
