/* A loaded rule system: its map, charts and scenarios (struct ps_data of the public API). */
#ifndef PRESTAGS_CORE_RULESET_H
#define PRESTAGS_CORE_RULESET_H

#include "map.h"
#include "scenario_tables.h"
#include "scenario.h"
#include "tables.h"
#include "phalanx/scenario.h"
#include "phalanx/tables.h"

enum { RULESET_MAX_SCENARIOS = 32 };

/* A Phalanx rule system keeps (phalanx true) its charts in px and its scenarios in pxscen;
 * scen[i] then holds what every rule system shares of pxscen[i]: id, name, date, the armies'
 * names, the Game-Turns and who deploys and moves first (px_scenario_common,
 * phalanx/scenario.c). */
struct ps_data {
    char system[16]; /* "chariot", "phalanx" */
    bool phalanx;
    struct map map;
    struct tables tables;
    int nscen;
    struct scenario scen[RULESET_MAX_SCENARIOS];
    struct px_tables px;
    struct px_scenario pxscen[RULESET_MAX_SCENARIOS];
    /* The tables each scenario's games make from its map, shared by all the games made from
     * this data (core/scenario_tables.h); NULL when out of memory (each game makes its own). */
    struct scenario_tables *shared_tables;
};

#endif
