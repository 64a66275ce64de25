#!/usr/bin/env python3
"""Reads catalog pages in one headless Chromium over the DevTools protocol, for CatalogTests.

Usage: chromium_devtools.py CHROMIUM MODE URL...   (MODE: checks | access | styles)
       chromium_devtools.py CHROMIUM eval EXPRESSION-FILE WIDTH URL...
       chromium_devtools.py CHROMIUM shot PNG-FILE WIDTH HEIGHT URL

One browser serves many pages (started once, with --remote-debugging-pipe: commands on
fd 3, replies on fd 4, each a JSON text ended by NUL), so hundreds of pages cost no
Chromium start each; with more than one core, two browsers share the pages. Prints one
JSON object per page on standard output, in the order the pages were given:

- checks: after the page's own script has checked its previews (body[data-checked]),
  each preview's verdict: its id, caption, data-check, data-phase (a state preview's),
  counts (texts, those breaking elsewhere, those breaking elsewhere only by the browser's
  word dictionary), worst box and details.
- access: the accessibility tree as Chromium exposes it to screen readers
  (Accessibility.getFullAXTree): figures with their names, buttons with their pressed
  state, headings with levels; and the elements reached by pressing Tab from the top of
  the page (real key events), against every element the page makes focusable.
- styles: how the browser styles the page's own text, as computed: each finding's message
  (display, text-align), and each dialog text's lang and dir as the browser reads them.
- eval: the JSON value of the file's JavaScript expression (it may return a promise) in
  each page, in a window WIDTH CSS pixels wide.
- shot: a PNG of one page at WIDTH x HEIGHT CSS pixels, at scale 1, into PNG-FILE.

Python standard library only. Exits 2 with a message when Chromium does not answer.
"""
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time


