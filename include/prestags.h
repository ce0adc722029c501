/* prestags: the public API of the rules engine.
 *
 * Front ends (the command line, the engine protocol, the terminal game) and the computer
 * players use this header and nothing else.  The engine does no I/O of its own except in the
 * ps_data_load / ps_game_save / ps_game_load functions, which read and write the files named.
 *
 * Every function that can fail returns a ps_status; the reason, with the rule number where a
 * rule forbids an action, is in ps_game_error() (or in the caller's err buffer for loaders).
 * Units are named by their index in the game's unit list (0-based, stable for the whole game:
 * eliminated units keep their index).  Hexes are named as printed, "CCRR". */
#ifndef PRESTAGS_H
#define PRESTAGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define PS_PROTOCOL_VERSION 1

/* The library's version.  A minor version adds functions, enum values at the end and fields
 * documented as added; it changes no existing signature, structure layout or meaning, so a
 * program built against 1.x runs with any 1.y >= x (soname libprestags.so.1).  A major
 * version may change any of these (docs/library.md). */
#define PS_VERSION_MAJOR 1
#define PS_VERSION_MINOR 2
#define PS_VERSION_PATCH 0
#define PS_VERSION_STRING "1.2.0"
/* The version of the library the program runs with (PS_VERSION_STRING when built with it). */
const char *ps_version(void);

typedef enum {
    PS_OK = 0,
    PS_EINVAL,    /* malformed request: bad action text, unknown unit, bad hex */
    PS_ENOTFOUND, /* no such scenario, option or file */
    PS_EDATA,     /* a data file or save is malformed */
    PS_EILLEGAL,  /* the rules forbid it; the message names the rule */
    PS_ENOMEM,
    PS_EIO,
    PS_ESTATE,    /* not possible now: nothing to undo, game over, wrong phase */
} ps_status;

enum { PS_ERR_MAX = 512, PS_ACTION_TEXT_MAX = 256 };

/* A loaded rule system: map, charts and scenarios. */
typedef struct ps_data ps_data;
typedef struct ps_game ps_game;

/* Loads a rule system (map.txt, units.txt, scenarios/<id>.txt) from dir, e.g. "data/chariot"
 * (PRESTAGS) or "data/phalanx" (Phalanx: a directory with crt.txt, tec.txt and cucc.txt).
 * On failure writes "file:line: what is wrong" into err. */
ps_status ps_data_load(const char *dir, ps_data **out, char *err, size_t errlen);
void ps_data_free(ps_data *d);
int ps_data_scenario_count(const ps_data *d);
/* The id ("kadesh"), the printed name ("Kadesh"), date and rule section of scenario i. */
const char *ps_data_scenario_id(const ps_data *d, int i);
const char *ps_data_scenario_name(const ps_data *d, int i);
const char *ps_data_scenario_date(const ps_data *d, int i);
const char *ps_data_scenario_rule(const ps_data *d, int i);
/* Index of a scenario by id, or -1. */
int ps_data_find_scenario(const ps_data *d, const char *id);
/* The rule system: "chariot" or "phalanx". */
const char *ps_data_system(const ps_data *d);

/* Phases of the Sequence of Play [4.2], with the Chariot Phase [C1.2]. */
typedef enum {
    PS_PHASE_DEPLOY,         /* set-up: the deploying side places its units */
    PS_PHASE_CHARIOT,        /* [C1.2] */
    PS_PHASE_CHARIOT_DEFENSIVE_FIRE, /* [C1.5] the non-Phasing Player fires at chariots */
    PS_PHASE_FIRE,           /* [4.2] A */
    PS_PHASE_MOVEMENT,       /* [4.2] B */
    PS_PHASE_DEFENSIVE_FIRE, /* [6.42] the non-Phasing Player fires */
    PS_PHASE_MELEE,          /* [4.2] C */
    PS_PHASE_GAME_OVER,
    /* The Simultaneous Movement Sequence [19.1], optional rule PS_OPT_SIMULTANEOUS: one
     * Game-Turn of both sides, no Player-Turns (src/core/prestags/simultaneous.h). */
    PS_PHASE_PLOT,                 /* [19.1] A: each side in turn plots a task per unit [21.1] */
    PS_PHASE_FIRE_RESOLUTION,      /* [19.1] B: plotted Offensive Fire, both sides at once */
    PS_PHASE_MELEE_RESOLUTION,     /* [19.1] C: plotted melee, both sides at once */
    PS_PHASE_MOVEMENT_RESOLUTION,  /* [19.1] D: plotted movement, hex by hex [22.0] */
    PS_PHASE_DEFENSIVE_FIRE_RESOLUTION, /* [19.1] E: units plotted DF choose targets, then fire */
    /* Phalanx [Phalanx Game Procedure]: Movement, Attack Allocation, Defensive Fire,
     * Offensive Fire (PS_PHASE_FIRE), Melee. */
    PS_PHASE_ALLOCATION,           /* (2) the Phasing Player allocates fire and melee attacks */
    PS_PHASE_COUNT
} ps_phase;

