/* Fixed-point numbers for strengths and movement points.  Rules halve values again and again
 * (a bracketed 3 defends at 3/2, on a flank 3/4, panicked 3/8 [3.37], [16.25], [13.0]) and
 * say "fractions are retained" [5.27], [3.37]; 1/256 keeps eight halvings exact, and every
 * comparison that decides an outcome stays in integers. */
#ifndef PRESTAGS_CORE_FIXED_H
#define PRESTAGS_CORE_FIXED_H

#include <stdint.h>

typedef int32_t fx;

#define FX_ONE 256
#define FX(n) ((fx)((n) * FX_ONE))

static inline fx fx_half(fx v) { return v / 2; }

#endif
