const nxPreset = require('@nx/jest/preset').default;

// CI has 2 cores shared by two jest projects at a time: a test that waits on a real database or
// process gets room beyond jest's 5 s default before it counts as hung.
module.exports = { ...nxPreset, testTimeout: 30_000 };