const char *ps_phase_name(ps_phase p);

/* Action kinds of the one action notation (docs/protocol.md). */
typedef enum {
    PS_ACT_END,     /* "end": end the current phase or decision */
    PS_ACT_DEPLOY,  /* "deploy U HEX" */
    PS_ACT_MOVE,    /* "move U[+U...] HEX-HEX-... [DIR]" (path; an entering unit's first hex is on
                     * the edge; Phalanx: DIR, the facing it ends with, is held in task as
                     * DIR + 1, 0 when omitted: it faces its last step) */
    PS_ACT_FIRE,    /* "fire U[,U...] HEX" */
    PS_ACT_MELEE,   /* "melee U[,U...] HEX[,HEX...]" */
    PS_ACT_ADVANCE, /* "advance U[,U...] HEX" */
    PS_ACT_EMBARK,  /* "embark U CHARIOT" */
    PS_ACT_DEBARK,  /* "debark U HEX" */
    PS_ACT_LOSE,    /* "lose U[,U...]": the defender's choice on a half elimination [8.1] */
    PS_ACT_EXIT,    /* "exit U[+U...] HEX-...-HEX": move, then leave the map [11.4] */
    PS_ACT_CONCEDE, /* "concede": the side to act grants a Tactical Concession [15.0] */
    PS_ACT_RETREAT, /* "retreat U[,U...] HEX": retreat before combat [17.0] */
    PS_ACT_PLOT,    /* "plot U TASK [HEX|HEX-HEX-...]": a unit's task for the Game-Turn [21.1]
                     * (simultaneous sequence): OF HEX, DF, ML HEX, MV PATH, EX PATH, NO */
    PS_ACT_FACE,    /* "face U DIR": turn U in place to face hexside DIR (E NE NW W SW SE),
                     * held in hexes[0] as 0..5, not a hex [16.11] (facing option) */
    PS_ACT_OFFER,   /* "offer": the side to act offers to end the game now; the other side
                     * answers "accept" or "end" (plays on) [Phalanx How to Set-up the Game] */
    PS_ACT_ACCEPT,  /* "accept": the other side accepts the offer: the game ends, judged now */
    PS_ACT_KIND_COUNT
} ps_action_kind;

/* Tasks of the Simultaneous Movement Plot [21.1] (PS_ACT_PLOT's task). */
typedef enum {
    PS_TASK_NO, /* "NO": no task, the unit stays where it is [20.4] */
    PS_TASK_OF, /* "OF HEX": Offensive Fire at the target hex */
    PS_TASK_DF, /* "DF": Defensive Fire at an enemy unit that moves adjacent [19.1] E */
    PS_TASK_ML, /* "ML HEX": melee attack on the target hex */
    PS_TASK_MV, /* "MV HEX-HEX-...": movement through every hex listed, the last one the
                 * destination (an entering unit's first hex is on its entry edge) */
    PS_TASK_EX, /* "EX HEX-...-HEX": movement as MV, then off the map from the last hex [11.4]
                 * (the unit's own hex alone: it leaves from where it stands) */
    PS_TASK_COUNT
} ps_task;

enum { PS_ACTION_MAX_UNITS = 16, PS_ACTION_MAX_HEXES = 40 };

typedef struct {
    uint8_t kind; /* ps_action_kind */
    uint8_t nunits;
    uint8_t nhexes;
    uint8_t task; /* PS_ACT_PLOT: ps_task; 0 otherwise */
    int16_t units[PS_ACTION_MAX_UNITS];
    int16_t hexes[PS_ACTION_MAX_HEXES]; /* as CCRR numbers, e.g. 1015 */
} ps_action;

/* Text <-> action in the one notation.  Parsing checks form only, not legality. */
ps_status ps_action_parse(const char *text, ps_action *out, char *err, size_t errlen);
void ps_action_format(const ps_action *a, char *buf, size_t buflen);

/* Games. */
ps_status ps_game_new(const ps_data *d, const char *scenario_id, uint64_t seed, ps_game **out,
                      char *err, size_t errlen);
