package io.github.ascendtriage.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.TestKnowledge;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A CANN code quoted in another component's failure message: the code's case comes first when the
 * code can say why (a registered message, a ladder layer) and its case is no cascade (dev39, dev40).
 */
class QuotedCodesTest {
  // a wrapper case on two words of its own (weight 2 x 2.5) outweighs a code alone (3)
  static final CaseDefinition WRAPPER =
      RankingTest.c("wrapper", false, List.of("phrase:could not open peer session", "phrase:inner error"), List.of());
  static final CaseDefinition CODE = RankingTest.c("code", false, List.of("code:EI0020"), List.of());
  static final FeatureExtractor EX =
      new FeatureExtractor(List.of("could not open peer session", "inner error"), Map.of(), TestKnowledge.K);

  // EI9999: HCCL's inner error, no registered message, a symptom in the catalogue
  static final CaseDefinition INNER = RankingTest.c("inner", false, List.of("code:EI9999"), List.of());
  // EI0002 seen from the waiting side: a cascade case
  static final CaseDefinition WAITING = RankingTest.c("waiting", true, List.of("code:EI0002"), List.of());

  static List<String> rank(String... lines) {
    return rank(CODE, lines);
  }

  static List<String> rank(CaseDefinition code, String... lines) {
    FeatureSet f = EX.extractText(String.join("\n", lines));
    return CaseRanker.rank(List.of(WRAPPER, code), f, TestKnowledge.K).stream().map(s -> s.definition().id()).toList();
  }

  @Test
  void theQuotedCodeOutranksTheWrapperOnTheSameLine() {
    assertEquals(List.of("code", "wrapper"),
        rank("E1207 09:00:01.000001 11 engine.cc:40] could not open peer session 10.0.0.2, inner error: "
            + "Communication_Error_Bind_IP_Port(EI0020): Failed to enable listening for the NPU network adapter socket."));
  }

  @Test
  void aWrappedMessageStillQuotesItsCode() {
    assertEquals(List.of("code", "wrapper"),
        rank("E1207 09:00:01.000001 11 engine.cc:40] could not open peer session 10.0.0.2, inner error: Communication_Er",
            "ror_Bind_IP_Port(EI0020): Failed to enable listening for the NPU network adapter socket."));
  }

  @Test
  void aCodeElsewhereInTheLogLeavesTheOrderAlone() {
    assertEquals(List.of("wrapper", "code"),
        rank("E1207 09:00:01.000001 11 engine.cc:40] could not open peer session 10.0.0.2, inner error: timeout",
            "I1207 09:00:02.000000 11 engine.cc:41] retrying",
            "I1207 09:00:03.000000 11 engine.cc:42] retrying",
            "[PID: 7] 2026-12-07-09:00:04.000.000 Communication_Error_Bind_IP_Port(EI0020): Failed to enable listening."));
  }

  @Test
  void anInnerErrorWithNoMessageOfItsOwnLeavesTheWrapperFirst() {
    assertEquals(List.of("wrapper", "inner"),
        rank(INNER, "E1207 09:00:01.000001 11 engine.cc:40] could not open peer session 10.0.0.2, inner error: "
            + "EI9999: Inner error, see the plog for details."));
  }

  @Test
  void aQuotedCascadeCodeNeverPushesTheWrapperDown() {
    assertEquals(List.of("wrapper", "waiting"),
        rank(WAITING, "E1207 09:00:01.000001 11 engine.cc:40] could not open peer session 10.0.0.2, inner error: "
            + "Communication_Error_Timeout(EI0002): A timeout occurs when the Notify register waits for execution."));
  }
}
