package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ascend-triage serve}: the paste page and the JSON API on a local port, until Ctrl-C. */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = {
      "Serves a page to paste a trace or drop a log file into, and POST /api/diagnose (the --format json answer).",
      "Listens on 127.0.0.1 unless --bind says otherwise; nothing is written to disk. Ctrl-C stops it."
    })
final class ServeCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin TriageOptionsMixin opts;
  @Mixin MatchOptionsMixin match;

  @Option(names = "--port", paramLabel = "N", defaultValue = "8765",
      description = "Port to listen on (default 8765); 0 picks a free one.")
  int port;

  @Option(names = "--bind", paramLabel = "ADDR", defaultValue = "127.0.0.1",
      description = "Address to listen on (default 127.0.0.1). Anything but loopback serves your logs' answers to the network.")
  String bind;

  @Option(names = "--max-request-size", paramLabel = "MiB", defaultValue = "32",
      description = "Largest paste or file accepted, in MiB (default 32).")
  int maxMiB;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "4",
      description = "Requests answered at once (default 4).")
  int threads;

  @Option(names = "--allow-host", paramLabel = "NAME",
      description = "Also answer requests whose Host (and Origin) is NAME, for deliberate use under a name or"
          + " address other than the bound one (repeatable). Without it only the bound address's names are answered.")
  java.util.List<String> allowHosts = new java.util.ArrayList<>();

  /** Counted down when the server is up. */
  final CountDownLatch started = new CountDownLatch(1);
  volatile DiagnoseServer server;
  private final CountDownLatch stop = new CountDownLatch(1);
  private volatile Thread hook;

  @Override
  public Integer call() throws Exception {
    if (port < 0 || port > 65535) {
      throw new ParameterException(spec.commandLine(), "--port must be 0..65535, was " + port);
    }
    if (maxMiB < 1 || maxMiB > 4096) {
      throw new ParameterException(spec.commandLine(), "--max-request-size must be 1..4096 MiB, was " + maxMiB);
    }
    if (threads < 1 || threads > 64) {
      throw new ParameterException(spec.commandLine(), "--threads must be 1..64, was " + threads);
    }
    InetAddress address = InetAddress.getByName(bind);
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (!address.isLoopbackAddress()) {
      err.println("ascend-triage: warning: serving on " + bind + ", beyond this machine: anyone who can reach"
          + " it can submit logs and read the answers; there is no authentication."
          + (allowHosts.isEmpty() ? " Requests are answered only when their Host names this server: add --allow-host"
              + " NAME for each name or address clients use." : ""));
      err.flush();
    }
    AscendTriage triage = opts.options.build(match.options, err); // said once, at start
    for (String h : allowHosts) {
      if (!h.matches("[A-Za-z0-9.-]{1,253}|\\[[0-9A-Fa-f:.]{2,45}]")) {
        throw new ParameterException(spec.commandLine(), "--allow-host takes a host name or an address ([::1] for IPv6), was '"
            + HttpHead.clip(h) + "'");
      }
    }
    DiagnoseServer s = DiagnoseServer.start(triage, address, port, (long) maxMiB << 20, threads, allowHosts,
        DiagnoseServer.Limits.DEFAULT);
    server = s;
    hook = new Thread(() -> {
      s.close();
      out.println("ascend-triage: stopped");
      out.flush();
      stop.countDown();
    }, "ascend-triage-serve-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    out.println("ascend-triage serving on " + s.uri() + "  (Ctrl-C stops)");
    out.flush();
    started.countDown();
    try {
      stop.await();
    } catch (InterruptedException e) {
      shutdown(); // run in-process (tests, embedders): interrupting the thread stops the server
      out.println("ascend-triage: stopped");
      out.flush();
    }
    return Main.MATCHED;
  }

  /** Stops a server started in-process (tests); Ctrl-C does the same through the shutdown hook. */
  void shutdown() {
    DiagnoseServer s = server;
    if (s != null) {
      s.close();
    }
    Thread h = hook;
    if (h != null) {
      try {
        Runtime.getRuntime().removeShutdownHook(h);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running already and does the same
      }
    }
    stop.countDown();
  }
}
