/* The Wilson score interval of a proportion: selfplay's score and the balance report's win
 * rates use the same one. */
#ifndef PRESTAGS_CLI_WILSON_H
#define PRESTAGS_CLI_WILSON_H

/* The 95% interval of successes out of n (successes may be fractional: draws count half),
 * in percent; n = 0 gives 0-100. */
void wilson_interval(double successes, long n, double *lo, double *hi);

#endif
