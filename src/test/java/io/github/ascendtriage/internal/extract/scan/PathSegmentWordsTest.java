package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A phrase inside a file path counts only as a whole segment word (script31): the rows are the
 * path forms the runtimes print (a runtime's "failed : code at file PATH line N", a Python frame's
 * {@code File "PATH", line N}, a C++ frame's {@code [PATH:N]}), with names made up for the test.
 */
class PathSegmentWordsTest {
  /** A line, a folded phrase, and whether the phrase is dropped there. */
  record Row(String line, String phrase, boolean dropped) {}

  static List<Row> rows() {
    return List.of(
        // a directory or file name that only begins with the phrase: another name, dropped
        new Row("Call rtStreamSynchronize(stream) failed : 507000 at file /opt/app/backends/dev/runtime.cc line 12",
            "backend", true),
        new Row("  File \"/home/u/lib/python3.10/site-packages/pkg/barriers/wait.py\", line 8, in run", "barrier", true),
        new Row("[/src/third_party/broadcasting/io.cc:41] read failed", "broadcast", true),
        // a whole segment word inside a path: still the component's name, kept
        new Row("RuntimeError: [/src/third_party/gloo/gloo/transport/tcp/pair.cc:144] Connection refused", "gloo", false),
        new Row("  File \"/usr/lib/python3/site-packages/torch/distributed/distributed_c10d.py\", line 3, in barrier",
            "c10d", false),
        // the phrase also stands outside the path: kept
        new Row("no backend for device at file /opt/app/backends/dev/runtime.cc line 12", "backend", false),
        new Row("  File \"/opt/app/backends/x.py\", line 3, in init_backend", "backend", false),
        // no path on the line: the automaton's own rule (a word that begins with the phrase) holds
        new Row("the backends disagree", "backend", false),
        new Row("timeouts reached", "timeout", false),
        // a phrase with a space never sits inside one token
        new Row("/a/process group/b.py", "process group", false),
        // aicpu37: a field's name printed as name:value or name=value is one name too
        new Row("[PrintTaskExceptionByTaskId]streamId:12 tail:40 cqeType:11", "cqe", true),
        new Row("retry with backendName=hccl", "backend", true),
        // the field's name is the phrase whole, a message head, a C++ scope or a URL: kept
        new Row("roce link error, cqe:3", "cqe", false),
        new Row("set HCCL_BUFFSIZE=300", "buffsize", false),
        new Row("TimeoutError: the store did not answer", "timeout", false),
        new Row("[HcclCommAicpu::ExecOp] executor op fail", "hcclcomm", false),
        new Row("fetch from rdmaserver://10.0.0.1", "rdma", false));
  }

  @ParameterizedTest
  @MethodSource("rows")
  void aPathSegmentThatOnlyBeginsWithThePhraseIsAnotherName(Row row) {
    assertEquals(row.dropped(), PathSegmentWords.onlyInsideLongerPathNames(row.line(), row.phrase()), row.line());
  }

  @Test
  void theRecogniserReadsNoPhraseFromALongerFieldName() {
    PhraseRecognizer r = new PhraseRecognizer(List.of("cqe", "sdma"), Set.of());
    assertEquals(List.of(), TestScans.values(r, FeatureType.PHRASE, "[PrintTaskExceptionByTaskId]streamId:12 tail:40 cqeType:11"));
    // both phrases stand whole on the line, in its order; only cqeType's cqe is left out
    assertEquals(List.of("sdma", "cqe"), TestScans.values(r, FeatureType.PHRASE, "sdma task failed: error cqe, cqeType:11"));
  }

  @Test
  void theRecogniserReadsNoPhraseFromALongerDirectoryName() {
    PhraseRecognizer r = new PhraseRecognizer(List.of("backend", "gloo", "failed"), Set.of());
    assertEquals(List.of("failed"), TestScans.values(r, FeatureType.PHRASE,
        "Call rtStreamSynchronize(stream) failed : 507000 at file /opt/app/backends/dev/runtime.cc line 12"));
    assertEquals(List.of("gloo"), TestScans.values(r, FeatureType.PHRASE, "[/src/third_party/gloo/transport/tcp/pair.cc:144] x"));
  }
}
