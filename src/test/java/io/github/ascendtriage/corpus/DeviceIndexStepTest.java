package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.FixText;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A device index past the node's cards (devices38, issue 35): the runtime refuses it (107001, whose
 * torch_npu form is "NPU function error: ..., error code is 107001" with the code's message "Invalid device
 * ID."), and a common way to get there is a script that opens its device by the global rank, which from the
 * second node on counts past the node's cards (MindSpore's get_local_rank page: local rank 1 where the world
 * rank is 9). The answer the visible-devices rule decides names the local rank as the index, in a rule step.
 * Values are made up; the lines follow catalogue 107001's message and alias.
 */
class DeviceIndexStepTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static boolean localRankStep(Diagnosis d) {
    return d.remediation().stream().anyMatch(x -> x.origin() == FixOrigin.RULE && x.ref().startsWith("device.visible-devices")
        && (x.command() + "\n" + x.step().explanation()).contains("LOCAL_RANK")
        && x.step().explanation().toLowerCase(Locale.ROOT).contains("global"));
  }

  @Test
  void anInvalidDeviceIdGetsTheLocalRankAsTheIndex() {
    Diagnosis d = TRIAGE.get().diagnose(String.join("\n",
        "[rank13]: RuntimeError: NPU function error: c10_npu::SetDevice(device_id_), error code is 107001",
        "[rank13]: [Error]: Invalid device ID.",
        "[rank13]:         Check whether the device ID is valid."));
    assertEquals("device", d.layer().id(), FixText.of(d));
    assertTrue(localRankStep(d), FixText.of(d));
  }

  @Test
  void aDeviceThatIsNotAvailableIsNotAnIndexProblem() {
    Diagnosis d = TRIAGE.get().diagnose("RuntimeError: Device 3 call rtSetDevice failed, ret[507033]."
        + " EE1002: The device is not available, set device=3");
    assertFalse(localRankStep(d), FixText.of(d));
  }
}
