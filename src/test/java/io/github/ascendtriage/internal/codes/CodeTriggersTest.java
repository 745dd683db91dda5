package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.internal.extract.TriggerFolding;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The code scan's triggers (the line gate runs it only on lines holding one) hold a literal of every
 * hit: every printed form of every catalogue record, alone and inside a log line, every example line
 * of codes.jsonl, and a line per compiled form with the record's code in its slot. A hit on a line
 * with no trigger fails, so a trigger list that misses a form's literal fails here.
 */
class CodeTriggersTest {
  private static final String BEFORE = "[WARNING] RUNTIME(2955986,python3):2024-07-04-13:26:17.696.512 [engine.cc:1377]2956050 ";

  @Test
  void everyLineWithAHitHoldsATrigger() {
    for (CodeCatalog catalog : List.of(CodeCatalogLoader.builtIn(), TestCatalogs.full())) {
      CodeRecognizer r = catalog.recognizer();
      List<String> triggers = r.triggers();
      assertNotNull(triggers, "every form has a literal");
      List<String> lines = lines(r);
      int withHits = 0;
      List<String> misses = new ArrayList<>();
      for (String line : lines) {
        if (!r.scan(line).isEmpty()) {
          withHits++;
          if (!TriggerFolding.holds(line, 0, line.length(), triggers)) {
            misses.add(line);
          }
        }
      }
      assertEquals(List.of(), misses.subList(0, Math.min(10, misses.size())), misses.size() + " lines with hits and no trigger");
      assertTrue(withHits > 1_000, "lines with hits: " + withHits + " of " + lines.size());
    }
  }

  /**
   * Without one literal of a hex form (a bare errNo word's digits, a bare runtime code's digits, the
   * bit register's text), some line's hit goes unseen: the check sees it.
   */
  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(strings = {"5000004", "7010001", "AIC_ERROR="})
  void aListWithoutAHexFormsLiteralFails(String dropped) {
    CodeRecognizer r = CodeCatalogLoader.builtIn().recognizer();
    List<String> fewer = new ArrayList<>(r.triggers());
    assertTrue(fewer.remove(dropped), dropped);
    assertFalse(lines(r).stream().filter(l -> !r.scan(l).isEmpty())
        .allMatch(l -> TriggerFolding.holds(l, 0, l.length(), fewer)), "without " + dropped);
  }

  /**
   * A hex number is no trigger by its {@code 0x}: a bare code's digits are, however it is padded or
   * cased, and an address or mask beside no form's text holds none and has no hit.
   */
  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
      "errNo 0x0000000005000004 | true",
      "returned 0X5000004 | true",
      "error 0x07010001 | true",
      "the current working event is 0xaaab40f5c5d0. | false",
      "mask 0xff applied, base 0x7fff00001234 | false",
      "stream 0x1a2b3c4d5e6f done | false"})
  void aHexNumberWakesTheScanOnlyWhenACodeCanBeThere(String text, boolean code) {
    CodeRecognizer r = CodeCatalogLoader.builtIn().recognizer();
    String line = BEFORE + text;
    assertFalse(r.triggers().contains("0x"), "every bare hex form is bound to codes of four digits or more");
    assertEquals(code, !r.scan(line).isEmpty(), line);
    assertEquals(code, TriggerFolding.holds(line, 0, line.length(), r.triggers()), line);
  }

  /** A decimal form with no text around the code has no trigger: the code scan then runs on every line. */
  @Test
  void aBareDecimalFormHasNoTriggers() {
    Shape bare = Shape.compile("f", SlotKind.DEC, String.valueOf(Shape.SLOT), 0, 99, new long[0]);
    Shape ret = Shape.compile("f", SlotKind.DEC, "ret[" + Shape.SLOT + "]", 0, 99, new long[0]);
    assertEquals("ret[", CodeTriggers.longestLiteral(ret));
    assertNull(CodeTriggers.longestLiteral(bare));
  }

  /** The lines tried: every alias and example of codes.jsonl, and each compiled form filled with each of its family's codes. */
  private static List<String> lines(CodeRecognizer r) {
    List<String> out = new ArrayList<>();
    for (JsonNode rec : TestCatalogs.jsonl().orElse(List.of())) {
      for (JsonNode a : rec.path("aliases")) {
        String line = CatalogFormsTest.fill(a.asText());
        out.add(line);
        out.add(BEFORE + line + " (then the job stopped)");
      }
      for (JsonNode e : rec.path("examples")) {
        out.addAll(List.of(e.get("text").asText().split("\n")));
      }
      String code = rec.get("code").asText();
      for (Shape s : r.derived().shapes()) {
        if (s.family.equals(rec.get("family").asText())) {
          out.add(BEFORE + filled(s, code) + " end");
        }
      }
    }
    return out;
  }

  /** The form's template with {@code code} in its slot (as decimal, hex or word, as the slot reads it). */
  private static String filled(Shape s, String code) {
    String text = code;
    java.util.OptionalLong n = CodeNumbers.parse(code);
    if (n.isPresent()) {
      long v = n.getAsLong();
      text = switch (s.slot) {
        case HEX -> "0x" + Long.toHexString(v);
        case ERRNO -> String.format("0x%016x", (s.highs.length > 0 ? s.highs[0] << 16 : 0) | (v & 0xFFFF));
        case BITS -> "0x" + Long.toHexString(1L << Math.min(60, Math.max(0, v)));
        case DEC -> Long.toString(v);
        default -> code;
      };
    }
    return s.template.replace(String.valueOf(Shape.SLOT), text).replace(String.valueOf(Shape.ANY), "a task")
        .replace(String.valueOf(Shape.DIGITS), "7");
  }
}
