package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.codes.NpuHealthLevels;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.Fields;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tool outputs: hccn_tool (net health, link, link history, TLS switch, ping loss, netdetect vs
 * gateway, optical module and its receive loss-of-signal flag, FEC), npu-smi health rows (a fault only at a level
 * {@link NpuHealthLevels} calls one), and hccl_test (result rows, failing stage).
 * A {@code hccn_tool -i N} command line sets the device of the output lines after it.
 */
public final class ToolStatusRecognizer implements Recognizer {
  private static final Pattern NET_HEALTH = Pattern.compile("net health status: ?(.{1,40}?)\\s*$");
  private static final Pattern LINK = Pattern.compile("^\\s*link status: ?(UP|DOWN)\\b");
  private static final Pattern HCCL_TEST_ROW =
      Pattern.compile("^\\s*(?:local rank_id \\d{1,7}, check result failed, )?\\d{1,20}\\s{0,40}\\|\\s{0,40}[\\d.]{1,20}\\s{0,40}\\|\\s{0,40}[\\d.]{1,20}\\s{0,40}\\|\\s{0,40}(success|failed|NULL)\\s*$");
  private static final Pattern HCCN_CMD = Pattern.compile("hccn_tool -i (\\d{1,3}) ");
  private static final Pattern LINK_STAT_DOWN = Pattern.compile("^\\[devid (\\d{1,3})\\]\\s{1,10}\\w{3} {1,2}\\w{3} {1,2}\\d{1,2} \\d{2}:\\d{2}:\\d{2} \\d{4}\\s{1,10}LINK (UP|DOWN)");
  private static final Pattern LINK_DOWN_COUNT = Pattern.compile("^\\[devid (\\d{1,3})\\]link down count\\s{0,20}: ?(\\d{1,9})");
  private static final Pattern TLS_SWITCH = Pattern.compile("(?:tls switch\\[(\\d)\\]|TLS SWITCH \\((\\d{1,3})\\))");
  private static final Pattern DEV_ID = Pattern.compile("dev_id:(\\d{1,3})");
  private static final Pattern PING =
      Pattern.compile("(?:(\\d{1,9}) packets transmitted, (\\d{1,9}) received, )?([\\d.]{1,8})% packet loss");
  private static final Pattern NETDETECT = Pattern.compile("netdetect address: ?([0-9.]{7,15})");
  private static final Pattern GATEWAY = Pattern.compile("default gateway: ?([0-9.]{7,15}), ?Iface: ?([\\w.-]{1,32})");
  private static final Pattern OPTICAL_PRESENT = Pattern.compile("^\\s*present\\s{0,40}: ?(present|not present)\\s*$");
  private static final Pattern RX_LOS = Pattern.compile("(?:^\\s*|\\b)Rx Los Flag\\s{0,40}: ?0x([0-9a-fA-F]{1,4})\\b");
  private static final Pattern FEC = Pattern.compile("^\\s*fec mode: ?(.{1,40}?)\\s*$");
  private static final Pattern NPU_SMI_ROW =
      Pattern.compile("^\\|\\s{0,10}(\\d{1,4})\\s{1,20}[\\w.-]{1,40}\\s{0,20}\\|\\s{0,20}(OK|Warning|Alarm|Critical|UNKNOWN)\\s{0,20}\\|");
  // npu-smi process table: | NPU  Chip | Process id | Process name | Process memory(MB) |
  private static final Pattern NPU_SMI_PROCESS =
      Pattern.compile("^\\|\\s{0,10}(\\d{1,4})\\s{1,20}\\d{1,4}\\s{0,20}\\|\\s{0,20}(\\d{1,10})\\s{0,20}\\|\\s{0,20}[^|]{1,80}\\|\\s{0,20}\\d{1,9}\\s{0,20}\\|");
  private static final Pattern IPADDR = Pattern.compile("^\\s*ipaddr: ?([0-9.]{7,15})");
  /** The IPv6 form of the same output ({@code hccn_tool -i N -ip -inet6 -g}; ascend-fd's HCCL_IPV6_ADDR). */
  private static final Pattern IPV6_ADDR = Pattern.compile("^\\s*ipv6_address: ?([0-9A-Fa-f:]{2,39})\\s*$");
  private static final Pattern HCCL_TEST_STAGE = Pattern.compile("This is an error in (\\w{1,40})\\.");

