package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.internal.extract.TriggerFolding;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.TestContexts;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The peer recogniser's triggers name the task texts it reads, not the stem {@code ask}: each line
 * it reports on holds one (folded, as the line gate compares), and a WARNING line that only says
 * {@code task} holds none and gets nothing from it.
 */
class PeerRecognizerTest {
  private static final PeerRecognizer PEER = new PeerRecognizer();

  /** The sink calls the recogniser makes on {@code body} alone, a fresh stream's WARNING line. */
  private static List<String> calls(String body) {
    List<String> out = new ArrayList<>();
    FeatureSink sink = (FeatureSink) Proxy.newProxyInstance(FeatureSink.class.getClassLoader(), new Class<?>[] {FeatureSink.class},
        (proxy, method, args) -> {
          out.add(method.getName());
          return null;
        });
    if (PEER.mayMatch(body)) {
      PEER.recognize(TestContexts.line(body, "WARNING"), sink);
    }
    return out;
  }

  private static boolean holdsTrigger(String body) {
    return TriggerFolding.holds(body, 0, body.length(), PEER.triggers());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "[TaskExecStage][Timeout][HOST]Task run failed, streamID:[2], taskID[21]",
      "[AIC_INFO] FFTS+ run failed, context sequence before error task is 3",
      "aicore kernel run failed of exception, stream_id=2",
      "[TaskException]taskType[Notify Wait], streamID[2], taskID[5], tag[AllReduce_1]",
      "ProcessStarsSdmaErrorInfo:err_type=4[fftsplus sdma error], taskType[Memcpy], device_id=3",
      "[AICPU] {devId: 3, streamId: 5} notify wait failed",
      "Transport init error. Reason: [Create][DestLink]Create Dest error!",
      "[Recv][RaSocket]errNo[0x000000000500000d] recv fail, size[2239]"})
  void aLineItReadsHoldsATrigger(String body) {
    assertEquals(true, !calls(body).isEmpty(), "nothing found in: " + body);
    assertEquals(true, holdsTrigger(body), "no trigger in: " + body);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "task queue of stream 3 is full, wait and retry",
      "mask 0xff applied to taskId 12",
      "Task 7 finished after 3 attempts",
      "taskType[Memcpy] launched on stream 4",
      "asked the allocator for 64 MB more",
      "multitask scheduler idle"})
  void aLineThatOnlySaysTaskHoldsNone(String body) {
    assertEquals(List.of(), calls(body), body);
    assertEquals(false, holdsTrigger(body), "a trigger in: " + body);
  }
}
