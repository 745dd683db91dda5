package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The annotated example in casebase/README.md is the real ptacase_0043 file, comments aside. */
class CaseBaseReadmeTest {
  @Test
  void annotatedExampleEqualsTheCaseFile() throws IOException {
    String readme = Files.readString(Path.of("casebase", "README.md"), StandardCharsets.UTF_8);
    int start = readme.indexOf("```jsonc\n");
    assertTrue(start >= 0, "no jsonc block in the README");
    int end = readme.indexOf("```", start + 9);
    String block =
        readme.substring(start + 9, end).lines()
            .filter(l -> !l.strip().startsWith("//"))
            .collect(Collectors.joining("\n"));
    JsonNode documented = CaseFiles.JSON.readTree(block);
    JsonNode actual =
        CaseFiles.JSON.readTree(Files.readString(Path.of("casebase", "cases", "link-setup", "ptacase_0043.json"), StandardCharsets.UTF_8));
    assertEquals(actual, documented);
  }
}
