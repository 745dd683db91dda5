#!/usr/bin/env bash
label="$1"; shift
l=$(cut -d' ' -f1 /proc/loadavg)
/usr/bin/time -f "T %U %S %e" -o /tmp/cold13/.t.$$ "$@" >/dev/null 2>&1
read x u s e < <(grep '^T ' /tmp/cold13/.t.$$); rm -f /tmp/cold13/.t.$$
echo "$label load=$l cpu=$(echo "$u + $s" | bc) wall=$e"
