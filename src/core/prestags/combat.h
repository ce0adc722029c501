/* Combat [6.0]-[10.3]: what fire.c, melee.c, los.c, strength.c, results.c and odds.c share.
 *
 * One pure function, combat_assess, turns a fire or melee action into everything the rules
 * decide before the die is rolled: who attacks which hexes, every strength with each modifier
 * named, the CRT column, and the result of every die face for every defending hex, with the
 * +1 against disrupted stacks [8.2] and the two results of [8.24].  ps_game_odds prints it,
 * the computer player weighs it, and the resolver (combat_resolve) rolls one die on it.
 * Nothing here changes the game; refusals are written into the caller's `why` buffer with the
 * rule case, for the caller to pass to game_fail. */
#ifndef PRESTAGS_CORE_PRESTAGS_COMBAT_H
#define PRESTAGS_CORE_PRESTAGS_COMBAT_H

#include <stddef.h>

#include "prestags_rules.h"

enum {
    COMBAT_MAX_HEXES = PENDING_MAX_HEXES, /* "melee U[,U..] HEX[,HEX..]" [7.22], [7.23], [8.24] */
    COMBAT_MAX_FACES = CRT_MAX_ROWS,
    EXPLAIN_LINES = 64,
    EXPLAIN_LEN = 192,
};

/* The strengths and modifiers, one line each, for display. */
struct combat_explain {
    int n;
    char line[EXPLAIN_LINES][EXPLAIN_LEN];
};

struct combat {
    bool fire;                           /* fire [6.0] or melee [7.0] */
    uint8_t side;                        /* the attacker */
    int natt;
    int16_t att[PS_ACTION_MAX_UNITS];    /* attacking units, as named */
    int nhex;
    hex_id hex[COMBAT_MAX_HEXES];        /* defending hexes, as named */
    fx att_strength, def_strength;
    bool flank;                          /* [7.51] */
    int column;                          /* index into the CRT's columns */
    int faces;                           /* faces of the die */
    int8_t plus[COMBAT_MAX_HEXES];       /* +1 for a hex holding a disrupted unit [8.2] */
    uint8_t result[COMBAT_MAX_FACES][COMBAT_MAX_HEXES]; /* enum crt_result [face-1][hex] */
};

/* strength.c: the one pure function.  PS_OK with *c filled (and ex, if not NULL), or a
 * refusal (PS_EILLEGAL / PS_EINVAL / PS_ESTATE) with the rule case in why. */
ps_status combat_assess(const ps_game *g, const ps_action *a, struct combat *c,
                        struct combat_explain *ex, char *why, size_t whylen);

/* fire.c, melee.c: who may attack what, before any strength is counted.  Fill c's side,
 * attackers and hexes. */
ps_status fire_validate(const ps_game *g, const ps_action *a, struct combat *c, char *why,
                        size_t whylen);
ps_status melee_validate(const ps_game *g, const ps_action *a, struct combat *c, char *why,
                         size_t whylen);

/* los.c: is there a Line of Sight from a unit in `from` to `to` [6.32]-[6.38]? */
ps_status los_check(const ps_game *g, hex_id from, hex_id to, char *why, size_t whylen);

/* results.c: rolls one die on the assessment and applies the results [8.0]-[8.4], [10.3]. */
void combat_resolve(ps_game *g, const struct combat *c);
/* results.c: combat_resolve's two halves, for the simultaneous sequence [20.2]
 * (simultaneous.c): the roll, logged, with the result res[i] on c->hex[i] (and Contact
 * [18.1]); then the results applied (no advance is offered when c names no attacking unit). */
void combat_roll(ps_game *g, const struct combat *c, uint8_t *res);
void combat_apply(ps_game *g, const struct combat *c, const uint8_t *res);
/* results.c: [8.4] offers side's attacking units the hexes of the list left empty, if any. */
void combat_offer_advance(ps_game *g, int side, const int16_t *att, int natt,
                          const hex_id *hexes, int nhexes, bool fire);
/* retreat.c: [17.0] with the option on, asks the defender of a declared melee attack whether
 * to retreat before combat; true if the attack now waits for that decision. */
bool retreat_offer(ps_game *g, const struct combat *c);

/* Terrain of a hex as Terrain Effects Chart rows [9.0] (strength.c). */
int hex_features(const ps_game *g, hex_id h, enum tec_feature out[4]);
/* [6.22] the Fire Protection Strength of a hex, and the row that gives it. */
int hex_fire_protection(const ps_game *g, hex_id h, enum tec_feature *from);
/* The row with this melee effect on units in (or attacking from) the hex, or -1 [7.6]. */
int hex_melee_effect(const ps_game *g, hex_id h, bool attacker, enum tec_melee effect);

/* Helpers. */
/* A refusal: its text written to why when there is a why to write to, and s returned.  The
 * text's arguments (hex names, type codes) are worked out only then: a legal-action list asks
 * with why NULL for every hex it looks at, and reads no text. */
#define combat_refuse(why, whylen, s, ...)                                                     \
    ((why) && (whylen) ? combat_refuse_text((why), (whylen), (s), __VA_ARGS__) : (s))
ps_status combat_refuse_text(char *why, size_t whylen, ps_status s, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A strength as an exact decimal: 3, 1.5, 0.375. */
void fx_format(fx v, char out[24]);
/* "CCRR" of a hex, as a value usable inside one expression: hexname(h).s */
struct hexname {
    char s[5];
};
struct hexname hexname(hex_id h);
/* True when the hex holds a unit with every bit of flag set. */
bool hex_has_flag(const struct game_state *st, hex_id h, unsigned flag);
/* One of the two Defensive Fire phases [6.42], [C1.5]: the non-Phasing Player fires. */
bool phase_is_defensive_fire(const struct game_state *st);
/* The Melee Combat Phase, or the simultaneous sequence's Melee Combat Resolution [19.1] C. */
bool phase_is_melee(const struct game_state *st);

/* The hexes holding units of the enemy of side, each once, in the order the enemy's units
 * meet them in index order (the order of the legal lists): all of them when at is HEX_NONE,
 * else those within dist of hex at.  Returns the count (targets.c). */
int combat_enemy_hexes(const ps_game *g, int side, hex_id at, int dist, hex_id *out);
/* Who may act in a combat phase (prestags/actors.c): false only when unit u of `side` certainly
 * has no fire attack (fire.c) or melee attack (melee.c) now. */
bool fire_may_act(const ps_game *g, int u, int side);
bool melee_may_act(const ps_game *g, int u, int side);

#endif
