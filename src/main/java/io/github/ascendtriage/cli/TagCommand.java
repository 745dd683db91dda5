package io.github.ascendtriage.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamAlert;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.internal.input.LineHandler;
import io.github.ascendtriage.internal.input.LineReader;
import io.github.ascendtriage.internal.input.LineTimestamps;
import io.github.ascendtriage.internal.output.EcsEvent;
import io.github.ascendtriage.internal.output.JsonLinesBuffer;
import io.github.ascendtriage.internal.output.TerminalText;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code ascend-triage tag}: JSON Lines out, one object per line in (or per matching line). */
@Command(
    name = "tag",
    mixinStandardHelpOptions = true,
    description = {
      // one element a paragraph: picocli wraps each to the usage width, so none may end mid-sentence
      "Reads log lines (stdin, or the FILEs in turn) and writes JSON Lines to stdout: one object per input line.",
      "--format json: {\"line\", \"text\", \"caseId\", \"layer\"}; --format ecs: Elastic Common Schema events"
          + " (docs/schema/tag-ecs.schema.json).",
      "--input json reads one JSON event per line and adds the tags to it."
    })
final class TagCommand implements Callable<Integer> {
  /** Messages about bad input lines written before they are only counted. */
  static final int MAX_MESSAGES = 100;

  enum Format { json, ecs }

  enum Input { text, json }

  @ParentCommand Main main;
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin TriageOptionsMixin opts;
  @Mixin MatchOptionsMixin match;

  @Parameters(paramLabel = "FILE", arity = "0..*",
      description = "Files (plain or gzip) or globs, read one after the other; '-' or nothing reads stdin.")
  List<String> files = new ArrayList<>();

  @Option(names = "--format", paramLabel = "json|ecs", description = "Output: json (default) or ecs.")
  Format format = Format.json;

  @Option(names = "--input", paramLabel = "text|json", description = "Input: text lines (default) or JSON events.")
  Input input = Input.text;

  @Option(names = "--message-field", paramLabel = "F", description = "With --input json: the field holding the log line (default: message; dotted names reach nested objects).")
  String messageField = "message";

  @Option(names = "--path-field", paramLabel = "F", description = "With --input json: the field naming the file (default: log.file.path).")
  String pathField = "log.file.path";

  @Option(names = "--host-field", paramLabel = "F", description = "With --input json: the field naming the host (default: host.name).")
  String hostField = "host.name";

  @Option(names = "--pid-field", paramLabel = "F", description = "With --input json: the field holding the pid (default: process.pid).")
  String pidField = "process.pid";

  @Option(names = "--only-matches", description = "Write only the lines that are evidence of a case or carry an official code.")
  boolean onlyMatches;

  @Option(names = "--alerts", description = "Also write one ECS alert per root cause (and one per change of it) when found.")
  boolean alerts;

  /** Bytes of JSON Lines gathered before they are handed to the output. */
  static final int WRITE_AT = 1 << 15;

  private PrintWriter out;
  private final JsonLinesBuffer json = new JsonLinesBuffer();
  private PrintWriter err;
  private StreamSession session;
  private StreamSession quiet; // null: every line is decoded and accepted
  private JsonEvents events;
  private long badLines;
  private long nulLines;

