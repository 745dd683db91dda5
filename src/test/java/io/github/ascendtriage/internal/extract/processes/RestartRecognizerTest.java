package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.internal.extract.ExtractSupport;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The restart lines of one process: the runtime's trace initialisation (kept as its first start
 * and as its latest restart) and HCCL's resume of a communicator (a restart). The line shapes follow
 * hicann/runtime's {@code trace_attr.c} and hcomm's {@code op_base.cc}; the values are made up.
 */
class RestartRecognizerTest {
  private static final String ATTR_0900 = "[INFO] ATRACE(4242,python3):2025-06-19-09:00:01.000.000 [trace_attr.c:186](tid:4242)"
      + " attr init successfully, timeout=2000ms.";
  private static final String ATTR_1000 = "[INFO] ATRACE(4242,python3):2025-06-19-10:00:07.000.000 [trace_attr.c:186](tid:4242)"
      + " attr init success, timeout=0ms.";
  private static final String RESUME_0930 = "[INFO] HCCL(4242,python3):2025-06-19-09:30:05.123.456 [op_base.cc:5513] [4249]"
      + "HcclCommResume:success, take time:[81234]us, comm[hccl_world_group]";

  private static Map<Setting, String> settings(String text) {
    return ExtractSupport.collect(text).sources().values().stream().findFirst().orElse(SourceFacts.NONE).settings();
  }

  @Test
  void oneTraceInitialisationIsTheStartAndNoRestart() {
    Map<Setting, String> s = settings(ATTR_0900 + "\n");
    assertEquals("2025-06-19T09:00:01.000000", s.get(Setting.STARTED));
    assertEquals(s.get(Setting.STARTED), s.get(Setting.RESTARTED), "the same line: no later restart");
  }

  @Test
  void aSecondTraceInitialisationIsTheLatestRestart() {
    Map<Setting, String> s = settings(ATTR_1000 + "\n" + ATTR_0900 + "\n");
    assertEquals("2025-06-19T09:00:01.000000", s.get(Setting.STARTED), "the earliest, whatever the order of the lines");
    assertEquals("2025-06-19T10:00:07.000000", s.get(Setting.RESTARTED));
  }

  @Test
  void aResumedCommunicatorIsARestartButNoStart() {
    Map<Setting, String> s = settings(ATTR_0900 + "\n" + RESUME_0930 + "\n");
    assertEquals("2025-06-19T09:00:01.000000", s.get(Setting.STARTED));
    assertEquals("2025-06-19T09:30:05.123456", s.get(Setting.RESTARTED));
  }

  @Test
  void aRetriedConnectionVoidsTheErrorsBeforeItButTorchNpusDispatchLineDoesNot() {
    String retried = "[ERROR] HCCL(4242,python3):2025-06-19-09:31:00.000.001 [op_retry_connection.cc:120] [4250]"
        + "[OpRetryConnection][Init] Client reconnect 3 times to success, so the above or this error log can be ignored";
    String dispatched = "[ERROR] PTA(4242,python3):2025-06-19-09:40:00.000.000 [ProcessGroupHCCL.cpp:700] 4251"
        + " Process group work AllReduce, seq_num 12 dispatch sucess. This error log can be ignored.";
    Map<Setting, String> s = settings(retried + "\n" + dispatched + "\n");
    assertEquals("2025-06-19T09:31:00.000001", s.get(Setting.ERRORS_VOIDED));
    assertEquals(null, settings(dispatched + "\n").get(Setting.ERRORS_VOIDED));
  }
}
