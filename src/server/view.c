/* The JSON the server sends (view.h, docs/web-api.md).  Every value comes from the engine's
 * public API: the server decides nothing about the rules. */
#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The public ps_result codes as the Combat Results Tables print them. */
static const char *const result_names[] = {
    [PS_RESULT_NONE] = "-", [PS_RESULT_D] = "D",   [PS_RESULT_HALF_E] = "1/2E",
    [PS_RESULT_E] = "E",    [PS_RESULT_C] = "C",   [PS_RESULT_DD] = "DD",
    [PS_RESULT_AD] = "AD",  [PS_RESULT_1E] = "1E", [PS_RESULT_2E] = "2E",
    [PS_RESULT_A1E] = "A1E",
};
_Static_assert(sizeof result_names / sizeof result_names[0] == PS_RESULT_COUNT, "results");

static const char *const goal_names[] = {"control", "keep-out", "eliminate", "destroy",
                                         "exit",    "prevent",  "vp"};

/* Fixed point (256 = 1) as a JSON number. */
static json_t *fixed(int32_t v)
{
    return json_real(v / 256.0);
}

static json_t *side_or_null(int side)
{
    return side >= 0 ? json_integer(side) : json_null();
}

/* A game of the system for reading its scenarios and map: the first scenario, no units. */
static ps_game *sample_game(const ps_data *d, int scenario)
{
    ps_game *g = NULL;
    char err[PS_ERR_MAX];
    if (ps_game_new(d, ps_data_scenario_id(d, scenario), 1, &g, err, sizeof err) != PS_OK)
        return NULL;
    return g;
}

static json_t *scenario_json(const ps_data *d, int i)
{
    ps_game *g = sample_game(d, i);
    if (!g)
        return NULL;
    ps_status_info st;
    ps_game_status(g, &st);
    int units[2] = {0, 0};
    for (int u = 0; u < ps_game_unit_count(g); u++) {
        ps_unit_info info;
        if (ps_game_unit(g, u, &info) == PS_OK && info.side >= 0 && info.side < 2)
            units[info.side]++;
    }
    json_t *options = json_array();
    for (int o = 0; o < PS_OPT_COUNT; o++)
        if (ps_game_set_option(g, (ps_option)o, true) == PS_OK) {
            json_array_append_new(options, json_string(ps_option_name((ps_option)o)));
            ps_game_set_option(g, (ps_option)o, false);
        }
    json_t *s = json_pack("{s:s, s:s, s:s, s:s, s:s, s:[s,s], s:[i,i], s:i, s:o, s:i}", "id",
                          ps_data_scenario_id(d, i), "name", ps_data_scenario_name(d, i),
                          "date", ps_data_scenario_date(d, i), "system", ps_data_system(d),
                          "rule", ps_data_scenario_rule(d, i), "sides",
                          ps_game_side_name(g, 0), ps_game_side_name(g, 1), "units", units[0],
                          units[1], "turns", st.game_length, "options", options, "first",
                          ps_game_first_player(g));
    ps_game_free(g);
    return s;
}

json_t *view_scenarios(struct server *srv)
{
    json_t *all = json_array();
    for (int s = 0; s < 2; s++) {
        const ps_data *d = srv->systems[s];
        for (int i = 0; d && i < ps_data_scenario_count(d); i++) {
            json_t *one = scenario_json(d, i);
            if (one)
                json_array_append_new(all, one);
        }
    }
    return all;
}

