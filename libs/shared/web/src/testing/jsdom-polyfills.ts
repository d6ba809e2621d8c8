// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs at import time. Component
// specs of this library import this file first (the unit Jest project has no setupFiles).
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
