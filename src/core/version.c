/* The library's version (include/prestags.h). */
#include "prestags.h"

const char *ps_version(void)
{
    return PS_VERSION_STRING;
}
