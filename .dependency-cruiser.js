/**
 * `npm run lint` runs this after ESLint: no module may import itself back, statically or lazily, and
 * imports only go down the house's floors: contract/, then schemas/ and server/ beside each other,
 * src/ on schemas/, netlify/ on server/, and tools/, seed/, studio/ on top.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other (directly or through others, dynamic imports included) are read in a loop; move what both need into a third module.',
      from: {},
      to: { circular: true },
    },
    // The house's floors: contract/ is the ground floor every area stands on (shared constants and
    // rules); schemas/ stands on it; the site (src/) on both; tools/, seed/ and studio/ on top.
    // An import may only go down. Tests may import anything.
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment:
        "contract/ is what several areas share (the spec's constants, the email-manager contract, the phone and link rules): it imports nothing of the project outside itself, so every area can load it. Move what it needs into contract/.",
      from: { path: '^contract/' },
      to: { path: '^(src|schemas|server|netlify|tools|seed|studio|tests)/' },
    },
    {
      name: 'schemas-not-up',
      severity: 'error',
      comment:
        "schemas/ (the Studio's content model) stands on contract/ alone: importing the site, the tools, the seed or the Studio runs back up the house. Put what both sides need in contract/.",
      from: { path: '^schemas/' },
      to: { path: '^(src|server|netlify|tools|seed|studio)/' },
    },
    {
      name: 'server-stands-on-contract',
      severity: 'error',
      comment:
        "server/ is the code that answers requests in production (the form endpoint, the publish hook, the scheduled rebuild, the site status): it stands on contract/ alone, so a Netlify function's bundle holds nothing of the site, the Studio or the local tools. Move what it needs into contract/ (or server/).",
      from: { path: '^server/' },
      to: { path: '^(src|schemas|tools|seed|studio|netlify)/' },
    },
    {
      name: 'netlify-only-server',
      severity: 'error',
      comment:
        "netlify/ holds Netlify's adapters (functions and edge functions): each hands the request to server/ (or contract/, for the edge). Importing the tools, the site or the Studio would ship them to Netlify.",
      from: { path: '^netlify/' },
      to: { path: '^(src|schemas|tools|seed|studio)/' },
    },
    {
      name: 'nothing-runs-netlify-adapters',
      severity: 'error',
      comment:
        "netlify/'s files are Netlify's entry points: nothing of the project imports them (the tests call them through Netlify's own bundler).",
      from: { path: '^(contract|schemas|src|server|tools|seed|studio)/' },
      to: { path: '^netlify/' },
    },
    {
      name: 'site-not-up',
      severity: 'error',
      comment:
        "The site (src/) may use contract/ and schemas/, never the tools, the seed or the Studio (Node- or Studio-only code would reach the browser's bundle). Put what both need in contract/.",
      from: { path: '^src/' },
      to: { path: '^(server|netlify|tools|seed|studio)/' },
    },
    {
      name: 'components-not-forms',
      severity: 'error',
      comment:
        "src/components/ is the site's shared parts; the forms (src/forms/) are built from them, not the other way round. Hand a form to a component as a child or a prop (root.tsx gives SiteChrome its newsletter slot).",
      from: { path: '^src/components/' },
      to: { path: '^src/forms/' },
    },
    {
      name: 'stand-ins-not-site',
      severity: 'error',
      comment:
        "The local stand-ins (tools/stand-ins/) play outside services: they share the services' contracts with the site through contract/, never the site's code itself.",
      from: { path: '^tools/stand-ins/' },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|studio/dist|\\.react-router|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
}