/* The scenario's map and rules with no units, for building positions with ps_game_place. */
ps_status ps_game_new_empty(const ps_data *d, const char *scenario_id, uint64_t seed,
                            ps_game **out, char *err, size_t errlen);
ps_game *ps_game_clone(const ps_game *g);
/* Gives a game (a computer player's clone) a new dice stream, so that searching on a copy
 * never reveals the real game's coming rolls. */
void ps_game_reseed(ps_game *g, uint64_t seed);
void ps_game_free(ps_game *g);
const char *ps_game_error(const ps_game *g);

/* Optional rules [12.0] and Chariot's [C3.0], by name (see ps_option_name). */
typedef enum {
    PS_OPT_PANIC,          /* [13.0] */
    PS_OPT_ELEVATION,      /* [14.0] */
    PS_OPT_CONCESSION,     /* [15.0] */
    PS_OPT_FACING,         /* [16.0] */
    PS_OPT_RETREAT,        /* [17.0] */
    PS_OPT_CONTACT,        /* [18.0] */
    PS_OPT_SIMULTANEOUS,   /* [19.0]-[23.3] */
    PS_OPT_RANGE_EFFECTS,  /* [C3.1] */
    PS_OPT_CAPABILITY,     /* [C3.2] */
    PS_OPT_COUNT
} ps_option;

const char *ps_option_name(ps_option o);
int ps_option_find(const char *name); /* -1 if unknown */
ps_status ps_game_set_option(ps_game *g, ps_option o, bool on);
bool ps_game_option(const ps_game *g, ps_option o);

/* Unit status in a position.  Phalanx reads PS_UNIT_DISRUPTED as demoralized [Phalanx
 * errata Demoralization and Panic]. */
enum {
    PS_UNIT_DISRUPTED = 1 << 0,
    PS_UNIT_PANICKED = 1 << 1,
    PS_UNIT_CONTACT = 1 << 2,
};

/* Places a unit of the type (code "MS", leaders "L2") for side 0 or 1 at hex, with status
 * bits; returns its index or -1 (reason in ps_game_error). */
int ps_game_place(ps_game *g, int side, const char *type_code, int hex, unsigned status);
/* Turns a placed unit to face hexside dir, 0..5 (E NE NW W SW SE) (building positions; a
 * Phalanx unit is placed facing the enemy [Phalanx Facing]). */
ps_status ps_game_set_facing(ps_game *g, int u, int dir);
/* Sets the phase, the phasing side and the Game-Turn (building positions). */
ps_status ps_game_set_phase(ps_game *g, ps_phase phase, int side, int turn);

/* Set-up: places every unit the deploying side still has, from the game's seed (the same
 * seed gives the same set-up), then ends that side's set-up [11.1]. */
ps_status ps_game_auto_deploy(ps_game *g);

/* Dice: forced rolls are used before the game's own seeded stream. */
ps_status ps_game_force_dice(ps_game *g, const int *rolls, int n);
int ps_game_forced_dice_left(const ps_game *g);
/* Takes the forced rolls still waiting out of the queue, copying up to max of them (oldest
 * first) into rolls, which may be NULL; returns how many were waiting.  A replay sets them
 * aside while it steps through the actions before them. */
enum { PS_FORCED_DICE_MAX = 256 };
int ps_game_take_forced_dice(ps_game *g, int *rolls, int max);

/* Legal actions now (of every unit, or only those naming unit u when u >= 0).  Writes up to
 * max actions and returns how many there are. */
int ps_game_legal(ps_game *g, int unit, ps_action *out, int max);
/* One legal action of a unit drawn without listing them all: calls pick(ctx, n) for an index
 * k in 0 .. n-1 among the n actions in the draw and writes that action into out.  The draw
 * holds the unit's legal actions, except that under Chariot's rules a move may be in it before
 * its stacking is judged [5.3], [5.4], [C1.9]: when k lands on a move the stack may not end,
 * that move is taken out and pick is called again with n one less.  So a pick uniform over
 * 0 .. n-1 gives each legal action the same chance: each has one index (with nothing taken
 * out, every index gives a legal action and no two give the same one), though not always the
 * place ps_game_legal(g, unit, ...) lists it in (a unit's moves may be drawn in the order of
 * their hexes).  Returns the n of the pick that kept the action (0: none, out unwritten), or
 * -1 when pick answered outside 0 .. n-1 or memory ran out (out unwritten).  One path is built
 * instead of every one. */
