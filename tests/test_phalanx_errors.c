/* Malformed Phalanx data files: every loader (units, CRT, TEC, CUCC, scenario) refuses them
 * with an exact "file:line: message", and the set-up check names the rule an unplayable
 * scenario breaks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "core/map.h"
#include "core/phalanx/scenario.h"
#include "core/phalanx/tables.h"
#include "data/map_load.h"
#include "data/phalanx_scenario_load.h"
#include "data/phalanx_tables_load.h"
#include "data/textfile.h"

struct bad {
    const char *text, *want;
};

/* ---- units.txt ---- */

#define CMDS                                                                                   \
    "command 1 1[R] 1[R] 1[R] 4[R] 0[R] 10[R] 9[R]\ncommand 2 1[R] 1[R] 1[R] 4[R] 0[R] 10[R] "  \
    "6[R]\ncommand 3 1[R] 1[R] 1[R] 4[R] 0[R] 10[R] 3[R]\n"
#define CONSTS                                                                                 \
    "stacking-limit 12[R]\nvp-rounding up[F]\ncommand-radius 2[R]\ndarius-vp 30[R]\n"          \
    "alexander-shift 1[R]\nvictory-level mar more-than 1-1[R] losses 40[R]\n"                  \
    "victory-level tac at-least 2-1[R] losses 30[R]\n"                                         \
    "victory-level dec at-least 3-1[R] losses 25[R]\nturn-record-turns 12[R]\n"                \
    "turn-record-edge N[Ds]\nwithdrawal below 3-1[R]\n"
#define TAIL CMDS CONSTS
#define MH "unit MH I[R] spear[Ds] 3[Ds] 3[Ds] 1[Ds] -[R] -[R] 4[Ds] 4[Ds] 3[F] Militia\n"
#define LC "unit LC III[R] mounted[Ds] 1[Dv] 1[F] 1[Ds] -[R] -[R] 9[Ds] 4[Ds] 2[F] Light\n"
#define MARKS "(R, Dv, F, Ds or RULEBOOK, DERIVED, FITTED, DESIGNED)"

