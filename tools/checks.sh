# Sourced by the shell test scripts: check NAME COMMAND... runs the command, prints "ok" or
# "FAIL" with the end of its output, and counts.  CHECKS_LABEL names the suite in the lines;
# CHECKS_OUT is a scratch file; checks_summary prints "LABEL: N passed, N failed" and fails
# when any failed.
passed=0 failed=0
check() {
    local name=$1
    shift
    if "$@" > "$CHECKS_OUT" 2>&1; then
        passed=$((passed + 1))
        echo "ok   $CHECKS_LABEL $name"
    else
        failed=$((failed + 1))
        echo "FAIL $CHECKS_LABEL $name"
        sed 's/^/  /' "$CHECKS_OUT" | tail -30
    fi
}
checks_summary() {
    echo "$CHECKS_LABEL: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
