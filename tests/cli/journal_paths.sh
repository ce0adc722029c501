# Issue 11 D10: where the journal lives (PRESTAGS_HOME, else an absolute XDG_DATA_HOME, else
# ~/.local/share), and resume --list with nothing kept.
. "$(dirname "$0")/lib.sh"

unset PRESTAGS_HOME
export HOME=$work/h XDG_DATA_HOME=$work/xdg
run resume
expect "XDG_DATA_HOME" 1 "prestags: no game to resume: $work/xdg/prestags/journal.sav: No such file or directory"
run resume --list
expect "resume --list, nothing kept" 0 "no unfinished game kept in $work/xdg/prestags"
XDG_DATA_HOME=relative run resume
expect "a relative XDG_DATA_HOME is ignored" 1 "prestags: no game to resume: $work/h/.local/share/prestags/journal.sav: No such file or directory"
PRESTAGS_HOME=$work/p run resume
expect "PRESTAGS_HOME first" 1 "prestags: no game to resume: $work/p/journal.sav: No such file or directory"
run resume --list somefile
expect_in "resume --list takes nothing else" 2 "usage: prestags resume"
finish
