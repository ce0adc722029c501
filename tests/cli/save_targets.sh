# Issue 11 D8: save replaces only a regular file with no other name, follows a symbolic link
# to its file, and keeps the file's mode.
. "$(dirname "$0")/lib.sh"

engine 'new rome\nsave plain.sav\nsave other.sav\n'
chmod 640 plain.sav
ln -s plain.sav link.sav
ln other.sav hard.sav
mkfifo -m 600 fifo.sav
mkdir dir.sav
ln -s nowhere/x dangling.sav
engine 'new rome seed 5\nsave link.sav\nsave hard.sav\nsave fifo.sav\nsave dir.sav\nsave dangling.sav\nsave /dev/null\n'
expect "engine saves" 0 "= rome seed 5

=

? hard.sav: has 2 hard links, which a save would break

? fifo.sav: not a regular file; a save replaces only a regular file

? dir.sav: is a directory; a save replaces only a regular file

? dangling.sav: a symbolic link to nothing that can be saved to (No such file or directory)

? /dev/null: not a regular file; a save replaces only a regular file"
out=$(stat -c '%F %a' link.sav plain.sav fifo.sav /dev/null; grep -c '^seed 5' plain.sav; ls | grep -c tmp)
rc=0
expect "the link, its file's mode, the FIFO and /dev/null are kept; no temporary file" 0 "symbolic link 777
regular file 640
fifo 600
character special file 666
1
0"
finish
