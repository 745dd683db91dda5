package io.github.ascendtriage.internal.fd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.KnowledgeBaseHit;
import io.github.ascendtriage.internal.fd.AscendFdKnowledgeBase.SkipReason;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One test per ascend-fd matching rule (docs/ascend-fd.md, "How entries are matched"). */
class KnowledgeBaseMatchingRulesTest {
  @TempDir Path dir;

  private static final String PLOG = "run/plog/plog-4242_20261201081542001.log";
  private static final String TRAIN = "rank-3.log";
  private static final String ERR = "[ERROR] HCCL(4242,python3):2026-12-01-08:15:42.001.337 [demo.cc:12] ";
  private static final String INFO = "[INFO] HCCL(4242,python3):2026-12-01-08:15:42.001.337 [demo.cc:12] ";

  private static String entry(String code, String sourceFile, String in) {
    return "\"" + code + "\": {\"attribute\": {\"class\": \"Demo\", \"component\": \"CANN\", \"module\": \"HCCL\","
        + " \"cause_en\": \"demo " + code + "\"}, \"source_file\": \"" + sourceFile + "\", \"regex\": {\"in\": " + in + "}}";
  }

  private Path kb(String name, String... entries) throws IOException {
    Path f = dir.resolve(name);
    Files.writeString(f, "{\"knowledge-repository\": {" + String.join(",\n", entries) + "}}");
    return f;
  }

