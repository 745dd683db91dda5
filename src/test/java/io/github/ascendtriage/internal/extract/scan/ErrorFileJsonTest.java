package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.tools.ExceptionRecognizer;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * torchrun's error file: a worker's exception as {@code @record}'s ErrorHandler writes it
 * ({@code torch/distributed/elastic/multiprocessing/errors/error_handler.py}: {@code {"message":
 * {"message": "<Type>: <text>", "extraInfo": {"py_callstack": ..., "timestamp": ...}}}}), pasted
 * whole on one line or logged by {@code json.dumps(indent=2)}. The traceback inside is read line
 * by line as the worker printed it. Paths, messages and times are made up.
 */
class ErrorFileJsonTest {
  private static List<String> exceptions(String text) {
    return TestScans.values(new ExceptionRecognizer(), FeatureType.EXCEPTION, text);
  }

  private static final String CALLSTACK = "Traceback (most recent call last):\\n  File \\\"/srv/job/train.py\\\", "
      + "line 40, in main\\n    dist.init_process_group(backend=\\\"hccl\\\")\\n"
      + "torch.distributed.DistStoreError: Timed out after 901 seconds waiting for clients. 1/2 clients joined.\\n";

  @Test
  void aPastedErrorFileGivesTheWorkersException() {
    String line = "{\"message\": {\"message\": \"DistStoreError: Timed out after 901 seconds waiting for clients.\", "
        + "\"extraInfo\": {\"py_callstack\": \"" + CALLSTACK + "\", \"timestamp\": \"1764931872\"}}}";
    assertTrue(exceptions(line).contains("DistStoreError"), exceptions(line).toString());
  }

  @Test
  void theLoggedFormIndentedByJsonDumpsIsReadToo() {
    String text = String.join("\n",
        "{",
        "  \"message\": {",
        "    \"message\": \"RuntimeError: The server socket has failed to listen on any local network address.\",",
        "    \"extraInfo\": {",
        "      \"py_callstack\": \"" + CALLSTACK + "\",",
        "      \"timestamp\": \"1764931872\"",
        "    }",
        "  }",
        "}");
    List<String> got = exceptions(text);
    assertTrue(got.contains("RuntimeError"), got.toString());
    assertTrue(got.contains("DistStoreError"), got.toString());
  }

  @Test
  void otherJsonAndBrokenStringsGiveNothing() {
    assertEquals(List.of(), ErrorFileJson.lines("{\"message\": \"request served in 12 ms\"}"));
    assertEquals(List.of(), ErrorFileJson.lines("\"py_callstack\": \"Traceback (most recent call last):\\n  File"));
    assertNull(ErrorFileJson.value("abc\\u12", 0));
    assertEquals("a\"b\nc", ErrorFileJson.value("a\\\"b\\nc\" tail", 0));
    assertEquals(ErrorFileJson.MAX_LINES, ErrorFileJson.lines("\"py_callstack\": \"" + "x\\n".repeat(5000) + "\"").size());
  }
}
