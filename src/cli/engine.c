/* `prestags engine`: the engine protocol, a line-based text protocol on stdin/stdout in the
 * manner of GTP and UCI (docs/protocol.md).  Every answer starts with "=" (success) or "?"
 * (failure, with the reason and, for a refused action, the rule number) and ends with an
 * empty line.  The protocol only calls the public API, like every other front end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ai/ai.h"
#include "commands.h"
#include "datadir.h"
#include "engine.h"
#include "linein.h"
#include "numbers.h"
#include "textmap.h"

enum { LINE_MAX = 4096, MAX_WORDS = 64, LEGAL_MAX = 20000 };

typedef void (*handler)(struct session *s, int argc, char **argv);

static void answer_ok(struct session *s, const char *text)
{
    fprintf(s->out, "=%s%s\n", text && *text ? " " : "", text ? text : "");
}

static void answer_err(struct session *s, const char *text)
{
    fprintf(s->out, "? %s\n", text);
}

/* Lines after the first of a multi-line answer. */
static void more(struct session *s, const char *text)
{
    fprintf(s->out, "%s\n", text);
}

static bool need_game(struct session *s)
{
    if (!s->game) {
        answer_err(s, "no game: use 'new <scenario>' or 'clear <scenario>' first");
        return false;
    }
    return true;
}

