// The visual page's style and script, inline so that the page needs nothing but itself.

/// The page's style: two columns and a gutter for the connectors, marks that carry their symbol
/// (not only a colour), light and dark schemes, and a print style.
let htmlStyle = """
  :root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1f;--muted:#5f6368;--line:#d6d6db;\
  --del:#b3261e;--del-bg:#fde7e6;--ins:#146c2e;--ins-bg:#e3f5e6;--mov:#7a4f00;--mov-bg:#fff1d6;\
  --rel:#0b57d0;--rel-bg:#e2ecfd;--focus:#0b57d0}
  @media (prefers-color-scheme:dark){:root{--bg:#16171a;--fg:#e6e6ea;--muted:#a0a4ab;\
  --line:#3a3b40;--del:#ffb4ab;--del-bg:#4a1c19;--ins:#8fd9a0;--ins-bg:#173722;--mov:#f6c56b;\
  --mov-bg:#3f2f0c;--rel:#a8c7fa;--rel-bg:#1c2f52;--focus:#a8c7fa}}
  *{box-sizing:border-box}
  body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,sans-serif}
  header{padding:12px 16px;border-bottom:1px solid var(--line)}
  h1{font-size:16px;margin:0 0 4px}h2{font-size:15px;margin:8px 0}h3{font-size:14px;margin:0}
  .summary{margin:0 0 8px;font-weight:600}.note,.order{color:var(--muted);margin:6px 0}
  nav button{font:inherit;margin:0 6px 6px 0;padding:3px 10px;border:1px solid var(--line);\
  border-radius:6px;background:var(--bg);color:var(--fg);cursor:pointer}
  nav button[aria-pressed=true]{border-color:var(--focus);box-shadow:inset 0 0 0 1px var(--focus)}
  .steps{margin:4px 0 0;padding-left:28px;max-height:14em;overflow:auto}
  main{position:relative;display:grid;grid-template-columns:minmax(0,1fr) 64px minmax(0,1fr);\
  padding:0 16px 24px}
  svg.connectors{position:absolute;left:0;top:0;pointer-events:none;overflow:visible}
  path.connector{fill:none;stroke:var(--mov);stroke-width:1.5}
  .side{min-width:0}.file{color:var(--muted);font-weight:400}
  .section{border:1px solid var(--line);border-radius:6px;margin:0 0 10px;overflow:hidden;\
  content-visibility:auto;contain-intrinsic-size:auto 48px}
  .header{padding:4px 8px;background:color-mix(in srgb,var(--line) 35%,transparent)}
  ol.items{list-style:none;margin:0;padding:0}
  li.item{padding:1px 8px;border-top:1px solid color-mix(in srgb,var(--line) 45%,transparent);\
  white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
  li.fold{padding:1px 8px;color:var(--muted)}
  .section.fold{padding:3px 8px;color:var(--muted);border-style:dashed}.section.fold .section{margin:6px 0}
  .index{display:inline-block;min-width:2.5em;color:var(--muted);font-variant-numeric:tabular-nums}
  code{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
  .value{color:var(--muted)}.members{color:var(--rel);font-size:.9em}details.value{display:inline}details.value>summary{display:inline;\
  list-style:none}details.value>summary::before{content:"\\25B8 "}\
  details.value[open]>summary::before{content:"\\25BE "}details.value pre{white-space:pre-wrap;\
  margin:2px 0 2px 2.5em;color:var(--fg)}
  summary{cursor:pointer}
  .mark{display:inline-block;min-width:1.4em;margin-right:4px;border-radius:4px;text-align:center;\
  font:700 12px/1.5 ui-monospace,monospace}
  .mark.delete{color:var(--del);background:var(--del-bg)}
  .mark.insert{color:var(--ins);background:var(--ins-bg)}
  .mark.move{color:var(--mov);background:var(--mov-bg)}
  .mark.reload{color:var(--rel);background:var(--rel-bg)}
  body:not([data-batch=all]) .mark:not(.active),body:not([data-batch=all]) path.connector:not(.active)\
  {opacity:.18}
  body:not([data-batch=all]) .mark.active{outline:2px solid var(--focus);outline-offset:1px}
  :focus-visible{outline:2px solid var(--focus);outline-offset:2px}
  @media print{nav,svg.connectors{display:none}body{font-size:11px}.section{break-inside:avoid}}
  """