json_t *view_map(struct server *srv, const char *system)
{
    for (int s = 0; s < 2; s++) {
        const ps_data *d = srv->systems[s];
        if (!d || strcmp(ps_data_system(d), system) != 0)
            continue;
        ps_game *g = sample_game(d, 0);
        if (!g)
            return NULL;
        int cols, rows;
        ps_game_map_size(g, &cols, &rows);
        json_t *hexes = json_array();
        for (int c = 1; c <= cols; c++)
            for (int r = 1; r <= rows; r++) {
                int hex = c * 100 + r;
                ps_hex_info h;
                if (ps_game_hex(g, hex, &h) != PS_OK || !h.exists)
                    continue;
                int nb[6];
                ps_game_neighbours(g, hex, nb);
                char letter[2] = {h.letter, 0};
                json_array_append_new(
                    hexes, json_pack("{s:i, s:s, s:o, s:i, s:b, s:b, s:b, s:[i,i,i,i,i,i]}",
                                     "hex", hex, "terrain", h.terrain, "letter",
                                     h.letter ? json_string(letter) : json_null(), "elevation",
                                     h.elevation, "stream", h.stream, "road", h.road,
                                     "impassable", h.impassable, "neighbours", nb[0], nb[1],
                                     nb[2], nb[3], nb[4], nb[5]));
            }
        ps_game_free(g);
        return json_pack("{s:s, s:i, s:i, s:o}", "system", system, "cols", cols, "rows", rows,
                         "hexes", hexes);
    }
    return NULL;
}

/* The decision a combat waits for (ps_status_info.pending). */
static const char *const decision_names[] = {NULL, "losses", "advance", "retreat", "end-offer"};

static json_t *status_json(ps_game *g, bool thinking)
{
    ps_status_info st;
    ps_game_status(g, &st);
    const char *decision = st.pending > 0 && st.pending < 5 ? decision_names[st.pending] : NULL;
    json_t *j = json_pack("{s:i, s:i, s:s, s:i, s:i, s:[i,i], s:[i,i], s:i, s:b, s:i, s:i, s:b}",
                     "turn", st.turn, "game_length", st.game_length, "phase",
                     ps_phase_name(st.phase), "side_to_act", st.side_to_act, "phasing_side",
                     st.phasing_side, "vp", st.vp[0], st.vp[1], "units_lost", st.units_lost[0],
                     st.units_lost[1], "pending", st.pending, "over", st.over, "winner",
                     st.winner, "level", st.level, "thinking", thinking);
    json_object_set_new(j, "decision", decision ? json_string(decision) : json_null());
    return j;
}

static json_t *unit_json(ps_game *g, int u)
{
    ps_unit_info in;
    ps_unit_more more;
    if (ps_game_unit(g, u, &in) != PS_OK || ps_game_unit_more(g, u, &more) != PS_OK)
        return NULL;
    json_t *j = json_pack(
        "{s:i, s:s, s:s, s:s, s:i, s:i, s:i, s:s, s:i, s:i, s:o, s:i, s:i, s:i, s:i, s:i}", "id",
        u, "code", in.code, "name", in.name, "cls", in.cls, "side", in.side, "hex", in.hex,
        "melee", in.melee, "melee_text", in.melee_text, "fire", in.fire, "range", in.range, "ma",
        fixed(more.ma), "leader", in.leader_level, "bonus", more.leader_bonus, "radius",
        more.leader_radius, "facing", ps_game_unit_facing(g, u), "carrier", in.carrier);
    json_object_set_new(j, "on_map", json_boolean(in.on_map));
    json_object_set_new(j, "waiting", json_boolean(in.waiting));
    json_object_set_new(j, "eliminated", json_boolean(in.eliminated));
    json_object_set_new(j, "exited", json_boolean(in.exited));
    json_object_set_new(j, "disrupted", json_boolean(in.status & PS_UNIT_DISRUPTED));
    json_object_set_new(j, "panicked", json_boolean(in.status & PS_UNIT_PANICKED));
    json_object_set_new(j, "contact", json_boolean(in.status & PS_UNIT_CONTACT));
    json_object_set_new(j, "moved", json_boolean(more.moved));
    json_object_set_new(j, "fired", json_boolean(more.fired_now));
    json_object_set_new(j, "attacked", json_boolean(more.attacked));
    json_object_set_new(j, "chariot", json_boolean(more.is_chariot));
    json_object_set_new(j, "vp", json_integer(more.vp));
    json_object_set_new(j, "mp_left", fixed(more.mp_left));
    json_object_set_new(j, "stack_points", json_integer(more.stack_points));
    return j;
}

static json_t *units_json(ps_game *g)
{
    json_t *units = json_array();
    for (int u = 0; u < ps_game_unit_count(g); u++) {
        json_t *j = unit_json(g, u);
        if (j)
            json_array_append_new(units, j);
    }
    return units;
}

