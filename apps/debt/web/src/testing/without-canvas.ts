/**
 * For a spec file whose page has a chart: jsdom draws nothing, so canvas contexts are null and
 * the chart keeps its text alternative. Registers the stub for the whole file.
 */
export function withoutCanvas(): void {
  let getContext: typeof HTMLCanvasElement.prototype.getContext;
  beforeAll(() => {
    getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  });
  afterAll(() => {
    HTMLCanvasElement.prototype.getContext = getContext;
  });
}
