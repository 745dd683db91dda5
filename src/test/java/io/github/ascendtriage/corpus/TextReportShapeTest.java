package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.internal.output.TextReport;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The text report of every corpus sample, as a support engineer reads it on a terminal. */
class TextReportShapeTest {
  /** A signature token as the scorer writes it: {@code type:value} after "required"/"supporting". */
  private static final Pattern TOKEN_SYNTAX =
      Pattern.compile("\\b(required|supporting|excluding) [a-z-]+:");

  @Test
  void everyLineFitsOneHundredColumns() {
    List<String> wide = new ArrayList<>();
    for (Outcome o : CorpusRun.get().outcomes) {
      for (String line : TextReport.text(o.diagnosis()).split("\n")) {
        if (displayWidth(line) > 100) {
          wide.add(o.sample().id() + ": " + displayWidth(line) + " columns: " + line);
        }
      }
    }
    assertTrue(wide.isEmpty(), wide.size() + " lines wider than 100 columns, e.g.\n" + String.join("\n", wide.stream().limit(10).toList()));
  }

  @Test
  void reasonsAreWordsAndNextChecksOnlyWithoutACase() {
    int matched = 0;
    for (Outcome o : CorpusRun.get().outcomes) {
      Diagnosis d = o.diagnosis();
      String text = TextReport.text(d);
      String why = text.lines().filter(l -> l.startsWith("Why:")).findFirst().orElse("");
      assertFalse(TOKEN_SYNTAX.matcher(why).find(), o.sample().id() + ": " + why);
      if (d.matched()) {
        matched++;
        assertFalse(text.contains("Next checks"), o.sample().id() + " found a case but lists the generic checks");
        // the reasons' tokens are named in words: a required code appears as "error code X"
        for (String r : d.matches().get(0).reasons()) {
          if (r.startsWith("required code:")) {
            String code = r.substring("required code:".length(), r.length() - " found".length());
            assertTrue(text.contains("error code " + code), o.sample().id() + ": " + why);
          }
        }
      } else if (!d.nextChecks().isEmpty()) {
        assertTrue(text.contains("Next checks"), o.sample().id());
      }
    }
    assertTrue(matched > 100, "the corpus should have many matched samples, got " + matched);
  }

  @Test
  void evidenceShowsWhatMatched() {
    int checked = 0;
    for (Outcome o : CorpusRun.get().outcomes) {
      Diagnosis d = o.diagnosis();
      if (!d.matched()) {
        continue;
      }
      CaseMatch m = d.matches().get(0);
      List<String> terms = new ArrayList<>();
      for (String r : m.reasons()) {
        var t = TERM.matcher(r);
        if (t.matches() && t.group(2).length() >= 3) {
          terms.add(fold(t.group(2)));
        }
      }
      String report = TextReport.text(d);
      // a line that carries a matched term shows one, however long the line is
      for (var e : m.evidence().subList(0, Math.min(6, m.evidence().size()))) {
        String full = fold(e.text());
        if (terms.stream().noneMatch(full::contains)) {
          continue;
        }
        String shown = report.lines().filter(l -> l.startsWith("  " + e.location() + "  ")).findFirst().orElse(null);
        if (shown == null) {
          continue; // a long location puts the text on its own line
        }
        String s = fold(shown);
        // a term longer than the room shows its start
        assertTrue(terms.stream().anyMatch(t -> s.contains(t.substring(0, Math.min(t.length(), 24)))),
            o.sample().id() + ": " + shown + " shows none of " + terms);
        checked++;
      }
    }
    assertTrue(checked > 100, "too few evidence lines checked: " + checked);
  }

  private static final Pattern TERM = Pattern.compile("(required|supporting) [a-z-]+:(.+?) found");

  private static String fold(String s) {
    return s.toLowerCase(java.util.Locale.ROOT).replaceAll("\\s+", " ");
  }

  /** Terminal columns: wide East Asian characters take two. */
  static int displayWidth(String s) {
    int w = 0;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      i += Character.charCount(cp);
      Character.UnicodeScript sc = Character.UnicodeScript.of(cp);
      boolean wide = sc == Character.UnicodeScript.HAN || sc == Character.UnicodeScript.HIRAGANA
          || sc == Character.UnicodeScript.KATAKANA || sc == Character.UnicodeScript.HANGUL
          || (cp >= 0x3000 && cp <= 0x303F) || (cp >= 0xFF00 && cp <= 0xFF60) || (cp >= 0xFFE0 && cp <= 0xFFE6);
      w += wide ? 2 : 1;
    }
    return w;
  }
}
