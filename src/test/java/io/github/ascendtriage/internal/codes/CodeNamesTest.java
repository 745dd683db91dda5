package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A code's official name, or the documented message of an error-manager code, printed without the
 * code stands for it (issue 35: a report that quotes an error only by its constant, its title or
 * its message), over the built-in catalogue.
 */
class CodeNamesTest {
  private static final CodeRecognizer R = TestCatalogs.full().recognizer();

  @ParameterizedTest(name = "{1} <- {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "HCCL_E_TIMEOUT | hccl-result/9",
        "ret = HCCL_E_ROCE_CONNECT while building links | hccl-result/12",
        "aclrtSetDevice returned ACL_ERROR_RT_INVALID_DEVICEID | acl-runtime/107001",
        "Communication_Error_Get_Socket | cann-message/EI0006",
      })
  void aDistinctNameIsItsCode(String line, String expected) {
    List<CodeHit> hits = R.scan(line);
    assertEquals(1, hits.size(), line + ": " + hits);
    CodeHit h = hits.get(0);
    assertEquals(CodeStandIns.NAME_FORM, h.form());
    assertEquals(expected, h.record().orElseThrow().key());
    assertFalse(h.success());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Invalid_Argument", // the title of many codes names none of them
        "Config_Error happened",
        "hccl_e_timeout", // a name is printed as catalogued
        "HCCL_E_TIMEOUTS", // part of a longer word
        "export HCCL_BUFFSIZE=200", // a setting, not a code name
      })
  void noHitForSharedPartialOrForeignWords(String line) {
    assertTrue(R.scan(line).stream().noneMatch(h -> CodeStandIns.NAME_FORM.equals(h.form())), line);
  }

  @Test
  void aSuccessNameIsNoFault() {
    List<CodeHit> hits = R.scan("HcclAllReduce returned HCCL_SUCCESS");
    assertEquals(1, hits.size());
    assertTrue(hits.get(0).success());
    assertTrue(R.faults("HcclAllReduce returned HCCL_SUCCESS").isEmpty());
  }

  @Test
  void theLineGateLetsANamedLineThrough() {
    List<String> t = R.triggers();
    for (String line : List.of("HCCL_E_TIMEOUT", "The ranktable or rank is invalid,Reason:[x]")) {
      assertTrue(t == null || t.stream().anyMatch(line::contains), "a line holding only " + line + " holds a trigger");
    }
  }

  @ParameterizedTest(name = "{1} <- {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The ranktable or rank is invalid,Reason:[The ip in ranktable is not a valid ip address]. | cann-message/EI0004",
        "The HCCL versions are inconsistent. The local version is 8.0 | cann-message/EI0008",
      })
  void aDocumentedMessageIsItsCode(String line, String expected) {
    List<CodeHit> hits = R.scan(line);
    assertEquals(1, hits.size(), line + ": " + hits);
    assertEquals(expected, hits.get(0).record().orElseThrow().key());
    assertTrue(R.mayHoldMessage(line));
  }

  @Test
  void aMessageBesideItsCodeAddsNothing() {
    List<CodeHit> hits = R.scan("EI0004: The ranktable or rank is invalid,Reason:[x]. Please check the configured ranktable. [y]");
    assertEquals(1, hits.size(), hits.toString());
    assertEquals("cann-message/EI0004", hits.get(0).record().orElseThrow().key());
  }

  @Test
  void literalRunsSplitAtTheArguments() {
    assertEquals(List.of("Failed to parse the ranktable file", ". Reason:"),
        CodeStandIns.literalRuns("Failed to parse the ranktable file %s. Reason: %s"));
    assertEquals(List.of("a", ". b", "c"), CodeStandIns.literalRuns("a %s. b %-3lu c %d"));
  }
}
