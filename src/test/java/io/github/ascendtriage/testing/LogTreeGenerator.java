package io.github.ascendtriage.testing;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.zip.GZIPOutputStream;

/**
 * Writes a deterministic multi-host log tree in the layout ascend-fd collects: {@code
 * worker-H/process_log/{run,debug}/plog/plog-<pid>_<ts>.log} (debug logs rotated, older parts
 * optionally gzip-compressed), {@code worker-H/rank-R.txt} console logs and {@code
 * worker-H/environment_check/npu_info_before.txt}. One rank fails on its own (its host listening
 * port is taken); every other rank only times out waiting for it. Same spec, same bytes.
 *
 * <p>Not thread-safe; stateless between calls.
 */
public final class LogTreeGenerator {

  /**
   * What to generate.
   *
   * @param hosts number of hosts ({@code worker-0} ...)
   * @param ranksPerHost ranks (one per device) on each host
   * @param faultyRank the global rank that fails on its own
   * @param noiseBytesPerRank roughly how many bytes of ordinary plog lines each rank writes
   * @param rotateBytes a debug plog part is closed after this many bytes (rotation)
   * @param gzipOlderParts gzip every rotated part except the last
   * @param locator whether a waiting rank's plog names the faulty node (Cluster Exception
   *     Location); the faulty rank's own error then comes late and an unrelated device error on
   *     another rank comes first, so only the locator points to the right node
   * @param seed the random seed for the noise
   */
  public record Spec(
      int hosts,
      int ranksPerHost,
      int faultyRank,
      long noiseBytesPerRank,
      long rotateBytes,
      boolean gzipOlderParts,
      boolean locator,
      long seed) {

    /** 8 ranks on 2 hosts, rank 5 (worker-1, device 1) at fault, a little noise. */
    public static Spec small() {
      return new Spec(2, 4, 5, 64 * 1024, 32 * 1024, true, false, 42L);
    }
  }

  private LogTreeGenerator() {}

  /** The host folder of a rank. */
  public static String hostOf(Spec s, int rank) {
    return "worker-" + rank / s.ranksPerHost();
  }

  /** The device of a rank. */
  public static int deviceOf(Spec s, int rank) {
    return rank % s.ranksPerHost();
  }

  static int pid(int rank) {
    return 20_000 + rank * 137;
  }

  static String hostIp(int host) {
    return "10.50." + host + ".1";
  }

  /** Writes the tree under {@code root} (created if missing); returns the bytes written. */
  public static long generate(Path root, Spec s) throws IOException {
    long total = 0;
    int world = s.hosts() * s.ranksPerHost();
    for (int h = 0; h < s.hosts(); h++) {
      Path host = root.resolve("worker-" + h);
      total += npuInfo(host.resolve("environment_check/npu_info_before.txt"), s, h);
    }
    for (int r = 0; r < world; r++) {
      total += runLog(root, s, r, world);
      total += debugLog(root, s, r);
      total += console(root, s, r);
    }
    return total;
  }

  private static long npuInfo(Path file, Spec s, int h) throws IOException {
    StringBuilder b = new StringBuilder();
    for (int d = 0; d < s.ranksPerHost(); d++) {
      b.append("/usr/local/Ascend/driver/tools/hccn_tool -i ").append(d).append(" -ip -g\n");
      b.append("ipaddr:10.51.").append(h).append('.').append(10 + d).append('\n');
      b.append("netmask:255.255.255.0\n");
      b.append("/usr/local/Ascend/driver/tools/hccn_tool -i ").append(d).append(" -net_health -g\n");
      b.append("net health status: Success\n");
      b.append("/usr/local/Ascend/driver/tools/hccn_tool -i ").append(d).append(" -link -g\n");
      b.append("link status: UP\n");
    }
    return write(file, b.toString());
  }

  private static long runLog(Path root, Spec s, int r, int world) throws IOException {
    int h = r / s.ranksPerHost();
    int d = deviceOf(s, r);
    int pid = pid(r);
    String head = "[INFO] HCCL(" + pid + ",python3):2026-09-01-08:00:0" + (r % 10) + ".100.000 ";
    String text =
        head + "[externalinput.cc:598] [" + pid + "][HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s\n"
            + head + "[op_base.cc:412] [" + pid + "]Entry-HcclCommInitRootInfoInner:ranks[" + world + "], rank[" + r
            + "], rootinfo: host ip[" + hostIp(0) + "] port[60000] nicDeploy[1] identifier[" + hostIp(0)
            + "%enp_60000_0_1], deviceLogicId[" + d + "]\n"
            + head + "[comm_base.cc:88] [" + pid + "][LocalRank Key Info]userRank[" + r + "] hostIp[" + hostIp(h)
            + "] devicePhyId[" + d + "]\n";
    return write(
        root.resolve("worker-" + h + "/process_log/run/plog/plog-" + pid + "_20260901080000" + String.format("%03d", r) + ".log"),
        text);
  }

