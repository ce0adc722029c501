/* Fuzzes the scenario loader and validation against the real map and charts, and sets up a
 * scenario that loads and validates. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/ruleset.h"
#include "core/scenario_check.h"
#include "data/scenario_load.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const struct ps_data *d = fuzz_data();
    static struct scenario s;
    static struct placement out[512];
    char err[512];
    if (!scenario_load_text(&s, &d->tables, &d->map, (const char *)data, size, "fuzz.txt", err,
                            sizeof err)) {
        if (strchr(err, ':') == NULL)
            abort();
        return 0;
    }
    if (scenario_validate(&s, &d->tables, &d->map, err, sizeof err)) {
        int n;
        (void)scenario_auto_deploy(&s, &d->tables, &d->map, 7, out, 512, &n, err, sizeof err);
    }
    return 0;
}
