#!/usr/bin/env bash
# Builds the release images: for each platform, a Java runtime cut to the modules the CLI needs
# (jlink), the CLI jar, a launcher script, the bundled libraries' license files and an SBOM, packed
# as target/ascend-triage-VERSION-linux-ARCH.tar.gz. The build machine's own platform is linked
# from the JDK that runs the build; another one (linux-aarch64 on an x64 machine, or linux-x64 on an
# aarch64 one) from that platform's jmods of the same feature version: from the folder
# ASCEND_TRIAGE_JMODS_ARCH names, else Debian's openjdk package fetched by cross-platform.sh (apt;
# nothing installed). Run by the Maven profile "release" after the CLI jar is made
# (./mvnw -B verify -Prelease), then checked by src/dist/check-image.sh (the foreign image under
# qemu). Platforms: the third argument, comma-separated (default linux-x64,linux-aarch64).
set -euo pipefail
target="$1"      # the build folder (target/)
version="$2"     # the project version
platforms="${3:-linux-x64,linux-aarch64}"
dist="$(cd "$(dirname "$0")" && pwd)"
jar="$target/ascend-triage-$version-cli.jar"
[ -f "$jar" ] || { echo "build-image: $jar is missing (the shade step makes it)" >&2; exit 1; }
jdk="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}"
jlink="$jdk/bin/jlink"
[ -x "$jlink" ] || jlink="$(command -v jlink)"
java="$jdk/bin/java"
[ -x "$java" ] || java="$(command -v java)"
feature="$("$java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"; case "$arch" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=aarch64 ;; esac
host="$os-$arch"
cache="${ASCEND_TRIAGE_CROSS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ascend-triage/cross}"
rm -rf "$target/image" "$target"/ascend-triage-"$version"-*.tar.gz "$target"/ascend-triage-"$version"-*.cdx.json
mkdir -p "$target/image"
# the JDK modules the CLI jar and its libraries use; check-image.sh runs the CLI's commands on
# the image, so a missing one fails the build: java.logging, java.management and jdk.management
# (Lucene), java.sql and java.desktop (Jackson's optional types), java.xml and java.naming,
# jdk.unsupported (sun.misc.Unsafe: Lucene, aircompressor), jdk.zipfs
modules="java.base,java.logging,java.management,jdk.management,java.naming,java.xml,java.sql,java.desktop,jdk.unsupported,jdk.zipfs"
list="$target/image/ascend-triage-cli.classlist" # the class list of the host's image, for all images
jar_sbom="$target/third-party/META-INF/sbom/ascend-triage.cdx.json"
if [ "${ASCEND_TRIAGE_MAVEN:-}" = offline=true ]; then
  # what a former online build left there is not this build's
  echo "build-image: no SBOM in the images: the CycloneDX plugin does not run offline (mvn -o)" >&2
  rm -f "$jar_sbom"
elif [ ! -f "$jar_sbom" ]; then
  echo "build-image: $jar_sbom is missing (the CycloneDX step makes it)" >&2; exit 1
