/* The rosters (R): every unit of each side with where it is and its state, the dead pile with
 * the Victory Points each loss gave the enemy, the losses as the victory conditions count
 * them ([11.2], [11.25]; Phalanx's by Victory Points), how far each army is from its Panic
 * Level, and the optional rules in force [12.0].  Read-only: the same unit
 * reads as the panel's. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

struct text {
    char *buf;
    size_t len, cap;
};

static void add(struct text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void add(struct text *t, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(t->buf ? t->buf + t->len : NULL, t->buf ? t->cap - t->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0)
            return;
        if (t->buf && t->len + (size_t)n < t->cap) {
            t->len += (size_t)n;
            return;
        }
        size_t cap = (t->cap + (size_t)n + 1) * 2;
        char *more = realloc(t->buf, cap);
        if (!more)
            return;
        t->buf = more;
        t->cap = cap;
    }
}

static void state_words(const ps_unit_info *u, bool phalanx, char *buf, size_t len)
{
    snprintf(buf, len, "%s%s%s", u->status & PS_UNIT_DISRUPTED
                                       ? (phalanx ? "  demoralized" : "  disrupted")
                                       : "",
             u->status & PS_UNIT_PANICKED ? "  panicked" : "",
             u->status & PS_UNIT_CONTACT ? "  contact" : "");
}

static void side_roster(struct ui *ui, struct text *t, int side, int lost)
{
    ps_game *g = ui->g;
    bool phalanx = strcmp(ps_game_system(g), "phalanx") == 0;
    int n = ps_game_unit_count(g);
    int count[4] = {0, 0, 0, 0}, dead_vp = 0; /* on map, waiting, exited, eliminated */
    for (int u = 0; u < n; u++) {
        ps_unit_info i;
        ps_unit_more m;
        if (ps_game_unit(g, u, &i) != PS_OK || i.side != side)
            continue;
        count[i.on_map ? 0 : i.waiting ? 1 : i.exited ? 2 : 3]++;
        if (i.eliminated && ps_game_unit_more(g, u, &m) == PS_OK)
            dead_vp += m.vp;
    }
    add(t, "%s: %d units (%d on the map, %d to come, %d left, %d eliminated)\n",
        ps_game_side_name(g, side), count[0] + count[1] + count[2] + count[3], count[0],
        count[1], count[2], count[3]);
    add(t, "  lost as victory counts them: %d; their VP to the enemy: %d\n", lost, dead_vp);
    /* How far from panic: the Victory Points the enemy still needs [13.0], [Phalanx errata
     * Panic]. */
    ps_panic_info panic;
    if (ps_game_panic(g, side, &panic) == PS_OK && panic.level > 0) {
        if (panic.panicked)
            add(t, "  Panic Level %d: reached (the enemy has %d VP): the army has panicked\n",
                panic.level, panic.enemy_vp);
        else
            add(t, "  Panic Level %d: the enemy has %d VP, %d short of it\n", panic.level,
                panic.enemy_vp, panic.level - panic.enemy_vp);
    }
    static const char *const titles[] = {"On the map", "Off the map (to set up or enter)",
                                         "Left the map", "Eliminated (the dead pile)"};
    for (int k = 0; k < 4; k++) {
        if (!count[k])
            continue;
        add(t, "  %s:\n", titles[k]);
        for (int u = 0; u < n; u++) {
            ps_unit_info i;
            ps_unit_more m;
            if (ps_game_unit(g, u, &i) != PS_OK || i.side != side ||
                (i.on_map ? 0 : i.waiting ? 1 : i.exited ? 2 : 3) != k)
                continue;
            char state[64];
            state_words(&i, phalanx, state, sizeof state);
            int vp = ps_game_unit_more(g, u, &m) == PS_OK ? m.vp : 0;
            if (k == 0)
                add(t, "    #%-3d %-3s %-24s %04d%s\n", u, i.code, i.name, i.hex, state);
            else
                add(t, "    #%-3d %-3s %-24s %d VP\n", u, i.code, i.name, vp);
        }
    }
}

void ui_roster(struct ui *ui)
{
    struct text t = {NULL, 0, 0};
    ps_status_info st;
    ps_game_status(ui->g, &st);
    add(&t, "Optional rules in force [12.0]:");
    int on = 0;
    for (int o = 0; o < PS_OPT_COUNT; o++)
        if (ps_game_option(ui->g, (ps_option)o)) {
            add(&t, " %s", ps_option_name((ps_option)o));
            on++;
        }
    add(&t, "%s\n\n", on ? "" : " none");
    for (int side = 0; side < 2; side++) {
        side_roster(ui, &t, side, st.units_lost[side]);
        add(&t, "\n");
    }
    add(&t, "Victory Points: %s %d, %s %d (v: the conditions as they stand)\n",
        ps_game_side_name(ui->g, 0), st.vp[0], ps_game_side_name(ui->g, 1), st.vp[1]);
    ui_textbox(ui, " Rosters ", t.buf ? t.buf : "out of memory");
    free(t.buf);
}
