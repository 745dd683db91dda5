package io.github.ascendtriage.internal.extract.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.codes.CodeHit;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.extract.ExtractSupport;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One ACL status is one {@code acl-code} token in every form the software prints it in (acode29).
 * The forms are those of Ascend/pytorch at 9e73e708a: {@code NPU_CHECK_ERROR} and {@code
 * OPS_CHECK_ERROR} ({@code torch_npu/csrc/core/npu/NPUException.h}: {@code NPU function error: <call
 * or message>, error code is N}, {@code OPS function error: ...}), {@code NPU_CHECK_WARN} ({@code NPU
 * warning, error code is N[Error]: ...}), the UCE check of {@code NPUException.cpp} ({@code NPU
 * error, error code is N}), {@code ACL_REQUIRE_OK_OP} ({@code torch_npu/csrc/framework/utils/CalcuOpUtil.h}:
 * {@code NPU error,NPU error code is:N}); the aclnn call op-plugin's {@code EXEC_NPU_CMD} names
 * ({@code call aclnnX failed}) with and without the {@code NPU function error:} before it; and hccl_test's
 * {@code acl interface return err <file>:<line>, retcode: N.} and the runtime's {@code runtime result = N}
 * (the catalogue's aliases). The values are made up; the token is read where the catalogue reads the
 * code for the reasoning, so both must agree.
 */
class AclStatusTokenTest {
  private static Set<String> aclTokens(String text) {
    Set<String> out = new TreeSet<>();
    for (String t : ExtractSupport.tokens(text)) {
      if (t.startsWith("acl-code:")) {
        out.add(t);
      }
    }
    return out;
  }

  /** The ACL codes the catalogue reads from the line, as the reasoning's code hits hold them. */
  private static Set<String> catalogueAclCodes(String line) {
    Set<String> out = new TreeSet<>();
    for (CodeHit h : CodeCatalogLoader.builtIn().recognizer().scan(line)) {
      for (CodeRecord r : h.candidates()) {
        if (r.family().startsWith("acl") && !h.success()) {
          out.add("acl-code:" + r.code());
        }
      }
    }
    return out;
  }

  @ParameterizedTest(name = "{1} <- {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // NPU_CHECK_ERROR around an aclrt call
        "RuntimeError: SetDevice:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:40 NPU function error: aclrtSetDevice(device_id), error code is 507033[ERR00100] PTA call acl api failed | 507033",
        // NPU_CHECK_ERROR around op-plugin's aclnn call
        "RuntimeError: npu_moe_gating_top_k:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:57 NPU function error: call aclnnMoeGatingTopK failed, error code is 561112 | 561112",
        // the same status with nothing before the call
        "RuntimeError: call aclnnGroupedMatmul failed, error code is 561107 | 561107",
        "RuntimeError: call aclnnArange failed, error code is 561003 | 561003",
        "call aclrtSynchronizeStream failed, error code is 507048 | 507048",
        // OPS_CHECK_ERROR
        "RuntimeError: ExecOp:torch_npu/csrc/framework/OpCommand.cpp:120 OPS function error: aclopCompileAndExecute, error code is 507015[ERR01100] OPS call acl api failed | 507015",
        // NPU_CHECK_WARN
        "UserWarning: NPU warning, error code is 507053[Error]: . | 507053",
        // the UCE check of NPUException.cpp
        "RuntimeError: checkUceErrAndRepair:torch_npu/csrc/core/npu/NPUException.cpp:340 NPU error, error code is 507054[ERR00100] PTA call acl api failed | 507054",
        // ACL_REQUIRE_OK_OP
        "RuntimeError: Run:torch_npu/csrc/framework/OpParamMaker.cpp:210 NPU error,NPU error code is:507011 | 507011",
        // hccl_test's ACL check and the runtime's plog
        "acl interface return err ./common/src/hccl_test_common.cc:414, retcode: 507033. | 507033",
        "[ERROR] RUNTIME(1234,python3):2026-05-07-14:40:19.123.456 [stream.cc:900]1234 Synchronize: runtime result = 107020 | 107020",
      })
  void everyPrintedFormIsTheSameToken(String line, String code) {
    Set<String> tokens = aclTokens(line);
    assertEquals(Set.of("acl-code:" + code), tokens, line);
    assertEquals(catalogueAclCodes(line), tokens, "the token reader and the catalogue read the line alike: " + line);
  }

  @ParameterizedTest(name = "none <- {0}")
  @ValueSource(
      strings = {
        "[INFO] 2026-05-07-14:40:19 train.py:212 global step 561003, loss 2.31, 561112 tokens/s",
        "561107 samples written to /data/cache, 507033 of them shuffled",
        "epoch 3: error code is not set, 507048 tokens seen",
        // torch_npu's stress-detect result (Stress_detect.cpp): a number after 'error code is' that is no ACL status
        "Stress detect test case execution failed, device id is 0, error code is 3.",
        // a 561 number that no header defines, in the status position
        "RuntimeError: call aclnnAdd failed, error code is 561120",
        // a whole input of one number is a question (explain), not a status printed in its place
        "507033",
      })
  void aNumberThatIsNoPrintedStatusIsNoToken(String line) {
    assertEquals(Set.of(), aclTokens(line), line);
  }

  /**
   * {@code OPS_CHECK_ERROR} prints the op name its caller passes, not the API it called
   * ({@code OpParamMaker.cpp}: {@code OPS_CHECK_ERROR(ret, name.c_str())} after
   * aclopCompileAndExecute or an aclnn call; {@code ProcessGroupHCCL.cpp} runs each HCCL call as an
   * op named after it, whose result is the call's HcclResult). So the number is an
   * {@code hccl-ret} for an HCCL op only, and an ACL status (when the catalogue defines it) for any
   * other op. Expected: the hccl-ret and acl-code tokens of the line, {@code -} for none.
   */
  @ParameterizedTest(name = "{1} <- {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // an op run through aclopCompileAndExecute: an aclError
        "RuntimeError: InnerRun:torch_npu/csrc/framework/OpParamMaker.cpp:332 OPS function error: MatMulV2, error code is 507015 | acl-code:507015",
        // an aclnn op run through RunOpApi: its status, here one no header defines
        "RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:380 OPS function error: aclnnInplaceCopy, error code is 561120 | -",
        // the op name given as a call, as older builds print it
        "RuntimeError: ExecOp:torch_npu/csrc/framework/OpCommand.cpp:120 OPS function error: aclopCompileAndExecute, error code is 107002 | acl-code:107002",
        // an HCCL call run as an op (RunOpApiV3 / SetCustomHandler): an HcclResult
        "RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:380 OPS function error: HcclAllreduce, error code is 6 | hccl-ret:6",
        "RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:380 OPS function error: hcclGroupEnd, error code is 11 | hccl-ret:11",
        // HCCL function error is an HcclResult whatever the call
        "RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:102 HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 5 | hccl-ret:5",
      })
  void anOpsNumberIsAnHcclResultForAnHcclOpOnly(String line, String expected) {
    Set<String> found = new TreeSet<>();
    for (String t : ExtractSupport.tokens(line)) {
      if (t.startsWith("hccl-ret:") || t.startsWith("acl-code:")) {
        found.add(t);
      }
    }
    Set<String> want = expected.equals("-") ? Set.of() : Set.of(expected.split(","));
    assertEquals(want, found, line);
  }

  /** A case keyed on {@code acl-code} answers the short form as it answers the long one. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "RuntimeError: call aclnnGroupedMatmul failed, error code is 561107",
        "RuntimeError: NPU function error: call aclnnGroupedMatmul failed, error code is 561107",
        "RuntimeError: call aclnnMoeGatingTopK failed, error code is 561112",
        "RuntimeError: call aclnnArange failed, error code is 561003",
      })
  void aCaseKeyedOnTheCodeMatchesEveryForm(String line) {
    Diagnosis d = Triage.INSTANCE.diagnose(line);
    List<String> ids = d.matches().stream().map(CaseMatch::caseId).toList();
    assertTrue(ids.contains("cann-opp-kernels-missing"), line + " -> " + ids);
  }

  private static final class Triage {
    static final AscendTriage INSTANCE = AscendTriage.builder().build();
  }
}
