import io.github.ascendtriage.*;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.lang.reflect.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

/**
 * Run snap30's instrument (issue 38): one session over a stream as `tag` takes stdin (acceptQuiet, else
 * accept), and after each line, from the session's fields: merges made (StreamRanking.lastMerged took a new
 * set: a snapshot of the one source), how many equal the previous merge in everything (keys, occurrences,
 * events, facts, codes) and how many in their keys alone (only counts or evidence moved); rankings made, how
 * many of them ranked the same ranked tokens as the one before and how many gave the same ranking; looks,
 * looks that assembled, looks at the same stamp as the look before (no report, forget or add in between) and
 * looks whose root inputs (events and facts) equal the previous look's. Counts only: no time is read.
 * javac -cp cli.jar Count30.java; java -cp cli.jar:. Count30 STREAM
 */
public class Count30 {
  static Object get(Object o, String f) throws Exception {
    Class<?> c = o.getClass();
    while (c != null) {
      try { Field x = c.getDeclaredField(f); x.setAccessible(true); return x.get(o); } catch (NoSuchFieldException e) { c = c.getSuperclass(); }
    }
    throw new NoSuchFieldException(f);
  }
  static Object call(Object o, String m) throws Exception { Method x = o.getClass().getDeclaredMethod(m); x.setAccessible(true); return x.invoke(o); }

  static boolean sameContent(FeatureSet a, FeatureSet b) {
    if (!a.keys().equals(b.keys()) || !new ArrayList<>(a.keys()).equals(new ArrayList<>(b.keys()))) return false;
    for (String k : a.keys()) if (!a.occurrence(k).equals(b.occurrence(k))) return false;
    return a.events().equals(b.events()) && a.sources().equals(b.sources()) && a.codes().equals(b.codes())
        && a.dropped().equals(b.dropped()) && a.droppedEvents() == b.droppedEvents() && a.skipped().equals(b.skipped());
  }