  /** Per-stream state: the device of the last hccn_tool command, netdetect and gateway by device. */
  static final class State {
    String device;
    /** The last TLS switch value reported. */
    String tlsSwitch;
    final Map<String, String> netdetect = new HashMap<>();
    final Map<String, String> gateway = new HashMap<>();
    /** First process seen on each NPU in an npu-smi process table. */
    final Map<String, String> npuProcess = new HashMap<>();
  }

  private final NpuHealthLevels levels;

  /** A recogniser that reads npu-smi's Health values by {@code levels}. */
  public ToolStatusRecognizer(NpuHealthLevels levels) {
    this.levels = levels;
  }

  /** A recogniser with the shipped health levels. */
  public ToolStatusRecognizer() {
    this(NpuHealthLevels.builtIn());
  }

  @Override
  public boolean mayMatch(String body) {
    return body.contains("status") || body.indexOf('|') >= 0 || body.contains("hccn_tool")
        || body.contains("devid") || body.contains("tls") || body.contains("TLS")
        || body.contains("packet") || body.contains("ipaddr") || body.contains("ipv6_address") || body.contains("netdetect") || body.contains("gateway")
        || body.contains("present") || body.contains("Los Flag") || body.contains("fec mode") || body.contains("error in");
  }

  /** Tool output is no plog; of the plog lines, only HCCP's TLS switch report is an INFO line. */
  @Override
  public java.util.List<String> quietLiterals() {
    return java.util.List.of("TLS SWITCH");
  }

