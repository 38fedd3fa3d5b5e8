import { describe, expect, it } from 'vitest';
import { refusedField } from '@/lib/domain/refused-field';

const fields = {
  domain: ['domain'],
  title: ['title'],
  mapTitle: ['data.company_map_title', 'company_map_title'],
} as const;

describe('refusedField', () => {
  it.each([
    ['Invalid domain "localhost": give a host name such as example.com.', 'domain'],
    ['Invalid title: at most 255 characters.', 'title'],
    ['Invalid data.company_map_title: a string is expected.', 'mapTitle'],
    ['Missing required field: domain', 'domain'],
  ])('finds the field the service names in %j', (serviceMessage, field) => {
    expect(refusedField({ kind: 'request', serviceMessage }, fields)).toBe(field);
  });

  it.each([
    ['No free campaign limit.', 'request'],
    ['Invalid subtitle: nope', 'request'],
    ['Invalid domain', 'limit'],
    ['Invalid domain', 'network'],
  ])('names no field for %j (%s)', (serviceMessage, kind) => {
    expect(refusedField({ kind, serviceMessage }, fields)).toBeNull();
  });

  it("takes Stormlens's own check's field as it is", () => {
    const local = { kind: 'request', details: { local: true, code: 'domain', field: 'domain' } };
    expect(refusedField(local, fields)).toBe('domain');
    const other = { kind: 'request', details: { local: true, code: 'id', field: 'id' } };
    expect(refusedField(other, fields)).toBeNull();
  });
});
