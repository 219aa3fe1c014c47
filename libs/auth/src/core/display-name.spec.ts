import { describe, expect, it } from '@jest/globals';
import { initialsOf, socialDisplayName } from './display-name';

describe('socialDisplayName (SPEC §3)', () => {
  it.each([
    [{ firstName: 'Ana', lastName: 'Pérez' }, 'Ana Pérez'],
    [{ firstName: 'Ana Sofía', lastName: 'Pérez Gómez' }, 'Ana Sofía Pérez'],
    [{ firstName: 'John', lastName: 'Smith-Jones III' }, 'John Smith-Jones'],
    [{ firstName: '  María  ', lastName: '  de la Cruz ' }, 'María de'],
    [{ firstName: 'Ana', lastName: '' }, 'Ana'],
    [{ firstName: 'Ana', lastName: null }, 'Ana'],
    [{ firstName: 'Ana' }, 'Ana'],
    [{ firstName: '', lastName: 'Pérez Gómez' }, 'Pérez'],
    [{}, ''],
  ])('%j → %j', (person, name) => {
    expect(socialDisplayName(person)).toBe(name);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ana Sofía Pérez', 'AP'],
    ['ana', 'A'],
    ['Élodie Ñúñez', 'ÉÑ'],
    ['  ', ''],
    ['𝒜lex Smith', '𝒜S'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
