package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The hand-written plog header parser agrees with the reference regex, field by field. */
class PlogHeaderTest {

  static String describe(String line) {
    Matcher m = ConsolePrefix.PLOG.matcher(line);
    if (!m.lookingAt()) {
      return "no header";
    }
    return m.group(1) + "|" + m.group(2) + "|" + m.group(5) + "|" + m.group(6) + "|" + m.end();
  }

  static String parsed(String line) {
    PlogHeader h = new PlogHeader();
    if (!h.parse(line)) {
      return "no header";
    }
    return h.level + "|" + h.module + "|" + h.timestamp + "|" + h.file + "|" + h.end;
  }

  /** What {@link PlogHeader#locate(String)} finds, or from the line's bytes (ASCII lines only). */
  static String located(String line, boolean bytes) {
    PlogHeader h = new PlogHeader();
    byte[] b = ("xyz" + line).getBytes(StandardCharsets.ISO_8859_1);
    boolean ok = bytes ? h.locate(b, 3, b.length - 3) : h.locate(line);
    return ok ? h.locatedLevel() + "|" + h.end + "|" + h.bodyStart : "no header";
  }

  /**
   * From bytes the header is located as from the string, on corpus lines, their mutations and
   * lines whose fields are as long as allowed, or longer, some over 512 chars.
   */
  @Test
  void locatesFromBytesAsFromTheString() throws IOException {
    List<String> lines = new ArrayList<>();
    try (Stream<Path> s = Files.walk(TestPaths.corpus())) {
      for (Path p : s.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(".log")).toList()) {
        for (String l : new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\n")) {
          if (l.startsWith("[") && l.chars().allMatch(c -> c < 128)) {
            lines.add(l);
          }
        }
      }
    }
    Random r = new Random(6);
    for (int i = 0; i < 3000; i++) {
      lines.add("[" + PlogHeaderChars.LEVELS[r.nextInt(PlogHeaderChars.LEVELS.length)] + "]" + " ".repeat(r.nextInt(2))
          + "M".repeat(1 + r.nextInt(34)) + "(" + "1".repeat(1 + r.nextInt(12)) + "," + " ".repeat(r.nextInt(2))
          + "p".repeat(r.nextInt(84)) + "):2025-07-23-03:49:57.177.194" + " ".repeat(r.nextInt(2))
          + (r.nextBoolean() ? "[" + "f".repeat(1 + r.nextInt(202)) + ":" + "9".repeat(1 + r.nextInt(8)) + "]" : "")
          + " ".repeat(r.nextInt(2)) + (r.nextBoolean() ? "[" + "7".repeat(1 + r.nextInt(11)) + "]" : "7".repeat(r.nextInt(12)) + " ")
          + "message ".repeat(r.nextInt(120)));
    }
    int headers = 0;
    int longOnes = 0;
    for (String l : lines) {
      String want = located(l, false);
      assertEquals(want, located(l, true), l);
      headers += want.equals("no header") ? 0 : 1;
      longOnes += !want.equals("no header") && l.length() > 512 ? 1 : 0;
      int i = r.nextInt(Math.min(l.length(), 120));
      String m = l.substring(0, i) + " []:(,.-9aA".charAt(r.nextInt(11)) + l.substring(i + 1);
      assertEquals(located(m, false), located(m, true), m);
    }
    assertTrue(headers > 1000 && longOnes > 100, "headers " + headers + ", in lines of over 512 chars " + longOnes);
  }

  @Test
  void agreesWithTheRegexOnHandWrittenVariants() {
    List<String> lines =
        List.of(
            "[ERROR] HCCL(2717288,python3):2025-07-23-03:49:57.177.194 [hccl_socket_manager.cc:778] [2734049][Wait]x",
            "[ERROR]HCCL(835695,all_reduce_test):2025-10-23-17:28:06.049.385[task_exception_handler.cc:610][835695]x",
            "[INFO] HCCL(1595259,alltoall_test):2026-01-06-15:38:29.881.877 [externalinput.cc:598] [1595259][HCCL_ENV] x",
            "[ERROR] DRV(28499, hccp_service.bin):2026-02-09-11:36:23.530.484 [devdrv_pcie.c:1064][devmng] x",
            "[ERROR] DRV(4176881,python3.7):2024-06-29-16:19:28.520.037 [ascend][curpid: 4176881, 4176881][drv] x",
            "[TRACE] HCCL(10972,python):2023-01-01-00:00:00.000.000 [status:init] x",
            "[WARN] GE(1,main):2025-05-19-15:59:07.739.753 ",
            "[EVENT] TDT(946748,main):2025-05-19-15:59:07.741.638 [process_mode_manager.cpp:103][OpenProcess]",
            "[ERROR] HCCL(1,p):2025-07-23-03:49:57.177.19 [x.cc:1] too short a timestamp",
            "[ERROR] hccl(1,p):2025-07-23-03:49:57.177.194 lowercase module",
            "[FATAL] HCCL(1,p):2025-07-23-03:49:57.177.194 unknown level",
            "[ERROR] HCCL(1,p):2025-07-23-03:49:57.177.194 [C:/build/x.cc:12] drive letter",
            "[ERROR] HCCL(1,p):2025-07-23-03:49:57.177.194 [x.cc:12345678] too many line digits",
            "[ERROR] HCCL(,p):2025-07-23-03:49:57.177.194 no pid");
    for (String l : lines) {
      assertEquals(describe(l), parsed(l), l);
    }
  }

  @Test
  void agreesWithTheRegexOnEveryCorpusLineAndOnMutations() throws IOException {
    List<String> lines = new ArrayList<>();
    try (Stream<Path> s = Files.walk(TestPaths.corpus())) {
      for (Path p : s.filter(Files::isRegularFile).filter(p -> !p.toString().endsWith(".json")).toList()) {
        for (String l : new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\n")) {
          int at = l.indexOf("[ERROR] ");
          if (at < 0) {
            at = l.indexOf("[INFO] ");
          }
          if (at >= 0) {
            lines.add(l.substring(at));
          }
        }
      }
    }
    assertTrue(lines.size() > 100, "corpus plog lines: " + lines.size());
    Random r = new Random(5);
    int headers = 0;
    for (String l : lines) {
      assertEquals(describe(l), parsed(l), l);
      headers += parsed(l).equals("no header") ? 0 : 1;
      for (int k = 0; k < 5; k++) { // drop, duplicate or replace one character of the header
        int i = r.nextInt(Math.min(l.length(), 80));
        String m =
            switch (r.nextInt(3)) {
              case 0 -> l.substring(0, i) + l.substring(i + 1);
              case 1 -> l.substring(0, i) + l.charAt(i) + l.substring(i);
              default -> l.substring(0, i) + " []:(,.-9aA".charAt(r.nextInt(11)) + l.substring(i + 1);
            };
        assertEquals(describe(m), parsed(m), m);
      }
    }
    assertTrue(headers > 50, "plog headers among corpus lines: " + headers);
  }

  /** Every level and its near misses, and every char of the timestamp replaced by a digit's neighbours. */
  @Test
  void agreesWithTheRegexOnLevelsAndTimestampChars() {
    String[] levels = {"ERROR", "WARNING", "WARN", "INFO", "DEBUG", "EVENT", "TRACE", "CRITICAL", "ERRO", "ERRORS", "EVENTS",
        "EVEN", "WARNI", "WARNIN", "WARNINGS", "WAR", "WARNS", "E", "W", "C", "CRITICA", "INF0", "INFO ", "DEBUGG", "TRAC",
        "ETROR", "EWENT", "ERENT", "WRRN", "FATAL", "", "INFOINFO", "info", "Error", "EVENTX"};
    String ts = "2025-07-23-03:49:57.177.194";
    List<String> lines = new ArrayList<>();
    for (String l : levels) {
      lines.add("[" + l + "] HCCL(1,python3):" + ts + " [x.cc:1] message text after the header");
      lines.add("[" + l + "]HCCL(1,python3):" + ts + "[x.cc:1]");
    }
    for (int i = 0; i < ts.length(); i++) {
      for (char c : "09/:a-.\u0660 ".toCharArray()) {
        lines.add("[INFO] HCCL(1,python3):" + ts.substring(0, i) + c + ts.substring(i + 1) + " [x.cc:1] message");
      }
    }
    int headers = 0;
    for (String l : lines) {
      assertEquals(describe(l), parsed(l), l);
      headers += parsed(l).equals("no header") ? 0 : 1;
    }
    assertTrue(headers >= 16, "headers among the variants: " + headers);
  }
}