static const struct bad bad_units[] = {
    {MH TAIL, NULL},
    {MH LC "charge LC 1[R] 1[R]\nvp-full LC[R]\n" TAIL, NULL},
    {"colour red\n", "u.txt:1: unknown keyword 'colour'"},
    {"unit M I[R] spear[Ds] 3[Ds] 3[Ds] 1[Ds] -[R] -[R] 4[Ds] 4[Ds] 3[F] X\n",
     "u.txt:1: bad unit code 'M' (two capital letters, as on the Scenario Chart)"},
    {"unit MH VII[R] spear[Ds] 3[Ds] 3[Ds] 1[Ds] -[R] -[R] 4[Ds] 4[Ds] 3[F] X\n",
     "u.txt:1: bad class 'VII' (I, II, III, IV, V, VI)"},
    {"unit MH I[R] pike[Ds] 3[Ds] 3[Ds] 1[Ds] -[R] -[R] 4[Ds] 4[Ds] 3[F] X\n",
     "u.txt:1: bad kind 'pike' (spear, sword, light, mounted, elephant)"},
    {"unit MH I[R] spear[Ds] 3 3[Ds] 1[Ds] -[R] -[R] 4[Ds] 4[Ds] 3[F] X\n",
     "u.txt:1: '3' has no mark (write 3[R], 3[Dv], 3[F] or 3[Ds])"},
    {"unit MH I[R] spear[Ds] 3[X] 3[Ds] 1[Ds] -[R] -[R] 4[Ds] 4[Ds] 3[F] X\n",
     "u.txt:1: unknown mark '[X]' in '3[X]' " MARKS},
    {"unit MH I[R] spear[Ds] 3[Ds] 3[Ds] 1[Ds] 2[Ds] -[R] 4[Ds] 4[Ds] 3[F] X\n",
     "u.txt:1: fire strength and range go together: both numbers or both -"},
    {"unit MH I[R] spear[Ds] 3[Ds] 3[Ds] 1[Ds] -[R] -[R] 0[Ds] 4[Ds] 3[F] X\n",
     "u.txt:1: bad movement allowance '0' (1-20)"},
    {"unit MH I[R] spear[Ds] 3[Ds] 3[Ds] 1[Ds]\n",
     "u.txt:1: 'unit' needs: code class kind MAS MDS-front MDS-flank FCS range MA stack VP "
     "name"},
    {MH MH, "u.txt:2: unit type MH defined twice (first on line 1)"},
    {"unit MH I[R] spear[Ds] 3[Ds] 3[Ds] 1[Ds] -[R] -[R] 4[Ds] 4[Ds] 4[F] Militia\n" TAIL,
     "u.txt:1: VP of MH is 3 by the formula ((MAS 3 + MDS-front 3 + FCS 0) / 2 rounded up), "
     "not 4 [Phalanx Victory Conditions]"},
    {MH "charge MH 1[R] 1[R]\n",
     "u.txt:2: MH is not mounted: only cavalry charge [Phalanx Cavalry]"},
    {LC "charge LC 1[R] 2[R]\n", "u.txt:2: charge floor 2 is above LC's MAS 1"},
    {MH LC "vp-full LC[R]\n" TAIL,
     "u.txt:2: mounted unit LC has no 'charge' line [Phalanx errata Cavalry]"},
    {"unit SD II[R] sword[Ds] 5[Ds] 1[Ds] 1[Ds] 2[Ds] 1[R] 4[Ds] 4[Ds] 4[F] Swordsmen\n" TAIL,
     "u.txt:1: Class II unit SD fires: only Classes IV and V, and Class I units that are "
     "fire-and-melee (peltasts) [Phalanx Combat]"},
    {"never-panics ZZ[R]\n",
     "u.txt:1: unknown unit code 'ZZ' (define it on a 'unit' line first)"},
    {MH "never-panics MH[R] MH[R]\n", "u.txt:2: MH is already never-panics"},
    {MH "road-only MH lake[Ds]\n", "u.txt:2: no unit enters a lake (tec.txt says so for all)"},
    {"command 1 1[R] 1[R] 1[R] 4[R] 1[R] 10[R] 9[R]\n",
     "u.txt:1: command units have no stacking points [Phalanx Stacking C]"},
    {"command 4 1[R] 1[R] 1[R] 4[R] 0[R] 10[R] 9[R]\n",
     "u.txt:1: bad command unit number '4' (1-3)"},
    {"vp-rounding sideways[F]\n", "u.txt:1: 'vp-rounding' takes up or down, not 'sideways'"},
    {"victory-level tac at-least 2:1[R] losses 30[R]\n",
     "u.txt:1: bad ratio '2:1' (like 2-1)"},
    {"turn-record-edge Q[Ds]\n", "u.txt:1: bad map edge 'Q' (N, E, S, W)"},
    {"darius-vp 30[R]\ndarius-vp 20[R]\n", "u.txt:2: 'darius-vp' given twice (first on line 1)"},
    {MH CMDS, "u.txt:4: missing 'stacking-limit' line"},
    {MH CONSTS, "u.txt:12: missing 'command 1' line"},
    {"withdrawal under 3-1[R]\n", "u.txt:1: 'under': want below or at-most"},
    {"withdrawal at-most 3:1[R]\n", "u.txt:1: bad ratio '3:1' (like 2-1)"},
};

TEST(px_units_errors, "[Phalanx The Units] malformed units files: exact file:line: messages")
{
    static struct px_tables t;
    for (size_t i = 0; i < sizeof bad_units / sizeof bad_units[0]; i++) {
        char err[512] = "";
        const char *x = bad_units[i].text;
        bool ok = px_units_load_text(&t, x, strlen(x), "u.txt", err, sizeof err);
        CHECK_INT(ok, bad_units[i].want == NULL);
        CHECK_STR(err, bad_units[i].want ? bad_units[i].want : "");
    }
}

