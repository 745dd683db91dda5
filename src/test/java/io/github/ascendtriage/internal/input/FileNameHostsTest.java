package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * flat36: a file's host from the start of its name, only where the tree shows the part is a host (a
 * hostfile lists it, or two such parts each head a host's own kind of file); any other prefix keeps no host.
 */
class FileNameHostsTest {
  /** The places the walker gives the relative paths {@code names}. */
  private static Map<String, SourceMeta> metas(String... names) {
    Map<String, SourceMeta> m = new LinkedHashMap<>();
    for (String n : names) {
      m.put(n, InputWalker.meta(n));
    }
    return HostFolders.place(m);
  }

  private static Optional<String> hostOf(FileNameHosts.Placed p, String name) {
    return p.metas().get(name).host();
  }

  @Test
  void twoHostsOwnPlogsNameThemAndTheirOtherFiles() {
    FileNameHosts.Placed p = FileNameHosts.place(metas("node-7_debug_plog-311_20261120100000000.log",
        "node-7_train.log", "node-8_run_plog-412_20261120100000000.log", "node-8_npu-smi.txt"), Set.of());

    assertEquals(Optional.of("node-7"), hostOf(p, "node-7_debug_plog-311_20261120100000000.log"));
    assertEquals(Optional.of("node-7"), hostOf(p, "node-7_train.log"));
    assertEquals(Optional.of("node-8"), hostOf(p, "node-8_npu-smi.txt"));
    // the plog's process is that host's, by the pid in its name
    assertEquals(Optional.of(new ProcessKey("node-8", "412")),
        p.metas().get("node-8_run_plog-412_20261120100000000.log").process());
    assertEquals(1, p.notes().size());
  }

  @Test
  void aHostfileListsAHostWithoutPlogs() {
    FileNameHosts.Placed p = FileNameHosts.place(metas("gpu-a_train.log", "gpu-b_train.log", "hostfile"),
        Set.of("gpu-a", "gpu-b"));

    assertEquals(Optional.of("gpu-a"), hostOf(p, "gpu-a_train.log"));
    assertEquals(Optional.of("gpu-b"), hostOf(p, "gpu-b_train.log"));
    assertEquals(Optional.empty(), hostOf(p, "hostfile"));
    assertTrue(p.notes().get(0).message().contains("gpu-a, gpu-b (listed in a hostfile of the input)"), p.notes().toString());
  }

  @Test
  void oneFolderWrappingTheUploadGivesWayToTheNames() {
    FileNameHosts.Placed p = FileNameHosts.place(metas("upload/node-7_debug_plog-311_20261120100000000.log",
        "upload/node-8_debug_plog-412_20261120100000000.log"), Set.of());

    assertEquals(Optional.of("node-8"), hostOf(p, "upload/node-8_debug_plog-412_20261120100000000.log"));
  }

  @Test
  void consolesOfOneJobAreNoHosts() {
    FileNameHosts.Placed p = FileNameHosts.place(metas("train_rank0.log", "train_rank1.log", "worker_3.log",
        "worker_4.log", "scheduler_0.log"), Set.of());

    p.metas().forEach((n, m) -> assertEquals(Optional.empty(), m.host(), n));
    assertTrue(p.notes().isEmpty());
  }

  @Test
  void datesJobsAndPlogNamesAreNoHosts() {
    FileNameHosts.Placed p = FileNameHosts.place(metas("20261120_debug_plog-311_20261120100000000.log",
        "20261121_debug_plog-412_20261121100000000.log", "job-41_debug_plog-5_20261120100000000.log",
        "job-42_debug_plog-6_20261120100000000.log", "plog-311_20261120100000000.log",
        "plog-312_20261120100000000.log", "2026-11-20_npu-smi.txt", "2026-11-21_npu-smi.txt"), Set.of());

    p.metas().forEach((n, m) -> assertEquals(Optional.empty(), m.host(), n));
  }

  @Test
  void onePrefixAloneIsNoHost() {
    // a single node's files: nothing shows the part is a host rather than a job's name
    FileNameHosts.Placed p = FileNameHosts.place(metas("llama_debug_plog-311_20261120100000000.log",
        "llama_npu-smi.txt"), Set.of());

    p.metas().forEach((n, m) -> assertEquals(Optional.empty(), m.host(), n));
  }

  @Test
  void foldersPerHostAreKept() {
    FileNameHosts.Placed p = FileNameHosts.place(metas("node-1/x_debug_plog-311_20261120100000000.log",
        "node-2/y_debug_plog-412_20261120100000000.log"), Set.of("x", "y"));

    assertEquals(Optional.of("node-1"), hostOf(p, "node-1/x_debug_plog-311_20261120100000000.log"));
  }

  @Test
  void hostfileForms() {
    assertEquals(Optional.of(Set.of("worker-0", "worker-1")), Hostfiles.hosts("worker-0 slots=4\n# spare\nworker-1 slots=4\n"));
    assertEquals(Optional.of(Set.of("n1", "n2")), Hostfiles.hosts("n1 slots=8 max_slots=8\nn2\n"));
    assertEquals(Optional.of(Set.of("10.0.0.1", "10.0.0.2")), Hostfiles.hosts("10.0.0.1:8\n10.0.0.2:8\n"));
    assertEquals(Optional.empty(), Hostfiles.hosts("[INFO] step 1\nloss 2.3\n"));
    assertEquals(Optional.empty(), Hostfiles.hosts("\n# nothing\n"));
    assertTrue(Hostfiles.named("hostfile"));
    assertTrue(Hostfiles.named("job_hostfile.txt"));
    assertTrue(!Hostfiles.named("hostfile_reader.py.log"));
  }
}