  /** The literals of {@link #mayMatch}: it runs on the lines it ran on before. (folded, tls for TLS too) */
  @Override
  public java.util.List<String> triggers() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = java.util.List.of("status", "|", "hccn_tool", "devid", "tls", "packet", "ipaddr", "ipv6_address", "netdetect", "gateway", "present", "Los Flag", "fec mode", "error in");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    State st = ctx.state(State.class, State::new);
    Matcher m;
    if (b.contains("hccn_tool")) {
      m = HCCN_CMD.matcher(b);
      if (m.find()) {
        st.device = m.group(1);
      }
      if (!b.contains("packet loss") && !b.contains("Los Flag")) {
        return;
      }
      // a description that quotes the command and its result on one line: read the result too
    }
    m = NET_HEALTH.matcher(b);
    if (m.find()) {
      status(sink, st, "net_health=" + m.group(1).toLowerCase(Locale.ROOT));
      return;
    }
    m = LINK.matcher(b);
    if (m.find()) {
      status(sink, st, "link=" + m.group(1).toLowerCase(Locale.ROOT));
      if (st.device != null && m.group(1).equals("DOWN")) {
        sink.setting(Setting.PORTS_DOWN, st.device); // that device's own port, for root cause (cqe36)
      }
      return;
    }
    if (b.startsWith("[devid")) {
      m = LINK_STAT_DOWN.matcher(b);
      if (m.find()) {
        if (m.group(2).equals("DOWN")) {
          sink.feature(FeatureType.DEVICE, m.group(1));
          sink.feature(FeatureType.TOOL_STATUS, "link_history=down");
        }
        return;
      }
      m = LINK_DOWN_COUNT.matcher(b);
      if (m.find() && !m.group(2).equals("0")) {
        sink.feature(FeatureType.DEVICE, m.group(1));
        sink.feature(FeatureType.TOOL_STATUS, "link_history=down");
      }
      return;
    }
    if (b.contains("tls switch") || b.contains("TLS SWITCH")) {
      m = TLS_SWITCH.matcher(b);
      if (m.find()) {
        Matcher d = DEV_ID.matcher(b);
        if (d.find()) {
          st.device = d.group(1);
        }
        String sw = m.group(1) != null ? m.group(1) : m.group(2);
        status(sink, st, "tls_switch=" + sw);
        if (st.tlsSwitch != null && !st.tlsSwitch.equals(sw)) {
          // NPUs that talk to each other must agree on TLS; two values in one transcript do not
          sink.feature(FeatureType.TOOL_STATUS, "tls_switch=mixed");
        }
        st.tlsSwitch = sw;
        if (m.group(2) != null) {
          // HCCP's own report in a device log: the switch of the device its process ran on
          sink.setting(Setting.TLS_SWITCH, sw);
        }
      }
      return;
    }
    if (b.contains("packet loss")) {
      m = PING.matcher(b);
      if (m.find()) {
        String loss = percent(m.group(3));
        status(sink, st, "ping_loss=" + loss);
        if (!loss.equals("0%")) {
          sink.feature(FeatureType.TOOL_STATUS, "ping=loss"); // any loss, whatever its share
        }
      }
      return;
    }
    if (b.contains("ipaddr:") || b.contains("ipv6_address:")) {
      m = b.contains("ipaddr:") ? IPADDR.matcher(b) : IPV6_ADDR.matcher(b);
      String ip = m.find() ? Fields.address(m.group(1)) : null;
      if (ip != null) {
        sink.self(FeatureType.REMOTE_IP, ip); // this host's NPU NIC address
        if (st.device != null) {
          sink.feature(FeatureType.DEVICE, st.device);
          sink.deviceAddress(st.device, ip); // whose: a peer named by this address is that device
        }
      }
      return;
    }
    if (b.contains("netdetect address")) {
      m = NETDETECT.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.REMOTE_IP, m.group(1));
        st.netdetect.put(key(st), m.group(1));
        compareGateway(sink, st);
      }
      return;
    }
    if (b.contains("default gateway")) {
      m = GATEWAY.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.REMOTE_IP, m.group(1));
        sink.feature(FeatureType.NIC, m.group(2));
        st.gateway.put(key(st), m.group(1));
        compareGateway(sink, st);
      }
      return;
    }
    if (b.contains("present")) {
      m = OPTICAL_PRESENT.matcher(b);
      if (m.find()) {
        status(sink, st, "optical=" + m.group(1));
      }
      return;
    }
    if (b.contains("Los Flag")) {
      m = RX_LOS.matcher(b);
      if (m.find() && Integer.parseInt(m.group(1), 16) != 0) {
        status(sink, st, "optical=rx_los"); // a lane of the module receives no light
      }
      return;
    }
    if (b.contains("fec mode")) {
      m = FEC.matcher(b);
      if (m.find()) {
        status(sink, st, "fec=" + m.group(1).toLowerCase(Locale.ROOT));
      }
      return;
    }
    if (b.contains("error in")) {
      m = HCCL_TEST_STAGE.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.TOOL_STATUS, "hccl_test_stage=" + m.group(1));
        sink.event(EventKind.FAULT);
      }
      return;
    }
    if (b.indexOf('|') >= 0) {
      if (b.charAt(0) == '|') {
        m = NPU_SMI_ROW.matcher(b);
        if (m.find()) {
          sink.feature(FeatureType.DEVICE, m.group(1));
          String health = m.group(2).toLowerCase(Locale.ROOT);
          sink.feature(FeatureType.TOOL_STATUS, "npu_health=" + health);
          if (levels.isFault(health)) {
            // alarm36: a minor alarm (Warning) is a note about the card, not a fault of the job (npu-health.json)
            sink.event(EventKind.FAULT);
          }
          return;
        }
        m = NPU_SMI_PROCESS.matcher(b);
        if (m.find()) {
          // one process per device is the rule; a second process on the same NPU means ranks
          // share a card (set_device missing, or a visible-device mix-up)
          String first = st.npuProcess.putIfAbsent(m.group(1), m.group(2));
          if (first != null && !first.equals(m.group(2))) {
            sink.feature(FeatureType.TOOL_STATUS, "npu_shared=yes");
            sink.feature(FeatureType.DEVICE, m.group(1));
          }
          return;
        }
      }
      m = HCCL_TEST_ROW.matcher(b);
      if (m.find()) {
        sink.feature(FeatureType.TOOL_STATUS, "check_result=" + m.group(1).toLowerCase(Locale.ROOT));
      }
    }
  }

  private static void status(FeatureSink sink, State st, String value) {
    if (st.device != null) {
      sink.feature(FeatureType.DEVICE, st.device);
    }
    sink.feature(FeatureType.TOOL_STATUS, value);
  }

  private static String key(State st) {
    return st.device == null ? "" : st.device;
  }

  private static void compareGateway(FeatureSink sink, State st) {
    String k = key(st);
    String nd = st.netdetect.get(k);
    String gw = st.gateway.get(k);
    if (nd != null && gw != null) {
      status(sink, st, nd.equals(gw) ? "netdetect=gateway" : "netdetect=not_gateway");
    }
  }

  /** {@code 100.00} to {@code 100%}, {@code 40.50} to {@code 40.5%}. */
  static String percent(String p) {
    String v = p;
    if (v.indexOf('.') >= 0) {
      int end = v.length();
      while (end > 0 && v.charAt(end - 1) == '0') {
        end--;
      }
      if (end > 0 && v.charAt(end - 1) == '.') {
        end--;
      }
      v = v.substring(0, end);
    }
    return (v.isEmpty() ? "0" : v) + "%";
  }
}
