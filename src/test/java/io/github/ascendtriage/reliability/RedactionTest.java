package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.cli.Main;
import io.github.ascendtriage.internal.output.JsonReport;
import io.github.ascendtriage.internal.output.Redactor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With {@code --redact} (or {@code Builder.redact(true)}) nothing that names a person or a machine
 * survives in any field of the output, while the tokens that make the answer useful do. Each secret
 * is first shown to be in the output without redaction, so the test cannot pass by accident.
 */
class RedactionTest {
  static final ObjectMapper JSON = new ObjectMapper();

  static final List<String> SECRETS =
      List.of(
          "198.51.100.23", "203.0.113.200", "2001:db8:4:2::17", "fe80::1c2:3ff:fe4d:5e6f",
          "2001:0db8:0000:0000:0000:ff00:0042:8329", "li.wei@example.org", "liwei", "gpu-node-17",
          "npu-a3.sz.example.cn", "trainbox09", "opsuser", "headnode3");

  /**
   * In pasted text or a stream there is no folder per host, so a bare host name like {@code
   * gpu-node-17} cannot be recognised; the tree test covers it.
   */
  static final List<String> TEXT_SECRETS = SECRETS.stream().filter(s -> !s.equals("gpu-node-17")).toList();

  /** Matching tokens that must stay: a CANN code, a PTA code, a port, a function, an HCCL return code. */
  static final List<String> KEPT = List.of("EJ0003", "ERR02200", "60009", "HcclGetRootInfo");

  static final String LOG =
      String.join(
          "\n",
          "[ERROR] 2026-04-02-10:11:12 (PID:5120, Device:2, RankID:2) ERR02200 DIST call hccl api failed. owner li.wei@example.org host: trainbox09",
          "RuntimeError: createHCCLComm: HCCL function error: HcclGetRootInfo(&id), error code is 7 /home/liwei/jobs/train.py peer 2001:db8:4:2::17",
          "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already. socket listen on ip[198.51.100.23%eth0] port[60009] master npu-a3.sz.example.cn MASTER_ADDR=headnode3 log gpu-node-17.log",
          "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already. link-local fe80::1c2:3ff:fe4d:5e6f and 2001:0db8:0000:0000:0000:ff00:0042:8329 via opsuser@trainbox09:~$",
          "hccl port 60009 remote 203.0.113.200:60009 timeout",
          "");

  @TempDir Path dir;
  Path tree;

  @BeforeEach
  void tree() throws IOException {
    tree = dir.resolve("job");
    Path log = tree.resolve("gpu-node-17/plog/plog-5120_20260402.log");
    Files.createDirectories(log.getParent());
    Files.writeString(log, LOG);
  }

  static List<String> strings(JsonNode n) {
    List<String> out = new ArrayList<>();
    collect(n, out);
    return out;
  }

  private static void collect(JsonNode n, List<String> out) {
    if (n.isTextual()) {
      out.add(n.asText());
    } else if (n.isNumber()) {
      out.add(n.asText());
    } else {
      for (Iterator<JsonNode> it = n.elements(); it.hasNext(); ) {
        collect(it.next(), out);
      }
    }
  }

  static String cli(String stdin, String... args) {
    io.github.ascendtriage.testing.CliRun r = io.github.ascendtriage.testing.CliRun.of(stdin, args);
    assertTrue(r.code() == Main.MATCHED || r.code() == Main.NOTHING, "exit " + r.code() + ": " + r.err());
    return r.out();
  }

  private static void assertClean(List<String> fields, String where) {
    assertClean(fields, where, SECRETS);
  }

  private static void assertClean(List<String> fields, String where, List<String> secrets) {
    for (String f : fields) {
      for (String s : secrets) {
        assertFalse(f.toLowerCase().contains(s.toLowerCase()), where + ": '" + s + "' survived in: " + f);
      }
    }
  }

  private static void assertKept(String all, String where) {
    for (String k : KEPT) {
      assertTrue(all.contains(k), where + ": lost " + k);
    }
  }

  @Test
  void withoutRedactionTheSecretsAreThere() {
    String plain = cli("", "diagnose", "--format", "json", tree.toString());
    for (String s : SECRETS) {
      assertTrue(plain.contains(s), "the test log must put '" + s + "' in the output: " + plain);
    }
  }

  @Test
  void cliRedactMasksEveryFieldOfTheJsonOutput() throws IOException {
    String red = cli("", "diagnose", "--format", "json", "--redact", tree.toString());
    JsonNode n = JSON.readTree(red);
    assertEquals("ptacase_0043", n.get("matches").get(0).get("caseId").asText());
    assertClean(strings(n), "diagnose --redact");
    assertKept(red, "diagnose --redact");
    assertTrue(red.contains("<ip>") && red.contains("<host>") && red.contains("<user>") && red.contains("<email>"), red);
  }

  @Test
  void builderRedactMasksPastedTextToo() {
    AscendTriage t = AscendTriage.builder().redact(true).build();
    String red = JsonReport.render(t.diagnose(LOG));
    assertClean(strings(readTree(red)), "builder redact", TEXT_SECRETS);
    assertFalse(red.contains("<host>%"), "an IP address must be masked as <ip>: " + red);
    assertKept(red, "builder redact");
  }

  @Test
  void tagRedactMasksEveryLine() {
    String red = cli(LOG, "tag", "--redact");
    assertEquals(LOG.split("\n").length, red.lines().count());
    for (String line : red.lines().toList()) {
      assertClean(strings(readTree(line)), "tag --redact", TEXT_SECRETS);
    }
    assertKept(red, "tag --redact");
  }

  @Test
  void timesMacAddressesAndCppNamesAreNotTakenForAddresses() {
    String s = "2026-04-02-10:11:12.123 mac 00:1a:2b:3c:4d:5e hccl::HcclCommunicator::Init op_base.cc:120";
    assertEquals(s, Redactor.redact(s));
  }

  private static JsonNode readTree(String s) {
    try {
      return JSON.readTree(s);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
