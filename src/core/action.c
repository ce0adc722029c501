/* The one action notation, used by the protocol, saves and logs (docs/protocol.md):
 *   end | deploy U HEX | move U[+U..] HEX-HEX.. | exit U[+U..] HEX-..-HEX
 *   fire U[,U..] HEX | melee U[,U..] HEX[,HEX..] | advance U[,U..] HEX
 *   embark U CHARIOT | debark U HEX | lose U[,U..] | concede | retreat U[,U..] HEX
 *   face U DIR (DIR: E NE NW W SW SE) | plot U TASK [HEX|HEX-HEX..] (TASK: NO OF DF ML MV EX)
 * Units are game unit indices; hexes are CCRR.  Parsing checks the form only. */
#include <stdio.h>
#include <string.h>

#include "prestags.h"

static const char *const kind_words[] = {
    [PS_ACT_END] = "end",         [PS_ACT_DEPLOY] = "deploy", [PS_ACT_MOVE] = "move",
    [PS_ACT_FIRE] = "fire",       [PS_ACT_MELEE] = "melee",   [PS_ACT_ADVANCE] = "advance",
    [PS_ACT_EMBARK] = "embark",   [PS_ACT_DEBARK] = "debark", [PS_ACT_LOSE] = "lose",
    [PS_ACT_EXIT] = "exit",       [PS_ACT_CONCEDE] = "concede",
    [PS_ACT_RETREAT] = "retreat",
    [PS_ACT_PLOT] = "plot",
    [PS_ACT_FACE] = "face",       [PS_ACT_OFFER] = "offer",   [PS_ACT_ACCEPT] = "accept",
};
_Static_assert(sizeof kind_words / sizeof kind_words[0] == PS_ACT_KIND_COUNT, "action words");

/* What each kind takes: its unit list separator and its hex list separator (0: none). */
static const struct {
    char unit_sep;  /* ',' or '+' ; 0: exactly one unit */
    char hex_sep;   /* '-' or ',' ; 0: exactly one hex */
    bool units, hexes;
} kind_shape[] = {
    [PS_ACT_END] = {0, 0, false, false},
    [PS_ACT_DEPLOY] = {0, 0, true, true},
    [PS_ACT_MOVE] = {'+', '-', true, true},
    [PS_ACT_FIRE] = {',', 0, true, true},
    [PS_ACT_MELEE] = {',', ',', true, true},
    [PS_ACT_ADVANCE] = {',', 0, true, true},
    [PS_ACT_EMBARK] = {0, 0, true, false},
    [PS_ACT_DEBARK] = {0, 0, true, true},
    [PS_ACT_LOSE] = {',', 0, true, false},
    [PS_ACT_EXIT] = {'+', '-', true, true},
    [PS_ACT_CONCEDE] = {0, 0, false, false},
    [PS_ACT_RETREAT] = {',', 0, true, true},
    [PS_ACT_PLOT] = {0, '-', true, true}, /* plot U TASK [HEX-...]: see parse_plot */
    [PS_ACT_FACE] = {0, 0, true, true}, /* its "hex" is a direction word */
    [PS_ACT_OFFER] = {0, 0, false, false},
    [PS_ACT_ACCEPT] = {0, 0, false, false},
};
_Static_assert(sizeof kind_shape / sizeof kind_shape[0] == PS_ACT_KIND_COUNT, "action shapes");

/* Parses a list of numbers separated by sep (or exactly one if sep is 0). */
static int parse_list(const char *w, char sep, int lo, int hi, int16_t *out, int max)
{
    int n = 0;
    const char *p = w;
    for (;;) {
        if (*p < '0' || *p > '9')
            return -1;
        long v = 0;
        int digits = 0;
        while (*p >= '0' && *p <= '9') {
            v = v * 10 + (*p++ - '0');
            if (++digits > 5)
                return -1;
        }
        if (v < lo || v > hi || n == max)
            return -1;
        out[n++] = (int16_t)v;
        if (*p == '\0')
            return n;
        if (!sep || *p != sep)
            return -1;
        p++;
    }
}

/* [16.0] The six hexsides, in hex_dir order: "face U DIR". */
static const char *const dir_words[] = {"E", "NE", "NW", "W", "SW", "SE"};

static bool valid_hex_number(int v)
{
    return v / 100 >= 1 && v % 100 >= 1;
}

