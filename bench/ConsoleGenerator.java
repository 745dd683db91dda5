import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * A console log of a training or serving job (no plog header on any line, so every line is read in
 * full): Python logging, vLLM and torchrun prefixes, {@code [rankN]:} lines, training progress,
 * random words and numbers, a setting or address now and then, and one failure at the end. For the
 * launcher's JIT choice by input kind (issue 40 item 10): {@code java bench/ConsoleGenerator.java
 * OUT MB [SEED]}.
 */
public final class ConsoleGenerator {
  private static final String[] WORDS = {"model", "layer", "tensor", "shard", "batch", "cache", "token", "weight",
      "rank", "device", "stream", "graph", "kernel", "queue", "worker", "engine", "block", "prefill", "decode",
      "scheduler", "optimizer", "gradient", "checkpoint", "loader", "config", "memory", "allocated", "reserved"};
  private static final String[] FILES = {"worker.py", "model_runner.py", "engine.py", "scheduler.py", "train.py",
      "distributed.py", "loader.py", "utils.py"};

  public static void main(String[] args) throws IOException {
    Path out = Path.of(args[0]);
    long bytes = Long.parseLong(args[1]) << 20;
    Random r = new Random(args.length > 2 ? Long.parseLong(args[2]) : 4010L);
    long written = 0;
    int step = 0;
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      while (written < bytes) {
        String line = line(r, step++);
        w.write(line);
        w.write('\n');
        written += line.length() + 1;
      }
      String[] tail = {
          "[rank3]: Traceback (most recent call last):",
          "[rank3]:   File \"train.py\", line 212, in <module>",
          "[rank3]: RuntimeError: HCCL function error: hcclCommInitRootInfo, error code is 7",
          "[rank3]: [ERROR] 2026-12-04-10:11:12 (PID:4242, Device:3, RankID:3) ERR02200 DIST call hccl api failed.",
          "E1204 10:11:13.000000 4242 torch/distributed/elastic/multiprocessing/api.py:702] failed (exitcode: 1)"};
      for (String t : tail) {
        w.write(t);
        w.write('\n');
      }
    }
  }

  private static String line(Random r, int step) {
    String ts = String.format("2026-12-04 %02d:%02d:%02d,%03d", 10 + step / 3_600_000 % 10, step / 60_000 % 60,
        step / 1000 % 60, step % 1000);
    switch (r.nextInt(6)) {
      case 0:
        return ts + " - INFO - " + words(r, 6 + r.nextInt(8));
      case 1:
        return "INFO 12-04 10:" + two(r.nextInt(60)) + ":" + two(r.nextInt(60)) + " [" + FILES[r.nextInt(FILES.length)]
            + ":" + r.nextInt(900) + "] " + words(r, 4 + r.nextInt(8)) + " " + r.nextInt(100_000);
      case 2:
        return "[rank" + r.nextInt(16) + "]: " + words(r, 5 + r.nextInt(6));
      case 3:
        return "Epoch " + r.nextInt(10) + " step " + step + "/1000000 loss=" + String.format("%.4f", r.nextDouble() * 4)
            + " lr=" + String.format("%.2e", r.nextDouble() / 1000) + " grad_norm=" + String.format("%.3f", r.nextDouble());
      case 4:
        return ts + " - WARNING - " + words(r, 3 + r.nextInt(5)) + " " + r.nextInt(1 << 20) + " bytes";
      default:
        return r.nextInt(20) == 0 ? "HCCL_CONNECT_TIMEOUT=" + (120 + r.nextInt(1800)) + " MASTER_ADDR=10.0."
            + r.nextInt(256) + "." + r.nextInt(256) + " MASTER_PORT=" + (20000 + r.nextInt(40000))
            : words(r, 8 + r.nextInt(10));
    }
  }

  private static String words(Random r, int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append(i == 0 ? "" : " ").append(WORDS[r.nextInt(WORDS.length)]);
      if (r.nextInt(5) == 0) {
        b.append(' ').append(r.nextInt(10_000));
      }
    }
    return b.toString();
  }

  private static String two(int v) {
    return v < 10 ? "0" + v : Integer.toString(v);
  }
}
