/* The attacks the phasing player has allocated [Phalanx Game Procedure], for the map and the
 * panel: allocation rolls no die, so they were seen only in the log.  Read from the record,
 * not asked of the engine: an allocation is a fire or melee action that rolled no die (every
 * attack made rolls one).  In the Attack Allocation Phase they are the actions since the
 * `end` that closed the Movement Phase; in the Defensive Fire Phase that followed, those
 * before the allocation's `end`; in the Offensive Fire and Melee Phases the attacks still to
 * be made are exactly the phase's legal fire and melee actions. */
#include <stdlib.h>
#include <string.h>

#include "tui.h"

static bool is_attack(const ps_action *a)
{
    return a->kind == PS_ACT_FIRE || a->kind == PS_ACT_MELEE;
}

/* Dice-less attacks between the ends-th and the (ends+1)-th `end` back from now. */
static int from_history(struct ui *ui, int ends)
{
    int seen = 0, n = 0, dice[8];
    for (int i = ps_game_undo_depth(ui->g) - 1; i >= 0 && n < UI_ALLOC_MAX; i--) {
        ps_action a;
        if (ps_game_history_action(ui->g, i, &a) != PS_OK)
            break;
        if (a.kind == PS_ACT_END) {
            if (seen++ == ends)
                break;
            continue;
        }
        if (seen == ends && is_attack(&a) && ps_game_history_dice(ui->g, i, dice, 8) == 0)
            ui->alloc[n++] = a;
    }
    return n;
}

static int from_legal(struct ui *ui)
{
    ps_action *acts;
    int n = ui_legal_all(ui, -1, &acts), k = 0;
    for (int i = 0; i < n && k < UI_ALLOC_MAX; i++)
        if (is_attack(&acts[i]))
            ui->alloc[k++] = acts[i];
    free(acts);
    return k;
}

void ui_alloc_update(struct ui *ui)
{
    if (ui->alloc_valid)
        return;
    ui->alloc_valid = true;
    ui->nalloc = 0;
    ps_status_info st;
    ps_game_status(ui->g, &st);
    /* Only Phalanx allocates: a Chariot fire or melee phase's legal attacks are not plans. */
    if (strcmp(ps_game_system(ui->g), "phalanx") != 0 || st.over || st.pending)
        return;
    switch (st.phase) {
    case PS_PHASE_ALLOCATION:
        ui->nalloc = from_history(ui, 0);
        break;
    case PS_PHASE_DEFENSIVE_FIRE:
        ui->nalloc = from_history(ui, 1);
        break;
    case PS_PHASE_FIRE:
    case PS_PHASE_MELEE:
        ui->nalloc = from_legal(ui);
        break;
    default:
        break;
    }
}

/* The allocated attacks hex is the target of (bit 1) or an attacker's hex of (bit 2). */
int ui_alloc_at(struct ui *ui, int hex)
{
    ui_alloc_update(ui);
    int what = 0;
    for (int i = 0; i < ui->nalloc; i++) {
        const ps_action *a = &ui->alloc[i];
        for (int h = 0; h < a->nhexes; h++)
            if (a->hexes[h] == hex)
                what |= 1;
        for (int k = 0; k < a->nunits; k++) {
            ps_unit_info u;
            if (ps_game_unit(ui->g, a->units[k], &u) == PS_OK && u.hex == hex)
                what |= 2;
        }
    }
    return what;
}
