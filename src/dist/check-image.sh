#!/usr/bin/env bash
# Checks each release image (target/ascend-triage-VERSION-linux-*.tar.gz) as a machine without a
# JDK would run it: the image is unpacked into a fresh folder and its launcher is run through a
# symbolic link with an environment that has no JAVA_HOME and a PATH of a few shell tools and no
# java (checked). An image for another architecture than the build machine's runs under qemu's
# user-mode emulator: its runtime/bin/java becomes a two-line script that runs the real one with
# qemu-ARCH-static and that architecture's C libraries (from cross-platform.sh), so the launcher
# itself runs unchanged. Also checked: the bundled libraries' license files in the CLI jar and the
# image, and the image's SBOM. Each check prints one line; the last line counts them
# ("N passed, M failed"); any failure exits 1.
set -uo pipefail
target="$1"
version="$2"
corpus="$3"
jdk="${4:-${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}}" # for its jar tool
platforms="${5:-}" # comma-separated: each must have its image (default: the images there are)
dist="$(cd "$(dirname "$0")" && pwd)"
cache="${ASCEND_TRIAGE_CROSS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ascend-triage/cross}"
host_arch="$(uname -m)"; case "$host_arch" in x86_64|amd64) host_arch=x64 ;; aarch64|arm64) host_arch=aarch64 ;; esac
archives=("$target"/ascend-triage-"$version"-linux-*.tar.gz)
[ -f "${archives[0]}" ] || { echo "check-image: FAILED: no image in $target"; exit 1; }
IFS=',' read -r -a expected <<<"$platforms"
for p in "${expected[@]}"; do
  [ -f "$target/ascend-triage-$version-$p.tar.gz" ] || { echo "check-image: FAILED: no $p image in $target"; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
total_pass=0; total_fail=0
check_archive() { # ARCHIVE: unpacks it into $work/ARCH and runs every check on it
archive="$1"
platform="${archive%.tar.gz}"; platform="${platform##*-"$version"-}"
arch="${platform#linux-}"
echo "check-image: $platform ($(basename "$archive"))"
work="$work/$arch"
mkdir -p "$work"
tar -C "$work" -xzf "$archive"
image="$(ls -d "$work"/ascend-triage-"$version"-*/ | head -n 1)"
if [ "$arch" != "$host_arch" ]; then
  case "$arch" in aarch64) deb=arm64 ;; x64) deb=amd64 ;; *) deb="$arch" ;; esac
  qemu="$(command -v "qemu-$arch-static" || echo "$cache/qemu-$arch-static")"
  if [ ! -x "$qemu" ] || [ ! -d "$cache/$deb/sysroot" ]; then
    bash "$dist/cross-platform.sh" "$cache" "$deb" - >/dev/null || {
      echo "check-image: FAILED: no qemu-$arch-static or $arch libraries to run the $platform image"
      total_fail=$((total_fail + 1)); work="$(dirname "$work")"; return
    }
    qemu="$(command -v "qemu-$arch-static" || echo "$cache/qemu-$arch-static")"
  fi
  mv "$image/runtime/bin/java" "$image/runtime/bin/java.$arch"
  printf '#!/bin/sh\nexec "%s" -L "%s" "$(dirname "$0")/java.%s" "$@"\n' "$qemu" "$cache/$deb/sysroot" "$arch" \
    > "$image/runtime/bin/java"
  chmod 755 "$image/runtime/bin/java"
  echo "check-image: $platform runs under $qemu"
fi
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
# the licenses of the bundled libraries (Apache-2.0 4(d)) in the jar and the image, and the SBOM:
# every Maven component the SBOM names but the project itself has its folder of license files
# (empty where the library's jar ships none: its license is then the SBOM's and LICENSE's text)
sbom="$img/sbom.cdx.json"
jar_list="$("$jdk/bin/jar" tf "$img/lib/ascend-triage-cli.jar")"
offline=false; [ "${ASCEND_TRIAGE_MAVEN:-}" = offline=true ] && offline=true
if [ -f "$sbom" ]; then
  libs="$(grep -o '"purl" : "pkg:maven/[^"]*"' "$sbom" | sed 's|.*pkg:maven/||; s|@.*||' | grep -v '^io.github.ascendtriage/' | sed 's|.*/||')"
else # an offline build (no SBOM): the folders the jar has, with the named files below
  libs="$(grep -o '^META-INF/licenses/[^/]*/$' <<<"$jar_list" | cut -d/ -f3)"
fi
missing=""
for lib in $libs; do
  grep -qx "META-INF/licenses/$lib/" <<<"$jar_list" || missing="$missing jar:$lib"
  [ -d "$img/licenses/$lib" ] || missing="$missing image:$lib"
done
# the libraries whose jars carry a notice or license file (looked up in those jars) keep it
for f in lucene-core/NOTICE.txt lucene-core/LICENSE.txt jackson-core/NOTICE jackson-databind/NOTICE \
    commons-compress/NOTICE.txt slf4j-api/LICENSE.txt; do
  grep -qx "META-INF/licenses/$f" <<<"$jar_list" || missing="$missing jar:$f"
  [ -s "$img/licenses/$f" ] || missing="$missing image:$f"
done
grep -qx "META-INF/LICENSE" <<<"$jar_list" || missing="$missing jar:META-INF/LICENSE"
if [ "$(wc -w <<<"$libs")" -ge 10 ] && [ -z "$missing" ] && [ -s "$img/LICENSE" ]; then
  echo "check-image: ok: license files of the $(wc -w <<<"$libs") bundled libraries in the jar and the image"; pass=$((pass + 1))
else
  echo "check-image: FAILED: license files missing:$missing (libraries in the SBOM: $(wc -w <<<"$libs"))"; fail=$((fail + 1))
fi
if [ "$offline" = true ] && [ ! -f "$sbom" ]; then
  echo "check-image: skipped: SBOM (an offline build: the CycloneDX plugin does not run under mvn -o)"
elif grep -q '"bomFormat" : "CycloneDX"' "$sbom" && grep -q '"name" : "openjdk-runtime"' "$sbom" \
    && grep -q "\"value\" : \"$platform\"" "$sbom" && grep -qx "META-INF/sbom/ascend-triage.cdx.json" <<<"$jar_list"; then
  echo "check-image: ok: SBOM of the image (libraries and the $platform runtime) and of the jar"; pass=$((pass + 1))
else
  echo "check-image: FAILED: the image's sbom.cdx.json or the jar's META-INF/sbom is missing or incomplete"; fail=$((fail + 1))
fi
echo "check-image: $platform: $pass passed, $fail failed"
total_pass=$((total_pass + pass)); total_fail=$((total_fail + fail))
work="$(dirname "$work")"
}
for a in "${archives[@]}"; do check_archive "$a"; done
echo "check-image: $total_pass passed, $total_fail failed (${#archives[@]} images)"
[ "$total_fail" = 0 ]