/* ---- crt.txt ---- */

#define ROWS "row 1 DD 1E [R]\nrow 2 C C [R]\nrow 3 C C [R]\nrow 4 C C [R]\nrow 5 AD C [R]\n"
#define CRT "die 6[R]\ncolumns 1-2[R] 1-1[Ds]\n" ROWS

static const struct bad bad_crts[] = {
    {CRT "row 6 A1E - [Ds]\n", NULL},
    {"odds 1-2\n", "c.txt:1: unknown keyword 'odds'"},
    {"row 1 C C [R]\n", "c.txt:1: 'row' before 'die' and 'columns'"},
    {"die 6[R]\ncolumns 2-1[R] 1-1[R]\n", "c.txt:2: odds columns must rise: '1-1'"},
    {"die 6[R]\ncolumns 2-3[R]\n", "c.txt:2: bad odds column '2-3' (like 3-1 or 1-2)"},
    {CRT "row 7 C C [R]\n", "c.txt:8: bad die roll '7' (1-6)"},
    {CRT "row 6 C [R]\n", "c.txt:8: row 6 has 1 results, want one for each of the 2 columns"},
    {CRT "row 6 C XX [R]\n", "c.txt:8: bad result 'XX' (-, C, DD, AD, 1E, 2E, A1E)"},
    {CRT "row 6 C C\n", "c.txt:8: 'C' has no mark (write C[R], C[Dv], C[F] or C[Ds])"},
    {CRT "row 1 C C [R]\n", "c.txt:8: this row given twice (first on line 3)"},
    {CRT, "c.txt:7: missing 'row 6'"},
    {"die 6[R]\n", "c.txt:1: missing 'columns' line"},
    {"die 6[R]\ndie 6[R]\n", "c.txt:2: 'die' given twice (first on line 1)"},
    {"die 6[R]\ncolumns 1-2[R] [Q]\n", "c.txt:2: unknown mark '[Q]' " MARKS},
    {"die 13[R]\n", "c.txt:1: bad die '13' (2-12)"},
    {"", "c.txt:1: missing 'die' line"},
};

TEST(px_crt_errors, "[Phalanx Combat Results Table] malformed CRT files: exact messages")
{
    static struct px_crt crt;
    for (size_t i = 0; i < sizeof bad_crts / sizeof bad_crts[0]; i++) {
        char err[512] = "";
        const char *x = bad_crts[i].text;
        bool ok = px_crt_load_text(&crt, x, strlen(x), "c.txt", err, sizeof err);
        CHECK_INT(ok, bad_crts[i].want == NULL);
        CHECK_STR(err, bad_crts[i].want ? bad_crts[i].want : "");
    }
}

/* ---- tec.txt ---- */

#define COLS "columns spear sword light mounted elephant command\n"

