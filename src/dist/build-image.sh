#!/usr/bin/env bash
# Builds the release image: a Java runtime cut to the modules the CLI needs (jlink, from the JDK
# that runs the build), the CLI jar, and a launcher script, packed as
# target/ascend-triage-VERSION-linux-x64.tar.gz (the platform of the build machine). Run by the
# Maven profile "release" after the CLI jar is made (./mvnw -B verify -Prelease), then checked
# by src/dist/check-image.sh.
set -euo pipefail
target="$1"      # the build folder (target/)
version="$2"     # the project version
jar="$target/ascend-triage-$version-cli.jar"
[ -f "$jar" ] || { echo "build-image: $jar is missing (the shade step makes it)" >&2; exit 1; }
jdk="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}"
jlink="$jdk/bin/jlink"
[ -x "$jlink" ] || jlink="$(command -v jlink)"
os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"; case "$arch" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=aarch64 ;; esac
name="ascend-triage-$version-$os-$arch"
image="$target/image/$name"
rm -rf "$target/image"
mkdir -p "$target/image"
# the JDK modules the CLI jar and its libraries use; check-image.sh runs the CLI's commands on
# the image, so a missing one fails the build: java.logging, java.management and jdk.management
# (Lucene), java.sql and java.desktop (Jackson's optional types), java.xml and java.naming,
# jdk.unsupported (sun.misc.Unsafe: Lucene, aircompressor), jdk.zipfs
modules="java.base,java.logging,java.management,jdk.management,java.naming,java.xml,java.sql,java.desktop,jdk.unsupported,jdk.zipfs"
# --generate-cds-archive: the runtime's own classes in a class-data archive, so the launcher can
# also archive the CLI's classes at its first run (a start in about half the CPU)
"$jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --compress=2 \
  --generate-cds-archive --output "$image/runtime"
mkdir -p "$image/lib" "$image/bin"
cp "$jar" "$image/lib/ascend-triage-cli.jar"
cp "$(dirname "$0")/ascend-triage-image" "$image/bin/ascend-triage"
chmod 755 "$image/bin/ascend-triage"
cp "$(dirname "$0")/../../LICENSE" "$image/LICENSE"
# the classes a real diagnosis loads (a console trace and a plog tree of the corpus, with the
# launcher's flags for such a run), after those the runtime's own archive holds: the launcher
# makes its class-data archive from this list at its first run, where the image then lies (an
# archive names the jar's path, so it cannot be made here)
corpus="$(dirname "$0")/../../corpus"
list="$image/lib/ascend-triage-cli.classlist"
rc=0
"$image/runtime/bin/java" -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:DumpLoadedClassList="$list.run" \
  -jar "$image/lib/ascend-triage-cli.jar" diagnose "$corpus/ptacase_0043-vllm-console/input.log" \
  "$corpus/tree-heartbeat-lost-rank12/input" >/dev/null || rc=$?
if [ "$rc" != 0 ] || ! grep -q '^io/github/ascendtriage/internal/extract/PlogHeader$' "$list.run"; then
  echo "build-image: the class-list run of diagnose failed (exit $rc)" >&2
  exit 1
fi
cat "$image/runtime/lib/classlist" "$list.run" > "$list"
rm -f "$list.run"
cat > "$image/README.txt" <<TXT
ascend-triage $version: finds the failing layer, the known case and the fix in Huawei Ascend NPU
multi-card job logs. No JDK needed: runtime/ is a Java runtime made for it.

  bin/ascend-triage diagnose ~/ascend/log          # or a file, a .tar.gz/.zip of logs, or - for stdin
  bin/ascend-triage serve                          # a page to paste traces into
  ln -s "\$PWD/bin/ascend-triage" ~/bin/            # to have it on your PATH

More: https://github.com/ascendtriage/ascend-triage
TXT
tar -C "$target/image" -czf "$target/$name.tar.gz" "$name"
echo "build-image: $target/$name.tar.gz ($(du -sh "$image" | cut -f1) unpacked)"
