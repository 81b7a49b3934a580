// @ts-check
import path from 'node:path';

/**
 * The layers of docs/ARCHITECTURE.md as a lint rule: an import may only reach the layers its own
 * layer lists. Imports are resolved (relative or `@/`-rooted), so a layer cannot be crossed by
 * climbing folders.
 */
const ALLOWED = {
  'src/domain': ['src/domain', 'src/contract'],
  'src/contract': ['src/contract', 'src/domain'],
  'src/client': ['src/client', 'src/contract', 'src/domain'],
  'src/phone': ['src/phone', 'src/contract', 'src/domain'],
  'src/extension': ['src/extension', 'src/contract', 'src/domain', 'phone-wire'],
  'src/offscreen': ['src/offscreen', 'src/client', 'src/contract', 'src/domain', 'src/extension', 'src/phone'],
  'src/workspace': ['src/workspace', 'src/client', 'src/contract', 'src/domain', 'src/extension', 'phone-wire'],
  server: ['server', 'src/contract', 'src/domain'],
};

/** What UI contexts may read of the phone: the messages it answers and sends, never its engine. */
const PHONE_WIRE = [
  'src/phone/phone-state',
  'src/phone/monitor/monitor-wire',
  'src/phone/phone-command',
  'src/phone/power-dialer/power-dialer-wire',
  'src/phone/parallel-dialer/parallel-dialer-wire',
  'src/phone/auto-save-call',
];

/** Packages a layer must not use (the domain is pure; the phone runs wherever it is hosted). */
const FORBIDDEN_PACKAGES = {
  'src/domain': ['react', 'wxt', 'socket.io-client', 'sip.js', '@tanstack/react-query'],
  'src/contract': ['react', 'wxt', 'socket.io-client', 'sip.js'],
  'src/phone': ['wxt', 'react'],
  server: ['react', 'wxt'],
};

const MESSAGES = {
  layer: "'{{from}}' may not import '{{to}}' ({{target}}): see the layers in docs/ARCHITECTURE.md.",
  apiClient: 'Components read and write through their area’s hooks (features/<area>/hooks), never the API client.',
  pkg: "'{{from}}' may not use the package '{{pkg}}'.",
};

const layerOf = (/** @type {string} */ rel) => Object.keys(ALLOWED).find((l) => rel === l || rel.startsWith(`${l}/`)) ?? null;
const isPhoneWire = (/** @type {string} */ rel) => PHONE_WIRE.some((w) => rel === w || rel.startsWith(`${w}.`));

/** @type {import('eslint').Rule.RuleModule} */
export const layers = {
  meta: { type: 'problem', messages: MESSAGES, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const from = layerOf(file);
    if (!from) return {};
    // Server tests may drive the phone's SIP user agent as a real peer.
    const allowed = new Set(file.startsWith('server/') && file.endsWith('.test.ts') ? [...ALLOWED[from], 'src/phone'] : ALLOWED[from]);
    const isComponent = file.startsWith('src/workspace/') && file.endsWith('.tsx');

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = source.slice(2);
      else if (source.startsWith('.'))
        target = path
          .relative(root, path.resolve(path.dirname(context.filename), source))
          .split(path.sep)
          .join('/');
      else {
        const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
        if (FORBIDDEN_PACKAGES[from]?.includes(pkg)) context.report({ node, messageId: 'pkg', data: { from, pkg } });
        return;
      }
      if (isComponent && (target === 'src/workspace/session/api' || target.startsWith('src/client/'))) {
        context.report({ node, messageId: 'apiClient' });
        return;
      }
      const to = layerOf(target);
      if (!to || allowed.has(to)) return;
      if (to === 'src/phone' && allowed.has('phone-wire') && isPhoneWire(target)) return;
      context.report({ node, messageId: 'layer', data: { from, to, target } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { layers } };
