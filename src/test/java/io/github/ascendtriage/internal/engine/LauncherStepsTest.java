package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.Layer;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fix names what the job's launcher reads (issue 35, branch launch30): Gloo's interface failure
 * ({@code Unable to find address for}, gloo/transport/tcp/device.cc) under Horovod, whose Gloo binds
 * HOROVOD_GLOO_IFACE (horovod/common/utils/env_parser.cc) set by horovodrun --network-interfaces
 * (horovod/runner/launch.py), and the same failure under torch, which reads GLOO_SOCKET_IFNAME.
 */
class LauncherStepsTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().build();
  private static final String FAILURE = "what():  [enforce fail at %s/gloo/transport/tcp/device.cc:83] ifa != nullptr. Unable to find address for: ens5f1";

  private static final java.util.regex.Pattern SETS_GLOO = java.util.regex.Pattern.compile("(?:^|[\\s;&|(])GLOO_SOCKET_IFNAME=");

  private static List<String> commands(Diagnosis d) {
    return d.remediation().stream().map(FixStep::command).toList();
  }

  private static boolean setsGlooSocketIfname(List<String> commands) {
    return commands.stream().anyMatch(c -> SETS_GLOO.matcher(c).find());
  }

  @Test
  void underHorovodTheFixNamesHorovodsInterfaceSettingNotGlooSocketIfname() {
    Diagnosis d = TRIAGE.diagnose("[1]<stderr>:terminate called after throwing an instance of 'gloo::EnforceNotMet'\n"
        + "[1]<stderr>:  " + FAILURE.formatted("/tmp/pip-build/horovod/third_party/compatible_gloo") + "\n");
    List<String> c = commands(d);
    assertTrue(d.layer() != Layer.UNKNOWN && !c.isEmpty(), d.layer() + " " + c);
    assertFalse(setsGlooSocketIfname(c), c.toString());
    assertTrue(c.stream().anyMatch(x -> x.contains("HOROVOD_GLOO_IFACE") && x.contains("horovodrun --network-interfaces")), c.toString());
  }

  @Test
  void underTorchTheFixKeepsGlooSocketIfname() {
    Diagnosis d = TRIAGE.diagnose("RuntimeError: " + FAILURE.formatted("/pytorch/third_party/gloo") + "\n");
    List<String> c = commands(d);
    assertTrue(setsGlooSocketIfname(c), c.toString());
    assertFalse(c.stream().anyMatch(x -> x.contains("HOROVOD")), c.toString());
  }
}
