package io.github.ascendtriage.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns one run's raw outputs (JMH JSON and console output, grep and cold-start timings, stream heap
 * probe) into the figures table, each figure beside its target. Usage: {@code Summary <run dir>
 * <bench work dir>}; prints Markdown and writes {@code <run dir>/summary.md}.
 */
public final class Summary {
  private static final String PKG = "io.github.ascendtriage.bench.";

  private final List<String[]> rows = new ArrayList<>();
  private final List<String> missed = new ArrayList<>();

  private Summary() {}

  public static void main(String[] args) throws IOException {
    Path run = Path.of(args[0]);
    Path work = Path.of(args[1]);
    Summary s = new Summary();
    String md = s.build(run, work);
    Files.writeString(run.resolve("summary.md"), md);
    System.out.print(md);
  }

  private String build(Path run, Path work) throws IOException {
    JsonNode jmh = Files.exists(run.resolve("jmh.json"))
        ? new ObjectMapper().readTree(run.resolve("jmh.json").toFile())
        : new ObjectMapper().createArrayNode();
    String console = read(run.resolve("jmh.txt"));
    Map<String, Double> grep = grepSeconds(read(run.resolve("grep.txt")));

    // tree scan
    Map<String, Double> mbps1 = new LinkedHashMap<>();
    for (JsonNode b : jmh) {
      if (!b.path("benchmark").asText().equals(PKG + "TreeScanBenchmark.scanTree")) {
        continue;
      }
      String size = b.path("params").path("size").asText();
      int threads = b.path("params").path("threads").asInt();
      double ms = b.path("primaryMetric").path("score").asDouble();
      Properties p = treeProps(work, size);
      if (p == null) {
        continue;
      }
      double mb = Long.parseLong(p.getProperty("bytes")) / 1048576.0;
      double lines = Long.parseLong(p.getProperty("lines"));
      double mbps = mb / (ms / 1000);
      if (threads == 1) {
        mbps1.put(size, mbps);
      }
      String fig = String.format(Locale.ROOT, "%.0f ms = %.1f MB/s, %.0f lines/s", ms, mbps, lines / (ms / 1000));
      String target = threads == 1 ? ">= 400 MB/s on one core" : "(2 threads; no target)";
      boolean ok = threads != 1 || mbps >= 400;
      row("Tree scan " + size + " (" + p.getProperty("hosts") + " hosts, " + p.getProperty("files") + " files), "
          + threads + " thread(s)", fig, target, threads == 1 ? ok : null);
      Double g = grep.get(size);
      if (threads == 1 && g != null) {
        double ratio = (ms / 1000) / g;
        row("Tree scan " + size + " vs grep -c -F -f (same files)",
            String.format(Locale.ROOT, "grep %.2f s; ours %.2f s = %.1fx grep", g, ms / 1000, ratio), "<= 2x grep's time", ratio <= 2);
      }
    }
    if (mbps1.size() >= 2) {
      double min = mbps1.values().stream().mapToDouble(d -> d).min().orElse(0);
      double max = mbps1.values().stream().mapToDouble(d -> d).max().orElse(0);
      row("Tree scan: work per byte across sizes (1 thread)",
          String.format(Locale.ROOT, "MB/s from %.1f to %.1f (%s)", min, max, mbps1), "flat (within 25%)", min >= 0.75 * max);
    }
    Matcher heap = Pattern.compile("TREE-RESULT size=1g threads=1 .*").matcher(console);
    if (heap.find()) {
      row("1 GB tree with -Xmx256m", "completed; " + heap.group().replaceAll(".*-> ", ""), "completes with -Xmx256m", true);
    } else if (console.contains("TREE size=1g")) {
      row("1 GB tree with -Xmx256m", "did not complete (see jmh.txt)", "completes with -Xmx256m", false);
    }

    // streaming
    for (JsonNode b : jmh) {
      if (b.path("benchmark").asText().equals(PKG + "StreamTagBenchmark.tagLine")) {
        double lps = b.path("primaryMetric").path("score").asDouble();
        row("Streaming tag, 1 thread", String.format(Locale.ROOT, "%.0f lines/s", lps), ">= 1,000,000 lines/s", lps >= 1_000_000);
      }
    }
    List<String> sh = new ArrayList<>();
    Matcher m = Pattern.compile("STREAM-HEAP lines=(\\d+) retained-mb=(-?[\\d.]+)").matcher(read(run.resolve("stream-heap.txt")));
    double first = Double.NaN;
    double last = Double.NaN;
    while (m.find()) {
      sh.add(m.group(1) + " lines: " + m.group(2) + " MB");
      if (Double.isNaN(first)) {
        first = Double.parseDouble(m.group(2));
      }
      last = Double.parseDouble(m.group(2));
    }
    if (!sh.isEmpty()) {
      row("Streaming session heap after N lines (window 10,000 lines)", String.join("; ", sh), "bounded by the window",
          last <= Math.max(first, 0) + 16);
    }

    // pasted trace
    for (JsonNode b : jmh) {
      if (b.path("benchmark").asText().equals(PKG + "PastedTraceBenchmark.diagnoseTrace")) {
        int lines = b.path("params").path("lines").asInt();
        JsonNode pc = b.path("primaryMetric").path("scorePercentiles");
        double p50 = pc.path("50.0").asDouble() / 1000;
        double p99 = pc.path("99.0").asDouble() / 1000;
        row("Pasted trace, " + lines + " lines", String.format(Locale.ROOT, "p50 %.2f ms, p99 %.2f ms", p50, p99),
            lines == 500 ? "p99 < 2 ms" : "(no target)", lines == 500 ? p99 < 2 : null);
      }
    }

    // case base scale
    Map<String, String> built = new LinkedHashMap<>();
    Matcher cb = Pattern.compile("CASEBASE cases=(\\d+) index=(\\w+) total=(\\d+) build-ms=(\\d+) heap-mb=(-?[\\d.]+)").matcher(console);
    while (cb.find()) {
      built.put(cb.group(1) + "/" + cb.group(2), "build " + cb.group(4) + " ms, heap " + cb.group(5) + " MB, " + cb.group(3) + " cases");
    }
    for (JsonNode b : jmh) {
      if (b.path("benchmark").asText().equals(PKG + "CaseBaseScaleBenchmark.diagnoseWithCaseBase")) {
        int n = b.path("params").path("cases").asInt();
        String idx = b.path("params").path("index").asText();
        JsonNode pc = b.path("primaryMetric").path("scorePercentiles");
        double p50 = pc.path("50.0").asDouble() / 1000;
        double p99 = pc.path("99.0").asDouble() / 1000;
        String label = n == 0 ? "built-in only" : String.format(Locale.ROOT, "+%,d generated", n);
        row("Case base " + label + ", index " + idx + ", 500-line trace",
            String.format(Locale.ROOT, "p50 %.2f ms, p99 %.2f ms; %s", p50, p99, built.getOrDefault(n + "/" + idx, "")),
            n == 100_000 ? "diagnosis < 20 ms" : "(no target)", n == 100_000 ? p50 < 20 : null);
      }
    }
    for (JsonNode b : jmh) {
      String name = b.path("benchmark").asText();
      if (name.startsWith(PKG + "CaseIndexBuildBenchmark.")) {
        double ms = b.path("primaryMetric").path("score").asDouble();
        boolean index = name.endsWith("buildBuiltInIndex");
        row(index ? "Built-in case index (Lucene) build" : "AscendTriage.builder().build() (load, validate, index)",
            String.format(Locale.ROOT, "%.1f ms", ms), index ? "< 100 ms" : "(no target)", index ? ms < 100 : null);
      }
    }

    // CLI cold start
    List<Double> cold = new ArrayList<>();
    Matcher cm = Pattern.compile("COLD run=\\d+ ms=(\\d+)").matcher(read(run.resolve("coldstart.txt")));
    while (cm.find()) {
      cold.add(Double.parseDouble(cm.group(1)));
    }
    if (!cold.isEmpty()) {
      double[] a = cold.stream().mapToDouble(d -> d).sorted().toArray();
      double med = a[a.length / 2];
      row("CLI cold start: bin/ascend-triage diagnose <50-line trace>",
          String.format(Locale.ROOT, "median %.0f ms over %d runs (min %.0f, max %.0f)", med, a.length, a[0], a[a.length - 1]),
          "< 1 s", med < 1000);
    }

    Matcher cpu = Pattern.compile("CPU-CHECK (\\w+): (\\d+) operations, ([\\d.]+) s CPU of this thread, ([\\d.]+) ms CPU per operation")
        .matcher(read(run.resolve("cpu-check.txt")));
    while (cpu.find()) {
      row("Thread CPU time per operation: " + cpu.group(1) + " (ProfileLoop, " + cpu.group(2) + " operations)",
          cpu.group(4) + " ms", "(cross-check of the wall-clock figures)", null);
    }

    StringBuilder out = new StringBuilder();
    out.append("| Workload | Measured | Target | Met |\n|---|---|---|---|\n");
    for (String[] r : rows) {
      out.append("| ").append(String.join(" | ", r)).append(" |\n");
    }
    out.append('\n');
    if (missed.isEmpty()) {
      out.append("All targets met.\n");
    } else {
      out.append("Targets missed: ").append(missed.size()).append('\n');
      for (String s : missed) {
        out.append("- ").append(s).append('\n');
      }
    }
    return out.toString();
  }

