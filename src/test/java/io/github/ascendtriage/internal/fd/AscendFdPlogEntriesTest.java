package io.github.ascendtriage.internal.fd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.KnowledgeBaseHit;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Issue 20's done-when, over the real {@code kg-config.json}: for every entry ascend-fd checks on
 * CANN plogs ({@code source_file} naming {@code CANN_Plog}) with a {@code regex.in} pattern, an
 * {@code [ERROR]} plog line built from one of its inner lists lists that entry, or the entry that
 * ascend-fd answers first for that line, among the knowledge-base hits; the same text on an {@code
 * [INFO]} line, reversed, or in a log of another kind does not. The expected entry comes from a
 * separate, plain pass over the JSON (the entries in file order, the first whose any inner list
 * occurs in order), never from the importer.
 */
class AscendFdPlogEntriesTest {
  static final Path KG = AscendFdRealKnowledgeBaseTest.KG;

  record Entry(String code, List<String> kinds, List<List<String>> lists) {}

  static List<Entry> entries() throws IOException {
    JsonNode repo = new ObjectMapper().readTree(KG.toFile()).get("knowledge-repository");
    List<Entry> out = new ArrayList<>();
    Iterator<Map.Entry<String, JsonNode>> it = repo.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      List<String> kinds = Arrays.stream(e.getValue().path("source_file").asText("").split("\\|"))
          .map(String::trim).filter(s -> !s.isEmpty()).toList();
      JsonNode in = e.getValue().path("regex").path("in");
      List<List<String>> lists = new ArrayList<>();
      if (in.isArray() && in.size() > 0 && in.get(0).isTextual()) {
        List<String> one = new ArrayList<>();
        in.forEach(s -> one.add(s.asText()));
        lists.add(one);
      } else if (in.isArray()) {
        for (JsonNode l : in) {
          List<String> one = new ArrayList<>();
          l.forEach(s -> one.add(s.asText()));
          lists.add(one);
        }
      }
      out.add(new Entry(e.getKey(), kinds, lists));
    }
    return out;
  }

  static boolean inOrder(String line, List<String> parts) {
    int at = 0;
    for (String p : parts) {
      int i = line.indexOf(p, at);
      if (i < 0) {
        return false;
      }
      at = i + p.length();
    }
    return true;
  }

  /** The entry ascend-fd answers for a line of {@code kind}: the first in file order that matches. */
  static Optional<String> firstAnswer(List<Entry> all, String kind, String line) {
    for (Entry e : all) {
      if (e.kinds().contains(kind) && e.lists().stream().anyMatch(l -> l.stream().anyMatch(s -> !s.isEmpty()) && inOrder(line, l))) {
        return Optional.of(e.code());
      }
    }
    return Optional.empty();
  }

  static List<String> hits(AscendTriage t, String source, String text) throws IOException {
    Diagnosis d = t.diagnose(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), source);
    return d.knowledgeBaseHits().stream().map(KnowledgeBaseHit::entryId).toList();
  }

  static String join(List<String> parts) {
    return String.join(" ~ ", parts) + " (rank 3, attempt 2)";
  }

  @Test
  void everyPlogEntryIsListedForAnErrorLineBuiltFromItsPattern() throws IOException {
    assumeTrue(Files.exists(KG), "no " + KG);
    List<Entry> all = entries();
    AscendTriage t = AscendTriage.builder().builtInCases(false).addAscendFdKnowledgeBase(KG).build();
    String plog = KindSamples.PATHS.get("CANN_Plog");
    String train = KindSamples.PATHS.get("TrainLog");
    List<String> failures = new ArrayList<>();
    int checked = 0;
    int itself = 0;
    int reversedChecked = 0;
    for (Entry e : all) {
      if (!e.kinds().contains("CANN_Plog")) {
        continue;
      }
      Optional<List<String>> list = e.lists().stream().filter(l -> l.stream().anyMatch(s -> !s.isEmpty())).findFirst();
      if (list.isEmpty()) {
        continue;
      }
      checked++;
      String body = join(list.get());
      String error = KindSamples.plog("ERROR") + body;
      String expected = firstAnswer(all, "CANN_Plog", error).orElseThrow();
      itself += expected.equals(e.code()) ? 1 : 0;
      List<String> got = hits(t, plog, error);
      if (!got.equals(List.of(expected))) {
        failures.add(e.code() + " [ERROR]: expected " + expected + ", got " + got);
      }
      List<String> info = hits(t, plog, KindSamples.plog("INFO") + body);
      if (!info.isEmpty()) {
        failures.add(e.code() + " [INFO]: expected nothing, got " + info);
      }
      List<String> rev = new ArrayList<>(list.get());
      java.util.Collections.reverse(rev);
      if (!rev.equals(list.get())) {
        reversedChecked++;
        String reversed = KindSamples.plog("ERROR") + join(rev);
        List<String> want = firstAnswer(all, "CANN_Plog", reversed).map(List::of).orElse(List.of());
        List<String> r = hits(t, plog, reversed);
        if (!r.equals(want) || (r.contains(e.code()) && e.lists().stream().noneMatch(l -> inOrder(reversed, l)))) {
          failures.add(e.code() + " reversed: expected " + want + ", got " + r);
        }
      }
      if (!e.kinds().contains("TrainLog")) {
        List<String> other = hits(t, train, KindSamples.plog("ERROR") + body);
        if (other.contains(e.code())) {
          failures.add(e.code() + " in a training log: listed " + other);
        }
      }
    }
    System.out.printf("CANN_Plog entries with an in pattern: %d; answered by the entry itself: %d, by an earlier entry: %d;"
        + " reversed lines checked: %d; failures: %d%n", checked, itself, checked - itself, reversedChecked, failures.size());
    assertTrue(checked >= 250, "only " + checked + " CANN_Plog entries");
    assertEquals(List.of(), failures);
  }
}
