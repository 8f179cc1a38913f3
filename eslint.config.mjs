// One lint configuration for the whole workspace: module boundaries by Nx tags plus a few
// TypeScript rules that catch real mistakes. Projects get a `lint` target from @nx/eslint/plugin.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

/**
 * Two axes. Scope: scope:shared (contracts) ← scope:server and scope:web; the two never meet.
 * Layer: layer:core (contracts, event-store, kernel, platform, audit, jrxml, spid, web-ui) ←
 * layer:context (one per bounded context, never importing another) ← layer:composition (schema,
 * testing, apps, benchmarks). Apps are never imported (Nx forbids it); type:lib depends on libs only.
 */
const depConstraints = [
  { sourceTag: 'layer:core', onlyDependOnLibsWithTags: ['layer:core'] },
  { sourceTag: 'layer:context', onlyDependOnLibsWithTags: ['layer:core'] },
  {
    sourceTag: 'layer:composition',
    onlyDependOnLibsWithTags: ['layer:core', 'layer:context', 'layer:composition'],
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
  },
  {
    sourceTag: 'scope:web',
    onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'],
  },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
];

/** Tests may also use the test harness (server-testing boots the whole api); still no other context. */
const testDepConstraints = depConstraints.map((c) =>
  c.sourceTag === 'layer:context' || c.sourceTag === 'layer:core'
    ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'layer:composition'] }
    : c,
);

const boundaries = (allow = [], constraints = depConstraints) => ({
  '@nx/enforce-module-boundaries': [
    'error',
    {
      enforceBuildableLibDependency: true,
      allow,
      depConstraints: constraints,
      // Specs everywhere import the test harness, which imports the schema and the api: cycles
      // through server-testing exist in tests only. Any other cycle is still an error.
      ignoredCircularDependencies: [['server-testing', '*']],
      // web-ui loads each language's dictionary (contracts' i18n/*.json) with a dynamic import; the
      // rest of contracts stays a static import everywhere
      checkDynamicDependenciesExceptions: ['@registro/contracts'],
    },
  ],
});

/**
 * The second ways, refused (issue 23): each message names the kit to use instead. One
 * `no-restricted-syntax` list per file kind, because a later block's list replaces an earlier one.
 */
const REQUEST_FIELD_BY_NAME = {
  // @Query('x') / @Body('x'): one field read beside the DTO, unvalidated
  selector: "Decorator[expression.callee.name=/^(Body|Query)$/][expression.arguments.0.type='Literal']",
  message: "@Body('x')/@Query('x') reads one field past the DTO: declare it in the request's DTO class (the use-case kit, TextFilter and PagedQueryDto for a list).",
};

