package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The positional path of a quiet line (run 2026-12-07-pos37): the quiet automaton's walk over an
 * INFO or DEBUG line's bytes hands the places of the literals it found to the recognisers it runs
 * ({@link LineContext#triggersKnown}), and the recognisers that read there (identity, setting,
 * variable, entry lines) report what they report searching the whole decoded message. Random quiet
 * lines (seed from the clock, printed; {@code -Dgate.seed=N} repeats one) of those recognisers'
 * literals, near misses of them (a char dropped, doubled or changed, another case), the documented
 * line forms they read (docs/log-formats.md: HCCL's settings report, entry log, identity lines)
 * with values drawn, runs of spaces, and the messages of the corpus's and field reports' log lines.
 */
class QuietPositionsTest {
  @Test
  void aQuietLinesWalkTellsTheRecogniserWhereItsLiteralsAre() {
    List<Object> seen = new ArrayList<>();
    Recognizer probe = new Recognizer() {
      @Override
      public void recognize(LineContext ctx, FeatureSink sink) {
        seen.add(ctx.triggersKnown());
        seen.add(ctx.triggersKnown() ? ctx.nextTriggerStart(0) : -2);
        seen.add(ctx.holds("SetupAgent"));
      }

      @Override
      public List<String> literals() {
        return List.of("SetupAgent", "HCCL_");
      }
    };
    LineScanner sc = new LineScanner("x.log", List.of(probe), QuietGate.of(List.of(probe), List.of()));
    String body = "[HCCL_TRACE]SetupAgent rank[3], rankNum[8], logicDevId[3]";
    String line = "[INFO] HCCL(1234,python3):2025-07-23-01:02:03.004.005 [op.cc:12] 1235 " + body;
    byte[] b = line.getBytes(StandardCharsets.US_ASCII);
    assertTrue(sc.readsAscii(b, 0, b.length, 1, (text, no) -> new FeatureCollector()));
    assertEquals(List.of(true, body.indexOf("HCCL_"), true), seen);
  }

  @Test
  void recognisersAtTheQuietPlacesTellWhatTheWholeMessageTells() throws IOException {
    long seed = Long.getLong("gate.seed", System.nanoTime());
    System.out.println("QuietPositionsTest seed " + seed);
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    List<String> lines = quietLines(new Random(seed), pieces(ex), 200_000);
    FeatureSet decoded = ReadsAsciiTest.read(ex, lines, false, null);
    FeatureSet bytes = ReadsAsciiTest.read(ex, lines, true, new java.util.TreeMap<>());
    String where = "seed " + seed;
    TriggerPositionsTest.assertSameReading(decoded, bytes, where);
    assertEquals(decoded.sources().toString(), bytes.sources().toString(), where);
    assertTrue(decoded.sources().values().stream().anyMatch(f -> f.dropped().getOrDefault(Setting.COLLECTIVES_ISSUED, 0L) > 20),
        where + ": too few collectives counted");
    for (String kind : List.of("setting:", "env-var:", "port:")) {
      assertTrue(decoded.keys().stream().filter(key -> key.startsWith(kind)).count() > 20,
          where + ": too few " + kind + " keys: " + decoded.keys().size() + " keys");
    }
  }

  /** INFO and DEBUG lines of a few writers (so that an entry's collective meets its communicator's creation). */
  private static List<String> quietLines(Random r, List<String> pieces, int n) throws IOException {
    List<String> messages = LoudBytePathTest.corpusMessages();
    List<String> out = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      String message = switch (k % 4) {
        case 0 -> messages.get(r.nextInt(messages.size()));
        case 1 -> form(r);
        default -> message(r, pieces);
      };
      String header = LoudBytePathTest.header(r, k % 3 == 0 ? "DEBUG" : "INFO");
      out.add(header.replaceFirst("\\(\\d+,", "(" + (4000 + r.nextInt(3)) + ",") + message);
    }
    return out;
  }

  /** The literals of the recognisers that read at the gate's places, and near misses of them. */
  private static List<String> pieces(FeatureExtractor ex) {
    Set<String> lits = new LinkedHashSet<>();
    for (Recognizer rec : ex.recognizers()) {
      String name = rec.getClass().getSimpleName();
      if (List.of("IdentityRecognizer", "SettingValueRecognizer", "EnvVarRecognizer", "PortRecognizer",
          "CollectiveEntryRecognizer").contains(name)) {
        LoudBytePathTest.addAll(lits, rec.quietLiterals());
      }
    }
    List<String> out = TriggerPositionsTest.withNearMisses(lits);
    lits.forEach(t -> out.add(t.replace(" ", "  "))); // a run of spaces, which the gate folds
    return out;
  }

  /** Random words with one to four pieces, each in its own case or another, and numbers in brackets. */
  private static String message(Random r, List<String> pieces) {
    StringBuilder s = new StringBuilder(LoudBytePathTest.filler(r));
    for (int n = 1 + r.nextInt(4); n > 0; n--) {
      s.append(LoudBytePathTest.glue(r));
      s.append(r.nextInt(4) == 0 ? LoudBytePathTest.cased(r, pieces.get(r.nextInt(pieces.size())))
          : pieces.get(r.nextInt(pieces.size())));
      s.append(r.nextBoolean() ? "" : r.nextInt(9) + "]").append(r.nextBoolean() ? "=" + r.nextInt(99) : "");
      s.append(LoudBytePathTest.glue(r)).append(LoudBytePathTest.filler(r));
    }
    return s.toString();
  }

  private static final List<String> SETTINGS = List.of("HCCL_CONNECT_TIMEOUT", "HCCL_EXEC_TIMEOUT", "HCCL_BUFFSIZE",
      "HCCL_SOCKET_IFNAME", "HCCL_IF_BASE_PORT", "ASCEND_GLOBAL_LOG_LEVEL", "TORCH_NPU_DISABLE", "HCCL_ENV", "MASTER_PORT",
      "HCCL_INTRA_ROCE_ENABLE", "ASCEND_HOST_LOG_FILE_NUM", "GLOO_SOCKET_IFNAME");
  private static final List<String> OPS = List.of("AllReduce", "AllGather", "Broadcast", "ReduceScatter", "Send",
      "AlltoAllV", "AllReduceInner");

  /** A documented line form the five recognisers read, its values drawn, sometimes twice on a line. */
  private static String form(Random r) {
    String id = r.nextInt(3) == 0 ? "10.0.0." + r.nextInt(9) + "%enp" + r.nextInt(9) + "_60000_0_17" : "id" + r.nextInt(40);
    String op = OPS.get(r.nextInt(OPS.size()));
    String name = SETTINGS.get(r.nextInt(SETTINGS.size()));
    String one = switch (r.nextInt(9)) {
      case 0 -> "Entry-Hccl" + op + ": tag[" + op + "_" + id + "], sendBuf[0x12], count[" + r.nextInt(9999)
          + "], dataType[float32], op[sum], localRank[" + r.nextInt(8) + "]";
      case 1 -> "Entry-HcclCommInitRootInfo" + (r.nextBoolean() ? "Inner" : "ConfigInner") + ":ranks[8], rank["
          + r.nextInt(8) + "], rootInfo identifier[" + id + "], deviceLogicId[" + r.nextInt(8) + "]";
      case 2 -> "[HCCL_ENV] " + name + " set by " + (r.nextBoolean() ? "environment" : "default") + " to [" + r.nextInt(5000) + "]";
      case 3 -> (r.nextBoolean() ? "export " : "") + name + (r.nextBoolean() ? "=" : " = ") + r.nextInt(70000);
      case 4 -> "[LocalRank Key Info] userRank[" + r.nextInt(16) + "], hostIp[10.0.0." + r.nextInt(9) + "], devicePhyId["
          + r.nextInt(8) + "]";
      case 5 -> "[HCCL_TRACE]SetupAgent rank[" + r.nextInt(16) + "], rankNum[16], logicDevId[" + r.nextInt(8)
          + "], phydevId[" + r.nextInt(8) + "], deviceIp[192.168.1." + r.nextInt(9) + "], server[10.0.0.1]";
      case 6 -> "hcclCommInitInfo: rank[" + r.nextInt(8) + "], totalRanks[8], logicDevId[" + r.nextInt(8) + "], identifier[" + id + "]";
      case 7 -> "HcclGetRootInfo success, identifier[" + id + "], " + (r.nextBoolean() ? "set device " : "Set  device ") + r.nextInt(8);
      default -> "Listen on ip[192.168.1." + r.nextInt(9) + "] port[" + (60000 + r.nextInt(99)) + "] devPhyId[" + r.nextInt(8)
          + "] " + (r.nextBoolean() ? "success" : "sucess") + ", MASTER_PORT: " + (29000 + r.nextInt(999));
    };
    return r.nextInt(5) == 0 ? one + " " + form(r) : one;
  }
}
