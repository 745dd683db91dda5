package io.github.ascendtriage.internal.codes;

import java.util.List;

/**
 * The printed forms the catalog README describes beyond the records' own aliases: where each
 * family's codes stand in logs, written as templates. {@code {dec}}, {@code {hex}}, {@code {errno}},
 * {@code {word}} and {@code {bits}} mark the code and say how it is read; {@code %s} is any text,
 * {@code %d} a number, {@code {halcall}} the name of a driver HAL call that returns drvError_t
 * ({@link HalCalls}). A form applies only when its family is in the catalog.
 */
final class StandardForms {
  private static final long ANY_MIN = Long.MIN_VALUE;
  private static final long ANY_MAX = Long.MAX_VALUE;
  /** HCCL errNo words: (5 << 24) + (submodule << 16) + HcclResult; submodule 0 HCCL, 1 HCOM. */
  private static final long[] HCCL_ERRNO_HIGHS = {0x0500, 0x0501};

  /** One form: family, template, the range a value read there must be in. */
  record Def(String family, String template, long min, long max) {}

  static final List<Def> ALL =
      List.of(
          // ErrorManager headers and titles, runtime/ACL trailers, runtime module names
          any("cann-message", "%s({word})"),
          any("cann-message", "{word}: "),
          any("cann-message", "ErrorCode={word}"),
          any("cann-message", "module_name={word}"),
          any("cann-message", "{word}"),
          // torch_npu's appended error-code line
          any("torch-npu", "{word}"),
          // aclError values behind torch_npu, op-plugin and hccl_test messages
          any("acl", "NPU function error: %s, error code is {dec}"),
          any("acl", "OPS function error: %s, error code is {dec}"),
          any("acl", "acl interface return err %s:%d, retcode: {dec}"),
          any("acl-runtime", "NPU function error: %s, error code is {dec}"),
          any("acl-runtime", "OPS function error: %s, error code is {dec}"),
          any("acl-runtime", "acl interface return err %s:%d, retcode: {dec}"),
          any("acl-runtime", "runtime result = {dec}"),
          any("acl-runtime", "ErrCode={dec}, desc=["),
          any("acl-ge", "NPU function error: %s, error code is {dec}"),
          any("acl-ge", "OPS function error: %s, error code is {dec}"),
          any("acl-ge", "acl interface return err %s:%d, retcode: {dec}"),
          // frameworks print the runtime's aclError after their own words (ptacodes15): torch_npu's
          // ACL_REQUIRE_OK_OP (torch_npu/csrc/framework/utils/CalcuOpUtil.h), MindSpore's
          // AscendHalManager (plugin/res_manager/ascend/hal_manager/ascend_hal_manager.cc); the call
          // named is an aclrt API, so the number is its return code, not any number. Its forms with a
          // space before the number (ret: N, the error number is N) fit HostileLineTest's work bound
          // since the forms are filed by the two characters left of the code (formats18)
          any("acl", "NPU error,NPU error code is:{dec}"),
          any("acl-runtime", "NPU error,NPU error code is:{dec}"),
          any("acl-ge", "NPU error,NPU error code is:{dec}"),
          any("acl", "Call aclrt%s failed, ret[{dec}]"),
          any("acl-runtime", "Call aclrt%s failed, ret[{dec}]"),
          any("acl", "Call aclrt%s, ret[{dec}]"),
          any("acl-runtime", "Call aclrt%s, ret[{dec}]"),
          any("acl", "Call aclrt%s failed, ret: {dec}"),
          any("acl-runtime", "Call aclrt%s failed, ret: {dec}"),
          any("acl", "Call acl%s failed, the error number is {dec}"),
          any("acl-runtime", "Call acl%s failed, the error number is {dec}"),
          // runtime: internal codes are 0x07xxxxxx, task-scheduler results stay below 0x1000
          any("rt-internal", "InnerCode={hex}"),
          new Def("rt-internal", "retCode={hex}", 0x07000000L, 0x07FFFFFFL),
          new Def("ts-error", "retCode={hex}", 0, 0xFFF),
          // HCCL
          any("hccl-result", "errNo[{errno}]"),
          any("hccl-result", "hcclRet -> {dec}"),
          any("hccl-result", "HCCL function error: %s, error code is {dec}"),
          any("hccl-result", "hccl interface return err %s:%d, retcode: {dec}"),
          any("hccl-result", "hccl interface return err%s:%d,retcode:{dec}"), // HCCL Test FAQ (hcclug_000055), no blanks
          any("hccl-result", "ret[{dec}]"),
          any("hccp", "ret[{dec}]"),
          // driver, DCMI, npu-smi, hccn_tool
          any("drv", "drvRetCode={dec}"),
          // a caller that prints a HAL call's result after its name: hicann/driver@ef377e95
          // pkg_inc/ascend_hal_base.h declares most hal* calls (halMemCtl, halGetDeviceInfo, ...) to
          // return drvError_t, whose values are this family's (pkg_inc/ascend_hal_error.h), and some
          // (halBuff*, halMbuf*, ...) to return int; {halcall} is a name of the first kind only
          // (HalCalls, casebase/hal-calls.json, dev40), right before the rc
          any("drv", "{halcall} rc={dec}"),
          new Def("dcmi", "ret is {dec}", -8999, -8000),
          new Def("npu-smi", "ret is {dec}", -9999, -9000),
          any("hccn-tool", "hccn tool execution failed! ret={hex}"),
          // runtime's TSD client calls (TsdOpen, AI CPU attributes, NetService) print the TSD status
          any("tsd", "tdt error={dec}"),
          // msaicerr's AI Core error register: each set bit is a code
          any("aic-error", "AIC_ERROR={bits}"));

  private StandardForms() {}

  private static Def any(String family, String template) {
    return new Def(family, template, ANY_MIN, ANY_MAX);
  }

  /** Compiles a definition. */
  static Shape compile(Def d) {
    SlotKind kind = null;
    String t = d.template();
    for (SlotKind k : SlotKind.values()) {
      String mark = "{" + k.name().toLowerCase(java.util.Locale.ROOT) + "}";
      if (t.contains(mark)) {
        kind = k;
        t = t.replace(mark, String.valueOf(Shape.SLOT));
      }
    }
    if (kind == null) {
      throw new IllegalArgumentException("no code slot in " + d.template());
    }
    t = t.replace("{halcall}", String.valueOf(Shape.CALL)).replace("%s", String.valueOf(Shape.ANY)).replace("%d", String.valueOf(Shape.DIGITS));
    long[] highs = kind == SlotKind.ERRNO ? HCCL_ERRNO_HIGHS : new long[0];
    return Shape.compile(d.family(), kind, t, d.min(), d.max(), highs);
  }
}
