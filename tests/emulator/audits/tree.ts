import type { AuditType } from '../core/accounts.ts';
import type { AuditRecord, AuditsState, Device, KeywordOptions, SettingsByType } from './model.ts';
import { withDefaults } from './descriptor.ts';

/** One child to create: a (url, device, audit type) with its full settings. */
export interface ChildPlan {
  url: string;
  device: Device;
  auditType: AuditType;
  settings: Record<string, unknown>;
}

export interface ParentPlan {
  title: string;
  type: 'advanced' | 'keyword';
  keyword: string | null;
  keywordOptions: KeywordOptions | null;
  children: ChildPlan[];
}

/** Children of a parent: one per (url, device, audit type), settings completed with defaults. */
export function planChildren(
  urls: string[],
  devices: Device[],
  settings: SettingsByType,
): ChildPlan[] {
  const children: ChildPlan[] = [];
  for (const url of urls) {
    for (const device of devices) {
      for (const [type, values] of Object.entries(settings)) {
        const auditType = type as AuditType;
        children.push({ url, device, auditType, settings: withDefaults(auditType, values ?? {}) });
      }
    }
  }
  return children;
}

/** What storing needs of the context (the demo data builder has no full context yet). */
export interface TreeStore {
  nextId(sequence: string): number;
  now(): number;
  state: { audits: AuditsState };
}

/** Store a parent and its children (ids from the `audit` sequence), all starting their run now. */
export function storeTree(
  ctx: TreeStore,
  uid: number,
  plan: ParentPlan,
  at: number = ctx.now(),
): { parent: AuditRecord; children: AuditRecord[] } {
  const devices = [...new Set(plan.children.map((c) => c.device))];
  const types = [...new Set(plan.children.map((c) => c.auditType))];
  const parent: AuditRecord = {
    id: ctx.nextId('audit'),
    uid,
    parentId: 0,
    title: plan.title,
    type: plan.type,
    url: null,
    device: null,
    auditType: null,
    settings: {
      devices,
      audit_types: types,
      ...(plan.keyword !== null
        ? { keyword: plan.keyword, ...plan.keywordOptions }
        : { urls: [...new Set(plan.children.map((c) => c.url))] }),
    },
    keyword: plan.keyword,
    keywordOptions: plan.keywordOptions,
    createdAt: at,
    runStartedAt: at,
    run: 1,
    stagger: 0,
  };
  const count = plan.children.length;
  const children = plan.children.map((child, index) => ({
    id: ctx.nextId('audit'),
    uid,
    parentId: parent.id,
    title: plan.title,
    type: plan.type,
    url: child.url,
    device: child.device,
    auditType: child.auditType,
    settings: child.settings,
    keyword: plan.keyword,
    keywordOptions: plan.keywordOptions,
    createdAt: at,
    runStartedAt: at,
    run: 1,
    stagger: count > 1 ? index / (count - 1) : 1,
    // The newest shift naming the page, fixed at creation: earlier runs keep their scores.
    scoreShift: ctx.state.audits.scoreShifts?.findLast((s) => child.url.includes(s.urlContains))
      ?.points,
  }));
  ctx.state.audits.audits.push(parent, ...children);
  return { parent, children };
}

/** `{ "<parentId>": { "<childId>": childId } }` — the create/clone output for a set of trees. */
export function treeMap(trees: { parent: AuditRecord; children: AuditRecord[] }[]) {
  return Object.fromEntries(
    trees.map(({ parent, children }) => [
      String(parent.id),
      Object.fromEntries(children.map((child) => [String(child.id), child.id])),
    ]),
  );
}

/**
 * The pages a keyword audit examines: the top results found for the keyword (invented, stable
 * per keyword): an encyclopedia entry, a specialist site, and a page of example.com.
 */
export function keywordResultUrls(keyword: string): string[] {
  const words = keyword
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const slug = words.join('-') || 'search';
  const title = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('_') || 'Search';
  return [
    `https://en.wikipedia.org/wiki/${title}`,
    `https://www.${words.join('') || 'search'}-guide.com/`,
    `https://www.example.com/${slug}/`,
  ];
}