  @Override
  public Integer call() throws Exception {
    List<Path> paths = new ArrayList<>();
    boolean stdin = files.isEmpty();
    for (String f : files) {
      if (f.equals("-")) {
        stdin = true;
      } else {
        try {
          paths.addAll(FileArgs.expand(f));
        } catch (IllegalArgumentException e) {
          throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
      }
    }
    if (stdin && !paths.isEmpty()) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), "'-' (stdin) cannot be mixed with files");
    }
    AscendTriage triage = opts.options.build(match.options, spec.commandLine().getErr());
    // buffered: written when the buffer fills, when stdin has nothing more to read yet (a live
    // stream's lines come out as soon as they are tagged) and at the end, not one write per line
    out = new PrintWriter(spec.commandLine().getOut(), false);
    err = spec.commandLine().getErr();
    events = new JsonEvents(messageField, pathField, hostField, pidField);
    try (StreamSession s = alerts ? triage.openStream() : triage.openStream().withoutAlerts()) {
      session = s;
      // text in: a quiet line's object or event is written from its bytes (a JSON event is parsed
      // first and keeps its own fields: those take the usual path)
      quiet = input == Input.text ? s : null;
      if (stdin) {
        // a live stream: no look-ahead to sniff the charset or refuse binary data (that would hold
        // back the first lines and drop a whole stream for one bad chunk); bytes that are not
        // UTF-8 become U+FFFD and every line still gets its output line, written out as soon as
        // the input has nothing more ready
        StdinLines.read(main.stdin, new StdinLines.Handler() {
          @Override
          public void line(String line, long no, boolean plain) {
            TagCommand.this.line(line, no, LineSource.UNNAMED, plain);
          }

          @Override
          public boolean quiet(byte[] b, int from, int to, long no) {
            return quietLine(b, from, to, LineSource.UNNAMED, true); // a plain line: nothing to escape
          }
        }, this::flushOutput);
      } else {
        Path common = FileArgs.commonFolder(paths);
        for (Path p : paths) {
          // the files' place below the folder they share tells the host, as a tree's does
          LineSource src = FileArgs.source(common, p);
          try {
            LineReader.read(p, new LineHandler() {
              @Override
              public void line(String line, long no) {
                TagCommand.this.line(line, no, src, false);
              }

              @Override
              public boolean skipsAscii(byte[] b, int from, int to, long no) {
                return quietLine(b, from, to, src, false);
              }
            });
          } catch (LineReader.NotTextException e) {
            // binary bytes (a crash's NUL padding) near the start: the file is still read, line by
            // line, as the same bytes on stdin are; each line with a NUL byte is said on stderr
            try (java.io.InputStream in = java.nio.file.Files.newInputStream(p)) {
              StdinLines.read(in, new StdinLines.Handler() {
                @Override
                public void line(String line, long no, boolean plain) {
                  TagCommand.this.line(line, no, src, plain);
                }

                @Override
                public boolean quiet(byte[] b, int from, int to, long no) {
                  return quietLine(b, from, to, src, true);
                }
              }, () -> { });
            }
          }
        }
      }
      if (alerts) {
        writeAlerts(s.flush());
      }
    }
    writeJson();
    if (nulLines > MAX_MESSAGES) {
      err.println("ascend-triage: " + nulLines + " input lines held NUL bytes in all");
    }
    if (badLines > MAX_MESSAGES) {
      err.println("ascend-triage: " + badLines + " input lines were not JSON objects in all (passed through as text)");
    }
    out.flush();
    err.flush();
    return Main.MATCHED;
  }

  /**
   * A line not yet decoded ({@link StreamSession#acceptQuiet}): true when the session took it as a
   * quiet line and its object is written; false when it is to be decoded and given to {@link
   * #line} as usual; {@code plain}: no byte of it is one JSON escapes.
   */
  private boolean quietLine(byte[] b, int from, int to, LineSource src, boolean plain) {
    if (quiet == null || !quiet.acceptQuiet(b, from, to, src)) {
      return false;
    }
    if (!onlyMatches && format == Format.ecs) { // a quiet line has no case and no code
      java.util.Optional<String> ts = LineTimestamps.findPlog(b, from, to, quiet.quietTimeStart());
      if (ts == null) { // only the search of the decoded line tells
        ts = LineTimestamps.find(new String(b, from, to - from, java.nio.charset.StandardCharsets.ISO_8859_1));
      }
      json.addQuietEcs(session.linesAccepted(), b, from, to, plain, ts, quiet.quietSource(), quiet.quietSourceLine());
      writeJsonWhenFull();
    } else if (!onlyMatches) {
      json.addQuiet(session.linesAccepted(), b, from, to, plain);
      writeJsonWhenFull();
    }
    if (alerts) {
      writeAlerts(session.takeAlerts());
    }
    return true;
  }

  /** One input line; {@code plain}: its text is ASCII without a char JSON escapes (as read from stdin). */
  private void line(String text, long no, LineSource src, boolean plain) {
    if (!plain && text.indexOf('\0') >= 0 && ++nulLines <= MAX_MESSAGES) {
      err.println("ascend-triage: " + TerminalText.fileName(src.file()) + " line " + no
          + ": holds NUL bytes (binary data, or a crash's padding); tagged as text");
    }
    ObjectNode event = null;
    String message = text;
    LineSource source = src;
    boolean failed = false;
    if (input == Input.json) {
      JsonEvents.Parsed p = events.parse(text, src);
      if (p.ok()) {
        event = p.event();
        message = p.message();
        source = p.source();
      } else {
        // passed on as a text line, never dropped: the line is still tagged, and said on stderr
        failed = true;
        event = p.event();
        if (++badLines <= MAX_MESSAGES) {
          err.println("ascend-triage: " + TerminalText.fileName(src.file()) + " line " + no + ": " + TerminalText.escape(p.problem())
              + "; passed through as text");
        }
      }
    }
    TaggedLine t = session.accept(message, source);
    if (!onlyMatches || t.caseId().isPresent() || !t.codes().isEmpty()) {
      if (format == Format.ecs && input == Input.text) {
        // a text line: its event is written straight into the buffer, as the mapper would write it
        json.addEcs(t);
        writeJsonWhenFull();
      } else if (format == Format.ecs) {
        ObjectNode e = EcsEvent.of(t, event == null ? EcsEvent.empty() : event);
        if (failed && (!e.has("tags") || e.get("tags").isArray())) {
          e.withArray("tags").add("_jsonparsefailure");
        }
        json.addLine(EcsEvent.write(e));
        writeJsonWhenFull();
      } else {
        // the text as it came in (not redacted, not a JSON event's message) is copied as it is
        json.add(t, plain && t.text() == text);
        writeJsonWhenFull();
      }
    }
    if (alerts) {
      writeAlerts(session.takeAlerts());
    }
  }

  private void writeAlerts(List<StreamAlert> list) {
    if (!list.isEmpty()) {
      writeJson(); // the lines before an alert come out before it
    }
    for (StreamAlert a : list) {
      out.println(EcsEvent.render(a));
    }
  }

  private void writeJsonWhenFull() {
    if (json.length() >= WRITE_AT) {
      writeJson();
    }
  }

  /** Hands the gathered lines to the output and flushes it (the input has nothing more ready). */
  private void flushOutput() {
    writeJson();
    out.flush();
  }

  /**
   * Writes the gathered JSON Lines (UTF-8 bytes) to stdout itself, after what went to the writer
   * before them (an alert, a line of the ECS format).
   */
  private void writeJson() {
    if (json.length() == 0) {
      return;
    }
    out.flush();
    try {
      json.writeTo(main.stdout);
    } catch (java.io.IOException e) {
      throw new FailingWriter.OutputFailure(e);
    }
  }
}
