/* The selection (units of the side to act, a traced path, marked melee targets) and the
 * legal actions that go with it: every hex the selection can reach (the destinations of its
 * legal "move", "deploy", "advance", "debark" and "embark" actions) and every hex its units
 * can attack is highlighted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

int ui_cursor_hex(const struct ui *ui)
{
    return ui->cur_col * 100 + ui->cur_row;
}

int ui_hex_units(const struct ui *ui, int hex, int *out, int max)
{
    int n = ps_game_units_at(ui->g, hex, out, max);
    return n < max ? n : max;
}

void ui_select_clear(struct ui *ui)
{
    ui->nsel = 0;
    ui->npath = 0;
    ui->ntargets = 0;
    ui->group_entry = 0;
    ui->legal_valid = false;
}

bool ui_selected(const struct ui *ui, int u)
{
    for (int i = 0; i < ui->nsel; i++)
        if (ui->sel[i] == u)
            return true;
    return false;
}

/* Only the side to act may be given orders; anything else is refused with the reason. */
static bool may_select(struct ui *ui, int u)
{
    ps_unit_info info;
    ps_status_info st;
    ps_game_status(ui->g, &st);
    if (ps_game_unit(ui->g, u, &info) != PS_OK)
        return false;
    if (st.over) {
        ui_message(ui, true, "the game is over");
        return false;
    }
    if (info.side != st.side_to_act) {
        ui_message(ui, true, "[4.2] unit %d (%s) belongs to the %s; the %s are to act", u,
                   info.code, ps_game_side_name(ui->g, info.side),
                   ps_game_side_name(ui->g, st.side_to_act));
        return false;
    }
    if (info.eliminated || info.exited) {
        ui_message(ui, true, "unit %d (%s) has %s", u, info.code,
                   info.eliminated ? "been eliminated" : "left the map");
        return false;
    }
    return true;
}

void ui_select_toggle(struct ui *ui, int u)
{
    ui->npath = 0;
    ui->legal_valid = false;
    for (int i = 0; i < ui->nsel; i++)
        if (ui->sel[i] == u) {
            memmove(&ui->sel[i], &ui->sel[i + 1], (size_t)(ui->nsel - i - 1) * sizeof ui->sel[0]);
            ui->nsel--;
            return;
        }
    if (!may_select(ui, u))
        return;
    if (ui->nsel == PS_ACTION_MAX_UNITS) {
        ui_message(ui, true, "at most %d units act together", PS_ACTION_MAX_UNITS);
        return;
    }
    ui->sel[ui->nsel++] = u;
}

void ui_select_stack(struct ui *ui)
{
    int units[64];
    int n = ui_hex_units(ui, ui_cursor_hex(ui), units, 64);
    if (n == 0) {
        ui_message(ui, true, "no units in %04d", ui_cursor_hex(ui));
        return;
    }
    ui_select_clear(ui);
    for (int i = 0; i < n && ui->nsel < PS_ACTION_MAX_UNITS; i++)
        if (may_select(ui, units[i]))
            ui->sel[ui->nsel++] = units[i];
}

int ui_legal_all(struct ui *ui, int unit, ps_action **out)
{
    int cap = 1024;
    ps_action *buf = malloc((size_t)cap * sizeof *buf);
    if (!buf) {
        *out = NULL;
        return 0;
    }
    int n = ps_game_legal(ui->g, unit, buf, cap);
    if (n > cap) {
        ps_action *more = realloc(buf, (size_t)n * sizeof *buf);
        if (!more) {
            *out = buf;
            return cap;
        }
        buf = more;
        n = ps_game_legal(ui->g, unit, buf, n);
    }
    /* A concession [15.0], [Phalanx Tactical Concession] and an offer to end the game
     * [Phalanx How to Set-up the Game] are never in the legal list (computer players would
     * make them at random); a person may choose them here. */
    static const ps_action_kind person_only[] = {PS_ACT_CONCEDE, PS_ACT_OFFER};
    for (size_t k = 0; k < sizeof person_only / sizeof person_only[0] && unit < 0; k++) {
        ps_action a;
        memset(&a, 0, sizeof a);
        a.kind = (uint8_t)person_only[k];
        if (ps_game_check(ui->g, &a) != PS_OK)
            continue;
        ps_action *more = realloc(buf, (size_t)(n + 1) * sizeof *buf);
        if (more) {
            buf = more;
            buf[n++] = a;
        }
    }
    *out = buf;
    return n;
}

/* The units an action gives orders to: an embarking unit, not its chariot. */
static int action_actors(const ps_action *a)
{
    return a->kind == PS_ACT_EMBARK ? 1 : a->nunits;
}

static bool ui_action_matches_selection(const struct ui *ui, const ps_action *a)
{
    int n = action_actors(a);
    if (n != ui->nsel)
        return false;
    for (int i = 0; i < n; i++)
        if (!ui_selected(ui, a->units[i]))
            return false;
    return true;
}

