/* The game: its state, phases, apply/undo, hash and invariant check.
 *
 * struct game_state is plain data with no pointers: undo keeps whole copies of it, and the
 * computer player searches on copies.  The per-hex occupancy lists are a cache of the unit
 * list; game_check_invariants rebuilds them and compares.  A unit's index never changes. */
#ifndef PRESTAGS_CORE_GAME_H
#define PRESTAGS_CORE_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "prestags.h"

#include "dice.h"
#include "fixed.h"
#include "map.h"
#include "scenario.h"
#include "scenario_tables.h"
#include "shared_block.h"
#include "tables.h"
#include "phalanx/px_state.h"
#include "phalanx/scenario.h"
#include "phalanx/tables.h"

struct rule_system;
struct move_plan;

/* What a check or a draw kept for the apply of the same action (ps_game.memo_state). */
enum play_memo {
    MEMO_OFF,
    MEMO_ARMED,   /* ps_game_play's check may keep its plan */
    MEMO_KEPT,    /* it did, for the action at memo_for */
    MEMO_DRAWING, /* ps_game_play_sample's draw may keep the plan of the action it draws */
    MEMO_DRAWN,   /* it did: the action at memo_for is legal as drawn, and needs no check */
};

enum { GAME_MAX_UNITS = 320 };
_Static_assert((int)PX_MAX_UNITS == (int)GAME_MAX_UNITS, "one Phalanx record per unit");

enum unit_where {
    UNIT_WAITING,    /* not yet deployed, or waiting to enter from an edge */
    UNIT_ON_MAP,
    UNIT_ELIMINATED,
    UNIT_EXITED,     /* moved off the map [11.4] or fled in panic [13.0] */
};

/* Unit flags that are not PS_UNIT_* status bits. */
enum {
    UF_DISRUPTED = PS_UNIT_DISRUPTED,
    UF_PANICKED = PS_UNIT_PANICKED,
    UF_CONTACT = PS_UNIT_CONTACT,
    UF_DISRUPTED_NOW = 1 << 3, /* disrupted in the current Player-Turn [8.23] */
    UF_MOVED = 1 << 4,         /* moved in this Movement Phase [5.14] */
    UF_ATTACKED = 1 << 5,      /* took part in an attack this Combat Phase [6.15], [7.14] */
    UF_DEFENDED = 1 << 6,      /* was attacked this Combat Phase [6.15], [7.14] */
    UF_FIRED = 1 << 7,         /* fired in this Player-Turn [6.11] */
    UF_MELEED = 1 << 8,        /* melee attacked in this Player-Turn [6.51] */
    UF_ADVANCED = 1 << 9,      /* advanced after combat this Player-Turn [17.4] */
    UF_FLED = 1 << 10,         /* left the map in panic [13.0]: a loss, not an exit [11.4] */
    UF_IN_COMMAND = 1 << 11,   /* began this Chariot/Movement Phase within a friendly leader's
                                * Movement Control Radius, or exempt from it [10.2] */
    UF_NEAR_CHARIOT = 1 << 12, /* began this Chariot/Movement Phase in or next to a friendly
                                * Chariot, so it may embark [C1.0] */
    UF_MOVE_DONE = 1 << 13,    /* may not move again in this phase: a Chariot whose passengers
                                * debarked [C1.0] */
    UF_HALTED = 1 << 14,       /* a Chariot that entered a stream hex: no more movement this
                                * Player-Turn [C1.5] */
};

struct unit {
    uint8_t type;       /* index into tables.types (a reduced leader changes type [10.3]) */
    uint8_t side;
    uint8_t where;      /* enum unit_where */
    uint8_t group;      /* deployment group of its force */
    hex_id hex;         /* HEX_NONE unless on the map */
    int16_t next;       /* next unit in the same hex, -1 at the end (cache) */
    int16_t carrier;    /* chariot carrying it [C1.0], or -1 */
    uint16_t flags;
    int16_t fired_pturn; /* Player-Turn number of its last fire, for [6.12]; -100 never */
    fx mp_spent;        /* chariot MP spent this Player-Turn [C1.4] */
    int8_t facing;      /* hex_dir of its front when facing [16.0] is used */
    hex_id exit_hex;    /* UNIT_EXITED: the map hex it left from [11.4] (set by the code
                         * that exits it; the exit zone of a victory condition tests it) */
};

