package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * console35: a console that repeats the lines of a process with files of its own is that process, not a second
 * root. RootOwnCodeLayerTest's tree: node-a's ranks 0 and 1 (pids 1100, 1101) wait on node-b's rank 2, process
 * 2200, whose debug plog holds the runtime's lost heartbeat (507010); node-b states its address 10.0.0.2. The
 * console forms are the launchers' own: vLLM's worker prefix {@code (<process name> pid=P)} (vllm
 * multiproc_worker_utils.py {@code _add_prefix}) and Ray's driver prefix {@code (<actor> pid=P, ip=A)} (ray
 * worker.py {@code print_worker_logs}); the lines behind them are torch_npu's (log-formats 7.2).
 */
class ConsoleWriterTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static Path tree(Path dir) throws IOException {
    return RootOwnCodeLayerTest.tree(dir, "lost heartbeat", 507010);
  }

  /** torch_npu's exception for the root's failed call (log-formats 7.2), each line behind {@code prefix}. */
  private static String prefixed(String prefix) {
    StringBuilder out = new StringBuilder();
    for (String line : RootOwnCodeLayerTest.torchNpu("lost heartbeat", 507010).split("\n")) {
      out.append(prefix).append(line).append('\n');
    }
    return out.toString();
  }

  private static List<String> roots(Diagnosis d) {
    return d.rootCause().orElseThrow().roots().stream()
        .map(p -> p.host().orElse("-") + "/" + p.pid().orElse(p.source().orElse("-"))).toList();
  }

  private static void assertTheRootAlone(Diagnosis d) {
    assertEquals(List.of("node-b/2200"), roots(d), d.rootCause().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
  }

  @Test
  void vllmsWorkerPrefixTiesTheHostsConsoleToTheProcess(@TempDir Path dir) throws IOException {
    LogTrees.append(tree(dir).resolve("node-b/vllm_serve.log"),
        "(Worker_TP2 pid=2200) INFO 04-17 08:20:01 [multiproc_executor.py:546] rank 2 in world size 3 is assigned as TP rank 2\n"
            + prefixed("(Worker_TP2 pid=2200) ERROR 04-17 08:39:51 [multiproc_executor.py:546] "));
    assertTheRootAlone(TRIAGE.get().diagnose(dir));
  }

  @Test
  void raysPrefixTiesTheHeadHostsConsoleToTheWorkerAtItsAddress(@TempDir Path dir) throws IOException {
    // under Ray the head host (node-a) prints node-b's worker lines with its pid and node address
    LogTrees.append(tree(dir).resolve("node-a/vllm_serve.log"), prefixed("(RayWorkerWrapper pid=2200, ip=10.0.0.2) "));
    assertTheRootAlone(TRIAGE.get().diagnose(dir));
  }

  @Test
  void raysAddressNoFileStatesIsTheOneHostWithThatProcess(@TempDir Path dir) throws IOException {
    // older CANN wording states no host address: the one host whose own files show pid 2200 is the worker's
    LogTrees.append(tree(dir).resolve("node-a/vllm_serve.log"), prefixed("(RayWorkerWrapper pid=2200, ip=192.0.2.17) "));
    assertTheRootAlone(TRIAGE.get().diagnose(dir));
  }

  /** Every place of the answer's root cause (roots and the processes that failed after them), as host/pid. */
  private static List<String> places(Diagnosis d) {
    io.github.ascendtriage.RootCause rc = d.rootCause().orElseThrow();
    return java.util.stream.Stream.concat(rc.roots().stream(), rc.cascadePlaces().stream())
        .map(p -> p.host().orElse("-") + "/" + p.pid().orElse("-")).toList();
  }

  /**
   * ray41: what a vLLM-Ascend worker on node-b prints through Ray's driver on node-a: vLLM's rank line, torch_npu's
   * exception with its {@code (PID:p, Device:d, RankID:r)} tie, and the CANN block of the failure ({@code [PID: p] ts
   * Title(CODE): msg}, log-formats 3.1), each behind Ray's prefix with the worker's pid and its node's address.
   */
  private static String rayWorkerLines(String prefix) {
    return prefix + "INFO 04-17 08:20:01 [parallel_state.py:985] rank 2 in world size 3 is assigned as DP rank 0, PP rank 0, TP rank 2\n"
        + prefixed(prefix + "ERROR 04-17 08:39:51 [worker_base.py:639] ")
        + prefix + "ERROR 04-17 08:39:51 [worker_base.py:639] [PID: 2200] 2025-04-17-08:39:51.100.200 Device_Error(EL0004):"
        + " Failed to allocate memory.\n";
  }

  @Test
  void raysPrefixedTieAndErrorBlockAreTheWorkersOnItsNodeNotTheConsolesHost(@TempDir Path dir) throws IOException {
    // before: the tie and the block made a process node-a/2200 beside node-b's own (eleventh40's class A)
    LogTrees.append(tree(dir).resolve("node-a/vllm_serve.log"), rayWorkerLines("(RayWorkerWrapper pid=2200, ip=10.0.0.2) "));
    Diagnosis d = TRIAGE.get().diagnose(dir);
    assertEquals(List.of(), places(d).stream().filter("node-a/2200"::equals).toList(), places(d).toString());
    assertTheRootAlone(d);
  }

  @Test
  void raysAddressOfNoHostNamesTheWorkerByTheAddressNotTheConsolesHost(@TempDir Path dir) throws IOException {
    // the worker's node sent no files and no host states 192.0.2.17: its process is the node at that address
    RootOwnCodeLayerTest.tree(dir, "lost heartbeat", 507010);
    LogTrees.append(dir.resolve("node-a/vllm_serve.log"),
        rayWorkerLines("(RayWorkerWrapper pid=2300, ip=192.0.2.17) ").replace("PID:2200", "PID:2300").replace("PID: 2200", "PID: 2300"));
    Diagnosis d = TRIAGE.get().diagnose(dir);
    assertEquals(List.of("192.0.2.17/2300"), places(d).stream().filter(p -> p.endsWith("/2300")).distinct().toList(),
        places(d).toString());
  }

  @Test
  void theInnermostOfNestedPrefixesIsTheLinesProcess(@TempDir Path dir) throws IOException {
    // ray41: vLLM's engine-core process relays its Ray workers' lines with its own prefix in front of Ray's; the
    // engine core (pid 900) has no file: before, the console was a second root
    String prefix = "(EngineCore_DP0 pid=900) (RayWorkerWrapper pid=2200) ERROR 04-17 08:39:51 [worker_base.py:602] ";
    LogTrees.append(tree(dir).resolve("node-b/vllm_serve.log"),
        prefix + "Error executing method 'execute_model'. This might cause deadlock in distributed execution.\n"
            + prefix + "Traceback (most recent call last):\n"
            + prefix + "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:471 NPU function error:"
            + " AclrtSynchronizeDeviceWithTimeout, error code is 507010\n");
    Diagnosis d = TRIAGE.get().diagnose(dir);
    assertEquals(List.of("node-b/2200"), roots(d), d.rootCause().toString());
  }

  @Test
  void aPrefixNamingAProcessWithNoFileOfItsOwnTiesNothing(@TempDir Path dir) throws IOException {
    // pid 2300 appears nowhere else: the console's lines are not given to a process the input does not show
    LogTrees.append(tree(dir).resolve("node-b/vllm_serve.log"), prefixed("(Worker_TP2 pid=2300) "));
    List<ProcessPlace> roots = TRIAGE.get().diagnose(dir).rootCause().orElseThrow().roots();
    assertEquals("2200", roots.get(0).pid().orElseThrow(), roots.toString());
    assertEquals(false, roots.stream().anyMatch(p -> p.pid().map("2300"::equals).orElse(false)), roots.toString());
  }
}