int ps_game_legal_sample(ps_game *g, int unit, int (*pick)(void *ctx, int n), void *ctx,
                         ps_action *out);
/* Where a unit's moves end, without their paths: for each move and exit action
 * ps_game_legal(g, unit, ...) lists, in its order, the last hex of the path (CCRR), the
 * Movement Points the path costs (fixed point, the sum of ps_game_move_cost over its steps)
 * and whether it is an exit [11.4] (an exit from where the unit stands: its hex and cost 0).
 * Writes at most max of each and returns how many there are; -1 when the rules cannot answer
 * this way now (outside a Chariot or Movement Phase of the plain sequence, with facing
 * [16.0], under Phalanx, out of memory): ps_game_legal lists them.  One movement search,
 * no path built: what a player that weighs destinations needs. */
int ps_game_move_ends(ps_game *g, int unit, int *hexes, int32_t *costs, bool *exits, int max);
/* Who may act: false only when unit u certainly has no legal action now (ps_game_legal(g, u,
 * ...) would return 0), true when it may have one.  Cheap: no search, no text, nothing written;
 * a player that picks a unit at random asks this before asking for the unit's actions. */
bool ps_game_may_act(const ps_game *g, int unit);
/* The units ps_game_may_act keeps, in index order (of the side to act: the others never act);
 * writes up to max of them and returns how many there are. */
int ps_game_actors(const ps_game *g, int *out, int max);
/* Is this action legal now?  PS_OK, or PS_EILLEGAL with the rule in ps_game_error. */
ps_status ps_game_check(ps_game *g, const ps_action *a);
ps_status ps_game_play(ps_game *g, const ps_action *a);
ps_status ps_game_play_text(ps_game *g, const char *text);
/* ps_game_legal_sample, then ps_game_play of the action drawn (written into out): the same
 * calls of pick, the same action; returns n as the draw does (0: none, nothing played), or -1
 * when the draw or the play failed (nothing played; ps_game_error says why after a failed
 * play).  A move drawn from the movement search
 * is played as the search found it, without the check ps_game_play would make again: the
 * random player's games cost less, and are the same games. */
int ps_game_play_sample(ps_game *g, int unit, int (*pick)(void *ctx, int n), void *ctx,
                        ps_action *out);
/* What the last action did, one event a line (dice rolled, odds, results, phase changes):
 * the message log of front ends.  Empty before the first action. */
const char *ps_game_events(const ps_game *g);
/* Quiet (false by default): while quiet, the events of the actions played are not recorded
 * (ps_game_events returns "" after each), and none of their text is formatted; refusals are
 * still written to ps_game_error.  For players that never read events: random games, the
 * computer player's searches on clones.  A clone is as quiet as its game. */
void ps_game_set_quiet(ps_game *g, bool quiet);
/* The odds of a fire or melee action without rolling: every strength with each modifier
 * named, the odds column, and each result's probability, as text.  Returns the length
 * written (as snprintf), or 0 with the reason in ps_game_error if the attack is illegal. */
size_t ps_game_odds(ps_game *g, const ps_action *a, char *buf, size_t buflen);
ps_status ps_game_undo(ps_game *g);
/* A game keeps at most PS_HISTORY_MAX actions (its record and undo history): the next action
 * is refused with PS_ESTATE, and a longer record does not load.  Real battles take a few
 * thousand at most; the bound keeps a game's memory bounded (about 55 MB) whatever a client
 * or a record does. */
enum { PS_HISTORY_MAX = 100000 };
int ps_game_undo_depth(const ps_game *g);
/* The bytes the undo history holds (allocated): a whole state before every 64th action, and
 * every action with its dice (`prestags bench` reports it for a complete game). */
size_t ps_game_history_bytes(const ps_game *g);
/* The record of play: action i (0 .. ps_game_undo_depth - 1) and the dice it rolled (up to
 * max values written; returns how many it rolled). */
ps_status ps_game_history_action(const ps_game *g, int i, ps_action *out);
int ps_game_history_dice(const ps_game *g, int i, int *rolls, int max);
/* How many of the dice action i rolled were forced (ps_game_force_dice; "3f" in a record)
 * rather than taken from the game's seeded stream: a report of the game says so. */
int ps_game_history_forced(const ps_game *g, int i);
/* Keep (default) or drop the undo history; soaks and searches turn it off. */
void ps_game_keep_history(ps_game *g, bool keep);

