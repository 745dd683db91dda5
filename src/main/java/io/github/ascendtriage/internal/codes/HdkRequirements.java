package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The oldest NPU driver (Ascend HDK) each software release supports, from {@code
 * casebase/hdk-requirements.json}: the documented minimum of a stack the log shows (vLLM on Ascend
 * by its install guides), and, by CANN release line, the oldest HDK its release notes pair it
 * with. A CANN release between two lines takes the line before it (a later release never supports
 * an older driver than an earlier one), so a release the file does not name is judged no stricter
 * than the last one it does. Every entry cites its sources; the file is validated when read.
 *
 * <p>Immutable and thread-safe; the built-in table is read once and shared. No method returns null.
 */
public final class HdkRequirements {
  private static final Pattern ID = Pattern.compile("[a-z][a-z0-9-]{1,23}");
  private static final Set<String> STACK_FIELDS = Set.of("id", "name", "markers", "minimumDriver", "sources");
  private static final Set<String> CANN_FIELDS = Set.of("from", "minimumDriver", "sources");

  /**
   * A software stack a log names by its markers (lower-case literals found anywhere in a line).
   *
   * @param id short name, used in the finding
   * @param name what the stack is, for people
   * @param markers literals, lower case, at least 4 characters each
   * @param minimumDriver the oldest driver any of its releases supports
   * @param sources where that is documented
   */
  public record Stack(String id, String name, List<String> markers, AscendVersion minimumDriver, List<String> sources) {
    public Stack {
      markers = List.copyOf(markers);
      sources = List.copyOf(sources);
    }
  }

  /**
   * A CANN release line: from release {@code from} on, the driver must be at least {@code
   * minimumDriver}.
   */
  public record CannLine(AscendVersion from, AscendVersion minimumDriver, List<String> sources) {
    public CannLine {
      sources = List.copyOf(sources);
    }
  }

  private final List<Stack> stacks;
  private final List<CannLine> cann;
  private final PackageReleases packages;

  private HdkRequirements(List<Stack> stacks, List<CannLine> cann, PackageReleases packages) {
    this.stacks = List.copyOf(stacks);
    this.cann = List.copyOf(cann);
    this.packages = packages;
  }

  private static final class BuiltIn {
    static final HdkRequirements TABLE = builtInTable();
  }

  /**
   * The shipped table.
   *
   * @throws CodeCatalogException if the shipped file is missing or invalid (a build defect)
   */
  public static HdkRequirements builtIn() {
    return BuiltIn.TABLE;
  }

  /** The stacks, in file order. */
  public List<Stack> stacks() {
    return stacks;
  }

  /** The CANN release lines, oldest first. */
  public List<CannLine> cannLines() {
    return cann;
  }

  /** The CANN release each release of a package on top of it needs (optional part {@code packages}). */
  public PackageReleases packages() {
    return packages;
  }

  /** The release line CANN {@code release} belongs to; empty when it is older than every line. */
  public Optional<CannLine> forCann(AscendVersion release) {
    CannLine out = null;
    for (CannLine l : cann) {
      if (!release.olderThan(l.from())) {
        out = l;
      }
    }
    return Optional.ofNullable(out);
  }

  private static HdkRequirements builtInTable() {
    return BuiltInTable.read("hdk-requirements.json", HdkRequirements::read);
  }

