package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The gate can fail, and malformed labels are refused rather than skipped. */
class MetricsAndLabelTest {

  @Test
  void gateNamesEveryFigureBelowItsThreshold() {
    Metrics m = new Metrics(100, 70, 30, 0.94, 0.95, 0.99, 0.10, 0.80, 0, Double.NaN);
    assertEquals(3, m.gateFailures().size(), m.gateFailures().toString());
    assertTrue(m.gateFailures().get(0).startsWith("layer accuracy 94.0%"));
    Metrics ok = new Metrics(100, 70, 30, 0.95, 0.90, 0.98, 0.03, 0.90, 0, Double.NaN);
    assertEquals(0, ok.gateFailures().size(), ok.gateFailures().toString());
  }

  @Test
  void leaveCaseOutGateNamesEachFigure() {
    LcoMetrics bad = new LcoMetrics(100, LcoMetrics.MIN_LAYER - 0.01, 0.5, 0.1, LcoMetrics.MAX_WRONG_CASE + 0.01,
        50, LcoMetrics.MAX_NEGATIVES_CLAIMED + 0.01, 0.0);
    assertEquals(3, bad.gateFailures().size(), bad.gateFailures().toString());
    LcoMetrics none = new LcoMetrics(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0, Double.NaN, Double.NaN);
    assertEquals(3, none.gateFailures().size(), "missing figures fail");
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