/* Where the game stands. */
typedef struct {
    int turn, game_length;
    ps_phase phase;
    int side_to_act;     /* who must act now */
    int phasing_side;
    int vp[2];           /* Victory Points scored by each side [11.2] */
    int units_lost[2];   /* units lost by each side, as counted for victory [11.25] */
    int pending;         /* 0, or a decision a combat waits for: 1 losses, 2 advance,
                          * 3 retreat before combat [17.0]; or 4: an offer to end the game
                          * waits for the answer of side_to_act (accept or end) */
    bool over;
    int winner;          /* -1 draw or not over */
    int level;           /* 0 none, 1 marginal, 2 substantive, 3 decisive [11.2] */
} ps_status_info;

void ps_game_status(const ps_game *g, ps_status_info *out);
const char *ps_game_side_name(const ps_game *g, int side);
const char *ps_game_scenario_id(const ps_game *g);
/* The rule system of the game: "chariot" or "phalanx". */
const char *ps_game_system(const ps_game *g);
uint64_t ps_game_hash(const ps_game *g);

/* The victory report: who won, at what level, and why.  Writes a NUL-terminated text. */
void ps_game_victory_report(const ps_game *g, char *buf, size_t buflen);

/* The scenario in words: orders of battle, deployment, victory conditions.  Returns the
 * length needed. */
size_t ps_game_scenario_text(const ps_game *g, char *buf, size_t buflen);

/* The canonical dump of the whole state (stable, diffable).  Returns the length needed. */
size_t ps_game_position(const ps_game *g, char *buf, size_t buflen);

/* Read access for front ends and computer players. */
typedef struct {
    char code[4];
    char name[32];
    char cls[4];      /* "A" .. "Mf"; Phalanx: "I" .. "VI", "-" for command units */
    int side;
    int hex;          /* CCRR, or 0 when not on the map */
    bool on_map, eliminated, exited, waiting; /* waiting: not yet deployed or entered */
    int melee;        /* printed strength (a dot reads 0) */
    char melee_text[8]; /* as printed: "3", "[3]", "." */
    int fire, range, ma;
    int leader_level; /* 0 if not a leader */
    unsigned status;  /* PS_UNIT_* bits */
    int carrier;      /* index of the chariot carrying it, or -1 */
} ps_unit_info;

int ps_game_unit_count(const ps_game *g);
ps_status ps_game_unit(const ps_game *g, int u, ps_unit_info *out);

typedef struct {
    bool exists;
    char terrain[40];   /* "clear", "woods", "slope+stream" ... */
    char letter;        /* 0 if none */
    int elevation;      /* 0 ground, 1 slope, 2 hilltop [14.0] */
    bool stream, road, impassable;
    int control;        /* -1 nobody, else the side [11.3] */
} ps_hex_info;

void ps_game_map_size(const ps_game *g, int *cols, int *rows);
ps_status ps_game_hex(const ps_game *g, int hex, ps_hex_info *out);
/* Units in a hex, top of the stack first; returns the count. */
int ps_game_units_at(const ps_game *g, int hex, int *out, int max);

/* More read access for front ends (src/core/info_more.c). */
/* The stacking limit of a side's force: units per hex, leaders not counted [5.4], [5.42].
 * Phalanx counts stacking POINTS, not units: 12 points a hex [Phalanx Stacking], a unit's
 * points in ps_unit_more.stack_points (command units 0). */
int ps_game_stacking_limit(const ps_game *g, int side);
/* A unit's facing [16.0] as a hexside 0..5 (E, NE, NW, W, SW, SE), or -1 when the facing
 * rule is off or the unit is not on the map. */
int ps_game_unit_facing(const ps_game *g, int u);
/* The Terrain Effects Chart rows [9.0] that apply to a hex, one feature a line ("woods: 3 MP,
 * fire protection 4, blocks LOS, defender doubled").  Returns the length needed (as
 * snprintf); 0 for a hex not on the map. */
size_t ps_game_hex_effects(const ps_game *g, int hex, char *buf, size_t buflen);

/* Debug: rebuilds every cached index from the unit list and compares.  PS_OK, or PS_ESTATE
 * with the first difference in ps_game_error. */
ps_status ps_game_check_invariants(ps_game *g);

/* Saves: a text record of scenario, options, seed and every action with its dice; loading
 * replays it.  Saves are written atomically (temporary file, then rename). */
ps_status ps_game_save(const ps_game *g, const char *path, char *err, size_t errlen);
ps_status ps_game_load(const ps_data *d, const char *path, ps_game **out, char *err,
                       size_t errlen);