fi
jmods_of() { # the jmods folder of a JDK for the platform linux-$1 of the build JDK's feature version
  local a="$1" var="ASCEND_TRIAGE_JMODS_$1" deb
  if [ -n "${!var:-}" ]; then
    [ -f "${!var}/java.base.jmod" ] || { echo "build-image: $var=${!var} holds no java.base.jmod" >&2; return 1; }
    echo "${!var}"; return 0
  fi
  case "$a" in aarch64) deb=arm64 ;; x64) deb=amd64 ;; *) echo "build-image: no jmods for linux-$a" >&2; return 1 ;; esac
  bash "$dist/cross-platform.sh" "$cache" "$deb" "$feature" || return 1
  echo "$cache/$deb/jdk/jmods"
}
build() { # PLATFORM
  local platform="$1" name image jmods
  name="ascend-triage-$version-$platform"
  image="$target/image/$name"
  if [ "$platform" = "$host" ]; then
    # --generate-cds-archive: the runtime's own classes in a class-data archive, so the launcher
    # can also archive the CLI's classes at its first run (a start in about half the CPU)
    "$jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --compress=2 \
      --generate-cds-archive --output "$image/runtime"
  else
    case "$platform" in linux-*) ;; *) echo "build-image: cannot build for $platform on $host" >&2; return 1 ;; esac
    jmods="$(jmods_of "${platform#linux-}")" || return 1
    # another platform's runtime: jlink cannot run that platform's tools, so no native symbols
    # stripped (the host's objcopy cannot read them) and no class-data archive of the runtime (the
    # launcher's first run on the target makes the CLI's, which holds the runtime's classes too)
    "$jlink" --module-path "$jmods" --add-modules "$modules" --strip-java-debug-attributes --no-header-files \
      --no-man-pages --compress=2 --output "$image/runtime"
  fi
  mkdir -p "$image/lib" "$image/bin"
  cp "$jar" "$image/lib/ascend-triage-cli.jar"
  cp "$dist/ascend-triage-image" "$image/bin/ascend-triage"
  chmod 755 "$image/bin/ascend-triage"
  cp "$dist/../../LICENSE" "$image/LICENSE"
  # the bundled libraries' license and notice files (Apache-2.0 4(d)); runtime/legal/ has the JDK's
  cp -R "$target/third-party/META-INF/licenses" "$image/licenses"
  if [ "$platform" = "$host" ]; then
    # the classes a real diagnosis loads (a console trace and a plog tree of the corpus, with the
    # launcher's flags for such a run), after those the runtime's own archive holds: the launcher
    # makes its class-data archive from this list at its first run, where the image then lies (an
    # archive names the jar's path, so it cannot be made here). Class names are the same on
    # every platform: the other images take this run's list after their own runtime's.
    local corpus="$dist/../../corpus" rc=0
    "$image/runtime/bin/java" -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:DumpLoadedClassList="$list" \
      -jar "$image/lib/ascend-triage-cli.jar" diagnose "$corpus/ptacase_0043-vllm-console/input.log" \
      "$corpus/tree-heartbeat-lost-rank12/input" >/dev/null || rc=$?
    if [ "$rc" != 0 ] || ! grep -q '^io/github/ascendtriage/internal/extract/scan/PlogHeader$' "$list"; then
      echo "build-image: the class-list run of diagnose failed (exit $rc)" >&2
      return 1
    fi
  fi
  cat "$image/runtime/lib/classlist" "$list" > "$image/lib/ascend-triage-cli.classlist"
  # the image's SBOM: the CLI jar's (its bundled libraries) with the Java runtime added
  if [ -f "$jar_sbom" ]; then
    "$java" -cp "$jar" "$dist/ImageSbom.java" "$jar_sbom" "$image" "$name" "$version" "$platform" > "$image/sbom.cdx.json"
    cp "$image/sbom.cdx.json" "$target/$name.cdx.json"
  fi
  cat > "$image/README.txt" <<TXT
ascend-triage $version for $platform: finds the failing layer, the known case and the fix in Huawei
Ascend NPU multi-card job logs. No JDK needed: runtime/ is a Java runtime made for it.

  bin/ascend-triage diagnose ~/ascend/log          # or a file, a .tar.gz/.zip of logs, or - for stdin
  bin/ascend-triage serve                          # a page to paste traces into
  ln -s "\$PWD/bin/ascend-triage" ~/bin/            # to have it on your PATH

Licenses: LICENSE (ascend-triage), licenses/ (the bundled libraries), runtime/legal/ (the Java
runtime); sbom.cdx.json lists every component (CycloneDX). More: https://github.com/ascendtriage/ascend-triage
TXT
  tar -C "$target/image" -czf "$target/$name.tar.gz" "$name"
  echo "build-image: $target/$name.tar.gz ($(du -sh "$image" | cut -f1) unpacked)"
}
# the host's image first: its run records the class list the others take
ordered="$host"
IFS=',' read -r -a wanted <<<"$platforms"
for p in "${wanted[@]}"; do [ "$p" != "$host" ] && ordered="$ordered $p"; done
for p in $ordered; do
  build "$p"
done
rm -f "$list"
