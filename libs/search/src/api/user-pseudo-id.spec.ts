import { describe, expect, it } from '@jest/globals';
import { userPseudoId } from './user-pseudo-id';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('userPseudoId', () => {
  it('is a random id kept in the browser, the same on the next call', () => {
    const storage = memoryStorage();
    const first = userPseudoId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(userPseudoId(storage)).toBe(first);
    expect(userPseudoId(memoryStorage())).not.toBe(first);
  });

  it('still gives an id when storage refuses to keep it', () => {
    const id = userPseudoId({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
