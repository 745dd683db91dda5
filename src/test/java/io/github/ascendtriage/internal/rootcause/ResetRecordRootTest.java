package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * records38: the job's ranks 0-2 are collected (host a), rank 3 is not; the ring's notify waits end at rank 3, which
 * no line places on a device. MindCluster's reset record, collected beside the logs as {@code kubectl get cm -o yaml}
 * prints ConfigMap {@code reset-config-<job>} (its {@code reset.json}: RankList entries of RankId, LogicId, Status,
 * Policy, InitialPolicy, ErrorCode, ErrorCodeHex; Ascend/mind-cluster@22bb3d98 ascend-device-plugin {@code proto.go},
 * hiascend mindcluster schedulingug dlug_api_049), names rank 3's device faulty: the root is that rank's device.
 * Hand-written trees; the values are made up.
 */
class ResetRecordRootTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();

  private static Path tree(Path root, String record) throws IOException {
    List<Proc> ps = List.of(new Proc("a", 100, 100, 0, 0), new Proc("a", 101, 101, 1, 1), new Proc("a", 102, 102, 2, 2));
    PlogTree.initRootInfo(root, 4, ps);
    notifyTimeout(root, ps.get(0), "3", "10:31:00.000.000");
    notifyTimeout(root, ps.get(1), "0", "10:31:00.100.000");
    notifyTimeout(root, ps.get(2), "1", "10:31:00.200.000");
    if (record != null) {
      write(root.resolve("reset-config-job.yaml"), "apiVersion: v1\ndata:\n  reset.json: '" + record + "'\nkind: ConfigMap\n"
          + "metadata:\n  name: reset-config-job\n  namespace: default\n");
    }
    return root;
  }

  /** A record of rank {@code rank}'s logical device {@code logic} with {@code policy}, beside a healthy device of rank 0. */
  private static String record(int rank, int logic, String policy) {
    return "{\"RankList\":[{\"RankId\":0,\"LogicId\":0,\"Status\":\"\",\"Policy\":\"empty\",\"InitialPolicy\":\"empty\","
        + "\"ErrorCode\":[],\"ErrorCodeHex\":\"\"},{\"RankId\":" + rank + ",\"LogicId\":" + logic + ",\"Status\":\"unrecovered\","
        + "\"Policy\":\"" + policy + "\",\"InitialPolicy\":\"" + policy + "\",\"ErrorCode\":[],\"ErrorCodeHex\":\"80E01801\"}],"
        + "\"UpdateTime\":1763632260,\"RetryTime\":0,\"FaultFlushing\":false,\"GracefulExit\":0,\"RestartFaultProcess\":false}";
  }

  private static ProcessPlace first(RootCause rc) {
    assertFalse(rc.roots().isEmpty(), rc.toString());
    return rc.roots().get(0);
  }

  @Test
  void theRecordPlacesTheRankTheWaitsEndAtOnItsDevice(@TempDir Path root) throws IOException {
    RootCause rc = TRIAGE.rootCause(tree(root, record(3, 5, "reset")));
    ProcessPlace p = first(rc);
    assertEquals(OptionalInt.of(3), p.rank(), rc.reason());
    assertEquals(OptionalInt.of(5), p.device(), rc.reason());
    assertTrue(rc.reason().contains("reset record (reset-config-job.yaml:3)") && rc.reason().contains("0x80E01801"), rc.reason());
  }

  @Test
  void aDeviceWhosePolicyIsNoFaultPlacesNothing(@TempDir Path root) throws IOException {
    RootCause rc = TRIAGE.rootCause(tree(root, record(3, 5, "ignore")));
    assertEquals(OptionalInt.empty(), first(rc).device(), rc.reason());
  }

  @Test
  void aRecordOfAnotherRankPlacesNothing(@TempDir Path root) throws IOException {
    RootCause rc = TRIAGE.rootCause(tree(root, record(2, 5, "isolate")));
    assertEquals(OptionalInt.of(3), first(rc).rank(), rc.reason());
    assertEquals(OptionalInt.empty(), first(rc).device(), rc.reason());
  }
}
