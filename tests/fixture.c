/* Test fixtures. */
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>

#include "check.h"

static ps_data *load_system(const char *system)
{
    ps_data *data;
    char dir[1024], err[PS_ERR_MAX];
    snprintf(dir, sizeof dir, "%s/%s", test_data_dir(), system);
    if (ps_data_load(dir, &data, err, sizeof err) != PS_OK) {
        fprintf(stderr, "fixture: %s\n", err);
        exit(2);
    }
    return data;
}

const ps_data *fixture_data(void)
{
    static ps_data *data;
    if (!data)
        data = load_system("chariot");
    return data;
}

const ps_data *fixture_px_data(void)
{
    static ps_data *data;
    if (!data)
        data = load_system("phalanx");
    return data;
}

/* The scenario's system: Chariot's ids, else Phalanx's. */
static const ps_data *data_of(const char *scenario)
{
    if (ps_data_find_scenario(fixture_data(), scenario) >= 0)
        return fixture_data();
    return fixture_px_data();
}

ps_game *fixture_empty(const char *scenario)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    if (ps_game_new_empty(data_of(scenario), scenario, 1, &g, err, sizeof err) != PS_OK) {
        fprintf(stderr, "fixture: %s\n", err);
        exit(2);
    }
    return g;
}

ps_game *fixture_deployed(const char *scenario, uint64_t seed)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    if (ps_game_new(data_of(scenario), scenario, seed, &g, err, sizeof err) != PS_OK) {
        fprintf(stderr, "fixture: %s\n", err);
        exit(2);
    }
    ps_status_info st;
    for (ps_game_status(g, &st); st.phase == PS_PHASE_DEPLOY; ps_game_status(g, &st))
        if (ps_game_auto_deploy(g) != PS_OK) {
            fprintf(stderr, "fixture: %s\n", ps_game_error(g));
            exit(2);
        }
    return g;
}

const char *fixture_play(ps_game *g, const char *text)
{
    if (ps_game_play_text(g, text) != PS_OK) {
        fprintf(stderr, "  '%s' refused: %s\n", text, ps_game_error(g));
        return ps_game_error(g);
    }
    return "ok";
}

bool fixture_same_action(const ps_action *a, const ps_action *b)
{
    if (a->kind != b->kind || a->nunits != b->nunits || a->nhexes != b->nhexes ||
        a->task != b->task)
        return false;
    for (int i = 0; i < a->nunits; i++)
        if (a->units[i] != b->units[i])
            return false;
    for (int i = 0; i < a->nhexes; i++)
        if (a->hexes[i] != b->hexes[i])
            return false;
    return true;
}
