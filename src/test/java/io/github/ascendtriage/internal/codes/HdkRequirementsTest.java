package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shipped driver requirements load, every entry cites an https page, and bad files are named. */
class HdkRequirementsTest {
  private static AscendVersion v(String s) {
    return AscendVersion.parse(s).orElseThrow();
  }

  @Test
  void builtInTableLoadsWithSources() {
    HdkRequirements t = HdkRequirements.builtIn();
    assertFalse(t.stacks().isEmpty());
    assertFalse(t.cannLines().isEmpty());
    t.stacks().forEach(s -> assertTrue(s.sources().stream().allMatch(u -> u.startsWith("https://")), s.id()));
    t.cannLines().forEach(l -> assertFalse(l.sources().isEmpty(), l.from().text()));
  }

  @Test
  void aReleaseTakesTheLineItBelongsTo() throws Exception {
    HdkRequirements t = HdkRequirements.read(new ObjectMapper().readTree("""
        {"stacks": [], "cann": [
          {"from": "8.0.RC1", "minimumDriver": "24.1.RC1", "sources": ["https://example.org/a"]},
          {"from": "8.5.0", "minimumDriver": "25.0.RC1", "sources": ["https://example.org/b"]}]}"""), "t");
    assertTrue(t.forCann(v("7.0.0")).isEmpty(), "older than every line");
    assertEquals("24.1.RC1", t.forCann(v("8.0.RC2")).orElseThrow().minimumDriver().text());
    assertEquals("24.1.RC1", t.forCann(v("8.3.rc2")).orElseThrow().minimumDriver().text());
    assertEquals("25.0.RC1", t.forCann(v("8.5.0")).orElseThrow().minimumDriver().text());
    assertEquals("25.0.RC1", t.forCann(v("9.0.1")).orElseThrow().minimumDriver().text());
  }

  @Test
  void everyProblemOfABadFileIsNamed() throws Exception {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> HdkRequirements.read(new ObjectMapper().readTree("""
        {"stacks": [{"id": "Vllm", "name": "", "markers": ["ab", "VLLM_X"], "minimumDriver": "new", "sources": ["http://x.org"], "extra": 1}],
         "cann": [{"from": "8.5.0", "minimumDriver": "25.0.RC1", "sources": ["https://example.org/b"]},
                  {"from": "8.0.RC1", "minimumDriver": "24.1.RC1", "sources": []}],
         "more": []}"""), "f.json"));
    List<String> p = e.problems();
    for (String expected : List.of("f.json: $.more: unknown field", "f.json: $.stacks[0].extra: unknown field", "f.json: $.stacks[0].id:",
        "f.json: $.stacks[0].name:", "f.json: $.stacks[0].markers[0]:", "f.json: $.stacks[0].markers[1]:",
        "f.json: $.stacks[0].minimumDriver:", "f.json: $.stacks[0].sources[0]:", "f.json: $.cann[1].sources:", "f.json: $.cann[1].from:")) {
      assertTrue(p.stream().anyMatch(x -> x.startsWith(expected)), expected + " in " + p);
    }
  }

  private static PackageVersion pv(String s) {
    return PackageVersion.parse(s).orElseThrow();
  }

  @Test
  void aPackageReleaseNamesTheCannItNeeds() throws Exception {
    HdkRequirements t = HdkRequirements.read(new ObjectMapper().readTree("""
        {"stacks": [], "cann": [{"from": "8.0.RC1", "minimumDriver": "24.1.RC1", "sources": ["https://example.org/a"]}],
         "packages": [
          {"id": "vllm-ascend", "match": "from", "releases": [["0.9.2rc1", "8.1.RC1"], ["0.11.0", "8.3.RC2"]], "sources": ["https://example.org/v"]},
          {"id": "torch_npu", "match": "exact", "releases": [["2.5.1", "8.1.RC1"], ["2.5.1.post1", "8.2.RC1"]], "sources": ["https://example.org/t"]}]}"""), "t");
    PackageReleases p = t.packages();
    assertTrue(p.cannFor("vllm-ascend", pv("0.9.1")).isEmpty(), "older than every line");
    assertEquals("8.1.RC1", p.cannFor("vllm-ascend", pv("0.9.2rc1")).orElseThrow().text());
    assertEquals("8.1.RC1", p.cannFor("vllm-ascend", pv("0.11.0rc3")).orElseThrow().text(), "a candidate comes before its release");
    assertEquals("8.3.RC2", p.cannFor("vllm-ascend", pv("0.12.0")).orElseThrow().text());
    assertEquals("8.2.RC1", p.cannFor("torch_npu", pv("2.5.1.post1")).orElseThrow().text());
    assertTrue(p.cannFor("torch_npu", pv("2.5.1.post2")).isEmpty(), "exact: a release the table does not list");
    assertTrue(p.cannFor("mindspore", pv("2.5.0")).isEmpty());
  }

  @Test
  void theBuiltInPackagesCiteTheirTables() {
    PackageReleases p = HdkRequirements.builtIn().packages();
    assertEquals(PackageReleases.PACKAGES, p.packages().keySet());
    p.packages().values().forEach(x -> assertFalse(x.sources().isEmpty(), x.id()));
    assertEquals("9.0.0", p.cannFor("vllm-ascend", pv("0.18.0")).orElseThrow().text());
  }

  @Test
  void badPackageEntriesAreNamed() throws Exception {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> HdkRequirements.read(new ObjectMapper().readTree("""
        {"stacks": [], "cann": [{"from": "8.0.RC1", "minimumDriver": "24.1.RC1", "sources": ["https://example.org/a"]}],
         "packages": [
          {"id": "pip", "match": "any", "releases": [["x", "8.1.RC1"]], "sources": [], "more": 1},
          {"id": "vllm-ascend", "match": "from", "releases": [["0.11.0", "8.3.RC2"], ["0.10.0", "8.2.RC1"]], "sources": ["https://example.org/v"]}]}"""),
        "h.json"));
    for (String expected : List.of("h.json: $.packages[0].id:", "h.json: $.packages[0].match:", "h.json: $.packages[0].releases[0]:",
        "h.json: $.packages[0].sources:", "h.json: $.packages[0].more: unknown field", "h.json: $.packages[1].releases[1]:")) {
      assertTrue(e.problems().stream().anyMatch(x -> x.startsWith(expected)), expected + " in " + e.problems());
    }
  }

  @Test
  void aLaterLineCannotNeedAnOlderDriver() throws Exception {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> HdkRequirements.read(new ObjectMapper().readTree("""
        {"stacks": [], "cann": [
          {"from": "8.0.RC1", "minimumDriver": "25.0.RC1", "sources": ["https://example.org/a"]},
          {"from": "8.5.0", "minimumDriver": "24.1.RC1", "sources": ["https://example.org/b"]}]}"""), "g.json"));
    assertTrue(e.problems().stream().anyMatch(x -> x.startsWith("g.json: $.cann[1].minimumDriver:")), e.problems().toString());
  }
}