  private static long debugLog(Path root, Spec s, int r) throws IOException {
    int h = r / s.ranksPerHost();
    int d = deviceOf(s, r);
    int pid = pid(r);
    Path dir = root.resolve("worker-" + h + "/process_log/debug/plog");
    Files.createDirectories(dir);
    Random rnd = new Random(s.seed() * 31 + r);
    long written = 0;
    int part = 0;
    long micros = 8L * 3600 * 1_000_000; // 08:00:00
    StringBuilder line = new StringBuilder(256);
    while (written < s.noiseBytesPerRank() || part == 0) {
      boolean last = written + s.rotateBytes() >= s.noiseBytesPerRank();
      boolean gz = s.gzipOlderParts() && !last;
      String name = "plog-" + pid + "_2026090108" + String.format("%07d", part) + ".log" + (gz ? ".gz" : "");
      long inPart = 0;
      try (Writer w = open(dir.resolve(name), gz)) {
        while (inPart < s.rotateBytes() && written + inPart < s.noiseBytesPerRank()) {
          micros += 50 + rnd.nextInt(200); // stays within 08:0x for any size used in tests
          line.setLength(0);
          noise(line, rnd, pid, d, r, micros);
          w.write(line.toString());
          inPart += line.length();
        }
        if (last) {
          inPart += errors(w, s, r, h, d, pid);
        }
      }
      written += inPart;
      part++;
      if (last) {
        break;
      }
    }
    return written;
  }

  private static void noise(StringBuilder b, Random rnd, int pid, int d, int r, long micros) {
    int kind = rnd.nextInt(4);
    String level = kind == 3 ? "DEBUG" : "INFO";
    String module = kind == 0 ? "HCCL" : kind == 1 ? "RUNTIME" : kind == 2 ? "GE" : "RUNTIME";
    b.append('[').append(level).append("] ").append(module).append('(').append(pid).append(",python3):");
    time(b, micros);
    switch (kind) {
      case 0 -> b.append(" [op_base.cc:1520] [").append(pid + 3).append("]Entry-HcclAllReduce: tag[AllReduce_")
          .append(r % 2).append("], count[").append(1 + rnd.nextInt(1 << 20)).append("], dataType[float32], op[sum], localRank[")
          .append(d).append("], streamId[").append(rnd.nextInt(16)).append("], deviceLogicId[").append(d).append(']');
      case 1 -> b.append(" [stream.cc:987]").append(pid + 1).append(" Synchronize: stream_id=").append(rnd.nextInt(64))
          .append(", task_id=").append(rnd.nextInt(100_000)).append(" done");
      case 2 -> b.append(" [graph_manager.cc:2201]").append(pid + 2).append(" RunGraph: graph_id=").append(rnd.nextInt(40))
          .append(", iteration=").append(rnd.nextInt(1_000_000));
      default -> b.append(" [npu_driver.cc:311]").append(pid).append(" memory pool: used=").append(rnd.nextInt(65536))
          .append("MB, peak=").append(rnd.nextInt(65536)).append("MB");
    }
    b.append('\n');
  }

  /** plog time: 2026-09-01-HH:MM:SS.mmm.uuu for micros since midnight. */
  private static void time(StringBuilder b, long micros) {
    long s = micros / 1_000_000;
    b.append("2026-09-01-");
    two(b, (int) (s / 3600 % 24)).append(':');
    two(b, (int) (s / 60 % 60)).append(':');
    two(b, (int) (s % 60)).append('.');
    long us = micros % 1_000_000;
    three(b, (int) (us / 1000)).append('.');
    three(b, (int) (us % 1000));
  }

  private static StringBuilder two(StringBuilder b, int v) {
    return b.append((char) ('0' + v / 10)).append((char) ('0' + v % 10));
  }

  private static StringBuilder three(StringBuilder b, int v) {
    return b.append((char) ('0' + v / 100)).append((char) ('0' + v / 10 % 10)).append((char) ('0' + v % 10));
  }

