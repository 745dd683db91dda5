package io.github.ascendtriage.internal.rootcause.sim;

import io.github.ascendtriage.internal.rootcause.sim.SimJob.Event;
import io.github.ascendtriage.internal.rootcause.sim.SimJob.EventType;
import io.github.ascendtriage.internal.rootcause.sim.SimJob.Host;
import io.github.ascendtriage.internal.rootcause.sim.SimJob.Proc;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes a {@link SimJob} as the log trees its hosts would leave: one folder per present host
 * (below the job's wrapping folder, if any), {@code process_log/{run,debug}/plog/plog-<pid>_<ts>.log}
 * as ascend-fd collects it or a plain copy of {@code ~/ascend/log} ({@code {run,debug}/plog/...}),
 * AI CPU lines in {@code debug/device-<id>/device-<pid>_<ts>.log}, clocks shifted by the host's
 * skew, debug logs rotated into several files, now and then the error lines in the run log instead
 * of the debug log, and noise around every fault line [LF §1]. Records
 * how it wrote the tree in {@link SimJob#traits}. Stateless.
 */
final class TreeWriter {
  private TreeWriter() {}

  /** A line and when it was printed in its host's clock. */
  private record Line(long at, List<String> text) {}

  /**
   * The files of one host while its processes are written: the ranks of a process that drives
   * several devices print into the same run log and the same debug logs (one plog per pid).
   */
  private static final class HostFiles {
    final Map<Path, List<String>> run = new LinkedHashMap<>();
    final Map<Path, List<Line>> logs = new LinkedHashMap<>();
    final Map<Path, Integer> parts = new LinkedHashMap<>();
    final Map<Integer, Path> runOfPid = new LinkedHashMap<>();

    void run(Path root, int pid, long start, List<String> lines) {
      Path f = runOfPid.computeIfAbsent(pid, x -> root.resolve("run/plog/plog-" + pid + "_" + PlogLines.fileStamp(start) + ".log"));
      run.computeIfAbsent(f, x -> new ArrayList<>()).addAll(lines);
    }

    /** Lines of {@code prefix} files in {@code dir}, cut into at least {@code files} files when written. */
    void log(Path dir, String prefix, List<Line> lines, int files) {
      Path k = dir.resolve(prefix);
      logs.computeIfAbsent(k, x -> new ArrayList<>()).addAll(lines);
      parts.merge(k, files, Math::max);
    }

    void flush() throws IOException {
      for (Map.Entry<Path, List<String>> e : run.entrySet()) {
        write(e.getKey(), e.getValue());
      }
      for (Map.Entry<Path, List<Line>> e : logs.entrySet()) {
        writeRotated(e.getKey().getParent(), e.getKey().getFileName().toString(), e.getValue(), parts.get(e.getKey()));
      }
    }
  }

  static void write(SimJob job, Path out) throws IOException {
    Random rng = new Random(job.seed ^ 0x5DEECE66DL);
    boolean oldHeader = rng.nextInt(4) == 0;
    PlogLines lines = new PlogLines(job, rng, oldHeader);
    boolean linkRows = printed(job, EventType.LINK_TIMEOUT);
    boolean cqe = printed(job, EventType.CQE);
    // link rows and CQEs name device addresses; a root-info launch prints no rank-table init (form 3);
    // A5's lines (form 4) name CQE peers by endpoint, and state no own host address a heartbeat could name
    // an A5 job's link setup reports its channels by endpoint (link form 3) where nothing else asks for
    // lines A5 does not print: a heartbeat's host address, an init's end to align clocks, device logs' TLS
    // switch, one process on several devices (its link rows would all name the same process); an A5
    // CQE names its writer's seat by endpoint (localEid), so CQE trees of several devices in one process are drawn
    boolean a5Links = linkRows && !printed(job, EventType.HEARTBEAT_LOST) && !job.needsInitEnd && job.kind != FaultKind.TLS_MINORITY
        && job.kind != FaultKind.DEVICES_IN_ONE_PROCESS && job.kind != FaultKind.RERUN && rng.nextInt(3) == 0;
    int idForm = linkRows ? (a5Links ? 4 : rng.nextInt(2))
        : cqe ? (rng.nextInt(3) == 2 && !printed(job, EventType.HEARTBEAT_LOST) ? 4 : rng.nextInt(2))
        : job.kind.initFails() ? rng.nextInt(3) : rng.nextInt(4);
    boolean processLog = rng.nextInt(5) < 3;
    boolean rotate = rng.nextInt(3) == 0;
    // where the error lines land: debug/plog as usual, or with the run lines in run/plog (ascend-fd
    // merges both folders per pid, so the placement must not matter)
    boolean errorsInRun = rng.nextInt(5) == 0;
    if (errorsInRun) {
      job.traits.add("placement:errors-in-run-plog");
    }
    // other threads of the process print between the lines of one report
    boolean interleave = rng.nextInt(4) == 0;
    if (interleave) {
      job.traits.add("interleaved:noise-inside-reports");
    }
    job.traits.add(processLog ? "layout:process_log" : "layout:plain");
    job.traits.add("identity:" + List.of("SetupAgent", "SetupAgent-old", "Entry+LocalRank", "hcom-init-by-file", "A5-RootInfoDetect+Net2PeerLink")
        .get(idForm));
    if (oldHeader) {
      job.traits.add("header:no-space");
    }
    if (rotate) {
      job.traits.add("rotated");
    }
    if (job.procs.stream().anyMatch(p -> p.logicalDevice != p.physicalDevice)) {
      job.traits.add("devices:logical!=physical");
    }
    if (job.procs.stream().anyMatch(p -> p.runHeaderPid != p.pid)) {
      job.traits.add("pid:one-header-pid-per-host-everywhere");
    } else if (job.procs.stream().anyMatch(p -> p.headerPid != p.pid)) {
      job.traits.add("pid:one-header-pid-per-host-in-debug");
    }
    if (job.hosts.stream().anyMatch(h -> !h.present) && !job.rootOutside()) {
      job.traits.add("hosts:leaf-hosts-missing");
    }
    if (job.hosts.stream().anyMatch(h -> h.skewMillis != 0) && job.hosts.size() > 1) {
      job.traits.add("clock-skew");
    }
    // hosts on different CANN releases: each prints its own identity wording (SetupAgent with or
    // without [Flat], Entry with LocalRank Key Info) and plog header spacing; the launch mode (rank
    // table) and the platform (A5) stay the job's
    boolean mixed = idForm <= 2 && rng.nextInt(4) == 0;
    if (mixed) {
      job.traits.add("cann:mixed-per-host");
    }
    Path base = job.wrapper == null ? out : out.resolve(job.wrapper);
    for (Host h : job.hosts) {
      if (!h.present) {
        continue;
      }
      int hostForm = idForm;
      PlogLines hostLines = lines;
      if (mixed) {
        hostForm = linkRows || cqe ? rng.nextInt(2) : rng.nextInt(3);
        hostLines = new PlogLines(job, rng, rng.nextBoolean());
        job.traits.add("identity:" + List.of("SetupAgent", "SetupAgent-old", "Entry+LocalRank").get(hostForm));
      }
      Path root = base.resolve(h.name);
      if (job.traits.contains("address:device-ipv6")) {
        toolAddresses(h, root);
      }
      if (processLog) {
        root = root.resolve("process_log");
      }
      HostFiles files = new HostFiles();
      for (Proc p : h.procs) {
        writeProcess(job, p, root, hostLines, rng, hostForm, rotate, errorsInRun, interleave, files);
      }
      for (Proc p : job.earlier) {
        if (p.host == h) {
          writeProcess(job, p, root, hostLines, rng, hostForm, rotate, errorsInRun, interleave, files);
          job.traits.add("rerun:earlier-run-in-the-folders");
        }
      }
      files.flush();
    }
  }

  /**
   * The host's hccn_tool IPv6 output as ascend-fd's collection keeps it ({@code environment_check/
   * npu_info_before.txt}: {@code hccn_tool -i N -ip -inet6 -g} then {@code ipv6_address:..}, rc_parse_job
   * parse_npu_info_file), each group written in full where HCCL's lines compress the address.
   */
  private static void toolAddresses(Host h, Path root) throws IOException {
    StringBuilder b = new StringBuilder();
    for (Proc p : h.procs) {
      byte[] a = java.net.InetAddress.getByName(p.deviceIp).getAddress(); // a literal: no lookup
      StringBuilder full = new StringBuilder();
      for (int i = 0; i < a.length; i += 2) {
        full.append(i == 0 ? "" : ":").append(String.format("%02x%02x", a[i], a[i + 1]));
      }
      b.append("hccn_tool -i ").append(p.physicalDevice).append(" -ip -inet6 -g\nipv6_address:").append(full)
          .append("\nprefix_length:64\n\n");
    }
    java.nio.file.Files.createDirectories(root.resolve("environment_check"));
    java.nio.file.Files.writeString(root.resolve("environment_check/npu_info_before.txt"), b);
  }

  private static void writeProcess(SimJob job, Proc p, Path root, PlogLines lines, Random rng, int idForm, boolean rotate,
      boolean errorsInRun, boolean interleave, HostFiles files) {
    long start = job.baseMillis - p.shiftMillis + p.host.skewMillis + rng.nextInt(60_000);
    List<String> run = new ArrayList<>();
    run.add(lines.noise(p, start));
    run.add(lines.noise(p, start + 5));
    if (job.rootInfoLine && p == job.roots.get(0)) {
      run.add(lines.rootInfoMade(p, start + 500));
      job.traits.add("init:get-root-info-line");
    }
    // every rank leaves the init's rendezvous at about the same moment, each in its host's clock
    long joined = job.baseMillis - p.shiftMillis + 65_000 + rng.nextInt(3_000) + p.host.skewMillis;
    run.addAll(lines.identity(p, idForm == 3 ? joined : start + 1_000, idForm));
    if (idForm < 3 && !job.kind.initFails() && (job.kind == FaultKind.LAGGING_HOST || job.kind == FaultKind.RERUN || job.needsInitEnd || rng.nextInt(4) > 0)) {
      int form = rng.nextInt(2);
      run.add(lines.initSuccess(p, joined, form));
      job.traits.add("init:success-form-" + form);
    }
    run.add(lines.vnicListen(p, start + 3_000));
    boolean attrInitAtStart = rng.nextBoolean();
    if (attrInitAtStart) {
      run.add(lines.attrInit(p, start + 200)); // once as it starts: no restart
      job.traits.add("start:attr-init");
    }
    for (int i = rng.nextInt(3); i > 0; i--) {
      run.add(lines.noise(p, start + 4_000 + i));
    }

    List<Line> debug = new ArrayList<>();
    List<Line> device = new ArrayList<>();
    int aicpuPid = 2000 + rng.nextInt(8000);
    for (Event e : p.events) {
      long at = e.atMillis() + p.host.skewMillis;
      switch (e.type()) {
        case NOTIFY_WAIT -> {
          if (job.aicpu) {
            device.add(new Line(at, lines.aicpuNotifyWait(p, e.peer(), at, aicpuPid, job.aicpuOpIndex)));
            job.traits.add("notify:aicpu-device-log");
          } else {
            boolean local = rng.nextBoolean();
            debug.add(new Line(at, lines.notifyWait(p, e.peer(), at, e.variant() % 2, local, job.opIndex)));
            job.traits.add("notify:host-form-" + e.variant() % 2 + (local ? "+local" : ""));
          }
        }
        case WAIT_REPORT -> {
          debug.add(new Line(at, List.of(lines.hccl("INFO", p, at, "hccl_communicator.cc", p.pid + 7, "ReportTimeoutProc: report timeout"))));
          job.traits.add("hang:wait-report");
        }
        case NOTIFY_WAIT_UNNAMED -> {
          boolean ffts = e.variant() == 2;
          debug.add(new Line(at, ffts ? lines.fftsRunFailed(p, at) : lines.unnamedNotifyWait(p, at, job.opIndex)));
          job.traits.add(ffts ? "notify:ffts-run-failed" : "notify:unnamed");
        }
        case NOTIFY_WAIT_LOCAL -> {
          if (job.aicpu) {
            device.add(new Line(at, lines.aicpuNotifyWait(p, null, at, aicpuPid, job.aicpuOpIndex - e.behind())));
          } else {
            debug.add(new Line(at, lines.notifyWait(p, null, at, e.variant() % 2, false, job.opIndex - e.behind())));
          }
          job.traits.add(e.behind() > 0 ? "root:local-notify-wait-behind" : "root:local-notify-wait-same-index");
        }
        case LINK_TIMEOUT -> {
          int form = idForm == 4 ? 3 : e.variant(); // an A5 job reports its link setup by channel and endpoint
          debug.add(new Line(at, lines.linkTimeout(p, e.peer(), at, form)));
          job.traits.add("link:form-" + form);
        }
        case TRANSPORT_INIT -> {
          debug.add(new Line(at, lines.transportInit(p, e.peer(), at, e.variant() % 2)));
          job.traits.add("transport:form-" + e.variant() % 2);
        }
        case HEARTBEAT_LOST -> {
          debug.add(new Line(at, lines.heartbeatLost(p, e.peer(), at, e.variant())));
          run.add(lines.heartbeatEvent(p, e.peer(), at - 60_000, e.variant()));
          job.traits.add("heartbeat:cluster-exception-location");
        }
        case TOPO_SERVER -> debug.add(new Line(at, lines.topoServer(p, missingRanks(job), at, e.variant())));
        case TOPO_AGENT -> debug.add(new Line(at, lines.topoAgent(p, missingRanks(job), at)));
        case TOPO_CONNECT_FAIL -> {
          debug.add(new Line(at, lines.topoConnectFail(p, e.peer().host, at, e.variant() % 2)));
          job.traits.add("topo:agent-connect-fail");
        }
        case TOPO_AGENT_LOST -> {
          debug.add(new Line(at, lines.topoAgentLost(p, e.peer().host, at, e.variant())));
          job.traits.add("init:agent-form-" + e.variant());
        }
        case RESTART -> {
          if (e.variant() == 0) {
            run.add(lines.commResumed(p, at));
            job.traits.add("restart:comm-resume");
          } else {
            if (!attrInitAtStart) {
              run.add(lines.attrInit(p, start + 200));
            }
            debug.add(new Line(at, List.of(lines.attrInit(p, at))));
            job.traits.add("restart:attr-init-again");
          }
        }
        case INIT_AGAIN -> {
          if (idForm == 3) {
            run.addAll(lines.identity(p, at, 3));
          } else {
            run.add(lines.initSuccess(p, at, e.variant()));
          }
          job.traits.add("restart:init-again");
        }
        case TOPO_SERVER_LOST -> {
          debug.add(new Line(at, lines.topoServerLost(p, at, e.variant())));
          job.traits.add("init:server-form-" + e.variant());
        }
        case CQE -> {
          Proc remote = e.peer() != null ? e.peer() : p;
          // the older heartbeat wording comes in two spellings (err / error, ip / remoteIP)
          int form = e.variant() == 1 && rng.nextBoolean() ? 3 : e.variant();
          if (idForm == 4) {
            form = 4; // an A5 job reports its CQEs by endpoint
          }
          debug.add(new Line(at, lines.cqe(p, remote, at, form)));
          job.traits.add("cqe:form-" + form);
        }
        case SDMA -> {
          if (e.variant() == 2) {
            Proc remote = job.procs.get(rng.nextInt(job.procs.size()));
            device.add(new Line(at, lines.aicpuSdma(p, remote, at, aicpuPid)));
          } else {
            debug.add(new Line(at, lines.sdma(p, at, e.variant())));
          }
          job.traits.add("sdma:form-" + e.variant());
        }
      }
    }
    if (p.cut) {
      cut(debug, device, rng);
    }
    if (p.host.debugMissing) {
      debug.clear(); // nor do its errors reach the run log: the copy lost them with the folder
      device.clear();
    }
    if (interleave) {
      List<Line> woven = new ArrayList<>();
      for (Line l : debug) {
        List<String> t = new ArrayList<>();
        for (int i = 0; i < l.text().size(); i++) {
          t.add(l.text().get(i));
          if (i + 1 < l.text().size() && rng.nextBoolean()) {
            t.add(lines.noise(p, l.at()));
          }
        }
        woven.add(new Line(l.at(), t));
      }
      debug.clear();
      debug.addAll(woven);
    }
    if (errorsInRun) {
      debug.sort(Comparator.comparingLong(Line::at));
      debug.forEach(l -> run.addAll(l.text()));
      debug.clear();
    }
    if (p.host.debugMissing) {
      files.run(root, p.pid, start, run);
      return;
    }
    if (p.host.plogMissing) {
      if (!device.isEmpty()) {
        files.log(root.resolve("debug/device-" + p.logicalDevice), "device-" + p.pid, device, 1);
      }
      return;
    }
    files.run(root, p.pid, start, run);
    if (!debug.isEmpty() || rng.nextInt(4) == 0) {
      long first = debug.stream().mapToLong(Line::at).min().orElse(start + 20_000);
      for (int i = 1 + rng.nextInt(4); i > 0; i--) {
        long t = start + 10_000 + (long) (rng.nextDouble() * Math.max(1, first - start - 10_000));
        debug.add(new Line(t, List.of(lines.noise(p, t))));
      }
      files.log(root.resolve("debug/plog"), "plog-" + p.pid, debug, rotate ? 2 + rng.nextInt(2) : 1);
    }
    if (p.tlsSwitch != null) {
      long t = start + 2_000;
      device.add(new Line(t, List.of(lines.tlsSwitch(p, t, aicpuPid + 1))));
      job.traits.add("tls:device-log");
    }
    if (!device.isEmpty()) {
      files.log(root.resolve("debug/device-" + p.logicalDevice), "device-" + p.pid, device, 1);
    }
  }

  /**
   * A copy cut in the first line of the process's first error: every error line from there on is
   * gone, and that line ends part way (in its header or its message).
   */
  private static void cut(List<Line> debug, List<Line> device, Random rng) {
    List<Line> all = new ArrayList<>(debug);
    all.addAll(device);
    Line first = all.stream().min(Comparator.comparingLong(Line::at)).orElse(null);
    boolean inDevice = device.contains(first);
    debug.clear();
    device.clear();
    if (first == null) {
      return;
    }
    String l = first.text().get(0);
    String half = l.substring(0, 20 + rng.nextInt(Math.max(1, l.length() * 3 / 5 - 20)));
    (inDevice ? device : debug).add(new Line(first.at(), List.of(half)));
  }

  private static boolean printed(SimJob job, EventType type) {
    return job.procs.stream().flatMap(p -> p.events.stream()).anyMatch(e -> e.type() == type);
  }

  private static List<Integer> missingRanks(SimJob job) {
    return job.roots.stream().map(r -> r.rank).sorted().toList();
  }

  /** The lines in time order, cut into {@code files} files named after their first line's time. */
  private static void writeRotated(Path dir, String prefix, List<Line> lines, int files) throws IOException {
    List<Line> sorted = new ArrayList<>(lines);
    sorted.sort(Comparator.comparingLong(Line::at));
    int per = Math.max(1, (sorted.size() + files - 1) / files);
    for (int i = 0; i < sorted.size(); i += per) {
      List<Line> part = sorted.subList(i, Math.min(sorted.size(), i + per));
      List<String> text = new ArrayList<>();
      part.forEach(l -> text.addAll(l.text()));
      write(dir.resolve(prefix + "_" + PlogLines.fileStamp(part.get(0).at() - 1_000) + ".log"), text);
    }
  }

  private static void write(Path file, List<String> lines) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
  }
}
