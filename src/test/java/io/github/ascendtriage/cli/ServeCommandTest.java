package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code ascend-triage serve} as a user starts it: the address it prints, the warning, stopping. */
class ServeCommandTest {
  private static final Pattern URL = Pattern.compile("serving on (http://\\S+)");

  private static URI waitForUrl(ByteArrayOutputStream out) throws InterruptedException {
    for (int i = 0; i < 600; i++) {
      Matcher m = URL.matcher(out.toString(StandardCharsets.UTF_8));
      if (m.find()) {
        return URI.create(m.group(1));
      }
      Thread.sleep(50);
    }
    throw new AssertionError("serve printed no address: " + out);
  }

  @Test
  void loopbackByDefaultAndAWarningWhenBoundWider() throws Exception {
    for (List<String> args : List.of(List.of("serve", "--port", "0"), List.of("serve", "--port", "0", "--bind", "0.0.0.0"))) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int[] code = {-1};
      Thread t = new Thread(() -> code[0] = Main.run(args.toArray(String[]::new), new ByteArrayInputStream(new byte[0]),
          new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
      t.start();
      URI url = waitForUrl(out);
      assertEquals("127.0.0.1", url.getHost(), "the printed address is the loopback one either way");
      HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(url).build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(200, page.statusCode());
      boolean wide = args.contains("--bind");
      assertEquals(wide, err.toString(StandardCharsets.UTF_8).contains("warning: serving on 0.0.0.0"), err.toString(StandardCharsets.UTF_8));
      t.interrupt();
      t.join(10_000);
      assertEquals(0, code[0], err.toString(StandardCharsets.UTF_8));
      assertTrue(out.toString(StandardCharsets.UTF_8).contains("stopped"));
    }
  }

  @Test
  void badFlagsAreRefused() {
    var r = io.github.ascendtriage.testing.CliRun.of("", "serve", "--port", "70000");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("--port must be 0..65535"), r.err());
  }

  @Test
  void aBadAllowHostIsRefusedWithOneLine() {
    var r = io.github.ascendtriage.testing.CliRun.of("", "serve", "--port", "0", "--allow-host", "evil.example/x y");
    assertEquals(Main.ERROR, r.code(), r.out());
    assertTrue(r.err().contains("--allow-host takes a host name or an address"), r.err());
  }

  /** A separate JVM, stopped by SIGTERM as Ctrl-C would stop it: the shutdown hook closes the server. */
  @Test
  void signalStopsItCleanly() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve", "--port", "0")
        .redirectErrorStream(true).start();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      String first = r.readLine();
      Matcher m = URL.matcher(String.valueOf(first));
      assertTrue(m.find(), "first line: " + first);
      assertEquals(200, HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(m.group(1))).build(),
          HttpResponse.BodyHandlers.discarding()).statusCode());
      long t0 = System.nanoTime();
      p.toHandle().destroy(); // SIGTERM, as Ctrl-C or kill would send (Process.destroy would close our pipes too)
      StringBuilder rest = new StringBuilder();
      for (String line; (line = r.readLine()) != null; ) {
        rest.append(line).append('\n');
      }
      assertTrue(p.waitFor(15, TimeUnit.SECONDS), "serve did not stop");
      assertEquals("ascend-triage: stopped\n", rest.toString());
      assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(10));
    } finally {
      p.destroyForcibly();
    }
  }
}
