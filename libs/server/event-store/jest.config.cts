module.exports = {
  displayName: 'server-event-store',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  transform: {
    '^.+\\.[tj]s$': [
      'ts-jest',
      {
        tsconfig: '<rootDir>/tsconfig.spec.json',
        // Type-check this library only: the test database helper pulls in the other server
        // libraries (through the migrations list), which type-check in their own projects.
        diagnostics: { exclude: ['**/libs/server/!(event-store)/**', '**/apps/**'] },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'js', 'html'],
  coverageDirectory: '../../../coverage/libs/server/event-store',
  // The first run builds the migrated template database.
  testTimeout: 30000,
};
