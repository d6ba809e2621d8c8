import { escapeHtml, html } from './html';

describe('html', () => {
  it('escapes every value put into it', () => {
    expect(html`<p title="${'"><script>'}">${"<b>Tom & Jerry's</b>"}</p>`.text).toBe('<p title="&quot;&gt;&lt;script&gt;">&lt;b&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;</p>');
    expect(escapeHtml('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&#39;');
  });

  it('puts html made by itself in as it is, arrays of it too, and nothing for null, undefined and false', () => {
    const items = ['<1>', '2'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.text).toBe('<ul><li>&lt;1&gt;</li><li>2</li></ul>0');
    expect(String(html`<i>${'x'}</i>`)).toBe('<i>x</i>');
  });
});
