/* The rule systems behind one interface (src/core/system.h, docs/architecture.md): a game
 * takes the table its data names, and every table fills every operation, since the generic
 * engine calls them unchecked. */
#include "check.h"
#include "core/system.h"
#include "fixture.h"

TEST(systems_game_takes_its_data_system, "rule systems: a game plays by the system its data names")
{
    char err[PS_ERR_MAX];
    ps_game *g = NULL, *p = NULL;
    CHECK_INT(ps_game_new(fixture_data(), "kadesh", 1, &g, err, sizeof err), PS_OK);
    CHECK_INT(ps_game_new(fixture_px_data(), "cannae", 1, &p, err, sizeof err), PS_OK);
    CHECK(g->sys == rule_system_find("chariot"));
    CHECK(p->sys == rule_system_find("phalanx"));
    CHECK(g->sys == rule_system_of(fixture_data()));
    CHECK(p->sys == rule_system_of(fixture_px_data()));
    CHECK_STR(ps_game_system(g), "chariot");
    CHECK_STR(ps_game_system(p), "phalanx");
    CHECK(rule_system_find("nosuch") == NULL);
    ps_game_free(g);
    ps_game_free(p);
}

TEST(systems_every_operation_filled, "rule systems: every table fills every operation")
{
    static const char *const names[] = {"chariot", "phalanx"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const struct rule_system *s = rule_system_find(names[i]);
        CHECK(s != NULL);
        if (!s)
            continue;
        CHECK_STR(s->name, names[i]);
        CHECK(s->built_phase != PS_PHASE_DEPLOY);
#define FILLED(op) CHECK(s->op != NULL)
        FILLED(adopt); FILLED(reset); FILLED(unit_added); FILLED(add_units); FILLED(start);
        FILLED(check); FILLED(apply); FILLED(legal); FILLED(end_phase); FILLED(place);
        FILLED(phase_allowed); FILLED(set_phase); FILLED(option_allowed); FILLED(option_changed);
        FILLED(auto_deploy); FILLED(hash); FILLED(check_invariants); FILLED(victory_evaluate);
        FILLED(victory_report); FILLED(winner_now); FILLED(goals); FILLED(goal_hexes);
        FILLED(panic); FILLED(unit); FILLED(unit_more); FILLED(unit_facing); FILLED(unit_reach);
        FILLED(hex); FILLED(hex_combat); FILLED(hex_effects); FILLED(move_cost);
        FILLED(line_of_sight); FILLED(fire_zone); FILLED(may_act); FILLED(actors);
        FILLED(legal_sample);
        FILLED(stacking_limit); FILLED(stack_ok); FILLED(odds_text); FILLED(odds_info);
        FILLED(odds_staged); FILLED(crt); FILLED(position); FILLED(scenario_text);
#undef FILLED
    }
}
