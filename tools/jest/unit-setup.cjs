// Runs before each unit spec (after its environment is set). Component specs choose jsdom in
// their docblock; for them: jsdom has no TextEncoder/TextDecoder, which react-router 7 needs at
// import time, and Testing Library's default wait of 1 s for something to appear is shorter than
// a step takes to render on a loaded two-core CI machine (a real failure still fails, after 5 s).
if (typeof window !== 'undefined') {
  const { TextDecoder, TextEncoder } = require('node:util');
  if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
  require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
}