enum { CONTROL_NONE = 0 }; /* control[] holds side + 1 [11.3] */

/* [18.0] Contact (optional rule): two adjacent hexes whose units are engaged since a melee
 * attack between them left both sides unharmed [18.1]; the engaged units carry UF_CONTACT.
 * The pair ends when either hex takes a D, 1/2E or E [18.5] (prestags/contact.c). */
enum { CONTACT_MAX = 256 };
struct contact_pair {
    hex_id a, b;
};

/* A decision a combat result asks for before play goes on: the defender's choice of units on
 * a half elimination [8.1], then the attacker's advance after combat [8.4].  While one is
 * pending, only its side acts, with "lose"/"advance", or "end" for the default. */
enum pending_kind { PENDING_NONE, PENDING_LOSE, PENDING_ADVANCE, PENDING_RETREAT,
                    PENDING_END_OFFER /* an offer to end the game: side answers (Phalanx) */ };

/* [7.22] a melee may attack "two or more adjacent hexes"; [7.23] every attacking unit adjacent
 * to every defending unit: at most the six hexes around one attacking hex. */
enum { PENDING_MAX_HEXES = 6 };

struct pending {
    uint8_t kind;          /* enum pending_kind */
    uint8_t side;          /* who decides */
    uint8_t count;         /* LOSE: how many units to eliminate */
    uint8_t nunits;
    int16_t units[PS_ACTION_MAX_UNITS]; /* LOSE: units to choose from; ADVANCE: who may advance */
    uint8_t nhexes;
    hex_id hexes[PENDING_MAX_HEXES]; /* ADVANCE: the vacated hexes */
    /* LOSE (results.c): hexes[] are all the attack's defending hexes; the attack's units,
     * kept for the advance that may follow [8.4]; bit i of spared: units[i], if it survives,
     * is not disrupted because a leader was stacked with it [10.31], [10.32]. */
    uint8_t nattackers;
    int16_t attackers[PS_ACTION_MAX_UNITS];
    uint16_t spared;
    /* RETREAT (retreat.c) [17.0]: a melee attack declared, not yet fought; units[] are the
     * defending units that may still retreat, hexes[] the defending hexes, attackers[] the
     * attack's units.  "retreat U,U HEX" moves some; "end" fights. */
};

/* [19.0] The Simultaneous Movement Sequence (optional rule; prestags/simultaneous.h): each
 * unit's task for the Game-Turn [21.1], secret from the other side while plotting [20.1], and
 * what the resolution phases note on it.  A path is its first hex and the direction of every
 * later step, so a plot stays small in every copy of the state. */
enum { PLOT_PATH_MAX = 11 };
struct plot {
    uint8_t task;   /* ps_task; PS_TASK_NO: none [20.4] */
    uint8_t len;    /* MV, EX: hexes entered (0: EX from where it stands) */
    uint8_t mark;   /* what the resolution did with it (enum plot_mark) */
    uint8_t hit;    /* a result rolled against its hex, still to apply [20.2]: crt_result + 1 */
    hex_id hex;     /* OF, ML: the target hex; DF: the target chosen [19.1] E; MV, EX: the
                     * first hex entered */
    uint32_t dirs;  /* MV, EX: the hex_dir of each later step, 3 bits each */
};