static json_t *control_json(ps_game *g)
{
    int cols, rows;
    ps_game_map_size(g, &cols, &rows);
    json_t *control = json_array();
    for (int c = 1; c <= cols; c++)
        for (int r = 1; r <= rows; r++) {
            ps_hex_info h;
            if (ps_game_hex(g, c * 100 + r, &h) == PS_OK && h.exists && h.control >= 0)
                json_array_append_new(control, json_pack("[i,i]", c * 100 + r, h.control));
        }
    return control;
}

static json_t *goals_json(ps_game *g)
{
    json_t *sides = json_array();
    for (int side = 0; side < 2; side++) {
        ps_goal goals[PS_GOAL_MAX];
        int n = ps_game_goals(g, side, goals, PS_GOAL_MAX);
        json_t *list = json_array();
        for (int i = 0; i < n && i < PS_GOAL_MAX; i++) {
            const ps_goal *gl = &goals[i];
            int hexes[256];
            int nh = ps_game_goal_hexes(g, side, i, hexes, 256);
            json_t *hx = json_array();
            for (int h = 0; h < nh && h < 256; h++)
                json_array_append_new(hx, json_integer(hexes[h]));
            const char *kind = gl->kind >= 0 && gl->kind < (int)(sizeof goal_names /
                                                                 sizeof goal_names[0])
                                   ? goal_names[gl->kind]
                                   : "?";
            json_array_append_new(
                list, json_pack("{s:s, s:b, s:i, s:i, s:i, s:i, s:i, s:b, s:o}", "kind", kind,
                                "held", gl->held, "value", gl->value, "own", gl->own, "n",
                                gl->n, "m", gl->m, "ratio", gl->ratio, "no_chariots",
                                gl->no_chariots, "hexes", hx));
        }
        json_array_append_new(sides, list);
    }
    return sides;
}

json_t *view_events(const char *events)
{
    json_t *list = json_array();
    for (const char *p = events; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (len)
            json_array_append_new(list, json_stringn(p, len));
        p += len + (nl != NULL);
    }
    return list;
}

/* "melee 3 1016 ; dice 4 2f" -> action "melee 3 1016", dice [{4, false}, {2, true}]. */
static json_t *log_entry_json(const struct log_entry *e)
{
    char action[PS_RECORD_LINE_MAX];
    snprintf(action, sizeof action, "%s", e->line);
    json_t *dice = json_array();
    char *semi = strstr(action, " ; dice");
    if (semi) {
        *semi = '\0';
        for (char *p = semi + strlen(" ; dice"); *p;) {
            char *end;
            long v = strtol(p, &end, 10);
            if (end == p)
                break;
            bool forced = *end == 'f';
            json_array_append_new(dice, json_pack("{s:i, s:b}", "roll", (int)v, "forced",
                                                  forced));
            p = end + forced;
        }
    }
    json_t *events = view_events(e->events);
    int turn = atoi(e->phase);
    const char *phase = strchr(e->phase, ' ');
    return json_pack("{s:i, s:i, s:i, s:s, s:s, s:o, s:o, s:s, s:s}", "seq", e->seq, "side",
                     e->side, "turn", turn, "phase", phase ? phase + 1 : e->phase, "action",
                     action, "dice", dice, "events", events, "time", e->time, "hash", e->hash);
}

/* The legal actions now, as many as there are (malloc'd). */
static ps_action *legal_all(struct live_game *lg, int u, int *count)
{
    int cap = 4096;
    for (;;) {
        ps_action *acts = malloc((size_t)cap * sizeof *acts);
        if (!acts)
            return NULL;
        int n = ps_game_legal(lg->g, u, acts, cap);
        if (n <= cap) {
            *count = n;
            return acts;
        }
        free(acts);
        cap = n;
    }
}

