/* The Phalanx part of a game's state (struct game_state.px): what a Phalanx position holds
 * beyond the shared unit list.  Plain data with no pointers, copied with the state for undo
 * and search.  The rules that read and write it are declared in px_rules.h. */
#ifndef PRESTAGS_CORE_PHALANX_PX_STATE_H
#define PRESTAGS_CORE_PHALANX_PX_STATE_H

#include <stdint.h>

#include "core/map.h"

enum { PX_MAX_UNITS = 320, PX_MAX_ATTACKS = 96, PX_ATTACK_MAX_UNITS = 16 };

/* Per-unit marks (struct px_unit.flags).  The shared struct unit keeps side, hex, facing
 * (always used in Phalanx [Phalanx Facing]), mp_spent, and the flags UF_PANICKED (panicked
 * [Phalanx errata Panic]), UF_CONTACT (in Contact [Phalanx Combat K]) and UF_MOVED. */
enum {
    PXF_DEMORALIZED = 1 << 0,  /* a DD result [Phalanx errata Demoralization and Panic] */
    PXF_RAMPANT = 1 << 1,      /* an Elephant that has fought once [Phalanx Elephants] */
    PXF_FOUGHT = 1 << 2,       /* an Elephant's one combat is over; rampant from now */
    PXF_MOVE_DONE = 1 << 3,    /* another unit has moved since: its movement is over
                                * [Phalanx errata Movement C] */
    PXF_IN_COMMAND = 1 << 4,   /* began this Movement Phase stacked with or adjacent to a
                                * friendly Command unit, or needs none [Phalanx Command Units] */
    PXF_FIRED = 1 << 5,        /* launched a missile attack this Player-Turn (allocated
                                * offensive fire, or defensive fire) [Phalanx errata Combat L] */
    PXF_MELEED = 1 << 6,       /* launched (was allocated to) a melee attack this Player-Turn */
    PXF_RALLIED = 1 << 7,      /* rallied this Player-Turn: may not rally others until the
                                * next friendly Player-Turn [Phalanx errata Panic] */
    PXF_CHARGED = 1 << 8,      /* its last move ended in a charge (charge_len, charge_dir) */
    PXF_ADVANCED = 1 << 9,     /* advanced after combat or into a hex vacated by a withdrawal */
    PXF_WITHDREW = 1 << 10,    /* withdrew before combat this Player-Turn [Phalanx Withdrawal] */
    PXF_TURNED = 1 << 15,      /* turned in place this Movement Phase (px_face.c) */
};

struct px_unit {
    uint16_t flags;     /* PXF_* */
    int16_t dd_end;     /* PXF_DEMORALIZED: the phase clock (px_clock) at whose end it recovers */
    int8_t flee_edge;   /* UF_PANICKED: the map edge (enum px_edge) it flees to, -1 none */
    int8_t charge_len;  /* PXF_CHARGED: hexes of the straight run that ended its move */
    int8_t charge_dir;  /* PXF_CHARGED: the run's direction (enum hex_dir) */
    uint8_t pad;
};

/* One allocated attack [Phalanx Game Procedure] (2): every unit of the Phasing Player that
 * will fire at, or melee, one defending hex.  Fire attacks on one hex combine [Phalanx errata
 * Combat H]; each defending hex is a separate melee battle [Phalanx Combat H], so there is at
 * most one fire and one melee attack per target hex. */
enum px_attack_state { PXA_ALLOCATED, PXA_DONE, PXA_CANCELLED };

struct px_attack {
    uint8_t fire;        /* 1 missile attack, 0 melee */
    uint8_t state;       /* enum px_attack_state */
    uint8_t nunits;
    hex_id target;
    int16_t units[PX_ATTACK_MAX_UNITS];
};

struct px_state {
    struct px_unit units[PX_MAX_UNITS];
    int nattacks;
    struct px_attack attacks[PX_MAX_ATTACKS];
    int16_t mover;           /* the unit moving now, -1: its movement ends when another
                              * unit begins [Phalanx errata Movement C] */
    uint8_t darius_gone[2];  /* [Phalanx errata Darius] removed by an enemy moving adjacent */
    uint8_t agreed_end;      /* 1: the players agreed to end the game here [Phalanx How to
                              * Set-up the Game] (px_agree.c) */
};

#endif
