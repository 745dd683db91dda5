package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.Platform;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.NextCheck;
import io.github.ascendtriage.internal.casebase.Knowledge;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * casebase/README.md documents casebase/knowledge.json: the generated block between the
 * {@code knowledge:begin/end} markers, the weight column of the token table and the placeholder
 * table are compared with the loaded file. On a difference the expected block is written to
 * {@code target/knowledge-doc.md}, ready to paste.
 */
class KnowledgeDocTest {
  static final Knowledge K = CaseBaseLoader.builtInKnowledge();

  static String readme() throws IOException {
    return Files.readString(Path.of("casebase", "README.md"), StandardCharsets.UTF_8);
  }

  @Test
  void generatedBlockEqualsTheKnowledgeFile() throws IOException {
    String readme = readme();
    int a = readme.indexOf("<!-- knowledge:begin -->\n");
    int b = readme.indexOf("<!-- knowledge:end -->");
    String documented = a >= 0 && b > a ? readme.substring(a + "<!-- knowledge:begin -->\n".length(), b) : "";
    String expected = render(K);
    if (!expected.equals(documented)) {
      Files.createDirectories(Path.of("target"));
      Files.writeString(Path.of("target", "knowledge-doc.md"), expected);
    }
    assertEquals(expected, documented, "casebase/README.md knowledge block (expected text in target/knowledge-doc.md)");
  }

  @Test
  void tokenWeightsEqualTheKnowledgeFile() throws IOException {
    assertEquals(weights(), documentedWeights(readme()), "casebase/README.md, Tokens");
    assertEquals(weights(), documentedWeights(Files.readString(Path.of("docs", "features.md"))), "docs/features.md, Token types");
  }

  static Map<String, String> weights() {
    Map<String, String> actual = new TreeMap<>();
    K.scoring().weights().forEach((t, w) -> actual.put(t.id(), number(w)));
    return actual;
  }

  static Map<String, String> documentedWeights(String doc) {
    Map<String, String> documented = new TreeMap<>();
    Matcher m = Pattern.compile("(?m)^\\| `([a-z-]+)` \\| ([0-9.]+) \\|").matcher(doc);
    while (m.find()) {
      documented.put(m.group(1), m.group(2));
    }
    return documented;
  }

  @Test
  void placeholderTableEqualsTheKnowledgeFile() throws IOException {
    Map<String, String> documented = new LinkedHashMap<>();
    Matcher m = Pattern.compile("(?m)^\\| `\\{([A-Za-z0-9_+]+)\\}` \\| `([a-z0-9-]+)` \\| (.+) \\|$").matcher(readme());
    while (m.find()) {
      documented.put(m.group(1), m.group(2) + " " + m.group(3));
    }
    Map<String, String> actual = new LinkedHashMap<>();
    K.placeholders().values().forEach(p -> actual.put(p.name(), p.valueClass().name() + " " + p.doc()));
    assertEquals(actual, documented);
  }

  @Test
  void valueClassTableEqualsTheKnowledgeFile() throws IOException {
    Map<String, String> documented = new LinkedHashMap<>();
    Matcher m = Pattern.compile("(?m)^\\| `([a-z0-9-]+)` \\| `(.+)` \\| (\\d+) \\| ([-0-9.]*) \\| (.+) \\|$").matcher(readme());
    while (m.find()) {
      documented.put(m.group(1), m.group(2).replace("\\|", "|") + " " + m.group(3) + " " + m.group(4) + " " + m.group(5));
    }
    Map<String, String> actual = new LinkedHashMap<>();
    var file = new com.fasterxml.jackson.databind.ObjectMapper().readTree(
        java.nio.file.Files.readString(java.nio.file.Path.of("casebase/knowledge.json")));
    for (var c : file.get("valueClasses")) {
      String range = c.has("min") ? c.get("min").asText() + ".." + c.get("max").asText() : "";
      actual.put(c.get("name").asText(), c.get("pattern").asText() + " " + c.get("maxLength").asText() + " " + range + " "
          + c.get("doc").asText());
    }
    assertEquals(actual, documented);
    // every class a placeholder uses is one of the file's, as loaded
    K.placeholders().values().forEach(p -> org.junit.jupiter.api.Assertions.assertTrue(
        actual.containsKey(p.valueClass().name()), p.name()));
  }

