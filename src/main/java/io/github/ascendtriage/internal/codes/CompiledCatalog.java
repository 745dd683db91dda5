package io.github.ascendtriage.internal.codes;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The built-in code catalogue as the build assembled it, kept as the {@link DerivedCache#CATALOG}
 * section of the derived cache: the records of every family, already read and checked (file by
 * file, duplicates and links) from the code files, the forms the recognizer derives from their
 * aliases, and the recognizer's costliest tables ({@link RecognizerTables.Kept}: the names and
 * documented messages that stand for codes, the coded messages' leads, the line gate's triggers).
 * A start reads them as arrays instead of reading 1,900 records from their trees, deriving the
 * forms of 4,900 aliases and reading every record's messages and names again. The cache is checked against the code files as a
 * whole; the section is used only for the built-in catalogue alone (no site code files).
 *
 * <p>Stateless and thread-safe.
 */
final class CompiledCatalog {
  private static final SlotKind[] SLOTS = SlotKind.values();

  /** Made on first use: the build's writer, which never warns, needs no logger. */
  private static final class Log {
    static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(CompiledCatalog.class);
  }

  private CompiledCatalog() {}

  /**
   * The compiled built-in catalogue, when the cache holds it and it decodes; empty otherwise (with a
   * warning when the section is there but does not decode). Never throws.
   */
  static Optional<CodeCatalog> load(DerivedCache cache) {
    Optional<byte[]> b = cache.section(DerivedCache.CATALOG);
    if (b.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(decode(b.get()));
    } catch (IOException | RuntimeException e) {
      Log.LOG.warn("built-in code catalogue: the section of {} is not usable ({}); reading the code files",
          DerivedCache.NAME, e.getMessage());
      return Optional.empty();
    }
  }

  /** The section's bytes for {@code catalog}. */
  static byte[] encode(CodeCatalog catalog) throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    DataOutputStream o = new DataOutputStream(body);
    Map<CodeRecord, Integer> index = new IdentityHashMap<>();
    o.writeInt(catalog.families().size());
    for (CodeFamily f : catalog.families()) {
      TreeCodec.string(f.id(), o);
      TreeCodec.string(f.titleEn(), o);
      TreeCodec.string(f.titleZh(), o);
      o.writeInt(f.codes().size());
      for (CodeRecord r : f.codes()) {
        index.put(r, index.size());
        RecordCodec.write(r, o);
      }
    }
    AliasForms.Derived forms = catalog.recognizer().derived();
    o.writeInt(forms.shapes().size());
    for (Shape s : forms.shapes()) {
      TreeCodec.string(s.family, o);
      o.writeByte(s.slot.ordinal());
      TreeCodec.string(s.template, o);
      o.writeLong(s.min);
      o.writeLong(s.max);
      o.writeInt(s.highs.length);
      for (long h : s.highs) {
        o.writeLong(h);
      }
      // in catalogue order, so that a build writes the same bytes each time
      int[] bound = s.bound.stream().mapToInt(index::get).sorted().toArray();
      o.writeInt(bound.length);
      for (int i : bound) {
        o.writeInt(i);
      }
    }
    o.writeInt(forms.messages().size());
    for (AliasForms.MessageForm m : forms.messages()) {
      TreeCodec.string(m.family(), o);
      TreeCodec.string(m.prefix(), o);
      TreeCodec.string(m.text(), o);
      TreeCodec.string(m.suffix(), o);
      o.writeInt(index.get(m.record()));
    }
    RecognizerTables.write(catalog.recognizer().kept(), index, o);
    o.flush();
    return body.toByteArray();
  }

  /**
   * The catalogue in {@code b}, as {@link #encode} wrote it.
   *
   * @throws IOException if {@code b} is cut or has bytes after the end
   * @throws RuntimeException (such as {@link IllegalArgumentException}) if a value in it is invalid
   */
  static CodeCatalog decode(byte[] b) throws IOException {
    TreeCodec.Decoder d = new TreeCodec.Decoder(b, 0);
    List<CodeRecord> all = new ArrayList<>();
    List<CodeFamily> families = new ArrayList<>();
    for (int f = d.count(); f > 0; f--) {
      String id = d.string();
      String en = d.string();
      String zh = d.string();
      int count = d.count();
      List<CodeRecord> codes = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        CodeRecord r = RecordCodec.read(d, id);
        codes.add(r);
        all.add(r);
      }
      families.add(new CodeFamily(id, en, zh, codes));
    }
    List<Shape> shapes = new ArrayList<>();
    for (int s = d.count(); s > 0; s--) {
      String family = d.string();
      SlotKind slot = SLOTS[d.readByte()];
      String template = d.string();
      long min = d.readLong();
      long max = d.readLong();
      long[] highs = new long[d.count()];
      for (int i = 0; i < highs.length; i++) {
        highs[i] = d.readLong();
      }
      int nb = d.count();
      Set<CodeRecord> bound = new HashSet<>();
      for (int i = 0; i < nb; i++) {
        bound.add(all.get(d.readInt()));
      }
      shapes.add(Shape.compile(family, slot, template, min, max, highs).with(highs, bound));
    }
    List<AliasForms.MessageForm> messages = new ArrayList<>();
    for (int m = d.count(); m > 0; m--) {
      messages.add(new AliasForms.MessageForm(d.string(), d.string(), d.string(), d.string(), all.get(d.readInt())));
    }
    RecognizerTables.Kept kept = RecognizerTables.read(d, all);
    if (d.position() != b.length) {
      throw new IOException((b.length - d.position()) + " bytes after the end");
    }
    return new CodeCatalog(families, new AliasForms.Derived(shapes, messages), kept);
  }
}
