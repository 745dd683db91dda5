package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.scan.AnchoredFindCheck;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The variable and setting searches, run from their literals (issue 38), find what their regexes
 * find from every char: random lines of their names, prefixes and value forms, and the forms their
 * docs name.
 */
class AnchoredSettingsTest {
  private static final List<String> PIECES = List.of("HCCL_", "TORCH_", "PYTORCH_", "PY", "TORCH_HCCL_", "TORCH_NPU_",
      "NPU_", "ASCEND_", "GLOO_", "RAY_EXPERIMENTAL_", "MASTER_PORT", "MASTER_ADDR", "RANK_TABLE_FILE", "WORLD_SIZE",
      "LOCAL_RANK", "CONNECT_TIMEOUT", "EXEC_TIMEOUT", "SOCKET_IFNAME", "BUFFSIZE", "ENV", "X1", "AB", " = ", "=",
      "==", " set by default to ", " set by environment to ", "is set to ", " set to ", ": ", "[", "]", "\"", "^",
      "eth0", "120", "1.5s", "AIV", "true", "export ", "os.environ[\"", "\"] = \"", "$");
  private static final List<String> LINES = List.of(
      "[HCCL_ENV] HCCL_DETERMINISTIC set by environment to [true]",
      "export HCCL_OP_EXPANSION_MODE=\"AIV\" TORCH_HCCL_X=1 PYTORCH_NPU_ALLOC_CONF=expandable_segments:True",
      "os.environ[\"HCCL_INTRA_ROCE_ENABLE\"] = \"1\"; HCCL_SOCKET_IFNAME==eth0; $HCCL_BUFFSIZE==200",
      "HCCL_CONNECT_TIMEOUT is set [600] MASTER_PORT=29500 GLOO_SOCKET_IFNAME=^lo,docker");

  @Test
  void settingValuesAsTheRegexFindsThem() {
    AnchoredFindCheck.sameAsFind(SettingValueRecognizer.FIND, PIECES, LINES, 30_000);
  }

  @Test
  void variablesAsTheRegexFindsThem() {
    AnchoredFindCheck.sameAsFind(EnvVarRecognizer.FIND, PIECES, LINES, 30_000);
  }
}