/* [21.1] The task codes of the plot, in ps_task order. */
static const char *const task_words[] = {
    [PS_TASK_NO] = "NO", [PS_TASK_OF] = "OF", [PS_TASK_DF] = "DF",
    [PS_TASK_ML] = "ML", [PS_TASK_MV] = "MV", [PS_TASK_EX] = "EX",
};
_Static_assert(sizeof task_words / sizeof task_words[0] == PS_TASK_COUNT, "task words");

/* "plot U TASK [HEX|HEX-HEX-...]": NO and DF take no hex, OF and ML one, MV and EX a path. */
static ps_status parse_plot(char *const *words, int nw, ps_action *out, char *err,
                            size_t errlen)
{
    if (nw < 3) {
        snprintf(err, errlen, "'plot' takes a unit, a task (NO OF DF ML MV EX) and its hexes");
        return PS_EINVAL;
    }
    if (parse_list(words[1], 0, 0, 9999, out->units, 1) != 1) {
        snprintf(err, errlen, "bad unit '%s'", words[1]);
        return PS_EINVAL;
    }
    out->nunits = 1;
    int task = 0;
    while (task < PS_TASK_COUNT && strcmp(words[2], task_words[task]) != 0)
        task++;
    if (task == PS_TASK_COUNT) {
        snprintf(err, errlen, "unknown task '%s' (NO OF DF ML MV EX) [21.1]", words[2]);
        return PS_EINVAL;
    }
    out->task = (uint8_t)task;
    bool takes_hexes = task != PS_TASK_NO && task != PS_TASK_DF;
    if (nw != (takes_hexes ? 4 : 3)) {
        snprintf(err, errlen, "'plot U %s' takes %s", task_words[task],
                 !takes_hexes ? "no hex"
                 : task == PS_TASK_OF || task == PS_TASK_ML ? "one target hex"
                                                            : "a path of hexes");
        return PS_EINVAL;
    }
    if (!takes_hexes)
        return PS_OK;
    char sep = task == PS_TASK_MV || task == PS_TASK_EX ? '-' : 0;
    int n = parse_list(words[3], sep, 101, 9999, out->hexes, PS_ACTION_MAX_HEXES);
    for (int i = 0; n > 0 && i < n; i++)
        if (!valid_hex_number(out->hexes[i]))
            n = -1;
    if (n < 0) {
        snprintf(err, errlen, "bad hex list '%s' (hexes are CCRR)", words[3]);
        return PS_EINVAL;
    }
    out->nhexes = (uint8_t)n;
    return PS_OK;
}

