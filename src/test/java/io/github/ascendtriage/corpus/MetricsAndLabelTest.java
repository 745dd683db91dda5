package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The gate can fail, and malformed labels are refused rather than skipped. */
class MetricsAndLabelTest {

  @Test
  void aShareCarriesItsWilsonInterval() {
    Share s = new Share(8, 10);
    assertEquals(0.8, s.value(), 1e-12);
    assertEquals(0.490, s.low(), 0.001); // Wilson 1927, z = 1.96: 8 of 10 lies in [0.490, 0.943]
    assertEquals(0.943, s.high(), 0.001);
    assertEquals(0.0, new Share(0, 10).low(), 1e-12);
    assertEquals(0.278, new Share(0, 10).high(), 0.001);
    assertEquals("80.0% (95% CI 49.0-94.3%, 8/10)", s.toString());
    assertThrows(IllegalArgumentException.class, () -> new Share(3, 2));
  }

  @Test
  void gateNamesEveryFigureBelowItsThreshold() {
    Metrics m = new Metrics(100, 70, 30, 0.94, 0.95, 0.99, 0.10, 0.80, 0, Double.NaN);
    assertEquals(3, m.gateFailures().size(), m.gateFailures().toString());
    assertTrue(m.gateFailures().get(0).startsWith("layer accuracy 94.0%"));
    Metrics ok = new Metrics(100, 70, 30, 0.95, 0.90, 0.98, 0.03, 0.90, 0, Double.NaN);
    assertEquals(0, ok.gateFailures().size(), ok.gateFailures().toString());
  }

  @Test
  void leaveCaseOutNamesEachTargetNotMetAndGatesOnlyTheGatedOnes() {
    // 84 of 100 right, 3 of 100 wrong cases, 2 of 50 negatives claimed: each misses its target
    LcoMetrics bad = new LcoMetrics(new Share(84, 100), new Share(10, 100), new Share(6, 100), new Share(3, 100),
        new Share(2, 50), new Share(0, 50));
    assertEquals(3, bad.targetsNotMet().size(), bad.targetsNotMet().toString());
    long gated = (LcoMetrics.GATE_LAYER ? 1 : 0) + (LcoMetrics.GATE_WRONG_CASE ? 1 : 0) + (LcoMetrics.GATE_NEGATIVES_CLAIMED ? 1 : 0);
    assertEquals(gated, bad.gateFailures().size(), bad.gateFailures().toString());
    LcoMetrics good = new LcoMetrics(new Share(85, 100), new Share(10, 100), new Share(5, 100), new Share(2, 100),
        new Share(1, 50), new Share(0, 50));
    assertEquals(List.of(), good.targetsNotMet());
    LcoMetrics none = new LcoMetrics(new Share(0, 0), new Share(0, 0), new Share(0, 0), new Share(0, 0), new Share(0, 0), new Share(0, 0));
    assertEquals(3, none.targetsNotMet().size(), "missing figures are not met");
  }

  @Test
  void missingFiguresFailTheGate() {
    Metrics none = new Metrics(0, 0, 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0, Double.NaN);
    assertEquals(5, none.gateFailures().size());
  }

  @Test
  void positiveLabelWithoutKeywordsIsRefused(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("label.json");
    Files.writeString(f, "{\"layer\":\"device\",\"caseId\":\"x\",\"alternatives\":[],\"remediationKeywords\":[],\"shape\":\"s\",\"modelledOn\":\"m\"}");
    assertThrows(IOException.class, () -> Label.read(f));
  }

  @Test
  void layerNoneCannotNameACase(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("label.json");
    Files.writeString(f, "{\"layer\":\"none\",\"caseId\":\"x\",\"alternatives\":[],\"remediationKeywords\":[\"k\"],\"shape\":\"s\",\"modelledOn\":\"m\"}");
    assertThrows(IOException.class, () -> Label.read(f));
  }

  @Test
  void noCaseWithALadderLayerIsANoCasePositive(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("label.json");
    Files.writeString(f, "{\"layer\":\"device\",\"caseId\":null,\"alternatives\":[],\"remediationKeywords\":[],\"shape\":\"s\",\"modelledOn\":\"m\"}");
    Label l = Label.read(f);
    assertTrue(l.negative(), "no case may claim it");
    assertTrue(l.noCasePositive());
    assertEquals("device", l.expectedLayer());
    Path n = dir.resolve("neg.json");
    Files.writeString(n, "{\"layer\":\"none\",\"caseId\":null,\"alternatives\":[],\"remediationKeywords\":[],\"shape\":\"s\",\"modelledOn\":\"m\"}");
    assertEquals("unknown", Label.read(n).expectedLayer());
    assertFalse(Label.read(n).noCasePositive());
  }

  @Test
  void treeLabelCarriesRootCause(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("label.json");
    Files.writeString(f, "{\"layer\":\"device\",\"caseId\":\"c\",\"alternatives\":[\"d\"],\"remediationKeywords\":[\"NPU-SMI\"],"
        + "\"shape\":\"tree\",\"modelledOn\":\"m\",\"rootCause\":{\"host\":\"worker-1\",\"rank\":5}}");
    Label l = Label.read(f);
    assertEquals("worker-1", l.rootHost().orElseThrow());
    assertEquals(5, l.rootRank().getAsInt());
    assertTrue(l.accepts("d") && l.accepts("c") && !l.accepts("e"));
    assertEquals("npu-smi", l.remediationKeywords().get(0));
  }
}
