// The interactive API reference: one self-contained page (no CDN, works offline) that reads
// /openapi.json and renders every operation with a small "try it" form. Everything from the
// document or from answers is put on the page with textContent, never parsed as HTML.

// Colours, spacing, type and radii are the extension's design tokens (components/tokens.css, light and
// dark), put on the page ahead of these rules; no colour is written here.
const styles = `
  body { font: var(--text-lg)/1.5 var(--font-sans); margin: 0 auto; max-width: 60rem; padding: var(--space-4) var(--space-5) 4rem; color: var(--color-fg); background: var(--color-bg); }
  h1 { margin-bottom: var(--space-1); }
  h2 { border-bottom: 2px solid var(--color-line); padding-bottom: var(--space-1); margin-top: 2.5rem; }
  a { color: var(--color-accent); }
  nav a { margin-right: var(--space-4); }
  details { border: 1px solid var(--color-line); border-radius: var(--radius-md); margin: var(--space-3) 0; padding: var(--space-2) var(--space-3); }
  summary { cursor: pointer; font-weight: 600; }
  .method { display: inline-block; min-width: 4.2rem; font-family: var(--font-mono); }
  code, pre, textarea, input { font-family: var(--font-mono); font-size: var(--text-sm); }
  pre { background: var(--color-surface); border-radius: var(--radius-sm); padding: var(--space-2); overflow: auto; max-height: 24rem; white-space: pre-wrap; }
  label { display: block; margin-top: var(--space-2); font-size: var(--text-sm); color: var(--color-muted); }
  input, textarea { width: 100%; box-sizing: border-box; padding: var(--space-1); color: var(--color-fg); background: var(--color-bg); border: 1px solid var(--color-line); border-radius: var(--radius-sm); }
  textarea { min-height: 8rem; }
  button { margin-top: var(--space-2); padding: var(--space-1) var(--space-4); font: inherit; color: var(--color-on-accent); background: var(--color-accent); border: 0; border-radius: var(--radius-sm); cursor: pointer; }
  :focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
  .errors li { font-size: var(--text-sm); }
`;

