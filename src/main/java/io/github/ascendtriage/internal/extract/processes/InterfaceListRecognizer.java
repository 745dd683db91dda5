package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A host's network interface as the usual listings name it, one line each: {@code ip addr} and
 * {@code ip link} ({@code 2: enp189s0f0: <BROADCAST,...> mtu 1500}), {@code ifconfig}
 * ({@code enp189s0f0: flags=4163<UP,...>  mtu 1500}), {@code ip -o addr} ({@code 2: enp189s0f0
 * inet 198.51.100.31/24 ...}) and {@code ip -br addr} ({@code enp189s0f0  UP  198.51.100.31/24}).
 * Each name is a value of {@link Setting#HOST_INTERFACES}: what HCCL_SOCKET_IFNAME can select on
 * that host. A Linux interface name has at most 15 characters; a VLAN's {@code @parent} is not part
 * of it. Stateless.
 */
public final class InterfaceListRecognizer implements Recognizer {
  private static final List<String> LITERALS = List.of("mtu ", "inet ", " up ", " down ");
  private static final String NAME = "([A-Za-z][A-Za-z0-9_.:-]{0,14}?)(?:@[A-Za-z0-9_.-]{1,15})?";
  static final Pattern LISTED = Pattern.compile(
      "^\\s{0,4}(?:\\d{1,5}:\\s{1,4}" + NAME + ":\\s{1,4}<[A-Z_,-]{0,200}>.{0,60}\\bmtu \\d"
          + "|" + NAME + ":\\s{1,4}flags=\\d{1,6}<[A-Z_,-]{0,200}>\\s{1,4}mtu \\d"
          + "|\\d{1,5}:\\s{1,4}" + NAME + "\\s{1,16}inet6? [0-9a-fA-F:.]{2,45}/\\d"
          + "|" + NAME + "\\s{1,32}(?:UP|DOWN|UNKNOWN)\\s{1,32}(?:\\d{1,3}(?:\\.\\d{1,3}){3}/\\d|$))");

  @Override
  public boolean mayMatch(String body) {
    return body.contains("mtu ") || body.contains("inet") || body.contains("UP") || body.contains("DOWN")
        || body.contains("UNKNOWN");
  }

  @Override
  public List<String> literals() {
    return LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = LISTED.matcher(ctx.body());
    // the pattern opens with ^ (no MULTILINE): find() can match only at the start, but would try
    // every char of the message first; lookingAt tries the start alone (issue 38)
    if (!m.lookingAt()) {
      return;
    }
    for (int g = 1; g <= m.groupCount(); g++) {
      if (m.group(g) != null) {
        sink.setting(Setting.HOST_INTERFACES, m.group(g).toLowerCase(Locale.ROOT));
        return;
      }
    }
  }
}
