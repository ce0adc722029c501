/* Shared set-up of the fuzz harnesses: the shipped Chariot and Phalanx data, loaded once per
 * process. */
#ifndef PRESTAGS_FUZZ_COMMON_H
#define PRESTAGS_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>

#include "prestags.h"

static inline ps_data *fuzz_load(const char *system)
{
    const char *root = getenv("PRESTAGS_DATA");
    char dir[1024], err[PS_ERR_MAX];
    ps_data *data;
    snprintf(dir, sizeof dir, "%s/%s", root ? root : "data", system);
    if (ps_data_load(dir, &data, err, sizeof err) != PS_OK) {
        fprintf(stderr, "fuzz: %s\n", err);
        abort();
    }
    return data;
}

static inline const ps_data *fuzz_data(void)
{
    static ps_data *data;
    if (!data)
        data = fuzz_load("chariot");
    return data;
}

static inline const ps_data *fuzz_px_data(void)
{
    static ps_data *data;
    if (!data)
        data = fuzz_load("phalanx");
    return data;
}

#endif
