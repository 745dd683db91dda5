package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The quoted fields a recogniser of a JSON file reads line by line (the rank tables): each named
 * field with its value, a quoted string, a number, or {@code "["} where a list opens (null when the
 * value is on a later line). A match starts with the quoted field name, so the names are the
 * recogniser's literals. Immutable and thread-safe.
 */
final class JsonFields {
  /** One field read: its name and value (null: not on this line). */
  interface Sink {
    void field(String name, String value);
  }

  /** The quoted names, what the byte prefilter looks for. */
  final List<String> triggers;
  /** A match starts with a quoted field name. */
  final AnchoredFind find;

  JsonFields(List<String> names) {
    Pattern field = Pattern.compile("\"(" + String.join("|", names) + ")\"\\s{0,8}:\\s{0,8}"
        + "(?:\"([^\"\\\\]{0,128})\"|(-?[0-9]{1,12})|(\\[))?");
    this.triggers = names.stream().map(f -> "\"" + f + "\"").toList();
    this.find = AnchoredFind.literals(field, 0, triggers);
  }

  /** A line's body may hold a field (a quote and a colon). */
  static boolean mayHold(String body) {
    return body.indexOf('"') >= 0 && body.indexOf(':') >= 0;
  }

  /** Gives every field of {@code body} to {@code sink}, in order. */
  void each(String body, Sink sink) {
    Matcher m = find.matcher(body);
    for (int from = 0; find.next(m, body, from); from = m.end()) {
      String value = m.group(2) != null ? m.group(2) : m.group(3) != null ? m.group(3) : m.group(4) != null ? "[" : null;
      sink.field(m.group(1), value);
    }
  }
}