/* The scenario id a record's header names, read without replaying the record, so that a
 * front end can pick the rule system to load it with.  The file is read as ps_game_load reads
 * it: a regular file under 16 MiB, else PS_EIO; a bad header gives PS_EDATA with
 * "file:line: reason". */
ps_status ps_record_scenario(const char *path, char *id, size_t idlen, char *err,
                             size_t errlen);

/* The same record in memory, for front ends that keep games elsewhere (the game server keeps
 * them in a database).  ps_game_record_text returns a NUL-terminated malloc'd text (free it
 * with free()) and its length, or NULL when the game keeps no history or memory runs out.
 * ps_game_load_record replays a record's text; name is used in "name:line: message" errors. */
char *ps_game_record_text(const ps_game *g, size_t *len);
ps_status ps_game_load_record(const ps_data *d, const char *text, size_t len, const char *name,
                              ps_game **out, char *err, size_t errlen);
/* Action i of the record as its line reads after "action ": the action, then its dice
 * ("melee 3 1016 ; dice 4 2f", f marking a forced die).  Returns the length needed (as
 * snprintf); 0 for no such action. */
enum { PS_RECORD_LINE_MAX = PS_ACTION_TEXT_MAX + 256 };
size_t ps_game_history_line(const ps_game *g, int i, char *buf, size_t buflen);

/* ---- For computer players: the same information a person has, as numbers
 * (src/core/prestags/ai_api_*.c).  Nothing here changes a game. ---- */

/* Combat results [8.1], as ps_odds reports them, then Phalanx's [Phalanx Combat Results
 * Table] (the reconstruction's codes; a fire attack's attacker results read as none). */
typedef enum {
    PS_RESULT_NONE,   /* "-" */
    PS_RESULT_D,      /* Disruption */
    PS_RESULT_HALF_E, /* 1/2E */
    PS_RESULT_E,      /* E */
    PS_RESULT_C,      /* Phalanx: Contact */
    PS_RESULT_DD,     /* Phalanx: defenders demoralized */
    PS_RESULT_AD,     /* Phalanx: attackers demoralized */
    PS_RESULT_1E,     /* Phalanx: the defender loses one unit */
    PS_RESULT_2E,     /* Phalanx: two units */
    PS_RESULT_A1E,    /* Phalanx: the attacker loses one unit */
    PS_RESULT_COUNT
} ps_result;

/* A Chariot melee attacks up to the six hexes around one attacking hex [7.22], [7.23]. */
enum { PS_ODDS_MAX_HEXES = 6, PS_ODDS_MAX_FACES = 8 };

/* The odds of a fire or melee attack as numbers: what ps_game_odds prints, from the same pure
 * function the resolver rolls on.  Strengths are fixed point (256 = one Strength Point). */
typedef struct {
    bool fire;
    int side;                      /* the attacker */
    int32_t att_strength, def_strength;
    int column;                    /* index of the CRT column, 0 = the lowest (1-2) */
    int col_att, col_def;          /* the column as odds, e.g. 3 and 1 */
    bool flank;                    /* [7.51] */
    int faces;                     /* faces of the die */
    int nhexes;
    int hexes[PS_ODDS_MAX_HEXES];  /* defending hexes, CCRR */
    int plus[PS_ODDS_MAX_HEXES];   /* +1 against a stack holding a disrupted unit [8.2], [8.24] */
    uint8_t result[PS_ODDS_MAX_FACES][PS_ODDS_MAX_HEXES]; /* ps_result of face f+1, per hex */
    int count[PS_ODDS_MAX_HEXES][PS_RESULT_COUNT];        /* faces giving each result, per hex */
} ps_odds;

/* The odds of a legal fire or melee action now.  PS_OK, or the refusal with the rule in
 * ps_game_error, as ps_game_check would give it. */
ps_status ps_game_odds_info(ps_game *g, const ps_action *a, ps_odds *out);
/* The odds of a fire or melee action as if it were side's Fire (fire) or Melee (melee) Combat
 * Phase now, before any attack of that phase, with attacking unit a->units[i] standing at
 * from[i] (CCRR; 0, or from NULL: where it stands).  The position is otherwise as it is:
 * planning "if I move these there, what odds would I get?".  The game is left unchanged. */
ps_status ps_game_odds_what_if(ps_game *g, int side, const ps_action *a, const int *from,
                               ps_odds *out);

/* The Combat Results Table [8.0] as loaded from the data, for estimates of attacks that are
 * not possible yet (ps_game_odds_info and ps_game_odds_what_if give the real ones). */
