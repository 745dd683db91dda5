package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.internal.codes.ErrnoTable;
import io.github.ascendtriage.internal.extract.scan.AnchoredFindCheck;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The errno and CANN code searches, run from their anchors (issue 38), find what their regexes
 * find from every char: random lines of the words, signs and numbers of the forms, every text of
 * the errno table (in either case), codes and near misses, and the forms {@link ErrnoFormsTest}
 * reads.
 */
class AnchoredErrorsTest {
  private static final List<String> LINES = List.of("qp create failed, ret(-12) return[-98] rc=-5 errno: 98",
      "RuntimeError: failed (errno: 111 - Connection refused). OSError: [Errno 98] Address already in use",
      "gloo: Connection refused (111), Network is unreachable (101); connection REFUSED(111)");

  private static List<String> pieces() {
    List<String> p = new ArrayList<>(List.of("ret", "return", "rc", "xret", "_rc", "errno", "Errno", "rrno", "E",
        " is ", "(", "[", "=", ":", " - ", "-", "-1", "-12", "-110", "98", "111", "1234", ".5", "x", ")", " "));
    for (ErrnoTable.Errno e : ErrnoTable.builtIn().all()) {
      p.add(e.text());
      p.add(e.text().toUpperCase(java.util.Locale.ROOT));
      p.add(e.text() + " (" + e.number() + ")");
    }
    return p;
  }

  @Test
  void returnsErrnosAndTextsAsTheRegexesFindThem() {
    List<String> pieces = pieces();
    AnchoredFindCheck.sameAsFind(ErrnoRecognizer.RETURN_FIND, pieces, LINES, 20_000);
    AnchoredFindCheck.sameAsFind(ErrnoRecognizer.ERRNO_FIND, pieces, LINES, 20_000);
    AnchoredFindCheck.sameAsFind(new ErrnoRecognizer(ErrnoTable.builtIn()).text, pieces, LINES, 20_000);
  }

  @Test
  void cannCodesAsTheRegexFindsThem() {
    AnchoredFindCheck.sameAsFind(CannCodeRecognizer.CODES, List.of("E", "W", "EI0006", "EZ9999", "W11001", "WA0001",
        "E1", "EI", "0000", "12", "3", "_", "x", "Q", "-", "EE10011", "aEI0006"),
        List.of("[ERROR] failed EI0006 then EZ9999; W11001 wX1234 E12345 EI00061 _EI0002 EI0002_"), 30_000);
  }
}
