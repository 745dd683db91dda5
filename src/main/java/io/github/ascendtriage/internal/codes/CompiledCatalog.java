package io.github.ascendtriage.internal.codes;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * The built-in code catalogue as the build assembled it, kept as one binary resource,
 * {@value #NAME}: the records of every family, already read and checked (file by file, duplicates
 * and links) from the code files, and the forms the recognizer derives from their aliases. A start
 * reads them as arrays instead of reading 1,900 records from their trees and deriving the forms of
 * 4,900 aliases again.
 *
 * <p>The resource names the code files it was made from (size and CRC-32, as {@link BuiltInTrees}
 * records them) and a CRC-32 of its own content. It is used only when those are exactly the code
 * files of the compiled case base that is used (which {@link BuiltInTrees} in turn checks against
 * the JSON files) and its checksum holds; otherwise {@link #load} is empty, with a warning when
 * the resource exists, and the catalogue is read from the trees as before.
 *
 * <p>Stateless and thread-safe.
 */
final class CompiledCatalog {
  /** File name of the resource, in the built-in case base folder. */
  static final String NAME = "codes.compiled";
  static final int MAGIC = 0x41544343; // "ATCC"
  static final int FORMAT = 2; // 2: ASCII strings flagged (TreeCodec.string)
  private static final String FOLDER = "codes/";
  private static final SlotKind[] SLOTS = SlotKind.values();

  /** Made on first use: the build's writer, which never warns, needs no logger. */
  private static final class Log {
    static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(CompiledCatalog.class);
  }

  private CompiledCatalog() {}

  /**
   * The compiled built-in catalogue, when the resource is there, intact and made from the code
   * files of {@code trees}; empty otherwise (with a warning unless the resource is missing). Never
   * throws.
   */
  static Optional<CodeCatalog> load(BuiltInTrees trees) {
    byte[] b;
    try (InputStream in = CompiledCatalog.class.getResourceAsStream(CodeCatalogLoader.RESOURCE_ROOT + NAME)) {
      if (in == null) {
        Log.LOG.debug("built-in code catalogue: no {}; reading the code files", NAME);
        return Optional.empty();
      }
      b = in.readAllBytes();
    } catch (IOException e) {
      Log.LOG.warn("built-in code catalogue: {} cannot be read ({}); reading the code files", NAME, e.getMessage());
      return Optional.empty();
    }
    try {
      return Optional.of(decode(b, sources(trees)));
    } catch (IOException | RuntimeException e) {
      Log.LOG.warn("built-in code catalogue: {} is not usable ({}); reading the code files", NAME, e.getMessage());
      return Optional.empty();
    }
  }

  /** The code files of {@code trees}: name, size and CRC-32 of each, in path order. */
  static Map<String, BuiltInTrees.Entry> sources(BuiltInTrees trees) {
    Map<String, BuiltInTrees.Entry> out = new LinkedHashMap<>();
    for (Map.Entry<String, BuiltInTrees.Entry> e : trees.files().entrySet()) {
      if (e.getKey().startsWith(FOLDER)) {
        out.put(e.getKey(), e.getValue());
      }
    }
    return out;
  }

  /** The resource's bytes for {@code catalog}, made from the code files {@code sources}. */
  static byte[] encode(CodeCatalog catalog, Map<String, BuiltInTrees.Entry> sources) throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    DataOutputStream o = new DataOutputStream(body);
    o.writeInt(sources.size());
    for (Map.Entry<String, BuiltInTrees.Entry> e : sources.entrySet()) {
      TreeCodec.string(e.getKey(), o);
      o.writeLong(e.getValue().size());
      o.writeInt(e.getValue().crc());
    }
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
    o.flush();
    byte[] content = body.toByteArray();
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    DataOutputStream a = new DataOutputStream(all);
    a.writeInt(MAGIC);
    a.writeInt(FORMAT);
    a.writeInt(crc(content, 0));
    a.write(content);
    a.flush();
    return all.toByteArray();
  }

  /**
   * The catalogue in {@code b}, which must have been made from exactly the code files
   * {@code expected}.
   *
   * @throws IOException if {@code b} is not of this format, is damaged, or was made from other files
   * @throws RuntimeException (such as {@link IllegalArgumentException}) if a value in it is invalid
   */
  static CodeCatalog decode(byte[] b, Map<String, BuiltInTrees.Entry> expected) throws IOException {
    TreeCodec.Decoder d = new TreeCodec.Decoder(b, 0);
    if (b.length < 12 || d.readInt() != MAGIC || d.readInt() != FORMAT) {
      throw new IOException("not a compiled code catalogue of format " + FORMAT);
    }
    if (d.readInt() != crc(b, 12)) {
      throw new IOException("its checksum does not hold");
    }
    int n = d.count();
    Map<String, BuiltInTrees.Entry> sources = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      String name = d.string();
      long size = d.readLong();
      sources.put(name, new BuiltInTrees.Entry(size, d.readInt(), 0));
    }
    String stale = stale(sources, expected);
    if (stale != null) {
      throw new IOException("made from other code files: " + stale);
    }
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
    if (d.position() != b.length) {
      throw new IOException((b.length - d.position()) + " bytes after the end");
    }
    return new CodeCatalog(families, new AliasForms.Derived(shapes, messages));
  }

  /** Why {@code got} are not the files {@code want}, or null when they are. */
  private static String stale(Map<String, BuiltInTrees.Entry> got, Map<String, BuiltInTrees.Entry> want) {
    if (!got.keySet().equals(want.keySet())) {
      return "it names " + got.keySet() + ", the case base has " + want.keySet();
    }
    for (Map.Entry<String, BuiltInTrees.Entry> e : want.entrySet()) {
      BuiltInTrees.Entry g = got.get(e.getKey());
      if (g.size() != e.getValue().size() || g.crc() != e.getValue().crc()) {
        return e.getKey() + " changed";
      }
    }
    return null;
  }

  private static int crc(byte[] b, int from) {
    CRC32 c = new CRC32();
    c.update(b, from, b.length - from);
    return (int) c.getValue();
  }
}
