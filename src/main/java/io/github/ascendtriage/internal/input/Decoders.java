package io.github.ascendtriage.internal.input;

import java.io.IOException;
import java.io.InputStream;

/**
 * The optional libraries archives need, found at run time: each decoder is its own nested class,
 * loaded only after its library was found, so the core runs without them. Stateless; thread-safe.
 */
final class Decoders {
  /** An xz stream may ask for at most this much memory (KiB) to decode: a hostile header cannot exhaust the heap. */
  private static final int XZ_MEMORY_KIB = 256 * 1024;

  private Decoders() {}

  static boolean hasCompress() {
    return present("org.apache.commons.compress.archivers.tar.TarArchiveInputStream");
  }

  /** Whether the decoder of {@code k} is on the class or module path. */
  static boolean has(Archives.Kind k) {
    return switch (k) {
      case XZ -> present("org.tukaani.xz.XZInputStream");
      case ZSTD -> present(ZSTD);
      case BZIP2 -> hasCompress();
      default -> true;
    };
  }

  /** What to add to read {@code k}. */
  static String missing(Archives.Kind k) {
    String lib =
        switch (k) {
          case XZ -> "org.tukaani:xz";
          case ZSTD -> "io.airlift:aircompressor";
          default -> "org.apache.commons:commons-compress";
        };
    return "reading it needs " + lib + " on the class or module path (the ascend-triage CLI bundles it); add it, or unpack the file";
  }

  static InputStream decompress(Archives.Kind k, InputStream in) throws IOException {
    return switch (k) {
      case XZ -> Xz.open(in);
      case ZSTD -> Zstd.open(in);
      case BZIP2 -> Bzip2.open(in);
      default -> throw new IllegalArgumentException(k + " is not a compression");
    };
  }

  private static boolean present(String className) {
    try {
      Class.forName(className, false, Decoders.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  private static final class Xz {
    static InputStream open(InputStream in) throws IOException {
      return new org.tukaani.xz.XZInputStream(in, XZ_MEMORY_KIB);
    }
  }

  /**
   * aircompressor has no module name of its own (an automatic module), so the module does not
   * require it: its decoder is made by reflection, which reads any module that is present.
   */
  private static final class Zstd {
    static InputStream open(InputStream in) throws IOException {
      try {
        return (InputStream) Class.forName(ZSTD, true, Decoders.class.getClassLoader())
            .getConstructor(InputStream.class).newInstance(in);
      } catch (java.lang.reflect.InvocationTargetException e) {
        throw new IOException("zstd: " + e.getCause().getMessage(), e.getCause());
      } catch (ReflectiveOperationException | LinkageError e) {
        throw new IOException("zstd decoder unusable: " + e, e);
      }
    }
  }

  private static final String ZSTD = "io.airlift.compress.zstd.ZstdInputStream";

  private static final class Bzip2 {
    static InputStream open(InputStream in) throws IOException {
      return new org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream(in, true);
    }
  }
}
