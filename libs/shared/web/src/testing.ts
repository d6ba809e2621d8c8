// Test-only helpers for component specs (jsdom stand-ins). Never imported by app code.
export { stubCanvas, withoutCanvas, type CanvasStubs } from './testing/canvas-stubs';
export { FakeXhr, installFakeXhr } from './testing/fake-xhr';
export { currentLocation, readable, renderInRouter } from './testing/render';
export { DRAWN_SIGNATURE, signaturePadFieldStub, stubDrawing } from './testing/signature-pad-stub';
export { checkFirstPaintFragment, FIRST_PAINT_ID_PREFIX, fragmentFromElement, readFirstPaintFragment } from './testing/first-paint-fragment';