static const struct bad bad_tecs[] = {
    {"columns spear sword\n",
     "t.txt:1: 'columns' must read: spear sword light mounted elephant command"},
    {"defence clear normal x1 x1 x1 x1 x1 x1 [Ds]\n", "t.txt:1: 'defence' before 'columns'"},
    {"move moon 1[R]\n", "t.txt:1: unknown terrain 'moon'"},
    {"move clear 0[R]\n", "t.txt:1: bad movement cost '0' (1-20 MP, or a fraction like 1/2)"},
    {"road 1/3[R]\n", "t.txt:1: bad movement cost '1/3' (1-20 MP, or a fraction like 1/2)"},
    {"move lake prohibited[R] charge[R]\n",
     "t.txt:1: a prohibited terrain has no other movement entry"},
    {COLS "defence clear normal x1 x1 x1 x1 x1 P [Ds]\n",
     "t.txt:2: 'P' (prohibited) is not allowed here"},
    {COLS "attack clear normal x1 x1 x1 x1 x1 [Ds]\n",
     "t.txt:2: 'attack' needs: terrain column and 6 multipliers"},
    {COLS "attack clear sideways x1 x1 x1 x1 x1 x1 [Ds]\n",
     "t.txt:2: bad column 'sideways' (normal, uphill, downhill)"},
    {COLS "attack clear normal x1 x1 x1 x1 x1 x2front [Ds]\n",
     "t.txt:2: 'front' is not allowed here: 'x2front'"},
    {COLS "attack clear normal x1 x1 x1 x1 x1 y2 [Ds]\n",
     "t.txt:2: bad multiplier 'y2' (x1, x2, x1/2, P or -)"},
    {COLS "attack clear normal x1 x1 x1 x1 x1 x1 [Ds]\nattack clear normal x1 x1 x1 x1 x1 x1 "
          "[Ds]\n",
     "t.txt:3: this terrain and column given twice (first on line 2)"},
    {"fire clear x1 x1 [Ds]\n",
     "t.txt:1: 'fire' needs: terrain normal uphill downhill [on-road multiplier]"},
    {"fps woods 4[R]\nfps woods 4[R]\n", "t.txt:2: this terrain's 'fps' given twice (first on "
                                         "line 1)"},
    {"range slope 1[R] over[R]\n", "t.txt:1: unexpected 'over' (fire-over)"},
    {"combine mean[Ds]\n", "t.txt:1: 'combine' takes best or multiply, not 'mean'"},
    {"", "t.txt:1: missing 'columns' line"},
};

/* The shipped tec.txt with `cut` removed and `add` appended. */
static char *edited_tec(const char *cut, const char *add, int *lines)
{
    char path[600], err[512], *text;
    size_t len;
    snprintf(path, sizeof path, "%s/phalanx/tec.txt", test_data_dir());
    if (!textfile_read(path, &text, &len, err, sizeof err)) {
        CHECK_STR(err, "");
        return NULL;
    }
    char *at = cut ? strstr(text, cut) : NULL;
    if (at)
        memmove(at, at + strlen(cut), strlen(at + strlen(cut)) + 1);
    char *out = malloc(strlen(text) + strlen(add) + 1);
    strcpy(out, text);
    strcat(out, add);
    free(text);
    *lines = 0;
    for (const char *c = out; *c; c++)
        *lines += *c == '\n';
    return out;
}

TEST(px_tec_errors, "[Phalanx errata Terrain Effects Chart] malformed TEC files: exact "
                    "messages")
{
    static struct px_tec tec;
    for (size_t i = 0; i < sizeof bad_tecs / sizeof bad_tecs[0]; i++) {
        char err[512] = "";
        const char *x = bad_tecs[i].text;
        CHECK(!px_tec_load_text(&tec, x, strlen(x), "t.txt", err, sizeof err));
        CHECK_STR(err, bad_tecs[i].want);
    }
    /* whole-file checks, on the shipped chart edited */
    static const struct {
        const char *cut, *add, *want;
    } edits[] = {
        {NULL, "", NULL},
        {NULL, "fire lake P P P [R]\n", "t.txt:%d: lake is prohibited: it has no 'fire' line"},
        {"combine best[Ds]\n", "", "t.txt:%d: missing 'combine' line"},
        {"fire village x1    x1    x1    [Ds]\n", "", "t.txt:%d: missing 'fire village' line"},
        {"fps woods   4[R]\n", "fps woods 5[R]\n", "t.txt:%d: fps 5 of woods is above fps-max 4"},
    };
    for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
        int lines;
        char *text = edited_tec(edits[i].cut, edits[i].add, &lines);
        if (!text)
            return;
        char err[512] = "", want[512] = "";
        bool ok = px_tec_load_text(&tec, text, strlen(text), "t.txt", err, sizeof err);
        free(text);
        if (edits[i].want)
            snprintf(want, sizeof want, edits[i].want, lines);
        CHECK_INT(ok, edits[i].want == NULL);
        CHECK_STR(err, want);
    }
}

/* ---- cucc.txt ---- */

