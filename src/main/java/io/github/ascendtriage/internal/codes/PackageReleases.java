package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The CANN release a release of a Python package on top of it needs, from the {@code packages} of
 * {@code casebase/hdk-requirements.json}: vllm-ascend's install guides name the CANN each of its
 * releases needs ({@code from} lines: a release takes the last line at or below it), torch_npu's
 * compatibility table pairs each of its releases with one CANN ({@code exact}: a release the table
 * does not list says nothing). So a log that prints a package's version but no CANN release still
 * tells which CANN, and with it which driver, the job needs. Every package cites its sources; the
 * part is validated when read. Immutable and thread-safe.
 */
public final class PackageReleases {
  /** The packages whose printed versions the extractor reads. */
  public static final Set<String> PACKAGES = Set.of("vllm-ascend", "torch_npu");
  private static final Set<String> FIELDS = Set.of("id", "match", "releases", "sources");

  /** One release of a package and the CANN release it needs. */
  public record Release(PackageVersion version, AscendVersion cann) {}

  /**
   * A package: its releases in order and whether a release is matched exactly or by the last line
   * at or below it.
   */
  public record Package(String id, boolean exact, List<Release> releases, List<String> sources) {
    public Package {
      releases = List.copyOf(releases);
      sources = List.copyOf(sources);
    }
  }

  private final Map<String, Package> packages;

  private PackageReleases(Map<String, Package> packages) {
    this.packages = Map.copyOf(packages);
  }

  static PackageReleases none() {
    return new PackageReleases(Map.of());
  }

  /** The packages, by id. */
  public Map<String, Package> packages() {
    return packages;
  }

  /** The CANN release {@code version} of package {@code id} needs; empty when the table does not say. */
  public Optional<AscendVersion> cannFor(String id, PackageVersion version) {
    Package p = packages.get(id);
    if (p == null) {
      return Optional.empty();
    }
    AscendVersion out = null;
    for (Release r : p.releases()) {
      int c = version.compareTo(r.version());
      if (p.exact() ? c == 0 : c >= 0) {
        out = r.cann();
      }
    }
    return Optional.ofNullable(out);
  }

  /** Reads the {@code packages} array at {@code path}; problems are added, never thrown. */
  static PackageReleases read(JsonNode arr, String path, List<String> problems) {
    Map<String, Package> out = new LinkedHashMap<>();
    if (arr == null) {
      return none();
    }
    if (!arr.isArray()) {
      problems.add(path + ": must be an array");
      return none();
    }
    for (int i = 0; i < arr.size(); i++) {
      String at = path + "[" + i + "]";
      JsonNode e = arr.get(i);
      HdkRequirements.unknown(e, FIELDS, at, problems);
      if (e == null || !e.isObject()) {
        continue;
      }
      String id = e.path("id").asText("");
      if (!PACKAGES.contains(id) || out.containsKey(id)) {
        problems.add(at + ".id: one of " + new TreeSet<>(PACKAGES) + ", each once");
      }
      String match = e.path("match").asText("");
      if (!match.equals("exact") && !match.equals("from")) {
        problems.add(at + ".match: 'exact' (the table pairs each release) or 'from' (a release takes the last line at or below it)");
      }
      List<Release> releases = releases(e.get("releases"), at + ".releases", match.equals("from"), problems);
      List<String> sources = new ArrayList<>();
      JsonNode s = e.get("sources");
      if (s == null || !s.isArray() || s.isEmpty()) {
        problems.add(at + ".sources: at least one https link to the page that pairs the releases");
      } else {
        for (int j = 0; j < s.size(); j++) {
          if (!s.get(j).asText("").startsWith("https://")) {
            problems.add(at + ".sources[" + j + "]: an https link");
          } else {
            sources.add(s.get(j).asText());
          }
        }
      }
      out.putIfAbsent(id, new Package(id, match.equals("exact"), releases, sources));
    }
    return new PackageReleases(out);
  }

  private static List<Release> releases(JsonNode r, String path, boolean ordered, List<String> problems) {
    List<Release> out = new ArrayList<>();
    if (r == null || !r.isArray() || r.isEmpty()) {
      problems.add(path + ": a non-empty array of [package version, CANN release] pairs");
      return out;
    }
    for (int j = 0; j < r.size(); j++) {
      JsonNode pair = r.get(j);
      Optional<PackageVersion> v = pair.isArray() && pair.size() == 2 ? PackageVersion.parse(pair.get(0).asText("")) : Optional.empty();
      Optional<AscendVersion> cann = pair.isArray() && pair.size() == 2 ? AscendVersion.parse(pair.get(1).asText("")) : Optional.empty();
      if (v.isEmpty() || cann.isEmpty()) {
        problems.add(path + "[" + j + "]: a pair [package version such as 0.9.2rc1, CANN release such as 8.1.RC1]");
        continue;
      }
      if (ordered && !out.isEmpty()) {
        Release last = out.get(out.size() - 1);
        if (!last.version().olderThan(v.get())) {
          problems.add(path + "[" + j + "]: 'from' lines must be in release order, oldest first");
        } else if (cann.get().olderThan(last.cann())) {
          problems.add(path + "[" + j + "]: a later release cannot need an older CANN than the line before it");
        }
      }
      out.add(new Release(v.get(), cann.get()));
    }
    return out;
  }
}
