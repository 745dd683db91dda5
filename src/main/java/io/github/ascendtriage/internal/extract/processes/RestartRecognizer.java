package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;

/**
 * Restarts within one process: the runtime's trace initialisation ({@code attr init successfully,
 * timeout=..ms}, ATRACE, hicann/runtime {@code src/dfx/trace/atrace/utrace/trace_attr.c}), printed
 * when a process starts and again when its runtime starts over, and HCCL's resume of a communicator
 * ({@code HcclCommResume:success, take time:[..]us, comm[..]}, hcomm's {@code op_base.cc}). Their
 * times are settings of the process ({@link Setting#STARTED}, {@link Setting#REINITIALISED},
 * {@link Setting#RESTARTED}); the
 * literals are those ascend-fd's root-cluster parser reads (utils/regular_table.py,
 * ATTR_INIT_SUCCESS and N_SECOND_RECOVERY_FINISH).
 */
public final class RestartRecognizer implements Recognizer {
  private static final String ATTR_INIT = "attr init success";
  private static final String RESUMED = "HcclCommResume:success";
  /** The words of a line after which the process's earlier errors (and its own) can be ignored. */
  private static final String IGNORED = "error log can be ignored";
  private static final List<String> LITERALS = List.of(ATTR_INIT, RESUMED, IGNORED);

  @Override
  public boolean mayMatch(String body) {
    return body.contains(ATTR_INIT) || body.contains(RESUMED) || body.contains(IGNORED);
  }

  @Override
  public List<String> literals() {
    return LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String at = WaitReportRecognizer.headerTime(ctx);
    if (ctx.body().contains(IGNORED)) {
      if (!ctx.body().contains("Process group work")) {
        sink.setting(Setting.ERRORS_VOIDED, at); // torch_npu's line voids its own dispatch report only
      }
      return;
    }
    if (ctx.body().contains(ATTR_INIT)) {
      sink.setting(Setting.STARTED, at);
      sink.setting(Setting.REINITIALISED, at);
    }
    sink.setting(Setting.RESTARTED, at);
  }
}
