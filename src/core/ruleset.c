/* Read access to a loaded rule system's scenarios. */
#include <stdio.h>
#include <string.h>

#include "prestags.h"

#include "ruleset.h"

int ps_data_scenario_count(const ps_data *d)
{
    return d->nscen;
}

static const struct scenario *scen_at(const ps_data *d, int i)
{
    return i >= 0 && i < d->nscen ? &d->scen[i] : NULL;
}

const char *ps_data_scenario_id(const ps_data *d, int i)
{
    const struct scenario *s = scen_at(d, i);
    return s ? s->id : NULL;
}

const char *ps_data_scenario_name(const ps_data *d, int i)
{
    const struct scenario *s = scen_at(d, i);
    return s ? s->name : NULL;
}

const char *ps_data_scenario_date(const ps_data *d, int i)
{
    const struct scenario *s = scen_at(d, i);
    return s ? s->date : NULL;
}

const char *ps_data_scenario_rule(const ps_data *d, int i)
{
    const struct scenario *s = scen_at(d, i);
    return s ? s->rule : NULL;
}

int ps_data_find_scenario(const ps_data *d, const char *id)
{
    for (int i = 0; i < d->nscen; i++)
        if (strcmp(d->scen[i].id, id) == 0)
            return i;
    return -1;
}

const char *ps_data_system(const ps_data *d)
{
    return d->system;
}
