package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.CodeEntry;
import io.github.ascendtriage.CodeExplanation;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code explain} lookups over the fixture catalog. */
class CodeLookupTest {
  /** A lookup whose entries carry no first step (that is compiled above this package). */
  static CodeExplanation explain(String query) {
    return L.explain(query, r -> r.entry(Optional.empty()));
  }

  private static final CodeLookup L = TestCatalogs.fixture().lookup();

  private static List<String> found(String query) {
    return explain(query).matches().stream().map(CodeEntry::key).toList();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "0x5000007 | hccl-result/7",
        "0x0000000005000007 | hccl-result/7",
        "0X0000000005010009 | hccl-result/9",
        "-8020 | dcmi/-8020",
        "107002 | acl-runtime/107002",
        "EI0006 | cann-message/EI0006",
        "ei0006 | cann-message/EI0006",
        "  EI0006  | cann-message/EI0006",
        "ERR02200 | torch-npu/ERR02200",
        "err02200 | torch-npu/ERR02200",
        "HCCL_E_TIMEOUT | hccl-result/9",
        "hccl_e_timeout | hccl-result/9",
        "HCCL_E_RESERVED | hccl-result/HCCL_E_RESERVED",
        "ACL_ERROR_RT_CONTEXT_NULL | acl-runtime/107002",
        "0x7020023 | rt-internal/0x07020023",
        "0x07020023 | rt-internal/0x07020023",
        "0x26 | ts-error/0x26",
        "0xfffe | drv/65534",
        "drvRetCode=7 | drv/7",
        "errNo[0x0000000005000007] | hccl-result/7",
        "ret is -9005 | npu-smi/-9005",
        "InnerCode=0x7020023 | rt-internal/0x07020023",
        "hccn tool execution failed! ret=0x1000 | hccn-tool/0x1000",
      })
  void anyFormFindsItsCode(String query, String expected) {
    assertEquals(List.of(expected), found(query), query);
  }

  @Test
  void aBareNumberInSeveralFamiliesReturnsThemAll() {
    assertEquals(List.of("aic-error/7", "drv/7", "hccl-result/7", "msaicerr/7", "tsd/7"), found("7"));
    // in context it is one of them
    assertEquals(List.of("hccl-result/7"), found("call trace: hcclRet -> 7"));
    // 0x7 is written in hex: the task-scheduler code, not the decimal ones
    assertEquals(List.of("ts-error/0x7"), found("0x7"));
  }

  @Test
  void unknownCodesGetNearSuggestionsNeverNull() {
    CodeExplanation r = explain("EI0066");
    assertFalse(r.found());
    assertEquals(List.of(), r.matches());
    assertEquals("cann-message/EI0006", r.suggestions().get(0).key(), r.suggestions().toString());
    assertTrue(explain("107099").suggestions().stream().anyMatch(s -> s.key().equals("acl-runtime/107002")));
    assertTrue(explain("ERR0220").suggestions().stream().anyMatch(s -> s.key().equals("torch-npu/ERR02200")), "same prefix");
    assertTrue(explain("ret is -8021").suggestions().stream().anyMatch(s -> s.key().equals("dcmi/-8020")), "neighbour of the number in a form");
    assertTrue(explain("HCCL_E_TIMEOUTT").suggestions().stream().anyMatch(s -> s.key().equals("hccl-result/9")), "name one edit away");
    assertTrue(explain("0x7020024").suggestions().stream().anyMatch(s -> s.key().equals("rt-internal/0x07020023")), "hex neighbour");
  }

  @Test
  void oddInputIsAnEmptyAnswerNotAnError() {
    for (String q : new String[] {"", "   ", "hello world", "%s%d{}", "-", "0x", "9".repeat(5000), "错误码"}) {
      CodeExplanation r = explain(q);
      assertFalse(r.found(), q);
      assertTrue(r.suggestions().size() <= Suggestions.LIMIT, q);
    }
  }

  @Test
  void aFoundCodeHasNoSuggestions() {
    assertEquals(List.of(), explain("107002").suggestions());
  }
}
