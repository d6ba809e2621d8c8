import { expect, test } from '@playwright/test';
import { newSaIdNumber } from '../support/identity-numbers';

const perMonth = /R\s?\d[\d\s]*\.\d{2} per month/;
const rand = (text: string | null) => Number((/R\s?([\d\s]+\.\d{2})/.exec(text ?? '')?.[1] ?? 'NaN').replace(/\s/g, ''));

test.describe('funeral quote (visitor)', () => {
  test('variant 2: age and gender give a monthly premium; adding a spouse re-quotes higher', async ({ page }) => {
    await page.goto('/funeral?quote=1&quoteVariant=2');
    const step = page.getByTestId('policy-holder-age-gender');
    await step.getByLabel('Age', { exact: true }).fill('30');
    await step.getByLabel('Female').check();
    await step.getByRole('button', { name: 'Get Quote' }).click();
    const premium = page.getByTestId('do-quote-premium');
    await expect(premium).toHaveText(perMonth);
    const single = rand(await premium.textContent());
    expect(single).toBeGreaterThanOrEqual(60);
    expect(single).toBeLessThanOrEqual(150);

    await page.getByTestId('add-spouse').click();
    await page.getByLabel("Your spouse's age").fill('32');
    await page.getByRole('button', { name: 'Add to my quote' }).click();
    await expect(premium).toHaveText(perMonth);
    await expect.poll(async () => rand(await premium.textContent())).toBeGreaterThan(single);
  });

  test('variant 1: an ID number gives the quote; a wrong one gets the spec message', async ({ page }) => {
    await page.goto('/funeral?quote=1&quoteVariant=1');
    const idField = page.getByLabel('ID number');
    await idField.fill('8001015009088');
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.getByText('Invalid ID number')).toBeVisible();
    await idField.fill(newSaIdNumber('900101'));
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.getByTestId('do-quote-premium')).toHaveText(perMonth);
  });

  test('default variant: name, email, age, gender and income', async ({ page }) => {
    await page.goto('/funeral?quote=1&quoteVariant=default');
    const step = page.getByTestId('policy-holder-info');
    await step.getByLabel('First name').fill('Ayanda');
    await step.getByLabel('Surname').fill('Zulu');
    await step.getByLabel('Email').fill('ayanda@example.co.za');
    await step.getByLabel('Age', { exact: true }).fill('41');
    await step.getByLabel('Male', { exact: true }).check();
    await step.getByLabel('Monthly income (R)').fill('15000');
    await step.getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.getByTestId('do-quote-premium')).toHaveText(perMonth);
  });

  test('age and income sliders beside the typed fields (section 9), keyboard-operable, no sideways scroll at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/funeral?quote=1&quoteVariant=default');
    const step = page.getByTestId('policy-holder-info');
    const age = step.getByLabel('Age', { exact: true });
    const ageSlider = step.getByRole('slider', { name: 'Age slider' });
    await ageSlider.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(age).toHaveValue('19');
    await age.fill('44');
    await expect(ageSlider).toHaveValue('44');
    const income = step.getByLabel('Monthly income (R)');
    const incomeSlider = step.getByRole('slider', { name: 'Monthly income slider' });
    await incomeSlider.focus();
    await page.keyboard.press('End');
    await expect(income).toHaveValue('50000');
    await page.keyboard.press('ArrowLeft');
    await expect(income).toHaveValue('49900');
    // Above the slider's 50000 the typed income (up to 6 digits) stands; the slider sits at its end.
    await income.fill('120000');
    await expect(incomeSlider).toHaveValue('50000');
    await expect(income).toHaveValue('120000');
    const sideways = await page.evaluate(() => {
      const { documentElement } = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document;
      return documentElement.scrollWidth - documentElement.clientWidth;
    });
    expect(sideways).toBeLessThanOrEqual(0);
    // Nor does the quote's dialog or the step's form: both sliders fit in 360 px.
    type Box = { scrollWidth: number; clientWidth: number };
    for (const part of [page.getByRole('dialog'), step]) {
      expect(await part.evaluate((el) => (el as unknown as Box).scrollWidth - (el as unknown as Box).clientWidth)).toBeLessThanOrEqual(0);
    }
    for (const slider of [ageSlider, incomeSlider]) {
      const box = (await slider.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await step.getByLabel('First name').fill('Ayanda');
    await step.getByLabel('Surname').fill('Zulu');
    await step.getByLabel('Email').fill('ayanda@example.co.za');
    await step.getByLabel('Female', { exact: true }).check();
    await step.getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.getByTestId('do-quote-premium')).toHaveText(perMonth);
  });

  test("the calculator's add-on impacts change as the toggles change", async ({ page }) => {
    await page.goto('/funeral');
    const calculator = page.getByTestId('funeral-calculator');
    await calculator.getByLabel('Your age').fill('35');
    await calculator.getByLabel('Female').check();
    const spouseImpact = calculator.getByTestId('impact-spouse');
    await expect(spouseImpact).toContainText(/R\s?\d/);
    const before = rand(await spouseImpact.textContent());
    await calculator.getByLabel('My children').check();
    await calculator.getByLabel('Number of children').fill('3');
    await expect(calculator.getByTestId('impact-children')).toContainText(/R\s?\d/);
    await calculator.getByLabel('My spouse').check();
    await expect.poll(async () => rand(await spouseImpact.textContent())).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
    await calculator.getByLabel('My children').uncheck();
    await expect(calculator.getByLabel('Number of children')).toHaveCount(0);
  });
});
