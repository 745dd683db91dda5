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
 * description), and the longest one followed by its suffix wins. An anchor's trie is built the
 * first time a line holds the anchor: most runs meet few of them, and the tries of the built-in
 * catalogue hold some 30,000 characters.
 *
 * <p>Thread-safe: the forms are fixed at construction; a trie is built whole before it is
 * published (a race builds it twice, the same).
 */
final class MessageForms {
  /**
   * A trie node. Most have one child (a description's run of characters), kept in two fields; a
   * map only where descriptions branch, a map of endings only where one ends.
   */
  private static final class Node {
    char key;
    Node child;
    Map<Character, Node> children;
    /** Suffix -> records ending here with that suffix; null when none ends here. */
    Map<String, List<CodeRecord>> ends;

    Node next(char c) {
      if (children != null) {
        return children.get(c);
      }
      return child != null && key == c ? child : null;
    }

    Node add(char c) {
      Node n = next(c);
      if (n != null) {
        return n;
      }
      n = new Node();
      if (child == null && children == null) {
        key = c;
        child = n;
      } else {
        if (children == null) {
          children = new HashMap<>();
          children.put(key, child);
          child = null;
        }
        children.put(c, n);
      }
      return n;
    }
  }

  /** The forms of one anchor, and their trie once built. */
  private static final class Group {
    final String anchor;
    final List<AliasForms.MessageForm> forms = new ArrayList<>();
    private volatile Node root;

    Group(String anchor) {
      this.anchor = anchor;
    }

    Node root() {
      Node r = root;
      if (r == null) {
        r = build();
        root = r;
      }
      return r;
    }

    private Node build() {
      Node r = new Node();
      for (AliasForms.MessageForm f : forms) {
        String text = f.prefix().isEmpty() ? "" : f.text();
        Node n = r;
        for (int i = 0; i < text.length(); i++) {
          n = n.add(text.charAt(i));
        }
        if (n.ends == null) {
          n.ends = new LinkedHashMap<>();
        }
        List<CodeRecord> rs = n.ends.computeIfAbsent(f.suffix(), k -> new ArrayList<>());
        if (!rs.contains(f.record())) {
          rs.add(f.record());
        }
      }
      return r;
    }
  }

  private final List<Group> groups = new ArrayList<>();

  MessageForms(List<AliasForms.MessageForm> forms) {
    Map<String, Group> byAnchor = new LinkedHashMap<>();
    for (AliasForms.MessageForm f : forms) {
      String anchor = f.prefix().isEmpty() ? f.text() : f.prefix();
      if (!anchor.isEmpty()) {
        Group g = byAnchor.get(anchor);
        if (g == null) {
          g = new Group(anchor);
          byAnchor.put(anchor, g); // no method reference: this runs at every start
        }
        g.forms.add(f);
      }
    }
    groups.addAll(byAnchor.values());
  }

  /** Adds the hits of {@code st.line} to {@code out}, stopping at {@code cap} hits. */
  void scan(ScanState st, List<CodeHit> out, int cap) {
    String line = st.line;
    for (Group g : groups) {
      String a = g.anchor;
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
          if (n.ends != null) {
            for (Map.Entry<String, List<CodeRecord>> e : n.ends.entrySet()) {
              st.work += e.getKey().length() + 1;
              if (line.startsWith(e.getKey(), p)) {
                bestEnd = p + e.getKey().length();
                bestTextEnd = p;
                bestSuffix = e.getKey();
                best = e.getValue();
              }
            }
          }
          if (p >= line.length()) {
            break;
          }
          n = n.next(line.charAt(p++));
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