static const char *const kind_names[] = {
    [PS_ACT_END] = "end",         [PS_ACT_DEPLOY] = "deploy",   [PS_ACT_MOVE] = "move",
    [PS_ACT_FIRE] = "fire",       [PS_ACT_MELEE] = "melee",     [PS_ACT_ADVANCE] = "advance",
    [PS_ACT_EMBARK] = "embark",   [PS_ACT_DEBARK] = "debark",   [PS_ACT_LOSE] = "lose",
    [PS_ACT_EXIT] = "exit",       [PS_ACT_CONCEDE] = "concede", [PS_ACT_RETREAT] = "retreat",
    [PS_ACT_PLOT] = "plot",       [PS_ACT_FACE] = "face",       [PS_ACT_OFFER] = "offer",
    [PS_ACT_ACCEPT] = "accept",
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == PS_ACT_KIND_COUNT, "action kinds");

/* Which units may act, and how: {"count", "general": [...], "units": {"3": ["move", ...]}}. */
static json_t *legal_summary(struct live_game *lg)
{
    int n;
    ps_action *acts = legal_all(lg, -1, &n);
    if (!acts)
        return json_null();
    json_t *general = json_array(), *units = json_object();
    for (int i = 0; i < n; i++) {
        const ps_action *a = &acts[i];
        if (a->nunits == 0) {
            char text[PS_ACTION_TEXT_MAX];
            ps_action_format(a, text, sizeof text);
            json_array_append_new(general, json_string(text));
            continue;
        }
        /* Every unit an action names may start it: a joint attack is each attacker's. */
        const char *kind = a->kind < PS_ACT_KIND_COUNT ? kind_names[a->kind] : "?";
        for (int k = 0; k < a->nunits; k++) {
            char key[16];
            snprintf(key, sizeof key, "%d", a->units[k]);
            json_t *kinds = json_object_get(units, key);
            if (!kinds) {
                kinds = json_array();
                json_object_set_new(units, key, kinds);
            }
            bool seen = false;
            for (size_t j = 0; j < json_array_size(kinds) && !seen; j++)
                seen = strcmp(json_string_value(json_array_get(kinds, j)), kind) == 0;
            if (!seen)
                json_array_append_new(kinds, json_string(kind));
        }
    }
    /* A concession and an offer to end the game [Phalanx How to Set-up the Game] are never
     * among the legal actions (no player should stumble on them), but a person may make one
     * when the rules allow it. */
    static const ps_action_kind person_only[] = {PS_ACT_CONCEDE, PS_ACT_OFFER};
    for (size_t k = 0; k < sizeof person_only / sizeof person_only[0]; k++) {
        ps_action a = {.kind = (uint8_t)person_only[k]};
        if (ps_game_check(lg->g, &a) != PS_OK)
            continue;
        const char *word = kind_names[a.kind];
        bool listed = false;
        for (size_t j = 0; j < json_array_size(general) && !listed; j++)
            listed = strcmp(json_string_value(json_array_get(general, j)), word) == 0;
        if (!listed)
            json_array_append_new(general, json_string(word));
    }
    free(acts);
    return json_pack("{s:i, s:o, s:o}", "count", n, "general", general, "units", units);
}

static json_t *plots_json(ps_game *g, int viewer)
{
    json_t *plots = json_object();
    for (int u = 0; u < ps_game_unit_count(g); u++) {
        ps_unit_info in;
        ps_action a;
        if (ps_game_unit(g, u, &in) != PS_OK || in.side != viewer ||
            ps_game_plot(g, u, &a) != PS_OK)
            continue;
        char key[16], text[PS_ACTION_TEXT_MAX];
        snprintf(key, sizeof key, "%d", u);
        ps_action_format(&a, text, sizeof text);
        json_object_set_new(plots, key, json_string(text));
    }
    return plots;
}

static json_t *seats_json(struct live_game *lg)
{
    json_t *seats = json_array();
    for (int side = 0; side < 2; side++) {
        const struct seat_row *s = &lg->row.seats[side];
        json_t *j = json_pack("{s:i, s:s, s:s, s:s}", "side", side, "name",
                              ps_game_side_name(lg->g, side), "kind",
                              s->kind == SEAT_COMPUTER ? "computer" : "human", "player",
                              s->name);
        if (s->kind == SEAT_COMPUTER)
            json_object_set_new(j, "level", json_string(s->level));
        json_array_append_new(seats, j);
    }
    return seats;
}

