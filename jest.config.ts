/**
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

// Transpile only, with SWC (type checking is `npm run typecheck`). Jest runs CommonJS.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

// ESM-only packages that Node 20's jest must transpile (docs/architecture.md#toolchain).
const esmPackages = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'rettime',
  'until-async',
  '@open-draft',
  // typebox 1.x: the shared contract's schemas (src/shared) reach the client through its API endpoints.
  'typebox',
];

// ESM-only dependencies of the server (typebox 1.x, and some of fastify's).
const serverEsmPackages = [
  'typebox',
  'content-disposition',
  'cookie',
  'set-cookie-parser',
  // The OpenAPI validator's reference parser ships ES modules only.
  '@apidevtools/json-schema-ref-parser',
];

const config: Config = {
  // Three workers on two cores: the server suites wait on their databases much of the time, and a third
  // worker fills it (the whole suite alone: 521 s with two workers, 477 s with three; docs/architecture.md#tests).
  maxWorkers: 3,
  // antd in jsdom is slow on two busy cores: a user flow of several clicks can take more than 5 s, and
  // more than 20 s while other work shares the machine.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/__tests__/support/jsdomEnvironment.ts',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupClient.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/__tests__/support/styleStub.ts',
        '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
        '^antd/es/(.*)$': 'antd/lib/$1',
        // Locale parts are a webpack split (webpack.config.ts); tests read whole files.
        '^(.+\\.json)\\?part=(core|app)$': '$1',
      },
    },
    {
      // Pure logic and checks of the repository's files: no DOM to build.
      displayName: 'shared',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/shared/**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${serverEsmPackages.join('|')})/)`],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${serverEsmPackages.join('|')})/)`],
    },
  ],
};

export default config;
