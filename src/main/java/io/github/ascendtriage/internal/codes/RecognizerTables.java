package io.github.ascendtriage.internal.codes;

import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
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

  /**
   * The tables that cost most to compile and are a function of the catalogue alone, as the
   * compiled catalogue keeps them ({@link CompiledCatalog}): the stand-ins' names and documented
   * messages, the coded messages' leads by value, and the triggers (null: a form needs none).
   */
  record Kept(Map<String, CodeRecord> named, List<AliasForms.MessageForm> templates,
      Map<Long, List<CodedMessages.Lead>> decimal, Map<Long, List<CodedMessages.Lead>> hex, List<String> triggers) {}

  RecognizerTables(Map<String, FamilyIndex> families, AliasForms.Derived forms) {
    this(families, forms, null);
  }

  /** With the tables of {@code kept} when given (made from these very families), else compiled here. */
  RecognizerTables(Map<String, FamilyIndex> families, AliasForms.Derived forms, Kept kept) {
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
    standIns = kept == null ? new CodeStandIns(families, wordCodes) : new CodeStandIns(kept.named(), kept.templates());
    coded = kept == null ? new CodedMessages(families) : new CodedMessages(kept.decimal(), kept.hex());
    messages = new MessageForms(forms.messages());
    for (AliasForms.MessageForm m : forms.messages()) {
      String form = m.prefix() + (m.text().isEmpty() ? "" : "%s") + m.suffix();
      List<String> l = formsOf(m.family());
      if (!l.contains(form)) {
        l.add(form);
      }
    }
    triggers = kept != null ? kept.triggers() : coded.withTriggers(standIns.withTriggers(CodeTriggers.of(forms, wordCodes)));
  }

  /** What {@link Kept} holds of these tables. */
  Kept kept() {
    return new Kept(standIns.named(), standIns.templates(), coded.leads(false), coded.leads(true), triggers);
  }

  /**
   * Writes {@code kept}, naming records by their place in {@code index}; in the same order on
   * every build (names and values sorted, lists in their order).
   */
  static void write(Kept kept, Map<CodeRecord, Integer> index, DataOutputStream o) throws IOException {
    List<String> names = new ArrayList<>(kept.named().keySet());
    names.sort(null);
    o.writeInt(names.size());
    for (String n : names) {
      TreeCodec.string(n, o);
      o.writeInt(index.get(kept.named().get(n)));
    }
    o.writeInt(kept.templates().size());
    for (AliasForms.MessageForm m : kept.templates()) {
      TreeCodec.string(m.text(), o);
      o.writeInt(index.get(m.record()));
    }
    for (Map<Long, List<CodedMessages.Lead>> leads : List.of(kept.decimal(), kept.hex())) {
      List<Long> values = new ArrayList<>(leads.keySet());
      values.sort(null);
      o.writeInt(values.size());
      for (long v : values) {
        o.writeLong(v);
        o.writeInt(leads.get(v).size());
        for (CodedMessages.Lead l : leads.get(v)) {
          TreeCodec.string(l.text(), o);
          o.writeInt(index.get(l.record()));
        }
      }
    }
    o.writeBoolean(kept.triggers() != null);
    if (kept.triggers() != null) {
      o.writeInt(kept.triggers().size());
      for (String t : kept.triggers()) {
        TreeCodec.string(t, o);
      }
    }
  }

  /**
   * The tables {@link #write} wrote, records taken from {@code all} by place.
   *
   * @throws RuntimeException (such as {@link IndexOutOfBoundsException}) if the bytes are cut or
   *     name a record that is not there
   */
  static Kept read(TreeCodec.Decoder d, List<CodeRecord> all) {
    Map<String, CodeRecord> named = new HashMap<>();
    for (int n = d.count(); n > 0; n--) {
      named.put(d.string(), all.get(d.readInt()));
    }
    List<AliasForms.MessageForm> templates = new ArrayList<>();
    for (int n = d.count(); n > 0; n--) {
      templates.add(new AliasForms.MessageForm(CodeStandIns.TEMPLATE_FAMILY, "", d.string(), "", all.get(d.readInt())));
    }
    List<Map<Long, List<CodedMessages.Lead>>> byBase = new ArrayList<>(2);
    for (int base = 0; base < 2; base++) {
      Map<Long, List<CodedMessages.Lead>> leads = new HashMap<>();
      for (int n = d.count(); n > 0; n--) {
        long v = d.readLong();
        int k = d.count();
        List<CodedMessages.Lead> l = new ArrayList<>(k);
        for (int i = 0; i < k; i++) {
          l.add(new CodedMessages.Lead(d.string(), all.get(d.readInt())));
        }
        leads.put(v, l);
      }
      byBase.add(leads);
    }
    List<String> triggers = null;
    if (d.readByte() != 0) {
      String[] t = new String[d.count()];
      for (int i = 0; i < t.length; i++) {
        t[i] = d.string();
      }
      triggers = List.of(t);
    }
    return new Kept(named, templates, byBase.get(0), byBase.get(1), triggers);
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
