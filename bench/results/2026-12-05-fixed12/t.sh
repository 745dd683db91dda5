#!/usr/bin/env bash
label="$1"; shift
l=$(cut -d' ' -f1 /proc/loadavg)
/usr/bin/time -f "T %U %S %e" -o /tmp/fixed12/.t.$$ "$@" >/dev/null 2>&1
read x u s e < <(grep '^T ' /tmp/fixed12/.t.$$); rm -f /tmp/fixed12/.t.$$
echo "$label load=$l cpu=$(echo "$u + $s" | bc) wall=$e"