// Plain browser JavaScript, kept free of template literals so it can live in this string.
const script = `
'use strict';
var tokenInputs = [];

function el(tag, text, className) {
  var node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function component(doc, schema) {
  var ref = schema && schema.$ref;
  if (!ref) return schema;
  return doc.components.schemas[ref.split('/').pop()];
}

function tryIt(op) {
  var form = el('form');
  var tokenLabel = el('label', 'Proxy access token');
  var token = el('input');
  token.type = 'password';
  token.autocomplete = 'off';
  token.placeholder = 'eyJ...';
  token.value = tokenInputs.length ? tokenInputs[0].value : '';
  token.addEventListener('input', function () {
    tokenInputs.forEach(function (other) { if (other !== token) other.value = token.value; });
  });
  tokenInputs.push(token);
  tokenLabel.appendChild(token);
  form.appendChild(tokenLabel);

  var idInput = null;
  if (op.path.indexOf('{id}') !== -1) {
    var idLabel = el('label', 'Conversation handle (id)');
    idInput = el('input');
    idLabel.appendChild(idInput);
    form.appendChild(idLabel);
  }
  var body = null;
  var requestBody = op.operation.requestBody;
  if (requestBody) {
    var bodyLabel = el('label', 'JSON body');
    body = el('textarea');
    var example = requestBody.content['application/json'].example;
    body.value = example === undefined ? '{}' : JSON.stringify(example, null, 2);
    bodyLabel.appendChild(body);
    form.appendChild(bodyLabel);
  }
  var send = el('button', 'Send');
  send.type = 'submit';
  form.appendChild(send);
  var output = el('pre', 'The answer will appear here.');
  form.appendChild(output);

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var path = op.path;
    if (idInput) path = path.replace('{id}', encodeURIComponent(idInput.value.trim()));
    var headers = {};
    if (token.value.trim()) headers.authorization = 'Bearer ' + token.value.trim();
    if (body) headers['content-type'] = 'application/json';
    output.textContent = 'Sending...';
    var started = performance.now();
    fetch(path.replace(/^\\//, ''), { method: op.method.toUpperCase(), headers: headers, body: body ? body.value : undefined })
      .then(function (response) {
        return response.text().then(function (text) {
          var shown = text;
          try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { /* not JSON: show as sent */ }
          var retry = response.headers.get('retry-after');
          output.textContent = response.status + ' ' + response.statusText +
            ' (' + Math.round(performance.now() - started) + ' ms)' +
            (retry ? ', Retry-After: ' + retry : '') + '\\n\\n' + shown;
        });
      })
      .catch(function (error) { output.textContent = 'The request failed: ' + error.message; });
  });
  return form;
}

function renderOperation(doc, op) {
  var details = el('details');
  details.id = op.operation.operationId;
  var summary = el('summary');
  summary.appendChild(el('span', op.method.toUpperCase(), 'method'));
  summary.appendChild(el('code', op.path));
  summary.appendChild(document.createTextNode(' ' + (op.operation.summary || '')));
  details.appendChild(summary);
  if (op.operation.description) details.appendChild(el('p', op.operation.description));
  if (op.operation.security && op.operation.security.length === 0) details.appendChild(el('p', 'No token needed.'));

  var requestBody = op.operation.requestBody;
  if (requestBody) {
    details.appendChild(el('h4', 'Request body'));
    details.appendChild(el('pre', JSON.stringify(component(doc, requestBody.content['application/json'].schema), null, 2)));
  }
  details.appendChild(el('h4', 'Responses'));
  var list = el('ul', undefined, 'errors');
  Object.keys(op.operation.responses).forEach(function (status) {
    list.appendChild(el('li', status + ': ' + op.operation.responses[status].description));
  });
  details.appendChild(list);
  var success = Object.keys(op.operation.responses).filter(function (s) { return s.charAt(0) === '2'; })[0];
  var answer = success && op.operation.responses[success].content;
  if (answer) details.appendChild(el('pre', JSON.stringify(component(doc, answer['application/json'].schema), null, 2)));
  details.appendChild(el('h4', 'Try it'));
  details.appendChild(tryIt(op));
  return details;
}

function render(doc) {
  var root = document.getElementById('reference');
  root.textContent = '';
  document.getElementById('version').textContent = 'Version ' + doc.info.version + '. ' + (doc.info.description || '');
  var nav = document.getElementById('sections');
  doc.tags.forEach(function (tag) {
    var ops = [];
    Object.keys(doc.paths).forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var operation = doc.paths[path][method];
        if (operation.tags && operation.tags.indexOf(tag.name) !== -1) ops.push({ path: path, method: method, operation: operation });
      });
    });
    if (!ops.length) return;
    var link = el('a', tag.name);
    link.href = '#tag-' + tag.name;
    nav.appendChild(link);
    var section = el('section');
    var heading = el('h2', tag.name);
    heading.id = 'tag-' + tag.name;
    section.appendChild(heading);
    if (tag.description) section.appendChild(el('p', tag.description));
    ops.forEach(function (op) { section.appendChild(renderOperation(doc, op)); });
    root.appendChild(section);
  });
}

fetch('openapi.json')
  .then(function (response) {
    if (!response.ok) throw new Error('openapi.json answered ' + response.status);
    return response.json();
  })
  .then(render)
  .catch(function (error) {
    document.getElementById('reference').textContent = 'Could not load openapi.json: ' + error.message;
  });
`;

/**
 * The page for one response; the nonce lets only this page's own script and style run. `designTokens`
 * is the text of components/tokens.css (the Node entry reads it at start); without it (a runtime
 * with no file system) the page shows in the browser's own colours, light or dark.
 */
export function referencePage(nonce: string, designTokens = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Sidecue proxy API reference</title>
<style nonce="${nonce}">${designTokens}${styles}</style>
</head>
<body>
<h1>Sidecue proxy API reference</h1>
<p id="version"></p>
<nav id="sections"></nav>
<main id="reference">Loading openapi.json…</main>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`;
}

export function referencePageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}
