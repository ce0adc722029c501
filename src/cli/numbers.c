/* Strict number reading for the program's arguments and the protocol's words. */
#include "numbers.h"

#include <errno.h>
#include <stdlib.h>

bool parse_u64(const char *w, uint64_t *out)
{
    /* strtoull alone accepts blanks, a sign and "-1" (as its two's complement), and clamps an
     * overflow to the largest value. */
    if (*w < '0' || *w > '9')
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(w, &end, 10);
    if (*end || errno == ERANGE)
        return false;
    *out = v;
    return true;
}

bool parse_long(const char *w, long lo, long hi, long *out)
{
    if (!((*w >= '0' && *w <= '9') || (*w == '-' && w[1] >= '0' && w[1] <= '9')))
        return false;
    char *end;
    errno = 0;
    long v = strtol(w, &end, 10);
    if (*end || errno == ERANGE || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}
