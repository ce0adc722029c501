/* `prestags balance`: selfplay's JSON Lines read back (balance_read.c), grouped by scenario
 * and pair of players with their statistics (balance_stats.c), and written as a Markdown
 * report (balance_report.c) with SVG charts (balance_svg.c). */
#ifndef PRESTAGS_CLI_BALANCE_H
#define PRESTAGS_CLI_BALANCE_H

#include <stdbool.h>
#include <stddef.h>

enum { BAL_NAME_MAX = 64, BAL_LEVELS = 4 /* 0 none .. 3 decisive */ };

/* One game, as a line of `prestags selfplay --jsonl` says it. */
struct bal_game {
    char engine[BAL_NAME_MAX], bench[17], system[16], scenario[BAL_NAME_MAX];
    char side[2][BAL_NAME_MAX], player[2][BAL_NAME_MAX]; /* by side */
    long long game, seed, player_seed[2];
    int a, first, winner, level, vp[2], turns, lost[2];
    char where[256]; /* file:line, for the messages that name it */
};

struct bal_set {
    struct bal_game *g;
    size_t n, cap;
};

/* Reads a file's lines into set; false with `file:line: reason` in err.  Every line must be a
 * selfplay result of the same engine (version and bench signature) as the set's first. */
bool bal_read_file(struct bal_set *set, const char *path, char *err, size_t errlen);
/* Parses one line (no newline) into out; false with the reason in err. */
bool bal_parse_line(const char *line, struct bal_game *out, char *err, size_t errlen);
/* After the files: false with `file:line: ...` in err if one game is there twice (the same
 * scenario, players and index: a file given twice, or runs that overlap). */
bool bal_check_unique(struct bal_set *set, char *err, size_t errlen);
void bal_set_free(struct bal_set *set);

/* A scenario between a pair of players (A: the first named to selfplay). */
struct bal_group {
    const struct bal_game *any; /* one of its games: the scenario, sides, players */
    char a[BAL_NAME_MAX], b[BAL_NAME_MAX];
    long games, wins[2], draws, first_wins, a_score2; /* a_score2: A's score x 2 */
    long level[2][BAL_LEVELS];  /* wins by side and victory level */
    int first;                  /* the side that moves first (-1 if it varies) */
    /* sorted values, for the distributions */
    int *vp[2], *turns;
};

struct bal_report {
    struct bal_group *grp;
    size_t n;
};

/* Groups the set's games (the set is sorted by scenario, players, game); false if out of
 * memory. */
bool bal_group_all(struct bal_set *set, struct bal_report *out);
void bal_report_free(struct bal_report *r);
/* The value at quantile num/den of n sorted values (nearest rank: the ceil(n*num/den)-th). */
int bal_quantile(const int *sorted, long n, int num, int den);

/* A victory level's name in a system: Chariot's second level is Substantive [11.2],
 * Phalanx's Tactical. */
const char *bal_level_name(const char *system, int level);

/* Writes DIR/balance.md and the charts (SVG) in DIR/balance/; intro (or NULL): a Markdown file
 * put at the top.  0, or 1 with the reason on stderr. */
int bal_write_report(const struct bal_report *r, const char *dir, const char *intro);

/* The charts (balance_svg.c): each writes one SVG file; 0 or 1. */
int bal_svg_group(const struct bal_group *g, const char *path);
int bal_svg_summary(const struct bal_report *r, const char *path);

#endif