#define ROW1 "cucc spear x1 x1 x1 x1 x1 x1 [Ds]\n"

static const struct bad bad_cuccs[] = {
    {ROW1, "k.txt:1: 'cucc' before 'columns'"},
    {COLS "cucc horse x1 x1 x1 x1 x1 x1 [Ds]\n", "k.txt:2: unknown kind 'horse'"},
    {COLS "cucc spear x1 x1 x1 x1 x1 [Ds]\n",
     "k.txt:2: 'cucc' needs: the attacker's kind and 6 multipliers"},
    {COLS "cucc spear x1 x1 x1 x1 x1 P [Ds]\n", "k.txt:2: 'P' (prohibited) is not allowed here"},
    {COLS "cucc spear x1 x1 x1 x1 x1 - [Ds]\n",
     "k.txt:2: '-' (cannot happen) is not allowed here"},
    {COLS ROW1 ROW1, "k.txt:3: this attacker's row given twice (first on line 2)"},
    {COLS "cucc spear x1 x1 x1 x1 x1 x0 [Ds]\n",
     "k.txt:2: bad multiplier 'x0' (x1, x2, x1/2, x2front)"},
    {COLS "cucc spear x1 x1 x1 x1 x1 x1/0 [Ds]\n",
     "k.txt:2: bad multiplier 'x1/0' (x1, x2, x1/2, x2front)"},
    {COLS "cucc spear x1 x1 x1 x1 x1 x1\n",
     "k.txt:2: 'x1' has no mark (write x1[R], x1[Dv], x1[F] or x1[Ds])"},
    {COLS "cucc spear x1 x1 x1 x1 x1 x1 [Z]\n", "k.txt:2: unknown mark '[Z]' " MARKS},
    {COLS, "k.txt:1: missing 'cucc spear' line"},
    {COLS ROW1, "k.txt:2: missing 'cucc sword' line"},
    {"", "k.txt:1: missing 'columns' line"},
    {"tally x\n", "k.txt:1: unknown keyword 'tally'"},
    {"columns a b c d e f\n",
     "k.txt:1: 'columns' must read: spear sword light mounted elephant command"},
};

TEST(px_cucc_errors, "[Phalanx Combat] malformed CUCC files: exact messages")
{
    static struct px_mult cucc[PX_KIND_COUNT][PX_KIND_COUNT];
    for (size_t i = 0; i < sizeof bad_cuccs / sizeof bad_cuccs[0]; i++) {
        char err[512] = "";
        const char *x = bad_cuccs[i].text;
        CHECK(!px_cucc_load_text(cucc, x, strlen(x), "k.txt", err, sizeof err));
        CHECK_STR(err, bad_cuccs[i].want);
    }
}

/* ---- scenario files ---- */

static struct map sc_map;
static struct px_tables sc_tab;

static bool sc_load(void)
{
    static int state;
    if (state)
        return state > 0;
    state = -1;
    char dir[512], path[600], err[512], *text;
    size_t len;
    snprintf(dir, sizeof dir, "%s/phalanx", test_data_dir());
    snprintf(path, sizeof path, "%s/map.txt", dir);
    if (!textfile_read(path, &text, &len, err, sizeof err)) {
        CHECK_STR(err, "");
        return false;
    }
    bool ok = map_load_text(&sc_map, text, len, path, err, sizeof err) &&
              px_tables_load_dir(&sc_tab, dir, err, sizeof err);
    free(text);
    if (!ok)
        CHECK_STR(err, "");
    state = ok ? 1 : -1;
    return ok;
}

#define HEAD "scenario t\nname T\ndate 1 BC\n"
#define ARMY_A "army Greeks\nunits 10 PH, 2 CA\ncommand 2 3\ntype I\npv 50\npl 25\n" \
               "deploy M-8\nvictory tac\nfirst\n"
#define ARMY_B "army Persians\nunits 5 MH\ncommand 2\ntype I\npv 25\npl 10\ndeploy AB-2\n"
#define VIC_B "victory mar\n"

