/**
 * The fields the documents give, per answer, written out here from /work/shared/spec
 * (../shared/spec/audits.md §2 and §4, ../shared/spec/keyword-research.md §2,
 * ../shared/spec/monitoring.md §2 and §4, ../shared/spec/service-notes.md "Envelope", "Errors",
 * "Bulk calls") as plain data — never imported from the extension's schemas, so a misreading shared
 * by the client and the emulator cannot hide here. `documented-fields.test.ts` walks every route's
 * answer against them.
 *
 * Shapes: `fields({...})` an object with those members (a member's shape, or `opaque` where the
 * documents say its structure is "not shown"); `keyed(shape)` an object keyed by ids, dates,
 * phrases or e-mails whose values have `shape`; `list(shape)` an array (or PHP's keyed array).
 */
export type Shape =
  | { kind: 'fields'; members: Record<string, Shape> }
  | { kind: 'keyed'; of: Shape }
  | { kind: 'list'; of: Shape }
  | { kind: 'opaque' }
  | { kind: 'scalar' };

export const opaque: Shape = { kind: 'opaque' };
export const scalar: Shape = { kind: 'scalar' };
export const keyed = (of: Shape): Shape => ({ kind: 'keyed', of });
export const list = (of: Shape): Shape => ({ kind: 'list', of });
/** Members named in a list are scalars; an object gives nested shapes. */
export function fields(members: string[] | Record<string, Shape>): Shape {
  const record = Array.isArray(members)
    ? Object.fromEntries(members.map((name) => [name, scalar]))
    : members;
  return { kind: 'fields', members: record };
}

// ../shared/spec/audits.md §2 "Audit": both spellings of the score are named there.
export const audit = fields({
  ...Object.fromEntries(
    [
      'id',
      'uid',
      'parent_id',
      'title',
      'url',
      'device',
      'audit_type',
      'status',
      'created',
      'updated',
      'type',
      'results_overall',
      'result_overall',
    ].map((n) => [n, scalar]),
  ),
  // "structure depends on whether the audit is a parent and on its type" — not shown.
  audit_settings: opaque,
});

