package io.github.ascendtriage.internal.load;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The forms of a knowledge source a reasoning rule cites in {@code sources} (the short forms case
 * authors write in {@code references}): an official page, a catalogue record, a source file at a
 * commit, a lesson or log-formats section, a field report's class, an official case. Stateless.
 */
final class SourceReference {
  private static final Pattern URL = Pattern.compile("https://[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(?:[/?#]\\S*)?");
  /** A user's thread is a report, not a source: cite its field report (fr-NNN) instead. */
  private static final Pattern THREAD = Pattern.compile("https://github\\.com/[^/]+/[^/]+/(?:issues|pull|discussions)/.*");
  private static final String NOTE = "(?: \\([^()]+\\))?";
  private static final Pattern FORMS = Pattern.compile(String.join("|",
      "catalog [a-z][a-z0-9-]*(?:/[a-z0-9-]+)? [A-Za-z0-9_x.-]+(?:, ?[A-Za-z0-9_x.-]+)*" + NOTE,
      "[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+@[0-9a-f]{7,40}:[A-Za-z0-9_./+-]+" + NOTE,
      "lesson §?[0-9A-B](?:\\.[0-9A-Za-z]+)*(?:, ?§?[0-9A-B](?:\\.[0-9A-Za-z]+)*)*" + NOTE,
      "log-formats §?[0-9]+(?:\\.[0-9]+)*(?:, ?§?[0-9]+(?:\\.[0-9]+)*)*" + NOTE,
      "ascend-fd kg-config [A-Za-z0-9_x-]+" + NOTE,
      "fr-[0-9]{3}" + NOTE,
      "(?:ptacase_[0-9]{4}|topic_[0-9]{16}|tensorflow_faq_[0-9]{4})" + NOTE));

  static final String FORMS_DOC = "an https URL of an official page, 'catalog <family> <code>', a source file"
      + " 'owner/repo@commit:path', 'lesson §N', 'log-formats N.N', 'ascend-fd kg-config <entry>', 'fr-NNN'"
      + " (a field report's class) or an official case id, optionally followed by a note in parentheses";

  private SourceReference() {}

  /** Why {@code ref} is not a source reference, or empty when it is one. */
  static Optional<String> problem(String ref) {
    if (THREAD.matcher(ref).matches()) {
      return Optional.of("'" + ref + "' is a user's thread, not a source; cite the field report (fr-NNN) re-created from it");
    }
    if (URL.matcher(ref).matches() || FORMS.matcher(ref).matches()) {
      return Optional.empty();
    }
    return Optional.of("'" + ref + "' is not a source reference (expected " + FORMS_DOC + ")");
  }
}
