package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * casebase/README.md documents casebase/reasoning.json: the block between the {@code
 * reasoning:begin/end} markers is compared with the loaded file. On a difference the expected
 * block is written to {@code target/reasoning-doc.md}, ready to paste.
 */
class ReasoningDocTest {

  @Test
  void generatedBlockEqualsTheReasoningFile() throws IOException {
    String readme = KnowledgeDocTest.readme();
    int a = readme.indexOf("<!-- reasoning:begin -->\n");
    int b = readme.indexOf("<!-- reasoning:end -->");
    String documented = a >= 0 && b > a ? readme.substring(a + "<!-- reasoning:begin -->\n".length(), b) : "";
    String expected = render(CaseBaseLoader.load(false, java.util.List.of(), java.util.List.of()).reasoning());
    if (!expected.equals(documented)) {
      Files.createDirectories(Path.of("target"));
      Files.writeString(Path.of("target", "reasoning-doc.md"), expected);
    }
    assertEquals(expected, documented, "casebase/README.md reasoning block (expected text in target/reasoning-doc.md)");
  }

  static String render(Reasoning r) {
    StringBuilder b = new StringBuilder();
    b.append("#### Stages (`stages`)\n\n| Stage | What happens |\n|---|---|\n");
    r.stages().forEach(s -> b.append("| `").append(s.id()).append("` | ").append(s.doc()).append(" |\n"));
    Reasoning.Weights w = r.weights();
    b.append("\n#### Weights (`weights`)\n\n| Weight | Value |\n|---|---|\n");
    for (Role role : Role.values()) {
      b.append("| role `").append(role.id()).append("` | ").append(KnowledgeDocTest.number(w.of(role))).append(" |\n");
    }
    b.append("| weight `firstFault` | ").append(KnowledgeDocTest.number(w.firstFault())).append(" |\n");
    b.append("| weight `minimum` | ").append(KnowledgeDocTest.number(w.minimum())).append(" |\n");
    b.append("| weight `symptomsOnly` | ").append(KnowledgeDocTest.number(w.symptomsOnly())).append(" |\n");
    b.append("\n#### Lines\n\n- failure words: ").append(quoted(r.failureWords())).append('\n');
    b.append("- quiet words: ").append(quoted(r.quietWords())).append('\n');
    b.append("\n#### Code families (`codeFamilies`)\n\n| Token type | Catalogue families |\n|---|---|\n");
    r.codeFamilies().forEach((t, f) -> b.append("| `").append(t.id()).append("` | ").append(quoted(f)).append(" |\n"));
    b.append("\nReturn statuses read as wrappers (`wrapperFamilies`): ").append(quoted(new java.util.ArrayList<>(new java.util.TreeSet<>(r.wrapperFamilies())))).append('\n');
    b.append("\n#### Rules (`rules`)\n\n| Rule | Layer | Role | Stage | Failure line only | Tokens | Why | Sources |\n"
        + "|---|---|---|---|---|---|---|---|\n");
    for (ReasoningRule ru : r.rules()) {
      b.append("| `").append(ru.id()).append("` | ").append(ru.layer().map(l -> l.id()).orElse("-")).append(" | ")
          .append(ru.role().id()).append(" | ").append(ru.stage()).append(" | ").append(ru.onFailureLine() ? "yes" : "no")
          .append(" | ").append(quoted(ru.tokens()))
          .append(ru.withFailure().isEmpty() ? "" : ", only beside a failure of " + quoted(ru.withFailure()))
          .append(" | ").append(ru.why()).append(" | ").append(quoted(ru.sources()));
      if (!ru.derivedFrom().isEmpty()) {
        b.append(ru.sources().isEmpty() ? "" : "; ").append("derived from ").append(quoted(ru.derivedFrom()));
      }
      b.append(" |\n");
    }
    return b.toString();
  }

  private static String quoted(java.util.List<String> l) {
    return l.stream().map(v -> "`" + v.replace("|", "\\|") + "`").collect(Collectors.joining(", "));
  }
}
