import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { literalLists, parse, sourceFiles, walkNodes } from './source';

/*
 * Each domain concept is written down once. A file that lists two or more of a
 * concept's literals (an array, a `z.enum`, a union type) restates its definition; only the
 * concept's own module in lib/domain may do that. Everything else imports the list, the type or
 * the schema from there.
 */
const concepts: [name: string, module: string, literals: string[]][] = [
  ['gap', 'lib/domain/gap.ts', ['daily', 'weekly', 'monthly']],
  ['device', 'lib/domain/device.ts', ['desktop', 'mobile']],
  ['entity status', 'lib/domain/entity-status.ts', ['active', 'stop', 'delete']],
  ['bulk action', 'lib/domain/entity-status.ts', ['start', 'stop', 'delete', 'restore']],
  ['rank type', 'lib/domain/rank-type.ts', ['organic', 'paid', 'maps']],
  ['campaign type', 'lib/domain/campaign-type.ts', ['seo', 'ads']],
  ['access level', 'lib/domain/access-level.ts', ['owner', 'manager', 'readonly']],
  ['keyword details type', 'lib/domain/detail-type.ts', ['heatmap', 'competitors', 'top50']],
  ['sort order', 'lib/domain/list-order.ts', ['asc', 'desc']],
  // Its distinctive sources only: `popup`, `refresh` and `clone` are words of other lists too.
  ['spend source', 'lib/domain/spending.ts', ['shortcut', 'menu', 'scheduled']],
  // Its distinctive fields only: `status` and `device` are words of other concepts too.
  ['audit sort field', 'lib/domain/list-order.ts', ['created', 'result_overall', 'audit_type']],
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

/*
 * Concepts that are not a list of literals have signatures instead: the words only their
 * definition needs. The base URL's path suffix (`api-v3`) and service host; the settings
 * descriptor's raw spellings of the service (`default_value`, `maxlength`); a location's pair of
 * members (`lat` and `lon` in one object or type). Comments do not count (they may explain).
 */
const signatures: [name: string, module: string, defines: (source: ts.SourceFile) => boolean][] = [
  [
    'base URL',
    'lib/domain/base-url.ts',
    (source) => texts(source).some((text) => /api-v3|api\.semstorm\.com/.test(text)),
  ],
  [
    'settings descriptor',
    'lib/domain/settings-descriptor.ts',
    (source) => names(source).some((name) => name === 'default_value' || name === 'maxlength'),
  ],
  [
    'location',
    'lib/domain/location.ts',
    (source) => memberSets(source).some((m) => m.includes('lat') && m.includes('lon')),
  ],
];

/** String, template and regular-expression literals of a file. */
function texts(source: ts.SourceFile): string[] {
  const found: string[] = [];
  walkNodes(source, (node) => {
    if (ts.isStringLiteralLike(node) || ts.isRegularExpressionLiteral(node)) found.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      found.push(node.text);
  });
  return found;
}

/** Identifiers, property names and string literals: every name a file spells. */
function names(source: ts.SourceFile): string[] {
  const found: string[] = [];
  walkNodes(source, (node) => {
    if (ts.isIdentifier(node) || ts.isStringLiteralLike(node)) found.push(node.text);
  });
  return found;
}

/** The member names of each object literal, type literal and interface of a file. */
function memberSets(source: ts.SourceFile): string[][] {
  const sets: string[][] = [];
  const nameOf = (member: ts.ObjectLiteralElementLike | ts.TypeElement) =>
    member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))
      ? member.name.text
      : '';
  walkNodes(source, (node) => {
    if (ts.isObjectLiteralExpression(node)) sets.push(node.properties.map(nameOf));
    else if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node))
      sets.push(node.members.map(nameOf));
  });
  return sets;
}

const sources = new Map(sourceFiles(['.ts', '.tsx']).map((file) => [file, parse(file)]));

describe('one definition per concept (signatures)', () => {
  it.each(signatures)('%s: spelled out only in %s', (_name, module, defines) => {
    const defining = [...sources].filter(([, source]) => defines(source)).map(([file]) => file);
    expect(defining).toEqual([module]);
  });
});