static const struct bad bad_scens[] = {
    {HEAD ARMY_A ARMY_B VIC_B, NULL},
    {HEAD "weather rain\n", "t.txt:4: unknown keyword 'weather'"},
    {HEAD "units 10 PH\n", "t.txt:4: 'units' before the first 'army' line"},
    {HEAD "army A\nunits 10 XX\n", "t.txt:5: unknown unit code 'XX'"},
    {HEAD "army A\nunits 10 PH 2 CA\n", "t.txt:5: ',' missing after PH"},
    {HEAD "army A\nunits 10 PH, 1 CM1\n",
     "t.txt:5: CM1 is a command unit: list command units on the 'command' line"},
    {HEAD "army A\nunits 10 PH, 2 PH\n", "t.txt:5: PH listed twice"},
    {HEAD "army A\ncommand 3 2\n", "t.txt:5: bad command unit '2' (1-3, each once, rising)"},
    {HEAD "army A\ntype III\n", "t.txt:5: bad army type 'III' (I or II)"},
    {HEAD "army A\npv 50 errata\n", "t.txt:5: 'pv errata' needs the printed value: printed N"},
    {HEAD "army A\npv 50 errata printed 50\n",
     "t.txt:5: the errata value equals the printed one: write just 'pv 50'"},
    {HEAD "army A\npl 50 errata errata 40 printed 30\n",
     "t.txt:5: 'pl' needs: value [errata printed N | designed [errata N] printed N]"},
    {HEAD "army A\ndeploy Q-3\n", "t.txt:5: key letter Q is not on the map"},
    {HEAD "army A\ndeploy M8\n",
     "t.txt:5: bad deployment 'M8' (one or two key letters, '-', a radius 0-35)"},
    {HEAD "army A\ndeploy AA-2\n",
     "t.txt:5: bad key letters in 'AA-2' (one or two different capitals)"},
    {HEAD "army A\nvictory win\n", "t.txt:5: bad victory level 'win' (mar, tac or dec)"},
    {HEAD "army A\nspecial magic\n",
     "t.txt:5: unknown special rule 'magic' (alexander, darius, manipular)"},
    {HEAD "army A\nspecial alexander errata\n", "t.txt:5: the errata add no alexander rule"},
    {HEAD "army A\nerratum 10 LC -> 8 LC\n", "t.txt:5: 'erratum' before 'units'"},
    {HEAD "army A\nunits 10 PH\nerratum 10 LC -> 8 LC\n",
     "t.txt:6: the units list 0 LC, not 8 as corrected"},
    {HEAD "army A\nprinted-sl\nprinted-sl\n",
     "t.txt:6: 'printed-sl' given twice (first on line 5)"},
    {HEAD "army A\nfirst\narmy B\nfirst\n", "t.txt:7: 'first' given twice (first on line 5)"},
    {HEAD "army A\narmy B\narmy C\n", "t.txt:6: a third army: a scenario has two"},
    {HEAD ARMY_A ARMY_B, "t.txt:13: army Persians has no 'victory' line"},
    {HEAD ARMY_A "printed-sl\n" ARMY_B VIC_B,
     "t.txt:13: printed-sl, but the Greeks have no SG"},
    {"scenario u\nname T\ndate 1 BC\n" ARMY_A ARMY_B VIC_B,
     "t.txt:1: scenario id 'u' does not match the file name"},
    {"scenario t\ndate 1 BC\n", "t.txt:2: missing 'name' line"},
    {HEAD "army A\n", "t.txt:4: a scenario needs two armies, found 1"},
};

