package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The messages that say a process's own port is down (casebase/port-down.json, port33): keyed on the
 * catalogue's records of EI0009 and EJ0002, validated on load.
 */
class PortDownTextsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static PortDownTexts read(String messages) throws Exception {
    return PortDownTexts.read(JSON.readTree("{\"messages\": " + messages + "}"), "t.json", CodeCatalogLoader.builtIn());
  }

  @Test
  void theShippedMessagesAreKeyedOnTheCataloguesEi0009AndEj0002() {
    assertEquals(List.of("EI0009", "EJ0002"), PortDownTexts.builtIn().codes());
  }

  @Test
  void aMessageThatFitsNoTemplateOfItsCodesRecordIsRefused() {
    // EI0010's template is not EI0009's: the record named is what keys the message
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> read("""
        [{"code": "cann-message/EI0010", "message": "Device %s transport init error. Reason: The network port is down.",
          "why": "w", "source": "s"}]"""));
    assertTrue(e.problems().get(0).contains("$.messages[0].message: fits none of cann-message/EI0010's templates"),
        e.problems().toString());
    CodeCatalogException reworded = assertThrows(CodeCatalogException.class, () -> read("""
        [{"code": "cann-message/EI0009", "message": "Device %s link is down.", "why": "w", "source": "s"}]"""));
    assertTrue(reworded.problems().get(0).contains("$.messages[0].message"), reworded.problems().toString());
  }

  @Test
  void aBadListNamesEachProblemWithItsPath() {
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> read("""
        [{"code": "EI0009", "message": "m", "why": "w", "source": "s"},
         {"code": "cann-message/EX9999", "message": "m", "why": "", "source": "s"},
         {"message": "Device %s down", "device": 2, "why": "w", "source": "s", "colour": 1}]"""));
    String m = String.join("\n", e.problems());
    for (String want : List.of("$.messages[0].code: a code key", "$.messages[1].code: cann-message/EX9999 is no record",
        "$.messages[1].why", "$.messages[2].device", "$.messages[2].colour")) {
      assertTrue(m.contains(want), want + " in\n" + m);
    }
  }

  @Test
  void aLineSaysItsPortIsDownOnlyWithTheCodeItsMessageIsKeyedOn() {
    PortDownTexts t = PortDownTexts.builtIn();
    String block = "[PID: 200] 2026-11-20-10:07:00.100.000 Communication_Error_Initialize_Transport(EI0009): "
        + "Device 3 transport init error. Reason: The network port is down.";
    assertTrue(t.says(block));
    assertEquals(Optional.of("3"), t.device(block));
    assertTrue(t.says("EJ0002: [PID: 200] 2026-11-20-10:07:00.090.000 The network port is down.Suggest: check device 0"));
    assertEquals(Optional.empty(), t.device("EJ0002: [PID: 200] The network port is down.Suggest: check device 0"));
    assertTrue(t.says("[ERROR] HCCL(1,python):2026-11-20-10:07:00.000.000 [adapter_hccp.cc:420][InitGroup][Resource]"
        + "rdma init failed because RoCE link status is down, please check the network adapter configuration."));
    // the same words under another code, or with another reason, are not EI0009's port-down report
    assertFalse(t.says("EI0010: Device 3 transport init error. Reason: The network port is down."));
    assertFalse(t.says("EI0009: [PID: 200] Device 3 transport init error. Reason: The IP address is not configured."));
    assertFalse(t.says("The network port is down.Suggest: check device 0"));
  }

  @Test
  void theDeviceIsTheNumberNearestItsPlaceholder() {
    PortDownTexts t = PortDownTexts.builtIn();
    assertEquals(Optional.of("12"), t.device("[rank3]: Device busy; EI0009: Device 12 transport init error. Reason: "
        + "The network port is down."));
    assertEquals(Optional.empty(), t.device("EI0009: Device abc transport init error. Reason: The network port is down."));
  }

  @Test
  void aTemplatesPlaceholderMayBeKeptOrFilled() {
    assertTrue(PortDownTexts.fits("Device %s transport init error. Reason: The network port is down.",
        "Device %s transport init error. Reason: %s."));
    assertTrue(PortDownTexts.fits("The network port is down.Suggest: %s", "The network port is down.Suggest: %s"));
    assertFalse(PortDownTexts.fits("Device %s transport init error.", "Device %s transport init error. Reason: %s."));
  }
}
