/* The engine protocol's line reader (issue 11, D1): one verdict per line whatever it holds,
 * and never a byte of the next line taken with it. */
#include <stdio.h>

#include "check.h"
#include "cli/linein.h"

/* Reads every line of input with a buffer of cap bytes; writes "status:text|" per line. */
static const char *lines_of(const char *input, size_t len, size_t cap)
{
    static char out[512];
    static const char *const names[] = {"eof", "ok", "long", "nul"};
    char buf[64];
    FILE *f = fmemopen((void *)input, len, "r");
    size_t n = 0;
    out[0] = '\0';
    if (!f)
        return "fmemopen failed";
    enum linein_status st;
    while ((st = linein_read(f, buf, cap)) != LINEIN_EOF && n < sizeof out - 80)
        n += (size_t)snprintf(out + n, sizeof out - n, "%s:%s|", names[st],
                              st == LINEIN_OK ? buf : "");
    fclose(f);
    return out;
}

TEST(test_linein_nul_keeps_next_line, "[D1] a line holding NUL is refused alone; the next is read")
{
    static const char in[] = "status\0\nprotocol_version\nprotocol_version\n";
    CHECK_STR(lines_of(in, sizeof in - 1, 64), "nul:|ok:protocol_version|ok:protocol_version|");
    static const char in2[] = "protocol\0_version\nprotocol_version\n";
    CHECK_STR(lines_of(in2, sizeof in2 - 1, 64), "nul:|ok:protocol_version|");
}

TEST(test_linein_limits, "[D1] overlong lines, CRLF at the limit, a last line without newline")
{
    /* cap 6: five characters fit; a "\r\n" after five is not counted against them. */
    static const char in[] = "12345\r\n123456\nab\r\ncd";
    CHECK_STR(lines_of(in, sizeof in - 1, 6), "ok:12345|long:|ok:ab|ok:cd|");
    static const char in2[] = "1234\r5\nx\n";
    CHECK_STR(lines_of(in2, sizeof in2 - 1, 6), "long:|ok:x|");
    static const char in3[] = "\n\r\n";
    CHECK_STR(lines_of(in3, sizeof in3 - 1, 6), "ok:|ok:|");
    CHECK_STR(lines_of("", 0, 6), "");
}
