package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * For every family of {@code ../shared/catalogs/codes.jsonl}: lines written in each alias form of
 * its records, its example lines that carry a code form, and the log forms the catalog README
 * describes, each give the right code and family. One dynamic test per family and form, so a
 * failure names both; each lists every record it failed for.
 */
class CatalogFormsTest {
  private static final String BEFORE = "[ERROR] RUNTIME(2955986,python3):2024-07-04-13:26:17.696.512 [engine.cc:1377]2956050 ";
  private static final String AFTER = " (then the job stopped)";
  private static final Pattern HEX = Pattern.compile("(?<![0-9A-Za-z_])0[xX][0-9a-fA-F]+(?![0-9A-Za-z_])");

  @TestFactory
  Stream<DynamicNode> everyFamilyEveryForm() {
    if (TestCatalogs.jsonl().isEmpty()) {
      return Stream.of(DynamicTest.dynamicTest("codes.jsonl", () -> abort(TestCatalogs.jsonlPath() + " not found: skipped")));
    }
    CodeCatalog catalog = TestCatalogs.full();
    List<DynamicNode> out = new ArrayList<>();
    TestCatalogs.jsonlByFamily().forEach((family, records) -> out.add(family(catalog, family, records)));
    return out.stream();
  }

  private static DynamicContainer family(CodeCatalog catalog, String family, List<JsonNode> records) {
    List<DynamicNode> tests = new ArrayList<>();
    Map<String, List<String[]>> byForm = new LinkedHashMap<>(); // form -> [code, alias]
    for (JsonNode r : records) {
      r.get("aliases").forEach(a -> byForm.computeIfAbsent(formName(r, a.asText()), k -> new ArrayList<>())
          .add(new String[] {r.get("code").asText(), a.asText()}));
    }
    byForm.forEach((form, cases) -> tests.add(DynamicTest.dynamicTest(
        "alias " + form + " (" + cases.size() + " codes)", () -> {
          List<String> failures = new ArrayList<>();
          for (String[] c : cases) {
            String line = fill(c[1]);
            check(catalog, family, c[0], line, failures);
            check(catalog, family, c[0], BEFORE + line + AFTER, failures);
          }
          assertNone(failures, family + ", alias " + form);
        })));
    tests.add(examples(catalog, family, records));
    for (String form : ReadmeForms.of(family)) {
      tests.add(DynamicTest.dynamicTest("README form " + form, () -> {
        List<String> failures = new ArrayList<>();
        int tried = 0;
        for (JsonNode r : records) {
          String line = ReadmeForms.render(form, family, r);
          if (line != null) {
            tried++;
            check(catalog, family, r.get("code").asText(), line, failures);
          }
        }
        assertNone(failures, family + ", README form " + form + " (" + tried + " codes tried)");
      }));
    }
    tests.add(DynamicTest.dynamicTest("explain answers every code (" + records.size() + ")", () -> {
      List<String> failures = new ArrayList<>();
      for (JsonNode r : records) {
        String code = r.get("code").asText();
        if (catalog.lookup().explain(code, c -> c.entry(java.util.Optional.empty())).matches().stream().noneMatch(m -> m.family().equals(family) && m.code().equals(code))) {
          failures.add(code);
        }
      }
      assertNone(failures, family + ", explain");
    }));
    return DynamicContainer.dynamicContainer(family, tests);
  }

  /** The family's example lines that show a code form; message-only lines are counted, not tried. */
  private static DynamicTest examples(CodeCatalog catalog, String family, List<JsonNode> records) {
    List<String[]> withForm = new ArrayList<>();
    int messageOnly = 0;
    for (JsonNode r : records) {
      for (JsonNode e : r.path("examples")) {
        String text = e.get("text").asText();
        if (showsCode(r, text)) {
          withForm.add(new String[] {r.get("code").asText(), text});
        } else {
          messageOnly++;
        }
      }
    }
    int skipped = messageOnly;
    return DynamicTest.dynamicTest("examples (" + withForm.size() + " with a code form, " + skipped + " message text only)", () -> {
      if (withForm.isEmpty()) {
        abort("no example line of " + family + " shows a code form (" + skipped + " message-only lines)");
      }
      List<String> failures = new ArrayList<>();
      for (String[] c : withForm) {
        for (String line : c[1].split("\n")) {
          if (showsCode(records.stream().filter(r -> r.get("code").asText().equals(c[0])).findFirst().orElseThrow(), line)) {
            check(catalog, family, c[0], line, failures);
          }
        }
      }
      assertNone(failures, family + ", examples");
    });
  }