  private static Diagnosis diagnose(AscendTriage t, String source, String text) throws IOException {
    return t.diagnose(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), source);
  }

  private static List<String> hits(Diagnosis d) {
    return d.knowledgeBaseHits().stream().map(KnowledgeBaseHit::entryId).toList();
  }

  private AscendTriage triage(Path... files) {
    AscendTriage.Builder b = AscendTriage.builder().builtInCases(false).minConfidence(0.0).topK(20);
    for (Path f : files) {
      b.addAscendFdKnowledgeBase(f);
    }
    return b.build();
  }

  @Test
  void anEntryAppliesOnlyToItsOwnLogKinds() throws IOException {
    AscendTriage t = triage(kb("kg.json",
        entry("PLOG_ONLY", "CANN_Plog", "[[\"demo link\", \"broke\"]]"),
        entry("TRAIN_ONLY", "TrainLog", "[[\"demo train\", \"stopped\"]]"),
        entry("BOTH", "CANN_Plog | TrainLog", "[[\"demo both\", \"kinds\"]]")));
    assertEquals(List.of("PLOG_ONLY"), hits(diagnose(t, PLOG, ERR + "demo link broke")));
    assertEquals(List.of(), hits(diagnose(t, TRAIN, ERR + "demo link broke")));
    assertEquals(List.of("TRAIN_ONLY"), hits(diagnose(t, TRAIN, "demo train has stopped")));
    assertEquals(List.of(), hits(diagnose(t, PLOG, ERR + "demo train has stopped")));
    // "A | B" names two kinds, as ascend-fd splits it
    assertEquals(List.of("BOTH"), hits(diagnose(t, PLOG, ERR + "demo both kinds")));
    Diagnosis train = diagnose(t, TRAIN, "demo both kinds");
    assertEquals(List.of("BOTH"), hits(train));
    assertEquals("TrainLog", train.knowledgeBaseHits().get(0).kind());
  }

  @Test
  void cannKindsAreCheckedOnErrorLinesOnly() throws IOException {
    AscendTriage t = triage(kb("kg.json", entry("PLOG_ONLY", "CANN_Plog", "[[\"demo link\", \"broke\"]]")));
    assertEquals(List.of("PLOG_ONLY"), hits(diagnose(t, PLOG, ERR + "demo link broke")));
    assertEquals(List.of(), hits(diagnose(t, PLOG, INFO + "demo link broke")));
    assertEquals(List.of(), hits(diagnose(t, PLOG, "[WARNING] HCCL(1,p):2026-12-01-08:15:42.001.337 demo link broke")));
    // pasted text: a plog-shaped line is a CANN line, wherever it stands
    assertEquals(List.of("PLOG_ONLY"), hits(t.diagnose("some console line\n" + ERR + "demo link broke\n")));
    assertEquals(List.of(), hits(t.diagnose(INFO + "demo link broke\n")));
  }

  @Test
  void substringsMustAppearInOrderAndCaseSensitively() throws IOException {
    AscendTriage t = triage(kb("kg.json", entry("ORDER", "CANN_Plog", "[[\"alpha\", \"beta\", \"gamma\"], [\"delta only\"]]")));
    assertEquals(List.of("ORDER"), hits(diagnose(t, PLOG, ERR + "alpha x beta y gamma")));
    assertEquals(List.of(), hits(diagnose(t, PLOG, ERR + "gamma beta alpha")));
    assertEquals(List.of(), hits(diagnose(t, PLOG, ERR + "Alpha beta gamma")));
    // any inner list may match
    assertEquals(List.of("ORDER"), hits(diagnose(t, PLOG, ERR + "so: delta only")));
  }

  @Test
  void consoleEntriesMaySpanTheNextTenLines() throws IOException {
    AscendTriage t = triage(kb("kg.json", entry("SPAN", "TrainLog", "[[\"demo step failed\", \"root cause:\", \"demo nic down\"]]")));
    StringBuilder within = new StringBuilder("x\ndemo step failed, root cause: see below\n");
    for (int i = 0; i < 9; i++) {
      within.append("filler ").append(i).append('\n');
    }
    within.append("demo nic down\n"); // line 2 + 10
    Diagnosis d = diagnose(t, TRAIN, within.toString());
    assertEquals(List.of("SPAN"), hits(d));
    assertEquals(2, d.knowledgeBaseHits().get(0).evidence().line(), "reported on the line with the first substring");
    String beyond = within.toString().replace("demo nic down\n", "filler 9\ndemo nic down\n"); // line 2 + 11
    assertEquals(List.of(), hits(diagnose(t, TRAIN, beyond)));
    // the first substring must be on the line the window starts from; the order still holds
    assertEquals(List.of(), hits(diagnose(t, TRAIN, "demo nic down\ndemo step failed\nroot cause:\n")));
    // the end of the input ends the window
    assertEquals(List.of("SPAN"), hits(diagnose(t, TRAIN, "demo step failed\nroot cause:\ndemo nic down")));
    // CANN kinds never span lines
    AscendTriage p = triage(kb("kg2.json", entry("PSPAN", "CANN_Plog", "[[\"demo step failed\", \"demo nic down\"]]")));
    assertEquals(List.of(), hits(diagnose(p, PLOG, ERR + "demo step failed\n" + ERR + "demo nic down\n")));
  }

  @Test
  void perLineTheFirstMatchingEntryInFileOrderWins() throws IOException {
    AscendTriage t = triage(kb("kg.json",
        entry("FIRST", "CANN_Plog", "[[\"socket\", \"timeout\"]]"),
        entry("SECOND", "CANN_Plog", "[[\"get socket timeout\"]]")));
    assertEquals(List.of("FIRST"), hits(diagnose(t, PLOG, ERR + "topo exchange get socket timeout")));
    // the later entry is listed only for a line the earlier one does not match
    AscendTriage u = triage(kb("kg1.json",
        entry("FIRST", "CANN_Plog", "[[\"socket\", \"timeout\"]]"),
        entry("OTHER", "CANN_Plog", "[[\"link\", \"down\"]]")));
    assertEquals(List.of("FIRST", "OTHER"), hits(diagnose(u, PLOG, ERR + "socket timeout link down\n" + ERR + "link down\n")));
    // a console entry earlier in the file that completes within the window beats a later one
    // complete on the line
    AscendTriage c = triage(kb("kg2.json",
        entry("EARLY_SPAN", "TrainLog", "[[\"demo crash\", \"in worker\"]]"),
        entry("LATE_LINE", "TrainLog", "[[\"demo crash\"]]")));
    assertEquals(List.of("EARLY_SPAN"), hits(diagnose(c, TRAIN, "demo crash\nnext\nin worker 3\n")));
    assertEquals(List.of("LATE_LINE"), hits(diagnose(c, TRAIN, "demo crash\nnothing more\n")));
  }

  @Test
  void customEntriesAreTriedFirst() throws IOException {
    Path shipped = kb("kg.json", entry("SHIPPED", "CANN_Plog", "[[\"demo link\", \"broke\"]]"));
    Path custom = kb("custom.json", entry("SITE", "CANN_Plog", "[[\"link broke\"]]"));
    assertEquals(List.of("SITE"), hits(diagnose(triage(shipped, custom), PLOG, ERR + "demo link broke")));
    assertEquals(List.of("SHIPPED"), hits(diagnose(triage(shipped), PLOG, ERR + "demo link broke")));
  }

  @Test
  void anEntryWithoutSourceFileIsNeverUsed() throws IOException {
    Path f = kb("kg.json", entry("NOWHERE", "", "[[\"demo link\", \"broke\"]]"), entry("SOMEWHERE", "CANN_Plog", "[[\"x\"]]"));
    AscendFdKnowledgeBase.Import imp = AscendFdKnowledgeBase.read(f, io.github.ascendtriage.TestKnowledge.K);
    assertEquals(1, imp.skipCounts().get(SkipReason.NO_LOG_KIND));
    assertEquals(List.of("ascend-fd:SOMEWHERE"), imp.cases().stream().map(c -> c.id()).toList());
    assertTrue(triage(f).knowledgeBaseInfo().get(0).contains("1 no log kind"), triage(f).knowledgeBaseInfo().toString());
  }

  @Test
  void aBareHitIsListedWeighedByItsSpecificityAndNeverClaimedAlone() throws IOException {
    AscendTriage t = AscendTriage.builder().builtInCases(false).addAscendFdKnowledgeBase(kb("kg.json",
            entry("SHORT", "CANN_Plog", "[[\"link\", \"down\"]]"),
            entry("LONG", "CANN_Plog", "[[\"[Wait][P2PConnected]connected p2p timeout\", \"remote physic id\"]]")))
        .minConfidence(0.0).topK(5).build();
    Diagnosis shortHit = diagnose(t, PLOG, ERR + "link is down");
    Diagnosis longHit = diagnose(t, PLOG, ERR + "[Wait][P2PConnected]connected p2p timeout, remote physic id 3");
    assertEquals(List.of("SHORT"), hits(shortHit));
    assertEquals(List.of("LONG"), hits(longHit));
    double s = shortHit.matches().get(0).confidence();
    double l = longHit.matches().get(0).confidence();
    assertTrue(s < l, s + " vs " + l);
    assertTrue(l < 0.667, "a bare hit stays below the claim threshold: " + l);
    AscendTriage claiming = AscendTriage.builder().builtInCases(false).addAscendFdKnowledgeBase(dir.resolve("kg.json")).build();
    Diagnosis d = diagnose(claiming, PLOG, ERR + "[Wait][P2PConnected]connected p2p timeout, remote physic id 3");
    assertFalse(d.matched(), d.matches().stream().map(CaseMatch::caseId).toList().toString());
    assertEquals(List.of("LONG"), hits(d));
    assertFalse(d.knowledgeBaseHits().get(0).claimed());
  }
}
