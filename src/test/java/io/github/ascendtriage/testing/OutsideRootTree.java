package io.github.ascendtriage.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A tree whose root is outside the input: the root-info server's host left no logs, and its two
 * agents on {@code w1} (ranks 2 and 3) name its address, {@code 10.1.0.1}, in their connect
 * failures (the forms of docs/log-formats.md's root-info negotiation).
 */
public final class OutsideRootTree {
  /** The address the agents name. */
  public static final String ADDRESS = "10.1.0.1";

  private OutsideRootTree() {}

  /** Writes the tree under {@code root}. */
  public static void write(Path root) throws IOException {
    for (int i = 0; i < 2; i++) {
      Path f = root.resolve("w1/process_log/debug/plog/plog-2" + i + "_20261120100500000.log");
      Files.createDirectories(f.getParent());
      String h = "[ERROR] HCCL(2" + i + ",python3):2026-11-20-10:02:01.000.000 [x.cc:1] [2" + i + "]";
      Files.writeString(f, "[INFO] HCCL(2" + i + ",python3):2026-11-20-10:00:01.000.000 [x.cc:1] [2" + i + "]"
          + "Entry-HcclCommInitRootInfoInner:ranks[4], rank[" + (2 + i) + "], rootinfo: host ip[" + ADDRESS + "] port[60000] nicDeploy[1]"
          + " identifier[g], deviceLogicId[" + i + "]\n" + h + "[InitGroupStage][RanktableDetect]TopoExchangeAgent: connect server[" + ADDRESS
          + " : 60000] failed\n" + h + "[InitGroupStage][RanktableDetect]topo exchange agent get socket timeout! timeout[120 s]\n");
    }
  }
}
