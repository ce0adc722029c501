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

void px_scenario_common(const struct px_scenario *ps, const struct px_tables *t,
                        struct scenario *out)
{
    memset(out, 0, sizeof *out);
    snprintf(out->id, sizeof out->id, "%s", ps->id);
    snprintf(out->name, sizeof out->name, "%s", ps->name);
    snprintf(out->date, sizeof out->date, "%s", ps->date);
    snprintf(out->rule, sizeof out->rule, "phalanx"); /* listed as "[phalanx]" */
    out->game_length = t->game_turns.v; /* [Phalanx errata Turn Record Chart] */
    out->deploys_first = ps->first;     /* [Phalanx How to Set-up the Game] */
    out->moves_first = ps->first;
    for (int side = 0; side < 2; side++) {
        const struct px_army *a = &ps->army[side];
        struct force *f = &out->force[side];
        snprintf(f->name, sizeof f->name, "%s", a->name);
        f->vp_printed = a->pv.value;
        f->panic_level = a->pl.value;
        f->ngroups = 1; /* every unit deploys by the key letters [Phalanx Initial Deployment] */
        f->groups[0].kind = DEPLOY_AREA;
        f->groups[0].nletters = a->nletters;
        for (int i = 0; i < a->nletters; i++)
            f->groups[0].letters[i] = a->letters[i];
        f->groups[0].radius = a->radius;
    }
}
