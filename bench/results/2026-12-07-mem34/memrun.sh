#!/usr/bin/env bash
# memrun.sh JAR MIX LINES OUTDIR: tag of the first LINES lines of MIX's streams (the two seeds' debug-plog
# streams, one after the other, cycled) under -Xmx512m; at 0.5 M, 1 M, 2 M and 5 M lines (those below
# LINES) the feeder stops, waits for tag to read what it was given, and takes the live-heap histogram
# (jcmd GC.class_histogram: a full collection first) and VmRSS/VmHWM. Prints one row per checkpoint.
set -euo pipefail
jar="$1"; mix="$2"; n="$3"; out="$4"
mkdir -p "$out"
streams=$(ls /tmp/mem34/streams/$mix-*.log | sort)
fifo="$out/in.fifo"; rm -f "$fifo"; mkfifo "$fifo"
/usr/bin/time -f "wall=%e user=%U sys=%S maxrss_kb=%M" -o "$out/time.txt" \
  java -Xmx512m -Xlog:gc:file="$out/gc.txt" -jar "$jar" tag < "$fifo" > "$out/tag.jsonl" 2> "$out/stderr.txt" &
tpid=$!
echo "$tpid" > "$out/time-pid"
cat > "$out/check.sh" <<EOC
#!/usr/bin/env bash
# waits until tag has written line \$1's answer, then measures
pid=\$(pgrep -P $tpid java)
until [ "0\$(tail -n 1 $out/tag.jsonl 2>/dev/null | grep -o '^{\"line\":[0-9]*' | cut -d: -f2)" -ge "\$1" ]; do sleep 0.5; done
h=\$(jcmd \$pid GC.class_histogram > $out/histo-\$1.txt 2>&1; tail -1 $out/histo-\$1.txt | awk '{printf "%.1f", \$3/1048576}')
r=\$(grep -E 'VmRSS|VmHWM' /proc/\$pid/status | awk '{printf "%s=%d ", \$1, \$2/1024}')
echo "$mix lines=\$1 live_heap_mb=\$h \$r load=\$(cut -d' ' -f1-3 /proc/loadavg)" >> $out/rows.txt  # (not to stdout: that is the stream)
EOC
chmod +x "$out/check.sh"
for i in $(seq 1 20); do cat $streams; done 2>/dev/null | head -n "$n" | awk -v chk="$out/check.sh" '
  { print } (NR == 500000 || NR == 1000000 || NR == 2000000 || NR == 5000000) { fflush(); system(chk " " NR) }' > "$fifo"
wait
echo "$mix lines=$n $(cat $out/time.txt) rows_out=$(wc -l < $out/tag.jsonl)" | tee -a "$out/rows.txt"
