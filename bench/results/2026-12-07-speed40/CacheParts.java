package io.github.ascendtriage.internal.codes;

import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.net.*;
import java.nio.ByteBuffer;
import java.nio.file.*;
import java.util.*;

public class CacheParts {
  static final java.lang.management.ThreadMXBean T = ManagementFactory.getThreadMXBean();
  static long lastT, lastC;
  static void mark(String what) {
    long t = T.getCurrentThreadCpuTime() / 1_000_000;
    long c = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
    System.err.printf("%-34s main %5d  classes %5d%n", what, t - lastT, c - lastC);
    lastT = T.getCurrentThreadCpuTime() / 1_000_000; lastC = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
  }
  public static void main(String[] a) throws Exception {
    mark("start");
    URL u = DerivedCache.class.getResource("/io/github/ascendtriage/casebase/casebase.derived");
    mark("getResource");
    InputStream in = u.openStream();
    byte[] header = in.readNBytes(24);
    int headLength = ByteBuffer.wrap(header).getInt(8);
    byte[] b = Arrays.copyOf(header, headLength);
    in.readNBytes(b, 24, headLength - 24);
    mark("read head " + headLength);
    int crc = DerivedCache.crc(b, 24, headLength);
    mark("crc head");
    DerivedCache c = DerivedCache.parse(b);
    mark("parse (" + c.sources().size() + " sources)");
    URLConnection conn = u.openConnection();
    JarURLConnection j = (JarURLConnection) conn;
    try (java.util.zip.ZipFile z = new java.util.zip.ZipFile(Path.of(j.getJarFileURL().toURI()).toFile())) {
      mark("open ZipFile");
      for (Map.Entry<String, DerivedCache.Source> f : c.sources().entrySet()) {
        z.getEntry("io/github/ascendtriage/casebase/" + f.getKey());
      }
      mark("entries");
    }
    BuiltInTrees t = c.trees();
    mark("trees list");
    t.tree("knowledge.json");
    mark("knowledge tree");
    t.tree("reasoning.json");
    mark("reasoning tree");
    t.tree("zh.json");
    mark("zh tree");
    
  }
}
