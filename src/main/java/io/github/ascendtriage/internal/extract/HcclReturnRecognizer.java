package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HcclResult values in all their surfaces ({@code HCCL function error: <call>, error code is N},
 * {@code hcclRet -> N}, {@code ret[N]}, {@code errNo[0x...]}, {@code retcode: N}) and ACL codes
 * from {@code NPU function error ..., error code is N}.
 */
final class HcclReturnRecognizer implements Recognizer {
  private static final Pattern FUNCTION_ERROR =
      Pattern.compile("\\b(HCCL|OPS|NPU) function error: ([^,]{0,200}?)(?:\\([^()]{0,200}\\))?, error code is (\\d{1,9})");
  private static final Pattern NPU_ERROR = Pattern.compile("\\bNPU error, error code is (\\d{1,9})");
  private static final Pattern CALL_TRACE = Pattern.compile("\\[(\\w{1,80})\\]call trace: hcclRet -> (\\d{1,4})");
  private static final Pattern HCCL_RET = Pattern.compile("hcclRet -> (\\d{1,4})");
  private static final Pattern RET = Pattern.compile("(?<![A-Za-z])ret\\[(-?\\d{1,4})\\]");
  private static final Pattern ERRNO = Pattern.compile("errNo\\[0x([0-9a-fA-F]{16})\\]");
  private static final Pattern RETCODE = Pattern.compile("\\bretcode: (\\d{1,4})");
  private static final Pattern CALL_NAME = Pattern.compile("([A-Za-z_][\\w:]{0,120})\\s*$");

  @Override
  public boolean mayMatch(String body) {
    return body.contains("rror") || body.contains("ret");
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    Matcher m = FUNCTION_ERROR.matcher(b);
    while (m.find()) {
      Matcher n = CALL_NAME.matcher(m.group(2));
      if (n.find()) {
        String call = n.group(1);
        int colons = call.lastIndexOf("::");
        sink.feature(FeatureType.FUNCTION, colons >= 0 ? call.substring(colons + 2) : call);
      }
      if ("NPU".equals(m.group(1))) {
        sink.feature(FeatureType.ACL_CODE, m.group(3));
      } else {
        sink.feature(FeatureType.HCCL_RET, m.group(3));
      }
      sink.event(EventKind.FAULT);
    }
    m = NPU_ERROR.matcher(b);
    while (m.find()) {
      sink.feature(FeatureType.ACL_CODE, m.group(1));
    }
    m = CALL_TRACE.matcher(b);
    if (m.find()) {
      sink.feature(FeatureType.FUNCTION, m.group(1));
    }
    m = HCCL_RET.matcher(b);
    while (m.find()) {
      sink.feature(FeatureType.HCCL_RET, m.group(1));
    }
    m = RET.matcher(b);
    while (m.find()) {
      if (!m.group(1).equals("0")) {
        sink.feature(FeatureType.HCCL_RET, m.group(1));
      }
    }
    m = ERRNO.matcher(b);
    while (m.find()) {
      long v = Long.parseUnsignedLong(m.group(1), 16);
      long ret = v & 0xFFFF;
      if (ret != 0) {
        sink.feature(FeatureType.HCCL_RET, Long.toString(ret));
      }
    }
    m = RETCODE.matcher(b);
    while (m.find()) {
      sink.feature(FeatureType.HCCL_RET, m.group(1));
    }
  }
}
