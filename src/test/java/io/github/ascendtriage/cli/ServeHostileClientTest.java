package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.internal.input.ArchiveInputTest;
import io.github.ascendtriage.testing.SiteCases;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve} against hostile clients (issue 40, probes 2, 3, 5 and 9), over raw sockets so each
 * probe sends exactly the bytes an attacker would. Every probe is bounded by the server's own
 * bounds (an idle timeout of half a second, a connection lifetime of 20 s, the size bound), not by
 * a timed assertion; the sockets' read timeout of 60 s only turns a regression into a failure
 * instead of a hang, and each test is ended after five minutes whatever it waits for.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ServeHostileClientTest {
  private static final String LINE =
      "EJ0003: [PID: 88] 2026-05-06-07:08:09.010.011 Failed to bind the IP port. Reason: The IP address and port have been bound already.\n";
  private static DiagnoseServer server;
  private static int port;

  @BeforeAll
  static void start() throws IOException {
    server = DiagnoseServer.start(AscendTriage.builder().build(), InetAddress.getLoopbackAddress(), 0, 1 << 20, 2,
        List.of(), new DiagnoseServer.Limits(500, 20_000, 16, 6));
    port = server.uri().getPort();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static Socket open() throws IOException {
    Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
    s.setSoTimeout(60_000);
    return s;
  }

  private static String request(String head, byte[] body) throws IOException {
    try (Socket s = open()) {
      OutputStream out = s.getOutputStream();
      out.write(head.getBytes(StandardCharsets.ISO_8859_1));
      out.write(body);
      out.flush();
      return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static String post(String extraFields, byte[] body) throws IOException {
    return request("POST /api/diagnose HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n" + extraFields
        + "Content-Length: " + body.length + "\r\n\r\n", body);
  }

  private static int status(String response) {
    assertTrue(response.startsWith("HTTP/1.1 "), "no answer: '" + response + "'");
    return Integer.parseInt(response.substring(9, 12));
  }

  @Test
  void unfinishedRequestsDoNotBlockOtherClientsAndAreClosedWhenIdle() throws IOException {
    List<Socket> slow = new ArrayList<>();
    try {
      for (int i = 0; i < 4; i++) { // more than the two diagnosis slots
        Socket s = open();
        String head = i % 2 == 0 ? "POST /api/diagnose HTTP/1.1\r\nHost: 127.0.0.1:" + port
            + "\r\nX-Ascend-Triage: 1\r\nContent-Length: 100\r\n\r\nEJ" : "POST /api/diagnose HTTP/1.1\r\nHo";
        s.getOutputStream().write(head.getBytes(StandardCharsets.ISO_8859_1));
        s.getOutputStream().flush();
        slow.add(s);
      }
      String r = post("X-Ascend-Triage: 1\r\n", LINE.getBytes(StandardCharsets.UTF_8));
      assertEquals(200, status(r), r);
      assertTrue(r.contains("ptacase_0043"), r);
      for (Socket s : slow) {
        // the server ends each one after its idle timeout: an answer (408) or the end of the stream
        String answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(answer.isEmpty() || status(answer) == 408, answer);
      }
    } finally {
      for (Socket s : slow) {
        s.close();
      }
    }
  }

  @Test
  void aChunkedBodyWithNoEndIsStoppedAtTheBoundWithA413() throws Exception {
    endlessChunks(port, 1L << 20);
  }

  /** The probe's bound: {@code serve}'s default 32 MiB (the probe once read ~517 MiB before a reset). */
  @Test
  void aChunkedBodyWithNoEndIsStoppedAtTheDefaultBound() throws Exception {
    DiagnoseServer standard = DiagnoseServer.start(AscendTriage.builder().build(), InetAddress.getLoopbackAddress(), 0,
        DiagnoseServer.DEFAULT_MAX_BYTES, 1);
    try {
      endlessChunks(standard.port(), DiagnoseServer.DEFAULT_MAX_BYTES);
    } finally {
      standard.close();
    }
  }

  /** Sends 16 KiB chunks without end; the server must answer 413 and close within its bound. */
  private static void endlessChunks(int port, long bound) throws Exception {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
      s.setSoTimeout(60_000);
      OutputStream out = s.getOutputStream();
      out.write(("POST /api/diagnose HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nX-Ascend-Triage: 1\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
      AtomicLong sent = new AtomicLong();
      Thread writer = new Thread(() -> {
        byte[] chunk = ("4000\r\n" + "x".repeat(0x4000) + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
        try {
          while (true) {
            out.write(chunk);
            sent.addAndGet(0x4000);
          }
        } catch (IOException closedByTheServer) {
          // the end this probe expects
        }
      });
      writer.setDaemon(true);
      writer.start();
      String r = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(413, status(r), r);
      assertTrue(r.contains("more than " + (bound >> 20) + " MiB"), r);
      s.close();
      writer.join();
      // the bound, what is read after the answer (16 MiB) and what the socket buffers hold
      assertTrue(sent.get() < bound + (16L << 20) + (16L << 20), "sent " + sent.get());
    }
  }

  @Test
  void aBombStoppedAtItsRatioIsAnsweredAfterItsBodyIsRead() throws IOException {
    ByteArrayOutputStream gz = new ByteArrayOutputStream();
    try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
      z.write(LINE.getBytes(StandardCharsets.UTF_8));
      byte[] zeros = new byte[1 << 20];
      java.util.Arrays.fill(zeros, (byte) '0');
      for (int i = 0; i < 200; i++) {
        z.write(zeros);
      }
    }
    byte[] bomb = gz.toByteArray();
    assertTrue(bomb.length < (1 << 20), "the bomb fits the bound: " + bomb.length);
    String r = post("X-Filename: bomb.log.gz\r\n", bomb);
    assertEquals(200, status(r), r);
    assertTrue(r.contains("read stopped"), r);
  }

  /**
   * Probe 4 in {@code serve}: a cut {@code .tar.bz2} upload (the probe's shape, which once gave an
   * empty reply) is answered with the lines before the cut and a warning naming the entry.
   */
  @Test
  void aDamagedArchiveUploadIsAnsweredNamingTheEntry() throws IOException {
    StringBuilder log = new StringBuilder(LINE);
    for (int i = 0; i < 60_000; i++) { // 3 MB: several bzip2 blocks of 900 kB, so the cut leaves whole ones
      log.append("[INFO] step ").append(i).append(" loss ").append((i * 7919L * i) % 1_000_003).append(" tag ")
          .append(Long.toHexString(i * 0x9E3779B97F4A7C15L)).append('\n');
    }
    byte[] whole = ArchiveInputTest.archive("tar.bz2", Map.of("host-a/plog.log", log.toString().getBytes(StandardCharsets.UTF_8)));
    byte[] cut = Arrays.copyOf(whole, whole.length * 3 / 5);
    assertTrue(cut.length < 1 << 20, "within the server's bound: " + cut.length);
    String r = post("X-Filename: logs.tar.bz2\r\n", cut);
    assertEquals(200, status(r), r);
    assertTrue(r.contains("damaged or cut short in entry 'host-a/plog.log'"), r);
    assertTrue(r.contains("ptacase_0043"), "the lines before the cut are read: " + r);
    assertFalse(r.contains("(null)") || r.contains("skipped: null"), r);
  }

  /**
   * Probe 1 in {@code serve --casebase}: a site value class that passes the shape check but reads
   * its whole step budget on every value. Four such requests at once (twice the diagnosis slots),
   * each with 5,000 lines whose values all spend the budget, are all answered, and so is a normal
   * request sent beside them; each answer names the class that gave up.
   */
  @Test
  void aSiteClassThatSpendsItsBudgetCannotTakeTheServerDown(@TempDir Path site) throws Exception {
    Files.writeString(site.resolve("knowledge.json"), "{\"valueClasses\": [{\"name\": \"slowname\","
        + " \"pattern\": \"[a-z]{0,64}[a-z]{0,64}[a-z]{0,64}[a-z]{0,64}!\", \"maxLength\": 256, \"doc\": \"a slow name\"}],"
        + " \"placeholders\": [{\"name\": \"fn\", \"from\": \"function\", \"doc\": \"the function\", \"class\": \"slowname\"}]}");
    Files.writeString(site.resolve("probe.json"), SiteCases.probe("slow", "echo {fn}"));
    DiagnoseServer sited = DiagnoseServer.start(AscendTriage.builder().addCaseDirectory(site).build(),
        InetAddress.getLoopbackAddress(), 0, 4 << 20, 2, List.of(), new DiagnoseServer.Limits(30_000, 120_000, 16, 16));
    StringBuilder b = new StringBuilder();
    Random r = new Random(40);
    for (int i = 0; i < 5_000; i++) {
      b.append("[ERROR] HCCL(1,python3):2026-10-21-05:31:08.702.115 [FUNC:");
      for (int j = 0; j < 120; j++) {
        b.append((char) ('a' + r.nextInt(26)));
      }
      b.append("][FILE:op_base.cc][LINE:301] EJ0003: Failed to bind the IP port. zzslowprobe\n");
    }
    byte[] hostile = b.toString().getBytes(StandardCharsets.UTF_8);
    try {
      List<CompletableFuture<String>> answers = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        answers.add(CompletableFuture.supplyAsync(() -> postTo(sited.port(), hostile)));
      }
      String normal = postTo(sited.port(), LINE.getBytes(StandardCharsets.UTF_8));
      assertEquals(200, status(normal), normal);
      assertTrue(normal.contains("ptacase_0043"), normal);
      for (var a : answers) {
        String answer = a.get();
        assertEquals(200, status(answer), answer);
        assertTrue(answer.contains("site-slow-probe") && answer.contains("gave up after"), answer);
      }
    } finally {
      sited.close();
    }
  }

  private static String postTo(int port, byte[] body) {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
      s.setSoTimeout(60_000);
      s.getOutputStream().write(("POST /api/diagnose HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nX-Ascend-Triage: 1\r\n"
          + "Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
      s.getOutputStream().write(body);
      return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Its own server, whose idle timeout (a minute) cannot end the held connections while the test
   * opens them, however loaded the machine: they end when the test closes them.
   */
  @Test
  void connectionsOfOneAddressAreBounded() throws IOException {
    DiagnoseServer patient = DiagnoseServer.start(AscendTriage.builder().build(), InetAddress.getLoopbackAddress(), 0,
        1 << 20, 1, List.of(), new DiagnoseServer.Limits(60_000, 120_000, 16, 6));
    List<Socket> held = new ArrayList<>();
    try {
      for (int i = 0; i < 6; i++) {
        Socket s = new Socket(InetAddress.getLoopbackAddress(), patient.port());
        s.setSoTimeout(60_000);
        held.add(s);
        s.getOutputStream().write("GET / HTTP/1.1\r\n".getBytes(StandardCharsets.ISO_8859_1));
        s.getOutputStream().flush();
      }
      try (Socket seventh = new Socket(InetAddress.getLoopbackAddress(), patient.port())) {
        seventh.setSoTimeout(60_000);
        String refused = new String(seventh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(503, status(refused), refused);
        assertTrue(refused.contains("this address has 6 connections open"), refused);
      }
    } finally {
      for (Socket s : held) {
        s.close();
      }
      patient.close();
    }
  }

  @Test
  void anotherHostOrOriginIsRefused() throws IOException {
    String evilHost = request("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n", new byte[0]);
    assertEquals(403, status(evilHost), evilHost);
    String wrongPort = request("GET / HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n", new byte[0]);
    assertEquals(403, status(wrongPort), wrongPort);
    String noHost = request("GET / HTTP/1.1\r\n\r\n", new byte[0]);
    assertEquals(403, status(noHost), noHost);
    String evilOrigin = post("Origin: http://evil.example\r\nX-Ascend-Triage: 1\r\n", LINE.getBytes(StandardCharsets.UTF_8));
    assertEquals(403, status(evilOrigin), evilOrigin);
    String sameOrigin = post("Origin: http://localhost:" + port + "\r\nX-Ascend-Triage: 1\r\n", LINE.getBytes(StandardCharsets.UTF_8));
    assertEquals(200, status(sameOrigin), sameOrigin);
  }

  /** {@code --allow-host}: a name given for deliberate remote use is answered, with its Origin; others still are not. */
  @Test
  void aNameGivenWithAllowHostIsAnswered() throws IOException {
    DiagnoseServer named = DiagnoseServer.start(AscendTriage.builder().build(), InetAddress.getLoopbackAddress(), 0, 1 << 20, 1,
        List.of("Triage.Example"), new DiagnoseServer.Limits(500, 20_000, 16, 6));
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), named.port())) {
      s.setSoTimeout(60_000);
      byte[] body = LINE.getBytes(StandardCharsets.UTF_8);
      s.getOutputStream().write(("POST /api/diagnose HTTP/1.1\r\nHost: triage.example:" + named.port()
          + "\r\nOrigin: http://triage.example:" + named.port() + "\r\nX-Ascend-Triage: 1\r\nContent-Length: "
          + body.length + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
      s.getOutputStream().write(body);
      String r = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(200, status(r), r);
    } finally {
      named.close();
    }
    assertEquals(403, status(request("GET / HTTP/1.1\r\nHost: triage.example:" + port + "\r\n\r\n", new byte[0])),
        "a server without the name still refuses it");
  }

  @Test
  void aPostACrossSitePageCouldSendIsRefused() throws IOException {
    byte[] body = LINE.getBytes(StandardCharsets.UTF_8);
    for (String type : List.of("", "Content-Type: text/plain\r\n", "Content-Type: application/x-www-form-urlencoded\r\n",
        "Content-Type: multipart/form-data; boundary=x\r\n", "Content-Type: TEXT/PLAIN; charset=utf-8\r\n")) {
      String r = post(type, body);
      assertEquals(403, status(r), type + r);
    }
    assertEquals(200, status(post("Content-Type: text/plain\r\nX-Ascend-Triage: 1\r\n", body)));
    assertEquals(200, status(post("Content-Type: application/octet-stream\r\n", body)));
  }

  @Test
  void aMalformedRequestGetsA400NotAStackTrace() throws IOException {
    for (String head : List.of("GARBAGE\r\n\r\n", "GET / HTTP/1.1\r\n: no name\r\n\r\n",
        "POST /api/diagnose HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nX-Ascend-Triage: 1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")) {
      String r = request(head, new byte[0]);
      assertEquals(400, status(r), head + r);
      assertTrue(r.contains("\"error\""), r);
    }
    String huge = request("GET /" + "a".repeat(20_000) + " HTTP/1.1\r\n\r\n", new byte[0]);
    assertEquals(431, status(huge), huge);
  }
}
