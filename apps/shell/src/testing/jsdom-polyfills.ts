// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs at import time. Component
// specs import this file first (the root jest.config.cjs has no setupFiles for the unit project).
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
