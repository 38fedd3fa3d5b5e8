import { describe, expect, it } from 'vitest';
import { literalLists, parse, sourceFiles } from './source';

/*
 * Issue 15: each domain concept is written down once. A file that lists two or more of a
 * concept's literals (an array, a `z.enum`, a union type) restates its definition; only the
 * concept's own module in lib/domain may do that. Everything else imports the list, the type or
 * the schema from there.
 */
const concepts: [name: string, module: string, literals: string[]][] = [
  ['gap', 'lib/domain/gap.ts', ['daily', 'weekly', 'monthly']],
  ['device', 'lib/domain/device.ts', ['desktop', 'mobile']],
  ['entity status', 'lib/domain/entity-status.ts', ['active', 'stop', 'delete']],
  ['bulk action', 'lib/domain/entity-status.ts', ['start', 'stop', 'delete', 'restore']],
  ['campaign type', 'lib/domain/campaign-type.ts', ['seo', 'ads']],
  ['access level', 'lib/domain/access-level.ts', ['owner', 'manager', 'readonly']],
  [
    'audit type',
    'lib/domain/audit-types.ts',
    ['lighthouse', 'pagespeed', 'webpagetest', 'yellowlab', 'sitespeedio', 'content'],
  ],
];

const listsByFile = new Map(
  sourceFiles(['.ts', '.tsx']).map((file) => [file, literalLists(parse(file))]),
);

describe('one definition per concept', () => {
  it.each(concepts)('%s: its literals are spelled out only in %s', (_name, module, literals) => {
    const defining = [...listsByFile]
      .filter(([, lists]) =>
        lists.some((list) => list.filter((l) => literals.includes(l)).length > 1),
      )
      .map(([file]) => file);
    expect(defining).toEqual([module]);
  });
});
