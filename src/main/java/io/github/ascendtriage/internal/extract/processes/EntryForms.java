package io.github.ascendtriage.internal.extract.processes;

/**
 * HCCL's two entry-log forms that {@link CollectiveEntryRecognizer} counts, read by hand from each {@code
 * Entry-Hccl} of a line: a communicator's creation, {@code Entry-HcclCommInit<name>:<at most 400 chars of one
 * line>identifier[<id>]}, and a collective's entry, {@code Entry-Hccl<Api>: tag[<Op>_<id>]} (the space optional;
 * API and operator 3-40 ASCII letters; an id 1-200 characters, none of {@code ]}, {@code ,} or a blank; the
 * creation's name at most 40 ASCII word characters). These are the forms of docs/log-formats.md 8.1 that the
 * recogniser's regexes read until run 2026-12-07-facts36; a hand parse makes no matcher per line, and every line of
 * a tree whose lines all carry facts may be one (a third of them on the facts mix). Characters are counted as the
 * regexes counted them: a surrogate pair is one, and a line terminator ends the creation's span. Stateless.
 */
final class EntryForms {
  private static final String ENTRY = "Entry-Hccl";
  private static final String INIT = "Entry-HcclCommInit";
  private static final String ID = "identifier[";
  private static final String TAG = "tag[";
  private static final int MAX_NAME = 40;
  private static final int MAX_SPAN = 400;
  private static final int MAX_ID = 200;

  private EntryForms() {}

  /** A collective's entry: the API's name after {@code Entry-Hccl} and the communicator's id in its tag. */
  record Collective(String api, String id) {}

  /** The identifier of the first communicator creation the line holds, or null. */
  static String created(String b) {
    for (int i = b.indexOf(INIT); i >= 0; i = b.indexOf(INIT, i + 1)) {
      int colon = i + INIT.length();
      int stop = Math.min(b.length(), colon + MAX_NAME + 1);
      while (colon < stop && word(b.charAt(colon))) {
        colon++;
      }
      if (colon == stop || b.charAt(colon) != ':') {
        continue;
      }
      int from = colon + 1;
      int last = spanEnd(b, from); // where an identifier[ may start at the latest
      for (int p = b.indexOf(ID, from); p >= 0 && p <= last; p = b.indexOf(ID, p + 1)) {
        int end = idEnd(b, p + ID.length());
        if (end >= 0) {
          return b.substring(p + ID.length(), end);
        }
      }
    }
    return null;
  }

  /** The first collective entry the line holds, or null. */
  static Collective collective(String b) {
    for (int i = b.indexOf(ENTRY); i >= 0; i = b.indexOf(ENTRY, i + 1)) {
      int api = i + ENTRY.length();
      int colon = letters(b, api);
      if (colon < 0 || colon >= b.length() || b.charAt(colon) != ':') {
        continue;
      }
      int tag = colon + 1;
      if (tag < b.length() && b.charAt(tag) == ' ') {
        tag++;
      }
      if (!b.startsWith(TAG, tag)) {
        continue;
      }
      int under = letters(b, tag + TAG.length());
      if (under < 0 || under >= b.length() || b.charAt(under) != '_') {
        continue;
      }
      int end = idEnd(b, under + 1);
      if (end >= 0) {
        return new Collective(b.substring(api, colon), b.substring(under + 1, end));
      }
    }
    return null;
  }

  /** The end of a run of 3-40 ASCII letters from {@code at}, or -1 when the run is shorter or longer. */
  private static int letters(String b, int at) {
    int e = at;
    int stop = Math.min(b.length(), at + MAX_NAME + 1);
    while (e < stop && (b.charAt(e) | 0x20) >= 'a' && (b.charAt(e) | 0x20) <= 'z') {
      e++;
    }
    return e - at >= 3 && e - at <= MAX_NAME ? e : -1;
  }

  /** Where an id of 1-200 characters from {@code at} ends, at its {@code ]}; -1 when it is empty, longer or ends otherwise. */
  private static int idEnd(String b, int at) {
    int e = at;
    for (int n = 0; n <= MAX_ID && e < b.length(); n++) {
      char c = b.charAt(e);
      if (c == ']') {
        return n > 0 ? e : -1;
      }
      if (c == ',' || c == ' ' || (c >= '\t' && c <= '\r')) {
        return -1;
      }
      e += pair(b, e) ? 2 : 1;
    }
    return -1;
  }

  /** The last place a span of at most 400 characters from {@code from} reaches, stopped before a line terminator. */
  private static int spanEnd(String b, int from) {
    int e = from;
    for (int n = 0; n < MAX_SPAN && e < b.length(); n++) {
      char c = b.charAt(e);
      if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
        break;
      }
      e += pair(b, e) ? 2 : 1;
    }
    return e;
  }

  private static boolean pair(String b, int i) {
    return Character.isHighSurrogate(b.charAt(i)) && i + 1 < b.length() && Character.isLowSurrogate(b.charAt(i + 1));
  }

  private static boolean word(char c) {
    return c < 128 && (Character.isLetterOrDigit(c) || c == '_');
  }
}
