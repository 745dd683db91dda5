package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * The log forms the catalog README describes for each family, written as test lines. {@code {code}}
 * is the code as the family prints it in decimal or as text, {@code {hex}} as {@code %#x},
 * {@code {errno0}} / {@code {errno1}} the HCCL errNo word of submodule 0 / 1, {@code {bit}} an
 * AIC_ERROR value with only that bit set.
 */
final class ReadmeForms {
  private static final List<String> ACL =
      List.of(
          "RuntimeError: Initialize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:147 NPU function error: c10_npu::SetDevice(device_id_), error code is {code}",
          "RuntimeError: OPS function error: aclnnAdd(self, other), error code is {code}",
          "[W compiler_depend.ts:487] Warning: NPU warning, error code is {code}[Error]: ",
          "acl interface return err ./common/src/hccl_test_common.cc:538, retcode: {code}.");

  private static final Map<String, List<String>> FORMS =
      Map.ofEntries(
          Map.entry("cann-message", List.of(
              "[PID: 2103452] 2025-11-03-20:18:46.447.213 Resource_Error_Some_Title({code}): text follows",
              "[PID:3729526]2025-10-23-17:30:40.098.984Config_Error_Title({code}):text",
              "{code}: [PID: 7277] 2024-11-28-11:59:30.645.648 text follows",
              "Stream synchronize timeout. ErrorCode={code}.",
              "[device_error_proc.cc:1218]2956050 ProcessStarsCoreErrorInfo:report error module_type=5, module_name={code}")),
          Map.entry("acl", ACL),
          Map.entry("acl-ge", ACL),
          Map.entry("acl-runtime", List.of(
              ACL.get(0), ACL.get(1), ACL.get(2), ACL.get(3),
              "[ERROR] ACL(1,python3):2024-01-01-00:00:00.000.000 synchronize stream failed, runtime result = {code}",
              "[api_c.cc:1713]227839 rtModelExecute:ErrCode={code}, desc=[some description], InnerCode=0x7010000")),
          Map.entry("rt-internal", List.of(
              "[api_c.cc:1713]227839 rtModelExecute:ErrCode=507000, desc=[runtime internel error], InnerCode={hex}",
              "[capture.cc:10]1 Failed to submit capture task, retCode={hex}")),
          Map.entry("ts-error", List.of(
              "[davinic_kernel_task.cc:1219]2956050 PreCheckTaskErr:Kernel task happen error, retCode={hex}, [some text].",
              "[stream.cc:1079]2913770 GetError:[LOAD][LOAD]Stream Synchronize failed, stream_id=3, retCode={hex}")),
          Map.entry("hccl-result", List.of(
              "[externalinput.cc:169] [3729526][InitGroupStage][EnvConfig]errNo[{errno0}] In init env variable param",
              "[param_check.cc:66] [1104629][InitGroupStage][RanktableConfig]errNo[{errno1}] path is not valid",
              "[externalinput.cc:47] [3729526][InitExternalInput]call trace: hcclRet -> {code}",
              "RuntimeError: create_config:... HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo), error code is {code}",
              "hccl interface return err ./common/src/hccl_test_common.cc:538, retcode: {code} ",
              "[hccl_socket_manager.cc:836] Wait links establish completed failed, local role is client. ret[{code}]")),
          Map.entry("hccp", List.of(
              "[adapter_hccp.cc:100][Create][RaQp]errNo[0x0000000005000004] ra qp create fail. qpInfo:[x], return: ret[{code}]")),
          Map.entry("drv", List.of("[drv api] drvGetDevNum failed: drvRetCode={code}!")),
          Map.entry("dcmi", List.of("Call dcmi_get_device_info failed. ret is {code}. main_cmd is 1, sub_cmd is 2.")),
          Map.entry("npu-smi", List.of("Call dcmi_get_device_info failed. ret is {code}. main_cmd is 1, sub_cmd is 2.")),
          Map.entry("hccn-tool", List.of("hccn tool execution failed! ret={hex}")),
          Map.entry("tsd", List.of("[ERROR] RUNTIME(812,python3):2026-03-02-10:11:12.345.678 [runtime.cc:2111]812 TsdOpen failed. devId=3, tdt error={code}.")),
          Map.entry("torch-npu", List.of("[ERROR] 2024-03-07-01:31:48 (PID:116072, Device:0, RankID:-1) {code} SUB some text")),
          Map.entry("aic-error", List.of("<exception_print>AIC_ERROR={bit}")));

  private ReadmeForms() {}

  static List<String> of(String family) {
    return FORMS.getOrDefault(family, List.of());
  }

  /** The line for record {@code r}, or null when the form cannot show it (a success value, a name). */
  static String render(String form, String family, JsonNode r) {
    String code = r.get("code").asText();
    Long v = CatalogFormsTest.valueOf(code);
    boolean numeric = v != null;
    if (numeric && v == 0) {
      return null; // success values are not faults; CodeRecognizerTest covers them
    }
    if (!numeric && !family.equals("cann-message") && !family.equals("torch-npu")) {
      return null; // HCCL_E_RESERVED has no value of its own
    }
    if (family.equals("hccl-result") && form.contains("{errno")) {
      return form.replace("{errno0}", String.format("0x%016x", 0x05000000L + v))
          .replace("{errno1}", String.format("0x%016x", 0x05010000L + v));
    }
    if (form.contains("{bit}")) {
      StringBuilder hex = new StringBuilder("1");
      hex.append("0".repeat((int) (v / 4)));
      hex.setCharAt(0, Character.forDigit(1 << (int) (v % 4), 16));
      return form.replace("{bit}", "0x" + hex);
    }
    return form.replace("{hex}", numeric ? "0x" + Long.toHexString(v) : code).replace("{code}", code);
  }
}
