import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newClient as newClientNamed, signInAsClient } from '../support/client';

// Issue 14, Speed: "chart.js loaded only where a chart shows". The shared LineChart loads its
// engine and chart.js in the shell's lazy "chart" chunk (docs/decisions/shared-line-chart.md):
// the savings screens without a chart (the onboarding screen, the add page, a goal's page) never
// fetch it; the overview with a goal draws its chart and fetches it then.

const newClient = () => newClientNamed({ firstNames: 'Ayanda', surname: 'Zulu' }, 93);

/** YYYY-MM-DD `months` from today. */
function inMonths(months: number): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The chart chunk's requests (production `chart.<hash>.js`, development `chart.js`). */
function chartRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/chart(\.[0-9a-f]{8})?\.js$/.test(path)) seen.push(path);
  });
  return seen;
}

/** Opaque pixels near `rgb` in the chart's plot (the canvas's top 60%: the legend's swatches are below it). */
function plotPixelsNear(canvas: Locator, rgb: readonly [number, number, number]): Promise<number> {
  return canvas.evaluate((node, [r, g, b]) => {
    // The node tsconfig has no DOM types: the canvas as far as this reads it.
    const element = node as unknown as { width: number; height: number; getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } | null };
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, Math.floor(element.height * 0.6));
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 200 && Math.abs(data[i]! - r) < 16 && Math.abs(data[i + 1]! - g) < 16 && Math.abs(data[i + 2]! - b) < 16) count += 1;
    }
    return count;
  }, rgb);
}

test.describe('My Savings: chart.js on demand', () => {
  test('the onboarding screen, the add page and a goal page fetch no chart code; the overview with a goal fetches it and draws the chart', async ({ page }) => {
    const chart = chartRequests(page);
    await signInAsClient(page, newClient(), '/savings');
    await expect(page.getByTestId('savings-recommended')).toBeVisible();
    await page.goto('/savings/add');
    await expect(page.getByTestId('savings-new-goal').first()).toBeVisible();

    // A goal, through the API the guided modal uses.
    const response = await page.request.post('/graphql', {
      data: {
        query: 'mutation Add($b: AddSavingsBucketInput!) { addSavingsBucket(bucketInfo: $b) { id } }',
        variables: { b: { bucketType: 'CAR', targetAmount: 30000, targetDate: inMonths(24), desiredSavings: 500, idempotencyKey: randomUUID() } },
      },
    });
    const body = (await response.json()) as { data?: { addSavingsBucket: { id: string } }; errors?: { message: string }[] };
    expect(body.errors).toBeUndefined();
    await page.goto(`/savings/${body.data!.addSavingsBucket.id}`);
    await expect(page.getByRole('heading', { name: 'My Car Goal' })).toBeVisible();
    // Quiet network: anything fetched ahead has been fetched by now.
    await page.waitForLoadState('networkidle');
    expect(chart, 'no chart code before a chart shows').toEqual([]);

    await page.getByTestId('savings-back').click();
    const drawn = page.getByTestId('savings-chart');
    await expect(drawn.locator('canvas')).toBeVisible();
    await expect(drawn.getByTestId('savings-chart-summary')).toContainText('Car: R');
    expect(chart).toHaveLength(1);
    // The one goal's target is drawn (the dashed Target line, #9aa5b1), not an empty plot.
    await expect.poll(() => plotPixelsNear(drawn.locator('canvas'), [0x9a, 0xa5, 0xb1])).toBeGreaterThan(50);
  });
});
