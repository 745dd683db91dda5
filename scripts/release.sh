#!/usr/bin/env bash
# Makes a release of ascend-triage from the checked-out commit: sets VERSION in every pom (the
# library, the adapters and their modules), commits that as "Release VERSION", tags it vVERSION,
# builds and checks both release images (./mvnw verify -Prelease), signs the artifacts (the
# Maven profile "sign": the library, the CLI jar, the adapters, their sources, javadoc and SBOM),
# and writes target/release-VERSION/ with the images, the CLI jar, the SBOMs, SHA256SUMS and its
# signature. It never pushes or deploys: it prints the commands for that.
#
#   scripts/release.sh VERSION              in this checkout (clean, on a branch); signs with your
#                                           default gpg key (GNUPGHOME, MAVEN_GPG_PASSPHRASE)
#   scripts/release.sh VERSION --dry-run    the same in a throw-away clone of HEAD, signed with a
#                                           throw-away key made for the run; this checkout, its
#                                           tags and your keys are left as they are; the result
#                                           is copied to target/release-VERSION-dry-run/
#   --skip-tests                            build without the test suite (CI's dry run, after the
#                                           suite has passed in the same job)
# MVN_ARGS (environment) is added to each Maven call (e.g. -o for an offline machine with a warm
# cache; the SBOM is then missing, see README "Install without a JDK").
set -euo pipefail
usage() { echo "usage: scripts/release.sh VERSION [--dry-run] [--skip-tests]  (VERSION as 1.2.3)" >&2; exit 2; }
[ $# -ge 1 ] || usage
version="$1"; shift
# the version goes into file contents, a tag and Maven arguments: digits and dots only
[[ "$version" =~ ^[0-9]{1,4}\.[0-9]{1,4}\.[0-9]{1,4}$ ]] || { echo "release: '$version' is not a version like 0.2.0" >&2; usage; }
dry=0; skip_tests=0
for a in "$@"; do
  case "$a" in
    --dry-run) dry=1 ;;
    --skip-tests) skip_tests=1 ;;
    *) echo "release: unknown option '$a'" >&2; usage ;;
  esac
done
root="$(cd "$(dirname "$0")/.." && pwd)"
tag="v$version"
read -r -a mvn_args <<<"${MVN_ARGS:-}"
say() { echo "release: $*" >&2; }
fail() { echo "release: $*" >&2; exit 1; }
command -v git >/dev/null || fail "git is missing"
command -v sha256sum >/dev/null || fail "sha256sum is missing"

[ "$dry" = 0 ] && [ -n "$(git -C "$root" status --porcelain)" ] && fail "the checkout has changes: commit or stash them first"
git -C "$root" rev-parse -q --verify "refs/tags/$tag" >/dev/null && fail "tag $tag exists already"
command -v gpg >/dev/null || fail "gpg is missing (Debian: apt-get install gnupg)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
if [ "$dry" = 1 ]; then
  # a clone of the checked-out commit: the version change, the commit and the tag happen there
  src="$scratch/src"
  git clone -q --no-local "$root" "$src"
  # HEAD by name: also a detached one (a CI checkout of a merge commit) that no branch holds
  git -C "$src" fetch -q "$root" HEAD
  git -C "$src" checkout -q --detach FETCH_HEAD
  [ "$(git -C "$src" rev-parse HEAD)" = "$(git -C "$root" rev-parse HEAD)" ] || fail "the clone is not at HEAD"
  git -C "$src" checkout -q -b "release-$version"
  git -C "$src" config user.name "release dry run"
  git -C "$src" config user.email "dry-run@localhost"
  # the shared inputs beside the checkout (../shared) are beside the clone too
  [ -e "$root/../shared" ] && ln -s "$(cd "$root/../shared" && pwd)" "$scratch/shared"
  # a throw-away signing key, made here and removed with the clone: no passphrase, one day
  export GNUPGHOME="$scratch/gnupg"
  mkdir -m 700 "$GNUPGHOME"
  gpg --batch --quiet --passphrase '' --quick-generate-key "ascend-triage release dry run <dry-run@localhost>" \
    ed25519 sign 1d 2>/dev/null || fail "gpg could not make the throw-away key"
  unset MAVEN_GPG_PASSPHRASE
  out="$root/target/release-$version-dry-run"
else
  src="$root"
  git -C "$src" symbolic-ref -q HEAD >/dev/null || fail "not on a branch"
  out="$root/target/release-$version"
fi
gpg --batch --list-secret-keys 2>/dev/null | grep -q '^sec' || fail "no secret gpg key to sign with (GNUPGHOME=${GNUPGHOME:-~/.gnupg})"

