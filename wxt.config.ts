import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'wxt';
import { backgroundNamespaces, packagedPath } from './lib/i18n/packaged';
import type { Language } from './lib/i18n/catalog';
import { laterFile, mergeParts } from './lib/i18n/parts';
import { E2E_HELD_SEARCH_ORIGINS } from './lib/domain/search-hosts';

/**
 * Host permissions stay on the real service only in production. Development (`npm start`) and the
 * e2e build (`--mode e2e`) also get loopback, where the emulator listens: an extension page cannot
 * accept a runtime permission prompt under Playwright, and the emulator sends no CORS headers.
 */
const SERVICE_ORIGIN = 'https://api.semstorm.com/*';
const LOOPBACK = ['http://127.0.0.1/*', 'http://localhost/*'];
// Search hosts (Options → Search results) are asked for per host, within `https://*/*`.
const OPTIONAL_ORIGINS = ['https://*/*', 'http://*/*', ...LOOPBACK];

/**
 * What the build holds from install: the service; loopback outside production; and in the e2e
 * build alone Google's search hosts, whose permission prompt a test cannot accept (the e2e
 * build's test seam for Search results: lib/domain/search-hosts.ts).
 */
export function heldOrigins(mode: string): string[] {
  return [
    SERVICE_ORIGIN,
    ...(mode === 'production' ? [] : LOOPBACK),
    ...(mode === 'e2e' ? E2E_HELD_SEARCH_ORIGINS : []),
  ];
}

