package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link MapEntries} finds what the regex it replaced found (run speed38): the same entries, in the
 * same order, with the same ends, names and values, on every line of the corpus' logs and on random
 * lines made of the form's parts and their near misses (each limit and one past it, every quote and
 * white-space char the regex treats apart, the terminators {@code $} takes and those it does not).
 */
class MapEntriesTest {
  /** The regex SettingValueRecognizer ran until speed38 (fix20), kept as the reference. */
  static final Pattern ENTRY = Pattern.compile(
      "(?:^\\s*(?:-\\s+)?|[{,]\\s*)([\"']?)((?:TORCH_)?HCCL_[A-Z0-9_]{2,60}|ASCEND_[A-Z0-9_]{2,60}|(?:PY)?TORCH_NPU_[A-Z0-9_]{2,60})\\1"
          + ":\\s{1,3}[\"']?([A-Za-z0-9_.:,/+-]{1,48})[\"']?\\s*(?:[,}]|$)");

  private static final String[] LEADS = {"", " ", "  ", "\t", "- ", "  - ", "-", "-\t", "-x ", "{", "{ ", ",", ", ",
    ",\n", "x", "x ", "runtime_env={\"env_vars\": {", "env: {", "[", "a,", "{{", "}", "\u2028"};
  private static final String[] NAME_STARTS = {"HCCL_", "TORCH_HCCL_", "ASCEND_", "TORCH_NPU_", "PYTORCH_NPU_", "HCCL",
    "hccl_", "PY_TORCH_NPU_", "TORCH_", "ASCEND", "XHCCL_", "PYTORCH_HCCL_", "TORCH_HCCL", ""};
  private static final int[] NAME_TAILS = {0, 1, 2, 3, 4, 8, 12, 59, 60, 61, 62};
  private static final String[] SPACES = {" ", " ", " ", "\t", "\u000B", "\f", "\r", "\n", "\u00A0", "\u2028"};
  private static final int[] VALUE_LENGTHS = {0, 1, 2, 3, 5, 9, 47, 48, 49, 50, 60};
  private static final String VALUE_CHARS = "abcXYZ0189_.:,/+-";
  private static final String[] ODD = {"$", "\"", "'", " ", "\u00E9", "}", "{", "=", "[", "]", "\t", "\\"};
  private static final String[] ENDS = {"", ",", "}", " ", " ,", "\t}", " x", "\u2028", "\u0085", "\u2029", "\u2029x",
    "\r\n", "\n", ";", "\"", "'", "\" ,", "',", "},", ", "};

  /** The regex's entries of {@code line}: end, name, value, one string each. */
  static List<String> byRegex(String line) {
    List<String> out = new ArrayList<>();
    Matcher m = ENTRY.matcher(line);
    while (m.find()) {
      out.add(m.end() + " " + m.group(2) + " " + m.group(3));
    }
    return out;
  }

  static List<String> byHand(String line) {
    List<String> out = new ArrayList<>();
    int[] span = new int[4];
    for (int from = 0; (from = MapEntries.next(line, from, span)) >= 0; ) {
      out.add(from + " " + line.substring(span[0], span[1]) + " " + line.substring(span[2], span[3]));
    }
    return out;
  }

