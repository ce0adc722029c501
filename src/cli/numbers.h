/* Numbers from the command line and the protocol, read strictly: a number out of range is
 * refused, never clamped (two different seeds must never give the same game). */
#ifndef PRESTAGS_CLI_NUMBERS_H
#define PRESTAGS_CLI_NUMBERS_H

#include <stdbool.h>
#include <stdint.h>

/* The message for a refused seed. */
#define SEED_RANGE "a seed is a whole number from 0 to 18446744073709551615"

/* The whole word is decimal digits and the value fits in 64 bits. */
bool parse_u64(const char *w, uint64_t *out);
/* The whole word is a decimal integer (an optional '-') within [lo, hi]. */
bool parse_long(const char *w, long lo, long hi, long *out);

#endif