TEST(px_scenario_errors, "[Phalanx Scenario Chart] malformed scenario files: exact messages")
{
    static struct px_scenario s;
    if (!sc_load())
        return;
    for (size_t i = 0; i < sizeof bad_scens / sizeof bad_scens[0]; i++) {
        char err[512] = "";
        const char *x = bad_scens[i].text;
        bool ok = px_scenario_load_text(&s, &sc_tab, &sc_map, x, strlen(x), "t.txt", err,
                                        sizeof err);
        CHECK_INT(ok, bad_scens[i].want == NULL);
        CHECK_STR(err, bad_scens[i].want ? bad_scens[i].want : "");
    }
    /* a file without 'first': reported at its last line */
    const char *nofirst = HEAD "army A\nunits 1 PH\ncommand 1\ntype I\npv 10\npl 5\ndeploy M-1\n"
                               "victory mar\n" ARMY_B VIC_B;
    char err[512] = "";
    CHECK(!px_scenario_load_text(&s, &sc_tab, &sc_map, nofirst, strlen(nofirst), "t.txt", err,
                                 sizeof err));
    CHECK_STR(err, "t.txt:19: no army deploys and moves first (a 'first' line)");
}

TEST(px_scenario_check_errors, "[Phalanx Initial Deployment] unplayable set-ups name the rule")
{
    static struct px_scenario s;
    if (!sc_load())
        return;
    static const struct bad cases[] = {
        {HEAD "army Greeks\nunits 10 PH\ncommand 2\ntype I\npv 50\npl 25\ndeploy O-0\n"
              "victory tac\nfirst\n" ARMY_B VIC_B,
         "[Phalanx Stacking] Greeks: 40 stacking points do not fit in the 1 hexes of O-0 at "
         "12 a hex"},
        {HEAD "army Greeks\nunits 10 PH\ncommand 2\ntype I\npv 50\npl 25\ndeploy M-8\n"
              "victory tac\nspecial alexander\nfirst\n" ARMY_B VIC_B,
         "[Phalanx Alexander] Greeks: the rule needs command unit 1"},
        {HEAD "army Greeks\nunits 10 PH\ncommand 2\ntype I\npv 50\npl 25\ndeploy M-8\n"
              "victory tac\nspecial manipular\nfirst\n" ARMY_B VIC_B,
         "[Phalanx Manipular Roman Legion] Greeks have no Roman Swordsmen"},
        /* G-1: 7 hexes (84 points), but 2326 is a wooded hilltop with no road: 13 EL (78
         * points) fit in the area, not in the 6 hexes elephants may enter */
        {HEAD "army Greeks\nunits 13 EL\ncommand 2\ntype I\npv 50\npl 25\ndeploy G-1\n"
              "victory tac\nfirst\n" ARMY_B VIC_B,
         "[Phalanx errata Terrain Effects Chart] Greeks: 13 EL do not fit in the 6 hexes of G-1 "
         "they may enter"},
        {HEAD "army Greeks\nunits 12 EL\ncommand 2\ntype I\npv 50\npl 25\ndeploy G-1\n"
              "victory tac\nfirst\n" ARMY_B VIC_B,
         NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char err[512] = "", msg[256] = "";
        const char *x = cases[i].text;
        CHECK(px_scenario_load_text(&s, &sc_tab, &sc_map, x, strlen(x), "t.txt", err,
                                    sizeof err));
        CHECK_STR(err, "");
        bool ok = px_scenario_check(&s, &sc_tab, &sc_map, msg, sizeof msg);
        CHECK_INT(ok, cases[i].want == NULL);
        CHECK_STR(msg, cases[i].want ? cases[i].want : "");
    }
}

TEST(px_truncated, "[Phalanx Scenario Chart] every prefix of a scenario loads or fails with "
                   "file:line")
{
    static struct px_scenario s;
    if (!sc_load())
        return;
    const char *full = HEAD ARMY_A ARMY_B VIC_B;
    size_t n = strlen(full);
    int loaded = 0;
    for (size_t len = 0; len <= n; len++) {
        char err[512] = "";
        if (px_scenario_load_text(&s, &sc_tab, &sc_map, full, len, "t.txt", err, sizeof err))
            loaded++;
        else
            CHECK(strncmp(err, "t.txt:", 6) == 0);
    }
    CHECK_INT(loaded, 2); /* the whole text, with or without its last newline */
}
