package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The codes frameworks print in their own forms, over the shipped catalogue (ptacodes15): torchair's
 * GRAPH codes through torch_npu's formatter, aclnn's parameter codes after torch_npu's "error code
 * is", and the runtime's aclError after a framework's own words where its source shows the number
 * is the return of an {@code aclrt}/{@code acl} call. A number in a form whose source says it is some
 * other status, or a value no family has, stays no code.
 */
class FrameworkCodeFormsTest {
  private static final CodeCatalog SHIPPED = CodeCatalogLoader.builtIn();

  private static List<String> keys(String line) {
    return SHIPPED.recognizer().scan(line).stream()
        .flatMap(h -> h.candidates().stream().map(CodeRecord::key)).toList();
  }

  @ParameterizedTest(name = "{1} <- {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // torchair, python/torchair/_utils/error_code.py get_error_msg: the exception type picks the code
        "[ERROR] 2026-12-05-10:00:00 (PID:4242, Device:0, RankID:0) ERR03001 GRAPH invalid parameter | torch-npu/ERR03001",
        "[ERROR] 2026-12-05-10:00:00 (PID:4242, Device:-1, RankID:-1) ERR03005 GRAPH internal error | torch-npu/ERR03005",
        "[ERROR] 2026-12-05-10:00:00 (PID:4242, Device:1, RankID:1) ERR03007 GRAPH feature not supported | torch-npu/ERR03007",
        "[ERROR] 2026-12-05-10:00:00 (PID:4242, Device:1, RankID:1) ERR03008 GRAPH resource not found | torch-npu/ERR03008",
        // aclnn return codes page, table 1, printed by torch_npu's NPU function error
        "RuntimeError: NPU function error: call aclnnAdd failed, error code is 161002 | acl/161002",
        "RuntimeError: NPU function error: call aclnnMatmul failed, error code is 161001 | acl/161001",
        "RuntimeError: NPU function error: call aclnnInplaceCopy failed, error code is 361001 | acl/361001",
        // torch_npu ACL_REQUIRE_OK_OP (torch_npu/csrc/framework/utils/CalcuOpUtil.h)
        "RuntimeError: Run:torch_npu/csrc/framework/OpParamMaker.cpp:200 NPU error,NPU error code is:507053 | acl-runtime/507053",
        // MindSpore AscendHalManager (plugin/res_manager/ascend/hal_manager/ascend_hal_manager.cc)
        "InitDevice] Call aclrtSetDevice failed, ret[507033]. Got device count[8] and device id[9], please check if device id is valid. | acl-runtime/507033",
        "SetContext] Call aclrtSetCurrentContext, ret[107001] | acl-runtime/107001",
        "ResetDevice] Call aclrtResetDevice, ret[507899] | acl-runtime/507899",
        // its forms with a blank before the number (formats18)
        "CreateContext] Call aclrtCreateContext failed, ret: 507033 | acl-runtime/507033",
        "InitDevice] Call aclInit failed, the error number is 100000 | acl/100000",
      })
  void aFrameworkFormYieldsTheCode(String line, String key) {
    assertTrue(keys(line).contains(key), key + " not read from: " + line + " (read " + keys(line) + ")");
  }

  @ParameterizedTest(name = "none <- {0}")
  @ValueSource(
      strings = {
        // torch_npu's task queue status (NPU_STATUS), not an aclError: Module.cpp "Failed to empty NPU task queue, ret:"
        "RuntimeError: Failed to empty NPU task queue, ret:507033",
        // torch_npu's custom handler return (OpParamMaker.cpp "Custom hand fail! name=%s, ret=%d")
        "Custom hand fail! name=Add, ret=507033",
        // MindSpore Lite's own status (RET_*), printed as "failed : <n>"
        "Move data failed : 507033",
        // the aclrt forms with a number no family has
        "Call aclrtSetDevice failed, ret[12]",
        "Call aclrtSetCurrentContext, ret[999999]",
        "Call aclrtCreateContext failed, ret: 12",
        "Call aclInit failed, the error number is 999999",
        // GRAPH and PTA combinations no source raises: torchair picks 001, 005, 007, 008 only; no PTA timeout
        "[ERROR] 2026-12-05-10:00:00 (PID:4242, Device:0, RankID:0) ERR03002 GRAPH invalid type",
        "[ERROR] 2026-12-05-10:00:00 (PID:4242, Device:0, RankID:0) ERR00011 PTA timeout error",
      })
  void aNumberThatIsNoCodeOfTheFormStaysNone(String line) {
    List<String> got = keys(line).stream()
        .filter(k -> k.startsWith("acl") || k.startsWith("torch-npu/"))
        .toList();
    assertEquals(List.of(), got, line);
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "torch-npu, ERR03001, script", "torch-npu, ERR03007, script", "torch-npu, ERR03008, script",
    "torch-npu, ERR03005, symptom", "acl, 161001, symptom", "acl, 161002, symptom", "acl, 361001, symptom"})
  void eachRecordHasTheLayerItsSourceGives(String family, String code, String layer) {
    CodeRecord r = SHIPPED.find(family, code).orElseThrow();
    assertEquals(layer, r.symptom() ? "symptom" : r.layer() == Layer.UNKNOWN ? "none" : r.layer().id(), r.key());
    assertTrue(r.symptomOf().isEmpty(), r.key() + ": a wrapper of any exception names no layer it reports");
  }
}
