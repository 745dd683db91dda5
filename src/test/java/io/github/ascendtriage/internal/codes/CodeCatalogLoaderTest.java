package io.github.ascendtriage.internal.codes;

import io.github.ascendtriage.Layer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each kind of malformed code file fails the load with one problem naming the file, the JSON path
 * and the reason; valid site files add codes or replace built-in ones.
 */
class CodeCatalogLoaderTest {
  @TempDir Path dir;

  /** A valid one-record file of family {@code site-x}, changed by {@code edit}. */
  private static ObjectNode file(String family, Consumer<ObjectNode> edit) {
    ObjectNode doc = TestCatalogs.JSON.createObjectNode();
    doc.put("family", family);
    doc.putObject("title").put("en", "site codes").put("zh", "站点错误码");
    ObjectNode r = doc.putArray("codes").addObject();
    r.put("code", "42");
    r.put("name", "SITE_E_PROXY");
    r.putNull("module");
    r.putArray("messages").add("proxy refused the connection");
    r.putArray("aliases").add("proxyRet=42");
    r.putObject("meaning").put("en", "the site proxy refused the link").put("zh", "站点代理拒绝连接");
    r.put("layer", "network");
    r.putObject("firstStep").put("command", "ss -ltnp | grep {port}").put("explanation", "see who listens");
    r.put("source", "site wiki");
    edit.accept(r);
    return doc;
  }

  private Path write(String name, ObjectNode doc) throws IOException {
    Path f = dir.resolve(name);
    Files.createDirectories(f.getParent());
    Files.writeString(f, TestCatalogs.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(doc));
    return f;
  }

  private String onlyProblem(Consumer<ObjectNode> edit) throws IOException {
    write("site.json", file("site-x", edit));
    return onlyProblem();
  }

