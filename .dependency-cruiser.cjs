/**
 * The one dependency rule of ARCHITECTURE.md: arrows point inward only.
 * `npm run arch` (part of `npm test`) fails on any violation.
 */
// Matched against resolved paths (node_modules/react/index.js) and bare names alike.
const FRAMEWORKS = '(^|node_modules/)(react|react-dom|react-router|react-router-dom|mobx|mobx-react-lite|inversify|reflect-metadata|styled-components|firebase|@firebase|@supabase|embla-carousel.*)(/|$)';
const BACKEND_SDKS = '(^|node_modules/)(firebase|@firebase|@supabase)(/|$)';
// ui/'s shared folders; every other folder under ui/ is a feature (or ui/app/, the shell).
const UI_SHARED = '(components|hooks|stores|texts|theme)';

module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'core/ imports only core/ and small pure libraries: no React, MobX, Inversify, Firebase, Supabase.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'core-imports-only-core',
      comment: 'core/ never imports ui/, adapters/, src/ or config/.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(ui|adapters|src|config)/' },
    },
    {
      name: 'ui-no-adapters',
      comment: 'ui/ imports only core/ (use cases and types): no adapter, no composition root.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(adapters|src|config)/' },
    },
    {
      name: 'ui-app-is-the-top',
      comment:
        'ui/app/ (App, router, routes, guards) is the shell that imports the features; no feature or shared folder imports it back.',
      severity: 'error',
      from: { path: '^ui/(?!app/)' },
      to: { path: '^ui/app/' },
    },
    {
      name: 'ui-shared-below-features',
      comment:
        'The shared folders (components, hooks, stores, texts, theme) serve every feature and import none of them.',
      severity: 'error',
      from: { path: `^ui/${UI_SHARED}/` },
      to: { path: `^ui/(?!${UI_SHARED}/)` },
    },
    {
      name: 'ui-no-backend-sdk',
      comment: 'ui/ never imports a backend SDK.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: BACKEND_SDKS },
    },
    {
      name: 'adapters-no-ui',
      comment: 'adapters import core/ and their own SDK only.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|src)/' },
    },
    {
      name: 'memory-adapter-no-sdk',
      severity: 'error',
      from: { path: '^adapters/memory/' },
      to: { path: BACKEND_SDKS },
    },
    {
      name: 'firebase-adapter-no-supabase',
      severity: 'error',
      from: { path: '^adapters/firebase/' },
      to: { path: '(^|node_modules/)@supabase/|^adapters/(memory|supabase)/' },
    },
    {
      name: 'supabase-adapter-no-firebase',
      severity: 'error',
      from: { path: '^adapters/supabase/' },
      to: { path: '(^|node_modules/)(firebase|@firebase)/|^adapters/(memory|firebase)/' },
    },
    {
      name: 'config-imports-nothing',
      severity: 'error',
      from: { path: '^config/' },
      to: { path: '^(core|ui|adapters|src)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Server-side code with its own toolchain (Deno edge function, Cloud Functions package).
    exclude: { path: '^adapters/(supabase/supabase|firebase/functions)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
