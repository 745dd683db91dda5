#!/usr/bin/env bash
# answer.sh JAR TREES OUT: every tree's logs/ answered in one JVM (bench/StrangerAnswers.java), then scored
set -euo pipefail
jar="$1"; trees="$2"; out="$3"
rm -rf "$out"; mkdir -p "$out/links"
for t in "$trees"/tree-*; do ln -s "$t/logs" "$out/links/$(basename "$t")"; done
nice -n 10 java -Xmx1g -cp "$jar" "$(cd "$(dirname "$0")/../../.." && pwd)/bench/StrangerAnswers.java" "$out/links" "$out/answers"
"$(dirname "$0")/score.sh" "$trees" "$out/answers" "$out"