  private static void assertNone(List<String> failures, String what) {
    if (!failures.isEmpty()) {
      fail(what + ": " + failures.size() + " failures, the first ones:\n  "
          + String.join("\n  ", failures.subList(0, Math.min(10, failures.size()))));
    }
  }

  /** The line is expected to yield (family, code), unambiguously unless the alias is shared. */
  private static void check(CodeCatalog catalog, String family, String code, String line, List<String> failures) {
    List<CodeHit> hits = catalog.recognizer().scan(line);
    CodeHit hit = hits.stream()
        .filter(h -> h.candidates().stream().anyMatch(r -> r.family().equals(family) && r.code().equals(code)))
        .findFirst().orElse(null);
    if (hit == null) {
      failures.add(code + " not found in: " + line + " (hits: " + hits.stream().map(h -> h.families() + h.text()).toList() + ")");
    } else if (hit.ambiguous() && !sharedText(hit)) {
      failures.add(code + " ambiguous " + hit.candidates().stream().map(CodeRecord::key).toList() + " in: " + line);
    }
  }

  /** Candidates that all print the matched description (desc=[device task abort]) are rightly ambiguous. */
  private static boolean sharedText(CodeHit h) {
    return h.candidates().stream().allMatch(r -> r.messages().contains(h.text()));
  }

  /** True when the line shows the record's code as a token, or one of its aliases. */
  static boolean showsCode(JsonNode r, String line) {
    String code = r.get("code").asText();
    if (Pattern.compile("(?<![0-9A-Za-z_-])" + Pattern.quote(code) + "(?![0-9A-Za-z_])").matcher(line).find()) {
      return true;
    }
    for (JsonNode a : r.get("aliases")) {
      if (line.contains(a.asText().replace("%s", "").replace("%d", "").strip()) && !a.asText().contains("%")) {
        return true;
      }
    }
    return valueOf(code) != null && HEX.matcher(line).results().anyMatch(m -> {
      long v = Long.parseLong(m.group().substring(2), 16);
      return v == valueOf(code) || (v > 0xFFFF && (v & 0xFFFF) == valueOf(code));
    });
  }

  static Long valueOf(String code) {
    try {
      return code.toLowerCase().startsWith("0x") ? Long.parseLong(code.substring(2), 16) : Long.parseLong(code);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** A readable name for an alias's form: the code, the record's own text and linked codes replaced. */
  static String formName(JsonNode r, String alias) {
    String s = alias;
    List<String> texts = new ArrayList<>();
    if (r.hasNonNull("message")) {
      texts.add(r.get("message").asText());
    }
    r.path("all_messages").forEach(m -> texts.add(m.get("text").asText()));
    texts.sort((a, b) -> b.length() - a.length());
    for (String t : texts) {
      if (t.length() >= 3) {
        s = s.replace(t, "<desc>");
      }
    }
    if (r.hasNonNull("name") && r.get("name").asText().length() >= 3) {
      s = s.replace(r.get("name").asText(), "<name>");
    }
    String code = r.get("code").asText();
    Long v = valueOf(code);
    Function<MatchResult, String> hex = m -> {
      long x = Long.parseLong(m.group().substring(2), 16);
      return v != null && x == v ? "{code}" : v != null && x > 0xFFFF && (x & 0xFFFF) == v ? "{errno}" : m.group();
    };
    s = HEX.matcher(s).replaceAll(m -> Matcher.quoteReplacement(hex.apply(m)));
    s = Pattern.compile("(?<![0-9A-Za-z_])" + Pattern.quote(code) + "(?![0-9A-Za-z_])", Pattern.CASE_INSENSITIVE)
        .matcher(s).replaceAll("{code}");
    for (JsonNode m : r.path("maps_to")) {
      s = s.replaceAll("(?<![0-9A-Za-z_])" + Pattern.quote(m.get("code").asText()) + "(?![0-9A-Za-z_])", "<linked>");
    }
    return s;
  }

  /** The alias as a log line: {@code %s} and {@code %d} filled. */
  static String fill(String alias) {
    return alias.replace("%s", "./common/src/hccl_test_common.cc").replace("%d", "538");
  }
}