enum { PS_CRT_MAX_COLS = 12, PS_CRT_MAX_ROWS = 8 };
typedef struct {
    int ncols;
    int col_att[PS_CRT_MAX_COLS], col_def[PS_CRT_MAX_COLS]; /* lowest odds first */
    int min_roll, max_roll;  /* the printed rows (the last only reached with +1 [8.2]) */
    int die;                 /* faces of the die */
    uint8_t result[PS_CRT_MAX_ROWS][PS_CRT_MAX_COLS]; /* ps_result at [roll - min_roll][col] */
} ps_crt;

void ps_game_crt(const ps_game *g, ps_crt *out);

/* A scenario's victory conditions [11.0] as data, each measured as if the game ended now. */
typedef enum {
    PS_GOAL_CONTROL,   /* control every hex listed [11.3] */
    PS_GOAL_KEEP_OUT,  /* the enemy has fewer than n counted units in the region */
    PS_GOAL_ELIMINATE, /* enemy units lost >= ratio x own units lost, and >= n */
    PS_GOAL_DESTROY,   /* enemy units lost >= n while own units lost <= m */
    PS_GOAL_EXIT,      /* at least n counted units left the map through the exit zone [11.4] */
    PS_GOAL_PREVENT,   /* the enemy's conditions do not all hold */
    PS_GOAL_VP,        /* Phalanx [Phalanx Victory Conditions]: win by the ratio of Victory
                        * Points.  n: the least level that wins (1 Marginal, 2 Tactical,
                        * 3 Decisive); m: the army's Victory Point Value (loss limits are
                        * percentages of it); value: VP scored (enemy losses); own: VP lost;
                        * ratio: the level reached now (0 none), after the loss limits and a
                        * concession; held: the side would win were the game to end now. */
} ps_goal_kind;

enum { PS_GOAL_MAX = 4, PS_GOAL_MAX_HEXES = 16 };

typedef struct {
    int kind;                       /* ps_goal_kind */
    int nhexes;
    int hexes[PS_GOAL_MAX_HEXES];   /* CONTROL: the hexes, CCRR */
    int n, m, ratio;
    bool no_chariots;               /* count non-Chariot units only (D and E never count [11.25]) */
    /* Measured now: */
    bool held;
    int value;  /* CONTROL: hexes controlled; KEEP_OUT: enemy units in the region; ELIMINATE,
                 * DESTROY: enemy units lost; EXIT: units exited through the zone */
    int own;    /* ELIMINATE, DESTROY: own units lost */
} ps_goal;

/* The side's conditions (all must hold to win); returns how many (at most max written). */
int ps_game_goals(const ps_game *g, int side, ps_goal *out, int max);
/* The hexes of goal i of side: CONTROL its hexes, KEEP_OUT its region, EXIT the map hexes a
 * unit may leave from to count.  Returns how many (at most max written); 0 for the others. */
int ps_game_goal_hexes(const ps_game *g, int side, int goal, int *out, int max);
/* A side's Panic Level [13.0], [Phalanx errata Panic]: the Victory Points its enemy must score
 * for the side's army to panic (0: the scenario gives none, or the rule is not in force), the
 * Victory Points the enemy has scored, and whether the army has panicked. */
typedef struct {
    int level;
    int enemy_vp;
    bool panicked;
} ps_panic_info;

ps_status ps_game_panic(const ps_game *g, int side, ps_panic_info *out);

/* The winner were the game to end now (-1: a draw), by the scenario's conditions [11.0]. */
int ps_game_winner_now(const ps_game *g);
/* The side whose Player-Turn comes first in every Game-Turn [4.2]. */
int ps_game_first_player(const ps_game *g);

