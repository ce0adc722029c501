/* Fuzzes the terminal game as a person drives it, and the PRESTAGS_DICE text it reads at start.
 *
 * An input is two header bytes, then the PRESTAGS_DICE text up to the first newline (given to
 * ui_force_dice_text, as `prestags play` gives the variable), then the keys, one byte a key,
 * read by the game's own key loop (ui_run) and its dialogs through ui->next_key.
 *   byte 0: the scenario (low 3 bits: Chariot and Phalanx) and, for Chariot, optional rules;
 *   byte 1: the seed; bit 0 the option concession, bit 1 colours, bit 2 UTF-8, bit 3 both
 *   sides set up already (ps_game_auto_deploy: set-up lists every hex for every unit, so
 *   play is reached sooner), the high bits the terminal's size;
 *   keys: bytes 0xe0 and up are the special keys (arrows, pages, Enter, Backspace, resize,
 *   mouse); `s` and `o` (save, open) are dropped, so the input never names a file to write or
 *   read.  When the keys run out the game quits: every dialog gets Esc, the loop stops.
 * Both sides are people (no computer search per key).  The screen is a curses terminal on
 * /dev/null, made once.  After the session the game must pass the invariant checker. */
#include <curses.h>
#include <locale.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "tui/tui.h"

/* A session's keys: each may cost a legal-move search and a redraw, and a run must stay well
 * inside libFuzzer's 10 s timeout (1000 keys: about 1 s under the sanitizers). */
enum { MAX_KEYS = 1000 };

struct keys {
    const uint8_t *p;
    size_t n, at;
    int read;
};

static const int special[] = {
    KEY_UP,    KEY_DOWN,  KEY_LEFT,      KEY_RIGHT,  KEY_NPAGE, KEY_PPAGE, KEY_HOME,
    KEY_END,   KEY_ENTER, KEY_BACKSPACE, KEY_RESIZE, KEY_MOUSE, KEY_DC,    KEY_F(1),
};

static int next_key(struct ui *ui)
{
    struct keys *k = ui->key_source;
    for (;;) {
        if (k->at >= k->n || k->read >= MAX_KEYS) {
            ui->quit = true; /* the person has gone: Esc closes every dialog */
            return 27;
        }
        uint8_t b = k->p[k->at++];
        if (b == 's' || b == 'o')
            continue;
        k->read++;
        if (b >= 0xe0)
            return special[(b - 0xe0) % (sizeof special / sizeof special[0])];
        return b;
    }
}

static void screen_once(void)
{
    static SCREEN *screen;
    if (screen)
        return;
    setlocale(LC_ALL, "C.UTF-8");
    FILE *out = fopen("/dev/null", "w"), *in = fopen("/dev/null", "r");
    if (!out || !in)
        abort();
    screen = newterm("xterm-256color", out, in);
    if (!screen)
        screen = newterm("vt100", out, in);
    if (!screen)
        abort();
    set_term(screen);
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    if (has_colors())
        start_color();
}

static const struct {
    const char *id;
    bool phalanx;
} scenarios[] = {
    {"kadesh", false}, {"rome", false}, {"bubastis", false}, {"thymbra", false},
    {"cannae", true},  {"arbela", true}, {"heraclea", true}, {"zama", true},
};

static const char *const options[] = {"panic", "facing", "simultaneous", "contact", "retreat",
                                      "concession"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    screen_once();
    int pick = data[0] % (int)(sizeof scenarios / sizeof scenarios[0]);
    const ps_data *d = scenarios[pick].phalanx ? fuzz_px_data() : fuzz_data();
    ps_game *g;
    char err[PS_ERR_MAX];
    if (ps_game_new(d, scenarios[pick].id, 1 + data[1], &g, err, sizeof err) != PS_OK) {
        fprintf(stderr, "fuzz: %s\n", err);
        abort();
    }
    /* Options as `play --option` sets them; a refusal (Rome takes none) is the game's to say. */
    unsigned bits = (unsigned)(data[0] >> 3) | (unsigned)(data[1] & 1) << 5;
    for (int o = 0; !scenarios[pick].phalanx && o < 6; o++) {
        int opt = ps_option_find(options[o]);
        if (opt < 0)
            abort();
        if (bits >> o & 1)
            ps_game_set_option(g, (ps_option)opt, true);
    }
    for (int i = 0; i < 4 && data[1] & 8; i++) {
        ps_status_info st;
        ps_game_status(g, &st);
        if (st.phase != PS_PHASE_DEPLOY || ps_game_auto_deploy(g) != PS_OK)
            break;
    }
    resizeterm(14 + (data[1] >> 4 & 3) * 12, 50 + (data[1] >> 6) * 45);

    struct ui ui;
    if (!ui_init(&ui, d, g))
        abort();
    ui.colors = has_colors() && (data[1] & 2);
    ui.utf8 = data[1] & 4;
    size_t at = 2, eol = at;
    while (eol < size && data[eol] != '\n')
        eol++;
    char *dice = malloc(eol - at + 1);
    if (!dice)
        abort();
    memcpy(dice, data + at, eol - at);
    dice[eol - at] = '\0';
    if (dice[0]) /* as cmd_play.c reads PRESTAGS_DICE */
        ui_force_dice_text(&ui, dice);
    free(dice);
    struct keys k = {data, size, eol < size ? eol + 1 : size, 0};
    ui.next_key = next_key;
    ui.key_source = &k;
    ui_changed(&ui);
    ui_run(&ui);
    if (ps_game_check_invariants(ui.g) != PS_OK)
        abort();
    ps_game_free(ui.g);
    ui_free(&ui);
    return 0;
}
