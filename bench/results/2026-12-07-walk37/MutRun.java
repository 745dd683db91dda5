package io.github.ascendtriage.internal.extract.automaton;
public class MutRun {
  public static void main(String[] a) throws Exception {
    ByteWalkTest.gate();
    try { new ByteWalkTest().twoCursorsReportWhatOneReports(); System.out.println("PASS"); }
    catch (Throwable t) { String m = String.valueOf(t.getMessage()); System.out.println("FAIL " + m.substring(0, Math.min(300, m.length()))); }
  }
}
