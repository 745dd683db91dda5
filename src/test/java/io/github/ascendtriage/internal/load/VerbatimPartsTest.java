package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What a translation of a prose text must keep as written, and what it may say in its own words. */
class VerbatimPartsTest {
  private static final Set<String> COMMANDS = Set.of("npu-smi", "info", "-t", "health");

  @Test
  void commandsCodesPathsVariablesNamesAndNumbersAreKept() {
    List<String> parts = VerbatimParts.of("Run npu-smi info on every node (HCCL_CONNECT_TIMEOUT, 60000-60015 by default; "
        + "see /etc/hccn.conf, set_env.sh and --master_port) until EI0006 is gone from RoCE, torch.npu and "
        + "HcclCommInitRootInfo; `net health status: Success` is expected.", COMMANDS);
    assertEquals(List.of("net health status: Success", "npu-smi", "HCCL_CONNECT_TIMEOUT", "60000", "60015", "/etc/hccn.conf",
        "set_env.sh", "--master_port", "EI0006", "RoCE", "torch.npu", "HcclCommInitRootInfo"), parts);
  }

  @Test
  void wordsCapitalsAndAbbreviationsMayBeTranslated() {
    // NIC and OS have Chinese words; re-run and multi-card are prose; e.g. is not a name; a possessive is not kept
    assertEquals(List.of("0"), VerbatimParts.of("Re-run the multi-card job on each NIC, e.g. after the OS reboots; "
        + "rank 0's log and/or the host's.", COMMANDS));
    // a hyphenated word is a name only when a command uses it
    assertEquals(List.of(), VerbatimParts.of("the super-node is healthy", COMMANDS));
  }

  @Test
  void whatAChineseLeavesOutIsNamedOnce() {
    String en = "Set HCCL_BUFFSIZE to 400 on every node; HCCL_BUFFSIZE is in MB.";
    assertEquals(List.of(), VerbatimParts.missing(en, "在每个节点上把 HCCL_BUFFSIZE 设为 400（单位 MB）。", COMMANDS));
    List<String> lost = VerbatimParts.missing(en, "在每个节点上把缓冲区设为四百兆。", COMMANDS);
    assertEquals(List.of("HCCL_BUFFSIZE", "400"), lost);
    assertTrue(VerbatimParts.missing("Check npu-smi.", "检查 npu_smi。", COMMANDS).contains("npu-smi"));
  }
}
