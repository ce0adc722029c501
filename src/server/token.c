/* Seat tokens (token.h). */
#include "token.h"

#include <sodium.h>
#include <string.h>

bool token_init(void)
{
    return sodium_init() >= 0;
}

static void token_hash(const unsigned char raw[TOKEN_BYTES], unsigned char hash[STORE_HASH_BYTES])
{
    crypto_generichash(hash, STORE_HASH_BYTES, raw, TOKEN_BYTES, NULL, 0);
}

void token_new(char text[TOKEN_TEXT], unsigned char hash[STORE_HASH_BYTES])
{
    unsigned char raw[TOKEN_BYTES];
    randombytes_buf(raw, sizeof raw);
    sodium_bin2hex(text, TOKEN_TEXT, raw, sizeof raw);
    token_hash(raw, hash);
    sodium_memzero(raw, sizeof raw);
}

uint64_t token_random64(void)
{
    uint64_t v;
    randombytes_buf(&v, sizeof v);
    return v;
}

bool token_matches(const char *text, const unsigned char hash[STORE_HASH_BYTES])
{
    unsigned char raw[TOKEN_BYTES], got[STORE_HASH_BYTES];
    size_t n = 0;
    const char *end = NULL;
    if (!text || strlen(text) != 2 * TOKEN_BYTES ||
        sodium_hex2bin(raw, sizeof raw, text, 2 * TOKEN_BYTES, NULL, &n, &end) != 0 ||
        n != TOKEN_BYTES || *end)
        return false;
    token_hash(raw, got);
    sodium_memzero(raw, sizeof raw);
    return sodium_memcmp(got, hash, STORE_HASH_BYTES) == 0;
}
