package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.internal.casebase.Knowledge;
import java.util.List;

/** The standard recogniser chain, in the order they run on each line. */
final class Recognizers {
  private Recognizers() {}

  static List<Recognizer> standard(Knowledge knowledge) {
    return List.of(
        new CannCodeRecognizer(knowledge),
        new PtaErrorRecognizer(),
        new HcclReturnRecognizer(),
        new FuncFileRecognizer(),
        new ExceptionRecognizer(),
        new EnvVarRecognizer(),
        new PortRecognizer(),
        new DeviceErrorRecognizer(),
        new HcclDiagnosticRecognizer(),
        new IdentityRecognizer(),
        new PeerRecognizer(),
        new TorchrunFailureRecognizer(),
        new ToolStatusRecognizer(),
        new IpAddressRecognizer());
  }
}