/** A hash of every strings file: changes whenever any wording does. */
function stringsVersion(): string {
  const locales = path.resolve('lib/i18n/locales');
  const hash = createHash('sha256');
  for (const lang of fs.readdirSync(locales).sort()) {
    for (const file of fs.readdirSync(path.join(locales, lang)).sort()) {
      hash.update(`${lang}/${file}\0`).update(fs.readFileSync(path.join(locales, lang, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The bench's switches (lib/bench-without.ts): STORMLENS_BENCH_WITHOUT names the speed-only
 * mechanisms to leave out, honoured in the e2e build alone (what `npm run bench` loads); every
 * other build gets `false`, so the store packages carry none of it.
 */
function benchWithout(mode: string): Record<string, string> {
  const off = new Set(mode === 'e2e' ? (process.env.STORMLENS_BENCH_WITHOUT ?? '').split(',') : []);
  return {
    __BENCH_WITHOUT_PREFETCH__: String(off.has('prefetch')),
    __BENCH_WITHOUT_KEPT_STRINGS__: String(off.has('kept-strings')),
    __BENCH_WITHOUT_LAZY_ITEMS__: String(off.has('lazy-items')),
  };
}

export default defineConfig({
  // Parallel e2e runs (one per developer session) build into their own folders.
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  // The sources archive (for addons.mozilla.org review) needs the code, not test artefacts.
  zip: {
    excludeSources: ['tests/e2e/screenshots/**', 'docs/**', 'test-results/**', '.output*/**'],
  },
  manifest: ({ mode, browser }) => ({
    name: 'Stormlens',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: [
      'storage',
      'alarms',
      'tabs',
      'contextMenus',
      'notifications',
      // Reads a page's headings for keyword suggestions, only on a click and only on sites the
      // user grants (optional host permissions below).
      'scripting',
      ...(browser === 'firefox' ? [] : ['sidePanel']),
    ],
    host_permissions: heldOrigins(mode),
    optional_host_permissions: OPTIONAL_ORIGINS,
    action: { default_title: 'Stormlens' },
    commands: {
      'audit-tab': {
        suggested_key: { default: 'Alt+Shift+A' },
        description: '__MSG_commandAuditTab__',
      },
      'open-side-panel': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_commandOpenSidePanel__',
      },
    },
    ...(browser === 'firefox'
      ? {
          // MV2 has no optional_host_permissions (WXT drops the key): without origins here
          // Firefox rejects permissions.request for another service address or a page's headings
          // ("not declared in the manifest"); found by tests/e2e-firefox.
          optional_permissions: OPTIONAL_ORIGINS,
          browser_specific_settings: {
            gecko: {
              id: 'stormlens@stormlens.dev',
              // 142: the first version (desktop and Android) that reads data_collection_permissions.
              strict_min_version: '142.0',
              // Audited URLs and researched phrases go to the configured service at the user's
              // request; nothing else leaves the browser.
              data_collection_permissions: { required: ['browsingActivity', 'searchTerms'] },
            },
          },
        }
      : {}),
  }),
  vite: ({ mode }) => ({
    // Dev mode must not reload on other builds' output (parallel e2e runs write .output-*).
    server: { watch: { ignored: ['**/.output*/**', '**/test-results/**'] } },
    // Pages keep the strings they loaded under this version (lib/i18n/kept.ts).
    define: {
      __STRINGS_VERSION__: JSON.stringify(stringsVersion()),
      ...benchWithout(mode),
    },
  }),
  hooks: {
    // Name each language's string chunk after its language and area (`i18n-pl-popup-….js`), so
    // the benchmark can count exactly what a page loads in one language.
    'vite:build:extendConfig': (entrypoints, config) => {
      // Sizes have budgets (README: the worker 60 KB gzipped, parsed on every wake-up; the popup
      // 100 KB, loaded on every click): Terser takes ~2 KB more off each than esbuild. In the
      // worker its `unsafe_*` conversions only turn function expressions that use neither `this`
      // nor `arguments` into arrows and methods, and nothing there calls such a function with
      // `new`; pages bundle React, which does, so they get the safe options only. `pure_getters`
      // (both): a property read has no side effect, so one whose value goes unused may go — our
      // code defines no getters, and the libraries' (zod's lazy ones, the polyfill's Proxy) only
      // compute and keep a value.
      const worker = entrypoints.some((e) => e.type === 'background');
      config.build = {
        ...config.build,
        // Chrome and Firefox (from 115) preload modules natively: no polyfill in every page.
        modulePreload: { polyfill: false },
        minify: 'terser',
        terserOptions: {
          ecma: 2020,
          compress: worker
            ? { passes: 3, pure_getters: true, unsafe_methods: true, unsafe_arrows: true }
            : { passes: 3, pure_getters: true },
        },
      };
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output)) return;
      output.chunkFileNames = (chunk) => {
        const locale = /locales\/(\w+)\/([\w.]+)\.json$/.exec(chunk.facadeModuleId ?? '');
        return locale
          ? `chunks/i18n-${locale[1]}-${locale[2]}-[hash].js`
          : 'chunks/[name]-[hash].js';
      };
    },
    // The background's strings, in each language, as files it reads when it first needs them
    // (lib/i18n/packaged.ts) instead of in its bundle: one file per area, its later part merged in.
    'build:publicAssets': (_wxt, files) => {
      const locales = path.resolve('lib/i18n/locales');
      const read = (file: string): unknown =>
        fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
      for (const lang of fs.readdirSync(locales) as Language[]) {
        for (const ns of backgroundNamespaces) {
          const file = path.join(locales, lang, `${ns}.json`);
          files.push({
            contents: JSON.stringify(mergeParts(read(file), read(laterFile(file)))),
            relativeDest: packagedPath(lang, ns).slice(1),
          });
        }
      }
    },
    // Firefox MV2: an event page (non-persistent background), the MV3 service worker's equivalent.
    'build:manifestGenerated': (wxt, manifest) => {
      if (
        wxt.config.browser === 'firefox' &&
        manifest.background &&
        'scripts' in manifest.background
      ) {
        (manifest.background as { persistent?: boolean }).persistent = false;
      }
    },
  },
  webExt: {
    binaries: { chrome: '/usr/bin/chromium' },
    chromiumArgs: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    startUrls: ['https://www.example.com/'],
  },
});
