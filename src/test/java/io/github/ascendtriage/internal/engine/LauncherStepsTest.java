package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.testing.BuiltInTriage;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The fix names what the job's launcher reads (issue 35, branch launch30): Gloo's interface failure
 * ({@code Unable to find address for}, gloo/transport/tcp/device.cc) under Horovod, whose Gloo binds
 * HOROVOD_GLOO_IFACE (horovod/common/utils/env_parser.cc) set by horovodrun --network-interfaces
 * (horovod/runner/launch.py), and the same failure under torch, which reads GLOO_SOCKET_IFNAME. Under the
 * launchers that read the variable, the step says how that launcher brings it to its workers (launch32,
 * casebase/launchers.json {@code passes}): DeepSpeed's runner copies only its export prefixes and the lines
 * of .deepspeed_env (deepspeed/launcher/runner.py, accelerator/npu_accelerator.py), Open MPI only what -x
 * names (MPICH's Hydra the shell mpirun runs in; a bare mpirun line shows neither), Ray's workers take their node's ray start or the job's runtime_env, and torchrun, msrun and vllm
 * serve give a node's workers the environment they start in on that node. Intel MPI's -genv sets a variable for every
 * rank (Intel MPI Library developer reference 2021-8, Hydra environment variables; oneMKL guide 2025-1, -genv); srun's --export without ALL hands the
 * tasks only what it lists (SchedMD/slurm doc/man/man1/srun.1), so the step adds the variable with ALL (dev33). Launch lines are hand-written,
 * addresses made up.
 */
class LauncherStepsTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();
  private static final String TORCH_GLOO = "RuntimeError: [enforce fail at /pytorch/third_party/gloo/gloo/transport/tcp/device.cc:83]"
      + " ifa != nullptr. Unable to find address for: ens5f1";
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
    Diagnosis d = TRIAGE.get().diagnose("[1]<stderr>:terminate called after throwing an instance of 'gloo::EnforceNotMet'\n"
        + "[1]<stderr>:  " + FAILURE.formatted("/tmp/pip-build/horovod/third_party/compatible_gloo") + "\n");
    List<String> c = commands(d);
    assertTrue(d.layer() != Layer.UNKNOWN && !c.isEmpty(), d.layer() + " " + c);
    assertFalse(setsGlooSocketIfname(c), c.toString());
    assertTrue(c.stream().anyMatch(x -> x.contains("HOROVOD_GLOO_IFACE") && x.contains("horovodrun --network-interfaces")), c.toString());
  }

  @Test
  void underTorchTheFixKeepsGlooSocketIfname() {
    Diagnosis d = TRIAGE.get().diagnose("RuntimeError: " + FAILURE.formatted("/pytorch/third_party/gloo") + "\n");
    List<String> c = commands(d);
    assertTrue(setsGlooSocketIfname(c), c.toString());
    assertFalse(c.stream().anyMatch(x -> x.contains("HOROVOD")), c.toString());
  }

  private static List<String> under(String launchLine) {
    Diagnosis d = TRIAGE.get().diagnose(launchLine + "\n" + TORCH_GLOO + "\n");
    assertTrue(d.layer() != Layer.UNKNOWN, d.toString());
    return commands(d);
  }

  @Test
  void underDeepSpeedGloosVariableGoesThroughDeepspeedEnvAndHcclsStaysAnExport() {
    List<String> c = under("[2026-12-05 10:00:00,100] [INFO] [runner.py:607:main] cmd = pdsh -S -f 1024 -w node-1,node-2"
        + " export PYTHONPATH=/job; cd /job; /usr/bin/python -u -m deepspeed.launcher.launch --world_info=eyJ9 --node_rank=%n"
        + " --master_addr=10.1.0.5 --master_port=29500 train.py");
    assertFalse(setsGlooSocketIfname(c), c.toString());
    assertTrue(c.stream().anyMatch(x -> x.startsWith("echo 'GLOO_SOCKET_IFNAME=") && x.contains(">> ~/.deepspeed_env")), c.toString());
    assertTrue(c.stream().anyMatch(x -> x.startsWith("export HCCL_SOCKET_IFNAME=") && x.contains("runs deepspeed")), c.toString());
  }

  @Test
  void underOpenMpiEachVariableIsAnXOption() {
    List<String> c = under("+ mpirun --allow-run-as-root -np 16 -H node-1:8,node-2:8 python train.py");
    assertFalse(c.stream().anyMatch(x -> x.startsWith("export GLOO_SOCKET_IFNAME=")), c.toString());
    assertTrue(c.stream().anyMatch(x -> x.startsWith("mpirun -x GLOO_SOCKET_IFNAME=")), c.toString());
  }

  @Test
  void underMpichTheShellThatRunsMpirunCarriesIt() {
    List<String> c = under("+ mpirun -f hostfile -n 16 python train.py");
    assertTrue(c.stream().anyMatch(x -> x.startsWith("export GLOO_SOCKET_IFNAME=") && x.contains("in the shell that runs mpirun")),
        c.toString());
    assertFalse(c.stream().anyMatch(x -> x.startsWith("mpirun -x")), c.toString());
  }

  @Test
  void aBareMpirunLineShowsNoMpiAndLeavesTheStep() {
    List<String> c = under("+ mpirun -np 16 python train.py");
    assertTrue(c.stream().anyMatch(x -> x.startsWith("export GLOO_SOCKET_IFNAME=") && !x.contains("#")), c.toString());
  }

  @Test
  void underIntelMpiEachVariableIsAGenvOption() {
    List<String> c = under("+ mpirun -n 16 -ppn 8 -hosts node-1,node-2 -genv I_MPI_DEBUG 5 python train.py");
    assertFalse(c.stream().anyMatch(x -> x.startsWith("export GLOO_SOCKET_IFNAME=")), c.toString());
    assertTrue(c.stream().anyMatch(x -> x.startsWith("mpirun -genv GLOO_SOCKET_IFNAME ") && !x.contains("GLOO_SOCKET_IFNAME=")), c.toString());
  }

  @Test
  void srunDrivingTorchrunAddsTheVariableToSrunsExportWithAll() {
    List<String> c = under("+ srun --nodes=2 --ntasks-per-node=1 torchrun --nnodes 2 --nproc_per_node 8 --rdzv_endpoint 10.1.0.5:29600 train.py");
    assertFalse(c.stream().anyMatch(x -> x.startsWith("export GLOO_SOCKET_IFNAME=")), c.toString());
    assertTrue(c.stream().anyMatch(x -> x.startsWith("srun --export=ALL,GLOO_SOCKET_IFNAME=")), c.toString());
    assertFalse(c.stream().anyMatch(x -> x.contains("in the shell that starts torchrun")), c.toString());
  }

  /**
   * The launchers' own report lines show them too (slurm35): srun's task line (src/srun/launch.c), Open MPI's
   * record of the rank that ended the job (help-orterun.txt), MPICH Hydra's BAD TERMINATION block (pmiserv_cb.c).
   */
  @Test
  void aLaunchersOwnRecordOfAFailedTaskShowsItWithNoLaunchLine() {
    List<String> srun = under("srun: error: cn-04: task 2: Exited with exit code 1");
    assertTrue(srun.stream().anyMatch(x -> x.startsWith("srun --export=ALL,GLOO_SOCKET_IFNAME=")), srun.toString());
    List<String> ompi = under("mpirun noticed that process rank 2 with PID 7321 on node cn-04 exited on signal 6 (Aborted).");
    assertTrue(ompi.stream().anyMatch(x -> x.startsWith("mpirun -x GLOO_SOCKET_IFNAME=")), ompi.toString());
    List<String> hydra = under("=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\n=   PID 7321 RUNNING AT cn-04");
    assertTrue(hydra.stream().anyMatch(x -> x.startsWith("export GLOO_SOCKET_IFNAME=") && x.contains("in the shell that runs mpirun")),
        hydra.toString());
  }

  @Test
  void msrunsOwnErrorLineShowsNoSrun() {
    List<String> c = under("msrun: error: cn-04: task 2: Exited with exit code 1");
    assertFalse(c.stream().anyMatch(x -> x.startsWith("srun --export")), c.toString());
  }

  @Test
  void underRayTheVariableIsSetBeforeRayStartOrInTheRuntimeEnv() {
    Diagnosis d = TRIAGE.get().diagnose("(RayWorkerWrapper pid=3310, ip=10.1.0.6) " + TORCH_GLOO + "\n");
    List<String> c = commands(d);
    assertTrue(c.stream().anyMatch(x -> x.startsWith("ray stop; export GLOO_SOCKET_IFNAME=") && x.contains("ray start")
        && x.contains("\"env_vars\": {\"GLOO_SOCKET_IFNAME\"")), c.toString());
  }

  @Test
  void underTorchrunMsrunAndVllmServeTheVariableIsSetOnEveryNodeWhereTheLauncherStarts() {
    for (String[] l : new String[][] {
        {"torchrun", "+ torchrun --nnodes 2 --node_rank 0 --master_addr 10.1.0.5 --master_port 29600 --nproc_per_node 8 train.py"},
        {"msrun", "+ msrun --worker_num=16 --local_worker_num=8 --master_addr=10.1.0.5 --master_port=8118 --node_rank=0 train.py"},
        {"vllm serve", "+ vllm serve /models/m --data-parallel-size 2 --data-parallel-address 10.1.0.5 --data-parallel-rpc-port 13389"}}) {
      List<String> c = under(l[1]);
      assertTrue(c.stream().anyMatch(x -> x.startsWith("export GLOO_SOCKET_IFNAME=")
          && x.contains("# on every node, in the shell that starts " + l[0] + " there")), l[0] + ": " + c);
    }
  }
}
