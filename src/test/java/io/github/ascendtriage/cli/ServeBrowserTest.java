package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.testing.Chromium;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The serve page in a real headless Chromium (Debian's package; .ci/run installs it): paste a
 * corpus sample, press Diagnose, read the case and the filled command off the page; an empty and a
 * 50 MB paste show their messages; log text cannot inject markup. Skips, saying why, when no
 * Chromium is installed. The screenshot goes to target/serve.png, and to docs/serve.png (the
 * README's) with {@code -Dserve.screenshot=docs}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ServeBrowserTest {
  /**
   * How long a paste may take before the page counts as hung: a bound against a hang, not a speed
   * measure (the 50 MB paste takes seconds on an idle machine and over 40 s on a loaded 2-core one).
   */
  private static final int ANSWER_BOUND_S = 180;

  private static DiagnoseServer server;
  private static Chromium browser;

  @BeforeAll
  static void start() throws Exception {
    Optional<Path> binary = Chromium.find();
    String why = "no Chromium found (looked at $CHROMIUM, /usr/bin/chromium, chromium-browser, google-chrome):"
        + " skipping the browser test; apt-get install -y chromium to run it";
    if (binary.isEmpty()) {
      // the skip's reason lands in the surefire report only; say it where the build is watched too
      System.err.println("ServeBrowserTest: " + why);
    }
    Assumptions.assumeTrue(binary.isPresent(), why);
    server = DiagnoseServer.start(AscendTriage.builder().build(), InetAddress.getLoopbackAddress(), 0,
        DiagnoseServer.DEFAULT_MAX_BYTES, 2);
    browser = Chromium.start(binary.get());
  }

  @AfterAll
  static void stop() throws Exception {
    if (browser != null) {
      browser.close();
    }
    if (server != null) {
      server.close();
    }
  }

  private static void paste(String jsValue) throws InterruptedException {
    browser.open(server.uri());
    browser.eval("document.getElementById('trace').value = " + jsValue + "; true");
    browser.eval("document.getElementById('diagnose').click(); true");
    browser.waitFor("document.getElementById('busy').hidden"
        + " && (!document.getElementById('result').hidden || !document.getElementById('message').hidden)", ANSWER_BOUND_S);
  }

  @Test
  @Order(6)
  void theChineseReportShowsTheLayerCaseReasonsAndFixInChinese() throws Exception {
    java.util.Properties words = new java.util.Properties();
    try (var in = ServeBrowserTest.class.getResourceAsStream("/io/github/ascendtriage/internal/output/report_zh.properties")) {
      words.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
    }
    String sample = Files.readString(TestPaths.corpus().resolve("ptacase_0043-vllm-console/input.log"));
    browser.open(server.uri());
    browser.eval("document.getElementById('lang').value = 'zh'; true");
    browser.eval("document.getElementById('trace').value = " + Chromium.literal(sample) + "; true");
    browser.eval("document.getElementById('diagnose').click(); true");
    browser.waitFor("document.getElementById('busy').hidden"
        + " && (!document.getElementById('result').hidden || !document.getElementById('message').hidden)", ANSWER_BOUND_S);
    String result = text("result");
    assertTrue(result.contains(words.getProperty("layer.link-setup")), result);
    assertTrue(result.contains(words.getProperty("why.has")), result);
    assertTrue(browser.eval("[...document.querySelectorAll('#result h2')].some(h => h.textContent === "
        + Chromium.literal(words.getProperty("fix").replace("：", "")) + ")").asBoolean(), result);
    assertFalse(result.contains("the log has error code"), result);
  }

  private static String text(String id) {
    return browser.eval("document.getElementById('" + id + "').hidden ? '' : document.getElementById('" + id + "').innerText").asText();
  }

  @Test
  @Order(1)
  void pastedSampleShowsTheCaseAndTheFilledCommand() throws Exception {
    String sample = Files.readString(TestPaths.corpus().resolve("ptacase_0043-vllm-console/input.log"));
    paste(Chromium.literal(sample));
    String result = text("result");
    assertEquals("", text("message"));
    assertTrue(result.contains("ptacase_0043"), result);
    assertTrue(result.contains("LINK-SETUP"), result);
    // the port comes from the log (listen on ... specific port[60001]), filled into the command
    String commands = browser.eval("[...document.querySelectorAll('#result .cmd code')].map(c => c.textContent).join('\\n')").asText();
    assertTrue(commands.contains("ss -ltnp | grep ':60001'"), commands);
    assertTrue(browser.eval("document.querySelectorAll('#result .cmd button.copy').length").asInt() >= 3);
    assertTrue(browser.eval("[...document.querySelectorAll('#result pre.log mark')].some(m => m.textContent.includes('EJ0003'))").asBoolean(),
        "the evidence line is highlighted in the pasted text");
    // as the text report: reasons in words, the sources with the case's library page linked, no generic checks
    assertTrue(result.contains("the log has error code EJ0003"), result);
    assertTrue(browser.eval("[...document.querySelectorAll('#result ul.sources a')].some(a => a.href.endsWith('/caselibrary/detail/ptacase_0043')"
        + " && a.target === '_blank' && a.rel.includes('noopener'))").asBoolean(), result);
    assertFalse(result.contains("Next checks"), "a found case keeps the generic checks out");

    byte[] png = browser.screenshot(1200);
    Path target = TestPaths.repo().resolve("target/serve.png");
    Files.createDirectories(target.getParent());
    Files.write(target, png);
    if ("docs".equals(System.getProperty("serve.screenshot"))) {
      Files.write(TestPaths.repo().resolve("docs/serve.png"), png);
    }
  }

  @Test
  @Order(2)
  void emptyPasteSaysSo() throws Exception {
    paste("'  \\n '");
    assertTrue(text("message").contains("Nothing to diagnose: the paste is empty"), text("message"));
    assertEquals("", text("result"));
  }

  @Test
  @Order(3)
  void fiftyMegabytePasteIsRefusedWithTheLimit() throws Exception {
    long start = System.nanoTime();
    // hidden while it is filled: laying out 50 MB in a textarea costs headless Chromium a minute,
    // and that is the browser's time, not the page's; the page reads the value all the same
    paste("(document.getElementById('trace').style.display = 'none', 'ERROR 03-02 14:10:44 [multiproc_executor.py:527] RuntimeError: HCCL function error, a long paste\\n'.repeat(50 * 1024 * 1024 / 80))");
    String message = text("message");
    assertTrue(message.contains("Too large") && message.contains("32 MiB"), message);
    System.out.printf("50 MB paste refused in %d ms%n", (System.nanoTime() - start) / 1_000_000);
  }

  @Test
  @Order(4)
  void logTextCannotInjectMarkup() throws Exception {
    String sample = Files.readString(TestPaths.corpus().resolve("ptacase_0043-vllm-console/input.log"));
    String hostile = sample.replace("Failed to bind the IP port.",
            "Failed to bind the IP port. <script>window.pwned = 1</script> \"><img src=x onerror=\"window.pwned = 2\">")
        + "<script>window.pwned = 3</script>\n\"><img src=x onerror=window.pwned=4>\n";
    paste(Chromium.literal(hostile));
    assertTrue(text("result").contains("ptacase_0043"));
    assertEquals("undefined", browser.eval("typeof window.pwned").asText());
    assertEquals(0, browser.eval("document.querySelectorAll('#result img, #result script').length").asInt());
    assertTrue(browser.eval("document.getElementById('result').textContent.includes('<script>window.pwned = 1</script>')").asBoolean(),
        "the hostile text is shown as text");
  }

  @Test
  @Order(5)
  void anAnswerWithoutACaseStillShowsAFixSayingWhereEachStepComesFrom() throws Exception {
    String sample = Files.readString(TestPaths.corpus().resolve("code-hccl-result-12/input.log"));
    paste(Chromium.literal(sample));
    String result = text("result");
    assertTrue(result.contains("NETWORK"), result);
    assertTrue(browser.eval("[...document.querySelectorAll('#result h2')].some(h => h.textContent === 'Fix')").asBoolean(), result);
    assertTrue(browser.eval("document.querySelectorAll('#result ol.steps li').length").asInt() >= 3, result);
    assertTrue(result.contains("first step of code hccl-result/12"), result);
    assertTrue(result.contains("check of the layer; source: lesson"), result);
  }

  /**
   * A root outside the input (issue 36): each fix step of the page says where it runs from what the
   * waiters named, as the text report does. The page is given the server's own JSON of such a tree
   * (a paste is one file; the tree's two processes are two), through the fetch it calls.
   */
  @Test
  @Order(7)
  void eachFixStepOfARootOutsideTheInputSaysWhereItRuns(@org.junit.jupiter.api.io.TempDir Path tree) throws Exception {
    io.github.ascendtriage.testing.OutsideRootTree.write(tree);
    String json = io.github.ascendtriage.internal.output.JsonReport.render(AscendTriage.builder().build().diagnose(tree));
    browser.open(server.uri());
    browser.eval("const real = window.fetch; window.fetch = (u, o) => String(u).startsWith('/api/diagnose')"
        + " ? Promise.resolve(new Response(" + Chromium.literal(json) + ", {status: 200, headers: {'Content-Type': 'application/json'}}))"
        + " : real(u, o); true");
    browser.eval("document.getElementById('trace').value = 'x'; document.getElementById('diagnose').click(); true");
    browser.waitFor("document.getElementById('busy').hidden && !document.getElementById('result').hidden", ANSWER_BOUND_S);
    int steps = browser.eval("document.querySelectorAll('#result ol.steps li').length").asInt();
    assertTrue(steps > 0, text("result"));
    String heads = browser.eval("[...document.querySelectorAll('#result ol.steps li')].map(li => (li.querySelector('p.host') || {}).textContent"
        + " || '').join('\\n')").asText();
    assertEquals(steps, heads.lines().filter(l -> l.equals("on the host of " + io.github.ascendtriage.testing.OutsideRootTree.ADDRESS
        + " (not in the input):")).count(), heads);
  }

  /**
   * A fix step with no host while the root has one sets what every rank's process reads
   * (FixSteps.placed, JSON {@code host: null}): the page heads it "on every rank:" and the other
   * steps with the root's host (fixdev15's leftover). The page is given the server's own JSON of a
   * generated two-host tree whose root is on worker-1, with one step changed into such a step
   * ({@code export HCCL_CONNECT_TIMEOUT=600}, host null), through the fetch it calls.
   */
  @Test
  @Order(8)
  void aStepForEveryRankIsHeadedSoAndTheOthersWithTheRootsHost(@org.junit.jupiter.api.io.TempDir Path tree) throws Exception {
    io.github.ascendtriage.testing.LogTreeGenerator.generate(tree, io.github.ascendtriage.testing.LogTreeGenerator.Spec.small());
    com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();
    com.fasterxml.jackson.databind.node.ObjectNode answer = (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(
        io.github.ascendtriage.internal.output.JsonReport.render(AscendTriage.builder().build().diagnose(tree)));
    com.fasterxml.jackson.databind.JsonNode steps = answer.get("remediation");
    assertTrue(steps.size() >= 2 && steps.get(0).path("host").asText().equals("worker-1"), steps.toString());
    com.fasterxml.jackson.databind.node.ObjectNode everyRank = (com.fasterxml.jackson.databind.node.ObjectNode) steps.get(1);
    everyRank.put("command", "export HCCL_CONNECT_TIMEOUT=600");
    everyRank.putNull("host");
    browser.open(server.uri());
    browser.eval("const real = window.fetch; window.fetch = (u, o) => String(u).startsWith('/api/diagnose')"
        + " ? Promise.resolve(new Response(" + Chromium.literal(mapper.writeValueAsString(answer))
        + ", {status: 200, headers: {'Content-Type': 'application/json'}})) : real(u, o); true");
    browser.eval("document.getElementById('trace').value = 'x'; document.getElementById('diagnose').click(); true");
    browser.waitFor("document.getElementById('busy').hidden && !document.getElementById('result').hidden", ANSWER_BOUND_S);
    java.util.List<String> heads = browser.eval("[...document.querySelectorAll('#result ol.steps li')].map(li => (li.querySelector('p.host') || {}).textContent"
        + " || '').join('\\n')").asText().lines().toList();
    assertEquals(steps.size(), heads.size(), heads.toString());
    assertEquals("on every rank:", heads.get(1), heads.toString());
    assertEquals(steps.size() - 1, heads.stream().filter(h -> h.equals("on worker-1:")).count(), heads.toString());
  }
}
