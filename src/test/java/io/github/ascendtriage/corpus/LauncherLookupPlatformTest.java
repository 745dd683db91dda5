package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.testing.BuiltInTriage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The shell not finding a launcher is the job's environment whatever accelerator the host carries (layer37):
 * the shells' forms (bash {@code X: command not found}, dash {@code X: not found}) come before any device or
 * communication library runs, so a GPU stack's marker elsewhere in the log does not make the foreign-platform
 * convention decline it, as it declines NCCL's and CUDA's own failures. The launchers are those of
 * launchers.json, each named as its package installs it (torchrun, horovodrun, deepspeed, mpirun and mpiexec, srun).
 * Lines made up in those forms.
 */
class LauncherLookupPlatformTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static String layer(String log) {
    return TRIAGE.get().diagnose(log).layer().id();
  }

  @Test
  void aLauncherTheShellDidNotFindBesideACudaMarkerIsTheScript() {
    assertEquals("script", layer("export CUDA_VISIBLE_DEVICES=0,1,2,3\nbash: line 12: torchrun: command not found\n"));
  }

  @Test
  void anMpiLauncherInDashsFormToo() {
    assertEquals("script", layer("NCCL_DEBUG=INFO NCCL_SOCKET_IFNAME=eth0 ./run_multinode.sh\n/bin/sh: 1: mpirun: not found\n"));
  }

  @Test
  void theOtherLaunchersTheCaseBaseKnowsToo() {
    for (String launcher : new String[] {"deepspeed", "horovodrun", "srun", "mpiexec"}) {
      assertEquals("script", layer("run_pretrain.sh: line 40: " + launcher + ": command not found"), launcher);
    }
  }

  @Test
  void aLauncherWhoseNameEndsAnotherIsReadAsItself() {
    assertEquals("script", layer("/bin/sh: 1: msrun: not found"));
  }

  @Test
  void ncclsOwnFailureOnThatHostIsStillDeclined() {
    assertEquals("unknown", layer("export CUDA_VISIBLE_DEVICES=0,1,2,3\n"
        + "torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled system error, NCCL version 2.20.5\n"));
  }
}
