import { BUILT_IN_TEMPLATES, TEMPLATE_NAME, sanitiseTemplateHtml } from './template-html';

describe('template HTML sanitising', () => {
  it.each([
    ['<p>Hello <strong>you</strong></p>', '<p>Hello <strong>you</strong></p>'],
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="https://imali.example/terms">terms</a>', '<a href="https://imali.example/terms" target="_blank" rel="noopener noreferrer">terms</a>'],
    ['<img src=x onerror=alert(1)><iframe src="https://evil"></iframe><style>p{}</style>', ''],
    ['<h2 style="color:red">T</h2>', '<h2>T</h2>'],
  ])('%s → %s', (input, output) => expect(sanitiseTemplateHtml(input)).toBe(output));

  it('keeps the built-in legal texts whole and their names valid', () => {
    for (const [name, html] of Object.entries(BUILT_IN_TEMPLATES)) {
      expect(name).toMatch(TEMPLATE_NAME);
      expect(sanitiseTemplateHtml(html)).toContain('<h2>');
    }
    expect(TEMPLATE_NAME.test('CONST_TERMS')).toBe(true);
    expect(TEMPLATE_NAME.test('const_terms; drop')).toBe(false);
  });
});
