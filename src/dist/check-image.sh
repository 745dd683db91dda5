#!/usr/bin/env bash
# Checks the release image as a machine without a JDK would run it: the image is unpacked into a
# fresh folder and its launcher is run through a symbolic link with an environment that has no
# JAVA_HOME and a PATH of a few shell tools and no java (checked). Each check prints one line;
# the last line counts them ("N passed, M failed"); any failure exits 1.
set -uo pipefail
target="$1"
version="$2"
corpus="$3"
archive="$(ls "$target"/ascend-triage-"$version"-*.tar.gz | head -n 1)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "$archive"
image="$(ls -d "$work"/ascend-triage-"$version"-*/ | head -n 1)"
mkdir -p "$work/home/bin"
ln -s "$image/bin/ascend-triage" "$work/home/bin/ascend-triage"
pass=0; fail=0
# a PATH with the few tools a shell script needs and no java, whatever the machine has
mkdir -p "$work/path"
for t in sh bash env dirname readlink cat grep sed uname tr head ls pwd mv rm du; do
  p="$(command -v "$t" || true)"
  [ -n "$p" ] && ln -s "$p" "$work/path/$t"
done
if env -i PATH="$work/path" sh -c 'command -v java' >/dev/null 2>&1; then
  echo "check-image: FAILED: a java is on the scrubbed PATH"; exit 1
fi
scrubbed() { env -i HOME="$work/home" PATH="$work/path" LANG=C.UTF-8 "$work/home/bin/ascend-triage" "$@"; }
check() { # what, expected exit code, pattern the output must have, arguments...
  local what="$1" code="$2" pattern="$3"; shift 3
  local out rc
  out="$(scrubbed "$@" 2>&1)"; rc=$?
  if [ "$rc" = "$code" ] && grep -qE -- "$pattern" <<<"$out"; then
    echo "check-image: ok: $what"; pass=$((pass + 1))
  else
    echo "check-image: FAILED: $what (exit $rc, expected $code)"; printf '%s\n' "$out" | head -20; fail=$((fail + 1))
  fi
}
check "--version with no JDK" 0 "ascend-triage $version" --version
check "diagnose a corpus sample" 0 "ptacase_0043" diagnose "$corpus/ptacase_0043-vllm-console/input.log"
check "diagnose --format json" 0 '"caseId" : "ptacase_0043"' diagnose --format json "$corpus/ptacase_0043-vllm-console/input.log"
check "cases --format json" 0 '^\[' cases --format json
check "cases search (Lucene on the image)" 0 "ptacase_0043" cases search 端口 占用
tar -C "$corpus/ptacase_0043-vllm-console" -czf "$work/logs.tar.gz" input.log
check "diagnose a .tar.gz archive" 0 "ptacase_0043" diagnose "$work/logs.tar.gz"
check "serve --help" 0 "max-request-size" serve --help
# the first run made the class-data archive of the CLI's classes from the class list of the
# build; -Xshare:on refuses to start when an archive cannot be used
img="${image%/}"
usable() { # the archive of the image at $1 is there and the JVM maps it
  [ -f "$1/lib/ascend-triage-cli.jsa" ] && env -i PATH="$work/path" "$1/runtime/bin/java" \
    -XX:SharedArchiveFile="$1/lib/ascend-triage-cli.jsa" -Xshare:on -jar "$1/lib/ascend-triage-cli.jar" --version >/dev/null 2>&1
}
if usable "$img"; then
  echo "check-image: ok: class-data archive made by the first run and used"; pass=$((pass + 1))
else
  echo "check-image: FAILED: no usable class-data archive in $img/lib after the first runs"; fail=$((fail + 1))
fi
# an image moved after its first run: its archive names the old place, and is made again there
mkdir -p "$work/moved" && cp -pR "$img" "$work/moved/image"
out="$(env -i PATH="$work/path" "$work/moved/image/bin/ascend-triage" --version 2>&1)"
if grep -q "ascend-triage $version" <<<"$out" && [ "$(cat "$work/moved/image/lib/ascend-triage-cli.jsa.for")" = "$work/moved/image/lib/ascend-triage-cli.jar" ] \
    && usable "$work/moved/image"; then
  echo "check-image: ok: a moved image makes its archive again"; pass=$((pass + 1))
else
  echo "check-image: FAILED: a moved image has no usable archive"; printf '%s\n' "$out" | head -5; fail=$((fail + 1))
fi
echo "check-image: $pass passed, $fail failed"
[ "$fail" = 0 ]
