package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class NpuHealthLevelsTest {
  static final ObjectMapper M = new ObjectMapper();

  @Test
  void everyProblemIsNamedWithItsPath() throws Exception {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> NpuHealthLevels.read(M.readTree(
        "{\"levels\": {\"OK\": \"none\", \"Warning\": \"mild\"}, \"faultLevels\": [\"none\"],"
            + " \"notHandledCodes\": {\"codes\": [\"80e00209\", \"80E18400\", \"80E18400\"]}}"), "t.json"));
    assertTrue(e.problems().contains("t.json: $.levels.Warning: a level is one of absent, critical, major, minor, none"), e.problems().toString());
    assertTrue(e.problems().contains("t.json: $.faultLevels: level none (OK) cannot be a fault"), e.problems().toString());
    assertTrue(e.problems().contains("t.json: $.notHandledCodes.source: the configuration the codes come from is required"), e.problems().toString());
    assertTrue(e.problems().contains("t.json: $.notHandledCodes.codes[0]: '80e00209' is not 8 or 9 uppercase hex digits"), e.problems().toString());
    assertTrue(e.problems().contains("t.json: $.notHandledCodes.codes[2]: 80E18400 is listed twice"), e.problems().toString());
    assertEquals(5, e.problems().size(), e.problems().toString());
  }

  /** log-formats 9.3: Warning is a minor alarm; Alarm, Critical and UNKNOWN are the card's fault. */
  @Test
  void theShippedLevelsMakeOnlyAMinorAlarmNoFault() {
    NpuHealthLevels t = NpuHealthLevels.builtIn();
    assertFalse(t.isFault("Warning"));
    assertFalse(t.isFault("OK"));
    assertTrue(t.isFault("Alarm") && t.isFault("critical") && t.isFault("UNKNOWN"));
    assertTrue(t.isFault("Broken"), "a value the table does not know is not OK");
  }

  /** Container Manager's defaultNotHandlerFaultCodes (mind-cluster@22bb3d98) holds 80E00209, not 80E18008 or 80E01801. */
  @Test
  void theShippedCodesAreTheConfigurationsUnhandledOnes() {
    NpuHealthLevels t = NpuHealthLevels.builtIn();
    assertTrue(t.notHandled(0x80E00209L));
    assertFalse(t.notHandled(0x80E18008L)); // RestartNPUCodes
    assertFalse(t.notHandled(0x80E01801L)); // RestartBusinessCodes
  }
}
