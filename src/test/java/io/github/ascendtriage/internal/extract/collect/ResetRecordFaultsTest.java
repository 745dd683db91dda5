package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.TriggerFolding;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.tools.ResetRecordRecognizer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * records38: MindCluster's reset record ({@code reset.json} of ConfigMap {@code reset-config-<job>}; the fields of
 * Ascend/mind-cluster@22bb3d98 ascend-device-plugin {@code pkg/common/proto.go} {@code TaskResetInfo}/{@code
 * TaskDevInfo}/{@code DevFaultInfo}, the policies of {@code constants.go}, hiascend mindcluster schedulingug
 * dlug_api_049) states each device whose policy is a fault's, as printed by {@code kubectl -o yaml}, by {@code kubectl
 * -o json} (escaped quotes) and as the mounted file (one field a line); an entry of the wrong type or cut short is
 * skipped with a note, never thrown. Records written by the test; the values are made up.
 */
class ResetRecordFaultsTest {
  private static final String ENTRIES = "[{\"RankId\":0,\"LogicId\":0,\"Status\":\"\",\"Policy\":\"empty\",\"InitialPolicy\":\"empty\","
      + "\"ErrorCode\":[],\"ErrorCodeHex\":\"\"},{\"RankId\":9,\"LogicId\":1,\"Status\":\"unrecovered\",\"Policy\":\"isolate\","
      + "\"InitialPolicy\":\"isolate\",\"ErrorCode\":[],\"ErrorCodeHex\":\"80E01801,80E18008\"},{\"RankId\":10,\"LogicId\":2,"
      + "\"Status\":\"recovered\",\"Policy\":\"ignore\",\"InitialPolicy\":\"ignore\",\"ErrorCode\":[],\"ErrorCodeHex\":\"80E00209\"}]";
  private static final String RECORD = "{\"RankList\":" + ENTRIES + ",\"UpdateTime\":1763632260,\"RetryTime\":0,"
      + "\"FaultFlushing\":false,\"GracefulExit\":0,\"RestartFaultProcess\":false}";

  private static String faults(FeatureSet f, String file) {
    var facts = f.sources().get(file);
    return facts == null ? null : facts.settings().get(Setting.RESET_FAULTS);
  }

  /** The record as each of kubectl's outputs prints the ConfigMap: the JSON in a quoted YAML scalar, or escaped in a JSON string. */
  @ParameterizedTest
  @ValueSource(strings = {"yaml", "json"})
  void kubectlsOutputsStateTheFaultyDevicesOnly(String form) {
    String text = form.equals("yaml") ? "apiVersion: v1\ndata:\n  reset.json: '" + RECORD + "'\nkind: ConfigMap\n"
        : "{\n  \"apiVersion\": \"v1\",\n  \"data\": {\n    \"reset.json\": \"" + RECORD.replace("\"", "\\\"") + "\"\n  }\n}\n";
    FeatureSet f = Sources.read("cm." + form, text);
    assertEquals("9/1=isolate:80E01801+80E18008", faults(f, "cm." + form));
    assertTrue(f.skipped().isEmpty(), f.skipped().toString());
  }

  @Test
  void theMountedFileOneFieldALineAndAnOlderDecimalCode() {
    String file = "{\n  \"RankList\": [\n    {\n      \"RankId\": 12,\n      \"LogicId\": 4,\n      \"Status\": \"unrecovered\",\n"
        + "      \"Policy\": \"reset\",\n      \"InitialPolicy\": \"reset\",\n      \"ErrorCode\": [2162169857],\n"
        + "      \"ErrorCodeHex\": \"\"\n    }\n  ],\n  \"UpdateTime\": 1763632260\n}\n";
    FeatureSet f = Sources.read("reset.json", file);
    assertEquals("12/4=reset:80E01801", faults(f, "reset.json"));
  }

  @Test
  void wrongTypesAndACutRecordAreSkippedWithANote() {
    String bad = "{\"RankList\":[{\"RankId\":\"nine\",\"LogicId\":1,\"Policy\":\"isolate\",\"ErrorCodeHex\":\"80E01801\"},"
        + "{\"RankId\":3,\"LogicId\":2,\"Policy\":\"reset\",\"ErrorCodeHex\":\"80E18008\"},"
        + "{\"RankId\":4,\"LogicId\":[3],\"Policy\":\"reset\"},{\"RankId\":5,\"LogicId\":6,\"Policy\":\"explode\"},{\"RankId\":7,\"LogicI";
    FeatureSet f = Sources.read("reset.json", bad + "\n");
    assertEquals("3/2=reset:80E18008", faults(f, "reset.json"));
    assertEquals(1, f.skipped().size(), f.skipped().toString());
    assertEquals(4, f.skipped().get(0).skip().seen(), f.skipped().toString());
  }

  /**
   * line40: HCCL prints {@code deviceLogicId[<d>]} on its communicator and collective entry lines (the shared
   * docs/log-formats.md, HCCL's entry lines; hicann/hcomm op_base.cc), every communicator created and every collective dispatched; they
   * hold no field of a record, so neither the line gate (the recogniser's literals, folded) nor its own test sends
   * them to the record's parse. Every print of a record's field still does: the file, the YAML scalar and the escaped
   * JSON string.
   */
  @Test
  void hcclEntryLinesAreNotSentToTheRecordsParse() {
    ResetRecordRecognizer r = new ResetRecordRecognizer();
    for (String line : List.of("Entry-HcclGetRootInfo:rootInfo[0x7f3a2c0e1b40], deviceLogicId[5]",
        "Entry-HcclCommInitRootInfoInner:ranks[8], rank[6], rootinfo: host ip[10.20.3.4] port[60001] nicDeploy[1]"
            + " identifier[10.20.3.4%eth0_60001_0_1763610996711234], deviceLogicId[6]",
        "Entry-HcclAllGather: tag[AllGather_10.20.3.4%eth0_60001_0_17], sendBuf[0x12c0], recvBuf[0x12e0], sendCount[64],"
            + " dataType[float16], localRank[2], streamId[4],comm[0x5d10], deviceLogicId[2]")) {
      assertFalse(r.mayMatch(line), line);
      assertFalse(TriggerFolding.holds(line, 0, line.length(), r.literals()), line);
    }
    for (String line : List.of("      \"RankId\": 12,", "  reset.json: '" + RECORD + "'",
        "    \"reset.json\": \"" + RECORD.replace("\"", "\\\"") + "\"", "\"ErrorCodeHex\": \"80E01801\"")) {
      assertTrue(r.mayMatch(line), line);
      assertTrue(TriggerFolding.holds(line, 0, line.length(), r.literals()), line);
    }
  }

  @Test
  void fieldsOfTheseNamesOutsideARecordAreNotOne() {
    FeatureSet f = Sources.read("other.json", "{\"RankId\": 3, \"LogicId\": 2, \"Policy\": \"reset\"}\n");
    assertNull(faults(f, "other.json"));
  }
}
