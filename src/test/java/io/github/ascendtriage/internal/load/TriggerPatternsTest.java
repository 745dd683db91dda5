package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestKnowledge;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.TriggerFolding;
import io.github.ascendtriage.internal.extract.errors.CannCodeRecognizer;
import io.github.ascendtriage.internal.extract.errors.FuncFileRecognizer;
import io.github.ascendtriage.internal.extract.errors.HcclReturnRecognizer;
import io.github.ascendtriage.internal.extract.processes.EnvVarRecognizer;
import io.github.ascendtriage.internal.extract.processes.IdentityRecognizer;
import io.github.ascendtriage.internal.extract.processes.IpAddressRecognizer;
import io.github.ascendtriage.internal.extract.processes.PeerRecognizer;
import io.github.ascendtriage.internal.extract.processes.PortRecognizer;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import io.github.ascendtriage.internal.extract.tools.ResetRecordRecognizer;
import io.github.ascendtriage.internal.extract.tools.TorchrunFailureRecognizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A recogniser's triggers must hold a literal of every text its patterns match (else the line gate
 * hides a finding on a WARNING, ERROR or console line). Derived from the patterns themselves: each
 * pattern that a report needs is parsed and sampled (every alternative, class member, repeat count
 * and letter case it allows, many times over), and every sampled match must hold one of the
 * recogniser's triggers, compared folded as the gate compares them. A trigger list that misses a
 * literal its pattern needs fails here: {@link #aListMissingALiteralFails} checks the check. (In
 * this package for {@link RegexShape}, the reader of patterns that the case base's regex checks use.)
 */
class TriggerPatternsTest {
  private static final int SAMPLES = 6_000;

  /** The patterns each report of a recogniser needs (a match of one of them, by field name). */
  private static final Object[][] GATING = {
      {EnvVarRecognizer.class, "ENV"},
      {CannCodeRecognizer.class, "CODE"},
      {TorchrunFailureRecognizer.class, "AGENT", "FIELD"},
      {PortRecognizer.class, "PORT"},
      {FuncFileRecognizer.class, "FUNC", "EXECUTE_FAILED"},
      {IdentityRecognizer.class, "SET_DEVICE", "DISPATCH_DEVICE"},
      {PeerRecognizer.class, "REMOTE_IP_ADDR", "DETECT", "NotifyTexts.WAITING_PEER", "NotifyTexts.RECORD_FROM"},
      {HcclReturnRecognizer.class, "FUNCTION_ERROR", "HCCL_ERROR_IN", "CALL_TRACE",
          "HCCL_RET", "RET", "ERRNO", "RETCODE", "CALL_FAILED_RET"},
      {ResetRecordRecognizer.class, "FIELD"},
  };

  /** The address scanner of {@link IpAddressRecognizer} as a pattern: four dotted runs of 1-3 digits. */
  private static final Pattern IPV4 = Pattern.compile("\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");

  @Test
  void everyGatingPatternsMatchHoldsATrigger() throws ReflectiveOperationException {
    List<Recognizer> chain = new FeatureExtractor(List.of(), java.util.Map.of(), TestKnowledge.K).recognizers();
    int checked = 0;
    for (Object[] g : GATING) {
      Recognizer r = chain.stream().filter(x -> x.getClass() == g[0]).findFirst().orElseThrow();
      assertNotNull(r.triggers(), r.getClass().getSimpleName() + " has triggers");
      for (int i = 1; i < g.length; i++) {
        String name = (String) g[i];
        // "Helper.FIELD": a pattern the recogniser reads through a helper of its package (stuck32's NotifyTexts)
        Class<?> holder = name.contains(".")
            ? Class.forName(r.getClass().getPackageName() + "." + name.substring(0, name.indexOf('.')))
            : r.getClass();
        java.lang.reflect.Field f = holder.getDeclaredField(name.substring(name.indexOf('.') + 1));
        f.setAccessible(true);
        Pattern p = (Pattern) f.get(null);
        String miss = firstMiss(p, r.triggers(), new Random(38 + i));
        assertEquals(null, miss, r.getClass().getSimpleName() + "." + g[i] + " matched text with no trigger");
        checked++;
      }
    }
    Recognizer ip = chain.stream().filter(x -> x instanceof IpAddressRecognizer).findFirst().orElseThrow();
    assertEquals(null, firstMiss(IPV4, ip.triggers(), new Random(4)), "IPv4");
    // 19 since acode29: HcclReturnRecognizer's two ACL-status patterns left for the catalogue's forms
    assertTrue(checked >= 20, "patterns checked: " + checked);
  }

  /** The check fails a list that lacks one literal: one trigger of each list taken out at a time. */
  @Test
  void aListMissingALiteralFails() throws ReflectiveOperationException {
    java.lang.reflect.Field f = CannCodeRecognizer.class.getDeclaredField("CODE");
    f.setAccessible(true);
    Pattern code = (Pattern) f.get(null);
    List<String> all = new CannCodeRecognizer(TestKnowledge.K).triggers();
    for (String dropped : List.of("EZ9", "WA0", "E00")) {
      List<String> fewer = new ArrayList<>(all);
      assertTrue(fewer.remove(dropped), dropped);
      assertNotNull(firstMiss(code, fewer, new Random(7)), "without " + dropped);
    }
    List<String> env = new ArrayList<>(new EnvVarRecognizer().triggers());
    env.remove("GLOO_");
    f = EnvVarRecognizer.class.getDeclaredField("ENV");
    f.setAccessible(true);
    assertNotNull(firstMiss((Pattern) f.get(null), env, new Random(7)), "without GLOO_");
  }

  /** A sampled match of {@code p} holding none of {@code triggers} (folded), or null. */
  private static String firstMiss(Pattern p, List<String> triggers, Random rnd) {
    RegexShape.Node tree = RegexShape.parse(p.pattern());
    int matched = 0;
    for (int n = 0; n < SAMPLES; n++) {
      StringBuilder sb = new StringBuilder();
      sample(tree, rnd, sb);
      String text = " " + sb + " ";
      Matcher m = p.matcher(text);
      while (m.find()) {
        matched++;
        if (!TriggerFolding.holds(text, m.start(), m.end(), triggers)) {
          return text.substring(m.start(), m.end());
        }
        if (m.end() == m.start()) {
          break;
        }
      }
    }
    assertTrue(matched > SAMPLES / 10, p.pattern() + ": too few samples match (" + matched + ")");
    return null;
  }

  /**
   * Appends a random text of {@code n} (a tree of {@link RegexShape}, which has applied the
   * pattern's flags to its char sets): an ASCII member of a set three times in four when it has one.
   */
  private static void sample(RegexShape.Node n, Random r, StringBuilder out) {
    if (n instanceof RegexShape.Chars c) {
      java.util.BitSet set = c.set();
      int ascii = set.get(0, 128).cardinality();
      boolean low = ascii > 0 && (r.nextInt(4) != 0 || ascii == set.cardinality());
      int k = r.nextInt(low ? ascii : set.cardinality());
      int ch = set.nextSetBit(0);
      for (; k > 0; k--) {
        ch = set.nextSetBit(ch + 1);
      }
      out.append((char) ch);
    } else if (n instanceof RegexShape.Seq s) {
      s.items().forEach(x -> sample(x, r, out));
    } else if (n instanceof RegexShape.Alt a) {
      sample(a.options().get(r.nextInt(a.options().size())), r, out);
    } else if (n instanceof RegexShape.Repeat rep) {
      int max = rep.max() < 0 ? rep.min() + 4 : Math.min(rep.max(), rep.min() + 4);
      for (int k = rep.min() + r.nextInt(max - rep.min() + 1); k > 0; k--) {
        sample(rep.body(), r, out);
      }
    } // Zero: a sample that breaks an anchor or look-around just does not match
  }
}
