package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link EntryForms} reads what the recogniser's two regexes read (its reference here, as they were in main before
 * run 2026-12-07-facts36): on random lines glued from the entry forms' pieces with names, ids and spans at and past
 * their limits, blanks, commas, brackets, line terminators and surrogates, the same first creation's identifier and
 * the same first collective's API and id as {@code find()}.
 */
class EntryFormsTest {
  private static final Pattern INIT = Pattern.compile("Entry-HcclCommInit\\w{0,40}:.{0,400}?identifier\\[([^\\]\\s,]{1,200})\\]");
  private static final Pattern OP = Pattern.compile("Entry-Hccl([A-Za-z]{3,40}): ?tag\\[([A-Za-z]{3,40})_([^\\]\\s,]{1,200})\\]");

  private static final String[] PIECES = {"Entry-Hccl", "Entry-HcclCommInit", "Entry-HcclCommInitRootInfoInner:", ":", ": ", "  ",
      "tag[", "tag [", "identifier[", "identifier[]", "]", ",", " ", "\t", "\n", "\r", "\u0085", "\u2028", "_", "AllReduce_",
      "\uD83D\uDE00", "\uD83D", "é", "9", "rank[0], ", "Tag[", "Entry-HcclAllReduce: tag[AllReduce_", "x%enp_1_0_17]"};

  private static String run(Random r, String chars, int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append(chars.charAt(r.nextInt(chars.length())));
    }
    return b.toString();
  }

  /** A length near one of the forms' limits (3 and 40 letters, 200 id characters, a 400-character span) or small. */
  private static int length(Random r) {
    int[] near = {0, 1, 2, 3, 4, 39, 40, 41, 199, 200, 201, 398, 399, 400, 401};
    return r.nextBoolean() ? near[r.nextInt(near.length)] : r.nextInt(12);
  }

  /** One of the pieces, or {@code usual} most of the time. */
  private static String maybe(Random r, String usual) {
    return r.nextInt(4) > 0 ? usual : PIECES[r.nextInt(PIECES.length)];
  }

  /** An entry line of either form, each part at or past its limits or swapped for another piece now and then. */
  private static String form(Random r) {
    StringBuilder b = new StringBuilder(maybe(r, "[2699115]"));
    b.append(r.nextBoolean() ? maybe(r, "Entry-HcclCommInit") + run(r, "RootInfoCfg_9", length(r)) : maybe(r, "Entry-Hccl")
        + run(r, "AllReduceBroadcastQ", length(r)));
    b.append(maybe(r, r.nextBoolean() ? ":" : ": "));
    if (r.nextBoolean()) {
      b.append(run(r, "ranks[16], host ip:é\uD83D\uDE00\t", length(r))).append(maybe(r, "identifier["));
    } else {
      b.append(maybe(r, "tag[")).append(run(r, "ReduceScatterQ", length(r))).append(maybe(r, "_"));
    }
    b.append(run(r, "192.168.0.1%enp_\uD83D\uDE00é-", length(r))).append(maybe(r, "]"));
    return b.append(r.nextBoolean() ? line(r) : ", deviceLogicId[0]").toString();
  }

  private static String line(Random r) {
    StringBuilder b = new StringBuilder();
    int parts = 1 + r.nextInt(9);
    for (int p = 0; p < parts; p++) {
      switch (r.nextInt(6)) {
        case 0 -> b.append(run(r, "AllReduceBroadcastxyzQ", length(r)));
        case 1 -> b.append(run(r, "0123456789abcdef.%_:", length(r)));
        case 2 -> b.append(run(r, "ab\uD83D\uDE00c", length(r) / 2 + 1));
        case 3 -> b.append(run(r, "abc_09Z", length(r)));
        default -> b.append(PIECES[r.nextInt(PIECES.length)]);
      }
    }
    return b.toString();
  }

  @Test
  void randomLinesGiveWhatTheRegexesFind() {
    Random r = new Random(3636003);
    List<String> differ = new ArrayList<>();
    int created = 0;
    int collectives = 0;
    for (int n = 0; n < 200_000 && differ.size() < 5; n++) {
      String b = r.nextInt(3) == 0 ? line(r) : r.nextBoolean() ? form(r) : line(r) + form(r);
      Matcher init = INIT.matcher(b);
      String want = init.find() ? init.group(1) : null;
      String got = EntryForms.created(b);
      if (!java.util.Objects.equals(want, got)) {
        differ.add("created [" + b + "]: " + want + " vs " + got);
      }
      created += want == null ? 0 : 1;
      Matcher op = OP.matcher(b);
      String wantOp = op.find() ? op.group(1) + " " + op.group(3) : null;
      EntryForms.Collective c = EntryForms.collective(b);
      String gotOp = c == null ? null : c.api() + " " + c.id();
      if (!java.util.Objects.equals(wantOp, gotOp)) {
        differ.add("collective [" + b + "]: " + wantOp + " vs " + gotOp);
      }
      collectives += wantOp == null ? 0 : 1;
    }
    assertEquals(List.of(), differ);
    // the lines reach both forms often enough for the comparison to mean something
    assertEquals(true, created > 5_000 && collectives > 5_000, created + " creations, " + collectives + " collectives");
  }

  @Test
  void theDocumentedLinesAreRead() {
    String init = "[2699115]Entry-HcclCommInitRootInfoInner:ranks[16], rank[0], rootinfo: host ip[192.168.0.217] port[61507] "
        + "nicDeploy[1] identifier[192.168.0.217%enp189s0f4_61507_0_1793650384958242], deviceLogicId[0]";
    assertEquals("192.168.0.217%enp189s0f4_61507_0_1793650384958242", EntryForms.created(init));
    String op = "[2699174]Entry-HcclAlltoAll: tag[ReduceScatter_192.168.0.217%enp189s0f4_61507_0_1793650381355574], sendBuf[0xf2f4ed070f2]";
    assertEquals(new EntryForms.Collective("AlltoAll", "192.168.0.217%enp189s0f4_61507_0_1793650381355574"), EntryForms.collective(op));
    assertNull(EntryForms.created(op));
  }
}
