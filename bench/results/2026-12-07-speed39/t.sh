#!/usr/bin/env bash
# t.sh LABEL CMD...: one whole process, user+sys and wall from /usr/bin/time, the 1-minute load at the start
label="$1"; shift
l=$(cut -d' ' -f1 /proc/loadavg)
/usr/bin/time -f "T %U %S %e" -o /tmp/speed39/m/.t.$$ "$@" >/dev/null 2>&1 </dev/null
read x u s e < <(grep '^T ' /tmp/speed39/m/.t.$$); rm -f /tmp/speed39/m/.t.$$
echo "$label load=$l cpu=$(echo "$u + $s" | bc) wall=$e"
