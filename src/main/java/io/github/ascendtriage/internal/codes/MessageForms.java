package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Aliases that name a code by its description, such as {@code desc=[device base error]} or
 * {@code reason=[device id error]}: found by their literal anchor ({@code desc=[}), then the text
 * after it is walked through a trie of the known descriptions (at most as many steps as the longest
 * description), and the longest one followed by its suffix wins.
 *
 * <p>Immutable after construction and thread-safe.
 */
final class MessageForms {
  private static final class Node {
    final Map<Character, Node> next = new HashMap<>();
    /** Suffix -> records ending here with that suffix. */
    final Map<String, List<CodeRecord>> ends = new LinkedHashMap<>();
  }

  private record Group(String anchor, Node root) {}

  private final List<Group> groups = new ArrayList<>();

  MessageForms(List<AliasForms.MessageForm> forms) {
    Map<String, Node> roots = new LinkedHashMap<>();
    for (AliasForms.MessageForm f : forms) {
      String anchor = f.prefix().isEmpty() ? f.text() : f.prefix();
      String text = f.prefix().isEmpty() ? "" : f.text();
      if (anchor.isEmpty()) {
        continue;
      }
      Node n = roots.computeIfAbsent(anchor, k -> new Node());
      for (int i = 0; i < text.length(); i++) {
        n = n.next.computeIfAbsent(text.charAt(i), k -> new Node());
      }
      List<CodeRecord> rs = n.ends.computeIfAbsent(f.suffix(), k -> new ArrayList<>());
      if (!rs.contains(f.record())) {
        rs.add(f.record());
      }
    }
    roots.forEach((a, n) -> groups.add(new Group(a, n)));
  }

  /** Adds the hits of {@code st.line} to {@code out}, stopping at {@code cap} hits. */
  void scan(ScanState st, List<CodeHit> out, int cap) {
    String line = st.line;
    for (Group g : groups) {
      String a = g.anchor();
      st.work += line.length();
      for (int o = line.indexOf(a); o >= 0 && out.size() < cap; o = line.indexOf(a, o + 1)) {
        st.work++;
        if (!st.atWordStart(o, a)) {
          continue;
        }
        int textStart = o + a.length();
        int bestEnd = -1;
        int bestTextEnd = -1;
        String bestSuffix = "";
        List<CodeRecord> best = List.of();
        Node n = g.root();
        int p = textStart;
        while (n != null) {
          for (Map.Entry<String, List<CodeRecord>> e : n.ends.entrySet()) {
            st.work += e.getKey().length() + 1;
            if (line.startsWith(e.getKey(), p)) {
              bestEnd = p + e.getKey().length();
              bestTextEnd = p;
              bestSuffix = e.getKey();
              best = e.getValue();
            }
          }
          if (p >= line.length()) {
            break;
          }
          n = n.next.get(line.charAt(p++));
          st.work++;
        }
        if (bestEnd >= 0) {
          String text = bestTextEnd > textStart ? line.substring(textStart, bestTextEnd) : a;
          String form = bestTextEnd > textStart ? a + "%s" + bestSuffix : a;
          boolean success = best.stream().allMatch(r -> r.number().orElse(-1) == 0);
          out.add(new CodeHit(o, bestEnd, text, form, best, success));
        }
      }
    }
  }
}
