package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The tables {@link CodeRecognizer} scans with, compiled from a catalogue's families and the forms
 * derived from their aliases: the forms filed by slot and by the character beside the code, the
 * values and errNo high parts any form may name, the word codes, the stand-ins and coded messages,
 * and the triggers of the line gate.
 *
 * <p>Immutable after construction; used by {@link CodeRecognizer}.
 */
final class RecognizerTables {
  final Map<SlotKind, ShapeTable> tables = new EnumMap<>(SlotKind.class);
  final Map<String, List<String>> formsByFamily = new LinkedHashMap<>();
  final MessageForms messages;
  final LongSet values;
  final LongSet highs;
  final WordCodes words;
  /** Official names and documented messages that stand for their codes. */
  final CodeStandIns standIns;
  final CodedMessages coded;
  final List<Shape> errnoForms = new ArrayList<>();
  final AliasForms.Derived derived;
  final List<String> triggers;

  RecognizerTables(Map<String, FamilyIndex> families, AliasForms.Derived forms) {
    this.derived = forms;
    for (SlotKind k : SlotKind.values()) {
      tables.put(k, new ShapeTable());
    }
    Set<String> wordCodes = new HashSet<>();
    List<Long> highList = new ArrayList<>();
    for (Shape s0 : forms.shapes()) {
      Shape s = s0.withFamilyValues(families.get(s0.family).valueSet());
      tables.get(s.slot).add(s);
      if (s.slot == SlotKind.ERRNO) {
        errnoForms.add(s);
      }
      formsOf(s.family).add(s.form);
      for (long h : s.highs) {
        highList.add(h);
      }
      if (s.slot == SlotKind.WORD) {
        wordCodes.addAll(families.get(s.family).wordCodes());
      }
    }
    for (ShapeTable t : tables.values()) {
      t.freeze();
    }
    highs = new LongSet(highList);
    List<Long> all = new ArrayList<>();
    for (FamilyIndex f : families.values()) {
      all.addAll(f.values());
    }
    values = new LongSet(all);
    words = new WordCodes(wordCodes);
    standIns = new CodeStandIns(families, wordCodes);
    coded = new CodedMessages(families);
    messages = new MessageForms(forms.messages());
    for (AliasForms.MessageForm m : forms.messages()) {
      String form = m.prefix() + (m.text().isEmpty() ? "" : "%s") + m.suffix();
      List<String> l = formsOf(m.family());
      if (!l.contains(form)) {
        l.add(form);
      }
    }
    triggers = coded.withTriggers(standIns.withTriggers(CodeTriggers.of(forms, wordCodes)));
  }

  /** The forms list of {@code family}, made when first asked (no lambda: this runs at every start). */
  private List<String> formsOf(String family) {
    List<String> l = formsByFamily.get(family);
    if (l == null) {
      formsByFamily.put(family, l = new ArrayList<>());
    }
    return l;
  }
}
