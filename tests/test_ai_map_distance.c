/* The computer players' distances (src/ai/ai_map.c) against the plainest ways there are:
 * Movement Points (ai_map_distance: a ring of buckets) against relaxing every step of the map
 * until nothing changes; the hexes within a range (ai_map_add_within) against every hex's
 * distance asked. */
#include <stdlib.h>

#include "ai/ai_int.h"
#include "check.h"
#include "fixture.h"

static void relaxed(const struct ai_map *m, const int16_t *src, int nsrc, int32_t *dist)
{
    for (int h = 0; h < AI_HEXES; h++)
        dist[h] = AI_FAR;
    for (int i = 0; i < nsrc; i++)
        if (src[i] >= 0 && m->exists[src[i]])
            dist[src[i]] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < m->nhex; i++) {
            int p = m->list[i];
            for (int d = 0; d < 6; d++) {
                int h = m->nb[p][d];
                if (h < 0 || m->cost[p][d] < 0 || dist[h] >= AI_FAR)
                    continue;
                /* A unit in p moves into h and on from there. */
                if (dist[h] + m->cost[p][d] < dist[p]) {
                    dist[p] = dist[h] + m->cost[p][d];
                    changed = true;
                }
            }
        }
    }
}

/* Sources: one hex, then three far apart, then a hex's six neighbours; each compared. */
static void check_map(const char *scenario)
{
    ps_game *g = fixture_empty(scenario);
    struct ai_map *cache = NULL;
    const struct ai_map *m = ai_map_get(&cache, g);
    CHECK(m != NULL);
    CHECK(m->cost_step > 0);
    int32_t *got = malloc(AI_HEXES * sizeof *got), *want = malloc(AI_HEXES * sizeof *want);
    int n = m->nhex;
    int16_t one[1] = {m->list[n / 2]};
    int16_t three[3] = {m->list[0], m->list[n / 3], m->list[n - 1]};
    int16_t six[6];
    int ns = 0;
    for (int d = 0; d < 6; d++)
        if (m->nb[one[0]][d] >= 0)
            six[ns++] = m->nb[one[0]][d];
    const int16_t *srcs[3] = {one, three, six};
    int counts[3] = {1, 3, ns};
    for (int k = 0; k < 3; k++) {
        ai_map_distance(m, srcs[k], counts[k], got);
        relaxed(m, srcs[k], counts[k], want);
        int differ = 0, reached = 0;
        for (int h = 0; h < AI_HEXES; h++) {
            differ += got[h] != want[h];
            reached += want[h] < AI_FAR;
        }
        CHECK_INT(differ, 0);
        CHECK(reached > n / 2);
    }
    free(got);
    free(want);
    ai_map_free(cache);
    ps_game_free(g);
}

TEST(ai_map_distance_exact, "[ai] Movement Points to the nearest source, as relaxing every "
                            "step finds them: Kadesh, Rome, Cannae")
{
    check_map("kadesh");
    check_map("rome");
    check_map("cannae");
}

TEST(ai_map_within_exact, "[ai] the hexes within a fire range, as every hex's distance tells: "
                          "Kadesh, Cannae, ranges 0-6 and the whole map")
{
    const char *scenarios[] = {"kadesh", "cannae"};
    int32_t *got = malloc(AI_HEXES * sizeof *got), *want = malloc(AI_HEXES * sizeof *want);
    for (int s = 0; s < 2; s++) {
        ps_game *g = fixture_empty(scenarios[s]);
        struct ai_map *cache = NULL;
        const struct ai_map *m = ai_map_get(&cache, g);
        CHECK(m != NULL);
        int differ = 0;
        for (int i = 0; i < m->nhex; i += 7) {
            int h = m->list[i];
            for (int r = 0; r <= 7; r++) {
                int range = r == 7 ? 99 : r;
                for (int x = 0; x < AI_HEXES; x++)
                    got[x] = want[x] = 0;
                ai_map_add_within(m, h, range, 3, got);
                for (int k = 0; k < m->nhex; k++)
                    if (ai_dist(m, h, m->list[k]) <= range)
                        want[m->list[k]] += 3;
                for (int x = 0; x < AI_HEXES; x++)
                    differ += got[x] != want[x];
            }
        }
        CHECK_INT(differ, 0);
        ai_map_free(cache);
        ps_game_free(g);
    }
    free(got);
    free(want);
}
