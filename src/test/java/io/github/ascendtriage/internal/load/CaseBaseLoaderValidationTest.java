package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.CaseBaseException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each kind of malformed case file fails the load with one problem that names the file, the JSON
 * path and the reason. Site directories only (no built-in cases), so each test sees just its own
 * defect.
 */
class CaseBaseLoaderValidationTest {
  @TempDir Path dir;

  /** Loads {@code dirs} as site directories and returns the single problem reported. */
  private static String onlyProblem(Path... dirs) {
    CaseBaseException e =
        assertThrows(CaseBaseException.class, () -> CaseBaseLoader.load(false, List.of(dirs), List.of()));
    assertEquals(1, e.problems().size(), "problems: " + e.problems());
    return e.problems().get(0);
  }

  private static void assertNames(String problem, Path file, String jsonPath, String reason) {
    assertTrue(problem.startsWith(file.toString() + ": " + jsonPath + ": "), "file and path not named: " + problem);
    assertTrue(problem.contains(reason), "reason '" + reason + "' missing: " + problem);
  }

  @Test
  void aValidFileLoads() throws IOException {
    CaseFiles.write(dir, "proxy.json", CaseFiles.valid("site-proxy-reset"));
    CaseBase base = CaseBaseLoader.load(false, List.of(dir), List.of());
    assertEquals(List.of("site-proxy-reset"), base.cases().stream().map(CaseDefinition::id).toList());
  }

  @Test
  void badJsonNamesLineAndColumn() throws IOException {
    Path f = CaseFiles.write(dir, "broken.json", "{\n  \"id\": \"site-broken\",\n  \"layer\": \"network\"\n  \"title\": {}\n}");
    String p = onlyProblem(dir);
    assertNames(p, f, "$", "invalid JSON (line 4");
  }

  @Test
  void duplicateIdWithinOneDirectory() throws IOException {
    Path a = CaseFiles.write(dir, "a.json", CaseFiles.valid("site-proxy-reset"));
    Path b = CaseFiles.write(dir, "b.json", CaseFiles.valid("site-proxy-reset"));
    String p = onlyProblem(dir);
    assertNames(p, b, "$.id", "duplicate id 'site-proxy-reset' (also in " + a + ")");
  }

  @Test
  void duplicateIdAcrossTwoDirectories() throws IOException {
    Path a = CaseFiles.write(dir.resolve("team-a"), "proxy.json", CaseFiles.valid("site-proxy-reset"));
    Path b = CaseFiles.write(dir.resolve("team-b"), "proxy.json", CaseFiles.valid("site-proxy-reset"));
    String p = onlyProblem(dir.resolve("team-a"), dir.resolve("team-b"));
    assertNames(p, b, "$.id", "duplicate id 'site-proxy-reset' (also in " + a + ")");
  }

  @Test
  void duplicateIdInsideOneArrayFile() throws IOException {
    ArrayNode two = CaseFiles.JSON.createArrayNode();
    two.add(CaseFiles.valid("site-proxy-reset"));
    two.add(CaseFiles.valid("site-proxy-reset"));
    Path f = CaseFiles.write(dir, "pair.json", CaseFiles.JSON.writeValueAsString(two));
    String p = onlyProblem(dir);
    assertNames(p, f, "$.id", "duplicate id 'site-proxy-reset'");
  }