class Browser:
    def __init__(self, chromium):
        self.profile = tempfile.mkdtemp(prefix="dialogc-devtools-")
        to_child_read, self.to_child = os.pipe()
        self.from_child, from_child_write = os.pipe()
        # Copies above any descriptor 3 or 4 might already be, moved onto 3 and 4 in the child.
        child_read = fcntl.fcntl(to_child_read, fcntl.F_DUPFD, 10)
        child_write = fcntl.fcntl(from_child_write, fcntl.F_DUPFD, 10)

        def descriptors():
            os.dup2(child_read, 3)
            os.dup2(child_write, 4)

        arguments = [
            chromium, "--headless", "--remote-debugging-pipe", "--no-first-run", "--disable-gpu",
            "--hide-scrollbars", "--user-data-dir=" + self.profile, "--window-size=1200,900",
            # An iPhone's own 3x scale: at 1x Chromium on Linux sums glyph advances rounded
            # to 1/64 px, a quarter point short on a long title (BENCHMARKS.md).
            "--force-device-scale-factor=3",
        ]
        if os.getuid() == 0:
            arguments.append("--no-sandbox")
        arguments.append("about:blank")
        self.process = subprocess.Popen(
            arguments, pass_fds=(3, 4), preexec_fn=descriptors,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for descriptor in (to_child_read, from_child_write, child_read, child_write):
            os.close(descriptor)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        targets = self.call("Target.getTargets")["targetInfos"]
        page = next(target for target in targets if target["type"] == "page")
        self.session = self.call("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)
        self.call("Runtime.enable", session=True)

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)

    def read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self.from_child, 1 << 16)
            if not chunk:
                raise EOFError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=False, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self.read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_for_event(self, method, timeout=60):
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method:
                    del self.events[index]
                    return event
            self.events.append(self.read_message(deadline))

    def evaluate(self, expression, timeout=60):
        result = self.call(
            "Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True},
            session=True, timeout=timeout)
        if "exceptionDetails" in result:
            raise RuntimeError(f"script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url):
        self.events.clear()
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_for_event("Page.loadEventFired")
        # The page checks its previews once its fonts are ready, then marks the body.
        self.evaluate("""new Promise(function (resolve, reject) {
            var started = Date.now();
            (function poll() {
              if (!document.querySelector('figure.preview') || document.body.getAttribute('data-checked') === 'true'
                  || document.documentElement.classList.contains('screen-only')) resolve(true);
              else if (Date.now() - started > 30000) reject(new Error('the page did not finish its checks'));
              else setTimeout(poll, 10);
            })();
          })""")


CHECKS = """JSON.stringify(Array.prototype.map.call(document.querySelectorAll('figure.preview'), function (figure) {
  var badge = figure.querySelector('.badge');
  return {id: figure.id, caption: figure.getAttribute('aria-label'), check: figure.getAttribute('data-check'), phase: figure.getAttribute('data-phase'),
    texts: Number(figure.getAttribute('data-texts')), textsDiffer: Number(figure.getAttribute('data-texts-differ')),
    textsDictionary: Number(figure.getAttribute('data-texts-dictionary') || 0),
    boxesOff: Number(figure.getAttribute('data-boxes-off')), worst: Number(figure.getAttribute('data-worst')),
    differences: figure.getAttribute('data-differences') || '', details: badge ? badge.title : '', badge: badge ? badge.textContent : ''};
}))"""

# Every control the page shows (links, buttons, form fields, anything given a tabindex of 0
# or more), by a number the script gives it. A control taken out of the Tab order with
# tabindex="-1" is still listed: the keyboard must reach it.
FOCUSABLE = """JSON.stringify(Array.prototype.map.call(
  document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]'),
  function (element, index) { element.setAttribute('data-focus-number', String(index)); return element; })
  .filter(function (element) {
    var control = element.matches('a[href], button, input, select, textarea, summary');
    return !element.disabled && (control || element.tabIndex >= 0) && element.getClientRects().length > 0
      && !element.closest('[hidden], [inert]');
  })
  .map(function (element) { return element.getAttribute('data-focus-number') + ' ' + element.tagName.toLowerCase() + ' ' + (element.getAttribute('class') || '') + ' ' + (element.textContent || '').trim().slice(0, 40); }))"""

STYLES = """JSON.stringify({
  findingMessages: Array.prototype.map.call(document.querySelectorAll('.finding .message'), function (element) {
    var style = getComputedStyle(element);
    return {display: style.display, textAlign: style.textAlign};
  }),
  texts: Array.prototype.map.call(document.querySelectorAll('.screen .t'), function (element) {
    var scoped = element.closest('[lang]');
    return {text: element.textContent, lang: scoped ? scoped.getAttribute('lang') : '', dir: getComputedStyle(element).direction};
  })
})"""

ACTIVE = """(function () { var element = document.activeElement;
  if (!element || element === document.body) return null;
  return (element.getAttribute('data-focus-number') || '?') + ' ' + element.tagName.toLowerCase() + ' ' + (element.getAttribute('class') || '') + ' ' + (element.textContent || '').trim().slice(0, 40); })()"""


def ax_value(node, key):
    value = node.get(key) or {}
    return value.get("value")


def ax_property(node, name):
    for entry in node.get("properties", []):
        if entry["name"] == name:
            return entry["value"].get("value")
    return None


def access(browser):
    browser.call("Accessibility.enable", session=True)
    nodes = [node for node in browser.call("Accessibility.getFullAXTree", session=True)["nodes"] if not node.get("ignored")]
    figures = [ax_value(node, "name") or "" for node in nodes if ax_value(node, "role") == "figure"]
    buttons = [{"name": ax_value(node, "name") or "", "pressed": ax_property(node, "pressed")}
               for node in nodes if ax_value(node, "role") in ("button", "toggleButton")]
    headings = [{"level": ax_property(node, "level"), "name": ax_value(node, "name") or ""}
                for node in nodes if ax_value(node, "role") == "heading"]
    focusable = json.loads(browser.evaluate(FOCUSABLE))
    browser.evaluate("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); true")
    reached = []
    for _ in range(len(focusable) + 5):
        for kind in ("keyDown", "keyUp"):
            browser.call("Input.dispatchKeyEvent", {"type": kind, "key": "Tab", "code": "Tab", "windowsVirtualKeyCode": 9}, session=True)
        active = browser.evaluate(ACTIVE)
        if active is None or active in reached:
            break
        reached.append(active)
    return {"figures": figures, "buttons": buttons, "headings": headings, "focusable": focusable, "reached": reached}


def read_pages(browser, mode, urls, reports, problems, expression=None, width=None):
    """Reads `urls` in `browser` into `reports` (by URL); a failure goes to `problems`."""
    try:
        if width:
            browser.call("Emulation.setDeviceMetricsOverride",
                         {"width": width, "height": 900, "deviceScaleFactor": 0, "mobile": False}, session=True)
        for url in urls:
            browser.open(url)
            report = {"url": url}
            if mode == "eval":
                report["value"] = browser.evaluate(expression)
            elif mode == "checks":
                report["previews"] = json.loads(browser.evaluate(CHECKS))
            elif mode == "styles":
                report.update(json.loads(browser.evaluate(STYLES)))
            else:
                report.update(access(browser))
            reports[url] = report
    except Exception as problem:
        problems.append(f"Chromium failed: {problem}")
    finally:
        browser.close()


def shot(chromium, path, width, height, url):
    browser = Browser(chromium)
    try:
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)
        browser.open(url)
        browser.evaluate("new Promise(function (resolve) { setTimeout(function () { resolve(true); }, 1500); })")
        data = browser.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        import base64
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
    finally:
        browser.close()
    return 0


def main():
    if len(sys.argv) < 3 or sys.argv[2] not in ("checks", "access", "styles", "eval", "shot"):
        print(__doc__, file=sys.stderr)
        return 2
    chromium, mode, urls = sys.argv[1], sys.argv[2], sys.argv[3:]
    if mode == "shot":
        return shot(chromium, urls[0], int(urls[1]), int(urls[2]), urls[3])
    expression, width = None, None
    if mode == "eval":
        with open(urls[0], encoding="utf-8") as file:
            expression = file.read()
        width, urls = int(urls[1]), urls[2:]
    # Keyboard focus is per window and only one page of a browser has it, so the access
    # checks keep to one browser; the layout checks split the pages between two.
    jobs = 2 if mode == "checks" and (os.cpu_count() or 1) > 1 and len(urls) > 8 else 1
    reports, problems = {}, []
    # Started here, before any thread: a child set up by preexec_fn is only safe without threads.
    browsers = []
    try:
        for _ in range(jobs):
            browsers.append(Browser(chromium))
    except Exception as problem:
        for browser in browsers:
            browser.close()
        print(f"cannot start Chromium over DevTools: {problem}", file=sys.stderr)
        return 2
    workers = [threading.Thread(target=read_pages, args=(browsers[index], mode, urls[index::jobs], reports, problems, expression, width))
               for index in range(jobs)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 2
    for url in urls:
        print(json.dumps(reports[url]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
