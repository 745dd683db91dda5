package io.github.ascendtriage.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a site case base of {@code n} generated cases in the built-in schema, 500 cases per file,
 * each with examples that pass the loader's check. Every case can be reached from a real input:
 * its second required group pairs one of {@code common} (tokens the benchmark trace does contain)
 * with a phrase of its own, so candidate retrieval returns many generated cases and scoring has to
 * reject them, as it would for a large site base that reuses common codes.
 */
final class CaseGenerator {
  static final int PER_FILE = 500;
  private static final String[] LAYERS = {"device", "network", "link-setup", "collective", "script"};

  private CaseGenerator() {}

  /** The unique phrase of case {@code i}: letters from its number, so no phrase contains another. */
  static String phrase(int i) {
    StringBuilder w = new StringBuilder();
    int v = i;
    do {
      w.append((char) ('a' + v % 26));
      v /= 26;
    } while (v > 0);
    return "sitecase " + w + " stalled on queue " + (i % 97);
  }

  static void write(Path dir, int n, List<String> common) throws IOException {
    Files.createDirectories(dir);
    ObjectMapper m = new ObjectMapper();
    for (int start = 0; start < n; start += PER_FILE) {
      ArrayNode arr = m.createArrayNode();
      for (int i = start; i < Math.min(n, start + PER_FILE); i++) {
        arr.add(one(m, i, common));
      }
      m.writeValue(dir.resolve(String.format("site-%05d.json", start / PER_FILE)).toFile(), arr);
    }
  }

  private static ObjectNode one(ObjectMapper m, int i, List<String> common) {
    String p = phrase(i);
    ObjectNode c = m.createObjectNode();
    c.put("id", String.format("site-%06d", i));
    c.putObject("title").put("en", "Generated site case " + i).put("zh", "生成的现场案例 " + i);
    c.putObject("summary")
        .put("en", "A generated case used to measure how matching scales with the size of the case base.")
        .put("zh", "用于测量案例库规模对匹配速度影响的生成案例。");
    c.put("layer", LAYERS[i % LAYERS.length]);
    ObjectNode sig = c.putObject("signatures");
    ArrayNode req = sig.putArray("required");
    req.addArray().add("phrase:" + p);
    req.addArray().add(common.get(i % common.size())).add("phrase:" + p + " again");
    sig.putArray("supporting").add(common.get((i + 1) % common.size()));
    sig.putArray("excluding");
    ArrayNode rem = c.putArray("remediation");
    rem.addObject().put("command", "npu-smi info -t health -i {device}").put("explanation", "Check the health of the device named in the log.");
    c.putObject("verification").put("command", "npu-smi info").put("expect", "the device reports OK");
    c.putArray("references").add("generated");
    ObjectNode ex = c.putObject("examples");
    ex.putArray("match").add("[ERROR] APP(4242,python3):2025-07-23-03:00:00.000.000 [site.cc:1]4242 " + p.toUpperCase(java.util.Locale.ROOT));
    ex.putArray("noMatch").add("[INFO] APP(4242,python3):2025-07-23-03:00:00.000.000 [site.cc:1]4242 routine status line " + i);
    return c;
  }
}