cd "$src"
say "setting the version $version in the poms"
# the library; the adapters (their parent, modules, the bench module of the profile bench, and the
# library version they build against)
./mvnw -B -q -ntp "${mvn_args[@]}" versions:set -DnewVersion="$version" -DgenerateBackupPoms=false
./mvnw -B -q -ntp "${mvn_args[@]}" -f adapters/pom.xml -Pbench versions:set -DnewVersion="$version" \
  -DgenerateBackupPoms=false -DprocessAllModules=true
./mvnw -B -q -ntp "${mvn_args[@]}" -f adapters/pom.xml versions:set-property -Dproperty=ascend-triage.version \
  -DnewVersion="$version" -DgenerateBackupPoms=false
for pom in pom.xml adapters/pom.xml adapters/*/pom.xml; do
  grep -q "<version>$version</version>" "$pom" || fail "$pom did not get the version $version"
  ! grep -q -- "-SNAPSHOT</" "$pom" || fail "$pom still names a SNAPSHOT version"
done
git add -A pom.xml adapters
git commit -q -m "Release $version"
git tag -a "$tag" -m "ascend-triage $version"
say "tagged $tag at $(git rev-parse --short HEAD)"

say "building and checking both images, signing the artifacts"
tests=()
[ "$skip_tests" = 1 ] && tests=(-DskipTests -Dadapters.skip=false) # the adapters still built and signed
./mvnw -B -ntp "${mvn_args[@]}" "${tests[@]}" -Prelease -Dascendtriage.sign=true verify

rm -rf "$out.partial" && mkdir -p "$out.partial"
shopt -s nullglob
files=(target/ascend-triage-"$version"-linux-*.tar.gz target/ascend-triage-"$version"-linux-*.cdx.json
  target/ascend-triage-"$version"-cli.jar target/ascend-triage-"$version".jar
  target/ascend-triage-"$version"-sources.jar target/ascend-triage-"$version"-javadoc.jar
  adapters/*/target/ascend-triage-*-"$version".jar adapters/*/target/ascend-triage-*-"$version"-sources.jar
  adapters/*/target/ascend-triage-*-"$version"-javadoc.jar adapters/*/target/ascend-triage-*-"$version"-app.jar
  adapters/*/target/ascend-triage-*-"$version"-job.jar)
for f in "${files[@]}"; do
  cp "$f" "$out.partial/"
  [ -f "$f.asc" ] && cp "$f.asc" "$out.partial/"
done
for p in linux-x64 linux-aarch64; do
  [ -f "$out.partial/ascend-triage-$version-$p.tar.gz" ] || fail "no $p image was built"
done
for a in kafka-streams flink flink-1.20; do
  [ -f "$out.partial/ascend-triage-$a-$version.jar" ] || fail "the $a adapter was not built"
done
[ -f "$out.partial/ascend-triage-kafka-streams-$version-app.jar" ] || fail "the Kafka Streams application jar was not built"
for a in flink flink-1.20; do
  [ -f "$out.partial/ascend-triage-$a-$version-job.jar" ] || fail "the Flink job jar of $a was not built"
done
# every jar Maven signed verifies with the key; then the checksums, signed the same way
for f in "$out.partial"/*.jar; do
  [ -f "$f.asc" ] || fail "$(basename "$f") is not signed"
  gpg --batch --quiet --verify "$f.asc" "$f" 2>/dev/null || fail "the signature of $(basename "$f") does not verify"
done
(cd "$out.partial" && sha256sum -- *.tar.gz *.jar *.json > SHA256SUMS && sha256sum --quiet -c SHA256SUMS)
gpg --batch --quiet --yes --armor --detach-sign --output "$out.partial/SHA256SUMS.asc" "$out.partial/SHA256SUMS"
gpg --batch --quiet --verify "$out.partial/SHA256SUMS.asc" "$out.partial/SHA256SUMS" 2>/dev/null \
  || fail "the signature of SHA256SUMS does not verify"
if [ "$dry" = 1 ]; then
  git -C "$src" log -1 --format='%h %s' > "$out.partial/COMMIT"
  git -C "$src" tag -n1 "$tag" > "$out.partial/TAG"
  gpg --batch --armor --export > "$out.partial/dry-run-key.asc" # the throw-away key's public half
fi
rm -rf "$out" && mv "$out.partial" "$out"
say "$out:"
(cd "$out" && ls -l) >&2
if [ "$dry" = 1 ]; then
  say "dry run done: tag $tag and the commit were made in a throw-away clone; nothing pushed or deployed"
else
  say "next: git push origin HEAD $tag; ./mvnw -B -ntp -Prelease -Dascendtriage.sign=true deploy (with your"
  say "Central credentials); attach $out/* to the GitHub release $tag"
fi
