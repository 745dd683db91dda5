package io.github.ascendtriage.internal.casebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** References resolved when first read read as the references resolved at once. */
class ResolvedReferencesTest {
  private static final Sources SOURCES = new Sources(Pattern.compile("\\bcase_\\d{2}\\b"),
      new Sources.Document("library case {id}", Optional.of("https://example.org/{id}")), Pattern.compile("\\bfr-\\d\\b"),
      "report {id}", Map.of("fr-1", "case_07"),
      List.of(new Sources.Rule(Pattern.compile("^guide\\b"), List.of(new Sources.Document("the guide", Optional.empty())), Map.of())));

  @Test
  void readsAsTheResolvedList() {
    List<String> written = List.of("guide 3", "case_12", "fr-1", "something else", "case_12");
    List<String> lazy = SOURCES.resolveOnRead(written);
    // the rule has no detail group, so "guide 3" is the guide alone
    List<String> want = List.of("the guide", "library case case_12: https://example.org/case_12",
        "report fr-1 library case case_07", "library case case_07: https://example.org/case_07", "something else");
    assertEquals(want, lazy);
    assertEquals(want, SOURCES.resolve(written));
    assertEquals(want.hashCode(), lazy.hashCode());
    assertEquals(want.toString(), lazy.toString());
    assertThrows(UnsupportedOperationException.class, () -> lazy.add("x"));
  }

  @Test
  void aCaseKeepsTheListAsGiven() {
    CaseDefinition c = new CaseDefinition("a-case", "t", "t", "s", "s", io.github.ascendtriage.Layer.NETWORK, false,
        List.of(List.of(SignatureToken.parse("code:EI0013"))), List.of(), List.of(), List.of(), List.of(), "v",
        List.of(), List.of(), List.of(), CaseDefinition.BUILT_IN, "test", List.of(), false);
    CaseDefinition resolved = c.withReferences(SOURCES.resolveOnRead(List.of("guide")));
    assertEquals(List.of("the guide"), resolved.references());
    assertEquals(List.of(), c.withReferences(SOURCES.resolveOnRead(List.of())).references());
  }
}
