/* Fuzzes the charts loader (units, leaders, CRT, TEC). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/tables.h"
#include "data/tables_load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct tables t;
    char err[512];
    if (!tables_load_text(&t, (const char *)data, size, "fuzz.txt", err, sizeof err) &&
        strchr(err, ':') == NULL)
        abort();
    return 0;
}
