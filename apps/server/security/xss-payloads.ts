/**
 * The stored-XSS corpus: at least 100 payloads. Each one, if it ever executes, sets
 * `window.__xss` (or opens a dialog), which the browser check watches for. Built from the classic
 * vector families (script tags, event handlers, URL schemes, SVG/MathML, markup breaking out of
 * attributes, Markdown link and image syntax, template-injection shapes, encodings).
 */
const JS = 'window.__xss=1';

const handlers = ['onerror', 'onload', 'onfocus', 'onmouseover', 'onanimationstart', 'ontoggle', 'onpointerenter', 'onbegin'];
const tags = [
  'img src=x',
  'svg',
  'body',
  'iframe',
  'details open',
  'video src=x',
  'audio src=x',
  'input autofocus',
  'marquee',
  'object data=x',
  'embed src=x',
  'select autofocus',
];

const base: string[] = [
  `<script>${JS}</script>`,
  `<SCRIPT>${JS}</SCRIPT>`,
  `<script src="data:text/javascript,${JS}"></script>`,
  `<scr<script>ipt>${JS}</scr</script>ipt>`,
  `"><script>${JS}</script>`,
  `'><script>${JS}</script>`,
  `</textarea><script>${JS}</script>`,
  `</title><script>${JS}</script>`,
  `</style><script>${JS}</script>`,
  `<img src=x onerror=${JS}>`,
  `<img src="x" onerror="${JS}">`,
  `<img/src/onerror=${JS}>`,
  `<svg/onload=${JS}>`,
  `<svg><script>${JS}</script></svg>`,
  `<svg><animate onbegin=${JS} attributeName=x dur=1s>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${JS}>`,
  `<a href="javascript:${JS}">click</a>`,
  `<a href="JaVaScRiPt:${JS}">click</a>`,
  `<a href="&#106;avascript:${JS}">click</a>`,
  `<a href="java\tscript:${JS}">click</a>`,
  `<a href="data:text/html,<script>${JS}</script>">click</a>`,
  `<iframe src="javascript:${JS}"></iframe>`,
  `<iframe srcdoc="<script>parent.${JS}</script>"></iframe>`,
  `<form action="javascript:${JS}"><button>go</button></form>`,
  `<button formaction="javascript:${JS}">x</button>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${JS}">`,
  `<base href="javascript:${JS}//">`,
  `<link rel=stylesheet href="javascript:${JS}">`,
  `<style>@import 'javascript:${JS}';</style>`,
  `<div style="background:url(javascript:${JS})">x</div>`,
  `<input onfocus=${JS} autofocus>`,
  `<details open ontoggle=${JS}>`,
  `<body onload=${JS}>`,
  `<object data="javascript:${JS}"></object>`,
  `<embed src="javascript:${JS}">`,
  `<isindex type=image src=1 onerror=${JS}>`,
  `<xss onpointerenter=${JS} style=display:block>hover</xss>`,
  `<noscript><p title="</noscript><img src=x onerror=${JS}>">`,
  `<template><script>${JS}</script></template>`,
  `<!--<img src="--><img src=x onerror=${JS}//">`,
  `<![CDATA[<script>${JS}</script>]]>`,
  `[click](javascript:${JS})`,
  `[click](JAVASCRIPT:${JS})`,
  `[click](javascript&#58;${JS})`,
  `[click]( javascript:${JS})`,
  `![x](javascript:${JS})`,
  `![x](x"onerror="${JS})`,
  `[x](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)`,
  `<javascript:${JS}>`,
  '```html\n<script>window.__xss=1</script>\n```',
  `{{constructor.constructor('${JS}')()}}`,
  `\${alert(1)}`,
  `<%= ${JS} %>`,
  `\u003cscript\u003e${JS}\u003c/script\u003e`,
  `%3Cscript%3E${JS}%3C/script%3E`,
  `&lt;script&gt;${JS}&lt;/script&gt;`,
  `<img src=x onerror=&#119;indow.__xss=1>`,
  `<img src=x onerror="\u0077indow.__xss=1">`,
  `<svg><a xlink:href="javascript:${JS}"><text y=20>x</text></a></svg>`,
  `<a href="vbscript:${JS}">x</a>`,
  `<img srcset="x" onerror=${JS}>`,
  `<picture><source srcset=x onerror=${JS}><img src=x></picture>`,
  `<style>*{animation:x}@keyframes x{}</style><div onanimationstart=${JS}>`,
  `"onmouseover="${JS}`,
  `' onmouseover='${JS}`,
  `javascript:${JS}`,
  `<img src=1 onerror=alert(1)>`,
  `<script>alert(document.domain)</script>`,
  `<svg onload=alert(1)>`,
];

const generated: string[] = [];
for (const tag of tags) {
  for (const handler of handlers.slice(0, 4)) generated.push(`<${tag} ${handler}=${JS}>`);
}

export const XSS_PAYLOADS: readonly string[] = [...new Set([...base, ...generated])];