/* More of a unit, as numbers (what its counter and markers show). */
typedef struct {
    int side;
    int hex;              /* CCRR, 0 when off the map */
    bool on_map, waiting, eliminated, exited;
    int cls;              /* 0 A, 1 B, 2 C, 3 D, 4 E, 5 Ff, 6 Mf */
    int melee;            /* printed strength (0 for a dot) */
    int melee_kind;       /* 0 plain, 1 dot [3.36], 2 bracketed [3.37] */
    int fire, range;
    int32_t ma;           /* Movement Allowance, fixed point, after special rules */
    int vp;               /* its Victory Points [11.2] */
    bool counts;          /* counted in numbers of units [11.25] */
    int leader_level, leader_bonus, leader_radius; /* [10.1], [10.2]; 0 if not a leader */
    bool is_fire, is_leader, is_chariot, mounted, may_ride;
    int carrier;          /* the chariot carrying it, or -1 */
    unsigned status;      /* PS_UNIT_* bits */
    bool disrupted_now;   /* disrupted in this Player-Turn: no recovery at its end [8.23] */
    bool moved;           /* moved in this Chariot or Movement Phase */
    bool attacked, defended; /* in this Combat Phase */
    bool fired_now;       /* fired in this Player-Turn [6.11] */
    bool fired_before;    /* fired in the previous Player-Turn: may not fire now [6.12] */
    bool in_command;      /* began this phase within a leader's radius, or exempt [10.2] */
    bool near_chariot;    /* began this phase next to a friendly chariot [C1.0] */
    int32_t mp_left;      /* a chariot's Movement Points left this Player-Turn [C1.4]; Phalanx:
                           * every unit's, this phase */
    int stack_points;     /* Phalanx: its stacking points [Phalanx Stacking]; 0 in PRESTAGS */
    int mds_front, mds_flank; /* Phalanx: Melee Defence Strengths against an attack through its
                               * front and its flank or rear (melee is its Melee Attack
                               * Strength) [Phalanx Combat]; 0 in PRESTAGS */
} ps_unit_more;

ps_status ps_game_unit_more(const ps_game *g, int u, ps_unit_more *out);

/* Hex geometry and terrain. */
int ps_hex_distance(int a, int b); /* CCRR */
/* The six neighbours of a hex (E, NE, NW, W, SW, SE), 0 for one off the map; returns how many
 * are on the map. */
int ps_game_neighbours(const ps_game *g, int hex, int out[6]);
/* Movement Points (fixed point) to enter `to` from its neighbour `from` (0: from off the
 * map) [5.1], [9.0]; -1 if it may not be entered. */
int32_t ps_game_move_cost(const ps_game *g, int from, int to);

typedef struct {
    int fire_protection;  /* [6.22] */
    bool defender_doubled; /* [7.6] */
    bool attacker_halved;  /* [7.6] attacking from the hex */
    bool blocks_los;       /* [6.32] */
    bool no_ff_fire;       /* [6.33] */
    bool stops_chariot;    /* [C1.5] */
} ps_hex_combat;

ps_status ps_game_hex_combat(const ps_game *g, int hex, ps_hex_combat *out);

/* Every hex unit u could reach if it moved now with its Movement Allowance (half of it when
 * half is true, as outside a leader's radius [10.23]), whoever's phase it is: the terrain and
 * the enemy's fire zones [6.41] as they stand (with facing [16.0]: from the unit's facing, the
 * turns a path needs included [16.11]).  Writes hex (CCRR) and Movement Points spent
 * (fixed point) to at most max entries and returns how many there are; 0 for a unit off the
 * map or carried. */
int ps_game_unit_reach(const ps_game *g, int u, bool half, int *hexes, int32_t *cost, int max);

/* Would hex be within [5.3], [5.4] and [C1.9] at the end of a phase with side's units
 * arrive[0..n) added to those there now? */
bool ps_game_stack_ok(const ps_game *g, int hex, int side, const int *arrive, int n);

/* Ranges at a glance (src/core/ranges.c).  Is there a line of sight for fire from hex `from`
 * to hex `to` (CCRR), as the fire rules judge it for a unit firing from `from`: [6.32]-[6.38]
 * (the elevations and the units in between as they stand), Phalanx [Phalanx Combat D]?  PS_OK,
 * PS_EILLEGAL with what blocks it and its rule in why, PS_EINVAL for a hex off the map.  Range
 * and who may fire are not judged here. */
ps_status ps_game_line_of_sight(const ps_game *g, int from, int to, char *why, size_t len);
/* The enemy unit whose fire zone would stop a move of side's units on entering hex [6.41]
 * (facing [16.32]), Phalanx's missile front [Phalanx errata Movement K]; -1 if none. */
int ps_game_fire_zone(const ps_game *g, int side, int hex);

/* ---- The Simultaneous Movement Sequence [19.0]-[23.3] (src/core/prestags/plot.c) ---- */

/* Unit u's plotted task [21.1], as the "plot" action that made it.  Plots are secret [20.1]:
 * they are shown only in the Operations Plot Phase, and only to the side plotting now (the
 * side to act): PS_ESTATE for any other unit or at any other time, PS_ENOTFOUND for a unit of
 * the side to act that has no task yet.  (ps_game_position hides them the same way; the record
 * of play, saves and ps_game_clone hold everything: see docs/rules-as-coded.md, [20.1].) */
ps_status ps_game_plot(const ps_game *g, int u, ps_action *out);

#endif
