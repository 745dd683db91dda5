package io.github.ascendtriage.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A headless Chromium driven over the Chrome DevTools protocol (a WebSocket from java.net.http; no
 * driver, no dependency). One page; {@link #eval} runs a script in it and returns its value as JSON.
 * Not thread-safe: one test thread drives it.
 */
public final class Chromium implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** A hang guard for one DevTools command, not a speed check: a page busy with a 50 MB paste on a loaded
   * two-core machine answered after more than a minute (CI run 31, load about 25). */
  private static final int COMMAND_BOUND_S = 180;
  private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://\\S+)");
  private static final List<String> CANDIDATES =
      List.of("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable");

  private final Process process;
  private final Path profile;
  private final WebSocket socket;
  private final AtomicInteger ids = new AtomicInteger();
  private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();

  /** The browser to use: {@code $CHROMIUM}, else the usual install paths; empty when there is none. */
  public static Optional<Path> find() {
    String env = System.getenv("CHROMIUM");
    Stream<String> names = env == null ? CANDIDATES.stream() : Stream.concat(Stream.of(env), CANDIDATES.stream());
    return names.map(Path::of).filter(Files::isExecutable).findFirst();
  }

  /** Starts a headless browser with a fresh profile and attaches to its first page. */
  public static Chromium start(Path binary) throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory("ascend-triage-chromium");
    List<String> cmd = new ArrayList<>(List.of(binary.toString(),
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage", "--remote-debugging-port=0", "--remote-allow-origins=*",
        "--user-data-dir=" + profile, "--window-size=1200,900", "about:blank"));
    Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try {
      URI browser = devToolsUri(p);
      return new Chromium(p, profile, pageSocket(browser));
    } catch (IOException | RuntimeException e) {
      p.destroyForcibly();
      deleteTree(profile);
      throw e;
    }
  }

  private Chromium(Process process, Path profile, URI page) {
    this.process = process;
    this.profile = profile;
    this.socket = HttpClient.newHttpClient().newWebSocketBuilder()
        .buildAsync(page, new Listener()).orTimeout(20, TimeUnit.SECONDS).join();
  }

  /** Reads the browser's DevTools address from its stderr (it prints it once listening). */
  private static URI devToolsUri(Process p) throws IOException {
    CompletableFuture<URI> uri = new CompletableFuture<>();
    Thread t = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
        StringBuilder seen = new StringBuilder();
        for (String line; (line = r.readLine()) != null; ) {
          Matcher m = LISTENING.matcher(line);
          if (m.find()) {
            uri.complete(URI.create(m.group(1)));
          } else if (!uri.isDone() && seen.length() < 4000) {
            seen.append(line).append('\n');
          }
        }
        uri.completeExceptionally(new IOException("chromium ended without a DevTools address:\n" + seen));
      } catch (IOException e) {
        uri.completeExceptionally(e);
      }
    }, "chromium-stderr");
    t.setDaemon(true);
    t.start();
    try {
      return uri.get(30, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IOException("chromium did not start: " + e.getMessage(), e);
    }
  }

  /** The WebSocket of the first page target, from the browser's {@code /json/list}. */
  private static URI pageSocket(URI browser) throws IOException, InterruptedException {
    URI list = URI.create("http://" + browser.getAuthority() + "/json/list");
    HttpClient c = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    for (int i = 0; i < 50; i++) {
      String body = c.send(HttpRequest.newBuilder(list).build(), HttpResponse.BodyHandlers.ofString()).body();
      for (JsonNode t : JSON.readTree(body)) {
        if (t.path("type").asText().equals("page")) {
          return URI.create(t.get("webSocketDebuggerUrl").asText());
        }
      }
      Thread.sleep(100);
    }
    throw new IOException("chromium shows no page target at " + list);
  }

  /** Sends one DevTools command and waits for its result. */
  public JsonNode send(String method, ObjectNode params) {
    int id = ids.incrementAndGet();
    ObjectNode msg = JSON.createObjectNode().put("id", id).put("method", method);
    msg.set("params", params == null ? JSON.createObjectNode() : params);
    CompletableFuture<JsonNode> f = new CompletableFuture<>();
    pending.put(id, f);
    socket.sendText(msg.toString(), true).join();
    JsonNode r = f.orTimeout(COMMAND_BOUND_S, TimeUnit.SECONDS).join();
    if (r.has("error")) {
      throw new IllegalStateException(method + ": " + r.get("error"));
    }
    return r.path("result");
  }

  /** A fresh params object. */
  public static ObjectNode params() {
    return JSON.createObjectNode();
  }

  /** Evaluates {@code expression} in the page (promises awaited) and returns its value. */
  public JsonNode eval(String expression) {
    JsonNode r = send("Runtime.evaluate",
        params().put("expression", expression).put("returnByValue", true).put("awaitPromise", true));
    if (r.has("exceptionDetails")) {
      throw new IllegalStateException("script failed: " + r.get("exceptionDetails"));
    }
    return r.path("result").path("value");
  }

  /** Polls {@code condition} until it is true; fails after {@code seconds}. */
  public void waitFor(String condition, int seconds) throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (!eval("!!(" + condition + ")").asBoolean()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("timed out waiting for: " + condition);
      }
      Thread.sleep(50);
    }
  }

  /** Opens {@code uri} and waits until the page has loaded. */
  public void open(URI uri) throws InterruptedException {
    send("Page.navigate", params().put("url", uri.toString()));
    waitFor("document.readyState === 'complete' && location.href === " + JSON.valueToTree(uri.toString()), 20);
  }

  /** A PNG of the whole page at {@code width} CSS pixels. */
  public byte[] screenshot(int width) {
    int height = eval("document.documentElement.scrollHeight").asInt(900);
    send("Emulation.setDeviceMetricsOverride",
        params().put("width", width).put("height", height).put("deviceScaleFactor", 1).put("mobile", false));
    return Base64.getDecoder().decode(send("Page.captureScreenshot", params().put("format", "png")).get("data").asText());
  }

  /** A JavaScript string literal of {@code s}. */
  public static String literal(String s) {
    return JSON.valueToTree(s).toString();
  }

  @Override
  public void close() throws IOException {
    try {
      socket.sendClose(WebSocket.NORMAL_CLOSURE, "").orTimeout(2, TimeUnit.SECONDS).exceptionally(e -> null).join();
    } finally {
      // Chromium's helpers (zygote, renderers, crash handler) outlive the main process for a
      // moment and keep writing into the profile: end them too before deleting it
      List<ProcessHandle> helpers = process.descendants().toList();
      process.destroy();
      try {
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
          process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
        for (ProcessHandle h : helpers) {
          h.destroy();
          try {
            h.onExit().get(5, TimeUnit.SECONDS);
          } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            h.destroyForcibly();
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      try {
        deleteTree(profile);
      } catch (IOException e) {
        // Chromium's helper processes may still write into the profile while they exit; it is a
        // temporary folder, so a failed clean-up must not fail the test that used it
      }
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    for (int attempt = 1; ; attempt++) {
      try (Stream<Path> s = Files.walk(dir)) {
        for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(p);
        }
        return;
      } catch (java.nio.file.NoSuchFileException gone) {
        return; // nothing (more) to delete
      } catch (java.nio.file.DirectoryNotEmptyException late) {
        if (attempt == 5) {
          throw late; // something still writes into it
        }
        try {
          Thread.sleep(200); // a file written while the tree was walked: walk again
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw late;
        }
      }
    }
  }

  private final class Listener implements WebSocket.Listener {
    private final StringBuilder partial = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        try {
          JsonNode msg = JSON.readTree(partial.toString());
          CompletableFuture<JsonNode> f = msg.has("id") ? pending.remove(msg.get("id").asInt()) : null;
          if (f != null) {
            f.complete(msg);
          }
        } catch (IOException e) {
          pending.values().forEach(f -> f.completeExceptionally(e));
        }
        partial.setLength(0);
      }
      ws.request(1);
      return null;
    }

    @Override
    public void onError(WebSocket ws, Throwable error) {
      pending.values().forEach(f -> f.completeExceptionally(error));
    }
  }
}
