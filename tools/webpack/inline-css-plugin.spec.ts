// InlineCssPlugin in a real (small) webpack + html-webpack-plugin build: the stylesheet lands
// minified in a <style> in <head>, with the same rules.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { InlineCssPlugin, minifyCss } from './inline-css-plugin';
import { createHostConfig } from './create-config';
import { workspaceRoot } from './tsconfig-aliases';

const css = `/* Design system */
:root {
  --color-primary: #0b7a55;
  --font: system-ui, -apple-system, 'Segoe UI', Arial, sans-serif;
}

.button:hover > .icon,
.card {
  margin: calc(var(--space) * 2) 0;
  box-shadow: 0 1px 2px rgb(16 24 40 / 6%), 0 1px 3px rgb(16 24 40 / 10%);
}

@media (min-width: 768px) {
  .card { padding: 16px 24px; }
}
`;

async function build(files: Record<string, string>, inline: string[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'imali-inline-css-'));
  mkdirSync(join(dir, 'src'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, 'dist'), filename: 'main.js' },
    plugins: [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }), new InlineCssPlugin(inline.map((file) => join(dir, file)))],
    infrastructureLogging: { level: 'error' },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  return readFileSync(join(dir, 'dist/index.html'), 'utf8');
}

const page = '<!doctype html><html><head><meta charset="utf-8" /><title>T</title></head><body><div id="root"></div></body></html>';

describe('InlineCssPlugin', () => {
  it('puts the stylesheets, minified by it alone and in order, in <style> elements in <head>', async () => {
    const html = await build({ 'src/index.js': 'document.title = "x";', 'src/index.html': page, 'src/a.css': css, 'src/b.css': '.b { color: red; }' }, ['src/a.css', 'src/b.css']);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const styles = [...head.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]);
    expect(styles).toEqual([minifyCss(css), '.b{color:red}']);
    expect(head).toMatch(/<script defer[^>]*main\.js/);
  }, 30_000);

  it('refuses a stylesheet with url() or @import (inlining would break their paths)', async () => {
    await expect(build({ 'src/index.js': '', 'src/index.html': page, 'src/c.css': '.c { background: url(x.png); }' }, ['src/c.css'])).rejects.toThrow(/InlineCssPlugin/);
  }, 30_000);
});

describe('minifyCss', () => {
  it('drops comments and layout whitespace and keeps every declaration', () => {
    expect(minifyCss(css)).toBe(
      ":root{--color-primary:#0b7a55;--font:system-ui,-apple-system,'Segoe UI',Arial,sans-serif}" +
        '.button:hover > .icon,.card{margin:calc(var(--space) * 2) 0;box-shadow:0 1px 2px rgb(16 24 40 / 6%),0 1px 3px rgb(16 24 40 / 10%)}' +
        '@media (min-width:768px){.card{padding:16px 24px}}',
    );
  });

  it("keeps the design system's stylesheet's rules (same count of blocks and declarations)", () => {
    const source = readFileSync(join(workspaceRoot, 'libs/shared/ui/src/styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const minified = minifyCss(source);
    const count = (text: string, char: string) => text.split(char).length - 1;
    expect(count(minified, '{')).toBe(count(source, '{'));
    expect(count(minified, '}')).toBe(count(source, '}'));
    expect(count(minified, ':')).toBe(count(source, ':'));
    expect(minified.length).toBeLessThan(source.length * 0.85);
  });
});

describe('createHostConfig inlineCss', () => {
  it('adds the plugin with paths resolved from the app', () => {
    const config = createHostConfig({ inlineCss: ['../../libs/shared/ui/src/styles.css'] })({}, { mode: 'production' });
    const plugin = (config.plugins as unknown[]).find((p) => p instanceof InlineCssPlugin) as InlineCssPlugin | undefined;
    expect(plugin?.files).toEqual([join(workspaceRoot, 'libs/shared/ui/src/styles.css')]);
  });
});
