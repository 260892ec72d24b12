/**
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

// Transpile only: type checking is `npm run typecheck`. Jest runs CommonJS.
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      isolatedModules: true,
      module: 'CommonJS',
      moduleResolution: 'node10',
      ignoreDeprecations: '6.0',
      jsx: 'react-jsx',
    },
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
  // antd in jsdom is slow on two busy cores: a user flow of several clicks can take more than 5 s, and
  // more than 20 s while other work shares the machine.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/__tests__/support/jsdomEnvironment.ts',
      testMatch: [
        '<rootDir>/__tests__/client/**/*.test.{ts,tsx}',
        '<rootDir>/__tests__/shared/**/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupClient.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
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
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
      transformIgnorePatterns: [`/node_modules/(?!(${serverEsmPackages.join('|')})/)`],
    },
  ],
};

export default config;
