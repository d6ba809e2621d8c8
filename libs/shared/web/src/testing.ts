// Test-only helpers for component specs (jsdom stand-ins). Never imported by app code.
export { stubCanvas, type CanvasStubs } from './testing/canvas-stubs';
