package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.Fields;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;

/**
 * The timeouts a process ran with, in the wordings {@link EnvVarRecognizer} does not read, as
 * ascend-fd's root-cluster parser lists them (utils/regular_table.py): older HCCL's {@code
 * ExecTimeOut is set ... timeOut[n]} and {@code HCCL_CONNECT_TIMEOUT is set ... timeOut[n]}, and
 * A5's {@code Env config ... linkTimeOut[n]s, execTimeOut[n]}. Root-cause analysis compares the
 * spread of the ranks' reports with them ({@link Setting#EXEC_TIMEOUT}, {@link Setting#CONNECT_TIMEOUT}).
 */
public final class TimeoutSettingRecognizer implements Recognizer {
  private static final List<String> LITERALS = List.of("TimeOut is set", "TIMEOUT is set", "Env config");

  @Override
  public boolean mayMatch(String body) {
    return body.contains("is set") || body.contains("Env config");
  }

  @Override
  public List<String> literals() {
    return LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    if (b.contains("ExecTimeOut is set")) {
      seconds(sink, Setting.EXEC_TIMEOUT, Fields.number(b, "timeOut["));
    } else if (b.contains("HCCL_CONNECT_TIMEOUT is set")) {
      seconds(sink, Setting.CONNECT_TIMEOUT, Fields.number(b, "timeOut["));
    } else if (b.contains("Env config")) {
      seconds(sink, Setting.CONNECT_TIMEOUT, Fields.number(b, "linkTimeOut["));
      seconds(sink, Setting.EXEC_TIMEOUT, Fields.number(b, "execTimeOut["));
    }
  }

  private static void seconds(FeatureSink sink, Setting what, String n) {
    if (n != null && n.length() <= 7) {
      sink.setting(what, n);
    }
  }
}
