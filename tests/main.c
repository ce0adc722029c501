/* Test runner: runs every registered test (or those whose name contains argv[1]) and ends
 * with the line "N passed, N failed" that CI reads. */
#include "check.h"

#include <stdio.h>
#include <stdlib.h>

enum { MAX_TESTS = 4096 };

static struct {
    const char *name;
    test_fn fn;
} tests[MAX_TESTS];
static int test_count;
static int current_failures;

void test_register(const char *name, test_fn fn)
{
    if (test_count == MAX_TESTS) {
        fprintf(stderr, "too many tests\n");
        exit(2);
    }
    tests[test_count].name = name;
    tests[test_count].fn = fn;
    test_count++;
}

void test_fail(const char *file, int line, const char *what)
{
    fprintf(stderr, "  %s:%d: CHECK(%s) failed\n", file, line, what);
    current_failures++;
}

void test_fail_int(const char *file, int line, const char *expr, long long got, long long want)
{
    fprintf(stderr, "  %s:%d: %s is %lld, want %lld\n", file, line, expr, got, want);
    current_failures++;
}

void test_fail_str(const char *file, int line, const char *expr, const char *got, const char *want)
{
    fprintf(stderr, "  %s:%d: %s is\n    \"%s\"\n  want\n    \"%s\"\n", file, line, expr, got,
            want);
    current_failures++;
}

const char *test_data_dir(void)
{
    const char *dir = getenv("PRESTAGS_DATA");
    return dir ? dir : "data";
}

static int by_name(const void *a, const void *b)
{
    const char *const *x = a, *const *y = b;
    return strcmp(*x, *y);
}

int main(int argc, char **argv)
{
    const char *filter = argc > 1 ? argv[1] : NULL;
    int passed = 0, failed = 0;

    /* Run in name order so that output does not depend on link order. */
    qsort(tests, (size_t)test_count, sizeof tests[0], by_name);
    for (int i = 0; i < test_count; i++) {
        if (filter && !strstr(tests[i].name, filter))
            continue;
        current_failures = 0;
        tests[i].fn();
        if (current_failures) {
            fprintf(stderr, "FAIL %s\n", tests[i].name);
            failed++;
        } else {
            passed++;
        }
    }
    printf("unit: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
