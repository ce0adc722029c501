/* Phases with nothing to do pass by themselves.  When the only legal action of a person's
 * phase is `end` (a Chariot Phase [C1.2] in a battle without chariots, a fire or melee phase
 * with nothing in range), the screen plays that `end` for them and says so in the log, the
 * way Phalanx's engine passes its empty combat phases [Phalanx Game Procedure].  It is done
 * here and not in the engine, so that the protocol, the records and every transcript keep one
 * `end` per phase.  Set-up is never passed: the player looks the deployment over and ends it.
 * `--stop-empty` (or the E key) stops in such phases anyway. */
#include <string.h>

#include "tui.h"

bool ui_pass_due(struct ui *ui)
{
    if (!ui->auto_pass || !ui->have_players || ui->replay)
        return false;
    ps_status_info st;
    ps_game_status(ui->g, &st);
    if (st.over || st.phase == PS_PHASE_DEPLOY || !ui_side_human(ui, st.side_to_act))
        return false;
    ps_action two[2];
    return ps_game_legal(ui->g, -1, two, 2) == 1 && two[0].kind == PS_ACT_END;
}

bool ui_pass_empty(struct ui *ui)
{
    if (!ui_pass_due(ui))
        return false;
    ps_status_info st;
    ps_game_status(ui->g, &st);
    ps_action end;
    memset(&end, 0, sizeof end);
    end.kind = PS_ACT_END;
    if (ps_game_play(ui->g, &end) != PS_OK) {
        ui->auto_pass = false; /* cannot happen: `end` was legal; never loop on it */
        return false;
    }
    log_add(&ui->log, LOG_ACTION, "%s: Game-Turn %d, %s: nothing to do, passed",
            ps_game_side_name(ui->g, st.side_to_act), st.turn, ui_phase_title(ui->g, st.phase));
    log_add_lines(&ui->log, LOG_EVENT, "    ", ps_game_events(ui->g));
    ui_changed(ui);
    return true;
}
