import { defineConfig } from 'wxt';

// The instance URL is chosen at sign-in; host access to it is requested at run time
// (optional_host_permissions), never granted to every site up front.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  // EXT_OUT_DIR lets parallel test runs build into their own folders.
  outDir: process.env.EXT_OUT_DIR ?? '.output',
  manifest: {
    name: 'Dialworks',
    description: 'Sales-engagement workspace: softphone, CRM workspace, tasks, email, SMS and dialers.',
    permissions: ['storage', 'offscreen', 'sidePanel', 'notifications', 'contextMenus', 'scripting'],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*'],
    action: { default_title: 'Open Dialworks' },
    // The plugin frame docks into the user's CRM sites. The manifest cannot name sites chosen at run
    // time, so the page is reachable from http(s) pages, and it shows nothing unless the page that
    // embeds it is one of the user's CRM sites (checked in the frame, src/workspace/plugin).
    web_accessible_resources: [{ resources: ['plugin.html'], matches: ['http://*/*', 'https://*/*'] }],
  },
});
