package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.extract.errors.CannCodeRecognizer;
import io.github.ascendtriage.internal.extract.errors.CatalogCodeRecognizer;
import io.github.ascendtriage.internal.extract.errors.DeviceErrorRecognizer;
import io.github.ascendtriage.internal.extract.errors.ErrnoRecognizer;
import io.github.ascendtriage.internal.extract.errors.FuncFileRecognizer;
import io.github.ascendtriage.internal.extract.errors.HcclReturnRecognizer;
import io.github.ascendtriage.internal.extract.errors.NpuEventRecognizer;
import io.github.ascendtriage.internal.extract.errors.PtaErrorRecognizer;
import io.github.ascendtriage.internal.extract.processes.EnvVarRecognizer;
import io.github.ascendtriage.internal.extract.processes.SettingValueRecognizer;
import io.github.ascendtriage.internal.extract.processes.IdentityRecognizer;
import io.github.ascendtriage.internal.extract.processes.MsrunClusterRecognizer;
import io.github.ascendtriage.internal.extract.processes.MsrunWorkerRankRecognizer;
import io.github.ascendtriage.internal.extract.processes.CollectiveEntryRecognizer;
import io.github.ascendtriage.internal.extract.processes.GraphCompileRecognizer;
import io.github.ascendtriage.internal.extract.processes.InterfaceListRecognizer;
import io.github.ascendtriage.internal.extract.processes.IpAddressRecognizer;
import io.github.ascendtriage.internal.extract.processes.PeerRecognizer;
import io.github.ascendtriage.internal.extract.processes.PortRecognizer;
import io.github.ascendtriage.internal.extract.processes.TimeoutSettingRecognizer;
import io.github.ascendtriage.internal.extract.processes.RestartRecognizer;
import io.github.ascendtriage.internal.extract.processes.RankList20Recognizer;
import io.github.ascendtriage.internal.extract.processes.RankTableRecognizer;
import io.github.ascendtriage.internal.extract.processes.WaitReportRecognizer;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import io.github.ascendtriage.internal.extract.tools.DataPassRecognizer;
import io.github.ascendtriage.internal.extract.tools.DeviceSelectionRecognizer;
import io.github.ascendtriage.internal.extract.tools.DriverVersionRecognizer;
import io.github.ascendtriage.internal.extract.tools.ExceptionRecognizer;
import io.github.ascendtriage.internal.extract.tools.HcclDiagnosticRecognizer;
import io.github.ascendtriage.internal.extract.tools.ToolStatusRecognizer;
import io.github.ascendtriage.internal.extract.tools.ExitStatusRecognizer;
import io.github.ascendtriage.internal.extract.tools.MindSporeStackRecognizer;
import io.github.ascendtriage.internal.extract.tools.TorchrunFailureRecognizer;
import io.github.ascendtriage.internal.extract.tools.TorchrunLaunchRecognizer;
import io.github.ascendtriage.internal.extract.tools.MsrunNodeRankRecognizer;
import io.github.ascendtriage.internal.extract.tools.TorchrunNodeRankRecognizer;
import io.github.ascendtriage.internal.extract.tools.TransportAllocRecognizer;
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
        new ErrnoRecognizer(io.github.ascendtriage.internal.codes.ErrnoTable.builtIn()),
        new FuncFileRecognizer(),
        new ExceptionRecognizer(),
        new EnvVarRecognizer(),
        new SettingValueRecognizer(),
        new RankTableRecognizer(),
        new RankList20Recognizer(),
        new PortRecognizer(),
        new DeviceErrorRecognizer(),
        new NpuEventRecognizer(io.github.ascendtriage.internal.codes.NpuEventNodes.builtIn()),
        new HcclDiagnosticRecognizer(),
        new TransportAllocRecognizer(),
        new IdentityRecognizer(),
        new MsrunWorkerRankRecognizer(),
        new MsrunClusterRecognizer(),
        new PeerRecognizer(),
        new TorchrunFailureRecognizer(),
        new io.github.ascendtriage.internal.extract.tools.SlurmTaskRecognizer(),
        new io.github.ascendtriage.internal.extract.tools.MpiTaskRecognizer(),
        new TorchrunLaunchRecognizer(),
        new TorchrunNodeRankRecognizer(),
        new MsrunNodeRankRecognizer(),
        new io.github.ascendtriage.internal.extract.tools.JobHostListRecognizer(),
        new io.github.ascendtriage.internal.extract.tools.ResetRecordRecognizer(),
        new MindSporeStackRecognizer(),
        new ExitStatusRecognizer(),
        new io.github.ascendtriage.internal.extract.tools.ProcessEndRecognizer(),
        new ToolStatusRecognizer(),
        new DataPassRecognizer(),
        new DeviceSelectionRecognizer(),
        new io.github.ascendtriage.internal.extract.tools.ParallelLayoutRecognizer(),
        new WaitReportRecognizer(),
        new GraphCompileRecognizer(),
        new CollectiveEntryRecognizer(),
        new InterfaceListRecognizer(),
        new RestartRecognizer(),
        new TimeoutSettingRecognizer(),
        new DriverVersionRecognizer(io.github.ascendtriage.internal.codes.HdkRequirements.builtIn()),
        new io.github.ascendtriage.internal.extract.tools.PlatformLoggerRecognizer(knowledge.platform()),
        new IpAddressRecognizer(),
        new CatalogCodeRecognizer(
            codes.recognizer(), codes::lookup, knowledge.codeFamilies(io.github.ascendtriage.FeatureType.ACL_CODE)));
  }
}
