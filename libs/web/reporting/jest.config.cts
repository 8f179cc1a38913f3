module.exports = {
  displayName: 'web-reporting',
  preset: '../../../jest.preset.js',
  transform: {
    '^(?!.*\\.(js|jsx|ts|tsx|css|json)$)': '@nx/react/plugins/jest',
    '^.+\\.[tj]sx?$': ['babel-jest', { presets: ['@nx/react/babel'] }],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  setupFiles: ['<rootDir>/src/test-setup.ts', '<rootDir>/../../../jest.web-setup.cjs'],
  testEnvironment: '<rootDir>/../../../jest.web-environment.cjs',
  coverageDirectory: '../../../coverage/libs/web/reporting',
};
