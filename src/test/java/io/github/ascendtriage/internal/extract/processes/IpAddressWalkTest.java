package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import io.github.ascendtriage.internal.extract.automaton.TriggerHits;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link IpAddressRecognizer#addresses}, which tries only the digit runs just before a dot, finds
 * what a walk over every char finds (the recogniser's loop before run 2026-12-05-scan13, kept here
 * as the reference): the same addresses in the same order on random lines glued from digits, dots,
 * quads, near misses, version labels and words.
 */
class IpAddressWalkTest {
  private static final String[] PIECES = {
    "0", "1", "7", "25", "255", "256", "999", "1234", ".", ".", "..", " ", "a", "x", ":", "[", "]", "%", "-",
    "10.0.0.1", "192.168.1.200", "255.255.255.0", "0.0.0.0", "1.2.3.4.5", "10.0.0", "npu-smi ", "Version: ",
    "version", "NPU-SMI", "ip[", "port 60000", "é", "1.2.3.4.", "0x1f.2"
  };

  /** The walk the recogniser made before: every char a candidate start. */
  private static List<String> walk(String b) {
    List<String> out = new ArrayList<>();
    int n = b.length();
    for (int i = 0; i < n; i++) {
      if (!digit(b.charAt(i)) || (i > 0 && (digit(b.charAt(i - 1)) || b.charAt(i - 1) == '.'))) {
        continue;
      }
      int end = IpAddressRecognizer.dottedQuad(b, i);
      if (end < 0) {
        continue;
      }
      String ip = b.substring(i, end);
      if (!ip.startsWith("0.") && !ip.equals("255.255.255.0") && !IpAddressRecognizer.afterVersionLabel(b, i)) {
        out.add(ip);
      }
      i = end;
    }
    return out;
  }

  /**
   * The positional path: the dots {@link IpAddressRecognizer#addresses} tries are only the starts of
   * the recogniser's triggers, as one byte walk of the gate's automaton finds them ({@link
   * AhoCorasick#walk}); it finds what the walk over every char finds, on the same random lines.
   */
  @Test
  void triggerStartsFindWhatTheWalkFinds() {
    long seed = System.nanoTime();
    System.out.println("IpAddressWalkTest.triggerStartsFindWhatTheWalkFinds seed " + seed);
    Random rnd = new Random(seed);
    List<String> triggers = new IpAddressRecognizer().triggers();
    AhoCorasick walk = AhoCorasick.withSilent(List.of(), Set.of(), triggers, Set.of());
    long[] masks = new long[walk.patterns().size()];
    java.util.Arrays.fill(masks, 1L);
    TriggerHits hits = new TriggerHits();
    hits.owner(1L);
    int withAddress = 0;
    int walked = 0;
    for (int k = 0; k < 50_000; k++) {
      String b = randomLine(rnd);
      byte[] bytes = b.getBytes(StandardCharsets.ISO_8859_1);
      if (!walk.walk(bytes, 0, bytes.length, null, masks, hits)) {
        continue; // the byte walk takes ASCII lines only
      }
      walked++;
      List<String> want = walk(b);
      List<String> got = new ArrayList<>();
      IpAddressRecognizer.addresses(b, hits::nextStart, got::add);
      assertEquals(want, got, "seed " + seed + ": " + b);
      withAddress += want.isEmpty() ? 0 : 1;
    }
    assertTrue(walked > 20_000 && withAddress > 3_000, "seed " + seed + ": walked " + walked + ", with an address " + withAddress);
  }

  /** Up to 24 pieces glued. */
  private static String randomLine(Random rnd) {
    StringBuilder line = new StringBuilder();
    for (int p = rnd.nextInt(24); p >= 0; p--) {
      line.append(PIECES[rnd.nextInt(PIECES.length)]);
    }
    return line.toString();
  }

  private static boolean digit(char c) {
    return c >= '0' && c <= '9';
  }

  @Test
  void dotsFindWhatTheWalkFinds() {
    long seed = System.nanoTime();
    Random rnd = new Random(seed);
    int withAddress = 0;
    for (int k = 0; k < 50_000; k++) {
      String b = randomLine(rnd);
      List<String> want = walk(b);
      List<String> got = new ArrayList<>();
      IpAddressRecognizer.addresses(b, got::add);
      assertEquals(want, got, "seed " + seed + ": " + b);
      withAddress += want.isEmpty() ? 0 : 1;
    }
    assertTrue(withAddress > 5_000, "seed " + seed + ": too few lines with an address: " + withAddress);
  }
}