  static String render(Knowledge k) {
    StringBuilder b = new StringBuilder();
    b.append("#### Layer hints (`layerHints`)\n\n| Token type | Values | Layer |\n|---|---|---|\n");
    for (Knowledge.LayerRule r : k.layerRules()) {
      b.append("| `").append(r.type().id()).append("` | ")
          .append(r.values().stream().map(v -> "`" + v + "`").collect(Collectors.joining(" ")))
          .append(" | ").append(r.layer().map(l -> l.id()).orElse("none")).append(" |\n");
    }
    b.append("\n#### Symptoms (`symptoms`)\n\n| Token | Role | Why |\n|---|---|---|\n");
    for (Knowledge.Symptom s : k.symptoms()) {
      b.append("| `").append(s.type().id()).append(':').append(s.value()).append("` | ")
          .append(s.role().name().toLowerCase(java.util.Locale.ROOT)).append(" | ").append(s.why()).append(" |\n");
    }
    Knowledge.Scoring sc = k.scoring();
    b.append("\n#### Scoring factors (`scoring`)\n\n| Factor | Value |\n|---|---|\n");
    b.append("| `supportFactor` | ").append(number(sc.supportFactor())).append(" |\n");
    b.append("| `exclusionDivisor` | ").append(number(sc.exclusionDivisor())).append(" |\n");
    b.append("| `cascadeFactor` | ").append(number(sc.cascadeFactor())).append(" |\n");
    b.append("| `outOfScopeFactor` | ").append(number(sc.outOfScopeFactor())).append(" |\n");
    b.append("| `foreignPlatformFactor` | ").append(number(sc.foreignPlatformFactor())).append(" |\n");
    b.append("| `symptomVote` | ").append(number(sc.symptomVote())).append(" |\n");
    b.append("| `patternFullLength` | ").append(number(sc.patternFullLength())).append(" |\n");
    Platform p = k.platform();
    b.append("\n#### Platform markers (`platform`)\n\n");
    b.append("- foreign: ").append(p.foreign().stream().map(v -> "`" + v + "`").collect(Collectors.joining(", "))).append('\n');
    b.append("- ascend: ").append(p.ascend().stream().map(v -> "`" + v + "`").collect(Collectors.joining(", "))).append('\n');
    b.append("- foreign logger files (a framework's logger prefix naming one shows that platform): ")
        .append(p.foreignLoggers().stream().map(v -> "`" + v + "`").collect(Collectors.joining(", "))).append('\n');
    b.append("- Ascend logger files: ")
        .append(p.ascendLoggers().stream().map(v -> "`" + v + "`").collect(Collectors.joining(", "))).append('\n');
    b.append("- absent (a foreign marker only inside these shows no foreign stack): ")
        .append(p.absent().stream().map(v -> "`" + v + "`").collect(Collectors.joining(", "))).append('\n');
    b.append("- Ascend token types: ").append(p.ascendTypes().stream().map(FeatureType::id).sorted()
        .map(v -> "`" + v + "`").collect(Collectors.joining(", "))).append('\n');
    b.append("\n#### Next checks (`nextChecks`)\n\n| Layer | Command | Expect |\n|---|---|---|\n");
    for (NextCheck c : k.nextChecks()) {
      b.append("| ").append(c.layer().id()).append(" | `").append(c.command().replace("|", "\\|")).append("` | ")
          .append(c.expect().replace("|", "\\|")).append(" |\n");
    }
    b.append("\n#### Layer steps (`layerSteps`)\n\n| Layer | Command | Explanation | Source |\n|---|---|---|---|\n");
    for (io.github.ascendtriage.Layer l : io.github.ascendtriage.Layer.values()) {
      for (Knowledge.LayerStep s : k.layerSteps(l)) {
        b.append("| ").append(l.id()).append(" | `").append(s.step().command().text().replace("|", "\\|")).append("` | ")
            .append(s.step().explanation().replace("|", "\\|")).append(" | ").append(s.source()).append(" |\n");
      }
    }
    return b.toString();
  }

  static String number(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }
}
