package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Recognition over the fixture catalog: contexts, collisions, ambiguity, success values, bits. */
class CodeRecognizerTest {
  private static final CodeRecognizer R = TestCatalogs.fixture().recognizer();

  /** The candidates of every hit of {@code line}, as family/code, hit by hit. */
  private static List<List<String>> keys(CodeRecognizer r, String line) {
    return r.scan(line).stream().map(h -> h.candidates().stream().map(CodeRecord::key).toList()).toList();
  }

  private static List<List<String>> keys(String line) {
    return keys(R, line);
  }

  @ParameterizedTest(name = "{1} <- {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "[ERROR] HCCL(17528,python3):2026-03-18-10:34:43.142.095 [transport_manager.cc:256] [18111][Alloc]call trace: hcclRet -> 7 | hccl-result/7",
        "[drv api] drvGetDevNum failed: drvRetCode=7! | drv/7",
        "map registers: halMemCtl rc=7 on devid 3 | drv/7",
        // hdcError_t and DVresult are the header's own names for drvError_t (hal-calls.json)
        "[hdc] halHdcRecv rc=7, session closed | drv/7",
        "query failed: halMemGetInfo rc=7 | drv/7",
        "RuntimeError: create_config:... HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo), error code is 7 | hccl-result/7",
        "hccl interface return err ./common/src/hccl_test_common.cc:538, retcode: 7 | hccl-result/7",
        "hccl interface return err./opbase_test/hccl_allreduce_rootinfo_test.cc:135,retcode:4 | hccl-result/4",
        "[HcomInit]errNo[0x0000000005010007] rankTablePath invalid | hccl-result/7",
        "HcclGetRootInfo failed, ret[7] | hccl-result/7",
        "PreCheckTaskErr:Kernel task happen error, retCode=0x7, [x]. | ts-error/0x7",
        "[stream.cc:1079]2913770 GetError:Stream Synchronize failed, stream_id=3, retCode=0x7150050 | rt-internal/0x07150050",
        "model execute error, retCode=0x91, [the model stream execute failed]. | ts-error/0x91",
        "Call dcmi_get_device_info failed. ret is -8005. main_cmd is 1, sub_cmd is 2. | dcmi/-8005",
        "Call dcmi_get_device_info failed. ret is -9005. | npu-smi/-9005",
        "hccn tool execution failed! ret=0x1000 | hccn-tool/0x1000",
        "[ERROR] 2024-03-07-01:31:48 (PID:116072, Device:0, RankID:-1) ERR00002 PTA invalid type | torch-npu/ERR00002",
        "[PID: 2267203] 2025-11-21-11:38:29.575.404 Communication_Error_Bind_IP_Port(EI0019): Failed to enable listening | cann-message/EI0019",
        "EI0002: [PID: 7277] 2024-11-28-11:59:30.645.648 The wait execution of the Notify register times out. | cann-message/EI0002",
        "Stream synchronize timeout. DataDumpLoadInfoTask synchronize. ErrorCode=EE1002. | cann-message/EE1002",
        "ProcessStarsCoreErrorInfo:report error module_type=5, module_name=EZ9999 | cann-message/EZ9999",
        "NPU function error: c10_npu::SetDevice(device_id_), error code is 107001 | acl-runtime/107001",
        "ACL stream synchronize failed, runtime result = 507011 | acl-runtime/507011",
        "acl interface return err ./common/src/hccl_test_common.cc:120, retcode: 500001. | acl/500001",
        "ra qp create fail. qpInfo:[x], return: ret[328100] | hccp/328100",
        "<exception_print>AIC_ERROR=0x10 | aic-error/4",
        "phyid:4 realDeviceId:4 is err:0x7010003[FUNC:GetDeviceIndex] | rt-internal/0x07010003",
      })
  void eachFormNamesItsFamily(String line, String expected) {
    assertEquals(List.of(List.of(expected)), keys(line), line);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "7", "error code is 7", "ret is 7", "exit code 7", "E1206 10:11:12.000000 glog line", "EI0999: unknown code",
        "ei0006 in lower case", "xEI0006", "EI0006x", "2025-10-23-17:30:40.099.058", "xdrvRetCode=7", "errno[1]", "probe rc=13",
        // hal* calls the header declares to return int (hal-calls.json leaves them out), and a word that
        // only starts like one
        "mbuf pool: halBuffAlloc rc=7", "halMbufBuild rc=13 for queue 2", "halting rc=7", "xhalMemCtl rc=7",
        "retCode=0x1000", "AIC_ERROR=0x0", "ret is -7005", "desc=[something nobody catalogued]", "",
      })
  void noCodeWithoutItsForm(String line) {
    assertEquals(List.of(), keys(line), line);
  }

  @Test
  void aDescriptionSharedByCodesIsAmbiguousUntilTheInnerCodeSettlesIt() {
    List<CodeHit> hits = R.scan("rtStreamSynchronize execute failed, reason=[device task abort]");
    assertEquals(1, hits.size());
    assertTrue(hits.get(0).ambiguous());
    assertTrue(hits.get(0).record().isEmpty());
    assertEquals(List.of("rt-internal/0x07010010", "rt-internal/0x07010011", "rt-internal/0x07010012"),
        hits.get(0).candidates().stream().map(CodeRecord::key).toList());
    assertEquals(
        List.of(List.of("acl-runtime/507000"), List.of("rt-internal/0x07010011")),
        keys("rtStreamSynchronize:ErrCode=507000, desc=[device task abort], InnerCode=0x7010011"));
  }

  @Test
  void hitsCarryTheSpanOfTheWholeForm() {
    String line = "[api_c.cc:661]277881 rtEventCreateWithFlag:ErrCode=207007, desc=[driver error:no event resource], InnerCode=0x7020019";
    List<CodeHit> hits = R.scan(line);
    assertEquals(2, hits.size(), hits.toString());
    assertEquals("ErrCode=207007, desc=[", line.substring(hits.get(0).start(), hits.get(0).end()));
    assertEquals("207007", hits.get(0).text());
    assertEquals("ErrCode=207007, desc=[driver error:no event resource], InnerCode=0x7020019",
        line.substring(hits.get(1).start(), hits.get(1).end()));
    assertEquals("0x7020019", hits.get(1).text());
    assertEquals("rt-internal", hits.get(1).record().orElseThrow().family());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "ACL stream synchronize, runtime result = 0", "HcclGetRootInfo ok, ret[0]", "call trace: hcclRet -> 0",
        "[Init]errNo[0x0000000005000000] done", "NPU function error: x(), error code is 0", "drvRetCode=0",
        "Kernel task, retCode=0x0, [success]",
      })
  void successValuesAreNotFaults(String line) {
    List<CodeHit> hits = R.scan(line);
    assertFalse(hits.isEmpty(), line);
    assertTrue(hits.stream().allMatch(CodeHit::success), hits.toString());
    assertEquals(List.of(), R.faults(line));
  }

  @Test
  void everySetBitOfTheAiCoreRegisterIsACode() {
    assertEquals(List.of(List.of("aic-error/0"), List.of("aic-error/4"), List.of("aic-error/7")), keys("AIC_ERROR=0x91"));
    assertEquals(List.of(List.of("aic-error/64")), keys("<exception_print>AIC_ERROR=0x10000000000000000"));
    assertTrue(R.scan("AIC_ERROR=0x91").stream().noneMatch(CodeHit::success), "bit 0 is a fault, not success");
  }

  @Test
  void aLineYieldsAtMostTheCap() {
    assertEquals(CodeRecognizer.MAX_HITS_PER_LINE, R.scan("ret[9] ".repeat(500)).size());
  }

  @Test
  void formsAreListedPerFamily() {
    assertTrue(R.forms("drv").contains("drvRetCode={code}"), R.forms("drv").toString());
    assertTrue(R.forms("rt-internal").contains("desc=[%s]"), R.forms("rt-internal").toString());
    assertTrue(R.forms("tsd").contains("tdt error={code}"), R.forms("tsd").toString());
    assertEquals(List.of(), R.forms("no-such-family"));
  }

  @Test
  void twoFamiliesEquallyPlausibleAreReportedAmbiguousNeverGuessed(@TempDir Path dir) throws IOException {
    site(dir, "site-a", "5", "status=5");
    site(dir, "site-b", "5", "status=5");
    CodeRecognizer r = CodeCatalogLoader.load(false, List.of(dir)).recognizer();
    CodeHit h = r.scan("link check: status=5").get(0);
    assertTrue(h.ambiguous());
    assertEquals(List.of("site-a", "site-b"), h.families());
    // a more specific form of a third family settles it
    site(dir, "site-c", "5", "link check: status=5");
    r = CodeCatalogLoader.load(false, List.of(dir)).recognizer();
    assertEquals(List.of(List.of("site-c/5")), keys(r, "link check: status=5"));
    assertEquals(List.of(List.of("site-a/5", "site-b/5")), keys(r, "probe status=5"));
  }

  @Test
  void aBareAliasNamesOnlyItsOwnRecord() {
    // drv prints DRV_ERROR_NOT_SUPPORT bare as 0xfffe; that says nothing about other hex numbers
    assertEquals(List.of(List.of("drv/65534")), keys("status 0xfffe"));
    assertEquals(List.of(), keys("mask 0x10"));
  }

  private static void site(Path dir, String family, String code, String alias) throws IOException {
    ObjectNode doc = TestCatalogs.JSON.createObjectNode();
    doc.put("family", family);
    doc.putObject("title").put("en", "test fixture").put("zh", "测试数据");
    ObjectNode r = doc.putArray("codes").addObject();
    r.put("code", code);
    r.putArray("messages");
    r.putArray("aliases").add(alias);
    r.putObject("meaning").put("en", "test fixture").put("zh", "测试数据");
    r.put("layer", "none");
    r.put("source", "test");
    Files.writeString(dir.resolve(family + ".json"), TestCatalogs.JSON.writeValueAsString(doc));
  }
}
