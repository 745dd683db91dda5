import java.nio.*;
public class Rd { public static void main(String[] a) throws Exception {
  var mx = java.lang.management.ManagementFactory.getThreadMXBean();
  long c0 = mx.getCurrentThreadCpuTime();
  byte[] b = new byte[8015384]; try (var in = Rd.class.getResourceAsStream("/tables.bin")) { int n = in.readNBytes(b, 0, b.length); }
  long c1 = mx.getCurrentThreadCpuTime();
  int[] x = new int[b.length/4]; ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(x);
  long c2 = mx.getCurrentThreadCpuTime();
  System.out.println("read " + (c1-c0)/1000 + " us cpu, convert " + (c2-c1)/1000 + " us cpu");
}}
