/* Wilson rather than the normal approximation: it stays inside 0-100% and is sound for the
 * small counts and the rates near 0 or 1 that lopsided scenarios give. */
#include <math.h>

#include "wilson.h"

void wilson_interval(double successes, long n, double *lo, double *hi)
{
    const double z = 1.96;
    if (n == 0) {
        *lo = 0;
        *hi = 100;
        return;
    }
    double p = successes / (double)n, d = 1 + z * z / (double)n;
    double centre = (p + z * z / (2.0 * (double)n)) / d;
    double half = z * sqrt(p * (1 - p) / (double)n + z * z / (4.0 * (double)n * (double)n)) / d;
    *lo = 100 * (centre - half < 0 ? 0 : centre - half);
    *hi = 100 * (centre + half > 1 ? 1 : centre + half);
}
