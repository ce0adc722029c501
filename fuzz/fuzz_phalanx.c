/* Fuzzes the Phalanx loaders: the first byte picks units, CRT, TEC, CUCC or scenario (against
 * the real Phalanx map and charts, then px_scenario_check).  Every refusal must carry
 * "file:line: ".  Run: tools/fuzz.sh 60 phalanx.  Seeds: the files of data/phalanx and its
 * scenarios, each behind the byte that selects its loader (0 units ... 4 scenario). */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/phalanx/scenario.h"
#include "data/map_load.h"
#include "data/phalanx_scenario_load.h"
#include "data/phalanx_tables_load.h"
#include "data/textfile.h"

static struct map map;
static struct px_tables tables;

static void load_real(void)
{
    static int done;
    if (done)
        return;
    const char *root = getenv("PRESTAGS_DATA");
    char dir[1024], path[1100], err[512], *text;
    size_t len;
    snprintf(dir, sizeof dir, "%s/phalanx", root ? root : "data");
    snprintf(path, sizeof path, "%s/map.txt", dir);
    if (!textfile_read(path, &text, &len, err, sizeof err) ||
        !map_load_text(&map, text, len, path, err, sizeof err) ||
        !px_tables_load_dir(&tables, dir, err, sizeof err)) {
        fprintf(stderr, "fuzz_phalanx: %s\n", err);
        abort();
    }
    free(text);
    done = 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct px_tables t;
    static struct px_scenario s;
    char err[512] = "", msg[256];
    if (size == 0)
        return 0;
    load_real();
    const char *text = (const char *)data + 1;
    size_t len = size - 1;
    bool ok;
    switch (data[0] % 5) {
    case 0: ok = px_units_load_text(&t, text, len, "f.txt", err, sizeof err); break;
    case 1: ok = px_crt_load_text(&t.crt, text, len, "f.txt", err, sizeof err); break;
    case 2: ok = px_tec_load_text(&t.tec, text, len, "f.txt", err, sizeof err); break;
    case 3: ok = px_cucc_load_text(t.cucc, text, len, "f.txt", err, sizeof err); break;
    default:
        ok = px_scenario_load_text(&s, &tables, &map, text, len, "f.txt", err, sizeof err);
        if (ok)
            (void)px_scenario_check(&s, &tables, &map, msg, sizeof msg);
        break;
    }
    if (!ok && strncmp(err, "f.txt:", 6) != 0)
        abort();
    return 0;
}
