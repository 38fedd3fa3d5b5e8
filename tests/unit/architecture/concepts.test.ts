import { describe, expect, it } from 'vitest';
import { parse, sourceFiles, stringLiterals } from './source';

/*
 * Issue 15: each domain concept is written down once. A file that spells out every literal of a
 * concept restates its definition; only the concept's own module in lib/domain may do that.
 * Everything else imports the list, the type or the schema from there.
 */
const concepts: [name: string, module: string, literals: string[]][] = [
  ['gap', 'lib/domain/gap.ts', ['daily', 'weekly', 'monthly']],
  ['device', 'lib/domain/device.ts', ['desktop', 'mobile']],
  [
    'audit type',
    'lib/domain/audit-types.ts',
    ['lighthouse', 'pagespeed', 'webpagetest', 'yellowlab', 'sitespeedio', 'content'],
  ],
];

const literalsByFile = new Map(
  sourceFiles(['.ts', '.tsx']).map((file) => [file, stringLiterals(parse(file))]),
);

describe('one definition per concept', () => {
  it.each(concepts)('%s: its literals are spelled out only in %s', (_name, module, literals) => {
    const defining = [...literalsByFile]
      .filter(([, found]) => literals.every((l) => found.has(l)))
      .map(([file]) => file);
    expect(defining).toEqual([module]);
  });
});