static json_t *options_json(const char *options)
{
    json_t *list = json_array();
    char buf[256];
    snprintf(buf, sizeof buf, "%s", options);
    for (char *save, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save))
        json_array_append_new(list, json_string(w));
    return list;
}

/* The lobby's line of game g: lg's position now, or a replay of its first nlog actions. */
static json_t *summary_of(struct live_game *lg, ps_game *g, int nlog)
{
    ps_status_info st;
    ps_game_status(g, &st);
    int first = -1;
    for (int i = 0; lg->data && i < ps_data_scenario_count(lg->data) && first < 0; i++)
        if (strcmp(ps_data_scenario_id(lg->data, i), lg->row.scenario) == 0)
            first = i;
    return json_pack("{s:I, s:s, s:s, s:s, s:s, s:o, s:i, s:s, s:i, s:b, s:i, s:s, s:o}", "id",
                     (json_int_t)lg->row.id, "scenario", lg->row.scenario, "name",
                     first >= 0 ? ps_data_scenario_name(lg->data, first) : lg->row.scenario,
                     "date", first >= 0 ? ps_data_scenario_date(lg->data, first) : "",
                     "system", lg->row.system, "seats", seats_json(lg), "turn", st.turn,
                     "phase", ps_phase_name(st.phase), "side_to_act", st.side_to_act, "over",
                     st.over, "winner", st.winner, "created", lg->row.created, "seq",
                     json_integer(nlog));
}

json_t *view_summary(struct live_game *lg)
{
    return summary_of(lg, lg->g, lg->nlog);
}

/* The view of game g: lg's position now, or a replay of its first nlog actions (no legal
 * actions, plots or undo then). */
static json_t *view_of(struct live_game *lg, ps_game *g, int nlog, int viewer, bool now)
{
    ps_status_info st;
    ps_game_status(g, &st);
    json_t *view = summary_of(lg, g, nlog);
    json_object_set_new(view, "seed", json_integer((json_int_t)lg->row.seed));
    json_object_set_new(view, "options", options_json(lg->row.options));
    json_object_set_new(view, "you", side_or_null(viewer));
    json_object_set_new(view, "status", status_json(g, now && lg->thinking));
    char hash[17];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)ps_game_hash(g));
    json_object_set_new(view, "hash", json_string(hash));
    json_object_set_new(view, "stacking", json_pack("[i,i]", ps_game_stacking_limit(g, 0),
                                                    ps_game_stacking_limit(g, 1)));
    json_object_set_new(view, "units", units_json(g));
    json_object_set_new(view, "control", control_json(g));
    json_object_set_new(view, "goals", goals_json(g));
    json_t *panic = json_array();
    for (int side = 0; side < 2; side++) {
        ps_panic_info p;
        if (ps_game_panic(g, side, &p) == PS_OK)
            json_array_append_new(panic, json_pack("{s:i, s:i, s:b}", "level", p.level,
                                                   "enemy_vp", p.enemy_vp, "panicked",
                                                   p.panicked));
    }
    json_object_set_new(view, "panic", panic);
    json_t *log = json_array();
    for (int i = 0; i < nlog; i++)
        if (!live_entry_hidden(lg, i, viewer))
            json_array_append_new(log, log_entry_json(&lg->log[i]));
    json_object_set_new(view, "log", log);
    if (now && viewer >= 0 && viewer == st.side_to_act && !st.over && !lg->thinking)
        json_object_set_new(view, "legal", legal_summary(lg));
    if (now && viewer >= 0 && st.phase == PS_PHASE_PLOT)
        json_object_set_new(view, "plots", plots_json(g, viewer));
    if (!now)
        json_object_set_new(view, "at", json_integer(nlog));
    json_object_set_new(view, "undo", json_pack("{s:o}", "requested_by",
                                                side_or_null(now ? lg->undo_requested_by : -1)));
    if (viewer >= 0) {
        json_t *chat = json_array();
        for (int i = 0; i < lg->nchat; i++)
            json_array_append_new(chat, json_pack("{s:i, s:i, s:s, s:s}", "seq",
                                                  lg->chat[i].seq, "side", lg->chat[i].side,
                                                  "text", lg->chat[i].text, "time",
                                                  lg->chat[i].time));
        json_object_set_new(view, "chat", chat);
    }
    if (lg->rematch)
        json_object_set_new(view, "rematch", json_integer((json_int_t)lg->rematch));
    if (st.over) {
        char report[8192];
        ps_game_victory_report(g, report, sizeof report);
        json_object_set_new(view, "report", json_string(report));
    } else {
        json_object_set_new(view, "report", json_null());
    }
    return view;
}