  private String onlyProblem() {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> CodeCatalogLoader.load(false, List.of(dir)));
    assertEquals(1, e.problems().size(), "problems: " + e.problems());
    return e.problems().get(0);
  }

  private void assertNames(String problem, String jsonPath, String reason) {
    String file = dir.resolve("site.json").toString();
    assertTrue(problem.startsWith(file + ": " + jsonPath + ": "), "file and path not named: " + problem);
    assertTrue(problem.contains(reason), "reason '" + reason + "' missing: " + problem);
  }

  @Test
  void aValidFileLoadsAndIsRecognized() throws IOException {
    write("site.json", file("site-x", r -> { }));
    CodeCatalog c = CodeCatalogLoader.load(false, List.of(dir));
    CodeRecord r = c.find("site-x", "42").orElseThrow();
    assertEquals(Layer.NETWORK, r.layer());
    assertEquals(List.of("port"), r.firstStep().orElseThrow().placeholders());
    assertEquals(List.of(r), c.recognizer().scan("connect failed, proxyRet=42").get(0).candidates());
  }

  @Test
  void badJsonNamesLineAndColumn() throws IOException {
    Files.writeString(dir.resolve("site.json"), "{\n  \"family\": \"site-x\"\n  \"codes\": []\n}");
    assertNames(onlyProblem(), "$", "invalid JSON (line 3");
  }

  @Test
  void unknownFieldsAreRejectedAtEveryLevel() throws IOException {
    assertNames(onlyProblem(r -> r.put("severity", "high")), "$.codes[0].severity", "unknown field");
    assertNames(onlyProblem(r -> ((ObjectNode) r.get("firstStep")).put("sudo", true)), "$.codes[0].firstStep.sudo", "unknown field");
    assertNames(onlyProblem(r -> ((ObjectNode) r.get("meaning")).put("fr", "x")), "$.codes[0].meaning.fr", "unknown field");
    write("site.json", file("site-x", r -> { }).put("version", 2));
    assertNames(onlyProblem(), "$.version", "unknown field");
  }

  @Test
  void layerIsChecked() throws IOException {
    assertNames(onlyProblem(r -> r.put("layer", "unknown")), "$.codes[0].layer", "unknown layer 'unknown'");
    assertNames(onlyProblem(r -> r.remove("layer")), "$.codes[0].layer", "missing");
  }

  @Test
  void onlyASymptomNamesTheLadderLayerItReports() throws IOException {
    write("site.json", file("site-x", r -> r.put("layer", "symptom").put("symptomOf", "link-setup")));
    CodeRecord r = CodeCatalogLoader.load(false, List.of(dir)).find("site-x", "42").orElseThrow();
    assertEquals(java.util.Optional.of(Layer.LINK_SETUP), r.symptomOf());
    assertEquals(Layer.UNKNOWN, r.layer(), "a symptom stays no fault of that layer");
    assertNames(onlyProblem(r2 -> r2.put("symptomOf", "device")), "$.codes[0].symptomOf", "only a record of layer 'symptom'");
    assertNames(onlyProblem(r2 -> r2.put("layer", "symptom").put("symptomOf", "none")), "$.codes[0].symptomOf", "ladder layer");
  }

  @Test
  void symptomAndNoneAreLayersOfTheirOwn() throws IOException {
    write("site.json", file("site-x", r -> r.put("layer", "symptom")));
    CodeRecord r = CodeCatalogLoader.load(false, List.of(dir)).find("site-x", "42").orElseThrow();
    assertTrue(r.symptom());
    assertEquals(Layer.UNKNOWN, r.layer());
  }

  @Test
  void aScopeIsProcessOrRanksAndNoCodeOutsideTheLadderHasOne() throws IOException {
    write("site.json", file("site-x", r -> r.put("layer", "script").put("scope", "ranks")));
    assertEquals(java.util.Optional.of(CodeScope.RANKS),
        CodeCatalogLoader.load(false, List.of(dir)).find("site-x", "42").orElseThrow().scope());
    write("site.json", file("site-x", r -> r.put("layer", "symptom").put("scope", "process")));
    assertEquals(java.util.Optional.of(CodeScope.PROCESS),
        CodeCatalogLoader.load(false, List.of(dir)).find("site-x", "42").orElseThrow().scope());
    write("site.json", file("site-x", r -> { }));
    assertTrue(CodeCatalogLoader.load(false, List.of(dir)).find("site-x", "42").orElseThrow().scope().isEmpty(),
        "a site's record may leave it out");
    assertNames(onlyProblem(r -> r.put("scope", "job")), "$.codes[0].scope", "unknown scope 'job' (expected process or ranks)");
    assertNames(onlyProblem(r -> r.put("scope", 1)), "$.codes[0].scope", "must be a non-empty string");
    assertNames(onlyProblem(r -> r.put("layer", "none").put("scope", "process")), "$.codes[0].scope", "layer 'none' has no scope");
  }

  @Test
  void firstStepPlaceholdersAreLimited() throws IOException {
    assertNames(onlyProblem(r -> ((ObjectNode) r.get("firstStep")).put("command", "ping {remoteIp}")),
        "$.codes[0].firstStep.command", "unknown placeholder {remoteIp}");
    // shell braces are not placeholders
    write("site.json", file("site-x", r -> ((ObjectNode) r.get("firstStep"))
        .put("command", "for i in {0..7}; do hccn_tool -i $i -link -g; done; echo ${HOME} {remote_ip}")));
    CodeRecord r = CodeCatalogLoader.load(false, List.of(dir)).find("site-x", "42").orElseThrow();
    assertEquals(List.of("remote_ip"), r.firstStep().orElseThrow().placeholders());
  }

  @Test
  void meaningIsOneShortLineInEachLanguage() throws IOException {
    assertNames(onlyProblem(r -> ((ObjectNode) r.get("meaning")).put("en", "x".repeat(161))), "$.codes[0].meaning.en", "more than 160");
    assertNames(onlyProblem(r -> ((ObjectNode) r.get("meaning")).put("zh", "错".repeat(81))), "$.codes[0].meaning.zh", "more than 80");
    assertNames(onlyProblem(r -> ((ObjectNode) r.get("meaning")).put("en", "two\nlines")), "$.codes[0].meaning.en", "one line");
    assertNames(onlyProblem(r -> ((ObjectNode) r.get("meaning")).remove("zh")), "$.codes[0].meaning.zh", "missing");
  }

  @Test
  void listsAndValuesHaveTheirTypes() throws IOException {
    assertNames(onlyProblem(r -> r.remove("aliases")), "$.codes[0].aliases", "missing");
    assertNames(onlyProblem(r -> ((ArrayNode) r.get("messages")).add(3)), "$.codes[0].messages[1]", "non-empty string");
    assertNames(onlyProblem(r -> r.put("value", "42")), "$.codes[0].value", "must be an integer");
    assertNames(onlyProblem(r -> r.put("value", 43)), "$.codes[0].value", "differs from the code 42");
    assertNames(onlyProblem(r -> r.put("code", "4 2")), "$.codes[0].code", "must be letters, digits");
    assertNames(onlyProblem(r -> r.putArray("mapsTo").addObject().put("family", "acl").put("relation", "is")),
        "$.codes[0].mapsTo[0].code", "missing");
  }

  @Test
  void duplicateCodeInOneFileNamesBothPlaces() throws IOException {
    ObjectNode doc = file("site-x", r -> { });
    ArrayNode codes = (ArrayNode) doc.get("codes");
    codes.add(codes.get(0).deepCopy());
    write("site.json", doc);
    assertNames(onlyProblem(), "$.codes[1].code", "duplicate code '42' in family 'site-x' (also at $.codes[0])");
  }

  @Test
  void duplicateCodeInTwoSiteFilesIsAnError() throws IOException {
    Path a = write("a.json", file("site-x", r -> { }));
    // 42 and 0x2A are different codes of a family (a family writes its codes in one base)
    write("site.json", file("site-x", r -> r.put("code", "0x2A").set("aliases", TestCatalogs.JSON.createArrayNode())));
    assertEquals(2, CodeCatalogLoader.load(false, List.of(dir)).size());
    write("site.json", file("site-x", r -> { }));
    assertNames(onlyProblem(), "$.codes[0].code", "duplicate code '42' in family 'site-x' (also in " + a + ")");
  }

  @Test
  void linksMustNameAnExistingCodeOfALoadedFamily() throws IOException {
    write("other.json", file("site-y", r -> r.put("code", "1")));
    assertNames(onlyProblem(r -> r.putArray("mapsTo").addObject().put("family", "site-y").put("code", "2").put("relation", "becomes")),
        "$.codes[0].mapsTo[0]", "family 'site-y' has no code '2'");
  }

  @Test
  void builtInFilesAreNamedAfterTheirFamily() throws IOException {
    Path builtIn = dir.resolve("builtin");
    Files.createDirectories(builtIn);
    Files.writeString(builtIn.resolve("wrong.json"), TestCatalogs.JSON.writeValueAsString(file("site-x", r -> { })));
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> CodeCatalogLoader.load(builtIn, List.of()));
    assertEquals(List.of("casebase/codes/wrong.json: $.family: family 'site-x' does not match the file name (wrong.json)"), e.problems());
  }

  @Test
  void aSiteRecordReplacesTheBuiltInOneAndAddsNewCodes() throws IOException {
    Path site = dir.resolve("site");
    ObjectNode doc = file("hccl-result", r -> r.put("code", "9").put("name", "HCCL_E_TIMEOUT").put("layer", "link-setup"));
    ((ArrayNode) doc.get("codes")).add(file("hccl-result", r -> r.put("code", "4242")).get("codes").get(0));
    Files.createDirectories(site);
    Files.writeString(site.resolve("hccl.json"), TestCatalogs.JSON.writeValueAsString(doc));
    CodeCatalog base = TestCatalogs.fixture();
    CodeCatalog c = CodeCatalogLoader.load(TestCatalogs.fixtureDir(), List.of(site));
    assertEquals(base.size() + 1, c.size());
    assertEquals(Layer.LINK_SETUP, c.find("hccl-result", "9").orElseThrow().layer());
    assertEquals(site.resolve("hccl.json").toString(), c.find("hccl-result", "9").orElseThrow().origin());
    assertTrue(c.find("hccl-result", "4242").isPresent());
    assertEquals(base.family("hccl-result").orElseThrow().titleEn(), c.family("hccl-result").orElseThrow().titleEn());
  }

  @Test
  void everyProblemIsReportedInOneRun() throws IOException {
    write("site.json", file("site-x", r -> r.put("layer", "hardware").put("value", "x").remove("source")));
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> CodeCatalogLoader.load(false, List.of(dir)));
    assertEquals(3, e.problems().size(), e.getMessage());
    assertTrue(e.getMessage().startsWith("3 problems in the code catalog:"), e.getMessage());
  }

  @Test
  void validateDirectoryReturnsProblemsInsteadOfThrowing() throws IOException {
    write("site.json", file("site-x", r -> r.put("layer", "hardware")));
    List<String> p = CodeCatalogLoader.validateDirectory(dir);
    assertEquals(1, p.size(), p.toString());
    write("site.json", file("site-x", r -> { }));
    assertEquals(List.of(), CodeCatalogLoader.validateDirectory(dir));
  }

  @Test
  void theFixtureItselfIsValid() {
    assertEquals(17, TestCatalogs.fixture().families().size());
  }
}
