package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.testing.CliRun;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.net.InetAddress;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code POST /api/diagnose} and the static page over plain HTTP: contract, bounds, headers. */
class ServeHttpTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static AscendTriage triage;
  private static DiagnoseServer server;
  private static String sample;

  @BeforeAll
  static void start() throws Exception {
    triage = AscendTriage.builder().build();
    server = DiagnoseServer.start(triage, InetAddress.getLoopbackAddress(), 0, 1 << 20, 3);
    sample = Files.readString(TestPaths.corpus().resolve("ptacase_0043-vllm-console/input.log"));
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static HttpResponse<String> post(HttpRequest.BodyPublisher body, String... headers) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(server.uri().resolve("/api/diagnose")).POST(body)
        .header(DiagnoseHandler.CSRF_FIELD, "1");
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void pasteAnswersExactlyTheJsonOfTheLibraryAndTheCli() throws Exception {
    HttpResponse<String> r = post(HttpRequest.BodyPublishers.ofString(sample), "Content-Type", "text/plain; charset=utf-8");
    assertEquals(200, r.statusCode(), r.body());
    assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
    String library = DiagnosisJson.toJson(triage.diagnose(new ByteArrayInputStream(sample.getBytes(StandardCharsets.UTF_8)), "pasted"));
    assertEquals(library + "\n", r.body());
    // the CLI prints the same document, through the same class, for the same input
    String cli = CliRun.of(sample, "diagnose", "--format", "json", "-").out();
    String viaLibrary = DiagnosisJson.toJson(triage.diagnose(new ByteArrayInputStream(sample.getBytes(StandardCharsets.UTF_8)), "-"));
    assertEquals(viaLibrary + "\n", cli);
    assertTrue(r.body().contains("\"caseId\" : \"ptacase_0043\""));
  }

  @Test
  void theChinesePageGetsTheChineseAnswerAndItsWords() throws Exception {
    HttpRequest req = HttpRequest.newBuilder(server.uri().resolve("/api/diagnose?lang=zh"))
        .POST(HttpRequest.BodyPublishers.ofString(sample)).header(DiagnoseHandler.CSRF_FIELD, "1")
        .header("Content-Type", "text/plain; charset=utf-8").build();
    HttpResponse<String> r = HTTP.send(req, HttpResponse.BodyHandlers.ofString());
    assertEquals(200, r.statusCode(), r.body());
    io.github.ascendtriage.Diagnosis d = triage.diagnose(new ByteArrayInputStream(sample.getBytes(StandardCharsets.UTF_8)), "pasted");
    assertEquals(io.github.ascendtriage.internal.output.JsonReport.render(triage.inChinese(d),
        io.github.ascendtriage.internal.output.Lang.ZH) + "\n", r.body());
    assertTrue(!r.body().equals(DiagnosisJson.toJson(d) + "\n"), "the prose is Chinese");
    HttpResponse<String> words = HTTP.send(HttpRequest.newBuilder(server.uri().resolve(ServeRoutes.WORDS_ZH)).GET().build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(200, words.statusCode());
    com.fasterxml.jackson.databind.JsonNode w = new com.fasterxml.jackson.databind.ObjectMapper().readTree(words.body());
    for (io.github.ascendtriage.Layer l : io.github.ascendtriage.Layer.values()) {
      assertTrue(w.hasNonNull("layer." + l.id()), words.body());
    }
  }

  @Test
  void uploadedGzipFileIsReadUnderItsName() throws Exception {
    ByteArrayOutputStream gz = new ByteArrayOutputStream();
    try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
      z.write(sample.getBytes(StandardCharsets.UTF_8));
    }
    HttpResponse<String> r = post(HttpRequest.BodyPublishers.ofByteArray(gz.toByteArray()),
        "Content-Type", "application/octet-stream", "X-Filename", "worker%2D0%2Fconsole.log.gz");
    assertEquals(200, r.statusCode(), r.body());
    assertTrue(r.body().contains("\"source\" : \"console.log.gz\""), r.body());
    assertTrue(r.body().contains("ptacase_0043"));
  }

  @Test
  void uploadedArchiveOfATreeIsReadAsTheTree() throws Exception {
    java.nio.file.Path tree = io.github.ascendtriage.TestPaths.corpus().resolve("tree-uce-rank5-cascade/input");
    byte[] tgz = io.github.ascendtriage.internal.input.ArchiveInputTest.archive("tar.gz",
        io.github.ascendtriage.internal.input.ArchiveInputTest.files(tree));
    HttpResponse<String> r = post(HttpRequest.BodyPublishers.ofByteArray(tgz),
        "Content-Type", "application/octet-stream", "X-Filename", "logs.tar.gz");
    assertEquals(200, r.statusCode(), r.body());
    com.fasterxml.jackson.databind.JsonNode n = new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.body());
    String expected = DiagnosisJson.toJson(AscendTriage.builder().build().diagnose(tree));
    com.fasterxml.jackson.databind.JsonNode e = new com.fasterxml.jackson.databind.ObjectMapper().readTree(expected);
    assertEquals(e.get("matches"), n.get("matches"));
    assertEquals(e.get("rootCause"), n.get("rootCause"));
    assertEquals(e.get("linesRead"), n.get("linesRead"));
  }

  @Test
  void binaryFileGetsTheLibrarysMessage() throws Exception {
    byte[] bin = new byte[4096];
    bin[10] = 0;
    bin[0] = 'P';
    HttpResponse<String> r = post(HttpRequest.BodyPublishers.ofByteArray(bin), "X-Filename", "logs.zip");
    assertEquals(200, r.statusCode(), r.body());
    assertTrue(r.body().contains("skipped: binary content"), r.body()); // starts with "P", not "PK\\3\\4": no archive
  }

  @Test
  void emptyPasteIsA400WithAClearMessage() throws Exception {
    HttpResponse<String> r = post(HttpRequest.BodyPublishers.ofString(" \n\t\n"), "Content-Type", "text/plain");
    assertEquals(400, r.statusCode());
    assertTrue(r.body().contains("Nothing to diagnose: the paste is empty"), r.body());
    assertEquals(400, post(HttpRequest.BodyPublishers.noBody(), "X-Filename", "a.log").statusCode());
  }

  @Test
  void oversizedBodyIsA413NamingTheLimit() throws Exception {
    byte[] big = new byte[(1 << 20) + 1];
    java.util.Arrays.fill(big, (byte) 'x');
    HttpResponse<String> r = post(HttpRequest.BodyPublishers.ofByteArray(big));
    assertEquals(413, r.statusCode());
    assertTrue(r.body().contains("Too large: the request is 1.0 MiB, over this server's limit of 1 MiB"), r.body());
    // without a Content-Length (chunked), the bound still holds while reading
    InputStream chunked = new SequenceInputStream(new ByteArrayInputStream(big), new ByteArrayInputStream(big));
    r = post(HttpRequest.BodyPublishers.ofInputStream(() -> chunked));
    assertEquals(413, r.statusCode());
    assertTrue(r.body().contains("more than 1 MiB"), r.body());
  }

  @Test
  void everyResponseCarriesTheContentSecurityPolicy() throws Exception {
    for (String path : List.of("/", "/app.js", "/app.css", "/nothing", "/api/diagnose")) {
      HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(server.uri().resolve(path)).build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(HttpAnswer.CSP, r.headers().firstValue("Content-Security-Policy").orElse(""), path);
      assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""), path);
      int expected = path.equals("/nothing") ? 404 : path.startsWith("/api") ? 405 : 200;
      assertEquals(expected, r.statusCode(), path);
    }
    String page = HTTP.send(HttpRequest.newBuilder(server.uri()).build(), HttpResponse.BodyHandlers.ofString()).body();
    assertTrue(!page.contains("<script>") && !page.contains("onclick") && !page.contains("style="), "no inline script or style");
    String js = new String(ServeRoutes.resource("app.js"), StandardCharsets.UTF_8);
    assertTrue(!js.contains("innerHTML") && !js.contains("insertAdjacentHTML") && !js.contains("eval("), "the page never parses text as markup");
  }

  @Test
  void concurrentRequestsAreAllAnswered() throws Exception {
    List<CompletableFuture<HttpResponse<String>>> all = Collections.synchronizedList(new ArrayList<>());
    for (int i = 0; i < 12; i++) {
      all.add(HTTP.sendAsync(HttpRequest.newBuilder(server.uri().resolve("/api/diagnose"))
          .header(DiagnoseHandler.CSRF_FIELD, "1").POST(HttpRequest.BodyPublishers.ofString(sample)).build(), HttpResponse.BodyHandlers.ofString()));
    }
    for (CompletableFuture<HttpResponse<String>> f : all) {
      HttpResponse<String> r = f.join();
      assertEquals(200, r.statusCode());
      assertTrue(r.body().contains("ptacase_0043"));
    }
  }
}
