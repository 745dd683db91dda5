package io.github.ascendtriage.corpus;

import io.github.ascendtriage.internal.casebase.Platform;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.corpus.PublicReportsTest.Figures;
import io.github.ascendtriage.corpus.PublicReportsTest.Scored;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.extract.scan.PlatformSign;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The public reports counted under two other conventions for failures on GPU hosts (issue 35, conv18).
 * {@code measure/public-reports} labels such a failure by the layer it would have on an NPU host. The
 * shared sets ({@code ../shared/field-reports/README.md} and its {@code validation/}) keep a Gloo
 * failure on a GPU host as {@code network} (Gloo behaves the same under torch_npu) and label pure
 * NCCL/CUDA failures, and c10d-store failures on GPU hosts, {@code none}. {@code gpu-convention.json}
 * says for every failure whose {@code platform} is {@code gpu} which of the two it is ({@code keeps} or
 * {@code none}); under the shared convention the {@code none} ones count as look-alikes, claimed when
 * the answer names a case and given a layer when it has any layer. label17's strict convention counts
 * every GPU failure as a look-alike. Printed beside today's figures, never gated; no label is changed.
 */
final class GpuConvention {
  /** The data file, in {@code measure/public-reports}. */
  static final String FILE = "gpu-convention.json";
  private static final ObjectMapper JSON = new ObjectMapper();

  private GpuConvention() {}

