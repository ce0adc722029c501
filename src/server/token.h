/* Seat tokens: 128 random bits, given to the player once as 32 hex digits, stored only as a
 * BLAKE2b hash and compared in constant time (libsodium). */
#ifndef PRESTAGS_SERVER_TOKEN_H
#define PRESTAGS_SERVER_TOKEN_H

#include <stdbool.h>
#include <stdint.h>

#include "store.h"

enum { TOKEN_BYTES = 16, TOKEN_TEXT = 2 * TOKEN_BYTES + 1 };

/* Once, before any other call (false if libsodium cannot start). */
bool token_init(void);
/* A new token as text, and its hash. */
void token_new(char text[TOKEN_TEXT], unsigned char hash[STORE_HASH_BYTES]);
/* 64 random bits (a game's seed when none is given). */
uint64_t token_random64(void);
/* Does the token text hash to hash?  False for text that is not a token. */
bool token_matches(const char *text, const unsigned char hash[STORE_HASH_BYTES]);

#endif