  private void row(String what, String figure, String target, Boolean ok) {
    rows.add(new String[] {what, figure, target, ok == null ? "" : ok ? "yes" : "**no**"});
    if (Boolean.FALSE.equals(ok)) {
      missed.add(what + ": " + figure + " (target " + target + ")");
    }
  }

  private static Properties treeProps(Path work, String size) throws IOException {
    Path p = work.resolve("tree-" + size + ".properties");
    if (!Files.exists(p)) {
      return null;
    }
    Properties props = new Properties();
    try (var in = Files.newInputStream(p)) {
      props.load(in);
    }
    return props;
  }

  /** {@code GREP size=1g run=2 seconds=0.53} lines: the median per size. */
  private static Map<String, Double> grepSeconds(String text) {
    Map<String, List<Double>> all = new LinkedHashMap<>();
    Matcher m = Pattern.compile("GREP size=(\\S+) run=\\d+ seconds=([\\d.]+)").matcher(text);
    while (m.find()) {
      all.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(Double.parseDouble(m.group(2)));
    }
    Map<String, Double> out = new LinkedHashMap<>();
    all.forEach((k, v) -> {
      double[] a = v.stream().mapToDouble(d -> d).toArray();
      Arrays.sort(a);
      out.put(k, a[a.length / 2]);
    });
    return out;
  }

  private static String read(Path p) throws IOException {
    return Files.exists(p) ? Files.readString(p) : "";
  }
}