const UNTYPED_REQUEST = {
  // @Body()/@Query() whose parameter has no type, or unknown, any, Record<…>
  selector:
    ':matches(Identifier, AssignmentPattern)[decorators.0.expression.callee.name=/^(Body|Query)$/]:matches(:not([typeAnnotation]), [typeAnnotation.typeAnnotation.type=/^TS(Unknown|Any)Keyword$/], [typeAnnotation.typeAnnotation.typeName.name="Record"])',
  message: '@Body()/@Query() takes a DTO class: use a DTO class (RecordController / the use-case kit, TextFilter and PagedQueryDto for a list).',
};
const ASYNC_DECIDERS = [
  {
    selector: 'CallExpression[callee.property.name="handleCommand"] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]',
    message: 'Deciders are synchronous: load inputs first (use-case kit, or handleCommand\'s `load` option), then decide without I/O.',
  },
  {
    selector:
      ':matches(ExportNamedDeclaration > FunctionDeclaration[async=true][id.name=/^decide/], ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^decide/] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true], Property[key.name="decide"] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true])',
    message: 'Deciders are synchronous: load inputs first (use-case kit, or handleCommand\'s `load` option), then decide without I/O.',
  },
];
const HAND_PARSED_STREAM_IDS = {
  selector:
    'CallExpression[callee.property.name=/^(slice|substring|substr|split)$/]:matches([callee.object.name=/^streamId$/i], [callee.object.property.name=/^streamId$/i])',
  message: 'Use the event store\'s stream-id helper (streamIdOf, parseStreamId, idOfStream, numericIdOfStream) instead of cutting a stream id by hand.',
};
const HAND_BUILT_STREAM_IDS = {
  // `${FATTURA_STREAM_TYPE}-${id}`, `${SEZIONE_PARAMETRI}-${id}`, `${streamType}-1`
  selector: 'TemplateLiteral[expressions.0.name=/(STREAM_TYPE|^SEZIONE_[A-Z_]+|^streamType)$/][quasis.1.value.raw="-"]',
  message: 'Build a stream id with the event store\'s streamIdOf(streamType, id), not by hand.',
};
const HAND_BUILT_STREAM_IDS_IN_SQL = {
  // WHERE e.stream_id = 'fatture-' || f.id
  selector: ":matches(TemplateElement[value.raw=/'[a-z_]+-'\\s*\\|\\|/], Literal[value=/'[a-z_]+-'\\s*\\|\\|/])",
  message: 'A stream id is not built in SQL: pass streamIdOf(streamType, id) as a parameter, or read the ids with numericIdOfStream.',
};
const VALIDATE_AS_BESIDE_THE_KIT = {
  // @Query(new ValidateAs(XDto)) q: XDto: the global pipe already validates a DTO-typed parameter
  selector: 'NewExpression[callee.name="ValidateAs"]',
  message: '@Query() q: XDto / @Body() b: XDto is validated by the global pipe. ValidateAs is the kit\'s own, for its generic parameters (ListEndpoint, RecordController).',
};
const BARE_PATH_PARAM = {
  // @Param('x') with no pipe: the path's text as long and of whatever shape the caller sent
  selector: 'Decorator[expression.callee.name="Param"][expression.arguments.length<2]',
  message: "A path parameter goes through the kit's pipe: @Param('id', IdPipe) for an id, @Param('x', new TextParam({ max, pattern, messaggio })) for a text.",
};
const POOL_IN_CONTROLLER = {
  selector: 'Decorator > CallExpression[callee.name="Inject"] > Identifier[name="PG_POOL"]',
  message: 'Controllers never touch the pool: a query/service beside the controller, or the list kit (ListEndpoint / RecordController).',
};
const SERVER_SECOND_WAYS = [
  UNTYPED_REQUEST,
  REQUEST_FIELD_BY_NAME,
  ...ASYNC_DECIDERS,
  HAND_PARSED_STREAM_IDS,
  HAND_BUILT_STREAM_IDS,
  HAND_BUILT_STREAM_IDS_IN_SQL,
  VALIDATE_AS_BESIDE_THE_KIT,
];
const API_CLIENT_NAMES = ['api', 'request', 'requestFile', 'apiUrl'];
const API_IN_COMPONENT = 'Components call the api through a hook of their feature (use-*.ts), not the api client itself.';
const API_CLIENT_IN_COMPONENT = { name: '@registro/web-ui', importNames: API_CLIENT_NAMES, message: API_IN_COMPONENT };
const API_CLIENT_FILE_IN_COMPONENT = { group: ['**/api/api-client'], importNames: API_CLIENT_NAMES, message: API_IN_COMPONENT };
const TABLE_BESIDE_THE_KIT = {
  name: 'primereact/datatable',
  message:
    'A table is one of the kit\'s (@registro/web-ui): LazyTable (a server-paged list), ClientTable (a list that arrives whole), LineEditor (rows typed in a form), DetailTable (rows that come with a record, a picker). Extend the kit where none fits.',
};

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/out-tsc',
      '**/coverage',
      '**/tmp',
      '**/.nx',
      '**/playwright-report',
      '**/test-results',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.{ts,tsx,cts,mts,js,jsx,cjs,mjs}'],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
    },
    plugins: {
      '@nx': nx,
      '@typescript-eslint': tseslint.plugin,
    },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      ...boundaries(),
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-debugger': 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/src/test/**/*.ts', '**/src/lib/**/test/**/*.ts'],
    rules: boundaries([], testDepConstraints),
  },
  {
    // A context's domain is plain TypeScript: decisions and rules, no framework, database or HTTP.
    files: ['libs/server/*/src/**/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'pg', message: 'domain/ does not talk to the database: the handler does.' },
            {
              name: '@registro/server-platform',
              message: 'domain/ does not import Nest: use @registro/server-platform/errors for Italian errors.',
            },
          ],
          patterns: [
            { group: ['@nestjs/*'], message: 'domain/ does not import Nest.' },
            { group: ['typeorm', 'ioredis', 'bullmq', 'express'], message: 'domain/ is plain TypeScript.' },
            { group: ['**/http/**', '../http', '../../http'], message: 'domain/ does not import http/.' },
          ],
        },
      ],
    },
  },
  {
    // What only the worker runs (BullMQ consumers, Chromium) lives behind the contexts'
    // `/worker` entry points, and `/bench` serves the benchmarks: the api never loads either.
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@registro/*/worker', '@registro/*/bench'],
              message: 'Only apps/worker imports a /worker entry point, only benchmarks a /bench one.',
            },
          ],
        },
      ],
    },
  },
  {
    // createTestApp boots the real api (its AppModule and HTTP setup): the one library allowed
    // to reach into an app.
    files: ['libs/server/testing/**/*.ts'],
    rules: boundaries(['apps/api/src/app/[^/]+$']),
  },
  {
    // the second ways, server side (the event store's own stream-id helper is where the one way lives)
    files: ['libs/server/**/*.ts', 'apps/api/**/*.ts', 'apps/worker/**/*.ts'],
    ignores: ['libs/server/event-store/src/lib/stream-id.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...SERVER_SECOND_WAYS],
    },
  },
  {
    files: ['libs/server/**/*.controller.ts', 'apps/api/**/*.controller.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...SERVER_SECOND_WAYS, POOL_IN_CONTROLLER, BARE_PATH_PARAM],
    },
  },
  {
    // the kit's generic endpoints, where ValidateAs is the one way
    files: ['libs/server/platform/src/lib/{records,use-cases,validation}/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...SERVER_SECOND_WAYS.filter((r) => r !== VALIDATE_AS_BESIDE_THE_KIT)],
    },
  },
  {
    // a spec's fixture controller may read a raw query on purpose (it tests the parsing itself)
    files: ['{libs/server,apps/api,apps/worker}/**/*.spec.ts', '{libs/server,apps/api,apps/worker}/**/src/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...ASYNC_DECIDERS, HAND_PARSED_STREAM_IDS, HAND_BUILT_STREAM_IDS, HAND_BUILT_STREAM_IDS_IN_SQL],
    },
  },
  {
    // a component (.tsx) reaches the server through its feature's hook, never the client itself
    files: ['libs/web/**/*.tsx', 'apps/web/**/*.tsx'],
    ignores: ['libs/web/ui/src/lib/api/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [API_CLIENT_IN_COMPONENT], patterns: [API_CLIENT_FILE_IN_COMPONENT] }],
    },
  },
  {
    // and outside the kit, a table is one of the kit's (the same rule, so both restrictions hold)
    files: ['libs/web/**/*.tsx', 'apps/web/**/*.tsx'],
    ignores: ['libs/web/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [API_CLIENT_IN_COMPONENT, TABLE_BESIDE_THE_KIT], patterns: [API_CLIENT_FILE_IN_COMPONENT] }],
    },
  },
];