  /**
   * The file's verdicts (id to true when the shared convention keeps the failure), checked against
   * the reports of {@code dir}.
   *
   * @throws IllegalArgumentException with one message naming the file and the fault
   */
  static Map<String, Boolean> load(Path dir) throws IOException {
    Set<String> gpuFailures = new TreeSet<>();
    try (var s = Files.list(dir)) {
      for (Path p : s.filter(q -> Files.isRegularFile(q.resolve("report.json"))).toList()) {
        JsonNode r = JSON.readTree(p.resolve("report.json").toFile());
        if (r.path("platform").asText().equals("gpu") && !r.path("layer").asText().equals("none")) {
          gpuFailures.add(r.path("id").asText());
        }
      }
    }
    Path file = dir.resolve(FILE);
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException(file + ": missing");
    }
    return parse(JSON.readTree(file.toFile()), gpuFailures);
  }

  /**
   * The verdicts of a parsed file: every GPU failure listed once, no other id, {@code shared} one of
   * {@code keeps} and {@code none}, a reason given.
   */
  static Map<String, Boolean> parse(JsonNode doc, Set<String> gpuFailures) {
    JsonNode reports = doc == null ? null : doc.get("reports");
    if (reports == null || !reports.isArray()) {
      throw bad("must be an object with an array 'reports'");
    }
    Map<String, Boolean> keeps = new TreeMap<>();
    for (JsonNode r : reports) {
      String id = r.path("id").asText("");
      if (!gpuFailures.contains(id)) {
        throw bad("'" + id + "' is not a report whose platform is gpu and whose layer is a failure");
      }
      for (Iterator<String> it = r.fieldNames(); it.hasNext(); ) {
        String f = it.next();
        if (!Set.of("id", "shared", "reason").contains(f)) {
          throw bad(id + ": unknown field '" + f + "' (id, shared, reason)");
        }
      }
      String shared = r.path("shared").asText("");
      if (!shared.equals("keeps") && !shared.equals("none")) {
        throw bad(id + ": shared must be 'keeps' or 'none', not '" + shared + "'");
      }
      if (r.path("reason").asText("").isBlank()) {
        throw bad(id + ": no reason");
      }
      if (keeps.put(id, shared.equals("keeps")) != null) {
        throw bad(id + " is listed twice");
      }
    }
    Set<String> missing = new TreeSet<>(gpuFailures);
    missing.removeAll(keeps.keySet());
    if (!missing.isEmpty()) {
      throw bad("GPU failures not listed: " + missing);
    }
    return Map.copyOf(keeps);
  }

  private static IllegalArgumentException bad(String what) {
    return new IllegalArgumentException(FILE + ": " + what);
  }

  /**
   * The ids of {@code ids} whose {@code input.log} shows a foreign-platform marker ({@code
   * platform.foreign}) more often than statements that its stack is missing ({@code platform.absent})
   * hold it: the only GPU logs the tool can tell from the log alone.
   */
  static Set<String> foreignMarked(Path dir, Collection<String> ids, Platform p) throws IOException {
    Set<String> out = new TreeSet<>();
    for (String id : ids) {
      String text = Files.readString(dir.resolve(id).resolve("input.log"), StandardCharsets.UTF_8);
      for (String m : p.foreign()) {
        long missing = p.absent().stream().filter(a -> a.contains(m)).mapToLong(a -> count(text, a)).sum();
        if (count(text, m) > missing) {
          out.add(id);
          break;
        }
      }
    }
    return out;
  }

  /** Where the engine counts a marker: on sub-word boundaries ({@link PlatformSign}). */
  private static long count(String text, String phrase) {
    return PlatformSign.count(text, phrase);
  }

  /** One report as a look-alike: claimed when its answer names a case, given a layer when it has one. */
  private static Scored lookAlike(Scored s) {
    return new Scored(s.id(), false, false, false, false, false, s.named(), s.hasLayer(), s.answer(), false, false,
        true, s.named(), s.hasLayer());
  }

  /** One report under the shared convention: a GPU failure the file marks {@code none} becomes a look-alike. */
  static Scored shared(Scored s, Map<String, Boolean> keeps) {
    return s.gpu() && s.failure() && !keeps.get(s.id()) ? lookAlike(s) : s;
  }

  /** One report under label17's strict convention: every GPU failure becomes a look-alike. */
  static Scored strict(Scored s) {
    return s.gpu() && s.failure() ? lookAlike(s) : s;
  }

  /** A set's figures under the shared convention, under the same name. */
  static Figures shared(Figures f, Map<String, Boolean> keeps) {
    return new Figures(f.name(), f.reports().stream().map(s -> shared(s, keeps)).toList());
  }

  /** A set's figures under the strict convention, under the same name. */
  static Figures strict(Figures f) {
    return new Figures(f.name(), f.reports().stream().map(GpuConvention::strict).toList());
  }

  /**
   * The two lines printed beside {@link Figures#line()}: the shared convention (with how many moved
   * failures show a foreign marker, of {@code foreign}, and how many of those the answer declined: no
   * layer, no case) and the strict one.
   */
  static String lines(Figures today, Map<String, Boolean> keeps, Set<String> foreign) {
    var gpu = today.reports().stream().filter(s -> s.gpu() && s.failure()).toList();
    var moved = gpu.stream().filter(s -> !keeps.get(s.id())).toList();
    var marked = moved.stream().filter(s -> foreign.contains(s.id())).toList();
    long declined = marked.stream().filter(s -> !s.hasLayer() && !s.named()).count();
    return String.format(Locale.ROOT, "%s%n%s", figures(shared(today, keeps), String.format(Locale.ROOT,
            "shared convention (GPU failures: %d Gloo kept, %d look-alikes; of these %d show a foreign-platform marker,"
                + " the only ones the tool can decline, %d declined; %d show none, undecidable from the log)",
            gpu.size() - moved.size(), moved.size(), marked.size(), declined, moved.size() - marked.size())),
        figures(strict(today), String.format(Locale.ROOT, "label17's strict convention (all %d GPU failures are"
            + " look-alikes)", gpu.size())));
  }

  private static String figures(Figures v, String convention) {
    return String.format(Locale.ROOT, "public reports, %s, %s: layer right %s; official case right %s; fix named %s;"
            + " look-alikes claimed %s, given a layer %s (printed, not gated)",
        v.name(), convention, v.layer(), v.official(), v.fix(), v.claimed(), v.layered());
  }
}
