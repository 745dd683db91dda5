package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.TestPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HostFoldersTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().threads(2).build();

  /** Places {@code pathsAndHosts} (a path, then the host it should get, "" for none, ...) as one tree. */
  private static Map<String, SourceMeta> expectHosts(String... pathsAndHosts) {
    Map<String, SourceMeta> m = new LinkedHashMap<>();
    for (int i = 0; i < pathsAndHosts.length; i += 2) {
      m.put(pathsAndHosts[i], InputWalker.meta(pathsAndHosts[i]));
    }
    Map<String, SourceMeta> placed = HostFolders.place(m);
    for (int i = 0; i < pathsAndHosts.length; i += 2) {
      String want = pathsAndHosts[i + 1];
      assertEquals(want.isEmpty() ? Optional.empty() : Optional.of(want), placed.get(pathsAndHosts[i]).host(), pathsAndHosts[i]);
    }
    return placed;
  }

  @Test
  void theFoldersBelowAWrappingFolderAreTheHosts() {
    Map<String, SourceMeta> m = expectHosts(
        "job-1234-logs/worker-0/process_log/debug/plog/plog-11_20250101010101.log", "worker-0",
        "job-1234-logs/worker-1/process_log/run/plog/plog-12_20250101010101.log", "worker-1");
    assertEquals(Optional.of(new ProcessKey("worker-1", "12")),
        m.get("job-1234-logs/worker-1/process_log/run/plog/plog-12_20250101010101.log").process());
  }

  @Test
  void severalWrappingFoldersAreAllPassed() {
    expectHosts("export/2026-12-04/job/node-a/train.log", "node-a", "export/2026-12-04/job/node-b/train.log", "node-b");
  }

  @Test
  void oneHostsTreeKeepsItsHostAndAPlainLogTreeHasNone() {
    expectHosts("worker-0/process_log/debug/plog/plog-11_20250101010101.log", "worker-0",
        "worker-0/process_log/run/plog/plog-11_20250101010102.log", "worker-0");
    expectHosts("debug/plog/plog-11_20250101010101.log", "", "run/plog/plog-11_20250101010102.log", "");
  }

  @Test
  void aMindIeLogFolderIsNoHostAndItsFileNamesTheProcess() {
    // ~/mindie/log/debug/mindie-llm_<pid>_<ts>.log beside the plogs (mind-cluster mindie_parser.py reads the pid there)
    Map<String, SourceMeta> m = expectHosts(
        "ascend-a1/debug/plog/plog-11_20250101010101.log", "ascend-a1",
        "ascend-a1/mindie/log/debug/mindie-llm_11_20250101010101123.log", "ascend-a1");
    assertEquals(Optional.of(new ProcessKey("ascend-a1", "11")),
        m.get("ascend-a1/mindie/log/debug/mindie-llm_11_20250101010101123.log").process());
    assertEquals(Optional.of(new ProcessKey("", "198")),
        InputWalker.meta("mindie-ms_controller_198_20250613170316138.log").process());
  }

  @Test
  void aRayWorkerFileNamesItsProcess() {
    // ray41: a Ray session folder's worker-<worker_id>-<job_id>-<pid>.out|err and python-core-worker-<worker_id>_<pid>.log
    // are one worker process's own files (docs.ray.io, Configuring Logging, "Log files in logging directory")
    String id = "03341db7ab8329237b92fbe70a014699c11b465077f6a56cfa268914";
    String logs = "gpu-b/ray/session_2026-03-25_12-16-10_556751_33279/logs/";
    Map<String, SourceMeta> m = expectHosts(
        "gpu-a/ascend_log/run/plog/plog-8813_20260325130529127.log", "gpu-a",
        "gpu-b/ascend_log/run/plog/plog-41077_20260325130529127.log", "gpu-b",
        logs + "worker-" + id + "-07000000-41077.out", "gpu-b",
        logs + "worker-" + id + "-07000000-41077.err", "gpu-b",
        logs + "python-core-worker-" + id + "_41077.log", "gpu-b",
        logs + "raylet.out", "gpu-b");
    for (String f : List.of("worker-" + id + "-07000000-41077.out", "worker-" + id + "-07000000-41077.err",
        "python-core-worker-" + id + "_41077.log")) {
      assertEquals(Optional.of(new ProcessKey("gpu-b", "41077")), m.get(logs + f).process(), f);
    }
    // the node's own daemons, a driver's file and names that only look alike name no worker
    for (String f : List.of("raylet.out", "python-core-driver-" + id + "_41077.log", "worker-3-07000000-41077.out",
        "worker-" + id + "-07000000-41077.log", "worker-" + id + "-41077.out")) {
      assertEquals(Optional.empty(), InputWalker.meta(logs + f).process(), f);
    }
  }

  @Test
  void msrunsLogFolderOfOneHostIsNoHost() {
    // one host's ~/ascend/log beside msrun's msrun_log/worker_<i>.log (MindFormers msrun_launcher.sh): one host, not two
    expectHosts("103.80.0.3/ascend/log/debug/plog/plog-11_20250101010101.log", "103.80.0.3",
        "103.80.0.3/msrun_log/worker_4.log", "103.80.0.3");
  }

  @Test
  void rankFoldersOfOneHostAreNotHosts() {
    expectHosts("worker-0/rank0/plog/plog-11_20250101010101.log", "worker-0",
        "worker-0/rank1/plog/plog-12_20250101010101.log", "worker-0");
  }

  @Test
  void hostsWithoutAWrapperAreTheFirstFolders() {
    expectHosts("worker-0/train.log", "worker-0", "worker-1/train.log", "worker-1");
  }

  @Test
  void aPodCollectionsNodesAreTheNamesItsLayoutGivesThem() {
    // pods38: MindCluster's training guide (Ascend/mind-cluster@22bb3d98): plogs/<XDL_IP>/, trainlogs/<XDL_IP>-<RANK>;
    // kubectl logs saved under the pod's name, <job>-<type>-<index> (ascend-operator pod.go, GenGeneralName)
    expectHosts("alllogs/9f2c/plogs/10.7.1.3/debug/plog/plog-150_20260113100002877.log", "10.7.1.3",
        "alllogs/9f2c/plogs/10.7.1.4/run/plog/plog-150_20260113091121375.log", "10.7.1.4",
        "alllogs/9f2c/trainlogs/10.7.1.3-0", "10.7.1.3",
        "alllogs/9f2c/trainlogs/10.7.1.4-1", "10.7.1.4",
        "pods/gpt-pretrain-master-0", "gpt-pretrain-master-0",
        "pods/gpt-pretrain-worker-0.log", "gpt-pretrain-worker-0");
  }

  /**
   * tidy39: four numbers with dots are a node's address only where the tree names them as a node: under {@code plogs}
   * (the guide's {@code plogs/$XDL_IP}), or as an address another path gives as a node (a plogs folder, a train log,
   * a host folder). A driver or CANN version folder ({@code 7.0.0.1}) below a host folder, or below a node's plogs,
   * is no node.
   */
  @Test
  void aVersionFolderOfFourNumbersIsNoNode() {
    expectHosts("export/node-a/driver/7.0.0.1/version.info", "node-a",
        "export/node-a/process_log/run/plog/plog-11_20250101010101.log", "node-a",
        "export/node-b/driver/7.0.0.1/version.info", "node-b",
        "export/node-b/process_log/run/plog/plog-12_20250101010101.log", "node-b");
    expectHosts("alllogs/9f2c/plogs/10.7.1.3/run/plog/plog-150_20260113091121375.log", "10.7.1.3",
        "alllogs/9f2c/plogs/10.7.1.3/cann/8.0.0.1/install.log", "10.7.1.3",
        "alllogs/9f2c/plogs/10.7.1.4/run/plog/plog-150_20260113091121375.log", "10.7.1.4");
  }

  @Test
  void anAddressFolderTheTreeNamesAsANodeElsewhereIsThatNode() {
    expectHosts("alllogs/9f2c/plogs/10.7.1.3/run/plog/plog-150_20260113091121375.log", "10.7.1.3",
        "alllogs/9f2c/plogs/10.7.1.4/run/plog/plog-150_20260113091121375.log", "10.7.1.4",
        "alllogs/9f2c/npu-info/10.7.1.4/npu_smi_info.txt", "10.7.1.4",
        "alllogs/9f2c/trainlogs/10.7.1.5-2", "10.7.1.5",
        "alllogs/9f2c/ttplogs/10.7.1.5/ttp.log", "10.7.1.5");
    expectHosts("10.7.1.3/driver/7.0.0.1/version.info", "10.7.1.3", "10.7.1.4/run/plog/plog-12_20250101010101.log", "10.7.1.4");
  }

  @Test
  void aFileNameOfNoNodeFormKeepsTheFoldersRule() {
    expectHosts("export/node-a/train-0.log", "node-a", "export/node-b/worker_1.log", "node-b",
        "export/node-b/10.7.1.3.txt", "node-b");
  }

  /** Every host a root cause names (roots and cascades). */
  private static TreeSet<String> hosts(RootCause rc) {
    TreeSet<String> out = new TreeSet<>();
    for (List<ProcessPlace> ps : List.of(rc.roots(), rc.cascadePlaces())) {
      ps.forEach(p -> p.host().ifPresent(out::add));
    }
    return out;
  }

  @Test
  void aTreeInsideAWrappingFolderNamesTheWorkersAsFolderAndAsTarGz(@TempDir Path tmp) throws Exception {
    Path tree = TestPaths.corpus().resolve("tree-uce-rank5-cascade/input");
    RootCause bare = TRIAGE.diagnose(tree).rootCause().orElseThrow();
    Map<String, byte[]> wrapped = new TreeMap<>();
    ArchiveInputTest.files(tree).forEach((k, v) -> wrapped.put("job-1234-logs/" + k, v));
    for (Map.Entry<String, byte[]> e : wrapped.entrySet()) {
      Path f = tmp.resolve("folder").resolve(e.getKey());
      Files.createDirectories(f.getParent());
      Files.write(f, e.getValue());
    }
    Path archive = tmp.resolve("job.tar.gz");
    Files.write(archive, ArchiveInputTest.archive("tar.gz", wrapped));
    for (Path input : List.of(tmp.resolve("folder"), archive)) {
      Diagnosis d = TRIAGE.diagnose(input);
      RootCause rc = d.rootCause().orElseThrow();
      assertEquals(bare.host(), rc.host(), input.toString());
      assertEquals(bare.rank(), rc.rank(), input.toString());
      assertEquals(hosts(bare), hosts(rc), input.toString());
      assertTrue(hosts(rc).stream().allMatch(h -> h.startsWith("worker-")), hosts(rc) + " in " + input);
    }
  }
}
