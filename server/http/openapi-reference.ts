import type { OpenApiDocument } from './openapi';

/**
 * GET /api/docs: the OpenAPI document as a page a person reads (issue 37: "a readable reference page"),
 * rendered here from the same document: no script, no CDN, nothing to install. Each call shows its
 * method, path, capability, parameters, and its body and answer schemas folded away.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

interface Operation {
  operationId: string;
  tags: string[];
  description?: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: { '200': { content: { 'application/json': { schema: unknown } } } };
  security: unknown[];
}

function operationHtml(method: string, path: string, op: Operation) {
  const params = (op.parameters ?? []).map((p) => `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) ${escape(JSON.stringify(p.schema))}</li>`).join('');
  return `<section id="${escape(op.operationId)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p><b>${escape(op.operationId)}</b>${op.security.length ? '' : ' (no authentication)'}${op.description ? ` — ${escape(op.description)}` : ''}</p>
${params ? `<ul>${params}</ul>` : ''}
${op.requestBody ? `<details><summary>Body</summary>${json(op.requestBody.content['application/json'].schema)}</details>` : ''}
<details><summary>Answer</summary>${json(op.responses['200'].content['application/json'].schema)}</details>
</section>`;
}

export function openApiReferenceHtml(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(operations)) {
      const op = value as Operation;
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px;color:#1a1b1e}
pre{background:#f4f5f7;padding:8px;overflow-x:auto;font-size:12px}code{overflow-wrap:anywhere}
section{border-top:1px solid #dee2e6;padding:4px 0}h3{font-size:15px;margin:8px 0 0}
.m{display:inline-block;min-width:56px;font-size:12px;color:#fff;border-radius:4px;padding:1px 6px;text-align:center}
.get{background:#1c7ed6}.post{background:#2f9e44}.put,.patch{background:#e67700}.delete{background:#e03131}
nav a{margin-right:10px}
</style></head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description)}</p>
<p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<nav>${tags.map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`).join(' ')}</nav>
${tags.map((tag) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>\n${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}
</body></html>`;
}
