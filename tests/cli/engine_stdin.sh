# Issue 11 D1: one answer per protocol line, whatever the line holds.
. "$(dirname "$0")/lib.sh"

engine 'status\0\nprotocol_version\nprotocol_version\n'
expect "a NUL line is refused alone" 0 "? line holds a NUL byte

= 1

= 1"
engine 'protocol\0_version\nprotocol_version\n'
expect "a NUL mid-command" 0 "? line holds a NUL byte

= 1"
long=$(head -c 4094 /dev/zero | tr '\0' ' ')
engine "${long}\r\nprotocol_version\n${long}x\r\nprotocol_version"
expect "4094 characters and CRLF; 4095; a last line without newline" 0 "= 1

? line longer than 4094 characters

= 1"
finish
