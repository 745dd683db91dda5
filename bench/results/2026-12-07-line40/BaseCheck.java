import io.github.ascendtriage.internal.extract.tools.ResetRecordRecognizer;
/** line40: the first assertion of ResetRecordFaultsTest.hcclEntryLinesAreNotSentToTheRecordsParse against a jar. */
public class BaseCheck {
  public static void main(String[] a) {
    ResetRecordRecognizer r = new ResetRecordRecognizer();
    for (String line : new String[] {"Entry-HcclGetRootInfo:rootInfo[0x7f3a2c0e1b40], deviceLogicId[5]",
        "Entry-HcclCommInitRootInfoInner:ranks[8], rank[6], rootinfo: host ip[10.20.3.4] port[60001] nicDeploy[1]"
            + " identifier[10.20.3.4%eth0_60001_0_1763610996711234], deviceLogicId[6]"}) {
      System.out.println("mayMatch=" + r.mayMatch(line) + " literals=" + r.literals() + " : " + line.substring(0, 30));
    }
  }
}
