package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The HAL calls that return drvError_t (casebase/hal-calls.json). */
class HalCallsTest {
  static final ObjectMapper JSON = new ObjectMapper();
  static final String SOURCE = "\"source\": \"hicann/driver@ef377e95:pkg_inc/ascend_hal_base.h\", \"returns\": [\"drvError_t\"]";

  static HalCalls read(String body) throws Exception {
    return HalCalls.read(JSON.readTree("{" + body + "}"), "t.json");
  }

  static boolean declares(HalCalls h, String name) {
    return h.declares(name, 0, name.length());
  }

  @Test
  void theShippedListHasTheDrvErrorCallsAndNotTheIntOnes() {
    HalCalls h = HalCalls.builtIn();
    // ascend_hal_base.h: halMemCtl returns drvError_t, halHdcRecv hdcError_t, halMemGetInfo DVresult;
    // halBuffAlloc and halMbufBuild return int
    assertTrue(declares(h, "halMemCtl"));
    assertTrue(declares(h, "halHdcRecv"));
    assertTrue(declares(h, "halMemGetInfo"));
    assertFalse(declares(h, "halBuffAlloc"));
    assertFalse(declares(h, "halMbufBuild"));
    assertFalse(declares(h, "halMemCt"));
  }

  @Test
  void aBadListFailsOnLoadNamingThePlace() {
    String dup = assertThrows(CodeCatalogException.class,
        () -> read(SOURCE + ", \"calls\": [\"halMemCtl\", \"halMemCtl\"]")).getMessage();
    assertTrue(dup.contains("$.calls[1]: listed twice"), dup);
    String bad = assertThrows(CodeCatalogException.class,
        () -> read(SOURCE + ", \"calls\": [\"memCtl\"]")).getMessage();
    assertTrue(bad.contains("$.calls[0]: not a HAL call name"), bad);
    String unpinned = assertThrows(CodeCatalogException.class,
        () -> read("\"source\": \"ascend_hal_base.h\", \"returns\": [\"drvError_t\"], \"calls\": [\"halMemCtl\"]")).getMessage();
    assertTrue(unpinned.contains("$.source"), unpinned);
    String extra = assertThrows(CodeCatalogException.class,
        () -> read(SOURCE + ", \"calls\": [\"halMemCtl\"], \"why\": \"x\"")).getMessage();
    assertTrue(extra.contains("unknown field"), extra);
  }
}
