package io.github.ascendtriage.internal.reason;

import static io.github.ascendtriage.internal.reason.StrangerDevClassesTest.fault;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * Kubernetes event rows (classes38): Kubernetes files every failure the kubelet or the scheduler
 * reports as an event of type {@code Warning} (its only other type is {@code Normal}), printed as a
 * column of its own by {@code kubectl describe} and {@code kubectl get events}. That column is the
 * event's kind, not a note that the message is harmless, so a failed pod start whose message names
 * the NPU's device nodes is read as the device's failure; a Python or framework warning stays quiet,
 * and a Warning event whose own words say no failure stays none. The rows are made up from the two
 * commands' column layouts and the kubelet's reasons ({@code Failed}, {@code FailedMount}).
 */
class KubernetesEventsTest {

  @Test
  void aWarningEventOfDescribePodIsReadByItsMessage() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(String.join("\n",
        "Events:",
        "  Type     Reason     Age                From               Message",
        "  ----     ------     ----               ----               -------",
        "  Normal   Scheduled  40s                default-scheduler  Successfully assigned train/worker-3 to node-7",
        "  Warning  Failed     9s (x3 over 38s)   kubelet            Error: failed to generate container spec:"
            + " lstat /dev/davinci5: no such file or directory"));
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
    assertTrue(fault(a, "device.driver"), a.clues().toString());
  }

  @Test
  void aWarningEventOfGetEventsIsReadByItsMessage() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(String.join("\n",
        "LAST SEEN   TYPE      REASON        OBJECT                MESSAGE",
        "52s         Warning   FailedMount   pod/infer-worker-1    MountVolume.SetUp failed for volume \"npu-manager\" :"
            + " hostPath type check failed: /dev/davinci_manager is not a character device"));
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
  }

  @Test
  void aFrameworkWarningStaysQuiet() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(
        "/usr/local/lib/python3.10/site-packages/torch_npu/npu/utils.py:88: UserWarning: Warning: failed to read"
            + " /dev/davinci5 status, retrying");
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void aWarningEventWithoutAFailureInItsWordsIsNoFailure() {
    LayerReasoner.Answer a = LayerReasonerTest.reason(
        "  Warning  Evicted    4m    kubelet  The node was low on resource: memory. Container trainer on /dev/davinci2.");
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }
}
