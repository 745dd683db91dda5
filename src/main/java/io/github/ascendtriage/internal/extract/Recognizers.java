package io.github.ascendtriage.internal.extract;

import java.util.List;

/** The standard recogniser chain, in the order they run on each line. */
final class Recognizers {
  private Recognizers() {}

  static List<Recognizer> standard() {
    return List.of(
        new CannCodeRecognizer(),
        new PtaErrorRecognizer(),
        new HcclReturnRecognizer(),
        new FuncFileRecognizer(),
        new ExceptionRecognizer(),
        new EnvVarRecognizer(),
        new PortRecognizer(),
        new DeviceErrorRecognizer(),
        new HcclDiagnosticRecognizer(),
        new TorchrunFailureRecognizer(),
        new ToolStatusRecognizer(),
        new IpAddressRecognizer());
  }
}