  /** One random line: one to four entries of drawn parts, glued, now and then with one char changed. */
  static String line(Random r) {
    StringBuilder b = new StringBuilder();
    int entries = 1 + r.nextInt(4);
    for (int k = 0; k < entries; k++) {
      b.append(k == 0 || r.nextInt(3) > 0 ? pick(r, LEADS) : "");
      String quote = r.nextInt(3) == 0 ? (r.nextBoolean() ? "\"" : "'") : "";
      b.append(quote).append(pick(r, NAME_STARTS));
      int tail = NAME_TAILS[r.nextInt(NAME_TAILS.length)];
      for (int i = 0; i < tail; i++) {
        b.append(r.nextInt(30) == 0 ? 'q' : "ABZ019_".charAt(r.nextInt(7)));
      }
      b.append(r.nextInt(8) == 0 ? pick(r, new String[] {"\"", "'", ""}) : quote);
      b.append(r.nextInt(10) == 0 ? pick(r, new String[] {"=", "", "::", " :"}) : ":");
      int spaces = r.nextInt(10) == 0 ? r.nextInt(6) : 1 + r.nextInt(2);
      for (int i = 0; i < spaces; i++) {
        b.append(r.nextInt(4) == 0 ? pick(r, SPACES) : " ");
      }
      b.append(r.nextInt(3) == 0 ? (r.nextBoolean() ? "\"" : "'") : "");
      int len = VALUE_LENGTHS[r.nextInt(VALUE_LENGTHS.length)];
      for (int i = 0; i < len; i++) {
        b.append(r.nextInt(40) == 0 ? pick(r, ODD) : String.valueOf(VALUE_CHARS.charAt(r.nextInt(VALUE_CHARS.length()))));
      }
      b.append(r.nextInt(3) == 0 ? (r.nextBoolean() ? "\"" : "'") : "");
      b.append(pick(r, ENDS));
    }
    if (r.nextInt(4) == 0 && b.length() > 0) { // a near miss: a char dropped, doubled or changed
      int at = r.nextInt(b.length());
      switch (r.nextInt(3)) {
        case 0 -> b.deleteCharAt(at);
        case 1 -> b.insert(at, b.charAt(at));
        default -> b.setCharAt(at, pick(r, ODD).charAt(0));
      }
    }
    return b.toString();
  }

  private static String pick(Random r, String[] from) {
    return from[r.nextInt(from.length)];
  }

  /** The first line of {@code count} random ones (from {@code seed}) on which the two differ, or null; and how many entries. */
  static String firstDifference(long seed, int count, int[] entries) {
    Random r = new Random(seed);
    for (int i = 0; i < count; i++) {
      String line = line(r);
      List<String> want = byRegex(line);
      entries[0] += want.size();
      if (!want.equals(byHand(line))) {
        return line;
      }
    }
    return null;
  }

  @Test
  void findsWhatTheRegexFoundOnRandomLines() {
    int[] entries = new int[1];
    String differs = firstDifference(38_0001L, 200_000, entries);
    assertNull(differs, () -> "differ on " + differs.replace("\n", "\\n") + ": " + byRegex(differs) + " vs " + byHand(differs));
    assertTrue(entries[0] > 10_000, "too few entries drawn to tell: " + entries[0]);
  }

  @Test
  void findsWhatTheRegexFoundOnTheCorpus() throws IOException {
    List<Path> logs;
    try (Stream<Path> walk = Files.walk(Path.of("corpus"))) {
      logs = walk.filter(p -> p.toString().endsWith(".log")).sorted().toList();
    }
    assertTrue(logs.size() > 400, "corpus not found: " + logs.size());
    int lines = 0;
    for (Path p : logs) {
      for (String line : new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\n", -1)) {
        assertEquals(byRegex(line), byHand(line), p + ": " + line);
        lines++;
      }
    }
    assertTrue(lines > 3_000, "too few lines: " + lines);
  }

  @Test
  void readsTheDocumentedForms() {
    assertEquals(List.of("HCCL_HOST_SOCKET_PORT_RANGE auto"), namesAndValues("  HCCL_HOST_SOCKET_PORT_RANGE: \"auto\""));
    assertEquals(List.of("ASCEND_RT_VISIBLE_DEVICES 0,1"), namesAndValues("  - ASCEND_RT_VISIBLE_DEVICES: 0,1"));
    assertEquals(List.of("HCCL_BUFFSIZE 512"), namesAndValues("runtime_env={\"env_vars\": {\"HCCL_BUFFSIZE\": \"512\"}}"));
    assertEquals(List.of(), namesAndValues("[ERROR] see HCCL_BUFFSIZE: 200 is too small"));
    assertEquals(List.of(), namesAndValues("HCCL_BUFFSIZE:200"));
  }

  private static List<String> namesAndValues(String line) {
    return byHand(line).stream().map(s -> s.substring(s.indexOf(' ') + 1)).toList();
  }
}
