package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The codes by which HCCL refuses a setting's request (setting-rules.json {@code refusedBy}, fix20): validated on load. */
class SettingRefusalsTest {
  @Test
  void everyShippedCodeIsACatalogueCode() {
    SettingRefusals r = SettingRefusals.builtIn();
    assertFalse(r.codes().isEmpty());
    CodeCatalog catalog = CodeCatalogLoader.builtIn();
    for (String key : r.codes()) {
      int slash = key.indexOf('/');
      assertTrue(catalog.find(key.substring(0, slash), key.substring(slash + 1)).isPresent(), key + " is no catalogue code");
    }
    assertTrue(r.refuses("hccl-result/5"));
    assertFalse(r.refuses("hccl-result/11"), "HCCL_E_TCP_CONNECT is a connection's failure, no refused request");
  }

  @Test
  void aBadListNamesEachProblemWithItsPath() throws Exception {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> SettingRefusals.read(new ObjectMapper().readTree("""
        {"refusedBy": [{"code": "5", "why": "w", "source": "s"}, {"code": "hccl-result/1", "why": "", "colour": 1},
                       {"code": "hccl-result/1", "why": "w", "source": "s"}]}"""), "t.json"));
    String m = String.join("\n", e.problems());
    for (String want : List.of("$.refusedBy[0].code", "$.refusedBy[1].why", "$.refusedBy[1].source", "$.refusedBy[1].colour",
        "$.refusedBy[2].code: hccl-result/1 twice")) {
      assertTrue(m.contains(want), want + " in\n" + m);
    }
    assertThrows(CodeCatalogException.class, () -> SettingRefusals.read(new ObjectMapper().readTree("{\"settings\": []}"), "t.json"));
  }
}
