/* Fuzzes reading a record as load, replay and resume do: the record pre-scan
 * (ps_record_scenario, which picks the rule system from the header) on a file, then the record
 * replayed through the rules of that system, Chariot's or Phalanx's, so this also drives
 * actions of both from arbitrary text.  Every refusal must name the file. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "data/save.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_input_file("save", data, size);
    char id[64], err[PS_ERR_MAX];
    const ps_data *d = fuzz_data();
    if (ps_record_scenario(path, id, sizeof id, err, sizeof err) == PS_OK) {
        if (ps_data_find_scenario(d, id) < 0 && ps_data_find_scenario(fuzz_px_data(), id) >= 0)
            d = fuzz_px_data();
    } else if (strncmp(err, path, strlen(path)) != 0) {
        abort();
    }
    ps_game *g = NULL;
    if (save_load_text(d, (const char *)data, size, "fuzz.sav", &g, err, sizeof err) == PS_OK) {
        if (ps_game_check_invariants(g) != PS_OK)
            abort();
        /* What loaded saves back to the same record. */
        size_t len;
        char *text = ps_game_record_text(g, &len);
        ps_game *h = NULL;
        if (!text || save_load_text(d, text, len, "again.sav", &h, err, sizeof err) != PS_OK ||
            ps_game_hash(h) != ps_game_hash(g))
            abort();
        free(text);
        ps_game_free(h);
        ps_game_free(g);
    } else if (strncmp(err, "fuzz.sav", 8) != 0) {
        abort();
    }
    return 0;
}