  private static long errors(Writer w, Spec s, int r, int h, int d, int pid) throws IOException {
    StringBuilder b = new StringBuilder();
    String hccl = "[ERROR] HCCL(" + pid + ",python3):2026-09-01-";
    if (r == s.faultyRank()) {
      String t = s.locator() ? "08:13:30" : "08:10:00";
      b.append(hccl).append(t).append(".200.000 [hccl_socket_manager.cc:640] [").append(pid + 9)
          .append("]socket type[2], listen on ip[").append(hostIp(h)).append("%enp61s0f3] and specific port[6000")
          .append(d).append("] fail. Please check the port status and whether the port is being used by other process.\n");
      b.append(hccl).append(t).append(".200.500 [op_base.cc:301] [").append(pid + 9).append("][HcclGetRootInfo]call trace: hcclRet -> 7\n");
    } else {
      String t = "08:12:" + two(new StringBuilder(), r % 60);
      b.append(hccl).append(t).append(".000.000 [hccl_socket_manager.cc:791] [").append(pid + 9)
          .append("][Wait][LinkEstablish]wait socket establish timeout, role[1] rank[").append(r).append("] timeout[120 s]\n");
      b.append(hccl).append(t).append(".000.400 [transport_manager.cc:1410] [").append(pid + 9)
          .append("][SetMachinePara]call trace: hcclRet -> 9\n");
      if (s.locator() && r == 0) {
        int fh = s.faultyRank() / s.ranksPerHost();
        b.append(hccl).append("08:13:00.000.000 [heartbeat.cc:1402] [").append(pid + 11)
            .append("][TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:[").append(hostIp(fh)).append('/')
            .append(deviceOf(s, s.faultyRank())).append("], Arrival Time:[Tue Sep 1 08:12:59 2026], Discoverer:[")
            .append(hostIp(h)).append('/').append(d).append("], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited\n");
      }
      if (s.locator() && r == 2) {
        // an unrelated earlier device complaint on another rank: only the locator gets it right
        b.append("[ERROR] RUNTIME(").append(pid).append(",python3):2026-09-01-08:05:00.000.000 [device_error.cc:77]")
            .append(pid).append(" report device error: HBM MULTI BIT ECC ERROR on a spare page (isolated)\n");
      }
    }
    w.write(b.toString());
    return b.length();
  }

  private static long console(Path root, Spec s, int r) throws IOException {
    int h = r / s.ranksPerHost();
    int d = deviceOf(s, r);
    int pid = pid(r);
    String p = "[rank" + r + "]: ";
    StringBuilder b = new StringBuilder();
    b.append(p).append("INFO starting worker on device ").append(d).append('\n');
    for (int i = 0; i < 20; i++) {
      b.append(p).append("step ").append(i).append(" loss 2.").append(100 - i).append('\n');
    }
    if (r == s.faultyRank()) {
      String t = s.locator() ? "08:13:31" : "08:10:01";
      b.append(p).append("Traceback (most recent call last):\n");
      b.append(p).append("  File \"/work/train.py\", line 40, in <module>\n");
      b.append(p).append("RuntimeError: get_root_info:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:91 HCCL function error:")
          .append(" HcclGetRootInfo(&rootInfo), error code is 7\n");
      b.append(p).append("[ERROR] 2026-09-01-").append(t).append(" (PID:").append(pid).append(", Device:").append(d)
          .append(", RankID:").append(r).append(") ERR02200 DIST call hccl api failed.\n");
      b.append(p).append("[PID: ").append(pid).append("] 2026-09-01-").append(t)
          .append(".000.100 Communication_Error_Bind_IP_Port(EI0019): Failed to enable listening for the host network adapter socket.\n");
    } else {
      String t = "08:12:" + two(new StringBuilder(), 5 + r % 50);
      b.append(p).append("RuntimeError: all_reduce:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:120 HCCL function error:")
          .append(" HcclAllReduce(sendbuf, recvbuf, count, type, op, comm, stream), error code is 9\n");
      b.append(p).append("[ERROR] 2026-09-01-").append(t).append(" (PID:").append(pid).append(", Device:").append(d)
          .append(", RankID:").append(r).append(") ERR02200 DIST call hccl api failed.\n");
      b.append(p).append("EI0006: [PID: ").append(pid).append("] 2026-09-01-").append(t)
          .append(".000.200 Getting socket times out. Reason: Remote Rank did not send the data in time.\n");
    }
    return write(root.resolve("worker-" + h + "/rank-" + r + ".txt"), b.toString());
  }

  private static long write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    Files.write(file, bytes);
    return bytes.length;
  }

  private static Writer open(Path file, boolean gzip) throws IOException {
    OutputStream out = Files.newOutputStream(file);
    if (gzip) {
      out = new GZIPOutputStream(out, 1 << 16);
    }
    return new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
  }
}
