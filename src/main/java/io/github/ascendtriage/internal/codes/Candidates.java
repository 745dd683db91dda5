package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.List;

/**
 * The best forms found for one token so far: the most literal text wins, records of forms that tie
 * are all kept (an ambiguous hit).
 *
 * <p>Not thread-safe; reused token by token within one scan.
 */
final class Candidates {
  int best;
  long span;
  String form;
  SlotKind bestSlot;
  final List<CodeRecord> records = new ArrayList<>();

  void reset() {
    best = -1;
    records.clear();
    bestSlot = null;
  }

  void offer(Shape s, long m, List<CodeRecord> rs) {
    if (s.specificity > best) {
      best = s.specificity;
      span = m;
      form = s.form;
      bestSlot = s.slot;
      records.clear();
    }
    if (s.specificity == best) {
      for (CodeRecord r : rs) {
        if (!records.contains(r)) {
          records.add(r);
        }
      }
    }
  }

  /** Whether a form named records for the token. */
  boolean found() {
    return !records.isEmpty();
  }

  void emit(String line, int from, int to, List<CodeHit> out, boolean success) {
    if (!records.isEmpty()) {
      out.add(new CodeHit((int) (span >>> 32), (int) span, line.substring(from, to), form, records, success));
    }
  }
}