static bool parse_int(const char *w, long lo, long hi, long *out)
{
    char *end;
    if (!*w)
        return false;
    long v = strtol(w, &end, 10);
    if (*end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

/* Side by number (0, 1) or by the force's name. */
static int parse_side(struct session *s, const char *w)
{
    if (strcmp(w, "0") == 0 || strcmp(w, "1") == 0)
        return w[0] - '0';
    for (int i = 0; i < 2; i++)
        if (strcasecmp(w, ps_game_side_name(s->game, i)) == 0)
            return i;
    return -1;
}

static void replace_game(struct session *s, ps_game *g)
{
    ps_game_free(s->game);
    s->game = g;
}

static void cmd_protocol_version(struct session *s, int argc, char **argv)
{
    (void)argc, (void)argv;
    char v[16];
    snprintf(v, sizeof v, "%d", PS_PROTOCOL_VERSION);
    answer_ok(s, v);
}

static void cmd_list_commands(struct session *s, int argc, char **argv);

static void cmd_scenarios_list(struct session *s, int argc, char **argv)
{
    (void)argc, (void)argv;
    answer_ok(s, NULL);
    const ps_data *systems[2] = {s->data, s->px};
    for (int k = 0; k < 2; k++)
        for (int i = 0; systems[k] && i < ps_data_scenario_count(systems[k]); i++) {
            const ps_data *d = systems[k];
            char line[160];
            snprintf(line, sizeof line, "%s %s [%s] %s", ps_data_scenario_id(d, i),
                     ps_data_scenario_rule(d, i), ps_data_scenario_name(d, i),
                     ps_data_scenario_date(d, i));
            more(s, line);
        }
}

/* The rule system that has the scenario: Chariot's, else Phalanx's.  NULL, with the error
 * answered, when the scenario is not Chariot's and the Phalanx data did not load: its
 * file:line error is the likely reason. */
static const ps_data *data_for(struct session *s, const char *scenario)
{
    if (ps_data_find_scenario(s->data, scenario) >= 0)
        return s->data;
    if (!s->px) {
        answer_err(s, s->px_err);
        return NULL;
    }
    return ps_data_find_scenario(s->px, scenario) >= 0 ? s->px : s->data;
}

/* new|clear <scenario> [seed N] */
static void start_game(struct session *s, int argc, char **argv, bool empty)
{
    uint64_t seed = 1;
    if (argc != 2 && !(argc == 4 && strcmp(argv[2], "seed") == 0)) {
        answer_err(s, empty ? "usage: clear <scenario> [seed N]" : "usage: new <scenario> [seed N]");
        return;
    }
    if (argc == 4 && !parse_u64(argv[3], &seed)) {
        answer_err(s, SEED_RANGE);
        return;
    }
    ps_game *g;
    char err[PS_ERR_MAX];
    const ps_data *d = data_for(s, argv[1]);
    if (!d)
        return;
    ps_status st = empty ? ps_game_new_empty(d, argv[1], seed, &g, err, sizeof err)
                         : ps_game_new(d, argv[1], seed, &g, err, sizeof err);
    if (st != PS_OK) {
        answer_err(s, err);
        return;
    }
    replace_game(s, g);
    char line[128];
    snprintf(line, sizeof line, "%s seed %llu", argv[1], (unsigned long long)seed);
    answer_ok(s, line);
}

static void cmd_new(struct session *s, int argc, char **argv)
{
    start_game(s, argc, argv, false);
}

static void cmd_clear(struct session *s, int argc, char **argv)
{
    start_game(s, argc, argv, true);
}

static void cmd_option(struct session *s, int argc, char **argv)
{
    if (!need_game(s))
        return;
    if (argc == 1) {
        answer_ok(s, NULL);
        for (int i = 0; i < PS_OPT_COUNT; i++) {
            char line[64];
            snprintf(line, sizeof line, "%s %s", ps_option_name((ps_option)i),
                     ps_game_option(s->game, (ps_option)i) ? "on" : "off");
            more(s, line);
        }
        return;
    }
    bool on = argc == 3 && strcmp(argv[2], "on") == 0;
    if (argc != 3 || (!on && strcmp(argv[2], "off") != 0)) {
        answer_err(s, "usage: option [<name> on|off]");
        return;
    }
    int o = ps_option_find(argv[1]);
    if (o < 0) {
        answer_err(s, "unknown option (see 'option')");
        return;
    }
    if (ps_game_set_option(s->game, (ps_option)o, on) != PS_OK)
        answer_err(s, ps_game_error(s->game));
    else
        answer_ok(s, NULL);
}

static const struct {
    const char *name;
    unsigned bit;
} status_words[] = {
    {"disrupted", PS_UNIT_DISRUPTED},
    {"panicked", PS_UNIT_PANICKED},
    {"contact", PS_UNIT_CONTACT},
};

/* place <side> <type> <hex> [status...] */
static void cmd_place(struct session *s, int argc, char **argv)
{
    if (!need_game(s))
        return;
    long hex;
    int side = argc >= 4 ? parse_side(s, argv[1]) : -1;
    if (argc < 4 || side < 0 || !parse_int(argv[3], 101, 9999, &hex)) {
        answer_err(s, "usage: place <side> <type> <hex> [disrupted|panicked|contact...]");
        return;
    }
    unsigned status = 0;
    for (int i = 4; i < argc; i++) {
        size_t k;
        for (k = 0; k < sizeof status_words / sizeof status_words[0]; k++)
            if (strcmp(argv[i], status_words[k].name) == 0)
                break;
        if (k == sizeof status_words / sizeof status_words[0]) {
            answer_err(s, "unknown status (disrupted, panicked, contact)");
            return;
        }
        status |= status_words[k].bit;
    }
    int u = ps_game_place(s->game, side, argv[2], (int)hex, status);
    if (u < 0) {
        answer_err(s, ps_game_error(s->game));
        return;
    }
    char line[16];
    snprintf(line, sizeof line, "%d", u);
    answer_ok(s, line);
}

/* facing <unit> <E|NE|NW|W|SW|SE>: turns a placed unit (building positions) */
static void cmd_facing(struct session *s, int argc, char **argv)
{
    static const char *const dirs[] = {"E", "NE", "NW", "W", "SW", "SE"};
    if (!need_game(s))
        return;
    long u;
    int dir = -1;
    for (int d = 0; argc == 3 && d < 6; d++)
        if (strcmp(argv[2], dirs[d]) == 0)
            dir = d;
    if (argc != 3 || dir < 0 || !parse_int(argv[1], 0, 9999, &u)) {
        answer_err(s, "usage: facing <unit> <E|NE|NW|W|SW|SE>");
        return;
    }
    if (ps_game_set_facing(s->game, (int)u, dir) != PS_OK)
        answer_err(s, ps_game_error(s->game));
    else
        answer_ok(s, NULL);
}

/* setphase <phase> [side] [turn N] */
static void cmd_setphase(struct session *s, int argc, char **argv)
{
    if (!need_game(s))
        return;
    ps_status_info info;
    ps_game_status(s->game, &info);
    int phase = -1, side = info.phasing_side;
    long turn = info.turn;
    if (argc >= 2)
        for (int p = 0; p < PS_PHASE_COUNT; p++)
            if (strcmp(argv[1], ps_phase_name((ps_phase)p)) == 0)
                phase = p;
    int i = 2;
    if (argc > i && strcmp(argv[i], "turn") != 0) {
        side = parse_side(s, argv[i]);
        i++;
    }
    bool ok = phase >= 0 && side >= 0;
    if (ok && argc > i)
        ok = argc == i + 2 && strcmp(argv[i], "turn") == 0 && parse_int(argv[i + 1], 1, 999, &turn);
    if (!ok) {
        answer_err(s, "usage: setphase <deploy|chariot|fire|movement|allocation|"
                      "defensive-fire|melee> [side] [turn N]");
        return;
    }
    if (ps_game_set_phase(s->game, (ps_phase)phase, side, (int)turn) != PS_OK)
        answer_err(s, ps_game_error(s->game));
    else
        answer_ok(s, NULL);
}

static void cmd_dice(struct session *s, int argc, char **argv)
{
    if (!need_game(s))
        return;
    int rolls[MAX_WORDS];
    for (int i = 1; i < argc; i++) {
        long v;
        if (!parse_int(argv[i], 1, 99, &v)) {
            answer_err(s, "usage: dice <roll> [roll...]");
            return;
        }
        rolls[i - 1] = (int)v;
    }
    if (argc < 2) {
        answer_err(s, "usage: dice <roll> [roll...]");
        return;
    }
    if (ps_game_force_dice(s->game, rolls, argc - 1) != PS_OK)
        answer_err(s, ps_game_error(s->game));
    else
        answer_ok(s, NULL);
}

static void cmd_legal(struct session *s, int argc, char **argv)
{
    if (!need_game(s))
        return;
    long unit = -1;
    if (argc > 2 || (argc == 2 && !parse_int(argv[1], 0, 9999, &unit))) {
        answer_err(s, "usage: legal [unit]");
        return;
    }
    ps_action *acts = malloc(LEGAL_MAX * sizeof *acts);
    if (!acts) {
        answer_err(s, "out of memory");
        return;
    }
    int n = ps_game_legal(s->game, (int)unit, acts, LEGAL_MAX);
    char line[32];
    snprintf(line, sizeof line, "%d", n);
    answer_ok(s, line);
    for (int i = 0; i < n && i < LEGAL_MAX; i++) {
        char text[PS_ACTION_TEXT_MAX];
        ps_action_format(&acts[i], text, sizeof text);
        more(s, text);
    }
    free(acts);
}

/* Joins argv[from..] with spaces. */
static void join(int argc, char **argv, int from, char *buf, size_t len)
{
    size_t pos = 0;
    buf[0] = '\0';
    for (int i = from; i < argc; i++) {
        int n = snprintf(buf + pos, len - pos, "%s%s", i > from ? " " : "", argv[i]);
        if (n < 0 || (size_t)n >= len - pos)
            return;
        pos += (size_t)n;
    }
}

static void cmd_play(struct session *s, int argc, char **argv)
{
    if (!need_game(s))
        return;
    char text[LINE_MAX];
    join(argc, argv, 1, text, sizeof text);
    if (argc < 2) {
        answer_err(s, "usage: play <action>");
        return;
    }
    if (ps_game_play_text(s->game, text) != PS_OK) {
        answer_err(s, ps_game_error(s->game));
        return;
    }
    answer_ok(s, NULL);
    fputs(ps_game_events(s->game), s->out);
}

static void cmd_autodeploy(struct session *s, int argc, char **argv)
{
    (void)argv;
    if (!need_game(s))
        return;
    if (argc != 1) {
        answer_err(s, "usage: autodeploy");
        return;
    }
    if (ps_game_auto_deploy(s->game) != PS_OK)
        answer_err(s, ps_game_error(s->game));
    else
        answer_ok(s, NULL);
}

static void cmd_odds(struct session *s, int argc, char **argv)
{
    if (!need_game(s))
        return;
    char text[LINE_MAX];
    join(argc, argv, 1, text, sizeof text);
    if (argc < 2) {
        answer_err(s, "usage: odds <fire or melee action>");
        return;
    }
    ps_action a;
    char err[PS_ERR_MAX];
    if (ps_action_parse(text, &a, err, sizeof err) != PS_OK) {
        answer_err(s, err);
        return;
    }
    size_t need = ps_game_odds(s->game, &a, NULL, 0);
    char *buf = need ? malloc(need + 1) : NULL;
    if (!need || !buf) {
        answer_err(s, ps_game_error(s->game));
        free(buf);
        return;
    }
    ps_game_odds(s->game, &a, buf, need + 1);
    answer_ok(s, NULL);
    fputs(buf, s->out);
    free(buf);
}

static void cmd_undo(struct session *s, int argc, char **argv)
{
    (void)argc, (void)argv;
    if (!need_game(s))
        return;
    if (ps_game_undo(s->game) != PS_OK)
        answer_err(s, ps_game_error(s->game));
    else
        answer_ok(s, NULL);
}

static void cmd_position(struct session *s, int argc, char **argv)
{
    (void)argc, (void)argv;
    if (!need_game(s))
        return;
    size_t need = ps_game_position(s->game, NULL, 0) + 1;
    char *buf = malloc(need);
    if (!buf) {
        answer_err(s, "out of memory");
        return;
    }
    ps_game_position(s->game, buf, need);
    answer_ok(s, NULL);
    fputs(buf, s->out);
    free(buf);
}

static void cmd_status(struct session *s, int argc, char **argv)
{
    (void)argc, (void)argv;
    if (!need_game(s))
        return;
    ps_status_info st;
    ps_game_status(s->game, &st);
    char line[256];
    snprintf(line, sizeof line, "turn %d of %d phase %s phasing %s to-act %s", st.turn,
             st.game_length, ps_phase_name(st.phase), ps_game_side_name(s->game, st.phasing_side),
             ps_game_side_name(s->game, st.side_to_act));
    answer_ok(s, line);
    for (int i = 0; i < 2; i++) {
        snprintf(line, sizeof line, "%s vp %d lost %d", ps_game_side_name(s->game, i), st.vp[i],
                 st.units_lost[i]);
        more(s, line);
    }
    char report[1024];
    ps_game_victory_report(s->game, report, sizeof report);
    fputs(report, s->out);
}

static void cmd_save(struct session *s, int argc, char **argv)
{
    if (!need_game(s))
        return;
    char err[PS_ERR_MAX];
    if (argc != 2)
        answer_err(s, "usage: save <file>");
    else if (ps_game_save(s->game, argv[1], err, sizeof err) != PS_OK)
        answer_err(s, err);
    else
        answer_ok(s, NULL);
}

static void cmd_load(struct session *s, int argc, char **argv)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    if (argc != 2) {
        answer_err(s, "usage: load <file>");
        return;
    }
    /* The record's header names its scenario, and so the system whose error is the real one. */
    char id[64];
    if (ps_record_scenario(argv[1], id, sizeof id, err, sizeof err) != PS_OK) {
        answer_err(s, err);
        return;
    }
    const ps_data *d = data_for(s, id);
    if (!d)
        return;
    if (ps_game_load(d, argv[1], &g, err, sizeof err) != PS_OK) {
        answer_err(s, err);
        return;
    }
    replace_game(s, g);
    answer_ok(s, NULL);
}

static void cmd_show_map(struct session *s, int argc, char **argv)
{
    (void)argc, (void)argv;
    if (!need_game(s))
        return;
    answer_ok(s, NULL);
    textmap_print(s->out, s->game);
}

/* genmove [player]: the computer's next decision for the side to act, played; answers the
 * action and its events ("autodeploy" during set-up).  The player is seeded from the game's
 * hash, so the same position always gets the same answer (docs/ai.md). */
static void cmd_genmove(struct session *s, int argc, char **argv)
{
    if (!need_game(s))
        return;
    if (argc > 2) {
        answer_err(s, "usage: genmove [player]");
        return;
    }
    ai_player *p = ai_player_new(argc == 2 ? argv[1] : "computer", ps_game_hash(s->game));
    if (!p) {
        char line[256];
        snprintf(line, sizeof line, "unknown player (players: %s)", ai_player_names());
        answer_err(s, line);
        return;
    }
    ps_action a;
    bool auto_deploy;
    ps_status st = ai_player_choose(p, s->game, &a, &auto_deploy);
    ai_player_free(p);
    if (st != PS_OK) {
        answer_err(s, st == PS_ESTATE ? "the game is over" : ps_game_error(s->game));
        return;
    }
    if (auto_deploy) {
        if (ps_game_auto_deploy(s->game) != PS_OK)
            answer_err(s, ps_game_error(s->game));
        else
            answer_ok(s, "autodeploy");
        return;
    }
    char text[PS_ACTION_TEXT_MAX];
    ps_action_format(&a, text, sizeof text);
    if (ps_game_play(s->game, &a) != PS_OK) {
        answer_err(s, ps_game_error(s->game));
        return;
    }
    answer_ok(s, text);
    fputs(ps_game_events(s->game), s->out);
}

static void cmd_quit(struct session *s, int argc, char **argv)
{
    (void)argc, (void)argv;
    answer_ok(s, NULL);
    s->quit = true;
}

static const struct {
    const char *name;
    handler run;
} handlers[] = {
    {"protocol_version", cmd_protocol_version},
    {"list_commands", cmd_list_commands},
    {"scenarios", cmd_scenarios_list},
    {"new", cmd_new},
    {"clear", cmd_clear},
    {"option", cmd_option},
    {"place", cmd_place},
    {"setphase", cmd_setphase},
    {"facing", cmd_facing},
    {"dice", cmd_dice},
    {"autodeploy", cmd_autodeploy},
    {"legal", cmd_legal},
    {"play", cmd_play},
    {"odds", cmd_odds},
    {"undo", cmd_undo},
    {"position", cmd_position},
    {"status", cmd_status},
    {"show", cmd_show_map},
    {"save", cmd_save},
    {"load", cmd_load},
    {"quit", cmd_quit},
    {"genmove", cmd_genmove},
};

static void cmd_list_commands(struct session *s, int argc, char **argv)
{
    (void)argc, (void)argv;
    answer_ok(s, NULL);
    for (size_t i = 0; i < sizeof handlers / sizeof handlers[0]; i++)
        more(s, handlers[i].name);
}

/* Splits a line into words at blanks. */
static int split(char *line, char **words, int max)
{
    int n = 0;
    for (char *p = line; *p;) {
        while (*p == ' ' || *p == '\t')
            *p++ = '\0';
        if (!*p)
            break;
        if (n == max)
            return -1;
        words[n++] = p;
        while (*p && *p != ' ' && *p != '\t')
            p++;
    }
    return n;
}

void engine_run_line(struct session *s, char *line)
{
    char *words[MAX_WORDS];
    size_t len = strlen(line);
    while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        line[--len] = '\0';
    char *hash = strchr(line, '#');
    if (hash)
        *hash = '\0';
    int n = split(line, words, MAX_WORDS);
    if (n == 0)
        return; /* blank lines and comments get no answer, as in GTP */
    if (n < 0) {
        answer_err(s, "too many words");
    } else {
        size_t i;
        for (i = 0; i < sizeof handlers / sizeof handlers[0]; i++)
            if (strcmp(words[0], handlers[i].name) == 0)
                break;
        if (i == sizeof handlers / sizeof handlers[0])
            answer_err(s, "unknown command (see list_commands)");
        else
            handlers[i].run(s, n, words);
    }
    fprintf(s->out, "\n");
    fflush(s->out);
}

void engine_run_stream(struct session *s, FILE *in)
{
    char line[LINE_MAX - 1];
    enum linein_status st;
    while (!s->quit && (st = linein_read(in, line, sizeof line)) != LINEIN_EOF) {
        /* A refused line is refused whole, with its own answer, never split into commands
         * nor allowed to take the next line with it. */
        if (st != LINEIN_OK) {
            if (st == LINEIN_NUL)
                fprintf(s->out, "? line holds a NUL byte\n\n");
            else
                fprintf(s->out, "? line longer than %d characters\n\n", LINE_MAX - 2);
            fflush(s->out);
            continue;
        }
        engine_run_line(s, line);
    }
}

int cmd_engine(int argc, char **argv)
{
    (void)argv;
    if (argc != 1) {
        fprintf(stderr, "usage: prestags engine\n");
        return 2;
    }
    struct session s = {0};
    s.out = stdout;
    s.data = datadir_load("chariot");
    if (!s.data)
        return 1;
    /* Broken Phalanx data does not stop Chariot games: its error answers each use of it. */
    char root[1024], dir[1100];
    snprintf(dir, sizeof dir, "%s/phalanx", datadir_root(root, sizeof root));
    if (ps_data_load(dir, &s.px, s.px_err, sizeof s.px_err) != PS_OK) {
        s.px = NULL;
        fprintf(stderr, "prestags: %s\n", s.px_err);
    }
    engine_run_stream(&s, stdin);
    ps_game_free(s.game);
    ps_data_free(s.data);
    ps_data_free(s.px);
    return 0;
}