export const DOCUMENTED = {
  // ../shared/spec/audits.md §4
  auditRetrieve: fields({ audit_info: audit, audit_data: opaque }),
  auditList: list(audit),
  auditCreate: fields({ cost: scalar, left: scalar, keywords: keyed(scalar), urls: opaque }),
  auditRefresh: fields({ cost: scalar, left: scalar, refresh: opaque }),
  // The example names the member `clone`, the field table `refresh`.
  auditClone: fields({ cost: scalar, left: scalar, clone: opaque, refresh: opaque }),
  settingsDescriptor: keyed(
    fields({
      title: scalar,
      settings: keyed(
        fields({
          title: scalar,
          description: scalar,
          default_value: opaque, // "mixed"
          maxlength: scalar,
          options: opaque, // "array of possible values"
        }),
      ),
    }),
  ),
  profile: fields({
    id: scalar,
    uid: scalar,
    title: scalar,
    types: list(scalar),
    settings: opaque,
  }),
  createdId: fields(['id']),
  // ../shared/spec/keyword-research.md §2
  report: fields({
    gathering_failures: scalar,
    keywords: keyed(
      fields({
        value: scalar,
        engines: list(scalar),
        base: scalar,
        search: scalar,
        modifier: scalar,
      }),
    ),
  }),
  researchTable: (name: string) =>
    fields({
      [name]:
        name === 'engines'
          ? keyed(fields({ language: list(scalar), country: list(scalar), category: scalar }))
          : name === 'types'
            ? list(scalar)
            : keyed(scalar),
    }),
  // ../shared/spec/monitoring.md §2
  campaign: fields({
    ...Object.fromEntries(
      [
        'id',
        'title',
        'domain',
        'status',
        'access',
        'access_type',
        'type',
        'created_time',
        'changed_time',
      ].map((n) => [n, scalar]),
    ),
    groups: list(scalar),
  }),
  campaignList: fields({
    count: scalar,
    campaigns: list(fields(['id', 'access', 'status', 'domain', 'type'])),
  }),
  overview: keyed(
    fields({
      id: scalar,
      name: scalar,
      domain: scalar,
      status: scalar,
      // "Value shapes of these metrics beyond being typed as arrays: not shown."
      keywords_count: opaque,
      keywords_count_up: opaque,
      keywords_count_no_change: opaque,
      keywords_count_down: opaque,
      keywords_top10_count: opaque,
      visibility: opaque,
      visibility_change: opaque,
    }),
  ),
  // group → domain → keyword id → { keyword, data: date → engine → device → location → leaf }
  rankData: keyed(
    keyed(
      keyed(
        fields({
          keyword: fields(['title', 'volume', 'cpc']),
          data: keyed(keyed(keyed(keyed(fields(['position', 'url']))))),
        }),
      ),
    ),
  ),
  // keyword id → device → domain → date → leaf; the SDK also spells `position change`.
  keywordDetails: keyed(
    keyed(keyed(keyed(fields(['position', 'position_change', 'position change', 'url'])))),
  ),
  // get-access: shape 1 (id → access, owner) or shape 2 (id → e-mail → level).
  accessShape2: keyed(keyed(scalar)),
  setAccess: keyed(fields({ set: keyed(scalar), remove: keyed(scalar) })),
  group: fields({
    ...Object.fromEntries(
      [
        'id',
        'title',
        'status',
        'created_time',
        'changed_time',
        'engine',
        'country',
        'location',
      ].map((n) => [n, scalar]),
    ),
    keywords: list(scalar),
    devices: list(scalar),
    // The SDK's GroupRetrieve output has these in place of engine, country and location.
    engines: list(fields(['engine', 'country'])),
    locations: list(scalar),
  }),
  groupList: fields({
    count: scalar,
    groups: list(
      fields({
        ...Object.fromEntries(
          ['id', 'title', 'keywords_count', 'status', 'engine', 'country', 'location'].map((n) => [
            n,
            scalar,
          ]),
        ),
        devices: list(scalar),
      }),
    ),
  }),
  keyword: fields(['id', 'title', 'status', 'group_id']),
  keywordList: fields({
    count: scalar,
    keywords: list(fields(['id', 'title', 'status', 'group_id', 'group_status'])),
  }),
  // Per-id results of create calls and bulk calls: keyed (or listed) true / id / message.
  idResults: fields({ id: keyed(scalar) }),
  bulkMap: keyed(scalar),
  engines: fields({
    engines: list(fields({ name: scalar, id: scalar, countries: list(fields(['name', 'id'])) })),
  }),
  devices: fields({ devices: list(scalar) }),
  // ../shared/spec/service-notes.md "Envelope" and "Errors" / "Bulk calls".
  envelope: ['params', 'results', '_credits', '_credits_left'] as string[],
  errorBody: ['error', 'params'] as string[],
  error: ['message', 'statuses', 'result'] as string[],
} as const;

/** Paths (`a.b[0].c`) of members the shape does not document. */
export function extraFields(shape: Shape, value: unknown, path = '$'): string[] {
  if (shape.kind === 'opaque' || value === null || value === undefined) return [];
  const isObject = typeof value === 'object';
  if (shape.kind === 'scalar') return isObject && !isEmpty(value) ? [`${path} (not a scalar)`] : [];
  if (!isObject) return [];
  const members = Object.entries(value as Record<string, unknown>);
  if (shape.kind === 'keyed' || shape.kind === 'list') {
    return members.flatMap(([key, member]) => extraFields(shape.of, member, `${path}[${key}]`));
  }
  if (Array.isArray(value)) return value.length ? [`${path} (a list, not an object)`] : [];
  return members.flatMap(([key, member]) =>
    key in shape.members
      ? extraFields(shape.members[key], member, `${path}.${key}`)
      : [`${path}.${key}`],
  );
}

/** PHP encodes an empty map as `[]`; an empty container says nothing about fields. */
function isEmpty(value: object): boolean {
  return Object.keys(value).length === 0;
}
