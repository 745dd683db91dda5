package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.ascendtriage.AscendTriage;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * A Jazzer target for {@code serve}'s HTTP handling (issue 40): any bytes sent as a request get a
 * well-formed answer with a status the server means to give, or a closed connection; never a 500
 * and never a hang (the client's side ends its sending, and the server's idle timeout is short).
 * The text {@code PORT} in the data stands for the server's port, so seeds can name a valid Host.
 * A normal build replays the seeds in {@code ServeFuzzTestInputs/httpRequest/}.
 */
class ServeFuzzTest {
  private static final Set<Integer> EXPECTED = Set.of(200, 400, 403, 404, 405, 408, 413, 431, 501, 503);
  private static DiagnoseServer server;

  @BeforeAll
  static void start() throws IOException {
    server = DiagnoseServer.start(AscendTriage.builder().threads(1).build(), InetAddress.getLoopbackAddress(), 0,
        64 * 1024, 2, List.of(), new DiagnoseServer.Limits(300, 20_000, 16, 16));
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @FuzzTest(maxDuration = "10m")
  void httpRequest(byte[] data) throws IOException {
    byte[] request = new String(data, StandardCharsets.ISO_8859_1).replace("PORT", String.valueOf(server.port()))
        .getBytes(StandardCharsets.ISO_8859_1);
    String answer;
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
      s.setSoTimeout(60_000);
      OutputStream out = s.getOutputStream();
      try {
        out.write(request);
        out.flush();
        s.shutdownOutput();
      } catch (IOException answeredEarly) {
        // the server may answer and close before it has read everything
      }
      try {
        answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
      } catch (java.net.SocketException reset) {
        return; // closed after an answer it could not deliver: allowed
      }
    }
    if (answer.isEmpty()) {
      return; // a connection closed without a request line
    }
    assertTrue(answer.startsWith("HTTP/1.1 "), answer);
    int status = Integer.parseInt(answer.substring(9, 12));
    assertTrue(EXPECTED.contains(status), answer);
    assertTrue(answer.contains("\r\nContent-Security-Policy: "), answer);
  }
}