  /**
   * Reads and validates a table; every problem is collected before it fails.
   *
   * @throws CodeCatalogException naming each problem as {@code label: $.path: reason}
   */
  static HdkRequirements read(JsonNode root, String label) {
    List<String> problems = new ArrayList<>();
    List<Stack> stacks = new ArrayList<>();
    List<CannLine> cann = new ArrayList<>();
    if (root == null || !root.isObject()) {
      throw new CodeCatalogException(List.of(label + ": $: must be an object with \"stacks\" and \"cann\""));
    }
    for (Iterator<String> it = root.fieldNames(); it.hasNext();) {
      String f = it.next();
      if (!f.equals("stacks") && !f.equals("cann") && !f.equals("packages")) {
        problems.add(label + ": $." + f + ": unknown field (expected cann, packages, stacks)");
      }
    }
    JsonNode s = root.get("stacks");
    if (s == null || !s.isArray()) {
      problems.add(label + ": $.stacks: must be an array");
    } else {
      for (int i = 0; i < s.size(); i++) {
        stack(s.get(i), label + ": $.stacks[" + i + "]", problems).ifPresent(stacks::add);
      }
    }
    JsonNode c = root.get("cann");
    if (c == null || !c.isArray() || c.isEmpty()) {
      problems.add(label + ": $.cann: must be a non-empty array");
    } else {
      for (int i = 0; i < c.size(); i++) {
        String path = label + ": $.cann[" + i + "]";
        JsonNode e = c.get(i);
        unknown(e, CANN_FIELDS, path, problems);
        Optional<AscendVersion> from = version(e, "from", path, problems);
        Optional<AscendVersion> min = version(e, "minimumDriver", path, problems);
        List<String> sources = sources(e, path, problems);
        if (from.isPresent() && min.isPresent()) {
          if (!cann.isEmpty() && !cann.get(cann.size() - 1).from().olderThan(from.get())) {
            problems.add(path + ".from: the lines must be in release order, oldest first");
          } else if (!cann.isEmpty() && min.get().olderThan(cann.get(cann.size() - 1).minimumDriver())) {
            problems.add(path + ".minimumDriver: a later release cannot need an older driver than the line before it");
          }
          cann.add(new CannLine(from.get(), min.get(), sources));
        }
      }
    }
    PackageReleases packages = PackageReleases.read(root.get("packages"), label + ": $.packages", problems);
    if (!problems.isEmpty()) {
      throw new CodeCatalogException(problems);
    }
    return new HdkRequirements(stacks, cann, packages);
  }

  private static Optional<Stack> stack(JsonNode e, String path, List<String> problems) {
    unknown(e, STACK_FIELDS, path, problems);
    String id = text(e, "id");
    if (id == null || !ID.matcher(id).matches()) {
      problems.add(path + ".id: lower-case letters, digits and '-', 2 to 24 characters");
    }
    String name = text(e, "name");
    if (name == null || name.isBlank()) {
      problems.add(path + ".name: must be a non-blank string");
    }
    List<String> markers = new ArrayList<>();
    JsonNode m = e == null ? null : e.get("markers");
    if (m == null || !m.isArray() || m.isEmpty()) {
      problems.add(path + ".markers: must be a non-empty array of strings");
    } else {
      for (int i = 0; i < m.size(); i++) {
        String v = m.get(i).isTextual() ? m.get(i).asText() : null;
        if (v == null || v.length() < 4 || v.length() > 40 || !v.equals(v.toLowerCase(Locale.ROOT)) || v.isBlank()) {
          problems.add(path + ".markers[" + i + "]: a lower-case literal of 4 to 40 characters");
        } else {
          markers.add(v);
        }
      }
    }
    Optional<AscendVersion> min = version(e, "minimumDriver", path, problems);
    List<String> sources = sources(e, path, problems);
    if (id == null || name == null || min.isEmpty() || markers.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Stack(id, name, markers, min.get(), sources));
  }

  /** Adds a problem for every field of object {@code e} that is not {@code known} (and one when {@code e} is no object). */
  static void unknown(JsonNode e, Set<String> known, String path, List<String> problems) {
    if (e == null || !e.isObject()) {
      problems.add(path + ": must be an object");
      return;
    }
    for (Iterator<String> it = e.fieldNames(); it.hasNext();) {
      String f = it.next();
      if (!known.contains(f)) {
        problems.add(path + "." + f + ": unknown field (expected " + String.join(", ", new java.util.TreeSet<>(known)) + ")");
      }
    }
  }

  static String text(JsonNode e, String field) {
    JsonNode v = e == null ? null : e.get(field);
    return v != null && v.isTextual() ? v.asText() : null;
  }

  private static Optional<AscendVersion> version(JsonNode e, String field, String path, List<String> problems) {
    Optional<AscendVersion> v = AscendVersion.parse(text(e, field));
    if (v.isEmpty()) {
      problems.add(path + "." + field + ": must be a version such as 24.1.RC1 or 8.5.0");
    }
    return v;
  }

  private static List<String> sources(JsonNode e, String path, List<String> problems) {
    List<String> out = new ArrayList<>();
    JsonNode s = e == null ? null : e.get("sources");
    if (s == null || !s.isArray() || s.isEmpty()) {
      problems.add(path + ".sources: at least one https link to the page that states the requirement");
      return out;
    }
    for (int i = 0; i < s.size(); i++) {
      String v = s.get(i).isTextual() ? s.get(i).asText() : "";
      if (!v.startsWith("https://")) {
        problems.add(path + ".sources[" + i + "]: an https link");
      } else {
        out.add(v);
      }
    }
    return out;
  }
}
