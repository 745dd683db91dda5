package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.cli.Main;
import io.github.ascendtriage.testing.CliRun;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Issue 40, probe 6: the secret forms of this field, generated at random, are masked by
 * {@code --redact} in every output: {@code diagnose} as text, JSON and Markdown, {@code tag} as
 * JSON and ECS, and the answer of {@code serve --redact}; codes and ports stay. Each form is first
 * shown to reach the JSON output without redaction, so no form passes by being dropped.
 */
class SecretFormsPropertyTest {
  private static final String UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  private static final String LOWER = "abcdefghijklmnopqrstuvwxyz";
  private static final String DIGITS = "0123456789";
  private static final String B64 = UPPER + LOWER + DIGITS + "+/";
  private static final String B64URL = UPPER + LOWER + DIGITS + "-_";

  private static Thread serveThread;
  private static URI serve;

  private static String pick(Random r, String alphabet, int n) {
    StringBuilder b = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      b.append(alphabet.charAt(r.nextInt(alphabet.length())));
    }
    return b.toString();
  }

  /** A value with upper case, lower case and digits, never one that is also a word of the line. */
  private static String mixed(Random r, int n) {
    return pick(r, UPPER, 2) + pick(r, LOWER, 2) + pick(r, DIGITS, 2) + pick(r, UPPER + LOWER + DIGITS, n - 6);
  }

  /** A secret form: the line that carries it, given the generated secret. */
  private record Form(String name, Function<Random, String> secret, Function<String, String> line) {}

  private static final List<Form> FORMS = List.of(
      new Form("HUAWEICLOUD_SDK_AK", r -> pick(r, UPPER + DIGITS, 20), s -> "export HUAWEICLOUD_SDK_AK=" + s),
      new Form("HUAWEICLOUD_SDK_SK", r -> mixed(r, 40), s -> "HUAWEICLOUD_SDK_SK=" + s + " set"),
      new Form("obsutil -i", r -> pick(r, UPPER + DIGITS, 20), s -> "obsutil config -i=" + s + " -k=x -e=obs.example.com"),
      new Form("obsutil -k", r -> mixed(r, 40), s -> "./obsutil config -i=AK -k=" + s + " -e=obs.example.com"),
      new Form("ak=", r -> pick(r, UPPER + DIGITS, 20), s -> "credentials ak=" + s + " region=cn-north-4"),
      new Form("sk=", r -> mixed(r, 40), s -> "cfg sk=" + s),
      new Form("--password", r -> mixed(r, 12), s -> "mysql --password " + s + " --port 3306"),
      new Form("--password=", r -> mixed(r, 12), s -> "run --password=" + s),
      new Form("JWT", r -> "eyJ" + pick(r, B64URL, 30) + ".eyJ" + pick(r, B64URL, 40) + "." + pick(r, B64URL, 43),
          s -> "token in header " + s + " sent"),
      new Form("PEM body line", r -> "MII" + mixed(r, 61).substring(0, 59) + pick(r, B64, 2), s -> s),
      new Form("PEM in one line", r -> mixed(r, 64),
          s -> "key=\"-----BEGIN RSA PRIVATE KEY-----\\n" + s + "\\n-----END RSA PRIVATE KEY-----\""),
      new Form("URL user", r -> pick(r, LOWER, 8), s -> "pip install -i https://" + s + "@mirror.example.com/simple pkg"),
      new Form("URL password", r -> mixed(r, 14), s -> "git clone https://bob:" + s + "@git.example.com/x.git"));

  @BeforeAll
  static void startServe() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
    serveThread = new Thread(() -> Main.run(new String[] {"serve", "--port", "0", "--redact"},
        new ByteArrayInputStream(new byte[0]), ps, ps));
    serveThread.setDaemon(true);
    serveThread.start();
    Pattern url = Pattern.compile("serving on (http://\\S+)");
    for (int i = 0; i < 600 && serve == null; i++) {
      Matcher m = url.matcher(out.toString(StandardCharsets.UTF_8));
      if (m.find()) {
        serve = URI.create(m.group(1));
      } else {
        Thread.sleep(50);
      }
    }
    assertTrue(serve != null, "serve printed no address: " + out);
  }

  @AfterAll
  static void stopServe() throws InterruptedException {
    serveThread.interrupt();
    serveThread.join(10_000);
  }

  private static String served(String body) throws Exception {
    HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(serve.resolve("/api/diagnose"))
        .header("X-Ascend-Triage", "1").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(200, r.statusCode(), r.body());
    return r.body();
  }

  @TestFactory
  List<DynamicTest> everyFormIsMaskedInEveryOutput() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Form f : FORMS) {
      // each form bounded (a hang detector; a timeout on the factory would not cover its tests)
      tests.add(DynamicTest.dynamicTest(f.name(), () -> assertTimeoutPreemptively(Duration.ofMinutes(5), () -> {
        Random r = new Random(f.name().hashCode());
        for (int i = 0; i < 4; i++) {
          String secret = f.secret().apply(r);
          String input = f.line().apply(secret) + " via port 60009 " + Fixtures.FAULT + "\n";
          String plain = CliRun.of(input, "diagnose", "--format", "json", "-").out();
          assertTrue(plain.contains(secret), f.name() + ": without --redact the secret is in the output: " + plain);
          List<String> outputs = new ArrayList<>();
          for (String format : List.of("json", "text", "markdown")) {
            outputs.add(CliRun.of(input, "diagnose", "--redact", "--format", format, "-").out());
          }
          for (String format : List.of("json", "ecs")) {
            outputs.add(CliRun.of(input, "tag", "--redact", "--format", format, "-").out());
          }
          outputs.add(served(input));
          for (String o : outputs) {
            assertFalse(o.contains(secret), f.name() + ": " + secret + " survives in:\n" + o);
            assertTrue(o.contains("EJ0003"), "codes stay: " + o);
          }
          assertTrue(outputs.get(0).contains("<secret>"), outputs.get(0));
          assertTrue(outputs.get(0).contains("60009"), "ports stay: " + outputs.get(0));
        }
      })));
    }
    return tests;
  }
}
