/* The one action notation, used by the protocol, saves and logs (docs/protocol.md):
 *   end | deploy U HEX | move U[+U..] HEX-HEX.. | exit U[+U..] HEX-..-HEX
 *   fire U[,U..] HEX | melee U[,U..] HEX[,HEX] | advance U[,U..] HEX
 *   embark U CHARIOT | debark U HEX | lose U[,U..] | concede
 * Units are game unit indices; hexes are CCRR.  Parsing checks the form only. */
#include <stdio.h>
#include <string.h>

#include "prestags.h"

static const char *const kind_words[] = {
    [PS_ACT_END] = "end",         [PS_ACT_DEPLOY] = "deploy", [PS_ACT_MOVE] = "move",
    [PS_ACT_FIRE] = "fire",       [PS_ACT_MELEE] = "melee",   [PS_ACT_ADVANCE] = "advance",
    [PS_ACT_EMBARK] = "embark",   [PS_ACT_DEBARK] = "debark", [PS_ACT_LOSE] = "lose",
    [PS_ACT_EXIT] = "exit",       [PS_ACT_CONCEDE] = "concede",
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

static bool valid_hex_number(int v)
{
    return v / 100 >= 1 && v % 100 >= 1;
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
    int want = 1 + kind_shape[kind].units + kind_shape[kind].hexes;
    if (kind == PS_ACT_EMBARK)
        want = 3; /* embark U CHARIOT */
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
    if (kind_shape[kind].units)
        for (int i = 0; i < a->nunits; i++)
            PUT("%c%d", i ? kind_shape[kind].unit_sep : ' ', a->units[i]);
    if (kind_shape[kind].hexes)
        for (int i = 0; i < a->nhexes; i++)
            PUT("%c%04d", i ? kind_shape[kind].hex_sep : ' ', a->hexes[i]);
#undef PUT
}