json_t *view_game(struct live_game *lg, int viewer)
{
    return view_of(lg, lg->g, lg->nlog, viewer, true);
}

json_t *view_game_at(struct live_game *lg, ps_game *g, int seq, int viewer)
{
    return view_of(lg, g, seq, viewer, false);
}

json_t *view_legal(struct live_game *lg, int u)
{
    /* Every action naming the unit, wherever: the engine's own filter keeps those it leads. */
    int n;
    ps_action *acts = legal_all(lg, -1, &n);
    if (!acts)
        return NULL;
    json_t *list = json_array();
    for (int i = 0; i < n; i++) {
        bool names = u < 0;
        for (int k = 0; k < acts[i].nunits && !names; k++)
            names = acts[i].units[k] == u;
        if (!names)
            continue;
        char text[PS_ACTION_TEXT_MAX];
        ps_action_format(&acts[i], text, sizeof text);
        json_array_append_new(list, json_string(text));
    }
    free(acts);
    json_t *out = json_pack("{s:o, s:o}", "unit", side_or_null(u), "actions", list);
    if (u >= 0) {
        enum { REACH_MAX = 2048 };
        int hexes[REACH_MAX];
        int32_t cost[REACH_MAX];
        ps_unit_more more;
        /* [10.23] a unit out of its leader's command moves at half its allowance. */
        bool half = ps_game_unit_more(lg->g, u, &more) == PS_OK && !more.in_command;
        int nr = ps_game_unit_reach(lg->g, u, half, hexes, cost, REACH_MAX);
        json_t *reach = json_array();
        for (int i = 0; i < nr && i < REACH_MAX; i++)
            json_array_append_new(reach, json_pack("{s:i, s:o}", "hex", hexes[i], "mp",
                                                   fixed(cost[i])));
        json_object_set_new(out, "reach", reach);
    }
    return out;
}

json_t *view_odds(struct live_game *lg, const ps_action *a)
{
    ps_odds o;
    if (ps_game_odds_info(lg->g, a, &o) != PS_OK)
        return NULL;
    char text[4096];
    ps_game_odds(lg->g, a, text, sizeof text);
    char odds[16];
    snprintf(odds, sizeof odds, "%d-%d", o.col_att, o.col_def);
    json_t *hexes = json_array();
    for (int h = 0; h < o.nhexes && h < PS_ODDS_MAX_HEXES; h++) {
        json_t *results = json_object(), *by_roll = json_array();
        for (int r = 0; r < PS_RESULT_COUNT; r++)
            if (o.count[h][r])
                json_object_set_new(results, result_names[r], json_integer(o.count[h][r]));
        for (int f = 0; f < o.faces && f < PS_ODDS_MAX_FACES; f++)
            json_array_append_new(by_roll, json_string(o.result[f][h] < PS_RESULT_COUNT
                                                           ? result_names[o.result[f][h]]
                                                           : "?"));
        json_array_append_new(hexes, json_pack("{s:i, s:i, s:o, s:o}", "hex", o.hexes[h],
                                               "plus", o.plus[h], "results", results,
                                               "by_roll", by_roll));
    }
    return json_pack("{s:s, s:b, s:i, s:o, s:o, s:s, s:i, s:b, s:i, s:o}", "text", text,
                     "fire", o.fire, "side", o.side, "attack", fixed(o.att_strength),
                     "defence", fixed(o.def_strength), "odds", odds, "column", o.column,
                     "flank", o.flank, "faces", o.faces, "hexes", hexes);
}
