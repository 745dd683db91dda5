package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 35: every token the tool keys on says where it comes from. A reasoning rule's tokens are
 * cited by its {@code sources}, a case's signature tokens by its {@code references} (each found by
 * a rule of sources.json, {@link SourcesFileTest}); a token without either must be seen in at least
 * {@link #MIN_SAMPLES} corpus samples, or the build fails naming it.
 */
class ProvenanceTest {
  static final int MIN_SAMPLES = 3;

  /** The text of every corpus sample (input.log or every file of input/), folded as phrases are. */
  static List<String> corpusTexts() throws IOException {
    List<String> out = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(TestPaths.corpus())) {
      for (Path d : dirs.filter(Files::isDirectory).sorted().toList()) {
        StringBuilder b = new StringBuilder();
        try (Stream<Path> files = Files.walk(d)) {
          for (Path f : files.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().equals("label.json")).sorted().toList()) {
            b.append(new String(Files.readAllBytes(f), StandardCharsets.UTF_8)).append('\n');
          }
        }
        out.add(fold(b.toString()));
      }
    }
    return out;
  }

  /** ASCII lower case, full-width ASCII half-width, runs of white space one space (casebase/README "Phrases"). */
  static String fold(String s) {
    StringBuilder b = new StringBuilder(s.length());
    boolean space = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= '\uFF01' && c <= '\uFF5E') {
        c = (char) (c - 0xFEE0);
      }
      if (Character.isWhitespace(c) || c == '\u3000') {
        if (!space) {
          b.append(' ');
        }
        space = true;
        continue;
      }
      space = false;
      b.append(c < 128 ? Character.toLowerCase(c) : c);
    }
    return b.toString();
  }

  /** How many texts hold the token's value (a glob for typed tokens with wildcards). */
  static long support(String token, List<String> texts) {
    SignatureToken t = SignatureToken.parse(token);
    String v = fold(t.value());
    if (v.indexOf('*') < 0 && v.indexOf('?') < 0) {
      return texts.stream().filter(x -> x.contains(v)).count();
    }
    StringBuilder re = new StringBuilder();
    for (String part : v.split("(?<=[*?])|(?=[*?])")) {
      re.append(part.equals("*") ? "[^\\n]*" : part.equals("?") ? "." : Pattern.quote(part));
    }
    Pattern p = Pattern.compile(re.toString());
    return texts.stream().filter(x -> p.matcher(x).find()).count();
  }

  /** The tokens of rules without sources that fewer than {@link #MIN_SAMPLES} texts hold, each named. */
  static List<String> uncitedRuleTokens(List<ReasoningRule> rules, List<String> texts) {
    List<String> offenders = new ArrayList<>();
    for (ReasoningRule rule : rules) {
      if (rule.sources().isEmpty()) {
        for (String t : rule.tokens()) {
          long n = support(t, texts);
          if (n < MIN_SAMPLES) {
            offenders.add("casebase/reasoning.json rule " + rule.id() + ": " + t + " (no sources, " + n + " samples)");
          }
        }
      }
    }
    return offenders;
  }

  @Test
  void aRuleTokenNeitherCitedNorSeenThreeTimesIsNamed() {
    List<String> texts = List.of("a link down here", "link down again", "link down and a rare word", "nothing");
    ReasoningRule uncited = new ReasoningRule("network.words", Optional.of(Layer.NETWORK), "link-setup", Reasoning.Role.FAULT, true,
        List.of("phrase:link down", "phrase:rare word"), "why");
    assertEquals(List.of("casebase/reasoning.json rule network.words: phrase:rare word (no sources, 1 samples)"),
        uncitedRuleTokens(List.of(uncited), texts));
    ReasoningRule cited = new ReasoningRule("network.words", Optional.of(Layer.NETWORK), "link-setup", Reasoning.Role.FAULT, true,
        List.of("phrase:rare word"), "why", false, false, java.util.Set.of(), List.of("lesson §7.2"), List.of());
    assertEquals(List.of(), uncitedRuleTokens(List.of(cited), texts));
  }

  @Test
  void everyRuleAndSignatureTokenIsCitedOrSeenInThreeSamples() throws IOException {
    List<String> texts = corpusTexts();
    assertTrue(texts.size() >= 100, "corpus samples: " + texts.size());
    List<String> offenders = new ArrayList<>();
    offenders.addAll(uncitedRuleTokens(CaseBaseLoader.load(false, List.of(), List.of()).reasoning().rules(), texts));
    try (Stream<Path> files = Files.walk(TestPaths.repo().resolve("casebase/cases"))) {
      for (Path p : files.filter(x -> x.toString().endsWith(".json")).sorted().toList()) {
        JsonNode root = JsonFiles.MAPPER.readTree(Files.readAllBytes(p));
        for (JsonNode c : root.isArray() ? root : List.of(root)) {
          if (c.path("references").size() > 0) {
            continue;
          }
          List<String> tokens = new ArrayList<>();
          c.path("signatures").path("required").forEach(g -> g.forEach(t -> tokens.add(t.asText())));
          c.path("signatures").path("supporting").forEach(t -> tokens.add(t.asText()));
          for (String t : tokens) {
            long n = support(t, texts);
            if (n < MIN_SAMPLES) {
              offenders.add(TestPaths.repo().relativize(p) + " case " + c.path("id").asText() + ": " + t
                  + " (no references, " + n + " samples)");
            }
          }
        }
      }
    }
    assertEquals(List.of(), offenders, offenders.size() + " tokens neither cited nor seen in " + MIN_SAMPLES + " corpus samples");
  }

  @Test
  void supportCountsTheSamplesThatHoldTheToken() throws IOException {
    List<String> texts = List.of(fold("RuntimeError: HCCL function error"), fold("hccl FUNCTION error: x"), "nothing here");
    assertEquals(2, support("phrase:hccl function error", texts));
    assertEquals(2, support("code:EI*6", List.of("ei0006 x", "ei0016", "ej0006")));
    assertEquals(0, support("phrase:no sample says this", corpusTexts()));
    assertEquals("a b 全角 a", fold("A\t\u3000B  全角 \uFF21"));
    assertTrue(support("phrase:hccl", corpusTexts()) >= MIN_SAMPLES, "the corpus is read");
  }
}
