package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import java.util.List;

/** The standard recogniser chain, in the order they run on each line. */
final class Recognizers {
  private Recognizers() {}

  /** The chain; the catalogue's codes are looked for last, when the line's time stamp is known. */
  static List<Recognizer> standard(Knowledge knowledge, CodeCatalog codes) {
    return List.of(
        new CannCodeRecognizer(knowledge),
        new PtaErrorRecognizer(),
        new HcclReturnRecognizer(),
        new FuncFileRecognizer(),
        new ExceptionRecognizer(),
        new EnvVarRecognizer(),
        new PortRecognizer(),
        new DeviceErrorRecognizer(),
        new NpuEventRecognizer(io.github.ascendtriage.internal.codes.NpuEventNodes.builtIn()),
        new HcclDiagnosticRecognizer(),
        new IdentityRecognizer(),
        new PeerRecognizer(),
        new TorchrunFailureRecognizer(),
        new ToolStatusRecognizer(),
        new WaitReportRecognizer(),
        new TimeoutSettingRecognizer(),
        new DriverVersionRecognizer(io.github.ascendtriage.internal.codes.HdkRequirements.builtIn()),
        new IpAddressRecognizer(),
        new CatalogCodeRecognizer(codes.recognizer()));
  }
}
