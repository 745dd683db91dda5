package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.ConsolePrefix;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HcclResult values in all their surfaces ({@code HCCL function error: <call>, error code is N},
 * {@code hcclRet -> N}, {@code ret[N]}, {@code errNo[0x...]}, {@code retcode: N}, and {@code retcode:N} as the
 * HCCL Test FAQ page hcclug_000055 prints it, {@code <HcclCall> failed, ret:N} as MindSpore's HCCL adapter prints the
 * HcclResult of the call it made (HcclAdapter::InitHcclComm), and the event of a failed call torch_npu names
 * ({@code NPU function error: <call>, error code is N}). {@code OPS function error: <op>, error code is N}
 * is an HcclResult only when the op is an HCCL call ({@link #isHcclCall}). The ACL status itself ({@code acl-code})
 * is read by {@link CatalogCodeRecognizer} from the catalogue's forms, the same reading the
 * reasoning's code hits use, in every form it is printed in (acode29).
 */
public final class HcclReturnRecognizer implements Recognizer {
  private static final Pattern FUNCTION_ERROR =
      Pattern.compile("\\b(HCCL|OPS|NPU) function error: (.{0,300}?), error code is (\\d{1,9})");
  private static final Pattern HCCL_ERROR_IN = Pattern.compile("HCCL error in: ?([^\\s:]{1,200}):\\d{1,7}");
  private static final Pattern CALL_TRACE = Pattern.compile("\\[(\\w{1,80})\\]call trace: hcclRet -> (\\d{1,4})");
  private static final Pattern HCCL_RET = Pattern.compile("hcclRet -> (\\d{1,4})");
  private static final Pattern RET = Pattern.compile("(?<![A-Za-z])ret\\[(-?\\d{1,4})\\]");
  private static final Pattern ERRNO = Pattern.compile("errNo\\[0x([0-9a-fA-F]{16})\\]");
  private static final Pattern RETCODE = Pattern.compile("\\bretcode: ?(\\d{1,4})");
  /** MindSpore's HCCL adapter: {@code HcclCommInitClusterInfo failed, ret:N}, the call's HcclResult after it. */
  private static final Pattern CALL_FAILED_RET =
      Pattern.compile("\\b((?:Hccl|Hcom)[A-Za-z]{1,60}) failed, ret: ?(\\d{1,4})\\b");
  /** The patterns that open with a word bound, a look-behind or a free word, tried from their literals. */
  static final AnchoredFind FUNCTION_ERROR_FIND =
      AnchoredFind.literals(FUNCTION_ERROR, 4, List.of(" function error: ")); // HCCL, OPS or NPU before it
  static final AnchoredFind CALL_TRACE_FIND =
      AnchoredFind.literals(CALL_TRACE, 81, List.of("]call trace: hcclRet -> ")); // [ and up to 80 word chars
  static final AnchoredFind RET_FIND = AnchoredFind.literals(RET, 0, List.of("ret["));
  static final AnchoredFind RETCODE_FIND = AnchoredFind.literals(RETCODE, 0, List.of("retcode:"));

  @Override
  public boolean mayMatch(String body) {
    return body.contains("rror") || body.contains("ret") || body.contains("Ret") || body.contains("errNo");
  }

  /** Faults and their context: nothing of it is on INFO, DEBUG or TRACE lines. */
  @Override
  public java.util.List<String> quietLiterals() {
    return java.util.List.of();
  }

  /** What each pattern must hold, folded ({@link #FUNCTION_ERROR} ends in the first). */
  @Override
  public java.util.List<String> triggers() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = java.util.List.of("error code is", "HCCL error in", "hcclRet ->", "ret[", "errNo[0x", "retcode:",
      "failed, ret:");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    // each search only where its literal is: a line wakes this recogniser by one of seven
    // triggers, and a matcher made for each of the eight patterns cost more than the searches
    Matcher m = FUNCTION_ERROR_FIND.anchorIn(b) ? FUNCTION_ERROR_FIND.matcher(b) : null;
    for (int from = 0; m != null && FUNCTION_ERROR_FIND.next(m, b, from); from = m.end()) {
      String call = m.group(2);
      int paren = call.indexOf('(');
      if (paren >= 0) {
        call = call.substring(0, paren);
      }
      call = call.trim();
      String name = call.indexOf(' ') < 0 ? trailingIdentifier(call) : null;
      if (name != null) {
        int colons = name.lastIndexOf("::");
        sink.feature(FeatureType.FUNCTION, colons >= 0 ? name.substring(colons + 2) : name);
      }
      String code = m.group(3);
      if ("NPU".equals(m.group(1)) || ("OPS".equals(m.group(1)) && !isHcclCall(name))) {
        sink.event(isTimeoutAcl(code) ? EventKind.CASCADE : EventKind.FAULT);
      } else {
        sink.feature(FeatureType.HCCL_RET, code);
        sink.event("9".equals(code) ? EventKind.CASCADE : EventKind.FAULT);
      }
    }
    if (b.contains("HCCL error in")) {
      m = HCCL_ERROR_IN.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.SOURCE_FILE, ConsolePrefix.baseName(m.group(1)));
      }
    }
    m = CALL_TRACE_FIND.anchorIn(b) ? CALL_TRACE_FIND.matcher(b) : null;
    if (m != null && CALL_TRACE_FIND.next(m, b, 0)) {
      sink.feature(FeatureType.FUNCTION, m.group(1));
    }
    m = b.contains("hcclRet -> ") ? HCCL_RET.matcher(b) : null;
    while (m != null && m.find()) {
      sink.feature(FeatureType.HCCL_RET, m.group(1));
      if (!"WARNING".equals(ctx.level()) && !"20".equals(m.group(1))) {
        sink.event("9".equals(m.group(1)) ? EventKind.CASCADE : EventKind.FAULT);
      }
    }
    m = RET_FIND.anchorIn(b) ? RET_FIND.matcher(b) : null;
    for (int from = 0; m != null && RET_FIND.next(m, b, from); from = m.end()) {
      if (!m.group(1).equals("0")) {
        sink.feature(FeatureType.HCCL_RET, m.group(1));
      }
    }
    m = b.contains("errNo[0x") ? ERRNO.matcher(b) : null;
    while (m != null && m.find()) {
      long v = Long.parseUnsignedLong(m.group(1), 16);
      long ret = v & 0xFFFF;
      if (ret != 0) {
        sink.feature(FeatureType.HCCL_RET, Long.toString(ret));
      }
    }
    m = RETCODE_FIND.anchorIn(b) ? RETCODE_FIND.matcher(b) : null;
    for (int from = 0; m != null && RETCODE_FIND.next(m, b, from); from = m.end()) {
      sink.feature(FeatureType.HCCL_RET, m.group(1));
      sink.event(EventKind.FAULT);
    }
    m = b.contains("failed, ret:") ? CALL_FAILED_RET.matcher(b) : null;
    while (m != null && m.find()) {
      sink.feature(FeatureType.FUNCTION, m.group(1));
      if (!m.group(2).equals("0")) {
        sink.feature(FeatureType.HCCL_RET, m.group(2));
        sink.event("9".equals(m.group(2)) ? EventKind.CASCADE : EventKind.FAULT);
      }
    }
  }

  /** The identifier ({@code [\\w:]}, starting with a letter or '_') the text ends with, or null. */
  static String trailingIdentifier(String text) {
    int end = text.length();
    int i = end;
    while (i > 0 && end - i < 120) {
      char c = text.charAt(i - 1);
      if (Character.isLetterOrDigit(c) || c == '_' || c == ':') {
        i--;
      } else {
        break;
      }
    }
    while (i < end && !(Character.isLetter(text.charAt(i)) || text.charAt(i) == '_')) {
      i++;
    }
    return i < end ? text.substring(i) : null;
  }

  /**
   * Whether the name {@code OPS function error:} prints is a collective's, so that the number after
   * it is an HcclResult. OPS_CHECK_ERROR (torch_npu/csrc/core/npu/NPUException.h) prints the op name
   * its caller passes (torch_npu/csrc/framework/OpParamMaker.cpp), never the API called: the number
   * is the aclError of aclopCompileAndExecute or of an aclnn call (read as {@code acl-code} by
   * {@link CatalogCodeRecognizer}), except where ProcessGroupHCCL.cpp runs an HCCL call as an op
   * named after it (RunOpApiV3("HcclAllreduce", ...), "hcclGroupStart") and the call returns its
   * HcclResult.
   */
  static boolean isHcclCall(String name) {
    return name != null && name.regionMatches(true, 0, "hccl", 0, 4);
  }

  /** Task/stream timeouts: the device waited for a peer rather than failing itself. */
  static boolean isTimeoutAcl(String code) {
    return code.equals("107020") || code.equals("507048") || code.equals("507046");
  }
}
