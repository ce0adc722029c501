/* The legend: what the combat results, the unit classes, the strengths and the map's markers
 * mean, for the rule system of the game (L, the end of the help screen, and l in the odds
 * box).  The meanings are the rules' as coded (docs/rules-as-coded.md; Phalanx's results as
 * docs/phalanx-data.md defines them), the classes read off the unit tables under data/. */
#include <string.h>

#include "tui.h"

/* Lines of at most 68 characters: the text of a dialog at 80 columns. */
static const char *chariot_legend(void)
{
    return "Combat results [8.1] (fire and melee, on the defending hex)\n"
           "  -     no effect\n"
           "  D     Disruption: the defenders are disrupted (d on the map):\n"
           "        they may not move or fire, and attacks on them add 1 to\n"
           "        the die [8.2]; disrupted again, a unit is eliminated [8.22]\n"
           "  1/2E  half the defending units eliminated, the defender\n"
           "        choosing which (lose); the rest disrupted [8.1]\n"
           "  E     every defending unit eliminated\n"
           "  A hex a melee empties may be entered: advance [8.4].\n"
           "\n"
           "Unit classes (stacking [5.31]-[5.38]: A and B never together,\n"
           "Ff with A or B, Mf with C)\n"
           "  A   Militia Infantry, Militia Spearmen\n"
           "  B   Axemen, Swordsmen\n"
           "  C   Medium Cavalry\n"
           "  D   Chariots [C1.0]\n"
           "  E   leaders [10.0]\n"
           "  Ff  foot fire units: Bowmen, Improved Bowmen, Skirmishers\n"
           "  Mf  mounted fire units: Horse Bowmen\n"
           "\n"
           "Strengths\n"
           "  melee 3    in attack and in defence\n"
           "  melee [3]  bracketed: whole in attack, half in defence [3.37]\n"
           "  melee .    a dot: never attacks in melee, defends at 1 [3.36]\n"
           "  fire 2 range 3  fire strength; range in hexes, the target's\n"
           "             counted [6.13]\n"
           "  MA 4       Movement Allowance, in Movement Points [5.1]\n"
           "\n"
           "Map markers (the 4th character of a hex)\n"
           "  d disrupted   p panicked [13.0]   c contact [18.1]\n"
           "  2-9, + units stacked\n";
}

static const char *phalanx_legend(void)
{
    return "Combat results [Phalanx Combat Results Table]\n"
           "  -     no effect\n"
           "  C     contact: the target hex and the attacking hexes are in\n"
           "        Contact; a unit in Contact may not leave its hex\n"
           "        [Phalanx Combat K]\n"
           "  DD    the defenders are demoralized (d on the map)\n"
           "  AD    the attackers are demoralized\n"
           "  1E    the defender loses one unit (he chooses: lose)\n"
           "  2E    the defender loses two units\n"
           "  A1E   the attacker loses one unit (he chooses)\n"
           "  Fire: C, AD and A1E have no effect [Phalanx Combat I].\n"
           "  A hex a melee empties may be entered: advance.\n"
           "\n"
           "Strengths (as on the counter)\n"
           "  MAS   Melee Attack Strength\n"
           "  MDS   Melee Defence Strength: front against attacks through\n"
           "        the unit's front, flank otherwise [Phalanx Combat J]\n"
           "  FCS   Fire Combat Strength\n"
           "  FPS   Fire Protection Strength of the terrain\n"
           "  MA    Movement Allowance\n"
           "  stacking points: 12 a hex [Phalanx Stacking]; command units 0\n"
           "  class I-VI: as printed on the counter (docs/phalanx-data.md)\n"
           "  PV, PL (the v screen): an army's Victory Point Value and\n"
           "        Panic Level\n"
           "\n"
           "Map markers (the 4th character of a hex; the 1st is the top\n"
           "unit's facing)\n"
           "  d demoralized   p panicked   c contact   2-9, + units stacked\n"
           "  * target and a attackers of an allocated attack\n";
}

const char *ui_legend_text(const ps_game *g)
{
    return strcmp(ps_game_system(g), "phalanx") == 0 ? phalanx_legend() : chariot_legend();
}

void ui_legend(struct ui *ui)
{
    ui_textbox(ui, " Legend ", ui_legend_text(ui->g));
}
