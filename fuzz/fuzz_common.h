/* Shared set-up of the fuzz harnesses: the shipped Chariot and Phalanx data, loaded once per
 * process, and a scratch file for the doors that read files. */
#ifndef PRESTAGS_FUZZ_COMMON_H
#define PRESTAGS_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

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

static char fuzz_scratch_path[64];

static inline void fuzz_scratch_remove(void)
{
    unlink(fuzz_scratch_path);
}

/* Writes the input to the process's scratch file (made at the first call, removed at exit)
 * and returns its path. */
static inline const char *fuzz_input_file(const char *name, const uint8_t *data, size_t size)
{
    if (!fuzz_scratch_path[0]) {
        snprintf(fuzz_scratch_path, sizeof fuzz_scratch_path, "/tmp/prestags-fuzz-%s-XXXXXX",
                 name);
        int fd = mkstemp(fuzz_scratch_path);
        if (fd < 0)
            abort();
        close(fd);
        atexit(fuzz_scratch_remove);
    }
    FILE *f = fopen(fuzz_scratch_path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        abort();
    return fuzz_scratch_path;
}

#endif
