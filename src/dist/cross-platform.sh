#!/usr/bin/env bash
# Gets what the release build needs for an image of another Linux architecture than the build
# machine's, with apt and dpkg-deb alone and without installing anything or changing the machine's
# apt setup (a private apt state under the cache, with the machine's own sources):
#   CACHE/ARCH/jdk      that architecture's JDK (Debian's openjdk-N-jdk-headless, N the feature
#                       version of the build JDK: jlink links a runtime for another platform from
#                       that platform's jmods when the feature versions match)
#   CACHE/ARCH/sysroot  the C libraries its java needs (libc6, libgcc-s1, libstdc++6, zlib1g), for
#                       running it under qemu in check-image.sh
#   CACHE/qemu-ARCH-static  qemu's user-mode emulator for the build machine (qemu-user-static),
#                       unless one is on the PATH already
# Usage: cross-platform.sh CACHE ARCH FEATURE (ARCH a Debian architecture: arm64; FEATURE - for no
# JDK, only what running one needs). Prints nothing
# but errors; exits 1 with one line saying what is missing. Downloads once per cache (about 180 MB:
# 71 MB JDK, 63 MB qemu-user-static, 3 MB libraries).
set -euo pipefail
cache="$1"
arch="$2"
feature="$3"
case "$arch" in arm64) qarch=aarch64 ;; *) echo "cross-platform: no support for architecture $arch" >&2; exit 1 ;; esac
for tool in apt-get dpkg-deb; do
  command -v "$tool" >/dev/null || {
    echo "cross-platform: $tool is missing: the $arch image needs a Debian-like build machine (apt), or set" \
      "ASCEND_TRIAGE_JMODS_$qarch to the jmods folder of a linux-$qarch JDK $feature" >&2
    exit 1
  }
done
mkdir -p "$cache/$arch"
apt_state="$cache/apt-$arch"
apt_opts=(-q -o "Dir::State=$apt_state/state" -o "Dir::Cache=$apt_state/cache" -o "Dir::State::status=/dev/null"
  -o "APT::Architecture=$arch" -o "APT::Architectures::=$arch" -o "APT::Sandbox::User=root")
fetch() { # DEST PACKAGE...: downloads the packages (of $arch unless named pkg:arch) and unpacks them into DEST
  local dest="$1"; shift
  local debs="$apt_state/debs"
  mkdir -p "$debs" "$dest.partial"
  (cd "$debs" && apt-get "${apt_opts[@]}" download "$@" >/dev/null) || return 1
  local p
  for p in "$@"; do
    local name="${p%%:*}"
    local pa="${p#*:}"; [ "$pa" = "$p" ] && pa="$arch"
    # the newest file of that package and architecture (apt-get download names it NAME_VERSION_ARCH.deb)
    local deb
    deb="$(ls -t "$debs/${name}_"*"_$pa.deb" | head -n 1)"
    dpkg-deb -x "$deb" "$dest.partial"
  done
  rm -rf "$dest" && mv "$dest.partial" "$dest"
}
if [ ! -d "$apt_state/state/lists" ] || { [ "$feature" != - ] && [ ! -f "$cache/$arch/jdk.done" ]; } \
    || [ ! -f "$cache/$arch/sysroot.done" ]; then
  mkdir -p "$apt_state/state/lists/partial" "$apt_state/cache/archives/partial"
  apt-get "${apt_opts[@]}" update >/dev/null 2>&1 || {
    echo "cross-platform: apt-get update for $arch failed (no network, or sources without $arch packages)" >&2
    exit 1
  }
fi
if [ "$feature" != - ] && [ ! -f "$cache/$arch/jdk.done" ]; then
  fetch "$cache/$arch/jdk.root" "openjdk-$feature-jdk-headless" || {
    echo "cross-platform: could not download openjdk-$feature-jdk-headless:$arch (the build JDK's feature version $feature;" \
      "set ASCEND_TRIAGE_JMODS_$qarch to a linux-$qarch JDK $feature's jmods instead)" >&2
    exit 1
  }
  home="$(ls -d "$cache/$arch/jdk.root/usr/lib/jvm/java-$feature-openjdk-$arch")"
  [ -f "$home/jmods/java.base.jmod" ] || { echo "cross-platform: no jmods in $home" >&2; exit 1; }
  rm -f "$cache/$arch/jdk" && ln -s "$home" "$cache/$arch/jdk"
  touch "$cache/$arch/jdk.done"
fi
if [ ! -f "$cache/$arch/sysroot.done" ]; then
  fetch "$cache/$arch/sysroot" libc6 libgcc-s1 "libstdc++6" zlib1g || {
    echo "cross-platform: could not download the C libraries of $arch" >&2; exit 1
  }
  touch "$cache/$arch/sysroot.done"
fi
if ! command -v "qemu-$qarch-static" >/dev/null && [ ! -x "$cache/qemu-$qarch-static" ]; then
  host_arch="$(dpkg --print-architecture)"
  debs="$apt_state/debs"
  # the emulator is a program of the build machine: the machine's own apt state and architecture
  (cd "$debs" && apt-get -q -o "APT::Sandbox::User=root" download "qemu-user-static:$host_arch" >/dev/null 2>&1) || {
    echo "cross-platform: could not download qemu-user-static (apt-get update the machine, or install it)" >&2
    exit 1
  }
  deb="$(ls -t "$debs"/qemu-user-static_*_"$host_arch".deb | head -n 1)"
  dpkg-deb --fsys-tarfile "$deb" | tar -x -O "./usr/bin/qemu-$qarch-static" > "$cache/qemu-$qarch-static.partial"
  chmod 755 "$cache/qemu-$qarch-static.partial" && mv "$cache/qemu-$qarch-static.partial" "$cache/qemu-$qarch-static"
fi
