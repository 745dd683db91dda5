package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.codes.PortDownTexts;
import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.input.ProcessKey;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The process a CANN error-manager block in a console log belongs to (nic32). The block is not a
 * plog line and its file names no pid, so its event used to be a place of its own beside the process
 * whose plog shows the same failure. Its header states the process ({@code [PID: p] ts Title(CODE):
 * msg}, or the older {@code CODE: [PID: p] ts msg}; hicann/runtime error_manager.cc, docs/log-formats.md
 * 3.1): the host business process, after which CANN also names its plog files ({@code plog-<p>_...},
 * log-formats 1.1). A port-down message names the device whose port is down ({@link
 * PortDownTexts#device}: EI0009's device id, the local device's physical id in hcomm {@code
 * adapter_hccp.cc}). So the block is the process with that pid on the same host when the input
 * shows one (and, when the block names a device, that process drives it), else the one process of the
 * host on the device the block names. Stateless.
 */
final class ErrorBlockOwner {
  private static final Pattern BLOCK_PID =
      Pattern.compile("\\[PID: ?(\\d{1,10})\\] \\d{4}-\\d{2}-\\d{2}-\\d{2}:\\d{2}:\\d{2}");

  private ErrorBlockOwner() {}

  /**
   * The process on {@code host} whose error block the console line {@code text} is; empty when the
   * line is no such block or the input shows no process it can be.
   */
  static Optional<ProcessKey> of(String text, String host, ProcessRegistry registry) {
    if (text.indexOf("[PID:") < 0) {
      return Optional.empty();
    }
    Optional<String> device = PortDownTexts.builtIn().device(text);
    Matcher m = BLOCK_PID.matcher(text);
    if (m.find()) {
      Optional<ProcessRecord> r = registry.get(new ProcessKey(host, m.group(1)));
      if (r.isPresent() && device.map(x -> drives(r.get(), x)).orElse(true)) {
        return Optional.of(r.get().key());
      }
    }
    if (device.isPresent()) {
      List<ProcessRecord> on = ProcessRegistry.onDevice(registry.onHost(host), device.get(), DeviceReading.PHYSICAL);
      if (on.size() == 1) {
        return Optional.of(on.get(0).key());
      }
    }
    return Optional.empty();
  }

  /** True when the record's devices are unknown or one of them is {@code d} (physical first). */
  private static boolean drives(ProcessRecord r, String d) {
    boolean known = r.device().isPresent() || !r.seats().isEmpty();
    return !known || !ProcessRegistry.onDevice(List.of(r), d, DeviceReading.PHYSICAL).isEmpty();
  }
}
