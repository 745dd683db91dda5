package io.github.ascendtriage.internal.extract.automaton;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * WalkPairs ROUNDS FILE...: in one JVM (the walk37 jar, which holds both walks), thread CPU per loud plog line of
 * the one-cursor byte walk (ByteWalk.single, the walk of main dc2b9564 moved) and the two-cursor walk
 * (AhoCorasick.walk), over the message bytes of the WARNING/ERROR/EVENT lines of FILE..., rounds alternating
 * A B / B A so the load's drift falls on both; each round also checks both gave the same phrases and triggers.
 * Measurement only (walk37).
 */
public class WalkPairs {
  public static void main(String[] args) throws Exception {
    Object scanner = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of())).newScanner("h");
    Object gate = field(scanner, "gate");
    AhoCorasick loud = (AhoCorasick) field(gate, "loud");
    long[] masks = (long[]) field(gate, "loudMasks");
    ByteWalk walk = (ByteWalk) field(loud, "bytes");
    List<byte[]> lines = new ArrayList<>();
    List<Integer> starts = new ArrayList<>();
    long bytes = 0;
    Class<?> ph = Class.forName("io.github.ascendtriage.internal.extract.scan.PlogHeader");
    var ctor = ph.getDeclaredConstructor(); ctor.setAccessible(true);
    Object header = ctor.newInstance();
    var locate = ph.getDeclaredMethod("locate", byte[].class, int.class, int.class); locate.setAccessible(true);
    var level_ = ph.getDeclaredMethod("locatedLevel"); level_.setAccessible(true);
    var bodyStart = ph.getDeclaredField("bodyStart"); bodyStart.setAccessible(true);
    for (int k = 1; k < args.length; k++) {
      for (String l : Files.readAllLines(Path.of(args[k]), StandardCharsets.ISO_8859_1)) {
        // the plog header as the CLI's scanner locates it (PlogHeader, by reflection): loud levels only, the
        // message from the body start, ASCII lines, as quiet36's WalkHarness picks them
        byte[] b = l.getBytes(StandardCharsets.ISO_8859_1);
        boolean ascii = true;
        for (byte x : b) ascii &= x >= 0 && x != 27;
        if (!ascii || b.length < 40 || b[0] != '[' || !(boolean) locate.invoke(header, b, 0, b.length)) continue;
        String level = (String) level_.invoke(header);
        if (!(level.equals("WARNING") || level.equals("ERROR") || level.equals("EVENT"))) continue;
        int s = (int) bodyStart.get(header);
        lines.add(b); starts.add(s); bytes += b.length - s;
      }
    }
    System.out.printf("loud lines %d, %d message bytes%n", lines.size(), bytes);
    var mx = ManagementFactory.getThreadMXBean();
    QuietGate_ hitsA = new QuietGate_(), hitsB = new QuietGate_();
    TriggerHits ta = new TriggerHits(), tb = new TriggerHits();
    int rounds = Integer.parseInt(args[0]);
    for (int r = 0; r < rounds; r++) {
      long[] ns = new long[2];
      for (int side = 0; side < 2; side++) {
        boolean two = (side == 0) == (r % 2 == 0);
        long t0 = mx.getCurrentThreadCpuTime();
        long sink = 0;
        for (int i = 0; i < lines.size(); i++) {
          byte[] b = lines.get(i);
          hitsA.clear();
          ta.clear(); // single() leaves it to its caller (AhoCorasick.walk's path clears it first)
          boolean ok = two ? loud.walk(b, starts.get(i), b.length, hitsA, masks, ta) : walk.single(b, starts.get(i), starts.get(i), b.length, hitsA, masks, ta);
          sink += ok ? ta.size() + hitsA.size() : 0;
        }
        ns[two ? 1 : 0] = mx.getCurrentThreadCpuTime() - t0;
        if (sink < 0) System.out.println(sink);
      }
      int diff = 0;
      for (int i = 0; i < lines.size(); i++) {
        byte[] b = lines.get(i);
        hitsA.clear(); hitsB.clear(); tb.clear();
        boolean x = loud.walk(b, starts.get(i), b.length, hitsA, masks, ta);
        boolean y = walk.single(b, starts.get(i), starts.get(i), b.length, hitsB, masks, tb);
        boolean same = x == y && hitsA.equals(hitsB) && ta.size() == tb.size();
        for (int k = 0; same && x && k < ta.size(); k++) same = java.util.Arrays.equals(ta.entry(k), tb.entry(k));
        if (!same) diff++;
      }
      System.out.printf("round %d (%s first): one cursor %.0f ns/line (%.2f ns/B), two cursors %.0f ns/line (%.2f ns/B), two/one %.3f, lines differing %d%n",
          r, r % 2 == 0 ? "two" : "one", ns[0] / (double) lines.size(), ns[0] / (double) bytes, ns[1] / (double) lines.size(), ns[1] / (double) bytes, ns[1] / (double) ns[0], diff);
    }
  }

  static final class QuietGate_ extends ArrayList<String> implements java.util.function.Consumer<String> {
    public void accept(String s) { add(s); }
  }

  private static Object field(Object o, String name) throws Exception {
    java.lang.reflect.Field f = o.getClass().getDeclaredField(name);
    f.setAccessible(true);
    return f.get(o);
  }
}