  public static void main(String[] args) throws Exception {
    AscendTriage t = AscendTriage.builder().build();
    StreamSession s = t.openStream();
    Object rk = get(s, "ranking");
    Object assembler = get(rk, "assembler");
    Object rankedTokens = get(assembler, "rankedTokens");
    Method ranks = rankedTokens.getClass().getDeclaredMethod("ranks", FeatureType.class, String.class);
    ranks.setAccessible(true);
    long lines = 0, decoded = 0;
    long sameOcc = 0, sameEvents = 0, sameFacts = 0, sameCodes = 0;
    long keysInMerges = 0, tokensInMerges = 0, eventsInMerges = 0;
    long merges = 0, mergeSame = 0, mergeSameKeys = 0, mergeSameTokens = 0;
    long rankings = 0, rankSameInput = 0, rankSameResult = 0;
    long looks = 0, lookAssembled = 0, lookSameStamp = 0, lookSameRoot = 0;
    Object lastMerged = null; FeatureSet prevMerged = null;
    long lastRanked = 0; List<String> prevRankedInput = null; Object prevRanking = null;
    long lastLookedAt = 0, lastAssembled = 0; long[] prevLookStamp = null; FeatureSet prevRoot = null;
    try (var r = Files.newBufferedReader(Path.of(args[0]), StandardCharsets.ISO_8859_1)) {
      String l;
      while ((l = r.readLine()) != null) {
        byte[] b = l.getBytes(StandardCharsets.ISO_8859_1);
        lines++;
        if (!s.acceptQuiet(b, 0, b.length, LineSource.UNNAMED)) { decoded++; s.accept(new String(b, StandardCharsets.UTF_8), LineSource.UNNAMED); }
        s.takeAlerts();
        Object m = get(rk, "lastMerged");
        if (m != null && m != lastMerged) {
          merges++;
          FeatureSet f = (FeatureSet) m;
          keysInMerges += f.size(); tokensInMerges += f.tokenKeys().size(); eventsInMerges += f.events().size();
          if (prevMerged != null) {
            if (sameContent(prevMerged, f)) mergeSame++;
            if (prevMerged.keys().equals(f.keys())) mergeSameKeys++;
            boolean occ = new ArrayList<>(prevMerged.keys()).equals(new ArrayList<>(f.keys()));
            for (String k : f.keys()) if (occ && !f.occurrence(k).equals(prevMerged.occurrence(k))) occ = false;
            if (occ) sameOcc++;
            if (prevMerged.events().equals(f.events())) sameEvents++;
            if (prevMerged.sources().equals(f.sources())) sameFacts++;
            if (prevMerged.codes().equals(f.codes())) sameCodes++;
            if (prevMerged.tokenKeys().equals(f.tokenKeys())) mergeSameTokens++;
          }
          prevMerged = f; lastMerged = m;
        }
        long ranked = (Long) get(rk, "ranked");
        if (ranked != lastRanked) {
          rankings += ranked - lastRanked; lastRanked = ranked;
          FeatureSet f = (FeatureSet) m;
          List<String> in = new ArrayList<>();
          for (String k : f.tokenKeys()) if ((Boolean) ranks.invoke(rankedTokens, f.occurrence(k).get().first().type(), k)) in.add(k);
          if (in.equals(prevRankedInput)) rankSameInput++;
          Object now = get(rk, "ranking");
          if (prevRanking != null && now.toString().equals(prevRanking.toString())) rankSameResult++;
          prevRankedInput = in; prevRanking = now;
        }
        long la = (Long) get(s, "lookedAt");
        if (la != lastLookedAt) {
          looks++; lastLookedAt = la;
          long as = (Long) get(s, "assembled");
          if (as != lastAssembled) { lookAssembled++; lastAssembled = as; }
          long[] st = (long[]) call(rk, "stamp");
          if (prevLookStamp != null && Arrays.equals(st, prevLookStamp)) lookSameStamp++;
          prevLookStamp = st;
          // the root inputs of the one source (tag on stdin has one)
          Map<?, ?> srcs = (Map<?, ?>) get(rk, "sources");
          if (srcs.size() == 1) {
            Object src = srcs.values().iterator().next();
            Object coll = get(src, "collector");
            FeatureSet root = (FeatureSet) coll.getClass().getMethod("rootInputs").invoke(coll);
            if (prevRoot != null && root.events().equals(prevRoot.events()) && root.sources().equals(prevRoot.sources())) lookSameRoot++;
            prevRoot = root;
          }
        }
      }
    }
    s.flush();
    System.out.printf("stream=%s lines=%d decoded=%d%n", args[0], lines, decoded);
    System.out.printf("merges(snapshots for ranking/assembly)=%d same-content-as-previous=%d same-keys=%d same-token-keys=%d%n", merges, mergeSame, mergeSameKeys, mergeSameTokens);
    System.out.printf("merges whose part equals the previous merge's: occurrences=%d events=%d facts=%d codes=%d%n", sameOcc, sameEvents, sameFacts, sameCodes);
    System.out.printf("per merge: keys=%.1f token-keys=%.1f events=%.1f%n", keysInMerges / (double) Math.max(1, merges), tokensInMerges / (double) Math.max(1, merges), eventsInMerges / (double) Math.max(1, merges));
    System.out.printf("rankings=%d same-ranked-tokens-as-previous=%d same-ranking-as-previous=%d%n", rankings, rankSameInput, rankSameResult);
    Object graphs = get(rk, "graphs");
    System.out.printf("root-cause checks of the gate (WaitGraphCache kept+built)=%d%n", (Long) get(graphs, "kept") + (Long) get(graphs, "built"));
    System.out.printf("looks=%d assembled=%d same-stamp-as-previous-look=%d same-root-inputs-as-previous-look=%d%n", looks, lookAssembled, lookSameStamp, lookSameRoot);
  }
}