struct game_state {
    int nunits;
    struct unit units[GAME_MAX_UNITS];
    int16_t first_in_hex[MAP_MAX_HEXES]; /* cache: head of each hex's unit list, -1 empty */
    /* cache: bit h set when hex h holds units (first_in_hex[h] >= 0), for the loops that ask
     * it of many hexes: 288 bytes stay in the processor's first cache where first_in_hex does
     * not */
    uint64_t held[(MAP_MAX_HEXES + 63) / 64];
    uint8_t control[MAP_MAX_HEXES];      /* [11.3] last side to occupy the hex, + 1 */
    int turn;          /* Game-Turn, from 1 */
    int pturn;         /* Player-Turns played so far in the game (for [6.12]) */
    uint8_t phase;     /* ps_phase */
    uint8_t phasing;   /* the Phasing Player [4.2] */
    uint8_t to_act;    /* who acts now */
    uint8_t deploying; /* in PS_PHASE_DEPLOY: the side placing units */
    int lost_units[2]; /* units lost per side, counted per [11.25] */
    int vp[2];         /* Victory Points scored by each side (value of enemy units lost) */
    uint32_t options;  /* bit per ps_option */
    uint8_t conceded;  /* [15.0] the side that granted a Tactical Concession, + 1; 0 none */
    uint8_t army_panicked[2]; /* [13.1] 1: the side's army reached its Panic Level and panicked
                               * (at most one side ever does [13.21]) */
    uint8_t no_retreat[MAP_MAX_HEXES / 8]; /* [17.3] bit per hex: units retreated into it in
                                            * this Melee Phase, so none there may retreat */
    struct pending pending;
    struct dice dice;  /* the game's seeded stream (undo restores it) */
    int ncontacts;     /* [18.0] engaged pairs of hexes, in the order they were made */
    struct contact_pair contacts[CONTACT_MAX];
    uint8_t sim_stage; /* [19.1] where the simultaneous sequence stands (enum sim_stage) */
    struct plot plots[GAME_MAX_UNITS]; /* [21.1] by unit */
    struct px_state px; /* a Phalanx game's own marks (phalanx/px_state.h) */
};

/* Undo history and the record of play: the state before each action, the action, and the
 * dice it rolled (rolls[roll_start[i] ..] up to the next action's start). */
enum { ROLL_FORCED = 0x80 }; /* a roll taken from the forced queue, not the stream */

/* The undo history.  A whole state is 26 KB, so one is kept only before every
 * HISTORY_CHECKPOINT-th action, and undo replays the few actions after the checkpoint with their
 * recorded dice (play.c).  At most HISTORY_MAX actions are kept: about 55 MB at most, so that a
 * client or a record cannot make a game take memory without bound (docs/protocol.md). */
enum { HISTORY_CHECKPOINT = 64, HISTORY_MAX = 100000 };
_Static_assert((int)HISTORY_MAX == (int)PS_HISTORY_MAX, "the published bound");
struct history {
    struct game_state *states; /* states[k]: before action k * HISTORY_CHECKPOINT */
    int states_cap;
    ps_action *actions;
    int *roll_start;
    int count, cap;
    uint8_t *rolls;            /* die value, | ROLL_FORCED */
    int nrolls, rolls_cap;
    bool keep;
};

struct ps_game {
    struct map map;       /* the scenario's map, with its terrain modifications */
    struct tables tables;
    struct scenario scen; /* Phalanx: the part every rule system shares (px_scenario_common) */
    const struct rule_system *sys; /* the rules it plays by (system.h), chosen at creation */
    struct px_tables px;  /* Phalanx: the charts */
    struct px_scenario pxs; /* Phalanx: the scenario */
    uint64_t seed;
    struct game_state st;
    struct history hist;
    struct dice_queue forced;
    char err[PS_ERR_MAX];
    bool probing;         /* listing legal actions: refusals are not written into err, since
                           * nobody reads them (px_legal) */
    bool explaining;      /* Phalanx: an assessment whose reckoning will be read is being made
                           * (px_odds_text): only then do combat shares write it (px_strength.c) */
    /* Search memory kept between legal-action queries (prestags/move_scratch.c): made on the
     * first movement query, freed with the game, never shared (a clone starts without). */
    struct move_scratch *scratch;
    struct px_scratch *px_scratch; /* the same for a Phalanx game (phalanx/px_scratch.c) */
    /* Tables a rule system makes from the map and shares, read only, with the game's clones
     * (Chariot: struct move_tables, prestags/move_scratch.c); NULL until made. */
    struct shared_block *map_tables;
    /* Where the first game of its scenario leaves those tables for the next, from the data it
     * was made from (core/scenario_tables.h): held by the game, NULL if none. */
    struct scenario_tables *shared_tables;
    int scenario_index; /* its scenario's index in that data */
    /* What the check of the action ps_game_play is playing worked out, kept for its apply in
     * the same call on the same state, so that the work is not done twice: a Chariot move's
     * plan (prestags/movement.c).  memo_state says whether a check may keep one (ARMED:
     * only inside ps_game_play) and whether it did (KEPT, for the action at memo_for); or,
     * inside ps_game_play_sample, whether the draw may keep the plan of the move it draws
     * from its search (DRAWING) and did (DRAWN).  The plan is plain data made on first use,
     * freed with the game; a clone starts without. */
    uint8_t memo_state;   /* enum play_memo */
    const ps_action *memo_for;
    struct move_plan *memo_plan;
    /* Each side's units in index order, so that a scan of one side skips the other army: a
     * cache of st.units (a unit's side never changes), kept by game_add_unit, game_reset
     * and undo (game_list_sides), copied by a clone, checked by the invariant checker. */
    int16_t side_units[2][GAME_MAX_UNITS];
    int side_count[2];
    unsigned side_lists_made; /* bumped by every writer of the lists (caches keyed on them) */
    char events[4096];    /* what the last action did, one event a line */
    size_t events_len;
    bool quiet;           /* ps_game_set_quiet: no events recorded, none formatted */
    /* How the game began, for saves: "new" or "clear", then the position-building calls
     * (place, setphase) and options made before the first action, one a line. */
    bool built;           /* started with ps_game_new_empty */
    char setup[16384];
    size_t setup_len;
};

