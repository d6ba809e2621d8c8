import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUCKET_TYPES } from '@imali/savings/domain';
import { GOAL_IMAGES, goalImage } from './goal-image';

const assets = join(__dirname, '../assets');
const fileOf = (type: string) => `goal-${type.toLowerCase().replace(/_/g, '-')}.svg`;
// The design system's colours (libs/shared/ui/src/styles.css :root): an illustration uses no other.
const tokens = new Set(
  [...readFileSync(join(__dirname, '../../../../../libs/shared/ui/src/styles.css'), 'utf8').matchAll(/--color-[\w-]+:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1]!.toLowerCase()),
);

describe('goalImage', () => {
  it.each(BUCKET_TYPES)('gives %s its own illustration', (type) => {
    expect(goalImage(type)).toBe(GOAL_IMAGES[type]);
    expect(typeof goalImage(type)).toBe('string');
    expect(goalImage(type)).not.toBe('');
  });

  it('reads the type as the domain does (any case, MEDICAL as HEALTH) and gives an unknown type the custom goal’s', () => {
    expect(goalImage('house')).toBe(GOAL_IMAGES.HOUSE);
    expect(goalImage('MEDICAL')).toBe(GOAL_IMAGES.HEALTH);
    expect(goalImage('YACHT')).toBe(GOAL_IMAGES.OTHER);
    expect(Object.keys(GOAL_IMAGES).sort()).toEqual([...BUCKET_TYPES].sort());
  });

  // Under Jest every image import is one stub string, so which file each type imports is read
  // from the module's source: ten types, ten different files, each named for its type.
  it('maps each type to the file named for it', () => {
    const source = readFileSync(join(__dirname, 'goal-image.ts'), 'utf8');
    const fileOfName = new Map([...source.matchAll(/^import (\w+) from '\.\.\/assets\/([\w-]+\.svg)';$/gm)].map((match) => [match[1]!, match[2]!]));
    const record = /GOAL_IMAGES[^=]*= \{([^}]*)\}/.exec(source)?.[1] ?? '';
    const nameOfType = new Map([...record.matchAll(/(\w+): (\w+),/g)].map((match) => [match[1]!, match[2]!]));
    for (const type of BUCKET_TYPES) expect([type, fileOfName.get(nameOfType.get(type) ?? '')]).toEqual([type, fileOf(type)]);
    expect(new Set(BUCKET_TYPES.map((type) => fileOfName.get(nameOfType.get(type) ?? ''))).size).toBe(10);
  });
});

describe('goal illustrations (src/assets)', () => {
  it('has exactly one file per type', () => {
    expect(readdirSync(assets).filter((file) => file.startsWith('goal-')).sort()).toEqual(BUCKET_TYPES.map(fileOf).sort());
  });

  it.each(BUCKET_TYPES)('%s: a small, script-free SVG with a viewBox in the design system’s colours', (type) => {
    const file = join(assets, fileOf(type));
    const svg = readFileSync(file, 'utf8');
    expect(statSync(file).size).toBeLessThan(2048);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"/);
    expect(svg).not.toMatch(/<script|\son\w+=|href|<foreignObject|<image|url\(/i);
    const colours = [...svg.matchAll(/#[0-9a-f]{3,6}\b/gi)].map((match) => match[0].toLowerCase());
    expect(colours.length).toBeGreaterThan(0);
    expect(colours.filter((colour) => !tokens.has(colour))).toEqual([]);
  });
});
