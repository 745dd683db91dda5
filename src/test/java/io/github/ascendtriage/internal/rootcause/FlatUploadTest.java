package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import io.github.ascendtriage.testing.LogTrees;
import io.github.ascendtriage.testing.LogTrees.Worker;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * flat36: an upload flattened into one folder, each file named after its host ({@code
 * aicc-01_debug_plog-100_...log}, {@code aicc-01_train.log}) instead of a folder per host (seventh36's
 * class 1). The tree is heart34's lost heartbeat: aicc-01's two ranks report the heartbeat of {@code
 * 10.1.0.2/0} lost (hicann/hcomm heartbeat.cc {@code GetUId}, docs/log-formats.md 8.3) and aicc-02's rank
 * 2 on device 0 holds its own device fault (ACL 507010, log-formats.md 6 and 7.2). The peer is placed on
 * a host only when the processes have hosts: here only the names give them.
 */
class FlatUploadTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final String PEER = "10.1.0.2/0";
  private static final String AGENT = "[2026-11-20 10:31:40,441] torch.distributed.elastic.multiprocessing.api: [ERROR] ";
  private static final Proc A0 = new Proc("aicc-01", 100, 100, 0, 0);
  private static final Proc A1 = new Proc("aicc-01", 102, 102, 1, 1);
  private static final Proc B2 = new Proc("aicc-02", 200, 200, 2, 0);
  private static final Proc B3 = new Proc("aicc-02", 202, 202, 3, 1);

  /** The tree with a folder per host. */
  private static void foldered(Path root) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2, B3);
    for (Proc p : new Proc[] {A0, A1}) {
      write(p.debug(root), LogTrees.heartbeatLost(p.head("ERROR", "10:31:00.000.000"), PEER, "Fri Nov 20 10:31:00 2026",
          "10.1.0.2/1"));
    }
    write(root.resolve("aicc-01/train.log"), "[rank0]:[INFO] step 40, loss 2.41\n[rank1]:[INFO] step 40, loss 2.39\n"
        + LogTrees.torchrunFailure(AGENT, new Worker("aicc-01", 1, 1, 102, 1, "2026-11-20_10:31:40"),
            new Worker("aicc-01", 0, 0, 100, -15, "2026-11-20_10:31:40")));
    write(root.resolve("aicc-02/train.log"), "[rank2]:RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/"
        + "compiler_depend.ts:387 NPU function error: c10_npu::acl::AclrtSynchronizeStreamWithTimeout(stream), error code"
        + " is 507010\n[rank2]:[ERROR] 2026-11-20-10:30:50 (PID:200, Device:0, RankID:2) ERR00100 PTA call acl api failed\n"
        + "[rank2]:[Error]: The task scheduler loses the heartbeat.\n");
  }

  private static Path flat(Path dir) throws IOException {
    Path tree = dir.resolve("tree");
    foldered(tree);
    Path flat = dir.resolve("upload");
    PlogTree.flatten(tree, flat);
    return flat;
  }

  private static void assertPeerIsB2(RootCause rc) {
    assertTrue(rc.known(), rc.toString());
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    ProcessPlace p = rc.roots().get(0);
    assertEquals(Optional.of("aicc-02"), p.host(), rc.reason());
    assertEquals(Optional.of("200"), p.pid(), rc.reason());
  }

  @Test
  void theFolderedTreePlacesThePeer(@TempDir Path root) throws IOException {
    foldered(root); // the same tree with a folder per host: what the flat upload must match
    assertPeerIsB2(TRIAGE.rootCause(root));
  }

  @Test
  void eachHostsOwnPlogsNameTheHostsOfAFlatUpload(@TempDir Path dir) throws IOException {
    Path flat = flat(dir);
    Diagnosis d = TRIAGE.engine().diagnose(flat);

    assertPeerIsB2(d.rootCause().orElseThrow());
    assertTrue(d.warnings().stream().anyMatch(w -> w.message().startsWith("hosts named from the start of file names")
        && w.message().contains("aicc-01, aicc-02 (each holds its own CANN process logs)")), d.warnings().toString());
  }

  @Test
  void aHostfileNamesAHostWhoseFilesAreNotPlogs(@TempDir Path dir) throws IOException {
    Path flat = flat(dir);
    // aicc-02's plogs are gone: its console alone is left, and the hostfile (DeepSpeed's form) lists it
    try (var files = Files.list(flat)) {
      for (Path f : files.filter(f -> f.getFileName().toString().startsWith("aicc-02_") && f.toString().contains("plog")).toList()) {
        Files.delete(f);
      }
    }
    Files.writeString(flat.resolve("hostfile"), "# the job's hosts\naicc-01 slots=2\naicc-02 slots=2\n");
    Diagnosis d = TRIAGE.engine().diagnose(flat);

    RootCause rc = d.rootCause().orElseThrow();
    assertTrue(rc.roots().stream().anyMatch(p -> p.host().equals(Optional.of("aicc-02"))), rc.toString());
    assertTrue(d.warnings().stream().anyMatch(w -> w.message().contains("aicc-01, aicc-02 (listed in a hostfile of the input)")),
        d.warnings().toString());
  }

  @Test
  void datePrefixesAreNoHosts(@TempDir Path dir) throws IOException {
    Path tree = dir.resolve("tree");
    foldered(tree);
    Path flat = dir.resolve("upload");
    PlogTree.flatten(tree, flat);
    // the same files, each host's prefix a day's date: no host name, so no host is read from them
    Path dated = dir.resolve("dated");
    Files.createDirectories(dated);
    try (var files = Files.list(flat)) {
      for (Path f : files.toList()) {
        String n = f.getFileName().toString();
        Files.copy(f, dated.resolve(n.replace("aicc-01_", "20261120_").replace("aicc-02_", "20261121_")));
      }
    }
    Diagnosis d = TRIAGE.engine().diagnose(dated);

    List<ProcessPlace> roots = d.rootCause().map(RootCause::roots).orElse(List.of());
    assertTrue(roots.stream().noneMatch(p -> p.host().isPresent() && p.host().get().startsWith("2026")), roots.toString());
    assertTrue(d.warnings().stream().noneMatch(w -> w.message().startsWith("hosts named")), d.warnings().toString());
  }
}
