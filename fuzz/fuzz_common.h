/* Shared set-up of the fuzz harnesses: the shipped Chariot data, loaded once per process. */
#ifndef PRESTAGS_FUZZ_COMMON_H
#define PRESTAGS_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>

#include "prestags.h"

static inline const ps_data *fuzz_data(void)
{
    static ps_data *data;
    if (!data) {
        const char *root = getenv("PRESTAGS_DATA");
        char dir[1024], err[PS_ERR_MAX];
        snprintf(dir, sizeof dir, "%s/chariot", root ? root : "data");
        if (ps_data_load(dir, &data, err, sizeof err) != PS_OK) {
            fprintf(stderr, "fuzz: %s\n", err);
            abort();
        }
    }
    return data;
}

#endif
