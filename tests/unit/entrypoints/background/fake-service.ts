import { vi } from 'vitest';
import type { Audit } from '@/lib/api';
import { ServiceError } from '@/lib/api/errors';

/**
 * An in-memory stand-in for the parts of the API client the background uses, holding audits
 * whose status the test moves by hand. Values have the client's normalised shapes.
 */
export interface FakeAudit {
  id: number;
  parentId: number | null;
  title: string;
  url: string | null;
  device: 'desktop' | 'mobile' | null;
  auditType: string | null;
  status: string;
  score: number | null;
  data: unknown[];
}

export function lighthouseData(score: number): unknown[] {
  return [
    {
      categories: {
        performance: { title: 'Performance', score: String(score) },
        seo: { title: 'SEO', score: '100' },
      },
      metrics: {
        'largest-contentful-paint': { title: 'LCP', value: '2100', unit: 'ms', score: '80' },
      },
      audits: [
        {
          id: 'render-blocking',
          title: 'Render blocking',
          passed: false,
          score: '35',
          displayValue: '420 ms',
        },
        { id: 'font-display', title: 'Font display', passed: true, score: '100', displayValue: '' },
      ],
    },
  ];
}

export const DESCRIPTOR = {
  lighthouse: {
    title: 'Lighthouse',
    settings: {
      throttling: {
        title: 'Throttling',
        description: '',
        defaultValue: 'simulated',
        maxLength: null,
        options: null,
      },
      note: { title: 'Note', description: '', defaultValue: null, maxLength: 100, options: null },
    },
  },
  content: { title: 'Content', settings: {} },
};

function toAudit(a: FakeAudit): Audit {
  return {
    id: a.id,
    uid: 1,
    parentId: a.parentId,
    title: a.title,
    url: a.url,
    device: a.device,
    auditType: a.auditType,
    settings: null,
    status: a.status,
    created: new Date(1_700_000_000_000 + a.id * 1000),
    updated: new Date(1_700_000_000_000 + a.id * 1000),
    type: 'advanced',
    score: a.status === 'ready' ? a.score : null,
  };
}

export function createFakeService() {
  const audits = new Map<number, FakeAudit>();
  let nextId = 100;
  /** Errors the next calls of a method throw, first in first out. */
  const faults: Record<string, ServiceError[]> = {};
  const maybeFail = (method: string) => {
    const fault = faults[method]?.shift();
    if (fault) throw fault;
  };

  const api = {
    audits: {
      list: vi.fn(
        async (
          params: { parentId?: number; title?: string; itemsPerPage?: number; page?: number } = {},
        ) => {
          maybeFail('list');
          if (params.parentId !== undefined && !audits.has(params.parentId)) {
            throw new ServiceError('request', {
              status: 400,
              serviceMessage: 'Invalid parent_id.',
            });
          }
          return (
            [...audits.values()]
              .filter((a) =>
                params.parentId === undefined
                  ? a.parentId === null
                  : a.parentId === params.parentId,
              )
              .filter((a) => !params.title || a.title.includes(params.title))
              .sort((a, b) => b.id - a.id)
              .map(toAudit)
              // Paged as the service pages (../shared/spec/audits.md §4: 25 by default).
              .slice(
                (params.page ?? 0) * (params.itemsPerPage ?? 25),
                ((params.page ?? 0) + 1) * (params.itemsPerPage ?? 25),
              )
          );
        },
      ),
      retrieve: vi.fn(async (id: number) => {
        maybeFail('retrieve');
        const audit = audits.get(id);
        if (!audit) throw new ServiceError('not-found', { status: 404 });
        return { info: toAudit(audit), data: audit.data };
      }),
      create: vi.fn(
        async (params: {
          title?: string;
          urls?: string[];
          devices: string[];
          auditsSettings?: Record<string, unknown>;
          profileId?: number;
        }) => {
          maybeFail('create');
          const parentId = nextId++;
          audits.set(parentId, {
            id: parentId,
            parentId: null,
            title: params.title ?? 'Audit',
            url: null,
            device: null,
            auditType: null,
            status: 'wait',
            score: null,
            data: [],
          });
          const types = params.auditsSettings ? Object.keys(params.auditsSettings) : ['lighthouse'];
          const childIds: number[] = [];
          // One child per (url, device, type), as service-notes "Decisions" describe the tree.
          for (const url of params.urls ?? [null]) {
            for (const device of params.devices) {
              for (const type of types) {
                const id = nextId++;
                childIds.push(id);
                audits.set(id, {
                  id,
                  parentId,
                  title: params.title ?? 'Audit',
                  url,
                  device: device as 'desktop',
                  auditType: type,
                  status: 'wait',
                  score: null,
                  data: [],
                });
              }
            }
          }
          return {
            cost: childIds.length,
            left: 100 - childIds.length,
            urls: [{ parentId, childIds }],
            keywords: {},
          };
        },
      ),
      refresh: vi.fn(async (id: number) => {
        maybeFail('refresh');
        const ids = [...audits.values()].filter((a) => a.parentId === id).map((a) => a.id);
        for (const child of ids)
          Object.assign(audits.get(child)!, { status: 'wait', score: null, data: [] });
        return { cost: ids.length, left: 50, ids };
      }),
      clone: vi.fn(async ({ id, title }: { id: number; title: string }) => {
        maybeFail('clone');
        const parentId = nextId++;
        audits.set(parentId, { ...audits.get(id)!, id: parentId, title });
        const childIds = [...audits.values()]
          .filter((a) => a.parentId === id)
          .map((a) => {
            const childId = nextId++;
            audits.set(childId, {
              ...a,
              id: childId,
              parentId,
              title,
              status: 'wait',
              score: null,
              data: [],
            });
            return childId;
          });
        return { cost: childIds.length, left: 40, created: [{ parentId, childIds }] };
      }),
      remove: vi.fn(async (id: number) => {
        maybeFail('remove');
        if (!audits.delete(id)) throw new ServiceError('not-found', { status: 404 });
        return true as const;
      }),
      settings: vi.fn(async () => {
        maybeFail('settings');
        return structuredClone(DESCRIPTOR);
      }),
    },
  };

  return {
    api,
    audits,
    faults,
    /** Move every child of a parent (or one audit) to a status; ready ones get a score and data. */
    set(id: number, status: string, score = 80) {
      const targets = [...audits.values()].filter((a) => a.id === id || a.parentId === id);
      for (const audit of targets) {
        if (audit.parentId === null) continue;
        audit.status = status;
        audit.score = status === 'ready' ? score : null;
        audit.data =
          status === 'ready'
            ? lighthouseData(score)
            : status === 'error'
              ? [{ error: 'Page timed out' }]
              : [];
      }
    },
    childrenOf(id: number) {
      return [...audits.values()].filter((a) => a.parentId === id).map((a) => a.id);
    },
  };
}

export type FakeService = ReturnType<typeof createFakeService>;