/* Sets the error message and returns status. */
ps_status game_fail(ps_game *g, ps_status status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Notes an event of the action being played (a die, a result, a phase change); nothing while
 * the game is quiet. */
void game_event(ps_game *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* False while nobody will read the events (ps_game_set_quiet): text made only for an event
 * need not be formatted. */
static inline bool game_events_wanted(const ps_game *g)
{
    return !g->quiet;
}

/* Notes a position-building call in the setup log; false when the log is full. */
bool game_setup_note(ps_game *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Occupancy cache maintenance. */
void game_put_unit(struct game_state *st, int u, hex_id hex);
void game_remove_unit(struct game_state *st, int u);
int game_units_in(const struct game_state *st, hex_id hex, int *out, int max);
/* The side occupying a hex, or -1 if empty (inline: asked for every hex of a path). */
static inline int game_hex_side(const struct game_state *st, hex_id hex)
{
    int u = st->first_in_hex[hex];
    return u < 0 ? -1 : st->units[u].side;
}
/* True if a hex next to h holds a unit of side's enemy. */
bool game_next_to_enemy(const ps_game *g, hex_id h, int side);

static inline const struct unit_type *game_type(const ps_game *g, const struct unit *u)
{
    return &g->tables.types[u->type];
}

/* Adds a unit (WAITING, off the map); returns its index or -1 when full. */
int game_add_unit(ps_game *g, int side, int type, int group);
/* Unit u added to list (n units in index order, the order of the legal lists) unless it is
 * there already; returns the count.  For lists made of what lies round a unit (both systems'
 * combat and Chariot lists). */
static inline int unit_list_insert(int16_t *list, int n, int u)
{
    int at = n;
    while (at > 0 && list[at - 1] > u)
        at--;
    if (at > 0 && list[at - 1] == u)
        return n;
    for (int k = n; k > at; k--)
        list[k] = list[k - 1];
    list[at] = (int16_t)u;
    return n + 1;
}
/* Lists each side's units again (side_units) from st.units, after st is replaced. */
void game_list_sides(ps_game *g);

/* Rolls one die of the CRT's size: a forced roll if queued, else the seeded stream. */
int game_roll(ps_game *g);

/* The state hash: every unit, the phase, the turn, control, the system's marks, the dice
 * stream. */
uint64_t game_hash(const ps_game *g);

/* Phase sequencing [4.2]: ends the current phase and moves to the next one that needs a
 * decision. */
void game_end_phase(ps_game *g);

/* Starts set-up: the side that deploys first places its units [11.1]. */
void game_start(ps_game *g);
/* Set-up's first step for either rule system: the side to deploy first (or the other, if the
 * first has nothing to place) is to act; false when neither has units to set up. */
bool game_begin_setup(ps_game *g);
/* Tells the log where play now stands (after a phase ends). */
void game_announce(ps_game *g);
/* True if side still has units to set up in its deployment areas. */
bool game_side_has_deployment(const ps_game *g, int side);
/* At the end of a set-up turn: hands set-up to the side that deploys second if it has units
 * to set up and returns true; false when set-up is over. */
bool game_deploy_hand_over(ps_game *g);
#endif
