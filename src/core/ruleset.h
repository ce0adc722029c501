/* A loaded rule system: its map, charts and scenarios (struct ps_data of the public API). */
#ifndef PRESTAGS_CORE_RULESET_H
#define PRESTAGS_CORE_RULESET_H

#include "map.h"
#include "scenario.h"
#include "tables.h"

enum { RULESET_MAX_SCENARIOS = 32 };

struct ps_data {
    char system[16]; /* "chariot" */
    struct map map;
    struct tables tables;
    int nscen;
    struct scenario scen[RULESET_MAX_SCENARIOS];
};

#endif