ps_status ps_action_parse(const char *text, ps_action *out, char *err, size_t errlen)
{
    char buf[PS_ACTION_TEXT_MAX];
    char *words[4];
    int nw = 0;
    memset(out, 0, sizeof *out);
    if (strlen(text) >= sizeof buf) {
        snprintf(err, errlen, "action too long");
        return PS_EINVAL;
    }
    strcpy(buf, text);
    for (char *p = buf; *p;) {
        while (*p == ' ' || *p == '\t')
            *p++ = '\0';
        if (!*p)
            break;
        if (nw == 4) {
            snprintf(err, errlen, "too many words in action '%s'", text);
            return PS_EINVAL;
        }
        words[nw++] = p;
        while (*p && *p != ' ' && *p != '\t')
            p++;
    }
    if (nw == 0) {
        snprintf(err, errlen, "empty action");
        return PS_EINVAL;
    }
    int kind;
    for (kind = 0; kind < PS_ACT_KIND_COUNT; kind++)
        if (strcmp(words[0], kind_words[kind]) == 0)
            break;
    if (kind == PS_ACT_KIND_COUNT) {
        snprintf(err, errlen, "unknown action '%s' (end deploy move exit fire melee advance "
                              "embark debark lose)", words[0]);
        return PS_EINVAL;
    }
    out->kind = (uint8_t)kind;
    if (kind == PS_ACT_PLOT)
        return parse_plot(words, nw, out, err, errlen);
    int want = 1 + kind_shape[kind].units + kind_shape[kind].hexes;
    if (kind == PS_ACT_EMBARK)
        want = 3; /* embark U CHARIOT */
    /* "move U PATH DIR": the facing the unit ends with [Phalanx Facing E], held in task as
     * DIR + 1 (0: it faces its last step). */
    if ((kind == PS_ACT_MOVE || kind == PS_ACT_EXIT) && nw == want + 1) {
        int d = 0;
        while (d < 6 && strcmp(words[nw - 1], dir_words[d]) != 0)
            d++;
        if (d == 6) {
            snprintf(err, errlen, "bad final facing '%s' (E NE NW W SW SE)", words[nw - 1]);
            return PS_EINVAL;
        }
        out->task = (uint8_t)(d + 1);
        nw--;
    }
    if (nw != want) {
        snprintf(err, errlen, "'%s' takes %d argument%s", words[0], want - 1,
                 want == 2 ? "" : "s");
        return PS_EINVAL;
    }
    int wi = 1;
    if (kind_shape[kind].units) {
        int n = parse_list(words[wi], kind_shape[kind].unit_sep, 0, 9999, out->units,
                           PS_ACTION_MAX_UNITS);
        if (n < 0) {
            snprintf(err, errlen, "bad unit list '%s'", words[wi]);
            return PS_EINVAL;
        }
        out->nunits = (uint8_t)n;
        wi++;
    }
    if (kind == PS_ACT_EMBARK) {
        if (parse_list(words[wi], 0, 0, 9999, &out->units[1], 1) != 1) {
            snprintf(err, errlen, "bad chariot '%s'", words[wi]);
            return PS_EINVAL;
        }
        out->nunits = 2;
    } else if (kind == PS_ACT_FACE) {
        int d = 0;
        while (d < 6 && strcmp(words[wi], dir_words[d]) != 0)
            d++;
        if (d == 6) {
            snprintf(err, errlen, "bad direction '%s' (E NE NW W SW SE)", words[wi]);
            return PS_EINVAL;
        }
        out->hexes[0] = (int16_t)d;
        out->nhexes = 1;
    } else if (kind_shape[kind].hexes) {
        int n = parse_list(words[wi], kind_shape[kind].hex_sep, 101, 9999, out->hexes,
                           PS_ACTION_MAX_HEXES);
        for (int i = 0; n > 0 && i < n; i++)
            if (!valid_hex_number(out->hexes[i]))
                n = -1;
        if (n < 0) {
            snprintf(err, errlen, "bad hex list '%s' (hexes are CCRR)", words[wi]);
            return PS_EINVAL;
        }
        out->nhexes = (uint8_t)n;
    }
    return PS_OK;
}

void ps_action_format(const ps_action *a, char *buf, size_t buflen)
{
    size_t pos = 0;
    int kind = a->kind < PS_ACT_KIND_COUNT ? a->kind : PS_ACT_END;
#define PUT(...)                                                                   \
    do {                                                                           \
        int n_ = snprintf(buf + pos, pos < buflen ? buflen - pos : 0, __VA_ARGS__); \
        if (n_ > 0)                                                                \
            pos += (size_t)n_;                                                     \
    } while (0)
    if (buflen)
        buf[0] = '\0';
    PUT("%s", kind_words[kind]);
    if (kind == PS_ACT_EMBARK) {
        PUT(" %d %d", a->units[0], a->units[1]);
        return;
    }
    if (kind == PS_ACT_PLOT) {
        int t = a->task < PS_TASK_COUNT ? a->task : PS_TASK_NO;
        PUT(" %d %s", a->units[0], task_words[t]);
        for (int i = 0; i < a->nhexes; i++)
            PUT("%c%04d", i ? '-' : ' ', a->hexes[i]);
        return;
    }
    if (kind == PS_ACT_FACE) {
        int d = a->hexes[0];
        PUT(" %d %s", a->units[0], d >= 0 && d < 6 ? dir_words[d] : "?");
        return;
    }
    if (kind_shape[kind].units)
        for (int i = 0; i < a->nunits; i++)
            PUT("%c%d", i ? kind_shape[kind].unit_sep : ' ', a->units[i]);
    if (kind_shape[kind].hexes)
        for (int i = 0; i < a->nhexes; i++)
            PUT("%c%04d", i ? kind_shape[kind].hex_sep : ' ', a->hexes[i]);
    if ((kind == PS_ACT_MOVE || kind == PS_ACT_EXIT) && a->task >= 1 && a->task <= 6)
        PUT(" %s", dir_words[a->task - 1]);
#undef PUT
}
