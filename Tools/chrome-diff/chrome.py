"""Lays fixtures out in headless Chromium and reads back every box and the used track sizes.

A page holds many cases (one Chromium start per batch): its script builds each case's element
tree from the case's raw CSS, wraps it in an absolutely positioned block of `max-content` width
(the corpus's `max-content` viewport) or of the viewport's definite width, lets Chromium lay
everything out once, then replaces the document with a JSON list of results that
`--dump-dom` prints.
"""

import html
import json
import os
import shutil
import subprocess
import tempfile

# The corpus's base style: every div is a relative flex box with zero margins, padding and
# solid zero-width borders (so `border-*: Npx` widths show); box-sizing comes per variant.
BASE_CSS = """
html, body { margin: 0; padding: 0; }
div { display: flex; position: relative; box-sizing: border-box; margin: 0; padding: 0; border: 0 solid red;
      min-width: auto; min-height: auto; font-size: 0; line-height: 0; }
.tessera-viewport { display: block; position: absolute; left: 0; top: 0; }
"""

PAGE_SCRIPT = r"""
const CASES = JSON.parse(document.getElementById('cases').textContent);
function build(node) {
  const el = document.createElement('div');
  let css = '';
  for (const [k, v] of Object.entries(node.css)) {
    const prop = /^border-(top|left|bottom|right)$/.test(k) ? k + '-width' : k;
    css += prop + ':' + v + ';';
  }
  el.style.cssText = css;
  for (const c of node.children || []) el.appendChild(build(c));
  return el;
}
const roots = [];
for (const c of CASES) {
  const vp = document.createElement('div');
  vp.className = 'tessera-viewport';
  vp.style.direction = c.direction;
  vp.style.width = c.viewport_width == null ? 'max-content' : c.viewport_width + 'px';
  const root = build(c.root);
  vp.appendChild(root);
  document.body.appendChild(vp);
  roots.push([vp, root]);
}
function tracks(el, prop) {
  const cs = getComputedStyle(el);
  if (cs.display !== 'grid' && cs.display !== 'inline-grid') return null;
  const v = cs[prop];
  if (!v || v === 'none') return [];
  return v.replace(/\[[^\]]*\]/g, ' ').trim().split(/\s+/).filter(s => s.length).map(s => parseFloat(s));
}
function describe(el, parentRect) {
  const r = el.getBoundingClientRect();
  const hidden = getComputedStyle(el).display === 'none';
  const out = hidden ? {x: 0, y: 0, width: 0, height: 0, hidden: true}
                     : {x: r.left - parentRect.left, y: r.top - parentRect.top, width: r.width, height: r.height};
  const rows = tracks(el, 'gridTemplateRows'), cols = tracks(el, 'gridTemplateColumns');
  if (rows !== null) { out.rows = rows; out.columns = cols; }
  out.children = Array.from(el.children).map(c => describe(c, r));
  if (hidden) out.children = out.children.map(zero);
  return out;
}
function zero(d) { return {x: 0, y: 0, width: 0, height: 0, hidden: true, children: d.children.map(zero)}; }
const results = roots.map(([vp, root]) => describe(root, vp.getBoundingClientRect()));
// The initial containing block (the window less its scrollbars): an orthogonal root's inline
// size is fitted into it (CSS Writing Modes 4 §7.3.1).
const icb = [document.documentElement.clientWidth, document.documentElement.clientHeight];
for (const r of results) r.icb = icb;
document.body.innerHTML = '';
const pre = document.createElement('pre');
pre.id = 'out';
pre.textContent = JSON.stringify(results);
document.body.appendChild(pre);
"""


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("chrome-diff: chromium is not installed (run `make chrome-diff`, which installs Debian's chromium)")


def page(cases):
    """The HTML page laying out `cases`: dicts with `root` (a corpus node with `css`),
    `direction` and `viewport_width` (None = max-content)."""
    data = json.dumps(cases).replace("</", "<\\/")
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><style>" + BASE_CSS + "</style></head><body>"
            "<script type='application/json' id='cases'>" + data + "</script>"
            "<script>" + PAGE_SCRIPT + "</script></body></html>")


def layout(cases, batch=400, timeout=600):
    """Lays out every case in Chromium; returns one measured tree per case (same order)."""
    binary = chromium_binary()
    results = []
    with tempfile.TemporaryDirectory(prefix="chrome-diff-") as tmp:
        for start in range(0, len(cases), batch):
            chunk = cases[start:start + batch]
            path = os.path.join(tmp, "page-%d.html" % start)
            with open(path, "w", encoding="utf-8") as f:
                f.write(page(chunk))
            args = [binary, "--headless", "--disable-gpu", "--no-first-run", "--mute-audio",
                    "--user-data-dir=" + os.path.join(tmp, "profile"), "--dump-dom", "file://" + path]
            if "grid-lanes" in json.dumps(chunk):
                # Masonry (CSS Grid 3 `display: grid-lanes`) is behind this flag in Chromium 156.
                args.insert(1, "--enable-experimental-web-platform-features")
            if os.geteuid() == 0:
                args.insert(1, "--no-sandbox")
            proc = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
            out = proc.stdout
            a, b = out.find('<pre id="out">'), out.rfind("</pre>")
            if a < 0 or b < 0:
                raise SystemExit("chrome-diff: chromium produced no results (exit %d): %s"
                                 % (proc.returncode, proc.stderr.strip().splitlines()[-1:] or ""))
            measured = json.loads(html.unescape(out[a + len('<pre id="out">'):b]))
            if len(measured) != len(chunk):
                raise SystemExit("chrome-diff: chromium returned %d results for %d cases" % (len(measured), len(chunk)))
            results.extend(measured)
    return results


def version():
    try:
        out = subprocess.run([chromium_binary(), "--version"], capture_output=True, text=True, timeout=60).stdout
        return out.split()[1] if len(out.split()) > 1 else "?"
    except Exception:
        return "?"
