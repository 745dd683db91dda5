#!/usr/bin/env bash
# Where a whole CLI process spends its CPU, by thread: runs one command and samples the CPU time
# (user + sys) of each of its threads from /proc every 50 ms until it exits, then prints the
# seconds per thread name (reader threads summed). Shows what /usr/bin/time cannot: how much of a
# run is the JIT (C1/C2 compiler threads), the main thread (start-up, assembly) and the readers.
# Linux only; the last 50 ms of a thread may be missed. The process's own counters (which keep
# the CPU of threads that have exited) are read too: what they hold beyond the threads' sum is
# printed as "exited threads (after their last sample)", so the total is the process's.
# A command that reads stdin needs `bash -c 'exec CMD < FILE'` (the job runs in the background).
#
#   bench/thread-cpu.sh java -Xmx512m -XX:+UseSerialGC -jar target/ascend-triage-*-cli.jar diagnose <tree>
set -euo pipefail
"$@" > /dev/null 2>&1 &
pid=$!
declare -A cpu
proc=0
while kill -0 "$pid" 2>/dev/null; do
  pstat="$( { cat "/proc/$pid/stat"; } 2>/dev/null )" && {
    read -r -a p <<< "${pstat##*) }"
    proc=$(( p[11] + p[12] ))
  }
  for t in /proc/"$pid"/task/*; do
    name="$( { tr -d '\0' < "$t/comm"; } 2>/dev/null )" || continue
    stat="$( { cat "$t/stat"; } 2>/dev/null )" || continue
    # fields after the parenthesised name: state is 3rd, utime 14th, stime 15th
    read -r -a f <<< "${stat##*) }"
    cpu["${t##*/} $name"]=$(( f[11] + f[12] ))
  done
  sleep 0.05
done
wait "$pid" || true
tick="$(getconf CLK_TCK)"
for k in "${!cpu[@]}"; do echo "${cpu[$k]} ${k#* }"; done \
  | awk -v tick="$tick" -v proc="$proc" '{n=$2; for(i=3;i<=NF;i++) n=n" "$i; sub(/-?[0-9]+$/,"",n); s[n]+=$1; t+=$1}
      END{for(k in s) if (s[k] > 0) printf "%7.2f s  %s\n", s[k]/tick, k;
          if (proc > t) { printf "%7.2f s  exited threads (after their last sample)\n", (proc-t)/tick; t=proc }
          printf "%7.2f s  total\n", t/tick}' \
  | sort -rn
