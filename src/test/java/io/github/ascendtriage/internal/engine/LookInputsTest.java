package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Identity;
import java.lang.reflect.Method;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link LookInputs} lets a stream skip an assembly when no report since the last one can have
 * changed the root cause's inputs. It passes every report on, and a fact it calls old (stated
 * before, or another value of a fact the collector keeps the first of, or a communicator past the
 * ones a process keeps) leaves the collector's facts and events as they were.
 */
class LookInputsTest {
  @Test
  void everyReportIsPassedOn() throws NoSuchMethodException {
    for (Method m : FeatureSink.class.getMethods()) {
      Method own = LookInputs.class.getMethod(m.getName(), m.getParameterTypes());
      assertEquals(LookInputs.class, own.getDeclaringClass(), m.getName() + " is not passed on to the collector");
    }
  }

  @Test
  void aFactCalledOldChangesNothingAndANewOneIsSeen() {
    for (long seed = 1; seed <= 20; seed++) {
      Random rnd = new Random(seed);
      FeatureCollector c = new FeatureCollector();
      LookInputs in = new LookInputs(c, (type, value) -> true);
      FeatureSet before = c.snapshot();
      int old = 0;
      for (long no = 1; no <= 3_000; no++) {
        c.beginLine("host-1/plog/plog-1.log", no, "line " + no);
        in.beginLine(no);
        if (rnd.nextInt(5) > 0) {
          in.writer(Integer.toString(100 + rnd.nextInt(4)));
        }
        in.root = false;
        report(in, rnd);
        FeatureSet after = c.snapshot();
        if (!in.root) {
          old++;
          assertEquals(before.sources(), after.sources(), "facts after line " + no + " (seed " + seed + ")");
          assertEquals(before.events(), after.events(), "events after line " + no + " (seed " + seed + ")");
        }
        before = after;
      }
      assertTrue(old > 1_000, "reports called old: " + old);
    }
  }

  /** One random report of a fact (few writers, values and communicators, so most are repeats). */
  private static void report(LookInputs in, Random rnd) {
    String v = Integer.toString(rnd.nextInt(3));
    switch (rnd.nextInt(8)) {
      case 0 -> in.identity(Identity.values()[rnd.nextInt(Identity.values().length)], rnd.nextInt(10) == 0 ? "" : v);
      case 1 -> in.groupRank("group-" + rnd.nextInt(40), v);
      case 2 -> in.self(new FeatureType[] {FeatureType.RANK, FeatureType.DEVICE, FeatureType.REMOTE_IP, FeatureType.PORT}[rnd.nextInt(4)],
          "10.0.0." + v);
      case 3 -> in.printedBy(v);
      case 4 -> in.process(Integer.toString(100 + rnd.nextInt(4)), rnd.nextBoolean() ? v : null, rnd.nextBoolean() ? v : null);
      case 5 -> in.identity(Identity.NIC_IP, "192.168.0." + rnd.nextInt(12));
      case 6 -> in.deviceAddress(v, "10.1.0." + rnd.nextInt(12));
      default -> {
        in.event(EventKind.values()[rnd.nextInt(EventKind.values().length)]);
        assertTrue(in.root, "an event is an input of the root cause");
      }
    }
  }
}
