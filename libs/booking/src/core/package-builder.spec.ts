import {
  addPackagePiece,
  packageDiscountPercent,
  PACKAGE_MAX_PRODUCTS,
  piecesUntilMultiParkDiscount,
  removePackagePiece,
  type PackagePiece,
} from './package-builder';

const piece = (productId: number, day: number): PackagePiece => ({
  productId,
  date: `2030-01-${String(day).padStart(2, '0')}`,
  schedule: null,
});

describe('the package builder rules', () => {
  it('holds at most 5 products: the sixth answers the limit message (SPEC §5, §8)', () => {
    expect(PACKAGE_MAX_PRODUCTS).toBe(5);
    let pieces: PackagePiece[] = [];
    for (let i = 0; i < 5; i += 1) {
      const result = addPackagePiece(pieces, piece(120 + i, 10 + i));
      if (!result.ok) throw new Error(`piece ${i} refused`);
      pieces = result.pieces;
    }
    expect(pieces).toHaveLength(5);
    expect(addPackagePiece(pieces, piece(130, 20))).toEqual({ ok: false, message: 'packageLimit' });
  });

  it('refuses the same product twice and a second visit on one date', () => {
    const pieces = [piece(120, 10)];
    expect(addPackagePiece(pieces, piece(120, 11))).toEqual({ ok: false, message: 'duplicate' });
    expect(addPackagePiece(pieces, piece(121, 10))).toEqual({ ok: false, message: 'duplicate' });
    expect(addPackagePiece(pieces, piece(121, 11))).toMatchObject({ ok: true });
  });

  it('removes a piece by product', () => {
    expect(removePackagePiece([piece(120, 10), piece(121, 11)], 120)).toEqual([piece(121, 11)]);
  });

  it.each`
    size | daysAhead | percent
    ${1} | ${0}      | ${0}
    ${2} | ${10}     | ${0}
    ${2} | ${20}     | ${0}
    ${2} | ${21}     | ${15}
    ${3} | ${0}      | ${20}
    ${5} | ${60}     | ${20}
  `(
    'a package of $size, $daysAhead days ahead, takes $percent % off (SPEC §9)',
    ({ size, daysAhead, percent }) => {
      expect(packageDiscountPercent(size, daysAhead)).toBe(percent);
    },
  );

  it('counts the pieces still missing for the 20 % discount', () => {
    expect([0, 1, 2, 3, 5].map(piecesUntilMultiParkDiscount)).toEqual([3, 2, 1, 0, 0]);
  });
});
