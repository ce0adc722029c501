/* A small test harness: tests register themselves with TEST(name, "[rule] words"), so files
 * added in parallel never edit a shared list.  Each CHECK reports file:line and both values. */
#ifndef PRESTAGS_TESTS_CHECK_H
#define PRESTAGS_TESTS_CHECK_H

#include <stdint.h>
#include <string.h>

typedef void (*test_fn)(void);
void test_register(const char *name, test_fn fn);
void test_fail(const char *file, int line, const char *what);
void test_fail_int(const char *file, int line, const char *expr, long long got, long long want);
void test_fail_str(const char *file, int line, const char *expr, const char *got, const char *want);

/* Directory of the shipped data, for tests that load the real scenarios. */
const char *test_data_dir(void);

#define TEST(fn, title)                                                        \
    static void fn(void);                                                      \
    __attribute__((constructor)) static void fn##_register(void)              \
    {                                                                          \
        test_register(title, fn);                                              \
    }                                                                          \
    static void fn(void)

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (!(cond))                                                           \
            test_fail(__FILE__, __LINE__, #cond);                              \
    } while (0)

#define CHECK_INT(got, want)                                                   \
    do {                                                                       \
        long long got_ = (long long)(got), want_ = (long long)(want);          \
        if (got_ != want_)                                                     \
            test_fail_int(__FILE__, __LINE__, #got, got_, want_);              \
    } while (0)

#define CHECK_STR(got, want)                                                   \
    do {                                                                       \
        const char *got_ = (got), *want_ = (want);                             \
        if (!got_ || strcmp(got_, want_) != 0)                                 \
            test_fail_str(__FILE__, __LINE__, #got, got_ ? got_ : "(null)",    \
                          want_);                                              \
    } while (0)

#endif
