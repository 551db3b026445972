import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.local/',
      '.cache/',
      '.react-router/',
      'studio/dist/',
      'studio/.sanity/',
      'node_modules/',
      'tests/.output/',
      'src/content/sanity.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hook rules; v7's React Compiler rules flag deliberate post-hydration reads.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // File names (README, "Where things are"): a name is checked without its middle extensions
    // (sanity.config.ts, *.test.ts), and each glob below matches a file at most once.
    files: ['**/*.{ts,tsx,js,css}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          // Sanity schema types: named after the type they define (`coverageZone`).
          'schemas/{documents,objects,blocks}/*.ts': 'CAMEL_CASE',
          // A component's own file: named after the component.
          '{src/components,schemas/inputs}/**/*.tsx': 'PASCAL_CASE',
          // Routes: named after their address.
          'src/routes/**/*.tsx': 'KEBAB_CASE',
          // Other JSX: a file of one component is named after it; one of several parts (hooks, helpers, components) is kebab-case.
          '{src/!(components|routes)/**/,src/,studio/**/,tests/**/}*.tsx': '@(+([a-z])*([a-z0-9])*(-+([a-z0-9]))|+([A-Z]*([a-z0-9])))',
          // Everything else: kebab-case.
          '{contract,src,server,netlify,tools,seed,studio,tests}/**/*.{ts,js,css}': 'KEBAB_CASE',
          'schemas/*.ts': 'KEBAB_CASE',
          '*.{ts,js}': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{contract,src,server,netlify,tools,seed,studio,tests,schemas}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // CSS is not linted otherwise: this only checks its file names.
    files: ['**/*.css'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    // Tests may use `any` to poke at shapes; MSW's helper named use* is not a React hook.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
)