/// The page's script: draws each item move from its OLD row to its NEW row, highlights the
/// operations of the chosen batch, and records that it ran (`data-ready`; `data-init-ms`, its own
/// time, and `data-ready-ms`, the time from navigation until the page is interactive) or failed
/// (`data-error`) on `<body>`, for `Scripts/check-html.sh`.
let htmlScript = """
  (function () {
    "use strict";
    var body = document.body;
    window.addEventListener("error", function (event) {
      body.setAttribute("data-error", String(event.message));
    });
    var started = performance.now();
    var moves = JSON.parse(document.getElementById("snapdiff-moves").textContent);
    var main = document.querySelector("main");
    var svg = document.querySelector("svg.connectors");
    var svgNS = "http://www.w3.org/2000/svg";
    function draw() {
      // Every position is read before any line is added: adding one invalidates the layout, and
      // reading after it would lay the page out again for each move.
      var box = main.getBoundingClientRect();
      var lines = [];
      for (var i = 0; i < moves.length; i++) {
        var from = document.getElementById("o" + moves[i][0]);
        var to = document.getElementById("n" + moves[i][1]);
        if (!from || !to) continue;
        var a = from.getBoundingClientRect(), b = to.getBoundingClientRect();
        if (!a.height || !b.height) continue;
        lines.push([a.right - box.left, a.top + a.height / 2 - box.top, b.left - box.left,
          b.top + b.height / 2 - box.top, String(moves[i][2])]);
      }
      var chosen = body.getAttribute("data-batch");
      var paths = document.createDocumentFragment();
      lines.forEach(function (line) {
        var mid = (line[0] + line[2]) / 2;
        var path = document.createElementNS(svgNS, "path");
        path.setAttribute("d", "M" + line[0] + " " + line[1] + " C" + mid + " " + line[1] + " " +
          mid + " " + line[3] + " " + line[2] + " " + line[3]);
        path.setAttribute("class", "connector" +
          (chosen === "all" || chosen === line[4] ? " active" : ""));
        path.setAttribute("data-batch", line[4]);
        paths.appendChild(path);
      });
      svg.setAttribute("width", String(main.scrollWidth));
      svg.setAttribute("height", String(main.scrollHeight));
      svg.replaceChildren(paths);
    }
    var buttons = document.querySelectorAll("nav button[data-select]");
    function select(batch) {
      body.setAttribute("data-batch", batch);
      buttons.forEach(function (button) {
        button.setAttribute("aria-pressed", String(button.getAttribute("data-select") === batch));
      });
      document.querySelectorAll(".mark, path.connector").forEach(function (element) {
        element.classList.toggle("active",
          batch === "all" || element.getAttribute("data-batch") === batch);
      });
      document.querySelectorAll("ol.steps").forEach(function (list) {
        list.hidden = list.getAttribute("data-batch") !== batch;
      });
    }
    buttons.forEach(function (button) {
      button.addEventListener("click", function () { select(button.getAttribute("data-select")); });
    });
    document.querySelectorAll("details").forEach(function (details) {
      details.addEventListener("toggle", draw);
    });
    window.addEventListener("resize", draw);
    var chosen = /batch=(\\d+)/.exec(location.hash);
    select(chosen ? chosen[1] : "all");
    draw();
    body.setAttribute("data-init-ms", String(Math.round(performance.now() - started)));
    body.setAttribute("data-ready-ms", String(Math.round(performance.now())));
    body.setAttribute("data-ready", "true");
  })();
  """