int ui_action_dest(const ps_game *g, const ps_action *a)
{
    ps_unit_info u;
    switch ((ps_action_kind)a->kind) {
    case PS_ACT_DEPLOY:
    case PS_ACT_MOVE:
    case PS_ACT_EXIT:
    case PS_ACT_ADVANCE:
    case PS_ACT_DEBARK:
        return a->nhexes ? a->hexes[a->nhexes - 1] : 0;
    case PS_ACT_EMBARK:
        return a->nunits == 2 && ps_game_unit(g, a->units[1], &u) == PS_OK ? u.hex : 0;
    case PS_ACT_FIRE:
    case PS_ACT_MELEE:
        return a->nhexes ? a->hexes[0] : 0;
    default:
        return 0;
    }
}

static void mark_hex(struct ui *ui, int hex, unsigned char bit)
{
    int c = hex / 100, r = hex % 100;
    if (c >= 1 && c <= ui->cols && r >= 1 && r <= ui->rows)
        ui->mark[(r - 1) * ui->cols + (c - 1)] |= bit;
}

void ui_legal_update(struct ui *ui)
{
    if (ui->legal_valid)
        return;
    ui->legal_valid = true;
    free(ui->legal);
    ui->legal = NULL;
    ui->nlegal = 0;
    memset(ui->mark, 0, (size_t)ui->cols * (size_t)ui->rows);
    ui_overlay_mark(ui);
    for (int i = 0; i < ui->npath; i++)
        mark_hex(ui, ui->path[i], MARK_PATH);
    for (int i = 0; i < ui->ntargets; i++)
        mark_hex(ui, ui->targets[i], MARK_CHOSEN);
    for (int i = 0; i < ui->nsel; i++) {
        ps_unit_info u;
        if (ps_game_unit(ui->g, ui->sel[i], &u) == PS_OK && u.on_map)
            mark_hex(ui, u.hex, MARK_SELECTED);
    }
    /* A combat waiting for a person's decision: losses, advance, or retreat before combat. */
    ps_status_info st;
    ps_game_status(ui->g, &st);
    ui->decision = !ui->replay && !st.over && st.pending && ui_side_human(ui, st.side_to_act);
    if (ui->nsel == 0)
        return;
    /* Targets: any selected unit may attack there (the combined attack is checked when it
     * is asked for); destinations: actions of exactly the selection. */
    for (int s = 0; s < ui->nsel; s++) {
        ps_action *acts;
        int n = ui_legal_all(ui, ui->sel[s], &acts);
        int kept = 0;
        for (int i = 0; i < n; i++) {
            const ps_action *a = &acts[i];
            if (a->kind == PS_ACT_FIRE || a->kind == PS_ACT_MELEE) {
                for (int h = 0; h < a->nhexes; h++)
                    mark_hex(ui, a->hexes[h], MARK_TARGET);
            }
            if (s == 0 && ui_action_matches_selection(ui, a)) {
                int dest = ui_action_dest(ui->g, a);
                if (dest && a->kind != PS_ACT_FIRE && a->kind != PS_ACT_MELEE)
                    mark_hex(ui, dest, MARK_REACH);
                acts[kept++] = *a;
            }
        }
        if (s == 0) {
            ui->legal = acts;
            ui->nlegal = kept;
        } else {
            free(acts);
        }
    }
}

void ui_goto_hex(struct ui *ui, int hex)
{
    ps_hex_info h;
    if (ps_game_hex(ui->g, hex, &h) != PS_OK || !h.exists) {
        ui_message(ui, true, "%04d is not a hex of the map", hex);
        return;
    }
    ui->cur_col = hex / 100;
    ui->cur_row = hex % 100;
    ui->focus = 0;
    ui_center_cursor(ui);
}

/* The cursor to the first hex the selection may go to (set up, enter), centred: where a
 * newcomer's units go is in view from the start. */
void ui_goto_first_destination(struct ui *ui)
{
    ui_legal_update(ui);
    for (int i = 0; i < ui->nlegal; i++) {
        int dest = ui_action_dest(ui->g, &ui->legal[i]);
        if (dest) {
            ui_goto_hex(ui, dest);
            return;
        }
    }
}

/* The next unit of the side to act (after the one under the cursor) that has a legal
 * action: a quick way round the army. */
void ui_next_unit(struct ui *ui)
{
    ps_status_info st;
    ps_game_status(ui->g, &st);
    int n = ps_game_unit_count(ui->g);
    int here[64];
    int nh = ui_hex_units(ui, ui_cursor_hex(ui), here, 64);
    int start = nh > 0 ? here[0] : -1;
    for (int k = 1; k <= n; k++) {
        int u = (start + k + n) % n;
        ps_unit_info info;
        ps_action one;
        if (ps_game_unit(ui->g, u, &info) != PS_OK || info.side != st.side_to_act ||
            !info.on_map || info.hex == ui_cursor_hex(ui))
            continue;
        if (ps_game_legal(ui->g, u, &one, 1) > 0) {
            ui_goto_hex(ui, info.hex);
            return;
        }
    }
    ui_message(ui, true, "no other unit of the %s on the map has a legal action now "
               "(d picks a unit off the map)", ps_game_side_name(ui->g, st.side_to_act));
}
