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

  @Test
  void aLaterLineCannotNeedAnOlderDriver() throws Exception {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> HdkRequirements.read(new ObjectMapper().readTree("""
        {"stacks": [], "cann": [
          {"from": "8.0.RC1", "minimumDriver": "25.0.RC1", "sources": ["https://example.org/a"]},
          {"from": "8.5.0", "minimumDriver": "24.1.RC1", "sources": ["https://example.org/b"]}]}"""), "g.json"));
    assertTrue(e.problems().stream().anyMatch(x -> x.startsWith("g.json: $.cann[1].minimumDriver:")), e.problems().toString());
  }
}
