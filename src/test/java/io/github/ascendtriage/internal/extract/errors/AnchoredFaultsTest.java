package io.github.ascendtriage.internal.extract.errors;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.AnchoredFindCheck;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fault recognisers' searches, run from their anchors (issue 38), find what their regexes find
 * from every char: the torch_npu code, the device-fault reasons, a failed op, NPU health events and
 * HcclResult forms, on random lines of each pattern's words, signs, numbers and near misses and on
 * the forms the recognisers document; and each check fails when its anchor distance is one short
 * or its anchor's case is not folded.
 */
class AnchoredFaultsTest {
  private static final String OP80 = "a".repeat(80);
  private static final List<String> NUMBERS = List.of("0", "1", "-1", "9", "20", "12345", "02200", "02011", "-5",
      "0x", "80e18401", "80E18402", "0x80e18401", "1234567", "123456789", "ff", "x", "_", " ", "  ", "[", "]", "(",
      ")", ",", ":", "=", "：");

  private static List<String> pieces(String... own) {
    List<String> p = new ArrayList<>(NUMBERS);
    p.addAll(List.of(own));
    return p;
  }

  @Test
  void ptaCodes() {
    AnchoredFindCheck.sameAsFind(PtaErrorRecognizer.FIND,
        pieces("ERR", "ERRO", "ERROR", "[ERROR] ", "[ERROR] 2024-03-07-01:31:48 (PID:116072, Device:0, RankID:-1) ",
            "(PID:", ", Device:", ", RankID:", "2024-03-07-01:31:48", "xERR", "ERR0220", "ERR02200a", " DIST"),
        List.of("[ERROR] 2024-03-07-01:31:48 (PID:116072, Device:0, RankID:-1) ERR02200 DIST call hccl api failed",
            "RuntimeError: ERR01002 OPS invalid type; [ERROR] ERR00100 then ERR02011 timeout _ERR99999x ERR123456"),
        30_000);
  }

  @Test
  void deviceReasons() {
    List<String> p = pieces("ERROR", "FAILED", "FORCE", "STOP", "HCCS", "LINK", "UB", "UCE", "X", "a");
    p.addAll(DeviceErrorRecognizer.REASONS);
    AnchoredFindCheck.sameAsFind(DeviceErrorRecognizer.FIND, p,
        List.of("device fault: UCE ERROR, HBM MULTI BIT ECC ERROR; FORCE STOPPED xUCE ERROR HCCS LINK ERROR_",
            "HCCL OP RETRY FAILED SUSPECT REMOTE ERROR UB LINK ERROR SUSPECT MEM ERROR FORCE STOP"), 30_000);
  }

  @Test
  void failedOps() {
    AnchoredFindCheck.sameAsFind(FuncFileRecognizer.EXECUTE_FAILED_FIND,
        pieces(" execute failed, reason=[", "execute failed", "reason=[", "Conv2D", "op", "a", OP80, OP80 + "b",
            "aicore error", "]", "\u00e9"),
        List.of("[ERROR] GE: Conv2D execute failed, reason=[aicore error][FUNC:Run][FILE:op.cc][LINE:12]",
            OP80 + " execute failed, reason=[x] b" + OP80 + " execute failed, reason=[y]"), 30_000);
  }

  @Test
  void npuEvents() {
    List<String> p = pieces("event", "Event", "EVENT", "event id", "event_id", "Event id=", "error code",
        "Error Code : ", "errorcode", "错误码", "错误码：", " is ", "是", "为", "node", "Node Type=", "node_type",
        "nodetype = ", "HBM", "hbm_1", "0x70", "Z", "k", "i", "d", "id", "type", "\u0130d", "\u017f");
    List<String> lines = List.of("Event id=0x80e18401 node type=HBM; event_id:[0x80E18402] Error Code : 80E18402",
        "NPU health: 错误码为 80e18401, Node Type=0x70, xevent id=80e18401, error_code is [ 0x80e01801]");
    AnchoredFindCheck.sameAsFind(NpuEventRecognizer.ID_FIND, p, lines, 30_000);
    AnchoredFindCheck.sameAsFind(NpuEventRecognizer.NODE_FIND, p, lines, 30_000);
  }

  @Test
  void hcclReturns() {
    List<String> p = pieces("HCCL", "OPS", "NPU", "xNPU", " function error: ", "HcclAllReduce(", "hccl::Op",
        ", error code is ", "NPU error, error code is ", "NPU warning, error code is ", "error", "warning", "[",
        "]call trace: hcclRet -> ", "call trace", "hcclRet -> ", "ret[", "Ret[", "xret[", "retcode: ", "retcode", "retcode:",
        "aret", OP80, OP80 + "b");
    List<String> lines = List.of(
        "HCCL function error: HcclAllReduce(comm, stream), error code is 4; NPU function error: "
            + "aclrtSynchronizeStream, error code is 507048 OPS function error: x, error code is 9",
        "NPU error, error code is 107020 NPU warning, error code is 1 [ExecOp]call trace: hcclRet -> 4 ret[-1] "
            + "xret[5] retcode: 7 [" + OP80 + "]call trace: hcclRet -> 20",
        "hccl interface return err./opbase_test/hccl_allreduce_rootinfo_test.cc:135,retcode:4 xretcode:5");
    AnchoredFindCheck.sameAsFind(HcclReturnRecognizer.FUNCTION_ERROR_FIND, p, lines, 30_000);
    AnchoredFindCheck.sameAsFind(HcclReturnRecognizer.CALL_TRACE_FIND, p, lines, 20_000);
    AnchoredFindCheck.sameAsFind(HcclReturnRecognizer.RET_FIND, p, lines, 20_000);
    AnchoredFindCheck.sameAsFind(HcclReturnRecognizer.RETCODE_FIND, p, lines, 20_000);
  }

  @Test
  void eachCheckFailsWithItsAnchorOneCharShort() {
    shortBy(PtaErrorRecognizer.FIND, 0, "ERR", "[ERROR] 2024-03-07-01:31:48 (PID:1, Device:0, RankID:-1) ERR02200");
    shortBy(FuncFileRecognizer.EXECUTE_FAILED_FIND, 79, " execute failed, reason=[",
        OP80 + " execute failed, reason=[x]");
    shortBy(HcclReturnRecognizer.FUNCTION_ERROR_FIND, 3, " function error: ", "HCCL function error: f, error code is 4");
    shortBy(HcclReturnRecognizer.CALL_TRACE_FIND, 80, "]call trace: hcclRet -> ",
        "[" + OP80 + "]call trace: hcclRet -> 4");
    // a (?i) pattern anchored at its literals' case only misses the other case
    AnchoredFind caseKept = AnchoredFind.literals(NpuEventRecognizer.ID_FIND.pattern(), 0, List.of("event", "error"));
    assertThrows(AssertionError.class,
        () -> AnchoredFindCheck.sameAsFind(caseKept, List.of("x"), List.of("Event id=0x80e18401"), 0));
  }

  private static void shortBy(AnchoredFind f, int before, String literal, String line) {
    AnchoredFind tooShort = AnchoredFind.literals(f.pattern(), before, List.of(literal));
    AnchoredFindCheck.sameAsFind(f, List.of("x"), List.of(line), 0);
    assertThrows(AssertionError.class, () -> AnchoredFindCheck.sameAsFind(tooShort, List.of("x"), List.of(line), 0));
  }
}
