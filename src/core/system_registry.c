/* The registry of rule systems: the one place that names them.  A loaded data set says which
 * rules its games play (ps_data_system, from the data directory); a game takes that system's
 * table of operations once, when it is created (game.c), and calls through it from then on.
 * A third system adds its table here and nowhere else in the generic engine. */
#include <string.h>

#include "system.h"

/* Defined in each system's own folder. */
extern const struct rule_system chariot_system; /* prestags/system.c */
extern const struct rule_system phalanx_system; /* phalanx/px_system.c */

static const struct rule_system *const systems[] = {&chariot_system, &phalanx_system};

const struct rule_system *rule_system_find(const char *name)
{
    for (size_t i = 0; i < sizeof systems / sizeof systems[0]; i++)
        if (strcmp(systems[i]->name, name) == 0)
            return systems[i];
    return NULL;
}

const struct rule_system *rule_system_of(const ps_data *d)
{
    return rule_system_find(ps_data_system(d));
}