  @Test
  void unknownLayer() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    c.put("layer", "transport");
    Path f = CaseFiles.write(dir, "layer.json", c);
    assertNames(onlyProblem(dir), f, "$.layer", "unknown layer 'transport'");
  }

  @Test
  void layerUnknownIsNotACaseLayer() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    c.put("layer", "unknown");
    Path f = CaseFiles.write(dir, "layer.json", c);
    assertNames(onlyProblem(dir), f, "$.layer", "cannot have the layer 'unknown'");
  }

  @Test
  void cascadeMustBeABoolean() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    c.put("cascade", "yes");
    Path f = CaseFiles.write(dir, "cascade.json", c);
    assertNames(onlyProblem(dir), f, "$.cascade", "must be true or false");
  }

  @Test
  void cascadeIsRead() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    c.put("cascade", true);
    CaseFiles.write(dir, "cascade.json", c);
    assertTrue(CaseBaseLoader.load(false, List.of(dir), List.of()).get("site-proxy-reset").cascade());
  }

  @Test
  void unknownPlaceholder() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ObjectNode) c.get("remediation").get(0)).put("command", "ss -ltnp | grep ':{prot}'");
    Path f = CaseFiles.write(dir, "ph.json", c);
    assertNames(onlyProblem(dir), f, "$.remediation[0].command", "unknown placeholder {prot}");
  }

  @Test
  void shellBracesAreNotPlaceholders() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ObjectNode) c.get("remediation").get(0))
        .put("command", "for i in {0..7}; do hccn_tool -i $i -ip -g; done; echo ${HCCL_CONNECT_TIMEOUT} {timeout+30}");
    CaseFiles.write(dir, "ph.json", c);
    CaseBase base = CaseBaseLoader.load(false, List.of(dir), List.of());
    assertEquals(List.of("timeout+30"), base.get("site-proxy-reset").remediation().get(0).placeholders());
  }

  @Test
  void unknownTopLevelField() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    c.put("severity", "high");
    Path f = CaseFiles.write(dir, "field.json", c);
    assertNames(onlyProblem(dir), f, "$.severity", "unknown field");
  }

  @Test
  void unknownNestedField() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ObjectNode) c.get("signatures")).putArray("optional").add("code:EI0006");
    Path f = CaseFiles.write(dir, "field.json", c);
    assertNames(onlyProblem(dir), f, "$.signatures.optional", "unknown field (allowed: excluding, onInfoLines, required, supporting)");
  }

  @Test
  void onInfoLinesHoldsPhrasesOnly() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ObjectNode) c.get("signatures")).putArray("onInfoLines").add("phrase:egress proxy reset the connection").add("env-var:MASTER_PORT");
    Path f = CaseFiles.write(dir, "info.json", c);
    assertNames(onlyProblem(dir), f, "$.signatures.onInfoLines[1]", "'env-var:MASTER_PORT' is not a phrase");
  }

  @Test
  void onInfoLinesNamesPhrasesOfTheSignature() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ObjectNode) c.get("signatures")).putArray("onInfoLines").add("phrase:Egress  Proxy started");
    Path f = CaseFiles.write(dir, "info.json", c);
    assertNames(onlyProblem(dir), f, "$.signatures.onInfoLines[0]",
        "'phrase:egress proxy started' is not a token of this case's signatures");
  }

  @Test
  void onInfoLinesMustBeAnArray() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ObjectNode) c.get("signatures")).put("onInfoLines", "phrase:egress proxy reset the connection");
    Path f = CaseFiles.write(dir, "info.json", c);
    assertNames(onlyProblem(dir), f, "$.signatures.onInfoLines", "must be an array");
  }

  @Test
  void aPhraseOnAnInfoLineCountsOnlyWhenTheCaseSaysSo() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ArrayNode) c.get("examples").get("match")).removeAll()
        .add("[INFO] APP(4242,python3):2025-07-23-03:00:00.000.000 [proxy.cc:12] egress proxy reset the connection");
    Path f = CaseFiles.write(dir, "info.json", c);
    assertNames(onlyProblem(dir), f, "$.examples.match[0]",
        "its phrase 'egress proxy reset the connection' is on an INFO/DEBUG/TRACE plog line");
    ((ObjectNode) c.get("signatures")).putArray("onInfoLines").add("phrase:egress proxy reset the connection");
    CaseFiles.write(dir, "info.json", c);
    assertEquals(1, CaseBaseLoader.load(false, List.of(dir), List.of()).cases().size());
  }

  @Test
  void onInfoLinesIsReadFolded() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ObjectNode) c.get("signatures")).putArray("onInfoLines").add("phrase:Egress Proxy  RESET the connection");
    CaseFiles.write(dir, "info.json", c);
    CaseBase base = CaseBaseLoader.load(false, List.of(dir), List.of());
    assertEquals(List.of("egress proxy reset the connection"), base.get("site-proxy-reset").infoLinePhrases());
    assertEquals(java.util.Set.of("egress proxy reset the connection"), base.infoLinePhrases());
  }

  @Test
  void missingChineseTitle() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ObjectNode) c.get("title")).remove("zh");
    Path f = CaseFiles.write(dir, "zh.json", c);
    assertNames(onlyProblem(dir), f, "$.title.zh", "missing");
  }

  @Test
  void blankEnglishSummary() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ObjectNode) c.get("summary")).put("en", "  ");
    Path f = CaseFiles.write(dir, "en.json", c);
    assertNames(onlyProblem(dir), f, "$.summary.en", "must be a non-empty string");
  }

  @Test
  void unknownTokenType() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ArrayNode) c.get("signatures").get("supporting")).add("errcode:EI0006");
    Path f = CaseFiles.write(dir, "tok.json", c);
    assertNames(onlyProblem(dir), f, "$.signatures.supporting[1]", "unknown feature type 'errcode'");
  }

  @Test
  void valueTypeInASignature() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ArrayNode) c.get("signatures").get("required").get(0)).add("remote-ip:192.0.2.4");
    Path f = CaseFiles.write(dir, "tok.json", c);
    assertNames(onlyProblem(dir), f, "$.signatures.required[0][1]", "cannot be part of a signature");
  }

  @Test
  void phraseTooShort() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ArrayNode) c.get("signatures").get("supporting")).add("phrase:卡");
    Path f = CaseFiles.write(dir, "tok.json", c);
    assertNames(onlyProblem(dir), f, "$.signatures.supporting[1]", "too short to be decisive");
  }

  @Test
  void twoChineseCharactersAreLongEnoughForAPhrase() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ArrayNode) c.get("signatures").get("supporting")).add("phrase:卡住");
    CaseFiles.write(dir, "tok.json", c);
    CaseBase base = CaseBaseLoader.load(false, List.of(dir), List.of());
    assertTrue(base.phrases().contains("卡住"), base.phrases().toString());
  }

  @Test
  void emptyRequiredGroup() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ArrayNode) c.get("signatures").get("required")).addArray();
    Path f = CaseFiles.write(dir, "grp.json", c);
    assertNames(onlyProblem(dir), f, "$.signatures.required[1]", "a group must be a non-empty array");
  }

  @Test
  void noRemediation() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    c.putArray("remediation");
    Path f = CaseFiles.write(dir, "rem.json", c);
    assertNames(onlyProblem(dir), f, "$.remediation", "must be a non-empty array");
  }

  @Test
  void badId() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    c.put("id", "Site Proxy");
    Path f = CaseFiles.write(dir, "id.json", c);
    assertNames(onlyProblem(dir), f, "$.id", "must be lowercase letters");
  }

  @Test
  void exampleThatDoesNotMatchItsOwnCase() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ArrayNode) c.get("examples").get("match")).add("WARN the proxy closed an idle connection");
    Path f = CaseFiles.write(dir, "ex.json", c);
    assertNames(onlyProblem(dir), f, "$.examples.match[1]", "does not match its own case");
  }

  @Test
  void positiveExampleKilledByAnExcludingToken() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ArrayNode) c.get("examples").get("match"))
        .add("EJ0003: egress proxy reset the connection while binding the port");
    Path f = CaseFiles.write(dir, "ex.json", c);
    assertNames(onlyProblem(dir), f, "$.examples.match[1]", "excluded by [code:EJ0003]");
  }

  @Test
  void nearMissThatMatches() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ArrayNode) c.get("examples").get("noMatch")).add("ERROR Egress  proxy reset the connection (retrying)");
    Path f = CaseFiles.write(dir, "ex.json", c);
    assertNames(onlyProblem(dir), f, "$.examples.noMatch[1]", "the near-miss matches its case");
  }

  @Test
  void everyBadFileIsNamedInOneRun() throws IOException {
    ObjectNode a = CaseFiles.valid("site-a");
    a.put("layer", "transport");
    ObjectNode b = CaseFiles.valid("site-b");
    ((ObjectNode) b.get("title")).remove("zh");
    Path fa = CaseFiles.write(dir, "a.json", a);
    Path fb = CaseFiles.write(dir, "b.json", b);
    CaseBaseException e =
        assertThrows(CaseBaseException.class, () -> CaseBaseLoader.load(false, List.of(dir), List.of()));
    assertEquals(2, e.problems().size(), "problems: " + e.problems());
    assertTrue(e.getMessage().contains(fa + ": $.layer: "), e.getMessage());
    assertTrue(e.getMessage().contains(fb + ": $.title.zh: "), e.getMessage());
  }

  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void hostileHugeStringIsRefused() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    c.put("notes", "x".repeat(100_000));
    Path f = CaseFiles.write(dir, "huge.json", c);
    assertNames(onlyProblem(dir), f, "$.notes", "refused, exceeds a read limit: String value length");
  }

  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void hostileDeepNestingIsRefused() throws IOException {
    String deep = "[".repeat(5_000) + "]".repeat(5_000);
    Path f = CaseFiles.write(dir, "deep.json", "{\"id\": \"site-deep\", \"notes\": " + deep + "}");
    String problem = onlyProblem(dir);
    assertTrue(problem.startsWith(f + ": $.notes[0][0][0]"), "file and path (clipped) named: " + problem);
    assertTrue(problem.contains("refused, exceeds a read limit: Document nesting depth"), problem);
  }

  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void hostileHugeNumberIsRefused() throws IOException {
    Path f = CaseFiles.write(dir, "num.json", "{\"id\": \"site-num\", \"cascade\": " + "9".repeat(2_000) + "}");
    assertNames(onlyProblem(dir), f, "$.cascade", "refused, exceeds a read limit: Number value length");
  }

  @Test
  void fileLargerThanOneMebibyteIsNotParsed() throws IOException {
    Path f = CaseFiles.write(dir, "big.json", "[" + " ".repeat((int) CaseBaseLoader.MAX_FILE_BYTES) + "]");
    assertNames(onlyProblem(dir), f, "$", "more than the 1 MiB a case file may have");
  }

  @Test
  void emptyFile() throws IOException {
    Path f = CaseFiles.write(dir, "empty.json", "");
    assertNames(onlyProblem(dir), f, "$", "empty file");
  }

  @Test
  void nonJsonFilesAreIgnored() throws IOException {
    CaseFiles.write(dir, "README.md", "# notes, not a case");
    CaseFiles.write(dir, "proxy.json", CaseFiles.valid("site-proxy-reset"));
    assertEquals(1, CaseBaseLoader.load(false, List.of(dir), List.of()).cases().size());
  }

  @Test
  void aMissingDirectoryIsAnIoErrorNotAProblemList() {
    Path missing = dir.resolve("nope");
    assertThrows(java.io.UncheckedIOException.class, () -> CaseBaseLoader.load(false, List.of(missing), List.of()));
    assertTrue(Files.notExists(missing));
  }

  @Test
  void aMissingOrWrongKindOfOptionalInputIsNamedWithWhatItWasFor() throws IOException {
    Path missing = dir.resolve("site-cases");
    var e = assertThrows(java.io.UncheckedIOException.class,
        () -> io.github.ascendtriage.AscendTriage.builder().addCaseDirectory(missing).build());
    assertEquals("case directory " + missing + " does not exist", e.getMessage());
    assertTrue(e.getCause() instanceof java.nio.file.NoSuchFileException);

    Path file = CaseFiles.write(dir, "one.json", CaseFiles.valid("site-one"));
    e = assertThrows(java.io.UncheckedIOException.class, () -> CaseBaseLoader.load(true, List.of(file), List.of()));
    assertEquals("case directory " + file + " is not a directory", e.getMessage());

    Path kg = dir.resolve("kg-config.json");
    e = assertThrows(java.io.UncheckedIOException.class, () -> CaseBaseLoader.load(true, List.of(), List.of(kg)));
    assertEquals("ascend-fd knowledge base " + kg + " does not exist", e.getMessage());
    e = assertThrows(java.io.UncheckedIOException.class, () -> CaseBaseLoader.load(true, List.of(), List.of(dir)));
    assertEquals("ascend-fd knowledge base " + dir + " is a directory, not a file", e.getMessage());
  }
}
