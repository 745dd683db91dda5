package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import io.github.ascendtriage.internal.extract.automaton.FoldedChars;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.TestContexts;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The speed-ups of the line scan must not change what it finds: the array-based Aho-Corasick
 * reports exactly the patterns a plain substring search finds, and the IPv4 and port pre-checks
 * never reject a line in which their pattern would find an address or a port.
 */
class ScanShortcutsTest {

  @Test
  void automatonFindsExactlyThePatternsThatOccur() {
    agreeWithReference(7, false, AhoCorasick::new, (text, p) -> text.contains(p));
  }

  @Test
  void wordStartAutomatonFindsExactlyThePatternsThatStartAWord() {
    // a word-start automaton scans folded text: the reference looks in the text folded
    agreeWithReference(
        8,
        true,
        pats -> AhoCorasick.wordStarts(pats, Set.of()),
        (text, p) -> {
          for (int i = text.indexOf(p); i >= 0; i = text.indexOf(p, i + 1)) {
            if (!FoldedChars.wordChar(p.charAt(0)) || i == 0 || !FoldedChars.wordChar(text.charAt(i - 1))) {
              return true;
            }
          }
          return false;
        });
  }

  /** The text as a folded scan sees it: folded chars, a leading run of blanks dropped, runs as one. */
  private static String folded(String text) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = FoldedChars.fold(text.charAt(i));
      if (c != ' ' || (b.length() > 0 && b.charAt(b.length() - 1) != ' ')) {
        b.append(c);
      }
    }
    return b.toString();
  }

  /** Random patterns and texts over a small alphabet: the automaton finds what the reference says. */
  private static void agreeWithReference(
      long seed,
      boolean folded,
      java.util.function.Function<List<String>, AhoCorasick> build,
      java.util.function.BiPredicate<String, String> occurs) {
    Random r = new Random(seed);
    String alphabet = "abc d.链路超时";
    for (int round = 0; round < 200; round++) {
      List<String> pats = new ArrayList<>();
      for (int i = 0; i < 1 + r.nextInt(12); i++) {
        pats.add(random(r, alphabet, 1 + r.nextInt(5)));
      }
      AhoCorasick ac = build.apply(pats);
      for (int t = 0; t < 20; t++) {
        String text = random(r, alphabet, r.nextInt(40));
        Set<String> found = new LinkedHashSet<>();
        if (folded) {
          ac.forEachMatchFolded(text, found::add);
        } else {
          ac.forEachMatch(text, found::add);
        }
        Set<String> expected = new LinkedHashSet<>();
        String seen = folded ? folded(text) : text;
        for (String p : pats) {
          if (occurs.test(seen, p)) {
            expected.add(p);
          }
        }
        assertEquals(expected, found, "patterns " + pats + " in '" + text + "'");
      }
    }
  }

  @Test
  void automatonWithNoPatternsFindsNothing() {
    AhoCorasick ac = new AhoCorasick(List.of());
    assertTrue(ac.isEmpty());
    List<String> found = new ArrayList<>();
    ac.forEachMatch("anything at all", found::add);
    assertTrue(found.isEmpty());
  }

  @Test
  void addressPreCheckNeverHidesAnAddress() {
    Random r = new Random(11);
    IpAddressRecognizer ip = new IpAddressRecognizer();
    int withAddress = 0;
    for (int i = 0; i < 20_000; i++) {
      String body = pieces(r, r.nextInt(12));
      List<String> seen = new ArrayList<>();
      LineContext ctx = TestContexts.line(body, null);
      ip.recognize(ctx, (type, value) -> {
        if (type == FeatureType.REMOTE_IP) {
          seen.add(value);
        }
      });
      if (!seen.isEmpty()) {
        withAddress++;
        assertTrue(ip.mayMatch(body), "pre-check rejected '" + body + "' holding " + seen);
      }
    }
    assertTrue(withAddress > 50, "the random lines should contain addresses now and then: " + withAddress);
    assertTrue(ip.mayMatch("connect server[10.20.0.11 : 60000] failed"));
    assertFalse(ip.mayMatch("[hccl_communicator.cc:42] step 3.5 done"));
  }

  @Test
  void portPreCheckNeverHidesAPort() {
    Random r = new Random(12);
    PortRecognizer port = new PortRecognizer();
    String[] words = {"port", "Port", "PORT", "pOrt", "master_port", "transport", "reported", "=", "[", "]", ":", " : ",
        " ", "\t", "x", "_", "1", "29", "6000", "60001", "192.168.1.2", "10.0.0.7 :"};
    int withPort = 0;
    for (int i = 0; i < 50_000; i++) {
      String body = words(r, words, 9);
      List<String> seen = ports(port, body);
      boolean wide = body.contains("port") || body.contains("Port") || body.contains("PORT") || body.contains(" : ");
      if (!seen.isEmpty() && wide) {
        withPort++;
        assertTrue(port.mayMatch(body), "pre-check rejected '" + body + "' holding " + seen);
      }
    }
    assertTrue(withPort > 200, "the random lines should hold ports now and then: " + withPort);
    assertTrue(port.mayMatch("init rank 3 master_port=29500"));
    assertTrue(port.mayMatch("connect server[10.20.0.11 : 60000] failed"));
    assertFalse(port.mayMatch("[transport_manager.cc:88] link ok, step info reported"));
    assertFalse(port.mayMatch("ra_send_wr(645) : qpn[2085] post ok"));
  }

  /** Trying the pattern only where a match can begin finds what find finds, in order. */
  @Test
  void portsAreTheMatchesFindGives() {
    Random r = new Random(14);
    PortRecognizer port = new PortRecognizer();
    String[] words = {"port", "Port", "PORT", "pOrt", "master_port", "MASTER_PORT", "transport", "xport", "m", "p", "=",
        "[", "]", ":", " : ", " ", "\t", "x", "_", "1", "29", "6000", "60001", "192.168.1.2", "10.0.0.7 :", "[10.0.0.7",
        "\u212A", "\u0131"};
    int found = 0;
    for (int i = 0; i < 50_000; i++) {
      String body = words(r, words, 12);
      List<String> want = new ArrayList<>();
      java.util.regex.Matcher m = PortRecognizer.PORT.matcher(body);
      while (m.find()) {
        int v = Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2));
        if (v > 0 && v < 65536) {
          want.add(Integer.toString(v));
        }
      }
      assertEquals(want, ports(port, body), "[" + body + "]");
      found += want.size();
    }
    assertTrue(found > 300, "ports in the random lines: " + found);
  }

  /** Up to {@code max - 1} of {@code words}, drawn at random, one after the other. */
  private static String words(Random r, String[] words, int max) {
    StringBuilder b = new StringBuilder();
    for (int k = r.nextInt(max); k > 0; k--) {
      b.append(words[r.nextInt(words.length)]);
    }
    return b.toString();
  }

  /** The ports the recogniser reports on a line whose message is {@code body}. */
  private static List<String> ports(PortRecognizer port, String body) {
    List<String> seen = new ArrayList<>();
    LineContext ctx = TestContexts.line(body, null);
    port.recognize(ctx, (type, value) -> seen.add(value));
    return seen;
  }

  @Test
  void portWordIsPortInAnyAsciiCaseBeforeItsMarks() {
    Random r = new Random(13);
    int yes = 0;
    for (int i = 0; i < 50_000; i++) {
      StringBuilder b = new StringBuilder();
      String[] pieces = {"port", "PoRt", "pOR", "p", "P", "o", "r", "t", "[", " ", ":", "=", "x", "\u0150", "\u0170"};
      for (int k = r.nextInt(8); k > 0; k--) {
        b.append(pieces[r.nextInt(pieces.length)]);
      }
      String s = b.toString();
      boolean want = false;
      for (int k = 0; k + 4 < s.length() && !want; k++) {
        want = s.substring(k, k + 4).equalsIgnoreCase("port") && s.charAt(k) < 128 && s.charAt(k + 3) < 128
            && "[ :=".indexOf(s.charAt(k + 4)) >= 0;
      }
      yes += want ? 1 : 0;
      assertEquals(want, PortRecognizer.portWord(s), "[" + s + "]");
    }
    assertTrue(yes > 1_000, "strings with a port word: " + yes);
  }

  /** Lines made of address-like pieces, so that some hold addresses and many nearly do. */
  private static String pieces(Random r, int n) {
    String[] nums = {"0", "1", "7", "25", "192", "255", "256", "300", "1000", ""};
    String[] seps = {".", ".", ".", "..", ":", " "};
    String[] fill = {" ", "a", "[", "]", "x.y", "port", ":"};
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if (r.nextBoolean()) {
        int parts = 2 + r.nextInt(4);
        for (int k = 0; k < parts; k++) {
          if (k > 0) {
            b.append(seps[r.nextInt(seps.length)]);
          }
          b.append(nums[r.nextInt(nums.length)]);
        }
      } else {
        b.append(fill[r.nextInt(fill.length)]);
      }
    }
    return b.toString();
  }

  private static String random(Random r, String alphabet, int len) {
    StringBuilder b = new StringBuilder(len);
    for (int i = 0; i < len; i++) {
      b.append(alphabet.charAt(r.nextInt(alphabet.length())));
    }
    return b.toString();
  }
}
