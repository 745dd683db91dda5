package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import io.github.ascendtriage.internal.extract.automaton.FoldedChars;
import io.github.ascendtriage.internal.extract.automaton.TriggerHits;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * GramHarness ROUNDS GLUE_SEED TREE...: issue 38's "literal prefilter, then the exact check at the match position
 * only", tried on the loud automaton (QuietGate's `loud`: the recognisers' triggers and every case phrase) that
 * QuietGate.read walks on every WARNING/ERROR/EVENT plog line. Measurement only; not part of the build.
 *
 * <p>Matching semantics of that walk (AhoCorasick, FoldedChars, AsciiRows): ASCII bytes are folded (A-Z to a-z;
 * tab, CR, LF, FF to a space), a run of spaces counts as one space (a state entered on a space stays on the next
 * space), patterns are folded strings with single spaces. The raw match set is every (end, pattern) where a pattern
 * ends in the folded, space-collapsed text; the word-start rule, silence and masks are applied to that set afterwards
 * (by end, longest first at one end), so two finders with the same raw set give the same answers.
 *
 * <p>The prefilter: the text's collapsed folded chars are shifted into a 32-bit window (8 bits a char); at each
 * char, once K chars are in, a bitmap of 2^BITS bits answers "may a pattern start K chars back" from a multiplicative
 * hash of the window; a pattern shorter than K sets a bit of its first char in a 128-entry table (checked with the
 * window's first char, and for the last K-1 starts of a text at its end). Only at a candidate start is the trie
 * walked anchored (goto edges only, no failure links), reporting each pattern that ends on the way.
 */
public class GramHarness {
  // the loud automaton's tables, by reflection
  static int[] asciiT, firstOut, outLink, own, firstChild;
  static byte[] cls;
  static char[] label;
  static int denseEnd, classes, denseRows;
  static String[] patterns;
  static boolean[] wordStart, maskWordStart, silent;
  static Method next, startOk;
  static AhoCorasick loud;
  static long[] loudMasks;
  static final char[] FOLD = new char[128];

  public static void main(String[] args) throws Exception {
    QuietGate gate = (QuietGate) field(LineScanner.class,
        FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of())).newScanner("h"), "gate");
    loud = (AhoCorasick) field(QuietGate.class, gate, "loud");
    loudMasks = (long[]) field(QuietGate.class, gate, "loudMasks");
    Class<AhoCorasick> A = AhoCorasick.class;
    asciiT = (int[]) field(A, loud, "ascii");
    cls = (byte[]) field(A, loud, "asciiClass");
    denseEnd = (int) field(A, loud, "denseEnd");
    denseRows = (int) field(A, loud, "denseRows");
    classes = (int) field(A, loud, "classes");
    firstOut = (int[]) field(A, loud, "firstOut");
    outLink = (int[]) field(A, loud, "outLink");
    own = (int[]) field(A, loud, "own");
    patterns = (String[]) field(A, loud, "patterns");
    wordStart = (boolean[]) field(A, loud, "wordStart");
    maskWordStart = (boolean[]) field(A, loud, "maskWordStart");
    silent = (boolean[]) field(A, loud, "silent");
    Object trie = field(A, loud, "trie");
    label = (char[]) field(trie.getClass(), trie, "label");
    firstChild = (int[]) field(trie.getClass(), trie, "firstChild");
    next = A.getDeclaredMethod("next", int.class, char.class);
    next.setAccessible(true);
    startOk = FoldedChars.class.getDeclaredMethod("startOk", byte[].class, int.class, int.class, int.class);
    startOk.setAccessible(true);
    for (char c = 0; c < 128; c++) FOLD[c] = FoldedChars.fold(c);
    for (int s = firstChild[0]; s < firstChild[1]; s++) if (label[s] < 128) ROOT[label[s]] = s;
    Arrays.fill(ROOT_MISSING, true);
    for (int s = firstChild[0]; s < firstChild[1]; s++) if (label[s] < 128) ROOT_MISSING[label[s]] = false;

    int[] byLen = new int[8];
    int nonAscii = 0, withSpace = 0;
    StringBuilder shortOnes = new StringBuilder();
    for (String p : patterns) {
      if (!p.chars().allMatch(c -> c < 128)) { nonAscii++; continue; }
      if (p.indexOf(' ') >= 0) withSpace++;
      byLen[Math.min(7, p.length())]++;
      if (p.length() < 4) shortOnes.append('[').append(p).append(']');
    }
    System.out.printf("loud automaton: %d patterns (%d not ASCII, never met by the byte walk; %d with a space), states %d, classes %d, rows %d%n",
        patterns.length, nonAscii, withSpace, own.length, classes, denseRows);
    System.out.printf("ASCII patterns by length 1..6,7+: %s; shorter than 4: %s%n", Arrays.toString(Arrays.copyOfRange(byLen, 1, 8)), shortOnes);

    // inputs: plog lines of the trees (message from the header's body start), by kind
    List<byte[]> loudL = new ArrayList<>(), allL = new ArrayList<>();
    List<Integer> loudS = new ArrayList<>(), allS = new ArrayList<>();
    long loudBytes = 0;
    PlogHeader h = new PlogHeader();
    int rounds = Integer.parseInt(args[0]);
    long glueSeed = Long.parseLong(args[1]);
    for (int k = 2; k < args.length; k++) {
      List<Path> files;
      try (Stream<Path> w = Files.walk(Path.of(args[k]))) {
        files = w.filter(Files::isRegularFile).sorted().toList();
      }
      for (Path f : files) {
        for (String l : Files.readAllLines(f, StandardCharsets.ISO_8859_1)) {
          byte[] b = l.getBytes(StandardCharsets.ISO_8859_1);
          boolean ascii = true;
          for (byte x : b) ascii &= x >= 0;
          if (!ascii) continue;
          int start = 0;
          boolean plog = b.length > 0 && b[0] == '[' && h.locate(b, 0, b.length);
          if (plog) start = h.bodyStart;
          allL.add(b); allS.add(start);
          if (plog && !QuietGate.quiet(h.locatedLevel()) && !ConsolePrefix.headerIsEvidence(h.locatedLevel())) {
            loudL.add(b); loudS.add(start); loudBytes += b.length - start;
          }
        }
      }
    }
    System.out.printf("inputs: %d ASCII lines (every line of the trees, plog from the body start), of them %d loud plog lines (%d message bytes)%n",
        allL.size(), loudL.size(), loudBytes);

    int[][] configs = {{4, 16, 0}, {3, 16, 0}, {4, 15, 2}, {4, 16, 2}, {4, 17, 2}};
    // equality: every line of the trees and randomized glued messages, every configuration
    List<byte[]> glued = glueSeed == 0 ? List.of() : glue(glueSeed, 200_000); // 0: timing only, no proof
    if (glueSeed == 0) allL = List.of();
    Gram[] eq = new Gram[configs.length];
    long[] cands = new long[configs.length];
    for (int c = 0; c < configs.length; c++) eq[c] = make(configs[c]);
    long lines = 0, matches = 0;
    for (int set = 0; set < 2; set++) {
      List<byte[]> ls = set == 0 ? allL : glued;
      for (int i = 0; i < ls.size(); i++) {
        byte[] b = ls.get(i); int from = set == 0 ? allS.get(i) : 0;
        long[] ref = reference(b, from);
        for (int c = 0; c < eq.length; c++) {
          long[] got = eq[c].find(b, from);
          Arrays.sort(got); // by end, then longest first: the walk's order at one end
          if (!Arrays.equals(ref, got)) {
            throw new AssertionError("K=" + eq[c].k + " differs on " + new String(b, StandardCharsets.ISO_8859_1)
                + "\nref " + show(ref) + "\ngot " + show(got));
          }
          cands[c] += eq[c].candidates;
        }
        lines++; matches += ref.length;
      }
    }
    for (int c = 0; c < eq.length; c++) {
      System.out.printf("equal: %s K=%d BITS=%d (%d KiB bitmap, %d bits set): %d lines (trees %d, glued %d seed %d), %d raw matches, %d anchored checks, %d of them with a match%n",
          eq[c] .exact ? "exact-short" : "first-char-short", eq[c].k, eq[c].bits, (1 << eq[c].bits) / 8 / 1024, eq[c].bitsSet, lines, allL.size(), glued.size(), glueSeed, matches, cands[c], eq[c].hitChecks);
    }
    // the replica is the walk's: its answers through the walk's own rules equal loud.walk's on every line
    QuietGate.Hits ph = new QuietGate.Hits();
    TriggerHits th = new TriggerHits();
    long checked = 0;
    for (int set = 0; set < 2; set++) {
      List<byte[]> ls = set == 0 ? allL : glued;
      for (int i = 0; i < ls.size(); i++) {
        byte[] b = ls.get(i); int from = set == 0 ? allS.get(i) : 0;
        ph.clear();
        loud.walk(b, from, b.length, ph, loudMasks, th);
        List<String> phr = new ArrayList<>(); List<Long> hits = new ArrayList<>();
        rules(reference(b, from), b, from, phr, hits);
        List<Long> real = new ArrayList<>();
        int[] ends = (int[]) field(TriggerHits.class, th, "ends"); int[] lens = (int[]) field(TriggerHits.class, th, "lengths");
        long[] ms = (long[]) field(TriggerHits.class, th, "masks");
        for (int k = 0; k < th.size(); k++) { real.add((long) ends[k]); real.add((long) lens[k]); real.add(ms[k]); }
        if (!phr.equals(ph) || !hits.equals(real)) throw new AssertionError("replica differs from walk on " + new String(b, StandardCharsets.ISO_8859_1));
        checked++;
      }
    }
    if (glueSeed != 0) System.out.printf("replica == AhoCorasick.walk (phrases in order, trigger ends/lengths/masks) on %d lines%n", checked);

    // timing: loud plog lines only (what the walk reads), thread CPU, rounds alternate the finders
    var mx = ManagementFactory.getThreadMXBean();
    Gram[] gs = new Gram[configs.length];
    for (int c = 0; c < configs.length; c++) gs[c] = make(configs[c]);
    int n = loudL.size();
    {
      long raw = 0, ch = 0, hit = 0, wl = 0, wb = 0;
      Gram x = make(new int[] {4, 16, 2});
      for (int i = 0; i < n; i++) { byte[] b = loudL.get(i); raw += reference(b, loudS.get(i)).length; x.find(b, loudS.get(i)); ch += x.candidates; }
      System.out.printf("loud lines: %d, %.1f message bytes a line, %.2f raw matches a line; exact-short K4/2^16: %.2f anchored checks a line, %.2f with a match%n",
          n, loudBytes / (double) n, raw / (double) n, ch / (double) n, x.hitChecks / (double) n);
    }
    for (int r = 0; r < rounds; r++) {
      StringBuilder out = new StringBuilder("round " + r + ":");
      long sink = 0;
      long t0 = mx.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) { byte[] b = loudL.get(i); ph.clear(); if (loud.walk(b, loudS.get(i), b.length, ph, loudMasks, th)) sink += th.size(); }
      long t1 = mx.getCurrentThreadCpuTime();
      out.append(String.format(" walk %.0f ns/line %.2f ns/B;", (t1 - t0) / (double) n, (t1 - t0) / (double) loudBytes));
      long cand = 0;
      for (int c = 0; c < gs.length; c++) {
        Gram g = gs[c];
        long u0 = mx.getCurrentThreadCpuTime(); cand = 0;
        for (int i = 0; i < n; i++) { byte[] b = loudL.get(i); sink += g.find(b, loudS.get(i)).length; cand += g.candidates; }
        long u1 = mx.getCurrentThreadCpuTime();
        out.append(String.format(" %sK%d/2^%d %.0f ns/line %.2f ns/B (%.2f checks/line);", g.exact ? "x" : "", g.k, g.bits, (u1 - u0) / (double) n, (u1 - u0) / (double) loudBytes, cand / (double) n));
      }
      {
        Gram g = gs[3]; g.countOnly = true;
        long u0 = mx.getCurrentThreadCpuTime(); cand = 0;
        for (int i = 0; i < n; i++) { byte[] b = loudL.get(i); sink += g.find(b, loudS.get(i)).length; cand += g.candidates; }
        long u1 = mx.getCurrentThreadCpuTime(); g.countOnly = false;
        out.append(String.format(" xK4/2^16 prefilter alone (no check) %.0f ns/line %.2f ns/B (%.2f candidates/line);", (u1 - u0) / (double) n, (u1 - u0) / (double) loudBytes, cand / (double) n));
      }
      long v0 = mx.getCurrentThreadCpuTime();
      for (int i = 0; i < n; i++) { byte[] b = loudL.get(i); sink += bareWindow(b, loudS.get(i)); }
      long v1 = mx.getCurrentThreadCpuTime();
      out.append(String.format(" bare fold+window loop %.2f ns/B [%d]", (v1 - v0) / (double) loudBytes, sink & 1));
      System.out.println(out);
    }
  }

  /** The raw matches of the walk's loop (AhoCorasick.walk without its rules): end << 16 | (0xFFFF - length) << ... packed, see pack. */
  static long[] reference(byte[] text, int from) throws Exception {
    long[] out = new long[8];
    int n = 0, at = 0;
    for (int i = from; i < text.length; i++) {
      byte c = text[i];
      int v = at < denseEnd ? asciiT[at + cls[c]] : (int) next.invoke(loud, at, (char) c);
      if (v >= 0) { at = v; continue; }
      at = ~v;
      int s = at < denseEnd ? at / classes : denseRows + at - denseEnd;
      for (int t = firstOut[s]; t != 0; t = outLink[t]) {
        if (n == out.length) out = Arrays.copyOf(out, 2 * n);
        out[n++] = pack(i, own[t]);
      }
    }
    return Arrays.copyOf(out, n);
  }

  /** A match as one long: its end, then longer first at one end (as the failure chain gives them), then its pattern. */
  static long pack(int end, int p) {
    return ((long) end << 40) | ((long) (0xFFFF - patterns[p].length()) << 24) | p;
  }

  static String show(long[] m) {
    StringBuilder b = new StringBuilder();
    for (long x : m) b.append(" ").append(x >>> 40).append(':').append(patterns[(int) (x & 0xFFFFFF)]);
    return b.toString();
  }

  /** AhoCorasick.walk's rules over raw matches: phrases once each, not silent, word start; triggers with mask and their own word start. */
  static void rules(long[] raw, byte[] text, int from, List<String> phrases, List<Long> hits) throws Exception {
    java.util.BitSet reported = new java.util.BitSet();
    for (long x : raw) {
      int i = (int) (x >>> 40), p = (int) (x & 0xFFFFFF), len = patterns[p].length();
      if (loudMasks[p] != 0 && !(maskWordStart[p] && !(boolean) startOk.invoke(null, text, from, i, len))) {
        hits.add((long) (i - from)); hits.add((long) len); hits.add(loudMasks[p]);
      }
      if (silent[p] || reported.get(p) || (wordStart[p] && !(boolean) startOk.invoke(null, text, from, i, len))) continue;
      reported.set(p);
      phrases.add(patterns[p]);
    }
  }


  static final int[] ROOT = new int[128];
  static final boolean[] ROOT_MISSING = new boolean[128];

  /**
   * The prefilter and the anchored check. Not thread-safe (its buffers). {@code exact} (K=4 only): a 2^14-bit table
   * by the first two chars (some pattern starts with them, or a one-char pattern is the first) in front, then exact
   * tables for patterns of one or two chars, a hashed 3-gram bitmap for three-char ones and the 4-gram bitmap for the
   * rest; else a pattern shorter than K lets its first char through.
   */
  static class Gram {
    final int k, bits, shift, mask;
    final boolean exact;
    final long[] map, pair = new long[(1 << 14) >>> 6], shortPair = new long[(1 << 14) >>> 6], tri;
    final boolean[] shortFirst = new boolean[128];
    int bitsSet, candidates;
    long[] out = new long[8];
    int n, hitChecks;
    final int[] ring = new int[4];

    Gram(int k, int bits, boolean exact) {
      this.k = k; this.bits = bits; this.exact = exact; shift = 32 - bits;
      tri = new long[(1 << bits) >>> 6];
      mask = k == 4 ? -1 : (1 << (8 * k)) - 1;
      map = new long[(1 << bits) >>> 6];
      for (String p : patterns) {
        if (!p.chars().allMatch(c -> c < 128)) continue; // never met in ASCII bytes
        if (p.length() < k) { shortFirst[p.charAt(0)] = true; continue; }
        int w = 0;
        for (int i = 0; i < k; i++) w = (w << 8) | p.charAt(i);
        int hh = (w * 0x9E3779B1) >>> shift;
        map[hh >>> 6] |= 1L << hh;
      }
      for (long x : map) bitsSet += Long.bitCount(x);
      for (String p : patterns) {
        if (!exact || !p.chars().allMatch(c -> c < 128)) continue;
        if (p.length() == 1) {
          for (int c1 = 0; c1 < 128; c1++) { set(pair, p.charAt(0) << 7 | c1); set(shortPair, p.charAt(0) << 7 | c1); }
          continue;
        }
        int pr = p.charAt(0) << 7 | p.charAt(1);
        set(pair, pr);
        if (p.length() == 2) set(shortPair, pr);
        if (p.length() == 3) set(tri, ((p.charAt(0) << 16 | p.charAt(1) << 8 | p.charAt(2)) * 0x9E3779B1) >>> shift);
      }
    }

    static void set(long[] m, int i) { m[i >>> 6] |= 1L << i; }

    long[] find(byte[] text, int from) {
      n = 0; candidates = 0;
      int w = 0, count = 0;
      char last = 0;
      for (int i = from; i < text.length; i++) {
        char c = FOLD[text[i]];
        if (c == ' ' && last == ' ') continue;
        last = c;
        w = (w << 8) | c;
        ring[count & 3] = i;
        count++;
        if (count >= k) {
          boolean candidate;
          if (exact) {
            int pr = (w >>> 17 & 0x3F80) | (w >>> 16 & 0x7F);
            if ((pair[pr >>> 6] & (1L << pr)) == 0) continue;
            int h4 = (w * 0x9E3779B1) >>> shift, h3 = ((w >>> 8) * 0x9E3779B1) >>> shift;
            candidate = (shortPair[pr >>> 6] & (1L << pr)) != 0 || (tri[h3 >>> 6] & (1L << h3)) != 0 || (map[h4 >>> 6] & (1L << h4)) != 0;
          } else {
            int win = w & mask;
            int hh = (win * 0x9E3779B1) >>> shift;
            candidate = (map[hh >>> 6] & (1L << hh)) != 0 || shortFirst[win >>> (8 * (k - 1))];
          }
          if (candidate) anchored(text, ring[(count - k) & 3]);
        }
      }
      // the last K-1 starts (fewer on a short text): only patterns shorter than K fit there
      for (int j = Math.max(0, count - k + 1); j < count; j++) {
        int p = ring[j & 3];
        if (shortFirst[FOLD[text[p]]]) anchored(text, p);
      }
      return Arrays.copyOf(out, n);
    }

    /** Walks the trie's goto edges from the root at {@code p}, over folded collapsed chars; each pattern ending is a match. */
    boolean countOnly; // timing of the prefilter alone: candidates counted, no anchored check

    void anchored(byte[] text, int p) {
      candidates++;
      if (countOnly) return;
      int before = n;
      anchored0(text, p);
      if (n > before) hitChecks++;
    }

    void anchored0(byte[] text, int p) {
      int s = 0;
      char last = 0;
      for (int i = p; i < text.length; i++) {
        char c = FOLD[text[i]];
        if (c == ' ' && last == ' ' && i > p) continue;
        last = c;
        if (s == 0) {
          if (ROOT_MISSING[c]) return;
          s = ROOT[c];
        } else {
          s = child(s, c);
          if (s < 0) return;
        }
        if (own[s] >= 0) {
          if (n == out.length) out = Arrays.copyOf(out, 2 * n);
          out[n++] = pack(i, own[s]);
        }
      }
    }
  }

  static int child(int s, char c) {
    int lo = firstChild[s], hi = firstChild[s + 1] - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      char m = label[mid];
      if (m < c) lo = mid + 1; else if (m > c) hi = mid - 1; else return mid;
    }
    return -1;
  }

  /** The fold, collapse and window shift alone, no table: the floor of this design's loop. */
  static int bareWindow(byte[] text, int from) {
    int w = 0; char last = 0;
    for (int i = from; i < text.length; i++) {
      char c = FOLD[text[i]];
      if (c == ' ' && last == ' ') continue;
      last = c; w = (w << 8) | c;
    }
    return w;
  }

  /** Randomized messages: patterns in any case, spaces as runs of spaces and tabs, near misses, glued with or without separators. */
  static List<byte[]> glue(long seed, int count) {
    Random r = new Random(seed);
    List<String> asciiPats = new ArrayList<>();
    for (String p : patterns) if (p.chars().allMatch(c -> c < 128)) asciiPats.add(p);
    String seps = " \t,:;.()[]=_-/0aZ9'\"";
    List<byte[]> out = new ArrayList<>();
    for (int m = 0; m < count; m++) {
      StringBuilder b = new StringBuilder();
      int parts = 1 + r.nextInt(6);
      for (int q = 0; q < parts; q++) {
        String p = asciiPats.get(r.nextInt(asciiPats.size()));
        int kind = r.nextInt(4);
        if (kind == 1 && p.length() > 1) p = p.substring(0, 1 + r.nextInt(p.length() - 1)); // truncated
        if (kind == 2 && p.length() > 1) { int at = r.nextInt(p.length()); p = p.substring(0, at) + (char) ('a' + r.nextInt(26)) + p.substring(at + 1); } // one char changed
        StringBuilder t = new StringBuilder();
        for (char c : p.toCharArray()) {
          if (c == ' ') { int run = 1 + r.nextInt(3); for (int z = 0; z < run; z++) t.append(r.nextInt(4) == 0 ? '\t' : ' '); }
          else t.append(r.nextBoolean() ? Character.toUpperCase(c) : c);
        }
        int sep = r.nextInt(4);
        if (sep == 1) b.append(seps.charAt(r.nextInt(seps.length())));
        if (sep == 2) for (int z = 0; z < 1 + r.nextInt(3); z++) b.append(r.nextBoolean() ? ' ' : '\t');
        b.append(t);
      }
      if (r.nextInt(3) == 0) b.append("  ");
      out.add(b.toString().getBytes(StandardCharsets.ISO_8859_1));
    }
    return out;
  }

  static Gram make(int[] cf) { return new Gram(cf[0], cf[1], cf[2] == 2); }

  static Object field(Class<?> c, Object o, String name) throws Exception {
    Field f = c.getDeclaredField(name);
    f.setAccessible(true);
    return f.get(o);
  }
}
