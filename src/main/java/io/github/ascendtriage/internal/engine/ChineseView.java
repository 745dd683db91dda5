package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.CodeEntry;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.NextCheck;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.internal.casebase.ChineseTexts;
import io.github.ascendtriage.internal.load.ChineseFile;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A diagnosis with its prose in Chinese where the case base has the Chinese: the explanations of
 * the fix steps and of the cases' steps, the cases' verification, the reasoning's summary and the
 * why of each rule it used (a catalogued code's Chinese meaning for a code), the next checks'
 * expectations. Names, ids, commands, evidence and numbers stay as they are; prose without a
 * Chinese stays English. Stateless and thread-safe.
 */
final class ChineseView {
  private ChineseView() {}

  static Diagnosis of(Diagnosis d, ChineseTexts zh) {
    List<CaseMatch> matches = d.matches().stream().map(m -> match(m, zh)).toList();
    List<FixStep> fix = d.remediation().stream()
        .map(x -> new FixStep(step(x.step(), zh), x.origin(), x.ref(), x.similarity(), x.host())).toList();
    List<NextCheck> checks = d.nextChecks().stream()
        .map(c -> new NextCheck(c.layer(), c.command(), zh.of(c.expect()))).toList();
    java.util.Optional<LayerReasoning> reasoning = d.reasoning().map(r -> new LayerReasoning(r.layer(), r.confidence(),
        r.stage(), r.steps().stream().map(s -> new ReasoningStep(s.evidence(), s.token(), s.layer(), s.role(), s.rule(),
            why(s, d.codes(), zh))).toList(), summary(r.summary())));
    return new Diagnosis(d.toolVersion(), d.caseBaseVersion(), d.layer(), d.confidence(), d.answer(), matches,
        d.features(), d.codes(), d.catalogAnswer(), reasoning, d.similar(), d.rootCause(), checks, d.searchTokens(),
        d.warnings(), d.filesRead(), d.linesRead(), d.knowledgeBaseHits(), fix, d.officialCase());
  }

  private static CaseMatch match(CaseMatch m, ChineseTexts zh) {
    return new CaseMatch(m.caseId(), m.title(), m.titleZh(), m.layer(), m.confidence(), m.knowledgeBase(),
        m.remediation().stream().map(s -> step(s, zh)).toList(), verification(m.verification(), zh), m.evidence(),
        m.reasons(), m.references(), m.verificationUnfilled());
  }

  private static RemediationStep step(RemediationStep s, ChineseTexts zh) {
    return new RemediationStep(s.command(), zh.of(s.explanation()), s.unfilled(), s.unfilledReasons());
  }

  /** {@code command  =>  expectation}: the expectation is prose, the command is not. */
  private static String verification(String v, ChineseTexts zh) {
    int at = v.indexOf(ChineseFile.VERIFY_JOIN);
    if (at < 0) {
      return v;
    }
    int from = at + ChineseFile.VERIFY_JOIN.length();
    return v.substring(0, from) + zh.of(v.substring(from));
  }

  private static final String CATALOG = "catalog ";

  /** A rule's Chinese why; a catalogued code's Chinese meaning; else the English why. */
  private static String why(ReasoningStep s, List<CodeFinding> codes, ChineseTexts zh) {
    java.util.Optional<String> rule = zh.rule(s.rule());
    java.util.Optional<String> english = zh.ruleEnglish(s.rule());
    if (rule.isPresent() && english.isPresent() && s.why().startsWith(english.get())) {
      // the reasoner may append why the clue was demoted: " (named by a wrapper line: ...)"
      return rule.get() + because(s.why().substring(english.get().length()));
    }
    if (s.rule().startsWith(CATALOG)) {
      String[] fc = s.rule().substring(CATALOG.length()).split(" ", 2);
      for (CodeFinding f : codes) {
        for (CodeEntry e : entries(f)) {
          if (fc.length == 2 && e.family().equals(fc[0]) && e.code().equals(fc[1]) && !e.meaningZh().isBlank()) {
            return e.name().map(n -> n + ": ").orElse("") + e.meaningZh();
          }
        }
      }
    }
    return s.why();
  }

  private static final Pattern EXPLAINED_BY = Pattern.compile(" \\(explained by (.+): the fault is that layer's own\\)");

  /** The reason the reasoner appended to a rule's why (reason.Clues' demotions), in Chinese; another stays. */
  static String because(String suffix) {
    switch (suffix) {
      case "":
        return "";
      case " (named by a wrapper line: the call that failed)":
        return "（出现在封装层日志行中：指出的是失败的调用）";
      case " (named by a wrapper line: the call that failed) (the call's result on its line names what failed, the call only where)":
        return "（出现在封装层日志行中：指出的是失败的调用）（同一行上该调用的返回码指出了什么失败，调用名只指出失败的位置）";
      case " (its lines are explained by a code, a symptom or an outside fault on them)":
        return "（它所在的行已由该行的错误码、现象或层级之外的故障解释）";
      default:
        Matcher m = EXPLAINED_BY.matcher(suffix);
        return m.matches() ? "（由 " + m.group(1) + " 解释：故障属于那一层自身）" : suffix;
    }
  }

  private static List<CodeEntry> entries(CodeFinding f) {
    return java.util.stream.Stream.concat(java.util.stream.Stream.of(f.entry()), f.alternatives().stream()).toList();
  }

  private static final Pattern SHOWS = Pattern.compile(
      "no known case matched; the evidence shows (?:(\\d+) faults? of the ([a-z-]+) layer(?: and (\\d+) symptoms?)?"
          + "|only symptoms that name the ([a-z-]+) layer)(?:, first at the ([a-z-]+) stage)?");

  /** The reasoner's summary ({@code ReasoningView.summary}) in Chinese; an unknown form stays English. */
  static String summary(String en) {
    switch (en) {
      case "no line of the input points at a layer":
        return "输入中没有任何一行指向某一层";
      case "no component is seen failing on its own; start the ladder from the bottom":
        return "没有看到哪个组件自身出错；请从最底层开始逐层排查";
      case "the failure is outside the communication ladder (memory exhaustion, an operator or compile fault); no layer is claimed":
        return "故障在通信各层之外（内存耗尽、算子或编译故障）；不判定层级";
      case "the log is from another platform (a GPU stack or another vendor's HCCL) with no Ascend marker: no Ascend layer is claimed":
        return "日志来自其他平台（GPU 软件栈或其他厂商的 HCCL），没有昇腾标记：不判定昇腾的层级";
      case RootEnds.ENDED_SUMMARY:
        return "其他 rank 在等待的进程自己没有打印报错，而它的结束有记录（信号、内存不足终止）：层级属于该进程（脚本层），而不是其他 rank 超时所在的集合通信层";
      case RootLayer.OUTSIDE_SUMMARY:
        return "其他 rank 在等待的进程自己先出了通信层级之外的故障（其 AI Core 上的算子故障）：层级属于该故障（不属于通信层级），而不是其他 rank 超时所在的集合通信层；所示案例是其他 rank 看到的现象";
      case RootEnds.INIT_SUMMARY:
        return "其他 rank 在通信域初始化中等待的进程没有任何关于该初始化的记录：它没有执行到初始化（仍在初始化之前忙碌，例如准备数据），因此层级属于该进程（脚本层），而不是建链层";
      case LaggedRoot.SUMMARY:
        return "其他 rank 在集合通信中时，它们等待的进程不在其中（它在其他 rank 超时之后才开始等待，或比其他 rank 更早停止上报等待）：它的主机进程在集合通信之前被阻塞或忙碌，因此层级属于该进程（脚本层），而不是集合通信层";
      case RaisedRoot.SUMMARY:
        return "其他 rank 在等待的进程因其自身脚本抛出的异常而结束（Python traceback 的最后一行，其最内层帧是作业自己的代码）：层级属于该进程（脚本层），而不是其他 rank 随后报告的集合通信层或集群错误";
      case RootEnds.SILENT_SUMMARY:
        return "其他 rank 在等待的进程没有任何关于它们超时所在集合通信的记录：它没有执行到该集合通信，因此层级属于该进程（脚本层），而不是集合通信层";
      default:
        break;
    }
    Matcher m = SHOWS.matcher(en);
    if (!m.matches()) {
      return en;
    }
    StringBuilder b = new StringBuilder("没有匹配到已知案例；证据显示");
    if (m.group(1) != null) {
      b.append(layer(m.group(2))).append("的故障 ").append(m.group(1)).append(" 处");
      if (m.group(3) != null) {
        b.append("，以及现象 ").append(m.group(3)).append(" 处");
      }
    } else {
      b.append("只有指向").append(layer(m.group(4))).append("的现象");
    }
    if (m.group(5) != null) {
      b.append("，最早出现在 ").append(m.group(5)).append(" 阶段");
    }
    return b.toString();
  }

  /** A layer's name as the lesson says it. */
  static String layer(String id) {
    return switch (id.toLowerCase(Locale.ROOT)) {
      case "device" -> "设备层";
      case "network" -> "网络层";
      case "link-setup" -> "建链层";
      case "collective" -> "集合通信层";
      case "script" -> "脚本层";
      default -> id;
    };
  }
}
