// The serve page. Everything from the log or the answer reaches the page through textContent only,
// never as markup, so a log line cannot inject HTML or script.
'use strict';
(function () {
  const $ = (id) => document.getElementById(id);
  const LADDER = ['device', 'network', 'link-setup', 'collective', 'script'];
  let file = null;
  let sentText = null;
  // the report's language: the page's choice (default: the browser's); Chinese words come from the
  // server's bundle (/words-zh.json), the same the command line's --lang zh uses
  let lang = 'en';
  let W = {};
  function word(key, en) { return lang === 'zh' && W[key] ? W[key].replace(/[：:]\s*$/, '') : en; }
  function L(layer) { return lang === 'zh' && W['layer.' + layer] ? W['layer.' + layer] : layer; }
  async function setLang(l) {
    if (l === 'zh' && !W['layer.device']) {
      try {
        const res = await fetch('/words-zh.json');
        if (res.ok) W = await res.json();
      } catch (e) { /* the English words stay */ }
    }
    lang = l;
  }

  function el(tag, text, cls) {
    const e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (cls) e.className = cls;
    return e;
  }
  function append(parent, ...kids) { kids.forEach((k) => parent.appendChild(k)); return parent; }
  // two decimals rounded down, as the text report: never claims more than the number (0.997 reads 0.99)
  function num(c) { return (Math.floor(Number(c) * 100 + 1e-9) / 100).toFixed(2); }

  function say(text, info) {
    const m = $('message');
    m.textContent = text;
    m.className = info ? 'info' : '';
    m.hidden = !text;
  }

  function chooseFile(f) {
    file = f || null;
    $('chosen').textContent = file ? file.name + ' (' + file.size + ' bytes)' : '';
    $('clearfile').hidden = !file;
  }

  function copyButton(text) {
    const b = el('button', 'Copy');
    b.type = 'button';
    b.className = 'copy';
    b.addEventListener('click', () => {
      const done = () => { b.textContent = 'Copied'; setTimeout(() => { b.textContent = 'Copy'; }, 1500); };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, () => fallbackCopy(text, done));
      } else {
        fallbackCopy(text, done);
      }
    });
    return b;
  }
  function fallbackCopy(text, done) {
    const t = el('textarea');
    t.value = text;
    document.body.appendChild(t);
    t.select();
    try { document.execCommand('copy'); done(); } finally { t.remove(); }
  }
  function command(text) {
    return append(el('div', null, 'cmd'), el('code', text), copyButton(text));
  }

  function row(dl, term, value) {
    const dd = value instanceof Node ? append(el('dd'), value) : el('dd', value);
    append(dl, el('dt', term), dd);
  }

  function ladder(layer) {
    const p = el('span', null, 'ladder');
    LADDER.forEach((l, i) => {
      if (i) p.appendChild(document.createTextNode(' > '));
      p.appendChild(el('span', L(l), l === layer ? 'on' : ''));
    });
    return p;
  }

  // the pasted text with the evidence lines marked; long inputs show a window around each line
  function logView(text, evidence) {
    const marked = new Set(evidence.map((e) => e.line));
    const pre = el('pre', null, 'log');
    if (text === null) {
      evidence.forEach((e) => pre.appendChild(line(e.line, e.text, true, e.source)));
      return pre;
    }
    const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
    const all = lines.length <= 400;
    let last = 0;
    for (let n = 1; n <= lines.length; n++) {
      const near = [...marked].some((m) => Math.abs(m - n) <= 3);
      if (!all && !near) continue;
      if (last && n > last + 1) pre.appendChild(el('span', '...', 'gap'));
      pre.appendChild(line(n, lines[n - 1], marked.has(n)));
      last = n;
    }
    return pre;
  }
  function line(n, text, mark, source) {
    const s = el(mark ? 'mark' : 'span');
    append(s, el('span', (source ? source + ':' : '') + n, 'ln'), document.createTextNode(text));
    return s;
  }

  function codes(list) {
    const t = el('table', null, 'codes');
    append(t, append(el('tr'), el('th', 'code'), el('th', 'family'), el('th', 'name'), el('th', 'layer'), el('th', 'meaning')));
    list.forEach((c) => {
      const meaning = c.meaning && typeof c.meaning === 'object' ? [c.meaning.en, c.meaning.zh].filter(Boolean).join(' / ') : c.meaning;
      const shown = lang === 'zh' && c.meaningZh ? c.meaningZh : meaning;
      const tr = append(el('tr'), el('td', c.code), el('td', c.family), el('td', c.name), el('td', word('codeLayer.' + c.layer, c.layer)), el('td', shown));
      t.appendChild(tr);
      const step = c.firstStep && (c.firstStep.command || c.firstStep);
      if (typeof step === 'string' && step) {
        const td = el('td');
        td.colSpan = 5;
        append(td, command(step));
        const unfilled = (c.firstStep && c.firstStep.unfilled) || [];
        if (unfilled.length) { // as in the fix: a placeholder the log did not fill is marked
          td.appendChild(el('p', word('fillIn', 'fill in') + ': ' + unfilled.join(', ') + ' (' + word('notInLog', 'not in the log') + ')', 'unfilled'));
        }
        t.appendChild(append(el('tr'), td));
      }
    });
    return t;
  }

  // each source as text; its https link (after ": ") as a link that opens in a new tab
  function sources(list) {
    const ul = el('ul', null, 'sources');
    list.forEach((t) => {
      const at = t.indexOf(': https://');
      const li = el('li', at < 0 ? t : t.substring(0, at + 2));
      if (at >= 0) {
        const a = el('a', t.substring(at + 2));
        a.href = t.substring(at + 2);
        a.rel = 'noopener noreferrer';
        a.target = '_blank';
        li.appendChild(a);
      }
      ul.appendChild(li);
    });
    return ul;
  }

  // the root cause in a few words, as the text report's second line
  function rootLine(rc) {
    const roots = rc.roots || [];
    const words = (p) => (!p.known && p.address && p.label.indexOf(p.address) < 0 ? p.label + ' at ' + p.address : p.label);
    if (roots.length > 1) {
      return rc.cycle ? 'a cycle of ' + roots.length + ' processes waiting on each other: ' + roots.map(words).join(' <-> ')
        : roots.length + ' roots: ' + roots.map(words).join(', ');
    }
    if (rc.known === false) return 'outside the input: ' + (roots.length ? words(roots[0]) : 'a process whose logs are not here') + ' (no logs of it here)';
    const parts = [rc.host, rc.rank !== null ? 'rank ' + rc.rank : null, rc.device !== null ? 'device ' + rc.device : null]
      .filter((x) => x !== null && x !== undefined);
    return parts.join(' ') + (rc.pid ? ', pid ' + rc.pid : '');
  }

  // where a step of the fix comes from, in words; nothing for the matched case's own steps
  function origin(s) {
    if (s.from === 'official-case') return word('origin.official', 'fix of the official case it refines, ') + s.ref;
    if (s.from === 'code') return word('origin.code', 'first step of code ') + s.ref;
    if (s.from === 'rule') return word('origin.rule', 'fix of the failure class read; rule and source: ') + s.ref;
    if (s.from === 'layer-check') return word('origin.layer', 'check of the layer; source: ') + s.ref;
    if (s.from === 'setting') return word('origin.setting', 'official fix of a setting the log shows; setting and source: ') + s.ref;
    if (s.from === 'similar-incident') {
      return word('origin.similar', 'fix of the most similar known incident, ') + s.ref + word('origin.similarity', ', similarity ')
        + num(s.similarity) + (lang === 'zh' ? W['origin.pointer'] || '' : ': a pointer, not a claim');
    }
    return null;
  }

  // where a step runs, as the text report's fix line says it (RootCauseWords.fixHead): the step's host
  // for a root the input shows; for one outside it, what its waiters named (its host, the address,
  // its rank) or that the input does not show where; never a host the lines did not name
  function where(s, rc) {
    const t = (key, en) => (lang === 'zh' && W[key] !== undefined ? W[key] : en);
    const on = (key, en, v, enEnd) => (t(key, en) + v + t(key + '.end', enEnd)).trimEnd();
    // a step with no host while the root has one sets what every rank reads (RootCauseWords.fixHead)
    if (!s.host && rc && rc.host) return t('onHost.everyRank', 'on every rank: ').trimEnd();
    if (!rc || rc.known !== false) return s.host ? on('onHost', 'on ', s.host, ': ') : null;
    const p = (rc.roots || [])[0] || null;
    const host = p ? p.host : rc.host;
    if (host) return on('onHost.outside', 'on ', host, ' (root process not in the input): ');
    if (p && p.address) return on('onHost.address', 'on the host of ', p.address, ' (not in the input): ');
    if (p && p.rank !== null && p.rank !== undefined) return on('onHost.rank', 'on the host of rank ', p.rank, ' (not in the input): ');
    return t('onHost.none', 'on a host the input does not show: ').trimEnd();
  }

  // the answer's fix: every answer with a layer has one
  function fix(r, steps, rc) {
    if (!steps.length) return;
    r.appendChild(el('h2', word('fix', 'Fix')));
    const ol = el('ol', null, 'steps');
    steps.forEach((s) => {
      const li = el('li');
      const at = where(s, rc);
      if (at) li.appendChild(el('p', at, 'host'));
      if (s.command) li.appendChild(command(s.command));
      li.appendChild(el('p', s.explanation, 'explain'));
      if ((s.unfilled || []).length) {
        li.appendChild(el('p', word('fillIn', 'fill in') + ': ' + s.unfilled.join(', ') + ' (' + word('notInLog', 'not in the log') + ')', 'unfilled'));
      }
      const from = origin(s);
      if (from) li.appendChild(el('p', from, 'from'));
      ol.appendChild(li);
    });
    r.appendChild(ol);
  }

  function render(d) {
    const r = $('result');
    r.replaceChildren();
    const dl = el('dl');
    row(dl, word('layer', 'Layer'), append(el('span'), el('strong', lang === 'zh' ? L(d.layer) : String(d.layer).toUpperCase()),
      document.createTextNode('  '), ladder(d.layer)));
    if (d.rootCause) {
      const rc = d.rootCause;
      row(dl, word('rootCause', 'Root cause'), rootLine(rc));
      row(dl, word('whyRoot', 'Why root'), rc.reason + ' (' + rc.source + ')');
    }
    const m = (d.matches || [])[0];
    if (!m) {
      const rs = d.reasoning;
      if (rs) {
        row(dl, word('case', 'Case'), rs.layer === 'unknown' ? rs.summary
          : rs.summary + word('reasoning.confidence', ' (layer reasoning, confidence ') + num(rs.confidence) + word('reasoning.confidence.end', ')'));
      } else {
        row(dl, word('case', 'Case'), word('reasoning.none', 'none confident enough'));
      }
      if (d.catalogAnswer) row(dl, word('code', 'Code'), d.catalogAnswer + word('code.supports', ' supports the answer'));
      if ((d.searchTokens || []).length) {
        row(dl, word('search', 'Search'), word('search.tokens', 'the official case library for: ') + d.searchTokens.join(', '));
      }
      const oc = d.officialCase;
      if (oc) {
        row(dl, word('official', 'Official case'), oc.id + (oc.title ? ' - ' + oc.title : '') + word('official.rule', ' (the failure class of the rule that decided the layer)'));
      }
    } else {
      const first = lang === 'zh' && m.titleZh ? m.titleZh : m.title;
      const second = lang === 'zh' ? m.title : m.titleZh;
      row(dl, word('case', 'Case'), append(el('span'), el('strong', m.caseId, 'caseid'), document.createTextNode(' - ' + first)));
      if (second) row(dl, '', second);
      row(dl, word('confidence', 'Confidence'), num(m.confidence) + '  (' + m.knowledgeBase + ')');
      row(dl, word('why', 'Why'), m.why || (m.reasons || []).join('; '));
      if (m.verification) {
        const vu = m.verificationUnfilled || [];
        row(dl, word('verify', 'Verify'), m.verification + (vu.length ? '  (' + word('fillIn', 'fill in') + ': ' + vu.join(', ') + ')' : ''));
      }
      const o = d.officialCase;
      if (o && o.matchedCase !== o.id) {
        row(dl, word('official', 'Official case'), o.id + (o.title ? ' - ' + o.title : '') + word('official.refines', ' (this case refines it)'));
      }
    }
    r.appendChild(dl);
    fix(r, d.remediation || [], d.rootCause);
    if (m) {
      r.appendChild(el('h2', word('evidence', 'Evidence')));
      const pasted = (m.evidence || []).filter((e) => e.source === 'pasted' || (file && e.source === file.name));
      r.appendChild(logView(sentText !== null && pasted.length === m.evidence.length ? sentText : null, m.evidence || []));
      d.matches.slice(1).forEach((o) => r.appendChild(el('p', word('also', 'Also') + ': ' + o.caseId + ' - '
        + (lang === 'zh' && o.titleZh ? o.titleZh : o.title) + ' (' + num(o.confidence) + ', ' + L(o.layer) + ')')));
      if ((m.references || []).length) {
        r.appendChild(el('h2', word('md.sources', 'Sources')));
        r.appendChild(sources(m.references));
      }
    } else if (d.reasoning && (d.reasoning.steps || []).length) {
      r.appendChild(el('h2', word('reasoning', 'Reasoning (no case matched; each line with the rule that read it)')));
      const ul = el('ul', null, 'reasoning');
      d.reasoning.steps.forEach((s) => ul.appendChild(append(el('li'),
        el('span', word('role.' + s.role, s.role) + ' ' + L(s.layer) + ' [' + s.rule + '] ' + (lang === 'zh' ? s.why + ' ' : '')),
        el('code', s.source + ':' + s.line + '  ' + s.text))));
      r.appendChild(ul);
    }
    if (Array.isArray(d.codes) && d.codes.length) {
      r.appendChild(el('h2', word('codes', 'Codes')));
      r.appendChild(codes(d.codes));
    }
    if (!m) { // as the text report: the generic checks only when no case was found
      r.appendChild(el('h2', word('nextChecks', 'Next checks (bottom-up from ') + L(d.layer) + (lang === 'zh' ? W['nextChecks.end'] || ')' : ')')));
      const ul = el('ul', null, 'checks');
      (d.nextChecks || []).forEach((c) => {
        ul.appendChild(append(el('li'), el('span', '[' + L(c.layer) + ']'), command(c.command), el('p', word('expect', 'expect') + ': ' + c.expect, 'expect')));
      });
      r.appendChild(ul);
    }
    (d.warnings || []).forEach((w) => r.appendChild(el('p', word('warning', 'Warning') + ': ' + w.source + (w.line ? ':' + w.line : '') + ' ' + w.message
      + (w.count > 1 ? word('warning.seen', ' (seen ') + w.count + word('warning.times', ' times)') : ''), 'warn')));
    r.appendChild(el('p', d.filesRead + ' file(s), ' + d.linesRead + ' line(s) read; ascend-triage ' + d.toolVersion + ', case base ' + d.caseBaseVersion));
    r.hidden = false;
  }

  async function diagnose() {
    say('');
    $('result').hidden = true;
    $('busy').hidden = false;
    $('diagnose').disabled = true;
    try {
      await setLang($('lang').value);
      const api = '/api/diagnose' + (lang === 'zh' ? '?lang=zh' : '');
      let res;
      if (file) {
        sentText = file.size <= (4 << 20) ? await readText(file) : null;
        res = await fetch(api, { method: 'POST', body: file,
          headers: { 'Content-Type': 'application/octet-stream', 'X-Filename': encodeURIComponent(file.name), 'X-Ascend-Triage': '1' } });
      } else {
        sentText = $('trace').value;
        // a Blob body goes to the network without another copy of the string: much faster for big pastes
        res = await fetch(api, { method: 'POST', body: new Blob([sentText], { type: 'text/plain;charset=utf-8' }),
          headers: { 'X-Ascend-Triage': '1' } });
      }
      const body = await res.json().catch(() => ({ error: 'the server answered ' + res.status + ' without JSON' }));
      if (!res.ok) {
        say(body.error || 'the server answered ' + res.status);
        return;
      }
      render(body);
      if (!body.matches.length && body.linesRead === 0 && (body.warnings || []).length) say(body.warnings[0].message, true);
    } catch (e) {
      say('Could not reach the server: ' + e.message);
    } finally {
      $('busy').hidden = true;
      $('diagnose').disabled = false;
    }
  }

  // the file's text for the evidence view, unless it looks compressed or binary
  async function readText(f) {
    const head = new Uint8Array(await f.slice(0, 512).arrayBuffer());
    if (head.some((b) => b === 0) || (head[0] === 0x1f && head[1] === 0x8b)) return null;
    return f.text();
  }

  document.addEventListener('DOMContentLoaded', () => {
    $('diagnose').addEventListener('click', diagnose);
    $('lang').value = (navigator.language || '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
    $('file').addEventListener('change', (e) => chooseFile(e.target.files[0]));
    $('clearfile').addEventListener('click', () => { $('file').value = ''; chooseFile(null); });
    const drop = $('drop');
    ['dragenter', 'dragover'].forEach((t) => drop.addEventListener(t, (e) => { e.preventDefault(); drop.classList.add('over'); }));
    ['dragleave', 'drop'].forEach((t) => drop.addEventListener(t, () => drop.classList.remove('over')));
    drop.addEventListener('drop', (e) => { e.preventDefault(); if (e.dataTransfer.files.length) chooseFile(e.dataTransfer.files[0]); });
  });
})();
