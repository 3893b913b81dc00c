import { describe, expect, it } from 'vitest';
import { declareIsland } from '../../ui/islandRoot';
import { ISLANDS } from './registry';

describe('the islands’ registry', () => {
  it('loads under each name the declaration of that name, whose component the pages render', async () => {
    for (const [name, load] of Object.entries(ISLANDS)) {
      const island = await load();
      expect(island.name, `the island registered as ${name}`).toBe(name);
      expect(typeof island.Component).toBe('function');
    }
  });

  it('lets no two components be declared under one name', () => {
    const First = () => null;
    declareIsland('probe-island', First);
    expect(() => declareIsland('probe-island', First)).not.toThrow();
    expect(() => declareIsland('probe-island', () => null)).toThrow('Two islands are declared as probe-island');
  });
});
