import java.lang.reflect.*; import java.nio.*; import java.util.zip.*; import java.io.*;
public class Sizes {
  public static void main(String[] a) throws Exception {
    Class<?> te = Class.forName("io.github.ascendtriage.internal.engine.TriageEngine");
    Class<?> cbl = Class.forName("io.github.ascendtriage.internal.load.CaseBaseLoader");
    Object base = cbl.getMethod("load", boolean.class, java.util.List.class, java.util.List.class).invoke(null, true, java.util.List.of(), java.util.List.of());
    Object ex = null;
    for (Method m : te.getDeclaredMethods()) if (m.getName().equals("extractor") && m.getParameterCount()==2) { m.setAccessible(true); ex = m.invoke(null, base, java.util.List.of()); }
    java.util.List<int[]> arrs = new java.util.ArrayList<>();
    find(ex, 0, new java.util.IdentityHashMap<>(), arrs);
    ByteArrayOutputStream raw = new ByteArrayOutputStream();
    for (int[] x : arrs) { ByteBuffer b = ByteBuffer.allocate(x.length*4).order(ByteOrder.LITTLE_ENDIAN); b.asIntBuffer().put(x); raw.write(b.array()); }
    byte[] r = raw.toByteArray();
    ByteArrayOutputStream z = new ByteArrayOutputStream(); try (DeflaterOutputStream d = new DeflaterOutputStream(z)) { d.write(r); }
    System.out.println("raw " + r.length + " deflated " + z.size());
    try (FileOutputStream f = new FileOutputStream("tables.bin")) { f.write(r); }
  }
  static void find(Object o, int depth, java.util.IdentityHashMap<Object,Boolean> seen, java.util.List<int[]> out) throws Exception {
    if (o == null || depth > 6 || seen.put(o, true) != null) return;
    Class<?> c = o.getClass();
    if (c.getName().endsWith("AhoCorasick")) { for (String f : new String[]{"ascii","fail","firstOut","outLink"}) { Field ff = c.getDeclaredField(f); ff.setAccessible(true); out.add((int[]) ff.get(o)); } return; }
    if (!c.getName().startsWith("io.github") ) { if (o instanceof Iterable<?> it && depth < 5) for (Object x : it) find(x, depth+1, seen, out); if (o instanceof java.util.Map<?,?> m && depth<5) for (Object x : m.values()) find(x, depth+1, seen, out); if (c.isArray() && !c.getComponentType().isPrimitive()) for (Object x : (Object[]) o) find(x, depth+1, seen, out); return; }
    for (Class<?> k = c; k != null; k = k.getSuperclass()) for (Field f : k.getDeclaredFields()) { if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) continue; try { f.setAccessible(true); find(f.get(o), depth+1, seen, out);} catch (Exception e) {} }
  }
}
