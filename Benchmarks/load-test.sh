#!/usr/bin/env bash
# Load test of Examples/TaskBoardService: wrk at 64 connections against the localized
# dashboard (`/dashboard`, the localizing encoder per request) and against the same data
# served unlocalized (`/plain/dashboard`, strings localized at startup, JSONEncoder per
# request), in one run on the same server. Prints requests per second, p99 latency and
# errors for both, and their ratio.
#
#   bash Benchmarks/load-test.sh            # 10 s per endpoint, locale de
#   DURATION=30s LOCALE=ru bash Benchmarks/load-test.sh
#
# Exits non-zero when an endpoint had errors or the ratio is under the 0.8 target. Traffic
# goes to 127.0.0.1 only, and every wrk run is bounded in time.
set -euo pipefail
cd "$(dirname "$0")/.."

duration="${DURATION:-10s}"
locale="${LOCALE:-de}"
connections=64
threads=2
minimum_ratio=0.8

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! command -v wrk >/dev/null 2>&1; then
    echo "load-test: installing wrk" >&2
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi

# The release build compiles the TaskBoard YAML into the table the service embeds, through
# l10nc's build plugin: the table served is the one the example's resources say.
echo "load-test: building the service (release)" >&2
swift build -c release --package-path Examples/TaskBoardService --product TaskBoardService >&2
service="$(swift build -c release --package-path Examples/TaskBoardService --show-bin-path)/TaskBoardService"

work="$(mktemp -d)"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# Port 0: the service binds a free port and prints it, so nothing races for a guessed one.
"$service" --host 127.0.0.1 --port 0 >"$work/server.log" 2>&1 &
server_pid=$!
port=""
for _ in $(seq 1 100); do
    port="$(sed -n 's|^TaskBoardService listening on http://127\.0\.0\.1:\([0-9]*\)$|\1|p' "$work/server.log")"
    [ -n "$port" ] && break
    if ! kill -0 "$server_pid" 2>/dev/null; then
        cat "$work/server.log" >&2
        echo "load-test: the service exited before listening" >&2
        exit 1
    fi
    sleep 0.1
done
if [ -z "$port" ]; then
    cat "$work/server.log" >&2
    echo "load-test: the service did not report its port within 10 s" >&2
    exit 1
fi
base="http://127.0.0.1:$port"

# One request each, so a broken endpoint fails here rather than as a run of errors.
for path in "/dashboard?locale=$locale" "/plain/dashboard?locale=$locale"; do
    curl -fsS "$base$path" >/dev/null
done

# Prints "requests_per_second p99_milliseconds errors" for one wrk run's output.
parse_wrk() {
    awk '
        function ms(text) {
            if (text ~ /us$/) { sub(/us$/, "", text); return text / 1000 }
            if (text ~ /ms$/) { sub(/ms$/, "", text); return text + 0 }
            if (text ~ /m$/) { sub(/m$/, "", text); return text * 60000 }
            if (text ~ /s$/) { sub(/s$/, "", text); return text * 1000 }
            return text + 0
        }
        /^Requests\/sec:/ { rps = $2 }
        /^ +99%/ { p99 = ms($2) }
        /Non-2xx or 3xx responses:/ { errors += $NF }
        /Socket errors:/ {
            gsub(/,/, "")
            errors += $4 + $6 + $8 + $10
        }
        END { printf "%s %.2f %d\n", rps, p99, errors }
    '
}

run_wrk() {
    local name="$1" path="$2"
    # Warm-up: formatter caches, allocator and connection setup out of the measured run.
    wrk -t"$threads" -c"$connections" -d2s "$base$path" >/dev/null
    wrk -t"$threads" -c"$connections" -d"$duration" --latency "$base$path" >"$work/$name.txt"
    # wrk's own report, latency distribution included, for whoever reads the log.
    cat "$work/$name.txt" >&2
    parse_wrk <"$work/$name.txt"
}

echo "load-test: wrk -t$threads -c$connections -d$duration, locale $locale, server on $base" >&2
read -r plain_rps plain_p99 plain_errors <<<"$(run_wrk plain "/plain/dashboard?locale=$locale")"
read -r localized_rps localized_p99 localized_errors <<<"$(run_wrk localized "/dashboard?locale=$locale")"

ratio="$(awk -v a="$localized_rps" -v b="$plain_rps" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }')"
printf '%-34s %12s %10s %8s\n' "endpoint" "requests/s" "p99 (ms)" "errors"
printf '%-34s %12s %10s %8s\n' "/plain/dashboard?locale=$locale" "$plain_rps" "$plain_p99" "$plain_errors"
printf '%-34s %12s %10s %8s\n' "/dashboard?locale=$locale" "$localized_rps" "$localized_p99" "$localized_errors"
echo "ratio localized/plain: $ratio (target >= $minimum_ratio, zero errors)"

if [ "$plain_errors" -ne 0 ] || [ "$localized_errors" -ne 0 ]; then
    echo "load-test: FAILED: errors under load" >&2
    exit 1
fi
if ! awk -v r="$ratio" -v m="$minimum_ratio" 'BEGIN { exit !(r >= m) }'; then
    echo "load-test: FAILED: ratio $ratio is under $minimum_ratio" >&2
    exit 1
fi
echo "load-test: passed"
