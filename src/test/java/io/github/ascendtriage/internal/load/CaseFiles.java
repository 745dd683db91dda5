package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Builds case files for loader tests: a valid case that each test then breaks in one way. Written
 * into a test's temporary directory, never into casebase/.
 */
final class CaseFiles {
  static final ObjectMapper JSON = new ObjectMapper();

  private CaseFiles() {}

  /** A complete, valid site case keyed on one invented phrase, so it cannot clash with built-ins. */
  static ObjectNode valid(String id) {
    ObjectNode c = JSON.createObjectNode();
    c.put("id", id);
    ObjectNode title = c.putObject("title");
    title.put("en", "Site proxy drops the rendezvous port");
    title.put("zh", "站点代理丢弃了 rendezvous 端口");
    ObjectNode summary = c.putObject("summary");
    summary.put("en", "The site's egress proxy closes idle connections on the rendezvous port.");
    summary.put("zh", "站点出口代理会关闭 rendezvous 端口上的空闲连接。");
    c.put("layer", "network");
    ObjectNode sig = c.putObject("signatures");
    sig.putArray("required").addArray().add("phrase:egress proxy reset the connection");
    sig.putArray("supporting").add("env-var:MASTER_PORT");
    sig.putArray("excluding").add("code:EJ0003");
    ArrayNode rem = c.putArray("remediation");
    ObjectNode step = rem.addObject();
    step.put("command", "curl -s http://proxy.example/allow?port={port}");
    step.put("explanation", "Ask the proxy to let the port through.");
    ObjectNode ver = c.putObject("verification");
    ver.put("command", "nc -zv 192.0.2.4 29500");
    ver.put("expect", "succeeded");
    c.putArray("references").add("site runbook NET-12");
    ObjectNode ex = c.putObject("examples");
    ex.putArray("match").add("WARN egress proxy reset the connection to 192.0.2.4 port: 29500");
    ex.putArray("noMatch").add("INFO egress proxy started");
    return c;
  }

  static Path write(Path dir, String name, ObjectNode c) throws IOException {
    return write(dir, name, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(c));
  }

  static Path write(Path dir, String name, String text) throws IOException {
    Files.createDirectories(dir);
    Path f = dir.resolve(name);
    Files.writeString(f, text, StandardCharsets.UTF_8);
    return f;
  }
}
