package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.ascendtriage.TestPaths;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The quick reading of {@code diagnose} is picocli's, and its runs print what picocli's print. */
class QuickDiagnoseTest {
  private static final String SAMPLE = TestPaths.corpus().resolve("ptacase_0043-vllm-console/input.log").toString();

  @Test
  void readsWhatPicocliReads() {
    String[][] runs = {
      {"diagnose"},
      {"diagnose", "-"},
      {"diagnose", "a.log", "b.log"},
      {"diagnose", "--format", "json", "a.log"},
      {"diagnose", "a.log", "--format=markdown", "-q", "--debug"},
      {"diagnose", "--quiet", "--format", "text", "x", "y", "z"},
      {"diagnose", "--debug", "-"},
      {"diagnose", "diagnose", "a=b"},
    };
    for (String[] args : runs) {
      Main quick = new Main();
      DiagnoseCommand d = QuickDiagnose.parse(quick, args);
      assertNotNull(d, String.join(" ", args));
      CommandLine cl = CommandSpecs.diagnose(new Main());
      cl.parseArgs(args);
      assertEquals(fields(cl.getCommand(), cl.getSubcommands().get("diagnose").getCommand()), fields(quick, d),
          String.join(" ", args));
    }
  }

  @Test
  void leavesTheOthersToPicocli() {
    String[][] runs = {
      {},
      {"help"},
      {"--debug", "diagnose", "a.log"}, // an option before the subcommand
      {"cases"},
      {"diagnose", "-h"},
      {"diagnose", "--help"},
      {"diagnose", "-V"},
      {"diagnose", "--format", "xml", "a.log"},
      {"diagnose", "--format", "JSON", "a.log"},
      {"diagnose", "--format"},
      {"diagnose", "--format="},
      {"diagnose", "--format", "json", "--format", "text"}, // given twice: picocli's error
      {"diagnose", "-q", "-q"},
      {"diagnose", "--debug", "--debug"},
      {"diagnose", "-qV"},
      {"diagnose", "--top", "1", "a.log"},
      {"diagnose", "--casebase", "d", "a.log"},
      {"diagnose", "--", "a.log"},
      {"diagnose", "@args.txt"},
      {"diagnose", ""},
      {"diagnose", "-", "a.log"},
      {"diagnose", "--jsn"},
      {"diagnose", "--quiet=true"},
    };
    for (String[] args : runs) {
      assertNull(QuickDiagnose.parse(new Main(), args), String.join(" ", args));
    }
  }

  @Test
  void aPicocliPropertyLeavesItToPicocli() {
    String was = System.getProperty("picocli.trimQuotes");
    System.setProperty("picocli.trimQuotes", "true");
    try {
      assertNull(QuickDiagnose.parse(new Main(), new String[] {"diagnose", "a.log"}));
    } finally {
      if (was == null) {
        System.clearProperty("picocli.trimQuotes");
      } else {
        System.setProperty("picocli.trimQuotes", was);
      }
    }
    assertNotNull(QuickDiagnose.parse(new Main(), new String[] {"diagnose", "a.log"}));
  }

  @Test
  void runsPrintWhatPicocliRunsPrint(@TempDir Path dir) throws Exception {
    Path empty = Files.writeString(dir.resolve("empty.log"), "");
    Path nothing = Files.writeString(dir.resolve("quiet.log"), "all good\nepoch 1 loss 0.42\n");
    String[][] runs = {
      {"diagnose", SAMPLE},
      {"diagnose", "--format", "json", SAMPLE},
      {"diagnose", "--format=markdown", "-q", SAMPLE, nothing.toString()},
      {"diagnose", nothing.toString()},
      {"diagnose", empty.toString()},
      {"diagnose", dir.toString()},
      {"diagnose", dir.resolve("missing.log").toString()},
      {"diagnose", "--debug", dir.resolve("missing.log").toString()},
      {"diagnose", "-"},
      {"diagnose"},
    };
    for (String[] args : runs) {
      assertEquals(run(args, true), run(args, false), String.join(" ", args));
    }
  }

  private static String fields(Main main, DiagnoseCommand d) {
    TriageOptions o = d.opts.options;
    return List.of(main.debug, d.format, d.quiet, d.paths, o.caseDirs, o.fdFiles, o.noBuiltin, o.top,
        String.valueOf(o.minConfidence), o.redact, String.valueOf(o.indexDir), String.valueOf(o.maxKnowledge),
        d.main == main).toString();
  }

  private static List<Object> run(String[] args, boolean quick) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    byte[] stdin = "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.\n"
        .getBytes(StandardCharsets.UTF_8);
    int code = Main.run(args, new ByteArrayInputStream(stdin), out, err, false, quick);
    // a stack trace names the frames that threw, which differ between the two readings
    String e = err.toString(StandardCharsets.UTF_8).lines().filter(l -> !l.startsWith("\t")).toList().toString();
    return List.of(code, out.toString(StandardCharsets.UTF_8), e);
  }
}
