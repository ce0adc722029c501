#!/bin/sh
# The browser tests: Debian's chromium driven by playwright-core, against a fresh
# `prestags serve` with forced dice. PRESTAGS names the binary (default build/prestags).
set -eu
cd "$(dirname "$0")/../.."
PRESTAGS=${PRESTAGS:-build/prestags}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}

if [ ! -d node_modules/playwright-core ]; then
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi
if [ ! -x "$CHROMIUM" ]; then
    echo "tests/web/run.sh: $CHROMIUM is missing (apt-get install chromium)" >&2
    exit 1
fi
if [ ! -x "$PRESTAGS" ]; then
    echo "tests/web/run.sh: $PRESTAGS is missing (make build/prestags)" >&2
    exit 1
fi

tmp=$(mktemp -d)
mkdir -p build/web-artefacts
"$PRESTAGS" serve --listen 127.0.0.1:0 --db "$tmp/t.sqlite" --web web --test-dice \
    >"$tmp/out" 2>"$tmp/err" &
pid=$!
cleanup() {
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    cp "$tmp/err" build/web-artefacts/server.log 2>/dev/null || true
    rm -rf "$tmp"
}
trap cleanup EXIT INT TERM

url=
i=0
while [ $i -lt 100 ]; do
    url=$(sed -n '1s/^prestags: serving \(http:[^ ]*\).*/\1/p' "$tmp/out")
    [ -n "$url" ] && break
    kill -0 "$pid" 2>/dev/null || { cat "$tmp/err" >&2; echo "tests/web/run.sh: the server did not start" >&2; exit 1; }
    sleep 0.1
    i=$((i + 1))
done
[ -n "$url" ] || { echo "tests/web/run.sh: no 'serving' line from the server" >&2; exit 1; }

PRESTAGS_URL=$url PRESTAGS_BIN=$PRESTAGS CHROMIUM=$CHROMIUM \
    node --test --test-concurrency=1 --test-reporter=spec tests/web/
