#!/bin/bash
# Compares builds by fresh launches (BENCHMARKS.md, "fresh launches side by side"): one launch of
# a server is not a measure on a shared two-core machine, the median of many is. Each directory
# holds a built checkout (npm run build); each round starts every build afresh on the memory
# store (CPU 0), warms it 2 s and measures 3 s with wrk (CPU 1), the builds interleaved so the
# machine's drift falls on all of them. Needs wrk, taskset and gawk.
# Usage: scripts/bench/fresh-launches.sh PATH ROUNDS DIR...
#   e.g. scripts/bench/fresh-launches.sh /api/v1/posts 10 ../old .
path=$1; rounds=$2; shift 2
port=4203
one() {
  (cd "$1" && exec taskset -c 0 node dist/cli/main.js --store memory --port $port --quiet >/dev/null 2>&1) &
  local pid=$!
  for _ in $(seq 80); do curl -sf -o /dev/null "http://127.0.0.1:$port/health" && break; sleep 0.2; done
  taskset -c 1 wrk -t1 -c20 -d2s -H 'X-Playground-Identity: bench-a' "http://127.0.0.1:$port$path" >/dev/null
  local rps
  rps=$(taskset -c 1 wrk -t1 -c20 -d3s -H 'X-Playground-Identity: bench-a' "http://127.0.0.1:$port$path" | awk '/Requests\/sec/{printf "%d", $2}')
  kill $pid; wait $pid 2>/dev/null
  echo "$1 $rps"
}
for _ in $(seq "$rounds"); do for dir in "$@"; do one "$dir"; done; done |
  gawk '{a[$1][++n[$1]]=$2} END{for(d in a){m=asort(a[d],s); med=(m%2)?s[(m+1)/2]:(s[m/2]+s[m/2+1])/2; printf "%s: median %.0f req/s (min %d, max %d, %d launches)\n",d,med,s[1],s[m],m}}'
