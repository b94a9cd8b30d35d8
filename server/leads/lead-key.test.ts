import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadKey } from '../core/db/lead-key';
import { leads } from './schema';

describe("the lead key core's tables point at (core/db/lead-key.ts)", () => {
  it('names the leads table and its key column', () => {
    expect(getTableName(leadKey.table)).toBe(getTableName(leads));
    expect(leadKey.name).toBe(leads.id.name);
  });
});
