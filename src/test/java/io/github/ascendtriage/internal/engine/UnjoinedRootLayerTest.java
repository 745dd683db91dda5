package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * tenth41 (tenth39's class E, the layer): msrun on two hosts of two workers, {@code --node_rank} given, GLOG_v 2 (no
 * INFO lines, so no registration line). Worker 2 (host ms-b) never calls MindSpore's init; the three others and the
 * scheduler wait in it until {@code cluster_time_out} and raise {@code Topology build timed out.}
 * (cluster_context.cc {@code BuildCluster}). Those timeouts are the others' and say only that a worker was missing;
 * the missing worker's own lines decide the layer: its script's exception (script), its device's fault (device), or
 * nothing of its own (no layer: the input does not say why it never joined). A tree with no worker missing keeps the
 * others' layer (the control).
 */
class UnjoinedRootLayerTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static final int MISSING = 2;

  private static String timedOut(int line) {
    return "Traceback (most recent call last):\n  File \"/work/job/pretrain.py\", line " + line + ", in <module>\n"
        + "    main()\n  File \"/usr/local/lib/python3.10/site-packages/mindspore/communication/management.py\","
        + " line 201, in init\n    init_cluster()\nRuntimeError: Topology build timed out.\n";
  }

  /** The worker's script failed reading its own configuration: the last frame is the job's code. */
  private static final String OWN_EXCEPTION = "Traceback (most recent call last):\n"
      + "  File \"/work/job/pretrain.py\", line 17, in <module>\n    cfg = load_config(args.config)\n"
      + "  File \"/work/job/utils/config.py\", line 40, in load_config\n    raise KeyError(name)\n"
      + "KeyError: 'seq_length'\n";

  /** The worker's device failed under it before init: the runtime's reason and ACL's code (docs/log-formats.md 6). */
  private static final String DEVICE_FAULT = "[ERROR] RUNTIME(77120,python):2026-05-11-07:14:02.118.020"
      + " [error_message_manage.cc:53]77120 FuncErrorReason:rtStreamSynchronizeWithTimeout execute failed,"
      + " reason=[device mem error]\n[ERROR] ASCENDCL(77120,python):2026-05-11-07:14:02.118.907 [stream.cpp:124]77120"
      + " aclrtSynchronizeStreamWithTimeout: synchronize stream failed, runtime result = 507053\n";

  /** The worker printed its own progress only, no error and no cluster line. */
  private static final String NOTHING = "loading tokenizer from /work/data/vocab\nbuilding dataset shards: 128\n";

  /** The tree; worker {@link #MISSING} prints {@code missing}, or, when null, waits as the others do. */
  private static Path tree(Path root, String missing) throws IOException {
    LogTrees.append(root.resolve("ms-a/msrun_log/scheduler.log"), timedOut(300));
    for (int n = 0; n < 4; n++) {
      Path log = root.resolve((n < 2 ? "ms-a" : "ms-b") + "/msrun_log/worker_" + n + ".log");
      LogTrees.append(log, n == MISSING && missing != null ? missing : timedOut(120 + n));
    }
    return root;
  }

  private static Diagnosis missing(Path dir, String lines) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, lines));
    RootCause rc = d.rootCause().orElseThrow(() -> new AssertionError("no root: " + d.layer()));
    assertEquals(Optional.of("ms-b"), rc.host(), rc.toString());
    assertEquals(java.util.OptionalInt.of(MISSING), rc.rank(), rc.toString());
    return d;
  }

  @Test
  void anExceptionInItsOwnScriptIsTheScriptLayer(@TempDir Path dir) throws IOException {
    Diagnosis d = missing(dir, OWN_EXCEPTION);
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    ReasoningStep first = d.reasoning().orElseThrow().steps().get(0);
    assertEquals(RaisedRoot.RULE, first.rule(), first.toString());
    assertTrue(first.evidence().source().endsWith("worker_" + MISSING + ".log"), first.toString());
  }

  @Test
  void aFaultOfItsOwnDeviceIsTheDeviceLayer(@TempDir Path dir) throws IOException {
    Diagnosis d = missing(dir, DEVICE_FAULT);
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
  }

  @Test
  void nothingOfItsOwnGivesNoLayer(@TempDir Path dir) throws IOException {
    Diagnosis d = missing(dir, NOTHING);
    assertEquals(Layer.UNKNOWN, d.layer(), d.reasoning().toString());
  }

  @Test
  void withNoWorkerMissingTheTimeoutKeepsItsLayer(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir, null));
    assertEquals(Layer.LINK_SETUP, d.layer(), d.reasoning().toString());
  }
}
